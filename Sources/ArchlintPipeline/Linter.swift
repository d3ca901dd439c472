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
    /// The folders given to check that hold no file to check (none found, or all excluded).
    public var foldersWithoutFiles: [String] = []
    /// The nested configurations the run used (nil: none).
    public var nestedConfigurations: NestedConfigurations?

    /// The run's severities applied to findings of a later stage (the baseline's).
    public func applySeverities(_ findings: [Finding]) -> [Finding] {
        if let nestedConfigurations { return nestedConfigurations.applySeverities(findings) }
        return configuration?.applySeverities(findings) ?? findings
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
    /// Updated as the run goes, for a progress line (the command line shows it on a terminal).
    public var progress: LintProgress?
    /// Whether `.archlint.yml` files in folders below the configuration's apply to their folders
    /// (`NestedConfigurations`); `configurationFile` is the root configuration's file, if any.
    public var readsNestedConfigurations = false
    public var configurationFile: String?
    /// Where facts are cached between runs (`FactsCache`); nil scans every file.
    public var factsCache: FactsCache.Settings?
    /// Whether a run over the same inputs as an earlier one answers with that run's findings
    /// (`FindingsCache`, beside the facts cache). Such a result's model and graph are empty: only a
    /// caller that reads nothing but the findings sets this.
    public var reusesFindings = false

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
        self.enabledRules = Linter.enabledRules(configuration)
    }

    static func enabledRules(_ configuration: Configuration) -> Set<String> {
        Set(RuleCatalog.documentation.map(\.identifier).filter { configuration.severity(of: $0) != .off })
    }

    /// Lints files on disk.
    public func lint(paths: [String]) throws -> LintResult {
        progress?.begin(.discovering)
        let discovery = try SourceDiscovery().discover(under: paths)
        let files = configuration.map { discovery.files.filter($0.pathFilter().includes) } ?? discovery.files
        // Nested configurations and the modules from the project's manifests (Package.swift,
        // podspecs, Xcode projects) depend on the file list alone: they are read while the files
        // are scanned, on a thread the scan rarely keeps busy.
        let structure = BackgroundWork { [nestedRoot = readsNestedConfigurations ? configuration : nil, configurationFile,
                                          resources = discovery.resources] in
            Result { try TreeStructure(files: files, resources: resources, configuration: nestedRoot,
                                       configurationFile: configurationFile) }
        }
        progress?.begin(.scanning, total: files.count)
        let cache = factsCache.flatMap { FactsCache($0, roots: paths) }
        var outcomes = FileReader.scan(files, readable: discovery.files, jobs: jobs, objectiveCWorker: objectiveCWorker,
                                       progress: progress, cache: cache)
        outcomes += discovery.problems.map { FileReader.failure($0.path, $0.message) }
        let tree = try structure.value().get()
        progress?.begin(.analysing)
        let kept = cache.flatMap { reusesFindings ? FindingsCache(beside: $0) : nil }
        // Canonicalised once: for the lookup here and for keeping this run's findings below.
        let settingsHash = kept.flatMap { _ in CanonicalText.of(settings(tree)) }.map { ContentHash.of($0) }
        if let kept, let cache, let settingsHash,
           let (findings, rescanned) = kept.findings(for: outcomes, settings: settingsHash, cache: cache) {
            cache.save()
            // Kept again for the new facts of files scanned again, so that the next run finds them unchanged.
            if rescanned, let inputs = FindingsCache.inputs(of: outcomes, checksum: cache.factsChecksum) {
                kept.store(findings, inputs: inputs, settings: settingsHash, warn: factsCache?.warn ?? { _ in })
            }
            let empty = ProjectModel(files: [])
            var result = LintResult(findings: findings, fileCount: outcomes.count,
                                    byteCount: outcomes.reduce(0) { $0 + $1.byteCount }, model: empty,
                                    graph: DependencyGraph(model: empty), configuration: configuration)
            result.nestedConfigurations = tree.nested
            result.foldersWithoutFiles = Linter.foldersWithoutFiles(paths, files: files)
            return result
        }
        FileReader.decodeCached(&outcomes, cache: cache, jobs: jobs)
        // The pack is written while the later stages run.
        let saved = DispatchGroup()
        if let cache { DispatchQueue.global().async(group: saved) { cache.save() } }
        defer { saved.wait() }
        var result = finish(outcomes, nested: tree.nested, modules: tree.modules, launchStoryboards: tree.launchStoryboards)
        result.foldersWithoutFiles = Linter.foldersWithoutFiles(paths, files: files)
        // Kept for the facts as the pack now holds them.
        saved.wait()
        if let kept, let cache, let settingsHash, let inputs = FindingsCache.inputs(of: outcomes, checksum: cache.factsChecksum) {
            kept.store(result.findings, inputs: inputs, settings: settingsHash, warn: factsCache?.warn ?? { _ in })
        }
        return result
    }

    /// Everything besides the files that decides a run's findings (`FindingsCache`).
    private func settings(_ tree: TreeStructure) -> Any {
        (enabledRules, options, configuration, reportUnusedSuppressions, tree)
    }

    /// What the run reads about the tree around its files besides the files themselves.
    private struct TreeStructure: Sendable {
        var nested: NestedConfigurations?
        var modules: ModuleMap
        var launchStoryboards: LaunchStoryboards

        /// `configuration`: the root configuration when nested ones are read, else nil.
        init(files: [String], resources: [String], configuration: Configuration?, configurationFile: String?) throws {
            if let configuration {
                let found = try NestedConfigurations(root: configuration, rootFile: configurationFile,
                                                     files: Linter.oneFilePerFolder(files))
                if !found.scopes.isEmpty { nested = found }
            }
            modules = ModuleMap.discover(files: files)
            launchStoryboards = LaunchStoryboards.discover(resources: resources)
        }
    }

    /// The first file of each folder, as written: nested configurations depend on the files' folders
    /// only, and making every path absolute through Foundation cost 0.3 s on a million-line tree.
    static func oneFilePerFolder(_ files: [String]) -> [String] {
        var folders = Set<Substring>()
        return files.filter { file in
            let folder = file.utf8.lastIndex(of: UInt8(ascii: "/")).map { file[..<$0] } ?? ""
            return folders.insert(folder).inserted
        }
    }

    /// Discovery names a file below a folder `F` as `F/…` (`…` alone below `.`).
    static func foldersWithoutFiles(_ paths: [String], files: [String]) -> [String] {
        paths.filter { path in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                return false
            }
            if path == "." { return files.isEmpty }
            let prefix = path.hasSuffix("/") ? path : path + "/"
            return !files.contains { $0.hasPrefix(prefix) }
        }
    }

    /// Lints in-memory sources (rule examples, tests).
    public func lint(sources: [(path: String, code: String)]) -> LintResult {
        let outcomes = sources.map { source in
            FileOutcome(path: source.path, facts: SwiftFileScanner.scan(path: source.path, source: source.code),
                        byteCount: source.code.utf8.count)
        }
        return finish(outcomes)
    }

    private func finish(_ outcomes: [FileOutcome], nested: NestedConfigurations? = nil,
                        modules: ModuleMap = ModuleMap(), launchStoryboards: LaunchStoryboards = LaunchStoryboards()) -> LintResult {
        let model = ProjectModel(files: outcomes.compactMap(\.facts), roleRules: configuration?.roleRules ?? [],
                                 modules: modules, launchStoryboards: launchStoryboards, jobs: jobs)
        let graph = DependencyGraph(model: model, jobs: jobs)
        var findings: [Finding]
        if let nested {
            // The whole graph under each configuration, each keeping the findings in its own folders.
            findings = RuleCatalog.check(RuleContext(model: model, graph: graph, options: options), enabled: enabledRules,
                                         jobs: jobs).filter { nested.scopeIndex(for: $0.location.file) == nil }
            for (index, scope) in nested.scopes.enumerated() {
                let context = RuleContext(model: model, graph: graph, options: scope.configuration.options)
                findings += RuleCatalog.check(context, enabled: Linter.enabledRules(scope.configuration), jobs: jobs)
                    .filter { nested.scopeIndex(for: $0.location.file) == index }
            }
        } else {
            findings = RuleCatalog.check(RuleContext(model: model, graph: graph, options: options), enabled: enabledRules,
                                         jobs: jobs)
        }
        findings += outcomes.compactMap(\.problem)
        let known = Set(Catalog.documentation.map(\.identifier))
        let suppressed = Suppressions.apply(findings, files: model.files, knownRules: known,
                                            reportUnused: reportUnusedSuppressions)
        let kept = suppressed.kept + suppressed.notes
        findings = nested?.applySeverities(kept) ?? configuration?.applySeverities(kept) ?? kept
        var result = LintResult(findings: findings.sorted(), fileCount: outcomes.count,
                                byteCount: outcomes.reduce(0) { $0 + $1.byteCount }, model: model, graph: graph,
                                configuration: configuration)
        result.nestedConfigurations = nested
        return result
    }
}

