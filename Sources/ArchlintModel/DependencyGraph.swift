import ArchlintFacts
import Foundation

/// The dependency and ownership graph over project types (SPEC §4).
public struct DependencyGraph: Sendable {
    public let model: ProjectModel
    public private(set) var edges: [Edge] = []
    public private(set) var outgoing: [TypeID: [Edge]] = [:]
    /// Who constructs whom (`B` builds `A`), and who appends whom to its children.
    public private(set) var builders: [TypeID: Set<TypeID>] = [:]
    private let inference: ValueTypeInference
    /// The last component of every assignment target (`x` for `self.x = …` and `child.x = …`) and of
    /// every collection something is appended or inserted into.
    private let assignedNames: Set<String>
    /// What is visibly put into each property.
    let wiring: Wiring

    public init(model: ProjectModel, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.model = model
        let inference = ValueTypeInference(model: model)
        self.inference = inference
        let wiring = Wiring(model: model, inference: inference, jobs: jobs)
        self.wiring = wiring
        var assignedNames = Set<String>()
        for assignment in model.assignments.values.joined() where !assignment.isDeclaration {
            let target = assignment.target
            assignedNames.insert(ValueTypeInference.components(of: target).last ?? target)
        }
        let filling: Set<String> = ["append", "insert", "updateValue", "merge", "formUnion"]
        for call in model.calls.values.joined() where filling.contains(call.name) {
            if let last = call.base?.split(separator: ".").last { assignedNames.insert(String(last)) }
        }
        self.assignedNames = assignedNames
        // Each type's edges depend only on the model and the wiring: built in parallel, each owner's
        // edges sorted on their own. The sort is stable and `from` comes first in its order, so the
        // owners' sorted edges one after the other are the one sorted list a single thread makes.
        let ids = model.typeIDs
        let declared = ParallelWork.map(ids.count, jobs: jobs) { index in
            DependencyGraph.declaredEdges(of: ids[index], model: model, wiring: wiring, inference: inference)
        }
        let constructionOwners = model.constructions.keys.compactMap { $0 }.sorted()
        let constructed = ParallelWork.map(constructionOwners.count, jobs: jobs) { index in
            DependencyGraph.constructionEdges(of: constructionOwners[index], model: model)
        }
        let callOwners = model.calls.keys.compactMap { $0 }.sorted()
        let called = ParallelWork.map(callOwners.count, jobs: jobs) { index in
            DependencyGraph.callEdges(of: callOwners[index], model: model, wiring: wiring, inference: inference)
        }
        var builders: [TypeID: Set<TypeID>] = [:]
        var laterEdges: [TypeID: [Edge]] = [:]
        for (owner, edges) in zip(constructionOwners, constructed) {
            for edge in edges { builders[edge.to, default: []].insert(owner) }
            laterEdges[owner, default: []] += edges
        }
        for (owner, result) in zip(callOwners, called) {
            for target in result.children { builders[target, default: []].insert(owner) }
            laterEdges[owner, default: []] += result.edges
        }
        self.builders = builders
        let later = laterEdges
        let grouped = ParallelWork.map(ids.count, jobs: jobs) { index in
            (declared[index] + (later[ids[index]] ?? []))
                .sorted { ($0.from, $0.kind, $0.location, $0.to) < ($1.from, $1.kind, $1.location, $1.to) }
        }
        var edges: [Edge] = []
        edges.reserveCapacity(grouped.reduce(0) { $0 + $1.count })
        for (id, group) in zip(ids, grouped) where !group.isEmpty {
            edges += group
            outgoing[id] = group
        }
        self.edges = edges
    }

    /// A type's edges from its declaration: what it inherits and conforms to, what it stores and
    /// what its initialisers take.
    private static func declaredEdges(of id: TypeID, model: ProjectModel, wiring: Wiring,
                                      inference: ValueTypeInference) -> [Edge] {
        guard let type = model[id] else { return [] }
        var edges: [Edge] = []
        for entry in type.inherited {
            for target in model.resolveTypeText(entry, from: id).ids where target != id {
                let kind: EdgeKind = model[target]?.kind == .protocol ? .conforms : .inherits
                edges.append(Edge(from: id, to: target, kind: kind, ownership: .strong, label: "",
                                  location: type.location, isResolvedThroughAbstraction: false))
            }
        }
        for property in type.storedProperties where !property.attributes.contains("@NSManaged") {
            for target in DependencyGraph.storedTargets(of: property, in: id, model: model,
                                                        wiring: wiring, inference: inference) {
                edges.append(Edge(from: id, to: target.id, kind: .stores, ownership: property.ownership,
                                  label: property.name, location: property.location,
                                  isResolvedThroughAbstraction: target.abstract, isGuess: target.guess))
            }
        }
        for function in type.functions where function.isInitializer {
            for parameter in function.parameters {
                let resolved = model.resolveTypeText(parameter.typeName, from: id)
                for target in resolved.ids where target != id {
                    edges.append(Edge(from: id, to: target, kind: .injects, ownership: .strong,
                                      label: "init(\(parameter.label ?? "_"):)", location: function.location,
                                      isResolvedThroughAbstraction: model[target]?.kind == .protocol))
                }
            }
        }
        return edges
    }

