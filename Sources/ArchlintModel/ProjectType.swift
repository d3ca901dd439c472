import ArchlintFacts

/// A type's identity: a dense integer, interned by the model in sorted (name, module) order, so
/// hashing, equality and ordering are integer operations and never touch the names. The names stay
/// readable through the model's table (`id.name`, `id.module`). Ids of one model are never mixed with
/// another's; findings, which outlive the model, hold `TypeName`s instead.
public struct TypeID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The position in the model's sorted type table.
    public let index: Int32
    /// The table the index refers to. Unowned: the model holds the table for as long as its ids are
    /// used, and ids are copied far too often to pay reference counting on each copy.
    private unowned(unsafe) let table: TypeNameTable

    init(index: Int32, table: TypeNameTable) {
        self.index = index
        self.table = table
    }

    public var module: String { table.modules[Int(index)] }
    public var name: String { table.names[Int(index)] }
    /// The last component of the name (`Inner` for `Outer.Inner`), made once per type.
    public var simpleName: String { table.simpleNames[Int(index)] }

    public static func == (lhs: TypeID, rhs: TypeID) -> Bool { lhs.index == rhs.index }
    public func hash(into hasher: inout Hasher) { hasher.combine(index) }
    public static func < (lhs: TypeID, rhs: TypeID) -> Bool { lhs.index < rhs.index }

    public var description: String { name }
}

/// The model's interned type names, sorted by (name, module); immutable once built.
final class TypeNameTable: Sendable {
    let names: [String]
    let modules: [String]
    /// Each name's last component: role inference and the rules ask it of every type, and cutting
    /// it out of a nested name made a new string each time.
    let simpleNames: [String]

    init(names: [String], modules: [String], jobs: Int) {
        self.names = names
        self.modules = modules
        simpleNames = ParallelWork.map(names.count, jobs: jobs) { ProjectModel.lastComponent(of: names[$0]) }
    }
}

/// A declared type with its extensions merged in. A value, but its fields live in one shared box:
/// rules look types up millions of times, and copying a dozen arrays, sets and strings (a retain and
/// a release each) on every `model[id]` was a quarter of the run. A copy now costs one retain; the
/// model edits a type only while it builds it, copying the box first if anyone else holds it.
public struct ProjectType: Sendable {
    public let id: TypeID
    private var storage: Storage

