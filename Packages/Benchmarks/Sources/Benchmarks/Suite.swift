/// Every workload of the suite, in the order they run and are reported. Each family is an enum
/// of its own under `Workloads/` returning `[Workload]`; a new family is appended here.
@MainActor
enum Suite {
  static func workloads(_ scale: Scale) -> [Workload] {
    var workloads = [RawBaselines.counter(scale)]
    workloads += CounterWorkloads.all(scale)
    workloads.append(CombinedFeaturesWorkload.workload(scale))
    workloads += DeepLiftWorkloads.all(scale)
    workloads += CollectionWorkloads.all(scale)
    workloads += EffectWorkloads.all(scale)
    workloads += RenderWorkloads.all(scale)
    workloads += TerminalWorkloads.all(scale)
    workloads += LayoutWorkloads.all(scale)
    workloads += TableWorkloads.all(scale)
    workloads += TestStoreWorkloads.all(scale)
    workloads += RecordingWorkloads.all(scale)
    workloads += TimeTravelWorkloads.all(scale)
    workloads += SharedWorkloads.all(scale)
    workloads += PipedWorkloads.all(scale)
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
