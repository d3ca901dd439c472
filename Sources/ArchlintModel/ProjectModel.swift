import Dispatch
import Foundation
import ArchlintFacts

/// The project model: every declared type with its extensions merged, name resolution, protocol
/// conformers, roles and scenes, and the body facts grouped by the type they sit in.
public struct ProjectModel: Sendable {
    public let files: [FileFacts]
    /// The declared types, indexed by `TypeID.index`.
    private var types: [ProjectType] = []
    /// Keeps the interned names alive for as long as the model's ids are in use.
    private let nameTable: TypeNameTable
    /// Every type id, sorted, for deterministic iteration.
    public private(set) var typeIDs: [TypeID] = []
    public private(set) var scenes: [String: Scene] = [:]
    /// Body facts by the type whose body holds them; top-level code is under nil.
    public private(set) var constructions: [TypeID?: [ConstructionFact]] = [:]
    public private(set) var calls: [TypeID?: [CallFact]] = [:]
    public private(set) var assignments: [TypeID?: [AssignmentFact]] = [:]
    public private(set) var closures: [TypeID?: [ClosureFact]] = [:]
    public private(set) var importsByFile: [String: [ImportFact]] = [:]
    /// Local bindings (`let vc = …`) by the type and member they are declared in, and their name.
    private var locals: [LocalKey: [ValueFact]] = [:]

    struct LocalKey: Hashable {
        var type: TypeID?
        var member: String?
        var name: String
    }

    private var idsByName: [String: [TypeID]] = [:]
    /// Last components of nested type names: only these need the context-relative lookup.
    private var nestedSimpleNames: Set<String> = []
    private var conformersByProtocol: [TypeID: [TypeID]] = [:]
    private var moduleByFile: [String: String] = [:]
    private var typeReferences: [String: TypeReference] = [:]
    /// Each class's superclass: a project class, or the name of one from outside the tree.
    private var projectSuperclass: [TypeID: TypeID] = [:]
    private var externalSuperclass: [TypeID: String] = [:]
    /// Files under test folders (`Tests`, `*Tests`, `Mocks`).
    public private(set) var testFiles: Set<String> = []
    /// Types by the first component of their qualified name (`ListProducts` → `ListProducts.Fetch.Request`…).
    public private(set) var typesByNamespace: [String: [TypeID]] = [:]

    /// Explicit role assignments from configuration, checked before any inference.
    public let roleRules: [RoleRule]

    public init(files: [FileFacts], roleRules: [RoleRule] = []) {
        self.files = files.sorted { $0.path < $1.path }
        self.roleRules = roleRules
        let declared = ProjectModel.declaredTypes(in: self.files)
        nameTable = TypeNameTable(sortedKeys: declared.keys.sorted { ($0.name, $0.module) < ($1.name, $1.module) }
            .map { ($0.module, $0.name) })
        collectTypes(declared)
        collectConformers()
        collectBodyFacts()
        collectSuperclassLinks()
        assignRolesAndScenes()
    }

    public subscript(id: TypeID) -> ProjectType? {
        let index = Int(id.index)
        return types.indices.contains(index) ? types[index] : nil
    }

    /// The module of a file: the folder after the last `Sources`/`Source`/`Tests` component, as in a
    /// SwiftPM layout; one module for everything else.
    public static func module(ofFile path: String) -> String {
        let components = path.split(separator: "/").map(String.init)
        if let index = components.lastIndex(where: { $0 == "Sources" || $0 == "Source" || $0 == "Tests" }),
           index + 2 < components.count {
            return components[index + 1]
        }
        return ""
    }

    // MARK: Building

    /// The types declared in the files (both branches of an `#if` merged), each with its first
    /// declaration, before ids exist.
    private static func declaredTypes(in files: [FileFacts]) -> [Key: ProjectType.Declared] {
        var declared: [Key: ProjectType.Declared] = [:]
        for file in files {
            let module = ProjectModel.module(ofFile: file.path)
            for fact in file.types where !fact.name.isEmpty && fact.kind != .extension {
                let key = Key(module: module, name: fact.name)
                if declared[key] != nil {
                    // The same name declared twice in one module (e.g. both `#if` branches): merge.
                    declared[key]?.inherited += fact.inherited
                    declared[key]?.properties += fact.properties
                    declared[key]?.functions += fact.functions
                    declared[key]?.files.insert(file.path)
                } else {
                    declared[key] = ProjectType.Declared(fact: fact, file: file.path)
                }
            }
        }
        return declared
    }

    struct Key: Hashable {
        var module: String
        var name: String
    }

