import ArchlintFacts

/// The dependency and ownership graph over project types (SPEC §4).
public struct DependencyGraph: Sendable {
    public let model: ProjectModel
    public private(set) var edges: [Edge] = []
    public private(set) var outgoing: [TypeID: [Edge]] = [:]
    /// Who constructs whom (`B` builds `A`), and who appends whom to its children.
    public private(set) var builders: [TypeID: Set<TypeID>] = [:]
    private let inference: ValueTypeInference
    /// What is visibly put into each property.
    let wiring: Wiring

    public init(model: ProjectModel) {
        self.model = model
        let inference = ValueTypeInference(model: model)
        self.inference = inference
        let wiring = Wiring(model: model, inference: inference)
        self.wiring = wiring
        var edges: [Edge] = []
        for id in model.typeIDs {
            guard let type = model[id] else { continue }
            for entry in type.inherited {
                for target in model.resolveTypeText(entry, from: id).ids where target != id {
                    let kind: EdgeKind = model[target]?.kind == .protocol ? .conforms : .inherits
                    edges.append(Edge(from: id, to: target, kind: kind, ownership: .strong, label: "",
                                      location: type.location, isResolvedThroughAbstraction: false))
                }
            }
            for property in type.storedProperties where !property.attributes.contains("@NSManaged") {
                for (target, abstract) in DependencyGraph.storedTargets(of: property, in: id, model: model,
                                                                        wiring: wiring, inference: inference) {
                    edges.append(Edge(from: id, to: target, kind: .stores, ownership: property.ownership,
                                      label: property.name, location: property.location,
                                      isResolvedThroughAbstraction: abstract))
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
        }
        for owner in model.constructions.keys.compactMap({ $0 }).sorted() {
            for construction in model.constructions[owner] ?? [] {
                let targets = model.resolve(ProjectModel.stripGenericArguments(construction.typeName),
                                            fromModule: owner.module, context: owner)
                for target in targets where target != owner {
                    edges.append(Edge(from: owner, to: target, kind: .constructs, ownership: .strong,
                                      label: construction.context.member ?? "", location: construction.location,
                                      isResolvedThroughAbstraction: false))
                    builders[target, default: []].insert(owner)
                }
            }
        }
        for owner in model.calls.keys.compactMap({ $0 }).sorted() {
            for call in model.calls[owner] ?? [] {
                // Calls on a stored property itself (`presenter?.present…`, `childCoordinators.append…`).
                guard let base = call.base, !base.utf8.contains(UInt8(ascii: ".")),
                      let property = model[owner]?.property(named: base), property.isStored else { continue }
                if call.name == "append" || call.name == "insert" {
                    // Appending to a collection of children makes the holder their owner.
                    for target in wiring.types(in: Wiring.Slot(holder: owner, property: base)) {
                        builders[target, default: []].insert(owner)
                    }
                }
                for (target, abstract) in DependencyGraph.storedTargets(of: property, in: owner, model: model,
                                                                        wiring: wiring, inference: inference) {
                    edges.append(Edge(from: owner, to: target, kind: .calls, ownership: property.ownership,
                                      label: call.name, location: call.location, isResolvedThroughAbstraction: abstract))
                }
            }
        }
        edges.sort { ($0.from, $0.kind, $0.location, $0.to) < ($1.from, $1.kind, $1.location, $1.to) }
        self.edges = edges
        for edge in edges { outgoing[edge.from, default: []].append(edge) }
    }

    /// Who could be behind a stored property (SPEC §4): the written concrete type; for a protocol or an
    /// external base class, the concrete types visibly stored there, else (protocols, single values
    /// only) every conformer. A collection holds only what is visibly put in it, never its holder.
    static func storedTargets(of property: PropertyFact, in holder: TypeID, model: ProjectModel, wiring: Wiring,
                              inference: ValueTypeInference) -> [(TypeID, Bool)] {
        let slot = Wiring.Slot(holder: holder, property: property.name)
        let wired = wiring.types(in: slot)
        var result: [(TypeID, Bool)] = []
        func add(_ id: TypeID, _ abstract: Bool) {
            if !result.contains(where: { $0.0 == id }) { result.append((id, abstract)) }
        }
        guard let typeName = property.typeName else {
            if let initializer = property.initializer {
                for id in inference.types(of: initializer, in: holder, member: property.name) { add(id, false) }
            }
            return result
        }
        let reference = model.typeReference(typeName)
        let resolved = model.resolveTypeText(typeName, from: holder)
        var hasAbstraction = resolved.ids.count < reference.names.count
        for id in resolved.ids {
            guard let target = model[id] else { continue }
            if target.kind == .protocol {
                hasAbstraction = true
                let conformers = model.conformers(of: id)
                let narrowed = wired.filter { conformers.contains($0) }
                if !narrowed.isEmpty {
                    for conformer in narrowed.sorted() { add(conformer, true) }
                } else if !reference.isCollection {
                    for conformer in conformers where conformer != holder { add(conformer, true) }
                }
            } else if !(reference.isCollection && id == holder) {
                add(id, false)
            }
        }
        if hasAbstraction {
            for id in wired.sorted() where !(reference.isCollection && id == holder) { add(id, true) }
        }
        return result.filter { model[$0.0]?.kind != .protocol }
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
