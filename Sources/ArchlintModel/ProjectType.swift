import ArchlintFacts

/// A type's identity: its qualified name within a module (SwiftPM target or top folder), so two
/// types with the same name in different modules stay apart.
public struct TypeID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let module: String
    public let name: String
    /// Computed once: type ids are hashed and compared in every dictionary of the model and graph.
    private let fingerprint: Int

    public init(module: String, name: String) {
        self.module = module
        self.name = name
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in module.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        hash = (hash ^ 0x2F) &* 0x100_0000_01b3
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        fingerprint = Int(truncatingIfNeeded: hash)
    }

    public static func == (lhs: TypeID, rhs: TypeID) -> Bool {
        lhs.fingerprint == rhs.fingerprint && lhs.name == rhs.name && lhs.module == rhs.module
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(fingerprint) }

    public static func < (lhs: TypeID, rhs: TypeID) -> Bool { (lhs.name, lhs.module) < (rhs.name, rhs.module) }

    public var description: String { name }
}

/// A declared type with its extensions merged in.
public struct ProjectType: Sendable {
    public var id: TypeID
    public var kind: DeclarationKind
    public var location: SourceLocation
    public var inherited: [String]
    public var attributes: [String]
    public var properties: [PropertyFact]
    public var functions: [FunctionFact]
    public var files: Set<String>
    public var role: Role?
    /// Why the type has its role (nil when it has none).
    public var roleEvidence: RoleEvidence?
    public var scene: String?

    public var name: String { id.name }
    /// The last component of the qualified name (`Inner` for `Outer.Inner`).
    public var simpleName: String { ProjectModel.lastComponent(of: id.name) }
    public var isReferenceType: Bool { kind == .class || kind == .actor }
    public var isValueType: Bool { kind == .struct || kind == .enum }
    /// The role rests on the type's name alone: a rule reporting on it says so.
    public var roleRestsOnName: Bool { roleEvidence?.kind == .name }

    public var storedProperties: [PropertyFact] { properties.filter { $0.isStored && !$0.isStatic } }

    public func property(named name: String) -> PropertyFact? {
        properties.first { $0.name == name && !$0.isStatic }
    }

    public func functions(named name: String) -> [FunctionFact] { functions.filter { $0.name == name } }
}
