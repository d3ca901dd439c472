import ArchlintFacts
import ArchlintRules
import Foundation

/// A baseline (SPEC §8): the violations a team accepts for now, keyed on rule, file and symbol — never
/// on line numbers — so code that moves stays matched, and entries that match nothing are stale.
public struct Baseline: Codable, Equatable, Sendable {
    public struct Entry: Codable, Hashable, Comparable, Sendable {
        public var rule: String
        public var file: String
        public var symbol: String

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.rule, lhs.symbol) < (rhs.file, rhs.rule, rhs.symbol)
        }
    }

    public var version = 1
    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries.sorted()
    }

    /// A baseline of the given violations, with files shown relative to `directory`.
    public init(violations: [Violation], relativeTo directory: String) {
        self.init(entries: violations.map { Baseline.entry(for: $0, relativeTo: directory) })
    }

    static func entry(for violation: Violation, relativeTo directory: String) -> Entry {
        Entry(rule: violation.ruleID, file: PathDisplay.relative(violation.location.file, to: directory),
              symbol: violation.symbol)
    }

    public static func read(path: String) throws -> Baseline {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return try JSONDecoder().decode(Baseline.self, from: data)
    }

    /// Sorted, pretty JSON written atomically (a temporary file renamed over the target).
    public func write(path: String) throws {
        var data = try StableJSON.encode(self)
        data.append(UInt8(ascii: "\n"))
        try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    /// The violations the baseline does not cover, and the entries that matched no violation.
    /// Entries are a multiset: two identical entries cover two identical violations.
    public func filter(_ violations: [Violation], relativeTo directory: String) -> (remaining: [Violation], stale: [Entry]) {
        var available: [Entry: Int] = [:]
        for entry in entries { available[entry, default: 0] += 1 }
        var remaining: [Violation] = []
        for violation in violations {
            let key = Baseline.entry(for: violation, relativeTo: directory)
            if let count = available[key], count > 0 {
                available[key] = count - 1
            } else {
                remaining.append(violation)
            }
        }
        var stale: [Entry] = []
        for (entry, count) in available where count > 0 { stale += Array(repeating: entry, count: count) }
        return (remaining, stale.sorted())
    }
}