extension NestedConfigurations {
    /// Each finding at the severity its file's configuration gives its rule.
    func applySeverities(_ findings: [Finding]) -> [Finding] {
        findings.flatMap { configuration(for: $0.location.file).applySeverities([$0]) }
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
    var path: String
    var facts: FileFacts?
    /// A file that could not be read or decoded, reported as a warning.
    var problem: Finding?
    var byteCount: Int
    /// The facts cache's key of the file's facts (nil without the cache, and for a failure).
    var key: FactsCache.Key?
    /// The cache holds the file's facts under `key`; they are decoded only when the run needs them
    /// (`FileReader.decodeCached`).
    var factsAreCached = false
}

enum FileReader {
    static let unreadableRuleID = PipelineRules.unreadableFile.identifier

    /// Reads and scans files on `jobs` threads. Results keep the files' order, so output does not
    /// depend on scheduling. `readable` are the files an Objective-C `#import` may open: everything
    /// discovered under the roots, excluded files included (they are still part of the code).
    static func scan(_ files: [String], readable: [String], jobs: Int, objectiveCWorker: ObjCWorker.Command?,
                     progress: LintProgress? = nil, cache: FactsCache? = nil) -> [FileOutcome] {
        let swiftFiles = files.filter { $0.hasSuffix(".swift") }
        let objectiveCFiles = files.filter { !$0.hasSuffix(".swift") }
        // The Objective-C files on a thread of their own, started first: their setup (every header
        // read, the precompiled headers' plan, the include walls) and the workers' start ran after
        // the Swift scan, with one core idle for most of it; now they run while it does.
        let objectiveC = objectiveCFiles.isEmpty ? nil : BackgroundWork {
            scanObjectiveC(objectiveCFiles, readable: readable, jobs: jobs, objectiveCWorker: objectiveCWorker, cache: cache)
        }
        let slots = ConcurrentSlots<FileOutcome>(count: swiftFiles.count)
        ConcurrentSlots<FileOutcome>.perform(count: swiftFiles.count, jobs: jobs) { index in
            slots[index] = scanFile(swiftFiles[index], cache: cache)
            progress?.advance()
        }
        var outcomes = slots.values()
        guard let objectiveC else { return outcomes }
        let results = objectiveC.value()
        for (path, (result, key)) in zip(objectiveCFiles, results) {
            progress?.advance()
            var status = stat()
            let size = stat(path, &status) == 0 ? Int(status.st_size) : 0
            switch result {
            case .success(let facts):
                outcomes.append(FileOutcome(path: path, facts: facts, byteCount: size, key: key))
            case .failure(let problem):
                outcomes.append(failure(path, problem.message, byteCount: size))
            }
        }
        return outcomes
    }

