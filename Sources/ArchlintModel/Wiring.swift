import ArchlintFacts

/// What is visibly stored in each property: `presenter.viewController = viewController` in a
/// configurator, `childCoordinators.append(settings)`, an initialiser argument that the initialiser
/// stores, `self.x = y`. Only concrete types count; a protocol-typed value narrows nothing.
struct Wiring: Sendable {
    struct Slot: Hashable, Sendable {
        var holder: TypeID
        var property: String
    }

    /// The slots in shards by their holder's id, so that each shard is filled on a thread of its own
    /// (filling one table on one thread was a tenth of the graph); a slot's shard holds all of it.
    private var shards: [Shard] = []
    /// The properties some assignment writes through a path whose object is of no type archlint knows
    /// to declare a property of that name (a result it cannot infer, a subclass of the declaring
    /// type): any slot of the name may be filled there.
    private var namesWrittenUnresolved = StringSet()

    private struct Shard: Sendable {
        /// One entry per slot for both: the graph asks both of every stored property, one hash.
        var slots: [Slot: SlotWiring] = [:]
    }

    /// What is visibly put into one slot, and where.
    struct SlotWiring: Sendable {
        var types: Set<TypeID> = []
        /// In owner order, pass by pass.
        var sites: [WiringSite] = []
        /// Whether an assignment writes something other than `nil` there that has no site of its own
        /// (`self.delegate = delegate` in an initialiser is sited at its callers' constructions, which
        /// may not be visible).
        var isWritten = false
    }

    private static let shardCount = 8

    private static func shard(of slot: Slot) -> Int { Int(slot.holder.index) & (shardCount - 1) }

    /// One thing the facts of an owner say about a slot, computed in parallel and applied in order.
    private enum Observation: Sendable {
        /// Concrete types visibly put into the slot.
        case stores(Slot, [TypeID])
        case site(Slot, WiringSite)
        /// An assignment writes it.
        case written(Slot)
    }

    /// What one owner's facts put into slots, in the order the facts are read, with each one's shard
    /// beside it: a shard's thread then skips the others' without copying them (a retain and a
    /// release each, eight times over).
    private struct Observed: Sendable {
        var list: [Observation] = []
        var shards: [UInt8] = []
        /// Properties written through a path of no known holder (`namesWrittenUnresolved`).
        var unresolvedNames: [String] = []
    }

    /// The model is passed to `record`, not kept: a copy of the model in each owner's observations
    /// retained and released every one of its tables, 20,000 times on the 250k-line tree.
    private struct Observations {
        var found = Observed()

        mutating func record(_ slot: Slot, values: [TypeID], in model: ProjectModel) {
            let concrete = values.filter { model[$0]?.kind != .protocol }
            guard !concrete.isEmpty else { return }
            append(.stores(slot, concrete), slot)
        }

        mutating func site(_ slot: Slot, _ site: WiringSite) { append(.site(slot, site), slot) }

        mutating func written(_ slot: Slot) { append(.written(slot), slot) }

        private mutating func append(_ observation: Observation, _ slot: Slot) {
            found.list.append(observation)
            found.shards.append(UInt8(Wiring.shard(of: slot)))
        }
    }

