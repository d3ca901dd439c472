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

    /// The graph's order: by (from, kind, location, to), of the edges at two positions. Field by
    /// field, read in place: a tuple of the fields copied the location's file string on every one of
    /// the sort's comparisons, and two edges passed by value copied both whole (`stableSortByMoving`).
    static func graphOrder(_ edges: UnsafeMutableBufferPointer<Edge>, _ left: Int, _ right: Int) -> Bool {
        if edges[left].from != edges[right].from { return edges[left].from < edges[right].from }
        if edges[left].kind != edges[right].kind { return edges[left].kind < edges[right].kind }
        if edges[left].location.file != edges[right].location.file {
            return edges[left].location.file < edges[right].location.file
        }
        if edges[left].location.line != edges[right].location.line {
            return edges[left].location.line < edges[right].location.line
        }
        if edges[left].location.column != edges[right].location.column {
            return edges[left].location.column < edges[right].location.column
        }
        return edges[left].to < edges[right].to
    }
}