    /// The objects a type's code constructs.
    private static func constructionEdges(of owner: TypeID, model: ProjectModel) -> [Edge] {
        var edges: [Edge] = []
        for construction in model.constructions[owner] ?? [] {
            let targets = model.resolve(ProjectModel.stripGenericArguments(construction.typeName),
                                        fromModule: owner.module, context: owner)
            for target in targets where target != owner {
                edges.append(Edge(from: owner, to: target, kind: .constructs, ownership: .strong,
                                  label: construction.context.member ?? "", location: construction.location,
                                  isResolvedThroughAbstraction: false))
            }
        }
        return edges
    }

    /// Calls on a stored property itself (`presenter?.present…`, `childCoordinators.append…`), and
    /// the children appended or inserted into the type's collections.
    private static func callEdges(of owner: TypeID, model: ProjectModel, wiring: Wiring,
                                  inference: ValueTypeInference) -> (edges: [Edge], children: [TypeID]) {
        var edges: [Edge] = []
        var children: [TypeID] = []
        guard let type = model[owner] else { return ([], []) }
        // A property is called on many times; who could be behind it is worked out once.
        var targetsByProperty: [String: [StoredTarget]] = [:]
        for call in model.calls[owner] ?? [] {
            guard let base = call.base, !base.utf8.contains(UInt8(ascii: ".")),
                  let property = type.property(named: base), property.isStored else { continue }
            if call.name == "append" || call.name == "insert" {
                // Appending to a collection of children makes the holder their owner.
                children += wiring.types(in: Wiring.Slot(holder: owner, property: base))
            }
            let targets = targetsByProperty[base] ?? {
                let found = DependencyGraph.storedTargets(of: property, in: owner, model: model, wiring: wiring,
                                                          inference: inference)
                targetsByProperty[base] = found
                return found
            }()
            for target in targets {
                edges.append(Edge(from: owner, to: target.id, kind: .calls, ownership: property.ownership,
                                  label: call.name, location: call.location,
                                  isResolvedThroughAbstraction: target.abstract, isGuess: target.guess))
            }
        }
        return (edges, children)
    }

    /// One type that could be behind a stored property.
    struct StoredTarget {
        var id: TypeID
        /// Reached through a protocol or an external base class.
        var abstract: Bool
        /// Not observed: a fan-out to one of several conformers (see `Edge.isGuess`).
        var guess: Bool
    }

    /// Who could be behind a stored property (SPEC §4): the written concrete type; for a protocol or an
    /// external base class, the concrete types visibly stored there, else (protocols, single values
    /// only) every conformer that is a class or an actor, as a guess when there are several. A
    /// collection holds only what is visibly put in it, never its holder; so does a protocol given as a
    /// generic argument (`ObserverContainer<Observer>` is not every `Observer`) and an `Any` slot.
    static func storedTargets(of property: PropertyFact, in holder: TypeID, model: ProjectModel, wiring: Wiring,
                              inference: ValueTypeInference) -> [StoredTarget] {
        let slot = Wiring.Slot(holder: holder, property: property.name)
        let wired = wiring.types(in: slot)
        var result: [StoredTarget] = []
        func add(_ id: TypeID, abstract: Bool, guess: Bool = false) {
            if !result.contains(where: { $0.id == id }) { result.append(StoredTarget(id: id, abstract: abstract, guess: guess)) }
        }
        guard let typeName = property.typeName else {
            if let initializer = property.initializer {
                for id in inference.types(of: initializer, in: holder, member: property.name) { add(id, abstract: false) }
            }
            return result
        }
        let reference = model.typeReference(typeName)
        if reference.names == ["Any"] { return [] }
        let resolved = model.resolveTypeText(typeName, from: holder)
        var hasAbstraction = resolved.ids.count < reference.names.count
        // Values were visibly put there, but none has a concrete type archlint can infer (a factory
        // declared to return the protocol, a parameter passed on): whoever is there, it is not known.
        let opaque = wired.isEmpty && !(wiring.sites[slot] ?? []).isEmpty
        for id in resolved.ids {
            guard let target = model[id] else { continue }
            if target.kind == .protocol {
                hasAbstraction = true
                let conformers = model.conformers(of: id)
                let narrowed = wired.filter { conformers.contains($0) }
                if !narrowed.isEmpty {
                    for conformer in narrowed.sorted() { add(conformer, abstract: true) }
                } else if !reference.isCollection && !reference.isGenericWrapper {
                    // A struct or enum conformer is copied into the slot, never shared: it owns nothing back.
                    let candidates = conformers.filter { $0 != holder && model[$0]?.isReferenceType == true }
                    let guess = opaque || candidates.count > 1
                    for conformer in candidates { add(conformer, abstract: true, guess: guess) }
                }
            } else if !(reference.isCollection && id == holder) {
                add(id, abstract: false)
            }
        }
        if hasAbstraction {
            for id in wired.sorted() where !(reference.isCollection && id == holder) { add(id, abstract: true) }
        }
        return result.filter { model[$0.id]?.kind != .protocol }
    }