    /// Owners are read in parallel (inference is the costly part; no pass reads what another found)
    /// and what they say is applied in owner order, pass by pass, each shard of slots on its own
    /// thread, so every slot's sites come out in the same order on any core count.
    /// `constructionTargets`: what each construction of each owner resolves to, by `BodyFactTable`
    /// slot (`DependencyGraph.constructionTargets`).
    init(model: ProjectModel, inference: ValueTypeInference, constructionTargets: [[[TypeID]]], jobs: Int = 1) {
        let assignmentOwners = model.assignments.keys.sorted(by: Wiring.optionalOrder)
        let assignments = ParallelWork.map(assignmentOwners.count, jobs: jobs) { index in
            Wiring.assignmentObservations(of: assignmentOwners[index], model: model, inference: inference)
        }
        let callOwners = model.calls.keys.sorted(by: Wiring.optionalOrder)
        let setterNames = Wiring.setterNames(model, jobs: jobs)
        let calls = ParallelWork.map(callOwners.count, jobs: jobs) { index in
            Wiring.callObservations(of: callOwners[index], model: model, inference: inference, setterNames: setterNames)
        }
        let constructionOwners = model.constructions.keys.sorted(by: Wiring.optionalOrder)
        let constructions = ParallelWork.map(constructionOwners.count, jobs: jobs) { index in
            let owner = constructionOwners[index]
            return Wiring.constructionObservations(of: owner, model: model, inference: inference,
                                                   targets: constructionTargets[BodyFactTable<ConstructionFact>.slot(of: owner)])
        }
        let passes = [assignments, calls, constructions]
        shards = ParallelWork.map(Wiring.shardCount, jobs: jobs, chunkSize: 1) { shard in
            var filled = Shard()
            for pass in passes {
                for observed in pass {
                    for position in observed.shards.indices where observed.shards[position] == shard {
                        switch observed.list[position] {
                        case .stores(let slot, let types): filled.slots[slot, default: SlotWiring()].types.formUnion(types)
                        case .site(let slot, let site): filled.slots[slot, default: SlotWiring()].sites.append(site)
                        case .written(let slot): filled.slots[slot, default: SlotWiring()].isWritten = true
                        }
                    }
                }
            }
            return filled
        }
        for observed in assignments {
            for name in observed.unresolvedNames { namesWrittenUnresolved.insert(name) }
        }
    }

    private static func assignmentObservations(of owner: TypeID?, model: ProjectModel,
                                               inference: ValueTypeInference) -> Observed {
        var observed = Observations()
        // One memo for all the owner's questions: its members' locals are asked about again and again.
        let locals = ValueTypeInference.LocalValues()
        // By index: a loop over the facts copied each one, local declarations too (most are skipped).
        let facts = model.assignments[owner] ?? []
        // `x = nil` puts no object there: it ends a temporary reference, it says nothing of what is held.
        for position in facts.indices where !facts[position].isDeclaration && facts[position].value != .literal("nil") {
            let assignment = facts[position]
            var components = ValueTypeInference.components(of: assignment.target)
            guard let property = components.popLast() else { continue }
            let holders = components.isEmpty
                ? owner.map { [$0] } ?? []
                : inference.types(ofPath: components, in: owner, member: assignment.context.member, depth: 0,
                                  locals: locals)
            let targets = Wiring.behindProtocols(holders, model: model).filter { model[$0]?.property(named: property) != nil }
            // Nothing of the value needs inferring when no holder has the property.
            guard !targets.isEmpty else {
                observed.found.unresolvedNames.append(property)
                continue
            }
            let values = inference.types(of: assignment.value, in: owner, member: assignment.context.member,
                                         locals: locals)
            let configured = Wiring.configuresLocal(components.first, owner: owner, member: assignment.context.member,
                                                    model: model, inference: inference)
            // `self.delegate = delegate` passes a parameter through: the callers' arguments are the
            // sites that say what goes in (recorded from the constructions below), and so is the
            // parameter's default value (`init(delegate: D = Manager.shared)`), when it has one.
            let passedParameter: ParameterFact? = {
                guard case .reference(let name) = assignment.value, !name.utf8Contains(UInt8(ascii: ".")) else {
                    return nil
                }
                return inference.parameter(named: name, in: owner, member: assignment.context.member)
            }()
            for holder in targets {
                let slot = Slot(holder: holder, property: property)
                observed.record(slot, values: values, in: model)
                if let defaultValue = passedParameter?.defaultValue {
                    let defaults = inference.types(of: defaultValue, in: owner, member: assignment.context.member,
                                                   locals: locals)
                    observed.record(slot, values: defaults, in: model)
                    observed.site(slot, WiringSite(owner: owner, values: concrete(defaults, model),
                                                   location: assignment.location, ownerConfiguresHolder: false))
                }
                if passedParameter != nil && concrete(values, model).isEmpty {
                    // No site here, but the slot is written (`SlotWiring.isWritten`).
                    observed.written(slot)
                    continue
                }
                observed.site(slot, WiringSite(owner: owner, values: concrete(values, model),
                                               location: assignment.location, ownerConfiguresHolder: configured))
            }
        }
        return observed.found
    }

