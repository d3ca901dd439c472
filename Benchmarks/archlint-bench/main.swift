import ArchlintFacts
import ArchlintModel
import ArchlintPipeline
import ArchlintFindings
import ArchlintRules
import Dispatch
import Foundation
import SwiftScanner
import SyntheticApp

/// archlint's benchmark: generates a large Clean Swift app and measures the scanner and the pipeline.
///
///   archlint-bench generate DIR [--scenes N]   write a synthetic app of N VIP scenes (default 600)
///   archlint-bench scan DIR [--runs N]         single-thread scanner throughput (median of N runs)
///   archlint-bench check DIR [--jobs N]        the whole pipeline in-process (median of 5 runs)
///   archlint-bench stages DIR [--jobs N]       one in-process run, time per stage and per rule
///   archlint-bench [suite] [--work DIR] [--runs N] [--scenes A,B,C] [--tree DIR]… [--swiftlint PATH]
///                                             the issue-12 table: generated 250k/500k/1M-line trees
///                                             (and real trees), cold/warm/one-file-changed `check`
///                                             processes, peak memory, per-stage times, scanner MB/s
///                                             per core, 2x-input ratios, SwiftLint side by side
///   archlint-bench cache DIR [--jobs N] [--runs N] [--json]
///                                             the facts cache: cold scan and write, warm read, hash, decode
///   archlint-bench hash                        the facts cache's checksum of standard input
///   archlint-bench facts DIR… --out FILE       every Swift file's facts, encoded, into one file: two
///                                             scanner builds agree exactly when their files are equal
///
/// `Scripts/bench.sh` runs all of it next to the SwiftSyntax oracle on the same tree.

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func option(_ name: String, in arguments: [String], default value: Int) -> Int {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count, let number = Int(arguments[index + 1])
    else { return value }
    return number
}

func swiftFiles(under root: String) throws -> [String] {
    try SourceDiscovery().files(under: [root])
}

func generate(into root: String, scenes: Int) throws {
    let lines = try SyntheticApp.write(scenes: scenes, under: root)
    print("generated \(scenes) scenes, \(lines) lines under \(root)")
}

func scan(_ root: String, runs: Int) throws {
    let paths = try swiftFiles(under: root)
    let contents = try paths.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
    let bytes = contents.reduce(0) { $0 + $1.count }
    var timings: [Double] = []
    var facts = 0
    for _ in 0..<runs {
        timings.append(seconds {
            facts = 0
            for (path, data) in zip(paths, contents) {
                data.withUnsafeBytes { raw in
                    let result = SwiftFileScanner.scan(path: path, bytes: raw.bindMemory(to: UInt8.self))
                    facts += result.types.count + result.calls.count + result.closures.count
                }
            }
        })
    }
    let best = median(timings)
    print(String(format: "scanner: %d files, %.1f MB, median %.3f s of %d runs, %.1f MB/s on one core (%d facts)",
                 paths.count, Double(bytes) / 1e6, best, runs, Double(bytes) / 1e6 / best, facts))
}

func check(_ root: String, jobs: Int) throws {
    var timings: [Double] = []
    var result: LintResult?
    for _ in 0..<5 {
        timings.append(try seconds { result = try Linter(jobs: jobs).lint(paths: [root]) })
    }
    guard let result else { return }
    print(String(format: "pipeline: %d files, %.1f MB, --jobs %d, median %.3f s of 5 runs, %.1f MB/s, %d violations",
                 result.fileCount, Double(result.byteCount) / 1e6, jobs, median(timings),
                 Double(result.byteCount) / 1e6 / median(timings), result.findings.count))
}

