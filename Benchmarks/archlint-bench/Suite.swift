import ArchlintFacts
import ArchlintFindings
import ArchlintModel
import ArchlintPipeline
import ArchlintRules
import Foundation
import SwiftScanner
import SyntheticApp
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The rerunnable benchmark of issue 12: generated trees of 250k, 500k and 1M lines (each twice the
/// last), plus any real trees given with `--tree`, each measured as whole `archlint check` processes
/// (cold: an empty cache; warm: the same cache again; touched: one file changed) and in-process per
/// stage. Prints one table; every time is the median of `--runs` runs.
struct BenchmarkSuite {
    var workDirectory: String
    var runs: Int
    var realTrees: [String]
    var swiftLint: String?
    /// Scene counts that give about 250k, 500k and 1M lines.
    var sceneCounts: [Int]

    static let defaultSceneCounts = [1073, 2147, 4294]

    func run() throws {
        let archlint = siblingExecutable("archlint")
        guard FileManager.default.isExecutableFile(atPath: archlint) else {
            throw BenchmarkError("no archlint binary beside archlint-bench at \(archlint); build both products")
        }
        print("machine: \(ProcessInfo.processInfo.activeProcessorCount) cores; \(machineDescription())")
        print("archlint: \(archlint); medians of \(runs) runs\n")
        var rows: [TreeFigures] = []
        for scenes in sceneCounts {
            let tree = workDirectory + "/generated-\(scenes)"
            if !FileManager.default.fileExists(atPath: tree + "/.complete") {
                try? FileManager.default.removeItem(atPath: tree)
                _ = try SyntheticApp.write(scenes: scenes, under: tree)
                // Without the marker the next suite generates the tree again, which costs time only.
                _ = FileManager.default.createFile(atPath: tree + "/.complete", contents: Data())
            }
            rows.append(try measure(tree, label: "generated \(scenes) scenes", archlint: archlint, touch: true))
        }
        for tree in realTrees {
            rows.append(try measure(tree, label: (tree as NSString).lastPathComponent, archlint: archlint, touch: false))
        }
        print(TreeFigures.table(rows))
        print("")
        print(TreeFigures.stageTable(rows))
        print("")
        print(scalingTable(rows.filter { $0.label.hasPrefix("generated") }))
    }

    private func measure(_ tree: String, label: String, archlint: String, touch: Bool) throws -> TreeFigures {
        var figures = TreeFigures(label: label)
        let discovery = try SourceDiscovery().discover(under: [tree])
        let swift = discovery.files.filter { $0.hasSuffix(".swift") }
        figures.files = discovery.files.count
        var bytes = 0
        var lines = 0
        for path in swift {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            bytes += data.count
            lines += data.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        }
        figures.swiftBytes = bytes
        figures.swiftLines = lines

        let cache = workDirectory + "/cache-" + label.replacingOccurrences(of: " ", with: "-")
        let cacheArguments = supportsCache(archlint) ? ["--cache-path", cache] : []
        var cold: [ProcessFigures] = []
        var warm: [ProcessFigures] = []
        for _ in 0..<runs {
            try? FileManager.default.removeItem(atPath: cache)
            cold.append(try ProcessFigures.measure(archlint, ["check", tree, "--quiet"] + cacheArguments))
            warm.append(try ProcessFigures.measure(archlint, ["check", tree, "--quiet"] + cacheArguments))
        }
        figures.cold = median(cold.map(\.seconds))
        figures.coldCPU = median(cold.map(\.cpuSeconds))
        figures.peakMiB = cold.map(\.peakMiB).max() ?? 0
        figures.warm = median(warm.map(\.seconds))
        figures.cacheWorks = !cacheArguments.isEmpty
        if touch, let victim = swift.sorted().last, let original = FileManager.default.contents(atPath: victim) {
            let check = { try ProcessFigures.measure(archlint, ["check", tree, "--quiet"] + cacheArguments).seconds }
            // A code edit, not a comment: the file's facts change, as they do when someone works on it,
            // so no cache of facts or results can answer for the file.
            figures.touched = try timedEdits(of: victim, original: original, check: check) { index, changed in
                changed.append(contentsOf: Array("\nlet benchmarkEdit\(index) = \(index)\n".utf8))
            }
            // A comment edited on the file's first line: its facts stay, only the file's bytes change.
            // The run before the first timed one is not timed: it brings the cache back to the original.
            if !cacheArguments.isEmpty {
                _ = try check()
                let firstLineEnd = original.firstIndex(of: UInt8(ascii: "\n")) ?? original.endIndex
                figures.commentEdited = try timedEdits(of: victim, original: original, check: check) { index, changed in
                    changed.insert(contentsOf: Array(" // benchmark edit \(index)".utf8), at: firstLineEnd)
                }
            }
        }
        if let swiftLint {
            var peer: [Double] = []
            for _ in 0..<runs {
                peer.append(try ProcessFigures.measure(swiftLint, ["lint", "--no-cache", "--quiet", "--only-rule", "weak_delegate", tree],
                                                       environment: swiftLintEnvironment()).seconds)
            }
            figures.swiftLint = median(peer)
        }
        figures.stages = try StageTimes.medianOfEach((0..<runs).map { _ in try StageTimes.measure(discovery.files) })
        figures.scannerMBPerCore = try scannerThroughput(swift)
        return figures
    }

    /// The median time of `check` after each of `runs` edits of `victim` (`edit` changes a copy of the
    /// original for run `index`). The original is put back afterwards, also when a run fails, so the
    /// tree stays the generated one.
    private func timedEdits(of victim: String, original: Data, check: () throws -> Double,
                            edit: (Int, inout Data) -> Void) throws -> Double {
        var times: [Double] = []
        var restored = false
        defer { if !restored { _ = FileManager.default.createFile(atPath: victim, contents: original) } }
        for index in 0..<runs {
            var changed = original
            edit(index, &changed)
            guard FileManager.default.createFile(atPath: victim, contents: changed) else {
                throw BenchmarkError("cannot edit \(victim)")
            }
            times.append(try check())
        }
        restored = FileManager.default.createFile(atPath: victim, contents: original)
        guard restored else { throw BenchmarkError("cannot restore \(victim) after editing it; regenerate the tree") }
        return median(times)
    }

    /// The Swift scanner alone on one core over the tree's files held in memory.
    private func scannerThroughput(_ paths: [String]) throws -> Double {
        let contents = paths.compactMap { FileManager.default.contents(atPath: $0) }
        let bytes = contents.reduce(0) { $0 + $1.count }
        let times = (0..<runs).map { _ in
            seconds {
                for (path, data) in zip(paths, contents) {
                    data.withUnsafeBytes { raw in
                        _ = SwiftFileScanner.scan(path: path, bytes: raw.bindMemory(to: UInt8.self))
                    }
                }
            }
        }
        return Double(bytes) / 1e6 / median(times)
    }

    private func scalingTable(_ rows: [TreeFigures]) -> String {
        guard rows.count > 1 else { return "" }
        var lines = ["| 2x input | lines ratio | cold check | discovery | scan | model | graph | rules |",
                     "|---|---|---|---|---|---|---|---|"]
        for (small, large) in zip(rows, rows.dropFirst()) {
            func ratio(_ a: Double, _ b: Double) -> String { a > 0 ? String(format: "%.2f", b / a) : "-" }
            lines.append("| \(small.label) -> \(large.label) | \(ratio(Double(small.swiftLines), Double(large.swiftLines))) | "
                + "\(ratio(small.cold, large.cold)) | \(ratio(small.stages.discovery, large.stages.discovery)) | "
                + "\(ratio(small.stages.scan, large.stages.scan)) | \(ratio(small.stages.model, large.stages.model)) | "
                + "\(ratio(small.stages.graph, large.stages.graph)) | \(ratio(small.stages.rules, large.stages.rules)) |")
        }
        return lines.joined(separator: "\n")
    }

    /// Whether this archlint has the facts cache (`--cache-path`); without it, cold and warm are the same run.
    private func supportsCache(_ archlint: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: archlint)
        process.arguments = ["check", "--help"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        guard (try? process.run()) != nil else { return false }
        let help = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return help.contains("--cache-path")
    }

    private func swiftLintEnvironment() -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        if environment["LINUX_SOURCEKIT_LIB_PATH"] == nil, let toolchain = toolchainLibrary() {
            environment["LINUX_SOURCEKIT_LIB_PATH"] = toolchain
        }
        return environment
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// A tree's figures: sizes, whole-process times, per-stage times.
struct TreeFigures {
    var label: String
    var files = 0
    var swiftBytes = 0
    var swiftLines = 0
    var cold = 0.0
    var coldCPU = 0.0
    var warm = 0.0
    var touched: Double?
    /// One file's comment edited: the file's facts are the same.
    var commentEdited: Double?
    var peakMiB = 0.0
    var cacheWorks = true
    var swiftLint: Double?
    var stages = StageTimes()
    var scannerMBPerCore = 0.0

    static func table(_ rows: [TreeFigures]) -> String {
        var lines = ["| tree | files | Swift lines | Swift MB | cold check | CPU | peak | warm | one file changed | one comment edited | scanner MB/s/core | swiftlint weak_delegate | ratio |",
                     "|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
        for row in rows {
            let warm = row.cacheWorks ? String(format: "%.2f s", row.warm) : "no cache"
            let touched = row.touched.map { String(format: "%.2f s", $0) } ?? "-"
            let commented = row.commentEdited.map { String(format: "%.2f s", $0) } ?? "-"
            let peer = row.swiftLint.map { String(format: "%.2f s", $0) } ?? "-"
            let ratio = row.swiftLint.map { String(format: "%.3f", row.cold / $0) } ?? "-"
            lines.append("| \(row.label) | \(row.files) | \(row.swiftLines) | \(String(format: "%.1f", Double(row.swiftBytes) / 1e6)) | "
                + String(format: "%.2f s | %.2f s | %.0f MiB | ", row.cold, row.coldCPU, row.peakMiB)
                + "\(warm) | \(touched) | \(commented) | \(String(format: "%.0f", row.scannerMBPerCore)) | \(peer) | \(ratio) |")
        }
        return lines.joined(separator: "\n")
    }

    static func stageTable(_ rows: [TreeFigures]) -> String {
        var lines = ["| tree (in-process, --jobs 2) | discovery | read + scan | model | graph | rules | total |",
                     "|---|---|---|---|---|---|---|"]
        for row in rows {
            let stages = row.stages
            lines.append("| \(row.label) | " + [stages.discovery, stages.scan, stages.model, stages.graph, stages.rules, stages.total]
                .map { String(format: "%.3f s", $0) }.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }
}

/// One pipeline run in this process, stage by stage, on two threads where the pipeline uses them.
struct StageTimes {
    var discovery = 0.0
    var scan = 0.0
    var model = 0.0
    var graph = 0.0
    var rules = 0.0
    var total: Double { discovery + scan + model + graph + rules }

    static func measure(_ files: [String], jobs: Int = 2) throws -> StageTimes {
        var times = StageTimes()
        var discovered: [String] = []
        times.discovery = try seconds { discovered = try SourceDiscovery().discover(under: commonRoots(files)).files }
        let swift = discovered.filter { $0.hasSuffix(".swift") }
        let slots = ConcurrentSlots<FileFacts>(count: swift.count)
        times.scan = seconds {
            ConcurrentSlots<FileFacts>.perform(count: swift.count, jobs: jobs) { index in
                let data = FileManager.default.contents(atPath: swift[index]) ?? Data()
                slots[index] = data.withUnsafeBytes { SwiftFileScanner.scan(path: swift[index], bytes: $0.bindMemory(to: UInt8.self)) }
            }
        }
        let facts = slots.values()
        var model: ProjectModel?
        times.model = seconds { model = ProjectModel(files: facts) }
        var graph: DependencyGraph?
        times.graph = seconds { graph = DependencyGraph(model: model!) }
        let context = RuleContext(model: model!, graph: graph!)
        times.rules = seconds { _ = RuleCatalog.check(context, enabled: nil, jobs: jobs) }
        return times
    }

    static func medianOfEach(_ samples: [StageTimes]) -> StageTimes {
        StageTimes(discovery: median(samples.map(\.discovery)), scan: median(samples.map(\.scan)),
                   model: median(samples.map(\.model)), graph: median(samples.map(\.graph)),
                   rules: median(samples.map(\.rules)))
    }

    /// The tree's root: the folder every discovered file is under.
    private static func commonRoots(_ files: [String]) -> [String] {
        guard var prefix = files.first.map({ ($0 as NSString).deletingLastPathComponent }) else { return [] }
        for file in files.dropFirst() {
            while !file.hasPrefix(prefix + "/") && !prefix.isEmpty {
                prefix = (prefix as NSString).deletingLastPathComponent
            }
        }
        return [prefix.isEmpty ? "/" : prefix]
    }
}

/// One whole process: wall time, CPU time and peak resident memory (from wait4).
struct ProcessFigures {
    var seconds: Double
    var cpuSeconds: Double
    var peakMiB: Double
    var status: Int32

    /// The hidden command under which this binary measures one process for the suite.
    static let measuringCommand = "_measure"

    /// On Linux a spawned child's peak memory starts at its parent's: posix_spawn shares the parent's
    /// memory until `exec`, and `exec` keeps the old high-water mark. The suite itself holds hundreds
    /// of MB (the generated trees' stages run in-process), so every peak it printed was at least its
    /// own (587 MiB for stepik-ios, whose check peaks at 134 MB). A fresh copy of this binary, small,
    /// spawns the measured process instead and hands back its figures (`measureForParent`).
    static func measure(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) throws -> ProcessFigures {
        #if os(Linux)
        let figuresFile = NSTemporaryDirectory() + "archlint-bench-figures-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: figuresFile) }
        _ = try measureDirectly(siblingExecutable("archlint-bench"), [measuringCommand, figuresFile, executable] + arguments,
                                environment: environment)
        let fields = ((try? String(contentsOfFile: figuresFile, encoding: .utf8)) ?? "").split(separator: " ").compactMap { Double($0) }
        guard fields.count == 4 else { throw BenchmarkError("cannot measure \(executable) \(arguments.joined(separator: " "))") }
        return ProcessFigures(seconds: fields[0], cpuSeconds: fields[1], peakMiB: fields[2], status: Int32(fields[3]))
        #else
        return try measureDirectly(executable, arguments, environment: environment)
        #endif
    }

    /// The child side of `measure`: runs `arguments` (an executable and its arguments) and writes its
    /// figures to `figuresFile`.
    static func measureForParent(_ figuresFile: String, _ arguments: [String]) throws {
        let figures = try measureDirectly(arguments[0], Array(arguments.dropFirst()))
        try "\(figures.seconds) \(figures.cpuSeconds) \(figures.peakMiB) \(figures.status)"
            .write(toFile: figuresFile, atomically: true, encoding: .utf8)
    }

    private static func measureDirectly(_ executable: String, _ arguments: [String],
                                        environment: [String: String]? = nil) throws -> ProcessFigures {
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = (environment ?? ProcessInfo.processInfo.environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard spawned == 0 else { throw BenchmarkError("cannot start \(executable): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        func time(_ value: timeval) -> Double { Double(value.tv_sec) + Double(value.tv_usec) / 1e6 }
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        guard exitStatus < 128 else { throw BenchmarkError("\(executable) \(arguments.joined(separator: " ")) died with signal \(exitStatus - 128)") }
        #if os(Linux)
        let peak = Double(usage.ru_maxrss) / 1024
        #else
        let peak = Double(usage.ru_maxrss) / 1024 / 1024
        #endif
        return ProcessFigures(seconds: wall, cpuSeconds: time(usage.ru_utime) + time(usage.ru_stime), peakMiB: peak, status: exitStatus)
    }
}

func siblingExecutable(_ name: String) -> String {
    let me = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    return me.deletingLastPathComponent().appendingPathComponent(name).path
}

/// `<toolchain>/usr/lib`, found from `swiftc` on the PATH: where SwiftLint on Linux finds SourceKit.
func toolchainLibrary() -> String? {
    for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
        let swiftc = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
        guard FileManager.default.isExecutableFile(atPath: swiftc.path) else { continue }
        return swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib").path
    }
    return nil
}

func machineDescription() -> String {
    var name = utsname()
    uname(&name)
    func field<T>(_ value: T) -> String {
        withUnsafeBytes(of: value) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
    return "\(field(name.sysname)) \(field(name.release)) \(field(name.machine))"
}