    /// The Objective-C files' facts, in their order, through the facts cache.
    private static func scanObjectiveC(_ objectiveCFiles: [String], readable: [String], jobs: Int,
                                       objectiveCWorker: ObjCWorker.Command?, cache: FactsCache?)
        -> [(result: Result<FileFacts, ObjCFrontend.Problem>, key: FactsCache.Key?)] {
        // Headers are found through the folders that hold the tree's headers.
        let includeDirectories = Array(Set(objectiveCFiles.filter { $0.hasSuffix(".h") }.map {
            (($0 as NSString).deletingLastPathComponent as String).isEmpty ? "." : ($0 as NSString).deletingLastPathComponent
        })).sorted()
        let readableObjectiveC = readable.filter { !$0.hasSuffix(".swift") }
        // The time budget too: a run with a tighter one reports what it would without the cache.
        let options = includeDirectories + ["budget \(objectiveCWorker?.secondsPerFile ?? 0)"]
        return FactsCache.objectiveCFacts(objectiveCFiles, cache: cache, readable: readableObjectiveC,
                                          frontEndOptions: options, jobs: jobs) { files in
            ObjCFrontend.scan(files, includeDirectories: includeDirectories, readable: readableObjectiveC,
                              jobs: jobs, worker: objectiveCWorker)
        }
    }