    private static func callObservations(of owner: TypeID?, model: ProjectModel, inference: ValueTypeInference,
                                         setterNames: StringSet) -> Observed {
        var observed = Observations()
        // One memo for all the owner's questions (`assignmentObservations`).
        let locals = ValueTypeInference.LocalValues()
        // By index, the name read first: a loop over the facts copied every call (a retain and a
        // release of each of its strings and arrays) to skip nearly all of them.
        let calls = model.calls[owner] ?? []
        for position in calls.indices {
            let name = calls[position].name
            // Most calls are to functions no project type declares as a setter could be: nothing to infer.
            guard name != "append" && name != "insert", setterNames.contains(name) else { continue }
            recordSetterCall(calls[position], owner: owner, model: model, inference: inference, locals: locals,
                             into: &observed)
        }
        for position in calls.indices where calls[position].name == "append" || calls[position].name == "insert" {
            let call = calls[position]
            guard let base = call.base, let argument = call.arguments.first else { continue }
            var components = ValueTypeInference.components(of: base)
            guard let property = components.popLast() else { continue }
            let holders = components.isEmpty
                ? owner.map { [$0] } ?? []
                : inference.types(ofPath: components, in: owner, member: call.context.member, depth: 0, locals: locals)
            let targets = holders.filter { model[$0]?.property(named: property) != nil }
            guard !targets.isEmpty else { continue }
            let values = inference.types(of: argument.value, in: owner, member: call.context.member, locals: locals)
            for holder in targets {
                observed.record(Slot(holder: holder, property: property), values: values, in: model)
            }
        }
        return observed.found
    }

    /// Initialiser arguments that the initialiser stores: `Presenter(view: vc)` with `self.view = view`.
    private static func constructionObservations(of owner: TypeID?, model: ProjectModel, inference: ValueTypeInference,
                                                 targets: [[TypeID]]) -> Observed {
        var observed = Observations()
        // One memo for all the owner's questions (`assignmentObservations`).
        let locals = ValueTypeInference.LocalValues()
        for (construction, built) in zip(model.constructions[owner] ?? [], targets) {
            for typeID in built {
                for argument in construction.arguments {
                    guard let label = argument.label,
                          let property = Wiring.storedParameter(label: label, in: typeID, model: model) else { continue }
                    let values = inference.types(of: argument.value, in: owner, member: construction.context.member,
                                                 locals: locals)
                    let slot = Slot(holder: typeID, property: property)
                    observed.record(slot, values: values, in: model)
                    observed.site(slot, WiringSite(owner: owner, values: concrete(values, model),
                                                   location: construction.location, ownerConfiguresHolder: false))
                }
            }
        }
        return observed.found
    }

    /// The names of every instance function that stores one of its parameters (`self.delegate =
    /// delegate` in its body): the only ones `recordSetterCall` can find a setter among. Type by
    /// type in parallel (one thread was a tenth of the graph), then gathered. A `StringSet`: every
    /// call's name is looked up in it, and `Set<String>` ran SipHash on each.
    private static func setterNames(_ model: ProjectModel, jobs: Int) -> StringSet {
        let ids = model.typeIDs
        let perType = ParallelWork.map(ids.count, jobs: jobs) { index -> [String] in
            guard let type = model[ids[index]] else { return [] }
            // By index: filtering the functions into a new array copied each one.
            let functions = type.functions
            func mayStore(_ position: Int) -> Bool {
                !functions[position].isInitializer && !functions[position].isStatic && !functions[position].parameters.isEmpty
            }
            guard functions.indices.contains(where: mayStore) else { return [] }
            // The names each member assigns to something, read once per type (by index: a loop over
            // the facts copied each one). Members by their position in a `StringMap`, names in plain
            // lists: a dictionary of sets ran SipHash on the member and the name of every assignment.
            var memberPositions = StringMap<Int>()
            var assignedNames: [[String]] = []
            let assignments = model.assignments[ids[index]] ?? []
            for position in assignments.indices where !assignments[position].isDeclaration {
                guard case .reference(let name) = assignments[position].value,
                      let member = assignments[position].context.member else { continue }
                if let found = memberPositions[member] {
                    assignedNames[found].append(name)
                } else {
                    memberPositions[member] = assignedNames.count
                    assignedNames.append([name])
                }
            }
            guard !assignedNames.isEmpty else { return [] }
            return functions.indices.compactMap { position in
                guard mayStore(position), let member = memberPositions[functions[position].name],
                      functions[position].parameters.contains(where: { assignedNames[member].contains($0.name) })
                else { return nil }
                return functions[position].name
            }
        }
        var names = StringSet()
        for list in perType { for name in list { _ = names.insert(name) } }
        return names
    }