/// Time per pipeline stage, single run: where the time goes.
func stages(_ root: String, jobs: Int) throws {
    let paths = try swiftFiles(under: root)
    var facts: [FileFacts] = []
    let scanTime = try seconds {
        facts = try paths.map { path in
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            return data.withUnsafeBytes { SwiftFileScanner.scan(path: path, bytes: $0.bindMemory(to: UInt8.self)) }
        }
    }
    let scanPeak = peakMiB()
    // Wall and CPU seconds (all threads): CPU time is what other load on the machine does not distort.
    // Peaks are the process's high-water mark once the stage is done.
    var model: ProjectModel?
    var modelCPU = 0.0
    let modelTime = seconds { modelCPU = cpuSeconds { model = ProjectModel(files: facts, jobs: jobs) } }
    let modelPeak = peakMiB()
    var graph: DependencyGraph?
    var graphCPU = 0.0
    let graphTime = seconds { graphCPU = cpuSeconds { graph = DependencyGraph(model: model!, jobs: jobs) } }
    let graphPeak = peakMiB()
    var ruleTimes: [String] = []
    let context = RuleContext(model: model!, graph: graph!)
    for rule in RuleCatalog.rules {
        let time = seconds { _ = rule.init().check(context) }
        ruleTimes.append(String(format: "%@ %.3f", rule.description.identifier, time))
    }
    print(String(format: "scan %.3f (peak %d MiB), model %.3f (CPU %.3f, peak %d MiB), graph %.3f (CPU %.3f, peak %d MiB); ",
                 scanTime, scanPeak, modelTime, modelCPU, modelPeak, graphTime, graphCPU, graphPeak)
          + ruleTimes.joined(separator: ", ") + " (peak \(peakMiB()) MiB)")
}

/// The facts cache's share of a warm run over the Swift files under `root`, on `jobs` threads: the
/// pack read and indexed, every file read and hashed, its cached facts checked and decoded; beside
/// the cold run's scan and the pack's write. With `--json`, Foundation's JSON decoder on the same
/// facts for comparison (one thread).
func cache(_ root: String, jobs: Int, runs: Int, json: Bool) throws {
    let paths = try swiftFiles(under: root).filter { $0.hasSuffix(".swift") }
    let directory = NSTemporaryDirectory() + "archlint-bench-cache-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let settings = FactsCache.Settings(directories: [directory], toolIdentity: "archlint-bench")
    func eachFile(_ body: @escaping @Sendable (String, UnsafeBufferPointer<UInt8>) -> Void) {
        ConcurrentSlots<Bool>.perform(count: paths.count, jobs: jobs) { index in
            guard let data = FileManager.default.contents(atPath: paths[index]) else { return }
            data.withUnsafeBytes { body(paths[index], $0.bindMemory(to: UInt8.self)) }
        }
    }
    // Wall and CPU seconds (all threads) per phase; CPU time is what other load on the machine does not distort.
    var phases: [String: [(wall: Double, cpu: Double)]] = [:]
    func measure(_ phase: String, _ body: () -> Void) {
        var cpu = 0.0
        let wall = seconds { cpu = cpuSeconds(body) }
        phases[phase, default: []].append((wall, cpu))
    }
    var packSize = 0
    for _ in 0..<runs {
        try? FileManager.default.removeItem(atPath: directory)
        let first = FactsCache(settings, roots: [root])!
        measure("cold scan+encode") {
            eachFile { path, bytes in
                first.store(SwiftFileScanner.scan(path: path, bytes: bytes), path: path, key: FactsCache.swiftKey(bytes))
            }
        }
        measure("pack write") { first.save() }
        var second: FactsCache?
        measure("warm: pack read+index") { second = FactsCache(settings, roots: [root]) }
        let cache = second!
        measure("warm: files read") { eachFile { _, _ in } }
        measure("warm: files read+hashed") { eachFile { _, bytes in _ = FactsCache.swiftKey(bytes) } }
        // The facts are kept, as a run keeps them: freeing them is not part of loading them.
        let loaded = ConcurrentSlots<FileFacts>(count: paths.count)
        measure("warm: files read+hashed+decoded") {
            ConcurrentSlots<Bool>.perform(count: paths.count, jobs: jobs) { index in
                guard let data = FileManager.default.contents(atPath: paths[index]) else { return }
                data.withUnsafeBytes { raw in
                    let bytes = raw.bindMemory(to: UInt8.self)
                    loaded[index] = cache.cachedFacts(path: paths[index], key: FactsCache.swiftKey(bytes))
                }
            }
        }
        if loaded.values().count != paths.count { print("cache: a warm lookup missed") }
        packSize = (try FileManager.default.contentsOfDirectory(atPath: directory)).reduce(0) {
            $0 + (((try? FileManager.default.attributesOfItem(atPath: directory + "/" + $1))?[.size] as? Int) ?? 0)
        }
    }
    print("cache: \(paths.count) Swift files, --jobs \(jobs), pack \(String(format: "%.1f", Double(packSize) / 1e6)) MB, "
          + "medians of \(runs) runs (wall s / CPU s):")
    for phase in phases.keys.sorted() {
        let samples = phases[phase]!
        print(String(format: "  %@: %.3f / %.3f", phase, median(samples.map(\.wall)), median(samples.map(\.cpu))))
    }
    guard json else { return }
    let facts = paths.map { path in
        FileManager.default.contents(atPath: path)!.withUnsafeBytes { SwiftFileScanner.scan(path: path, bytes: $0.bindMemory(to: UInt8.self)) }
    }
    let encoded = try facts.map { try JSONEncoder().encode($0) }
    let decoder = JSONDecoder()
    let jsonTime = try seconds { for data in encoded { _ = try decoder.decode(FileFacts.self, from: data) } }
    let binary = facts.map { FactsCodec.encode($0) }
    let binaryTime = try seconds { for bytes in binary { _ = try FactsCodec.decode(bytes) } }
    print(String(format: "decode, one thread: JSONDecoder %.3f s (%.1f MB), FactsCodec %.3f s (%.1f MB)", jsonTime,
                 Double(encoded.reduce(0) { $0 + $1.count }) / 1e6, binaryTime, Double(binary.reduce(0) { $0 + $1.count }) / 1e6))
}