    /// Larger Swift files are not source anyone wrote (and token offsets are 32-bit).
    static let maximumFileSize = 512 << 20

    /// The first bytes of a file git-crypt has encrypted: NUL, `GITCRYPT`, NUL.
    static let gitCryptHeader: [UInt8] = [0] + Array("GITCRYPT".utf8) + [0]

    /// `lookingUp`: whether a key the cache holds is taken as the file's facts (false: a held entry
    /// turned out damaged, so the file is scanned and its facts stored again).
    static func scanFile(_ path: String, cache: FactsCache? = nil, lookingUp: Bool = true) -> FileOutcome {
        // A file whose stamp is the one kept with its key is not read (`FileStamp`).
        if lookingUp, let key = cache?.unchangedKey(path: path, stamp: { FileStamp.of(path) }) {
            return FileOutcome(path: path, byteCount: key.size, key: key, factsAreCached: true)
        }
        guard let contents = FileContents(path: path, limit: maximumFileSize) else {
            return failure(path, "cannot read file")
        }
        defer { contents.deallocate() }
        guard contents.size <= maximumFileSize else {
            return failure(path, "file larger than \(maximumFileSize >> 20) MB; not checked", byteCount: contents.size)
        }
        let bytes = contents.bytes
        // Only facts of files that passed the checks below are ever cached.
        let key = cache.map { _ in FactsCache.swiftKey(bytes) }
        let stamp = cache.flatMap { _ in FileStamp(contents.status, now: FileStamp.now()) }
        if lookingUp, let key, cache?.holdsFacts(path: path, key: key, stamp: stamp) == true {
            return FileOutcome(path: path, byteCount: bytes.count, key: key, factsAreCached: true)
        }
        switch TextCheck.classify(bytes) {
        case .containsNul:
            // git-crypt leaves a locked file as its header and the ciphertext.
            if bytes.starts(with: FileReader.gitCryptHeader) {
                return failure(path, "encrypted by git-crypt (`git-crypt unlock` decrypts it); not checked", byteCount: bytes.count)
            }
            return failure(path, "binary file (contains NUL bytes); not checked", byteCount: bytes.count)
        case .invalidUTF8:
            return failure(path, "file is not valid UTF-8; not checked", byteCount: bytes.count)
        case .text:
            let facts = SwiftFileScanner.scan(path: path, bytes: bytes)
            if let key { cache?.store(facts, path: path, key: key, stamp: stamp) }
            return FileOutcome(path: path, facts: facts, byteCount: bytes.count, key: key)
        }
    }

    /// Decodes the facts `scan` found in the cache, on `jobs` threads; a file whose entry turns out
    /// damaged is read and scanned again, without the cache's lookup.
    static func decodeCached(_ outcomes: inout [FileOutcome], cache: FactsCache?, jobs: Int) {
        let pending = outcomes.indices.filter { outcomes[$0].factsAreCached }
        guard let cache, !pending.isEmpty else { return }
        let slots = ConcurrentSlots<FileOutcome>(count: pending.count)
        let current = outcomes
        ConcurrentSlots<FileOutcome>.perform(count: pending.count, jobs: jobs) { index in
            let outcome = current[pending[index]]
            if let key = outcome.key, let facts = cache.cachedFacts(path: outcome.path, key: key) {
                slots[index] = FileOutcome(path: outcome.path, facts: facts, byteCount: outcome.byteCount, key: key)
            } else {
                slots[index] = scanFile(outcome.path, cache: cache, lookingUp: false)
            }
        }
        for (index, outcome) in zip(pending, slots.values()) { outcomes[index] = outcome }
    }

