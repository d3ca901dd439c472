import ArchlintFacts

/// What is visibly stored in each property: `presenter.viewController = viewController` in a
/// configurator, `childCoordinators.append(settings)`, an initialiser argument that the initialiser
/// stores, `self.x = y`. Only concrete types count; a protocol-typed value narrows nothing.
struct Wiring: Sendable {
    struct Slot: Hashable, Sendable {
        var holder: TypeID
        var property: String
    }

    private(set) var assigned: [Slot: Set<TypeID>] = [:]
    private(set) var sites: [Slot: [WiringSite]] = [:]

    init(model: ProjectModel, inference: ValueTypeInference) {
        for owner in model.assignments.keys.sorted(by: Wiring.optionalOrder) {
            // `x = nil` puts no object there: it ends a temporary reference, it says nothing of what is held.
            for assignment in model.assignments[owner] ?? [] where !assignment.isDeclaration && assignment.value != .literal("nil") {
                var components = assignment.target.split(separator: ".").map(String.init)
                guard let property = components.popLast() else { continue }
                let holders = components.isEmpty
                    ? owner.map { [$0] } ?? []
                    : inference.types(ofPath: components, in: owner, member: assignment.context.member, depth: 0)
                let values = inference.types(of: assignment.value, in: owner, member: assignment.context.member)
                let configured = Wiring.configuresLocal(components.first, owner: owner, member: assignment.context.member,
                                                        model: model, inference: inference)
                // `self.delegate = delegate` passes a parameter through: the callers' arguments are the
                // sites that say what goes in (recorded from the constructions below), and so is the
                // parameter's default value (`init(delegate: D = Manager.shared)`), when it has one.
                let passedParameter: ParameterFact? = {
                    guard case .reference(let name) = assignment.value, !name.contains(".") else { return nil }
                    return inference.parameter(named: name, in: owner, member: assignment.context.member)
                }()
                for holder in holders where model[holder]?.property(named: property) != nil {
                    let slot = Slot(holder: holder, property: property)
                    record(slot, values: values, model: model)
                    if let defaultValue = passedParameter?.defaultValue {
                        let defaults = inference.types(of: defaultValue, in: owner, member: assignment.context.member)
                        record(slot, values: defaults, model: model)
                        sites[slot, default: []].append(WiringSite(owner: owner, values: concrete(defaults, model),
                                                                   location: assignment.location, ownerConfiguresHolder: false))
                    }
                    if passedParameter != nil && concrete(values, model).isEmpty { continue }
                    sites[slot, default: []].append(WiringSite(owner: owner, values: concrete(values, model),
                                                               location: assignment.location, ownerConfiguresHolder: configured))
                }
            }
        }
        for owner in model.calls.keys.sorted(by: Wiring.optionalOrder) {
            for call in model.calls[owner] ?? [] where call.name != "append" && call.name != "insert" {
                recordSetterCall(call, owner: owner, model: model, inference: inference)
            }
            for call in model.calls[owner] ?? [] where call.name == "append" || call.name == "insert" {
                guard let base = call.base, let argument = call.arguments.first else { continue }
                var components = base.split(separator: ".").map(String.init)
                guard let property = components.popLast() else { continue }
                let holders = components.isEmpty
                    ? owner.map { [$0] } ?? []
                    : inference.types(ofPath: components, in: owner, member: call.context.member, depth: 0)
                let values = inference.types(of: argument.value, in: owner, member: call.context.member)
                for holder in holders where model[holder]?.property(named: property) != nil {
                    record(Slot(holder: holder, property: property), values: values, model: model)
                }
            }
        }
        // Initialiser arguments that the initialiser stores: `Presenter(view: vc)` with `self.view = view`.
        for owner in model.constructions.keys.sorted(by: Wiring.optionalOrder) {
            for construction in model.constructions[owner] ?? [] {
                let built = model.resolve(ProjectModel.stripGenericArguments(construction.typeName),
                                          fromModule: owner?.module ?? "", context: owner)
                for typeID in built {
                    for argument in construction.arguments {
                        guard let label = argument.label,
                              let property = Wiring.storedParameter(label: label, in: typeID, model: model) else { continue }
                        let values = inference.types(of: argument.value, in: owner, member: construction.context.member)
                        let slot = Slot(holder: typeID, property: property)
                        record(slot, values: values, model: model)
                        sites[slot, default: []].append(WiringSite(owner: owner, values: concrete(values, model),
                                                                   location: construction.location,
                                                                   ownerConfiguresHolder: false))
                    }
                }
            }
        }
    }

    /// A setter (SPEC §3): `cell.setData(item, delegate: self)` where `setData` stores its `delegate`
    /// parameter (`self.delegate = delegate`) makes each call site's argument a visible assignment.
    private mutating func recordSetterCall(_ call: CallFact, owner: TypeID?, model: ProjectModel,
                                           inference: ValueTypeInference) {
        guard call.arguments.contains(where: { $0.label != nil }) else { return }
        var components = (call.base ?? "").split(separator: ".").map(String.init)
        if components.first == "self" { components.removeFirst() }
        let holders = components.isEmpty
            ? owner.map { [$0] } ?? []
            : inference.types(ofPath: components, in: owner, member: call.context.member, depth: 0)
        let configured = Wiring.configuresLocal(components.first, owner: owner, member: call.context.member,
                                                model: model, inference: inference)
        for holder in holders {
            guard let type = model[holder] else { continue }
            for function in type.functions(named: call.name) where !function.isInitializer && !function.isStatic {
                for argument in call.arguments {
                    guard let label = argument.label,
                          let parameter = function.parameters.first(where: { $0.label == label }),
                          let property = Wiring.storedParameter(parameter, in: holder, member: call.name, model: model)
                    else { continue }
                    let values = inference.types(of: argument.value, in: owner, member: call.context.member)
                    let slot = Slot(holder: holder, property: property)
                    record(slot, values: values, model: model)
                    sites[slot, default: []].append(WiringSite(owner: owner, values: concrete(values, model),
                                                               location: call.location, ownerConfiguresHolder: configured))
                }
            }
        }
    }

    private func concrete(_ values: [TypeID], _ model: ProjectModel) -> [TypeID] {
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
        guard let type = model[typeID] else { return nil }
        for assignment in model.assignments[typeID] ?? [] where assignment.context.member == member && !assignment.isDeclaration {
            if assignment.value == .reference(parameter.name), let property = type.property(named: assignment.target),
               property.isStored {
                return assignment.target
            }
        }
        return nil
    }

    private mutating func record(_ slot: Slot, values: [TypeID], model: ProjectModel) {
        let concrete = values.filter { model[$0]?.kind != .protocol }
        guard !concrete.isEmpty else { return }
        assigned[slot, default: []].formUnion(concrete)
    }

    func types(in slot: Slot) -> Set<TypeID> { assigned[slot] ?? [] }
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