    /// The parameter an argument binds: by label, and by position for a call that passes every
    /// parameter (`scene.setDelegate(self)` binds `_ delegate`).
    private static func parameter(for index: Int, of call: CallFact, in function: FunctionFact) -> ParameterFact? {
        let argument = call.arguments[index]
        if call.arguments.count == function.parameters.count, function.parameters[index].label == argument.label {
            return function.parameters[index]
        }
        guard let label = argument.label else { return nil }
        return function.parameters.first(where: { $0.label == label })
    }

    /// A setter (SPEC §3): `cell.setData(item, delegate: self)` where `setData` stores its `delegate`
    /// parameter (`self.delegate = delegate`) makes each call site's argument a visible assignment, an
    /// unlabelled one too (`scene.setDelegate(self)`).
    private static func recordSetterCall(_ call: CallFact, owner: TypeID?, model: ProjectModel,
                                         inference: ValueTypeInference, locals: ValueTypeInference.LocalValues,
                                         into observed: inout Observations) {
        guard !call.arguments.isEmpty else { return }
        var components = ValueTypeInference.components(of: call.base ?? "")
        if components.first == "self" { components.removeFirst() }
        let holders = components.isEmpty
            ? owner.map { [$0] } ?? []
            : inference.types(ofPath: components, in: owner, member: call.context.member, depth: 0, locals: locals)
        // Asked only once a site is recorded: most calls store nothing.
        var configuredAnswer: Bool?
        func configured() -> Bool {
            if let configuredAnswer { return configuredAnswer }
            let answer = Wiring.configuresLocal(components.first, owner: owner, member: call.context.member,
                                                model: model, inference: inference)
            configuredAnswer = answer
            return answer
        }
        for holder in Wiring.behindProtocols(holders, model: model) {
            guard let type = model[holder] else { continue }
            for function in type.functions(named: call.name) where !function.isInitializer && !function.isStatic {
                for (index, argument) in call.arguments.enumerated() {
                    guard let parameter = Wiring.parameter(for: index, of: call, in: function),
                          let property = Wiring.storedParameter(parameter, in: holder, member: call.name, model: model)
                    else { continue }
                    let values = inference.types(of: argument.value, in: owner, member: call.context.member,
                                                 locals: locals)
                    let slot = Slot(holder: holder, property: property)
                    observed.record(slot, values: values, in: model)
                    observed.site(slot, WiringSite(owner: owner, values: concrete(values, model),
                                                   location: call.location, ownerConfiguresHolder: configured()))
                }
            }
        }
    }

    /// The holders a receiver can be, with a protocol's production conformers after the protocol: a
    /// requirement (`var delegate: D? { get set }`, `func setDelegate(_:)`) stores nothing itself, the
    /// conformers' properties and implementations do, so `scene.setDelegate(self)` on a protocol-typed
    /// `scene` is a visible assignment to each conformer's slot (all of them: a non-collection
    /// protocol-typed receiver, nothing narrower known, SPEC §4).
    private static func behindProtocols(_ holders: [TypeID], model: ProjectModel) -> [TypeID] {
        guard holders.contains(where: { model[$0]?.kind == .protocol }) else { return holders }
        var result: [TypeID] = []
        var seen = Set<TypeID>()
        for holder in holders {
            if seen.insert(holder).inserted { result.append(holder) }
            guard model[holder]?.kind == .protocol else { continue }
            for conformer in model.conformers(of: holder) where !model.isTestCode(conformer) && seen.insert(conformer).inserted {
                result.append(conformer)
            }
        }
        return result
    }

    private static func concrete(_ values: [TypeID], _ model: ProjectModel) -> [TypeID] {
        values.filter { model[$0]?.kind != .protocol }
    }

