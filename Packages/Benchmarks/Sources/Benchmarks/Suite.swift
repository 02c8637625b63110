/// Every workload of the suite, in the order they run and are reported.
///
/// Extension points (not implemented yet — each will be its own file under `Workloads/`,
/// returning `[Workload]` and appended to ``workloads(_:)``):
/// - **J** — rendering the composed app through TextUI, `.observationSimple` vs
///   `.observationGranular`: ns per action including the re-render, and how many views were
///   re-rendered. Needs the `App` package (or a composition built from the feature packages) and
///   `SwiftRexArchitecture` as dependencies of this package.
/// - **K** — `TestStore` dispatch-and-assert per action, against A. Needs `SwiftRexTesting`.
@MainActor
enum Suite {
  static func workloads(_ scale: Scale) -> [Workload] {
    var workloads = [RawBaselines.counter(scale)]
    workloads += CounterWorkloads.all(scale)
    workloads.append(CombinedFeaturesWorkload.workload(scale))
    workloads += DeepLiftWorkloads.all(scale)
    workloads += CollectionWorkloads.all(scale)
    workloads += EffectWorkloads.all(scale)
    // J: workloads += RenderWorkloads.all(scale)      — see the note above.
    // K: workloads += TestStoreWorkloads.all(scale)   — see the note above.
    return workloads
  }

  /// The workloads `options` selects, with the baselines they are compared with (A-raw always).
  static func selected(from workloads: [Workload], by options: Options) -> [Workload] {
    var names: Set<String> = ["A-raw"]
    var pending = workloads.filter { options.selects($0.name) }.map(\.name)
    while let name = pending.popLast() {
      guard names.insert(name).inserted || name == "A-raw" else { continue }
      pending += workloads.first { $0.name == name }?.baselines ?? []
    }
    return workloads.filter { names.contains($0.name) }
  }
}