    static func failure(_ path: String, _ message: String, byteCount: Int = 0) -> FileOutcome {
        FileOutcome(path: path, problem: Finding(ruleID: unreadableRuleID, severity: PipelineRules.unreadableFile.defaultSeverity,
                                                 location: SourceLocation(file: path, line: 1, column: 1),
                                                 message: message, subject: .file),
                    byteCount: byteCount)
    }
}

/// A file's bytes, read with one `open`, one `fstat` and (for a regular file) one `read` of the size
/// `fstat` gave. Anything else (a device, a FIFO given as a root) is read in chunks, never past
/// `limit` + 1 bytes, so `/dev/zero` cannot exhaust memory.
struct FileContents {
    let storage: UnsafeMutableRawBufferPointer
    let count: Int
    /// The file's size: what `fstat` says of a regular file (which is not read when it is over the
    /// limit), else the bytes read.
    let size: Int
    /// What `fstat` said before the file was read.
    let status: stat

    var bytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: storage.baseAddress?.assumingMemoryBound(to: UInt8.self), count: count)
    }

    init?(path: String, limit: Int) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        self.status = status
        let isRegular = status.st_mode & S_IFMT == S_IFREG
        if isRegular, Int(status.st_size) > limit {
            storage = UnsafeMutableRawBufferPointer.allocate(byteCount: 1, alignment: 16)
            count = 0
            size = Int(status.st_size)
            return
        }
        var capacity = isRegular ? Int(status.st_size) : 1 << 16
        var storage = UnsafeMutableRawBufferPointer.allocate(byteCount: max(capacity, 1), alignment: 16)
        var count = 0
        while count <= limit {
            if count == capacity {
                // A regular file read to its size is done; anything else reads on to its end.
                if isRegular { break }
                let larger = UnsafeMutableRawBufferPointer.allocate(byteCount: min(capacity * 2, limit + 1), alignment: 16)
                larger.copyMemory(from: UnsafeRawBufferPointer(rebasing: storage[..<count]))
                storage.deallocate()
                storage = larger
                capacity = larger.count
            }
            let got = Glibc.read(descriptor, storage.baseAddress! + count, capacity - count)
            if got < 0, errno == EINTR { continue }
            if got < 0, errno == EAGAIN, !isRegular { break }  // a FIFO with no writer: nothing to read
            if got < 0 {
                storage.deallocate()
                return nil
            }
            if got == 0 { break }
            count += got
        }
        self.storage = storage
        self.count = count
        self.size = count
    }

    func deallocate() { storage.deallocate() }
}

/// Whether bytes are text the scanner may read: no NUL byte, valid UTF-8 (the rules
/// `String(validating:)` applies: no overlong forms, no surrogates, nothing past U+10FFFF), in one
/// pass that allocates nothing.
enum TextCheck {
    enum Result: Equatable { case text, containsNul, invalidUTF8 }

    static func classify(_ bytes: UnsafeBufferPointer<UInt8>) -> Result {
        guard let base = bytes.baseAddress else { return .text }
        let count = bytes.count
        var invalid = false
        var index = 0
        while index < count {
            // Eight ASCII bytes at a time; the NUL test finds a zero byte in the word.
            if index + 8 <= count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0 {
                    if (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0 { return .containsNul }
                    index += 8
                    continue
                }
            }
            let byte = base[index]
            if byte < 0x80 {
                if byte == 0 { return .containsNul }
                index += 1
                continue
            }
            let length: Int
            var low: UInt8 = 0x80, high: UInt8 = 0xBF
            switch byte {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: length = 0
            }
            guard length > 0, index + length <= count else {
                invalid = true
                index += 1
                continue
            }
            var valid = base[index + 1] >= low && base[index + 1] <= high
            for offset in 2..<max(2, length) where base[index + offset] & 0xC0 != 0x80 { valid = false }
            if !valid { invalid = true }
            index += valid ? length : 1
        }
        return invalid ? .invalidUTF8 : .text
    }
}
