/// A project type as findings name it: its qualified name within its module. Findings outlive the
/// model they came from (baselines, reports), so they hold names, not the model's integer ids.
public struct TypeName: Codable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public var module: String
    public var name: String

    public init(module: String, name: String) {
        self.module = module
        self.name = name
    }

    public static func < (lhs: TypeName, rhs: TypeName) -> Bool { (lhs.name, lhs.module) < (rhs.name, rhs.module) }

    public var description: String { name }
}

/// What a finding is about. Baseline keys, duplicate removal and "one defect, one report" all derive
/// from it, in one place, instead of from hand-formatted strings. File paths are never part of a
/// subject: the finding's location carries the file, so a subject reads the same whatever spelling of
/// the path the user passed.
public enum Subject: Codable, Hashable, Comparable, Sendable {
    /// A type as a whole (a protocol that must be class-bound, an oversized container).
    case type(TypeName)
    /// A member with its signature (`present(response:)`, `init(service:)`, a property name).
    case member(TypeName, signature: String)
    /// A stored property as a reference to another type.
    case reference(TypeName, property: String)
    /// A construction: `builder`'s member builds `target`.
    case construction(builder: TypeName, member: String, target: TypeName)
    /// A type-level dependency between two types.
    case dependency(from: TypeName, to: TypeName)
    /// A cycle, as its sorted set of member types.
    case cycle([TypeName])
    /// An `import` of a module in the finding's file.
    case moduleImport(String)
    /// The finding's file itself (it could not be read).
    case file
    /// A comment directive or a baseline entry, identified by its text.
    case note(String)

    /// A cycle subject with its members sorted and unique, whatever order the chain was found in.
    public static func cycle(of members: [TypeName]) -> Subject { .cycle(Array(Set(members)).sorted()) }

    /// The stable text of the subject in baselines and fingerprints (`Presenter.viewController`,
    /// `Interactor.fetch(id:)→Worker`, `cycle A, B`).
    public var key: String {
        switch self {
        case .type(let type): return type.name
        case .member(let type, let signature): return "\(type.name).\(signature)"
        case .reference(let type, let property): return "\(type.name).\(property)"
        case .construction(let builder, let member, let target): return "\(builder.name).\(member)→\(target.name)"
        case .dependency(let from, let to): return "\(from.name)→\(to.name)"
        case .cycle(let members): return "cycle " + members.map(\.name).joined(separator: ", ")
        case .moduleImport(let module): return "import \(module)"
        case .file: return ""
        case .note(let text): return text
        }
    }

    public static func < (lhs: Subject, rhs: Subject) -> Bool { lhs.key < rhs.key }
}

/// A defect that several rules could report; the first rule in the declared precedence that
/// reports it keeps it (SPEC §5, "One defect, one report").
public enum Defect: Codable, Hashable, Sendable {
    /// A stored reference (`holder.property`), e.g. a strong back reference.
    case reference(TypeName, property: String)
    /// A cycle, as its sorted member set.
    case cycle([TypeName])
}
