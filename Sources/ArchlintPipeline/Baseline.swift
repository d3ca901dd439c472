import ArchlintFacts
import ArchlintFindings
import Foundation

/// A baseline (SPEC §8): the findings a team accepts for now. An entry keys on rule, file and subject —
/// never on the line alone — so code that moves stays matched; the line and its text only decide
/// between identical findings, so a new finding is never taken for an old one while the old one is
/// still there. Files are stored relative to the baseline's own folder, so a baseline matches however
/// the checked paths are spelt (relative, absolute, `./`) and from whatever directory it runs.
public struct Baseline: Codable, Equatable, Sendable {
    public struct Entry: Codable, Hashable, Comparable, Sendable {
        public var rule: String
        public var file: String
        public var symbol: String
        /// Where the finding was, and the trimmed text of that line (absent in version 1 files).
        public var line: Int?
        public var text: String?

        public init(rule: String, file: String, symbol: String, line: Int? = nil, text: String? = nil) {
            self.rule = rule
            self.file = file
            self.symbol = symbol
            self.line = line
            self.text = text
        }

        var key: Key { Key(rule: rule, file: file, symbol: Baseline.matchingSymbol(symbol, file: file)) }

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.rule, lhs.symbol, lhs.line ?? 0, lhs.text ?? "")
                < (rhs.file, rhs.rule, rhs.symbol, rhs.line ?? 0, rhs.text ?? "")
        }
    }

    struct Key: Hashable {
        var rule: String
        var file: String
        var symbol: String
    }

    /// The symbol an entry and a finding are matched by. In an Objective-C file, a method's argument
    /// labels are left out (`setUpWithName(_:count:)` matches as `setUpWithName(_:_:)`): archlint
    /// labelled Objective-C parameters only later, and a baseline written before must still match.
    /// Two methods that differ only in their later selector parts matched alike before, too; the
    /// line and its text still tell identical keys apart.
    static func matchingSymbol(_ symbol: String, file: String) -> String {
        guard file.hasSuffix(".m") || file.hasSuffix(".mm") || file.hasSuffix(".h"), symbol.contains("(") else { return symbol }
        var result = ""
        var inArguments = false
        for character in symbol {
            switch character {
            case "(":
                inArguments = true
                result.append(character)
            case ")":
                inArguments = false
                result.append(character)
            case ":" where inArguments:
                result += "_:"
            default:
                if !inArguments { result.append(character) }
            }
        }
        return result
    }

    public var version = 2
    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries.sorted()
    }

    /// A baseline of the given findings, for a baseline file in `root`.
    public init(findings: [Finding], root: String) {
        var lines = SourceLines()
        self.init(entries: findings.map { finding in
            Entry(rule: finding.ruleID, file: Baseline.storedPath(finding.location.file, root: root),
                  symbol: finding.symbol, line: finding.location.line,
                  text: lines.text(of: finding.location.file, line: finding.location.line))
        })
    }

    /// The folder a baseline file's entries are relative to.
    public static func root(ofBaselineAt path: String) -> String {
        Baseline.absolute(URL(fileURLWithPath: path).deletingLastPathComponent().path)
    }

    /// Reads a baseline file; a file that is not a baseline throws a located `BaselineFileError`.
    public static func read(path: String) throws -> Baseline {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        do {
            return try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw BaselineFileError.locate(error, in: data, file: path)
        }
    }

    /// Sorted, pretty JSON, written as `OutputFile` writes (atomically where the target is a file).
    public func write(path: String) throws {
        var data = try StableJSON.encode(self)
        data.append(UInt8(ascii: "\n"))
        try OutputFile.write(data, to: path)
    }

    /// The findings the baseline does not cover, and the entries that matched no finding. Entries are
    /// a multiset: two identical entries cover two identical findings. Among findings with the same
    /// key, the ones on the entry's line with its text match first, then the ones with its text, then
    /// the rest, nearest line first.
    public func filter(_ findings: [Finding], root: String) -> (remaining: [Finding], stale: [Entry]) {
        var lines = SourceLines()
        var open: [Key: [Entry]] = [:]
        for entry in entries { open[entry.key, default: []].append(entry) }
        var candidates: [Key: [Int]] = [:]
        var texts: [Int: String?] = [:]
        for (index, finding) in findings.enumerated() {
            let file = Baseline.storedPath(finding.location.file, root: root)
            let key = Key(rule: finding.ruleID, file: file, symbol: Baseline.matchingSymbol(finding.symbol, file: file))
            guard open[key] != nil else { continue }
            candidates[key, default: []].append(index)
            texts[index] = lines.text(of: finding.location.file, line: finding.location.line)
        }
        var covered = Set<Int>()
        for key in candidates.keys.sorted(by: { ($0.file, $0.rule, $0.symbol) < ($1.file, $1.rule, $1.symbol) }) {
            var remainingEntries = open[key] ?? []
            var remainingFindings = candidates[key] ?? []
            let passes: [(Entry, Int) -> Bool] = [
                { entry, index in entry.line == findings[index].location.line && entry.text != nil && entry.text == texts[index] ?? nil },
                { entry, index in entry.text != nil && entry.text == texts[index] ?? nil },
                { _, _ in true },
            ]
            for accepts in passes {
                for entry in remainingEntries {
                    let matching = remainingFindings.filter { accepts(entry, $0) }
                    guard let best = matching.min(by: { lhs, rhs in
                        let left = abs(findings[lhs].location.line - (entry.line ?? 0))
                        let right = abs(findings[rhs].location.line - (entry.line ?? 0))
                        return (left, findings[lhs].location) < (right, findings[rhs].location)
                    }) else { continue }
                    covered.insert(best)
                    remainingFindings.removeAll { $0 == best }
                    if let used = remainingEntries.firstIndex(of: entry) { remainingEntries.remove(at: used) }
                }
            }
            open[key] = remainingEntries
        }
        let remaining = findings.indices.filter { !covered.contains($0) }.map { findings[$0] }
        return (remaining, open.values.flatMap { $0 }.sorted())
    }

    /// The baseline stage: the findings it does not cover, plus a `stale_baseline` finding per entry
    /// that matched nothing, located at the entry's file.
    public func apply(to findings: [Finding], root: String) -> (findings: [Finding], staleCount: Int) {
        let (remaining, stale) = filter(findings, root: root)
        let staleFindings = stale.map { entry in
            Finding(ruleID: PipelineRules.staleBaseline.identifier, severity: PipelineRules.staleBaseline.defaultSeverity,
                    location: SourceLocation(file: Baseline.displayedPath(entry.file, root: root), line: 1, column: 1),
                    message: "baseline entry \(entry.rule) \(entry.symbol) matches no finding any more; "
                        + "remove it (--write-baseline)",
                    subject: .note("\(entry.rule) \(entry.symbol)"))
        }
        return ((remaining + staleFindings).sorted(), stale.count)
    }

    /// A file as entries store it: relative to the baseline's folder when below it, else absolute.
    static func storedPath(_ path: String, root: String) -> String {
        PathDisplay.relative(Baseline.absolute(path), to: root)
    }

    /// An entry's file as findings spell paths: relative to the working directory when below it.
    static func displayedPath(_ stored: String, root: String) -> String {
        PathDisplay.relative(stored.hasPrefix("/") ? stored : root + "/" + stored,
                             to: FileManager.default.currentDirectoryPath)
    }

    static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return URL(fileURLWithPath: full).standardizedFileURL.path
    }
}

/// Source lines read on demand, for the baseline's tie-breaks between identical findings.
struct SourceLines {
    private var files: [String: [Substring]] = [:]

    mutating func text(of file: String, line: Int) -> String? {
        if files[file] == nil {
            let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
            files[file] = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        }
        guard let lines = files[file], line >= 1, line <= lines.count else { return nil }
        return lines[line - 1].trimmingCharacters(in: .whitespaces)
    }
}
