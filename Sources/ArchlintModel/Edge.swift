import ArchlintFacts

public enum EdgeKind: String, Codable, Sendable, Comparable {
    case stores, injects, constructs, conforms, inherits, calls

    /// The order of the raw values (edges sort by kind millions of times; comparing the strings was
    /// a tenth of the graph's sort).
    public static func < (lhs: EdgeKind, rhs: EdgeKind) -> Bool { lhs.rank < rhs.rank }

    private var rank: Int {
        switch self {
        case .calls: return 0
        case .conforms: return 1
        case .constructs: return 2
        case .inherits: return 3
        case .injects: return 4
        case .stores: return 5
        }
    }
}

/// A dependency between two project types, with where it is written.
public struct Edge: Hashable, Sendable {
    public var from: TypeID
    public var to: TypeID
    public var kind: EdgeKind
    public var ownership: Ownership
    /// The property, parameter or member the edge comes from (`presenter`, `init(service:)`).
    public var label: String
    public var location: SourceLocation
    /// Resolved through a protocol or an external base class rather than written as the type itself.
    public var isResolvedThroughAbstraction: Bool
    /// A guess, not an observation: a protocol-typed slot fanned out to one of several conformers
    /// because nothing narrower is visible (SPEC §4), or because what is visibly put there has no
    /// inferable concrete type. "Who could be behind this" questions may use it; a claim that these
    /// very objects own each other (a cycle) may not.
    public var isGuess: Bool

    public init(from: TypeID, to: TypeID, kind: EdgeKind, ownership: Ownership, label: String,
                location: SourceLocation, isResolvedThroughAbstraction: Bool, isGuess: Bool = false) {
        self.from = from
        self.to = to
        self.kind = kind
        self.ownership = ownership
        self.label = label
        self.location = location
        self.isResolvedThroughAbstraction = isResolvedThroughAbstraction
        self.isGuess = isGuess
    }

    public var isStrongReference: Bool { kind == .stores && ownership == .strong }

    /// The graph's order: by (from, kind, location, to). Field by field rather than as a tuple: a
    /// tuple of the fields copies the location's file string (a retain and a release) on every one
    /// of the sort's comparisons, which was a tenth of building the graph.
    static func graphOrder(_ lhs: Edge, _ rhs: Edge) -> Bool {
        if lhs.from != rhs.from { return lhs.from < rhs.from }
        if lhs.kind != rhs.kind { return lhs.kind < rhs.kind }
        if lhs.location.file != rhs.location.file { return lhs.location.file < rhs.location.file }
        if lhs.location.line != rhs.location.line { return lhs.location.line < rhs.location.line }
        if lhs.location.column != rhs.location.column { return lhs.location.column < rhs.location.column }
        return lhs.to < rhs.to
    }
}