    private mutating func collectTypes(_ declared: [Key: ProjectType.Declared]) {
        var extensions: [(TypeFact, String, String)] = []
        for file in files {
            let module = ProjectModel.module(ofFile: file.path)
            moduleByFile[file.path] = module
            importsByFile[file.path] = file.imports
            for fact in file.types where !fact.name.isEmpty && fact.kind == .extension {
                extensions.append((fact, module, file.path))
            }
        }
        let keys = declared.keys.sorted { ($0.name, $0.module) < ($1.name, $1.module) }
        typeIDs = keys.indices.map { TypeID(index: Int32($0), table: nameTable) }
        types = zip(keys, typeIDs).map { key, id in declared[key]!.type(id: id) }
        for id in typeIDs { idsByName[id.name, default: []].append(id) }
        for (fact, module, path) in extensions {
            let extended = ProjectModel.stripGenericArguments(fact.name)
            guard let id = resolve(extended, fromModule: module, context: nil).first else { continue }
            // Test code takes no part in the production analysis (SPEC §3): a test target's
            // `extension ProductionType { static func fake() }` adds nothing to ProductionType.
            if ProjectModel.isTestFile(path), !ProjectModel.isTestFile(types[Int(id.index)].location.file) { continue }
            let index = Int(id.index)
            types[index].inherited += fact.inherited
            types[index].properties += fact.properties
            types[index].functions += fact.functions
            types[index].files.insert(path)
        }
        for key in idsByName.keys { idsByName[key]?.sort() }
        for id in typeIDs {
            let components = id.name.split(separator: ".")
            if components.count > 1, let last = components.last { nestedSimpleNames.insert(String(last)) }
            if let namespace = components.first { typesByNamespace[String(namespace), default: []].append(id) }
        }
        for file in files where ProjectModel.isTestFile(file.path) { testFiles.insert(file.path) }
        var texts = Set<String>()
        for type in types {
            texts.formUnion(type.inherited)
            for property in type.properties { if let text = property.typeName { texts.insert(text) } }
            for function in type.functions {
                for parameter in function.parameters { texts.insert(parameter.typeName) }
                if let text = function.returnType { texts.insert(text) }
            }
        }
        for text in texts { typeReferences[text] = TypeReference(parsing: text) }
    }

    /// Test code: under a `Tests`, `*Tests` or `Mocks` folder, or a file named `*Tests.swift`,
    /// `*Test.swift`, `*Spec.swift`, `*Mock(s).swift`.
    public static func isTestFile(_ path: String) -> Bool {
        let components = path.split(separator: "/")
        if components.dropLast().contains(where: { $0 == "Tests" || $0.hasSuffix("Tests") || $0 == "Mocks" }) { return true }
        guard let file = components.last else { return false }
        let stem = file.hasSuffix(".swift") ? file.dropLast(6) : file
        return ["Tests", "Test", "Spec", "Mock", "Mocks"].contains { stem.hasSuffix($0) }
    }

    /// The parsed form of a written type (cached for every type written in a declaration).
    public func typeReference(_ text: String) -> TypeReference {
        typeReferences[text] ?? TypeReference(parsing: text)
    }

    public static func stripGenericArguments(_ name: String) -> String {
        guard let index = name.firstIndex(of: "<") else { return name }
        return String(name[..<index])
    }

    /// Resolves a written type name to declared types: nested names from the context outwards, the
    /// same module first; a name declared in several other modules is ambiguous and resolves to none.
    public func resolve(_ name: String, fromModule module: String, context: TypeID?) -> [TypeID] {
        var candidates: [String] = []
        if let context, nestedSimpleNames.contains(ProjectModel.lastComponent(of: name)) {
            var prefix = context.name
            while !prefix.isEmpty {
                candidates.append(prefix + "." + name)
                guard let dot = prefix.lastIndex(of: ".") else { break }
                prefix = String(prefix[..<dot])
            }
        }
        candidates.append(name)
        for candidate in candidates {
            guard let ids = idsByName[candidate] else { continue }
            let sameModule = ids.filter { $0.module == module }
            if !sameModule.isEmpty { return sameModule }
            if ids.count == 1 { return ids }
            return []
        }
        return []
    }

