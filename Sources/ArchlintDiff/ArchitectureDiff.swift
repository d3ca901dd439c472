import ArchlintFacts
import ArchlintFindings
import ArchlintGraph
import ArchlintModel

/// One side of a diff: the findings at a revision, with files relative to the repository, and its
/// scene- and module-level pictures.
public struct ArchitectureSnapshot: Sendable {
    public var label: String
    public var findings: [Finding]
    public var scenes: GraphView
    public var modules: GraphView

    public init(label: String, findings: [Finding], scenes: GraphView, modules: GraphView) {
        self.label = label
        self.findings = findings
        self.scenes = scenes
        self.modules = modules
    }
}

/// What a change does to the architecture (`archlint diff`): findings it adds and fixes, links it
/// adds or removes between scenes and between modules, and among the new findings the cycles it
/// closes and the layers it crosses. Findings match as baselines match them, on rule, file and
/// subject, never on the line, so code that only moved is no change.
public struct ArchitectureDiff: Codable, Sendable, Equatable {
    public struct Link: Codable, Sendable, Hashable, Comparable {
        public var from: String
        public var to: String
        public var kinds: [String]

        public static func < (lhs: Link, rhs: Link) -> Bool { (lhs.from, lhs.to) < (rhs.from, rhs.to) }
    }

    public struct Changes<Element: Codable & Sendable & Equatable>: Codable, Sendable, Equatable {
        public var added: [Element]
        public var removed: [Element]
    }

    public var base: String
    public var head: String
    public var findings: Changes<Finding>
    public var sceneLinks: Changes<Link>
    public var moduleLinks: Changes<Link>
    /// Among the added findings: cycles closed, layers crossed.
    public var newCycles: [Finding]
    public var layersCrossed: [Finding]

    public static let cycleRules: Set<String> = ["ownership_cycle", "service_cycle"]
    public static let layerRules: Set<String> = ["layer_dependency", "layer_imports", "vip_direction"]

    public init(base: ArchitectureSnapshot, head: ArchitectureSnapshot) {
        self.base = base.label
        self.head = head.label
        let added = Self.unmatched(head.findings, against: base.findings)
        findings = Changes(added: added, removed: Self.unmatched(base.findings, against: head.findings))
        sceneLinks = Self.compare(base.scenes, head.scenes)
        moduleLinks = Self.compare(base.modules, head.modules)
        newCycles = added.filter { Self.cycleRules.contains($0.ruleID) }
        layersCrossed = added.filter { Self.layerRules.contains($0.ruleID) }
    }

    /// The change adds an error: what fails a pull request.
    public var addsErrors: Bool { findings.added.contains { $0.severity == .error } }

    /// Findings of `side` that `other` has no match for, as a multiset: two identical findings
    /// against one are one new finding.
    static func unmatched(_ side: [Finding], against other: [Finding]) -> [Finding] {
        var remaining: [String: Int] = [:]
        for finding in other { remaining[key(finding), default: 0] += 1 }
        var result: [Finding] = []
        for finding in side.sorted() {
            let key = key(finding)
            if let count = remaining[key], count > 0 {
                remaining[key] = count - 1
            } else {
                result.append(finding)
            }
        }
        return result
    }

    static func key(_ finding: Finding) -> String {
        finding.ruleID + "\u{1F}" + finding.location.file + "\u{1F}" + finding.symbol
    }

    /// Links by the names of their ends (ids differ between levels and revisions only in spelling).
    static func compare(_ base: GraphView, _ head: GraphView) -> Changes<Link> {
        func links(_ view: GraphView) -> [String: Link] {
            let names = Dictionary(view.nodes.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
            var result: [String: Link] = [:]
            for link in view.links {
                let from = names[link.from] ?? link.from, to = names[link.to] ?? link.to
                var merged = result[from + ">" + to] ?? Link(from: from, to: to, kinds: [])
                merged.kinds = Array(Set(merged.kinds + (link.labels.isEmpty ? [link.kind] : link.labels))).sorted()
                result[from + ">" + to] = merged
            }
            return result
        }
        let before = links(base), after = links(head)
        return Changes(added: after.filter { before[$0.key] == nil }.values.sorted(),
                       removed: before.filter { after[$0.key] == nil }.values.sorted())
    }
}