/// CPU seconds of this process (all threads): what the other load on a shared machine does not distort.
func cpuSeconds(_ body: () throws -> Void) rethrows -> Double {
    var start = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &start)
    try body()
    var end = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &end)
    return Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
}

/// This process's peak resident memory so far.
func peakMiB() -> Int {
    var usage = rusage()
    #if os(Linux)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss / 1024
    #else
    getrusage(RUSAGE_SELF, &usage)
    return usage.ru_maxrss / 1024 / 1024
    #endif
}

/// The codec alone, one thread: encoded size and the CPU time to decode every file's facts.
func codec(_ root: String, runs: Int) throws {
    let paths = try swiftFiles(under: root).filter { $0.hasSuffix(".swift") }
    let facts = paths.map { path in
        FileManager.default.contents(atPath: path)!.withUnsafeBytes { SwiftFileScanner.scan(path: path, bytes: $0.bindMemory(to: UInt8.self)) }
    }
    var encoded: [[UInt8]] = []
    let encodeTime = cpuSeconds { encoded = facts.map { FactsCodec.encode($0) } }
    var timings: [Double] = []
    for _ in 0..<runs {
        // Kept until after the timing: a run frees its facts at the end, not while loading them.
        var decoded: [FileFacts] = []
        decoded.reserveCapacity(encoded.count)
        timings.append(try cpuSeconds { for bytes in encoded { decoded.append(try FactsCodec.decode(bytes)) } })
        if decoded != facts { print("codec: decoded facts differ") }
    }
    print(String(format: "codec: %d files, %.1f MB encoded in %.3f CPU s; decode median %.3f CPU s of %d runs",
                 paths.count, Double(encoded.reduce(0) { $0 + $1.count }) / 1e6, encodeTime, median(timings), runs))
}

/// Every Swift file's facts under the given folders, in discovery order, written as path, encoded
/// length and `FactsCodec` bytes. The codec round-trips every field, so two scanner builds produce
/// the same facts exactly when they write the same file (`cmp old new`). Prints the files, the bytes
/// and a hash of the whole output to compare at a glance.
func facts(_ roots: [String], out: String) throws {
    var output: [UInt8] = []
    var files = 0
    for root in roots {
        for path in try swiftFiles(under: root) where path.hasSuffix(".swift") {
            guard let data = FileManager.default.contents(atPath: path) else { throw CocoaError(.fileReadUnknown) }
            let encoded = FactsCodec.encode(data.withUnsafeBytes {
                SwiftFileScanner.scan(path: path, bytes: $0.bindMemory(to: UInt8.self))
            })
            output += Array(path.utf8)
            output.append(0)
            withUnsafeBytes(of: UInt64(encoded.count).littleEndian) { output += $0 }
            output += encoded
            files += 1
        }
    }
    try Data(output).write(to: URL(fileURLWithPath: out))
    print(String(format: "facts: %d files, %d bytes, hash %016llx -> %@", files, output.count,
                 ContentHash.of(output), out))
}