    /// `Inner` of `Outer.Inner`; the name itself when it has no period.
    public static func lastComponent(of name: String) -> String {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return name }
        return String(name[name.utf8.index(after: dot)...])
    }

    /// Resolves every name a written type mentions.
    public func resolveTypeText(_ text: String, from holder: TypeID) -> (ids: [TypeID], isCollection: Bool) {
        let reference = typeReference(text)
        var ids: [TypeID] = []
        for name in reference.names {
            for id in resolve(name, fromModule: holder.module, context: holder) where !ids.contains(id) {
                ids.append(id)
            }
        }
        return (ids, reference.isCollection)
    }

    private mutating func collectConformers() {
        var direct: [TypeID: Set<TypeID>] = [:]
        for id in typeIDs {
            guard let type = self[id] else { continue }
            for entry in type.inherited {
                for target in resolveTypeText(entry, from: id).ids where self[target]?.kind == .protocol {
                    direct[target, default: []].insert(id)
                }
            }
        }
        // Conformers of a refining protocol conform to the protocols it refines.
        for protocolID in direct.keys.sorted() {
            var result = Set<TypeID>()
            var stack = Array(direct[protocolID] ?? [])
            var visited = Set<TypeID>()
            while let next = stack.popLast() {
                guard visited.insert(next).inserted else { continue }
                if self[next]?.kind == .protocol {
                    stack.append(contentsOf: direct[next] ?? [])
                } else {
                    result.insert(next)
                }
            }
            conformersByProtocol[protocolID] = result.sorted()
        }
    }

    /// The concrete types conforming to a protocol, directly or through refining protocols.
    public func conformers(of protocolID: TypeID) -> [TypeID] {
        conformersByProtocol[protocolID] ?? []
    }

    /// The superclass chain through project types, nearest first, ending with the first external name.
    public func superclassChain(of id: TypeID) -> (projectTypes: [TypeID], externalName: String?) {
        var chain: [TypeID] = []
        var current = id
        var visited: Set<TypeID> = [id]
        while let superclass = projectSuperclass[current] {
            guard visited.insert(superclass).inserted else { return (chain, nil) }
            chain.append(superclass)
            current = superclass
        }
        return (chain, externalSuperclass[current])
    }

    /// Each class's superclass, resolved once: role inference walks the chain of every class, and
    /// resolving names at each step made a 1,000-class chain run for minutes.
    private mutating func collectSuperclassLinks() {
        for id in typeIDs {
            guard let type = self[id], type.kind == .class, let first = type.inherited.first else { continue }
            let name = ProjectModel.stripGenericArguments(first)
            if let superclass = resolve(name, fromModule: id.module, context: id).first {
                if self[superclass]?.kind == .class { projectSuperclass[id] = superclass }
            } else {
                externalSuperclass[id] = name
            }
        }
    }

    private mutating func assignRolesAndScenes() {
        let inference = RoleInference(model: self)
        // Role inference only reads the model: split the types over the cores.
        let ids = typeIDs
        let workers = min(ProcessInfo.processInfo.activeProcessorCount, max(1, ids.count / 2_000 + 1))
        let inferred = ConcurrentSlots<RoleAssignment>(count: ids.count)
        ConcurrentSlots<RoleAssignment>.perform(count: ids.count, jobs: workers) { index in
            inferred[index] = inference.role(of: ids[index])
        }
        for (index, assignment) in inferred.all().enumerated() {
            guard let assignment else { continue }
            types[Int(ids[index].index)].role = assignment.role
            types[Int(ids[index].index)].roleEvidence = assignment.evidence
        }
        let detection = SceneDetection(model: self)
        scenes = detection.scenes()
        // A type in two scenes (its name's prefix, and a namespace's models) belongs to the scene its
        // own name gives; otherwise to the first by name, so the result never depends on hash order.
        for name in scenes.keys.sorted() {
            for member in scenes[name]?.members ?? [] where SceneDetection.prefix(of: member.name) == name {
                types[Int(member.index)].scene = name
            }
        }
        for name in scenes.keys.sorted() {
            for member in scenes[name]?.members ?? [] where types[Int(member.index)].scene == nil {
                types[Int(member.index)].scene = name
            }
        }
        // A `*Router` outside any scene that is not a VIP router by conformance, and that holds what
        // it navigates (a navigation controller or a router of its own), navigates for coordinators;
        // one that holds nothing of the kind is a module's router (VIPER), not the Coordinator's Router.
        for id in typeIDs where self[id]?.role == .vipRouter && self[id]?.scene == nil {
            if !inference.conformsToVIPRouting(id), inference.holdsNavigation(id) {
                types[Int(id.index)].role = .navigationRouter
                types[Int(id.index)].roleEvidence = RoleEvidence(.behaviour, "a router outside any VIP scene that holds its navigation")
            }
        }
    }

    private mutating func collectBodyFacts() {
        for file in files {
            let module = moduleByFile[file.path] ?? ""
            var cache: [String: TypeID?] = [:]
            func resolvedOwner(_ context: DeclarationContext) -> TypeID? {
                guard let name = context.typeName else { return nil }
                if let cached = cache[name] { return cached }
                let id = resolve(ProjectModel.stripGenericArguments(name), fromModule: module, context: nil).first
                cache[name] = id
                return id
            }
            // Body facts of test files count only for types declared in test code.
            let isTestFile = testFiles.contains(file.path)
            func owner(_ context: DeclarationContext) -> TypeID? {
                guard let id = resolvedOwner(context) else { return nil }
                if isTestFile, let type = self[id], !testFiles.contains(type.location.file) { return nil }
                return id
            }
            for fact in file.constructions { constructions[owner(fact.context), default: []].append(fact) }
            for fact in file.calls { calls[owner(fact.context), default: []].append(fact) }
            for fact in file.assignments {
                let type = owner(fact.context)
                assignments[type, default: []].append(fact)
                if fact.isDeclaration {
                    locals[LocalKey(type: type, member: fact.context.member, name: fact.target), default: []].append(fact.value)
                }
            }
            for fact in file.closures { closures[owner(fact.context), default: []].append(fact) }
        }
    }

    /// All types with a role, sorted.
    public func ids(withRole role: Role) -> [TypeID] { typeIDs.filter { self[$0]?.role == role } }

    /// The values a local named `name` is bound to in a member (`let vc = makeDetail()`), or nil when
    /// the member declares no such local: a parameter, a property or nothing.
    public func localBindings(_ name: String, in type: TypeID?, member: String?) -> [ValueFact]? {
        locals[LocalKey(type: type, member: member, name: name)]
    }
}
