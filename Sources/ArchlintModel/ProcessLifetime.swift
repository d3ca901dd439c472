import ArchlintFacts
import Foundation

/// Which objects live as long as the process (SPEC §5): a singleton, the application delegate, and
/// what only such objects build, each once, into storage of their own: a container's
/// `lazy var session = Session(factory: self)` when the container is a singleton or the app
/// delegate's `let container = Container()`. Such an object is never freed, so a strong reference
/// back to it, a cycle among such objects or a closure it keeps capturing it strongly leaks nothing.
public struct ProcessLifetime: Sendable {
    public let graph: DependencyGraph
    /// Each project class's direct subclasses: a base class that nothing builds itself lives as long
    /// as the objects of its subclasses do.
    private let subclasses: [TypeID: [TypeID]]
    /// Each builder's facts by member, made once: a container builds hundreds of types, and each
    /// question about one of them reads the container's constructions.
    private let builderFacts = BuilderFacts()

    public init(graph: DependencyGraph) {
        self.graph = graph
        var subclasses: [TypeID: [TypeID]] = [:]
        for id in graph.model.typeIDs where graph.model[id]?.kind == .class {
            if let superclass = graph.model.superclassChain(of: id).projectTypes.first {
                subclasses[superclass, default: []].append(id)
            }
        }
        self.subclasses = subclasses
    }

    var model: ProjectModel { graph.model }

    /// Whether objects of this type live as long as the process.
    public func livesAsLongAsTheProcess(_ id: TypeID) -> Bool {
        var visiting = Set<TypeID>()
        return livesAsLongAsTheProcess(id, visiting: &visiting)
    }

    private func livesAsLongAsTheProcess(_ id: TypeID, visiting: inout Set<TypeID>) -> Bool {
        guard let type = model[id], type.isReferenceType else { return false }
        if graph.isSingleton(id) || graph.isApplicationDelegate(id) { return true }
        // A chain of builders this long is no container's; a loop of builders proves nothing.
        guard visiting.count < 8, visiting.insert(id).inserted else { return false }
        defer { visiting.remove(id) }
        let builders = graph.builders(of: id).filter { !model.isTestCode($0) }
        guard !builders.isEmpty else {
            if isGlobalConstant(id) { return true }
            let subclasses = (self.subclasses[id] ?? []).filter { !model.isTestCode($0) }
            return !subclasses.isEmpty && subclasses.allSatisfy { livesAsLongAsTheProcess($0, visiting: &visiting) }
        }
        return builders.allSatisfy { builder in
            guard let keptStatically = keepsOnce(id, builder: builder) else { return false }
            // Kept in a static property, the object outlives whoever built it.
            return keptStatically || livesAsLongAsTheProcess(builder, visiting: &visiting)
        }
    }

    /// Whether the type's objects are built only as the values of global declarations
    /// (`private let reachability = ReachabilityManager()` at file scope), none of them reassigned
    /// anywhere: a global is made once and kept until the process exits, as a singleton is. Asked
    /// only of a type no other type builds.
    private func isGlobalConstant(_ id: TypeID) -> Bool {
        let topLevel = model.constructions[nil] ?? []
        let declarations = model.assignments[nil] ?? []
        var globals: [String] = []
        for construction in topLevel where !model.testFiles.contains(construction.location.file) {
            let file = construction.location.file
            let resolved = model.resolve(ProjectModel.stripGenericArguments(construction.typeName),
                                         fromModule: model.module(of: file), context: nil, file: file)
            guard resolved.contains(id) else { continue }
            // In a global function or a statement's closure it may run again.
            guard construction.context.member == nil,
                  let global = declarations.first(where: { declaration in
                      declaration.isDeclaration && declaration.context.member == nil
                          && declaration.location.file == file && declaration.location.line == construction.location.line
                          && declaration.value == .construction(construction.typeName)
                  }) else { return false }
            globals.append(global.target)
        }
        guard !globals.isEmpty else { return false }
        // Reassigned (a global `var`), the first object may be let go.
        let names = Set(globals)
        for owner in model.assignments.keys {
            if (model.assignments[owner] ?? []).contains(where: { !$0.isDeclaration && names.contains($0.target) }) { return false }
        }
        return true
    }

    /// Whether each construction of `built` in `builder` is one the builder makes once per instance (or
    /// once per process) and keeps: a stored property's initialiser, an assignment to a stored property
    /// in `init`, a default argument of `init`. True when all of them are static properties, false when
    /// some are instance storage, nil when one is neither (built in a method that may run again, handed
    /// on, returned) or none is seen.
    private func keepsOnce(_ built: TypeID, builder: TypeID) -> Bool? {
        guard let holder = model[builder] else { return nil }
        let constructions = model.constructions[builder] ?? []
        let targets = graph.constructionTargets(of: builder)
        var seen = false
        var allStatic = true
        for (construction, resolved) in zip(constructions, targets) where resolved.contains(built) {
            let member = construction.context.member
            switch model.use(of: construction, in: builder, members: builderFacts.facts(of: builder, in: model)) {
            case .storedInProperty(let name):
                guard let property = holder.property(named: name), property.isStored,
                      member == name || member == "init" else { return nil }
                if !property.isStatic { allStatic = false }
            case .defaultArgument:
                guard member == "init" else { return nil }
                allStatic = false
            case .keptInLocal, .handedOn, .other:
                return nil
            }
            seen = true
        }
        return seen ? allStatic : nil
    }
}

/// `MemberBodyFacts` per builder, shared by the rules' threads.
private final class BuilderFacts: @unchecked Sendable {
    private var byBuilder: [TypeID: MemberBodyFacts] = [:]
    private let lock = NSLock()

    func facts(of builder: TypeID, in model: ProjectModel) -> MemberBodyFacts {
        lock.lock()
        if let known = byBuilder[builder] { lock.unlock(); return known }
        lock.unlock()
        let made = MemberBodyFacts(of: builder, in: model)
        lock.lock()
        byBuilder[builder] = made
        lock.unlock()
        return made
    }
}