func values(_ name: String, in arguments: [String]) -> [String] {
    zip(arguments, arguments.dropFirst()).filter { $0.0 == name }.map(\.1)
}

let usage = """
    usage: archlint-bench [suite] [--runs N] [--scenes A,B,C] [--tree DIR]… [--swiftlint PATH] [--work DIR]
           archlint-bench generate DIR [--scenes N]
           archlint-bench scan|codec DIR [--runs N]
           archlint-bench check|stages DIR [--jobs N]
           archlint-bench cache DIR [--jobs N] [--runs N] [--json]
           archlint-bench facts DIR… --out FILE
           archlint-bench hash < FILE

    The suite (the default) generates the 250k/500k/1M-line trees, checks each cold, warm, with one
    file's code changed and with one comment edited, and prints files, lines, MB, times, per-stage times, scanner MB/s per core, peak
    memory, the 2x-input ratios and, with --swiftlint, SwiftLint's weak_delegate on the same trees.
    """

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == ProcessFigures.measuringCommand, arguments.count >= 3 {
    do {
        try ProcessFigures.measureForParent(arguments[1], Array(arguments.dropFirst(2)))
        exit(0)
    } catch {
        print("archlint-bench: \(error)")
        exit(2)
    }
}
if arguments.contains("--help") || arguments.contains("-h") {
    print(usage)
    exit(0)
}
if arguments.first.map({ $0 == "suite" || $0.hasPrefix("--") }) ?? true {
    let scenes = values("--scenes", in: arguments).last.map { $0.split(separator: ",").compactMap { Int($0) } }
    let suite = BenchmarkSuite(
        workDirectory: values("--work", in: arguments).last ?? NSTemporaryDirectory() + "archlint-bench-suite",
        runs: max(1, option("--runs", in: arguments, default: 3)), realTrees: values("--tree", in: arguments),
        swiftLint: values("--swiftlint", in: arguments).last,
        sceneCounts: scenes ?? BenchmarkSuite.defaultSceneCounts)
    do {
        try FileManager.default.createDirectory(atPath: suite.workDirectory, withIntermediateDirectories: true)
        try suite.run()
        exit(0)
    } catch {
        print("archlint-bench: \(error)")
        exit(2)
    }
}
if arguments == ["hash"] {
    // The facts cache's checksum of standard input, for scripts that forge kept findings
    // (`Scripts/cache-differential.py`).
    print(ContentHash.of([UInt8](FileHandle.standardInput.readDataToEndOfFile())))
    exit(0)
}
guard arguments.count >= 2 else {
    print(usage)
    exit(2)
}
do {
    switch arguments[0] {
    case "generate": try generate(into: arguments[1], scenes: option("--scenes", in: arguments, default: 600))
    case "scan": try scan(arguments[1], runs: max(1, option("--runs", in: arguments, default: 5)))
    case "check": try check(arguments[1], jobs: option("--jobs", in: arguments, default: 2))
    case "stages": try stages(arguments[1], jobs: option("--jobs", in: arguments, default: ProcessInfo.processInfo.activeProcessorCount))
    case "codec": try codec(arguments[1], runs: max(1, option("--runs", in: arguments, default: 5)))
    case "facts":
        guard let out = values("--out", in: arguments).last else {
            print("facts needs --out FILE\n\(usage)")
            exit(2)
        }
        let outIndex = arguments.firstIndex(of: "--out")!
        try facts(Array(arguments[1..<outIndex]) + Array(arguments[(outIndex + 2)...]), out: out)
    case "cache": try cache(arguments[1], jobs: option("--jobs", in: arguments, default: 2),
                            runs: max(1, option("--runs", in: arguments, default: 5)), json: arguments.contains("--json"))
    default:
        print("unknown command \(arguments[0])\n\(usage)")
        exit(2)
    }
} catch {
    print("archlint-bench: \(error)")
    exit(2)
}