    /// Whether the object whose property is set was created or configured by the assigning code:
    /// a local bound from a construction there, or — UIKit's implicit ownership — a local or
    /// parameter of a view (`let cell = tableView.dequeue…; cell.delegate = self`).
    static func configuresLocal(_ head: String?, owner: TypeID?, member: String?, model: ProjectModel,
                                inference: ValueTypeInference) -> Bool {
        guard let head, head != "self", let owner else { return false }
        let ownsViews = model[owner]?.role == .view || holdsListViewStrongly(owner, model: model)
        if let values = inference.localValues(head, in: owner, member: member) {
            if values.contains(where: { if case .construction = $0 { return true } else { return false } }) { return true }
            return ownsViews
        }
        return ownsViews && inference.isParameter(head, in: owner, member: member)
    }

    /// A table or collection view data source that keeps its list view strongly owns the cells it
    /// dequeues from it, as a view controller does; one holding the list view weakly does not.
    static func holdsListViewStrongly(_ owner: TypeID, model: ProjectModel) -> Bool {
        model[owner]?.storedProperties.contains { property in
            guard property.ownership == .strong, let typeName = property.typeName else { return false }
            return model.typeReference(typeName).names.contains { $0 == "UITableView" || $0 == "UICollectionView" }
        } ?? false
    }

    private static func optionalOrder(_ lhs: TypeID?, _ rhs: TypeID?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): return false
        case (nil, _): return true
        case (_, nil): return false
        case let (left?, right?): return left < right
        }
    }

    /// The property an initialiser parameter with this label is stored in (`self.p = label`, also
    /// under another name, `self.parent = coordinator`, in any of the initialisers declaring it).
    static func storedParameter(label: String, in typeID: TypeID, model: ProjectModel) -> String? {
        guard let type = model[typeID] else { return nil }
        for function in type.functions where function.isInitializer {
            guard let parameter = function.parameters.first(where: { $0.label == label }) else { continue }
            if let property = storedParameter(parameter, in: typeID, member: "init", model: model) { return property }
        }
        return nil
    }

    /// The stored property `member` puts this parameter in (`self.delegate = delegate`), if any.
    static func storedParameter(_ parameter: ParameterFact, in typeID: TypeID, member: String,
                                model: ProjectModel) -> String? {
        guard let type = model[typeID], let assignments = model.assignments[typeID] else { return nil }
        // By index: this is asked for every labelled argument of every construction, and a loop over
        // the facts copied each of the type's assignments every time.
        for position in assignments.indices where !assignments[position].isDeclaration {
            guard case .reference(let name) = assignments[position].value, name == parameter.name,
                  assignments[position].context.member == member else { continue }
            let target = assignments[position].target
            if let property = type.property(named: target), property.isStored { return target }
        }
        return nil
    }

    func types(in slot: Slot) -> Set<TypeID> { wiring(in: slot).types }

    /// Where values are visibly put into the slot, in owner order, pass by pass.
    func sites(in slot: Slot) -> [WiringSite] { wiring(in: slot).sites }

    /// Both of the above, the slot looked up once.
    func wiring(in slot: Slot) -> SlotWiring { shards[Wiring.shard(of: slot)].slots[slot] ?? SlotWiring() }

    /// Whether some assignment writes a property of this name through a path of no known holder.
    func isWrittenUnresolved(_ property: String) -> Bool { namesWrittenUnresolved.contains(property) }
}

/// One place where a value is put into a property: who does it, what goes in, and whether the
/// assigning code created or configures the object it sets the property on.
public struct WiringSite: Sendable {
    public var owner: TypeID?
    /// The concrete types of the value, when they can be inferred.
    public var values: [TypeID]
    public var location: SourceLocation
    public var ownerConfiguresHolder: Bool
}

extension ProjectModel {
    /// The stored property a type's initialisers keep the argument of this label in
    /// (`init(chunksDelegate: …)` with `self.chunksDelegate = chunksDelegate`), if any.
    public func propertyStoringInitializerArgument(label: String, in typeID: TypeID) -> String? {
        Wiring.storedParameter(label: label, in: typeID, model: self)
    }
}
