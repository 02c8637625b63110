#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The benchmark executable: run by `Scripts/bench.sh [--quick] [--json] [--filter …]`.
let options: Options
switch Options.parse(Array(CommandLine.arguments.dropFirst())) {
case .success(let parsed): options = parsed
case .failure(let error):
  if let message = error.message { Console.progress("error: \(message)") }
  print(Options.usage)
  exit(error.message == nil ? 0 : 2)
}

let scale = Scale(isQuick: options.isQuick)
let runner = WorkloadRunner(scale: scale, repetitions: options.repetitions)
let workloads = Suite.selected(from: Suite.workloads(scale), by: options)
Console.progress("Running \(workloads.count) workloads\(options.isQuick ? " (quick)" : "")…")
var measurements: [Measurement] = []
for workload in workloads {
  measurements.append(await runner.measure(workload))
}
let byName = Dictionary(measurements.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
let runsMemory = options.filters.isEmpty || options.selects("memory")
let results = SuiteResults(
  cores: sysconf(Int32(_SC_NPROCESSORS_ONLN)), isQuick: options.isQuick, repetitions: options.repetitions,
  measurements: measurements, targets: Target.all.compactMap { $0.evaluate(byName) },
  peak: runsMemory ? MemoryChecks.peakOfCollection(scale) : nil,
  flat: runsMemory ? MemoryChecks.flatness(scale) : nil)
if options.json {
  do {
    print(try results.json())
  } catch {
    Console.progress("error: could not encode the results as JSON: \(error)")
    exit(1)
  }
} else {
  print(results.table)
}