    /// The fields. Mutated only through `edit` while uniquely referenced, so a shared box never changes.
    /// No field is read while it changes, so the run-time exclusivity check of each access (about
    /// 60 instructions for a class's `var`, on hundreds of thousands of reads a run) is left out.
    final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) var kind: DeclarationKind
        @exclusivity(unchecked) var location: SourceLocation
        @exclusivity(unchecked) var genericParameters: [String]
        @exclusivity(unchecked) var inherited: [String]
        @exclusivity(unchecked) var attributes: [String]
        @exclusivity(unchecked) var properties: [PropertyFact]
        @exclusivity(unchecked) var functions: [FunctionFact]
        @exclusivity(unchecked) var caseValueTypes: [String]
        @exclusivity(unchecked) var files: Set<String>
        @exclusivity(unchecked) var declarationFiles: Set<String>
        @exclusivity(unchecked) var role: Role?
        @exclusivity(unchecked) var roleEvidence: RoleEvidence?
        @exclusivity(unchecked) var scene: String?
        /// For a type with many members: where each name's functions are, and each name's first
        /// instance property. A container with a `make…()` per scene was searched from start to end
        /// by every call into it, which made the graph quadratic in the number of scenes.
        @exclusivity(unchecked) var functionPositions: [String: [Int]]?
        @exclusivity(unchecked) var propertyPositions: [String: Int]?
        /// The stored instance properties, once the extensions are merged in: the graph, role
        /// inference and the rules ask for them type by type, and filtering made a new array each time.
        @exclusivity(unchecked) var storedProperties: [PropertyFact]?

        init(kind: DeclarationKind, location: SourceLocation, genericParameters: [String], inherited: [String],
             attributes: [String], properties: [PropertyFact], functions: [FunctionFact], caseValueTypes: [String],
             files: Set<String>, declarationFiles: Set<String>, role: Role?, roleEvidence: RoleEvidence?, scene: String?) {
            self.kind = kind
            self.location = location
            self.genericParameters = genericParameters
            self.inherited = inherited
            self.attributes = attributes
            self.properties = properties
            self.functions = functions
            self.caseValueTypes = caseValueTypes
            self.files = files
            self.declarationFiles = declarationFiles
            self.role = role
            self.roleEvidence = roleEvidence
            self.scene = scene
        }

        func copy() -> Storage {
            let copy = Storage(kind: kind, location: location, genericParameters: genericParameters,
                               inherited: inherited, attributes: attributes,
                               properties: properties, functions: functions, caseValueTypes: caseValueTypes, files: files,
                               declarationFiles: declarationFiles, role: role, roleEvidence: roleEvidence, scene: scene)
            copy.functionPositions = functionPositions
            copy.propertyPositions = propertyPositions
            copy.storedProperties = storedProperties
            return copy
        }
    }

    init(id: TypeID, storage: Storage) {
        self.id = id
        self.storage = storage
    }

    /// Changes the type's fields in place (model building only).
    mutating func edit(_ change: (Storage) -> Void) {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        change(storage)
    }

    /// Members beyond this many are looked up by name through an index.
    static let indexedMemberCount = 16

    /// Where a large type's members are by name, and which properties are stored.
    struct MemberIndex: Sendable {
        var functionPositions: [String: [Int]]?
        var propertyPositions: [String: Int]?
        var storedProperties: [PropertyFact] = []
    }

    /// The stored properties, and the index of the members of a large type by name (none for a small
    /// one), once its extensions are merged in. Read on its own, so the model builds the types'
    /// indexes in parallel.
    func memberIndex() -> MemberIndex {
        let functions = storage.functions
        let properties = storage.properties
        // Most types store every property they declare: then the list is shared, not copied.
        func isStoredInstance(_ property: PropertyFact) -> Bool { property.isStored && !property.isStatic }
        var index = MemberIndex(storedProperties: properties.allSatisfy(isStoredInstance)
                                    ? properties : properties.filter(isStoredInstance))
        guard functions.count > ProjectType.indexedMemberCount || properties.count > ProjectType.indexedMemberCount
        else { return index }
        if functions.count > ProjectType.indexedMemberCount {
            var positions: [String: [Int]] = [:]
            for (position, function) in functions.enumerated() { positions[function.name, default: []].append(position) }
            index.functionPositions = positions
        }
        if properties.count > ProjectType.indexedMemberCount {
            var positions: [String: Int] = [:]
            for (position, property) in properties.enumerated() where !property.isStatic && positions[property.name] == nil {
                positions[property.name] = position
            }
            index.propertyPositions = positions
        }
        return index
    }

    mutating func setMemberIndex(_ index: MemberIndex) {
        edit { type in
            type.functionPositions = index.functionPositions
            type.propertyPositions = index.propertyPositions
            type.storedProperties = index.storedProperties
        }
    }

    public var kind: DeclarationKind { storage.kind }
    public var location: SourceLocation { storage.location }
    /// The generic parameters of its declaration (`Wrapped` of `PublishedBox<Wrapped>`), in order.
    public var genericParameters: [String] { storage.genericParameters }
    public var inherited: [String] { storage.inherited }
    public var attributes: [String] { storage.attributes }
    public var properties: [PropertyFact] { storage.properties }
    public var functions: [FunctionFact] { storage.functions }
    /// The types an enum's cases hold (`TypeFact.caseValueTypes`).
    public var caseValueTypes: [String] { storage.caseValueTypes }
    public var files: Set<String> { storage.files }
    /// The files that declare the type, without those that only extend it: where its path layer is
    /// (SPEC §3: an extension never puts its type into another folder's layer).
    public var declarationFiles: Set<String> { storage.declarationFiles }
    public var role: Role? { storage.role }
    /// Why the type has its role (nil when it has none).
    public var roleEvidence: RoleEvidence? { storage.roleEvidence }
    public var scene: String? { storage.scene }

    public var name: String { id.name }
    /// The last component of the qualified name (`Inner` for `Outer.Inner`).
    public var simpleName: String { id.simpleName }
    public var isReferenceType: Bool { kind == .class || kind == .actor }
    public var isValueType: Bool { kind == .struct || kind == .enum }
    /// Test code (SPEC §3) takes no part in production findings.
    public var isTestCode: Bool { role == .testDouble }
    /// The role rests on the type's name alone: a rule reporting on it says so.
    public var roleRestsOnName: Bool { roleEvidence?.kind == .name }

    public var storedProperties: [PropertyFact] {
        storage.storedProperties ?? storage.properties.filter { $0.isStored && !$0.isStatic }
    }

    public func property(named name: String) -> PropertyFact? {
        if let positions = storage.propertyPositions { return positions[name].map { storage.properties[$0] } }
        return storage.properties.first { $0.name == name && !$0.isStatic }
    }

    /// The instance property a name in the type's code reaches: the property of that name, else the
    /// one an Objective-C instance variable backs (`_coordinator = …` sets `coordinator`).
    public func property(namedOrBackedBy name: String) -> PropertyFact? {
        property(named: name) ?? (name.hasPrefix("_") ? property(named: String(name.dropFirst())) : nil)
    }

    /// The instance property of this name, else the static one (`property(named:)` finds instance
    /// properties only: what `self.name` or a plain `name` in an instance member reads).
    public func propertyOrStaticProperty(named name: String) -> PropertyFact? {
        property(named: name) ?? storage.properties.first { $0.name == name && $0.isStatic }
    }

    /// The first parameter with this internal name of the functions named `function`, in declaration
    /// order: `functions(named:)` without copying them into an array (value inference asks it of every
    /// name a member's code uses).
    public func firstParameter(named name: String, ofFunctionsNamed function: String) -> ParameterFact? {
        let functions = storage.functions
        if let positions = storage.functionPositions {
            for position in positions[function] ?? [] {
                if let parameter = functions[position].parameters.first(where: { $0.name == name }) { return parameter }
            }
            return nil
        }
        for position in functions.indices where functions[position].name == function {
            if let parameter = functions[position].parameters.first(where: { $0.name == name }) { return parameter }
        }
        return nil
    }

    /// Whether a function of this name satisfies `condition`: `functions(named:)` without copying them
    /// into an array (the rules ask it of every name that code binds or hands on as a value).
    public func containsFunction(named name: String, where condition: (FunctionFact) -> Bool = { _ in true }) -> Bool {
        let functions = storage.functions
        if let positions = storage.functionPositions { return (positions[name] ?? []).contains { condition(functions[$0]) } }
        return functions.indices.contains { functions[$0].name == name && condition(functions[$0]) }
    }

    public func functions(named name: String) -> [FunctionFact] {
        if let positions = storage.functionPositions { return positions[name]?.map { storage.functions[$0] } ?? [] }
        return storage.functions.filter { $0.name == name }
    }
}

extension ProjectType {
    /// A type as declared, before the model interns its id.
    struct Declared {
        var kind: DeclarationKind
        var location: SourceLocation
        var genericParameters: [String]
        var inherited: [String]
        var attributes: [String]
        var properties: [PropertyFact]
        var functions: [FunctionFact]
        var caseValueTypes: [String]
        var files: Set<String>
        /// The name `@objc(Name)` gives the type in Objective-C (`TypeFact.objcName`).
        var objcName: String?

        init(fact: TypeFact, files: Set<String>) {
            objcName = fact.objcName
            kind = fact.kind
            location = fact.location
            genericParameters = fact.genericParameters
            inherited = fact.inherited
            attributes = fact.attributes
            properties = fact.properties
            functions = fact.functions
            caseValueTypes = fact.caseValueTypes
            self.files = files
        }

        func type(id: TypeID) -> ProjectType {
            ProjectType(id: id, storage: ProjectType.Storage(
                kind: kind, location: location, genericParameters: genericParameters, inherited: inherited,
                attributes: attributes, properties: properties, functions: functions, caseValueTypes: caseValueTypes,
                files: files, declarationFiles: files, role: nil, roleEvidence: nil, scene: nil))
        }
    }
}
