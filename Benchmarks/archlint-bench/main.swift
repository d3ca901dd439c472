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
///   archlint-bench [suite] [--work DIR] [--runs N] [--scenes A,B,C] [--tree DIR]… [--swiftlint PATH]
///                                             the issue-12 table: generated 250k/500k/1M-line trees
///                                             (and real trees), cold/warm/one-file-changed `check`
///                                             processes, peak memory, per-stage times, scanner MB/s
///                                             per core, 2x-input ratios, SwiftLint side by side
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
func stages(_ root: String) throws {
    let paths = try swiftFiles(under: root)
    var facts: [FileFacts] = []
    let scanTime = try seconds {
        facts = try paths.map { path in
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            return data.withUnsafeBytes { SwiftFileScanner.scan(path: path, bytes: $0.bindMemory(to: UInt8.self)) }
        }
    }
    var model: ProjectModel?
    let modelTime = seconds { model = ProjectModel(files: facts) }
    var graph: DependencyGraph?
    let graphTime = seconds { graph = DependencyGraph(model: model!) }
    var ruleTimes: [String] = []
    let context = RuleContext(model: model!, graph: graph!)
    for rule in RuleCatalog.rules {
        let time = seconds { _ = rule.init().check(context) }
        ruleTimes.append(String(format: "%@ %.3f", rule.description.identifier, time))
    }
    print(String(format: "scan %.3f, model %.3f, graph %.3f; ", scanTime, modelTime, graphTime) + ruleTimes.joined(separator: ", "))
}

func values(_ name: String, in arguments: [String]) -> [String] {
    zip(arguments, arguments.dropFirst()).filter { $0.0 == name }.map(\.1)
}

let arguments = Array(CommandLine.arguments.dropFirst())
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
guard arguments.count >= 2 else {
    print("usage: archlint-bench generate|scan|check DIR [options]")
    exit(2)
}
do {
    switch arguments[0] {
    case "generate": try generate(into: arguments[1], scenes: option("--scenes", in: arguments, default: 600))
    case "scan": try scan(arguments[1], runs: option("--runs", in: arguments, default: 5))
    case "check": try check(arguments[1], jobs: option("--jobs", in: arguments, default: 2))
    case "stages": try stages(arguments[1])
    default:
        print("unknown command \(arguments[0])")
        exit(2)
    }
} catch {
    print("archlint-bench: \(error)")
    exit(2)
}
