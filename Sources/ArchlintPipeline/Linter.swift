import ArchlintConfiguration
import ArchlintFacts
import ArchlintFindings
import ArchlintModel
import ArchlintRules
import Dispatch
import Foundation
import ObjCFrontend
import SwiftScanner

/// What one run produced.
public struct LintResult: Sendable {
    public var findings: [Finding]
    public var fileCount: Int
    public var byteCount: Int
    public var model: ProjectModel
    public var graph: DependencyGraph
    /// The configuration the run used (nil: every rule at its default).
    public var configuration: Configuration?

    /// The run's severities applied to findings of a later stage (the baseline's).
    public func applySeverities(_ findings: [Finding]) -> [Finding] {
        configuration?.applySeverities(findings) ?? findings
    }
}

/// The pipeline (SPEC §2): files → front ends (in parallel) → model → graph → rules (in parallel) →
/// one defect, one report → severities → suppressions. The baseline is the next stage (`Baseline`).
public struct Linter: Sendable {
    public var jobs: Int
    public var enabledRules: Set<String>?
    public var options: RuleOptionValues
    /// The configuration's severities, role rules and file filter; nil runs every rule at its default.
    public var configuration: Configuration?
    /// Report suppression comments that suppressed nothing.
    public var reportUnusedSuppressions = false
    /// Where libclang runs: worker processes started with this command (the `archlint` binary sets
    /// it, so a crash or hang costs one file), or this process when nil (library use, tests).
    public var objectiveCWorker: ObjCWorker.Command?

    public init(jobs: Int = ProcessInfo.processInfo.activeProcessorCount, enabledRules: Set<String>? = nil,
                options: RuleOptionValues = RuleOptionValues()) {
        self.jobs = max(1, jobs)
        self.enabledRules = enabledRules
        self.options = options
    }

    public init(jobs: Int = ProcessInfo.processInfo.activeProcessorCount, configuration: Configuration) {
        self.jobs = max(1, jobs)
        self.options = configuration.options
        self.configuration = configuration
        self.enabledRules = Set(RuleCatalog.documentation.map(\.identifier).filter {
            configuration.severity(of: $0) != .off
        })
    }

    /// Lints files on disk.
    public func lint(paths: [String]) throws -> LintResult {
        let discovery = try SourceDiscovery().discover(under: paths)
        var files = discovery.files
        if let configuration { files = files.filter(configuration.includes) }
        var outcomes = FileReader.scan(files, readable: discovery.files, jobs: jobs, objectiveCWorker: objectiveCWorker)
        outcomes += discovery.problems.map { FileReader.failure($0.path, $0.message) }
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
        let model = ProjectModel(files: outcomes.compactMap(\.facts), roleRules: configuration?.roleRules ?? [], jobs: jobs)
        let graph = DependencyGraph(model: model, jobs: jobs)
        let context = RuleContext(model: model, graph: graph, options: options)
        var findings = RuleCatalog.check(context, enabled: enabledRules, jobs: jobs)
        findings += outcomes.compactMap(\.problem)
        let known = Set(Catalog.documentation.map(\.identifier))
        let suppressed = Suppressions.apply(findings, files: model.files, knownRules: known,
                                            reportUnused: reportUnusedSuppressions)
        findings = configuration?.applySeverities(suppressed.kept + suppressed.notes) ?? suppressed.kept + suppressed.notes
        return LintResult(findings: findings.sorted(), fileCount: outcomes.count,
                          byteCount: outcomes.reduce(0) { $0 + $1.byteCount }, model: model, graph: graph,
                          configuration: configuration)
    }
}

extension Configuration {
    /// The configured severity of each finding's rule; findings of rules set to `off` are dropped
    /// (the pipeline's own rules too: `unreadable_file: off`).
    func applySeverities(_ findings: [Finding]) -> [Finding] {
        findings.compactMap { finding in
            var adjusted = finding
            adjusted.severity = severity(of: finding.ruleID, default: finding.severity)
            return adjusted.severity == .off ? nil : adjusted
        }
    }
}

struct FileOutcome: Sendable {
    var facts: FileFacts?
    /// A file that could not be read or decoded, reported as a warning.
    var problem: Finding?
    var byteCount: Int
}

enum FileReader {
    static let unreadableRuleID = PipelineRules.unreadableFile.identifier

    /// Reads and scans files on `jobs` threads. Results keep the files' order, so output does not
    /// depend on scheduling. `readable` are the files an Objective-C `#import` may open: everything
    /// discovered under the roots, excluded files included (they are still part of the code).
    static func scan(_ files: [String], readable: [String], jobs: Int, objectiveCWorker: ObjCWorker.Command?) -> [FileOutcome] {
        let swiftFiles = files.filter { $0.hasSuffix(".swift") }
        let objectiveCFiles = files.filter { !$0.hasSuffix(".swift") }
        let slots = ConcurrentSlots<FileOutcome>(count: swiftFiles.count)
        ConcurrentSlots<FileOutcome>.perform(count: swiftFiles.count, jobs: jobs) { index in
            slots[index] = scanFile(swiftFiles[index])
        }
        var outcomes = slots.values()
        guard !objectiveCFiles.isEmpty else { return outcomes }
        // Headers are found through the folders that hold the tree's headers.
        let includeDirectories = Array(Set(objectiveCFiles.filter { $0.hasSuffix(".h") }.map {
            (($0 as NSString).deletingLastPathComponent as String).isEmpty ? "." : ($0 as NSString).deletingLastPathComponent
        })).sorted()
        for (path, result) in zip(objectiveCFiles, ObjCFrontend.scan(
            objectiveCFiles, includeDirectories: includeDirectories, readable: readable.filter { !$0.hasSuffix(".swift") },
            jobs: jobs, worker: objectiveCWorker)) {
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

    /// Larger Swift files are not source anyone wrote (and token offsets are 32-bit).
    static let maximumFileSize = 512 << 20

    static func scanFile(_ path: String) -> FileOutcome {
        guard let data = FileManager.default.contents(atPath: path) else {
            return failure(path, "cannot read file")
        }
        guard data.count <= maximumFileSize else {
            return failure(path, "file larger than \(maximumFileSize >> 20) MB; not checked", byteCount: data.count)
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

    static func failure(_ path: String, _ message: String, byteCount: Int = 0) -> FileOutcome {
        FileOutcome(facts: nil, problem: Finding(ruleID: unreadableRuleID, severity: PipelineRules.unreadableFile.defaultSeverity,
                                                 location: SourceLocation(file: path, line: 1, column: 1),
                                                 message: message, subject: .file),
                    byteCount: byteCount)
    }
}