    public func edges(from id: TypeID) -> [Edge] { outgoing[id] ?? [] }

    /// The project types a value written in `owner`'s `member` can stand for (`container.makeLogin()`,
    /// a local bound from a construction, a property).
    public func valueTypes(of value: ValueFact, in owner: TypeID?, member: String?) -> [TypeID] {
        inference.types(of: value, in: owner, member: member)
    }

    /// Where values are visibly put into a property (assignments, appends, initialiser arguments).
    public func wiringSites(of holder: TypeID, property: String) -> [WiringSite] {
        wiring.sites[Wiring.Slot(holder: holder, property: property)] ?? []
    }

    /// What `builder` visibly passes into `property` of the `built` objects it constructs
    /// (`Scheduler(provider: BlockNumberSchedulerProvider(…))`, `Child(parent: self)`): the concrete
    /// types, and whether some argument's type could not be inferred. Nil when `builder` constructs no
    /// `built` with an argument stored there. The objects a builder makes are the instances it holds,
    /// so what goes into them is what they hold (SPEC §3, "Instances, not just types").
    public func passedValues(by builder: TypeID, constructing built: TypeID,
                             into property: String) -> (types: Set<TypeID>, opaque: Bool)? {
        var types = Set<TypeID>()
        var opaque = false
        var found = false
        for construction in model.constructions[builder] ?? [] {
            let resolved = model.resolve(ProjectModel.stripGenericArguments(construction.typeName),
                                         fromModule: builder.module, context: builder)
            guard resolved.contains(built) else { continue }
            for argument in construction.arguments {
                guard let label = argument.label,
                      Wiring.storedParameter(label: label, in: built, model: model) == property else { continue }
                found = true
                let values = inference.types(of: argument.value, in: builder, member: construction.context.member)
                    .filter { model[$0]?.kind != .protocol }
                if values.isEmpty { opaque = true }
                types.formUnion(values)
            }
        }
        return found ? (types, opaque) : nil
    }

    /// A collection nothing is visibly put in (no append, insert or assignment anywhere, only its
    /// empty initial value) holds no object (SPEC §4): a dictionary that is only ever read.
    public func isVisiblyEmptyCollection(_ edge: Edge) -> Bool {
        guard edge.kind == .stores, let property = model[edge.from]?.property(named: edge.label),
              let typeName = property.typeName, model.typeReference(typeName).isCollection else { return false }
        let slot = Wiring.Slot(holder: edge.from, property: edge.label)
        return wiring.types(in: slot).isEmpty && (wiring.sites[slot] ?? []).isEmpty && !assignedNames.contains(edge.label)
    }

    /// Whether `builder` constructs a `built` and hands it itself (`Adapter(parent: self)`): the
    /// strongest sign that the builder is the owner of the object it makes.
    public func passesSelf(_ builder: TypeID, constructing built: TypeID) -> Bool {
        (model.constructions[builder] ?? []).contains { construction in
            construction.arguments.contains { $0.value == .reference("self") }
                && model.resolve(ProjectModel.stripGenericArguments(construction.typeName),
                                 fromModule: builder.module, context: builder).contains(built)
        }
    }

    /// Whether strong stored references lead from `start` to `goal` (bounded breadth-first search).
    public func strongPath(from start: TypeID, to goal: TypeID) -> [Edge]? {
        var previous: [TypeID: Edge] = [:]
        var queue = [start]
        var visited: Set<TypeID> = [start]
        var head = 0
        while head < queue.count, visited.count < 20_000 {
            let current = queue[head]
            head += 1
            for edge in strongReferences(from: current) where visited.insert(edge.to).inserted {
                previous[edge.to] = edge
                if edge.to == goal {
                    var chain: [Edge] = []
                    var cursor = goal
                    while let step = previous[cursor], chain.count < visited.count {
                        chain.insert(step, at: 0)
                        if step.from == start { break }
                        cursor = step.from
                    }
                    return chain
                }
                queue.append(edge.to)
            }
        }
        return nil
    }

    /// Strong `stores` edges from a type.
    public func strongReferences(from id: TypeID) -> [Edge] { edges(from: id).filter(\.isStrongReference) }
}
