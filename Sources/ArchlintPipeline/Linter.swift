import ArchlintConfiguration
import ArchlintFacts
import ArchlintModel
import ArchlintRules
import Dispatch
import Foundation
import ObjCFrontend
import SwiftScanner

/// What one run produced.
public struct LintResult: Sendable {
    public var violations: [Violation]
    public var fileCount: Int
    public var byteCount: Int
    public var model: ProjectModel
    public var graph: DependencyGraph
}

/// The pipeline (SPEC §2): files → front ends (in parallel) → model → graph → rules → suppressions.
public struct Linter: Sendable {
    public var jobs: Int
    public var enabledRules: Set<String>?
    public var options: RuleOptions
    /// The configuration's severities, role rules and file filter; nil runs every rule at its default.
    public var configuration: Configuration?
    /// Report suppression comments that suppressed nothing.
    public var reportUnusedSuppressions = false

    public init(jobs: Int = ProcessInfo.processInfo.activeProcessorCount, enabledRules: Set<String>? = nil,
                options: RuleOptions = RuleOptions()) {
        self.jobs = max(1, jobs)
        self.enabledRules = enabledRules
        self.options = options
    }

    public init(jobs: Int = ProcessInfo.processInfo.activeProcessorCount, configuration: Configuration) {
        self.jobs = max(1, jobs)
        self.options = configuration.options
        self.configuration = configuration
        self.enabledRules = Set(RuleCatalog.rules.map { $0.description }.filter {
            configuration.severity(of: $0.identifier, default: $0.defaultSeverity) != .off
        }.map(\.identifier))
    }

    /// Lints files on disk.
    public func lint(paths: [String]) throws -> LintResult {
        var files = try SourceDiscovery().files(under: paths)
        if let configuration { files = files.filter(configuration.includes) }
        let outcomes = FileReader.scan(files, jobs: jobs)
        return finish(outcomes)
    }

    /// Lints in-memory sources (rule examples, tests).
    public func lint(sources: [(path: String, code: String)]) -> LintResult {
        let outcomes = sources.map { source in
            FileOutcome(facts: SwiftFileScanner.scan(path: source.path, source: source.code), problem: nil,
                        byteCount: source.code.utf8.count)
        }
        return finish(outcomes)
    }

    private func finish(_ outcomes: [FileOutcome]) -> LintResult {
        let model = ProjectModel(files: outcomes.compactMap(\.facts), roleRules: configuration?.roleRules ?? [])
        let graph = DependencyGraph(model: model)
        let context = RuleContext(model: model, graph: graph, options: options)
        var violations = RuleCatalog.check(context, enabled: enabledRules)
        if let configuration {
            violations = violations.map { violation in
                var adjusted = violation
                adjusted.severity = configuration.severity(of: violation.ruleID, default: violation.severity)
                return adjusted
            }
        }
        let known = Set(RuleCatalog.rules.map { $0.description.identifier })
        let suppressed = Suppressions.apply(violations, files: model.files, knownRules: known,
                                            reportUnused: reportUnusedSuppressions)
        violations = suppressed.kept + suppressed.notes
        violations += outcomes.compactMap(\.problem)
        return LintResult(violations: violations.sorted(), fileCount: outcomes.count,
                          byteCount: outcomes.reduce(0) { $0 + $1.byteCount }, model: model, graph: graph)
    }
}

struct FileOutcome: Sendable {
    var facts: FileFacts?
    /// A file that could not be read or decoded, reported as a warning.
    var problem: Violation?
    var byteCount: Int
}

enum FileReader {
    static let unreadableRuleID = "unreadable_file"

    /// Reads and scans files on `jobs` threads. Results keep the files' order, so output does not
    /// depend on scheduling.
    static func scan(_ files: [String], jobs: Int) -> [FileOutcome] {
        let swiftFiles = files.filter { $0.hasSuffix(".swift") }
        let objectiveCFiles = files.filter { !$0.hasSuffix(".swift") }
        let slots = Slots<FileOutcome>(count: swiftFiles.count)
        let workers = min(jobs, max(1, swiftFiles.count))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var index = worker
            while index < swiftFiles.count {
                slots[index] = scanFile(swiftFiles[index])
                index += workers
            }
        }
        var outcomes = slots.values()
        guard !objectiveCFiles.isEmpty else { return outcomes }
        // Headers are found through the folders that hold the tree's headers.
        let includeDirectories = Array(Set(objectiveCFiles.filter { $0.hasSuffix(".h") }.map {
            (($0 as NSString).deletingLastPathComponent as String).isEmpty ? "." : ($0 as NSString).deletingLastPathComponent
        })).sorted()
        for (path, result) in zip(objectiveCFiles, ObjCFrontend.scan(objectiveCFiles, includeDirectories: includeDirectories, jobs: jobs)) {
            let size = ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
            switch result {
            case .success(let facts):
                outcomes.append(FileOutcome(facts: facts, problem: nil, byteCount: size))
            case .failure(let problem):
                outcomes.append(failure(path, problem.message, byteCount: size))
            }
        }
        return outcomes
    }

    static func scanFile(_ path: String) -> FileOutcome {
        guard let data = FileManager.default.contents(atPath: path) else {
            return failure(path, "cannot read file")
        }
        return data.withUnsafeBytes { raw -> FileOutcome in
            let bytes = raw.bindMemory(to: UInt8.self)
            if bytes.contains(0) {
                return failure(path, "binary file (contains NUL bytes); not checked", byteCount: bytes.count)
            }
            if String(validating: bytes, as: UTF8.self) == nil {
                return failure(path, "file is not valid UTF-8; not checked", byteCount: bytes.count)
            }
            return FileOutcome(facts: SwiftFileScanner.scan(path: path, bytes: bytes), problem: nil, byteCount: bytes.count)
        }
    }

    private static func failure(_ path: String, _ message: String, byteCount: Int = 0) -> FileOutcome {
        FileOutcome(facts: nil, problem: Violation(ruleID: unreadableRuleID, severity: .warning,
                                                   location: SourceLocation(file: path, line: 1, column: 1),
                                                   message: message, symbol: path),
                    byteCount: byteCount)
    }
}

/// Fixed slots written once each from concurrent workers (each index by exactly one worker).
final class Slots<Value>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    subscript(index: Int) -> Value? {
        get { lock.lock(); defer { lock.unlock() }; return storage[index] }
        set { lock.lock(); storage[index] = newValue; lock.unlock() }
    }

    func values() -> [Value] { storage.compactMap { $0 } }
}
