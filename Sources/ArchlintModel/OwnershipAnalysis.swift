import ArchlintFacts

/// Who owns whom (SPEC §3, Ownership). Some role pairs are back references by definition; for the
/// rest, B owns A when B constructs A or appends A to its children, and otherwise the role rank
/// decides. A configurator's wiring creates edges but no direction.
public struct OwnershipAnalysis: Sendable {
    public let graph: DependencyGraph

    public init(graph: DependencyGraph) {
        self.graph = graph
    }

    var model: ProjectModel { graph.model }

    /// Why a reference from `holder` to `target` is a back reference by definition, if it is one.
    public func definitionalBackReference(holder: TypeID, target: TypeID) -> String? {
        guard let holderRole = model[holder]?.role, let targetRole = model[target]?.role else { return nil }
        switch (holderRole, targetRole) {
        case (.presenter, .view):
            guard ownsScene(target, holder) else { return nil }
            return "a presenter's view is its owner in the VIP cycle"
        case (.vipRouter, .view):
            guard ownsScene(target, holder) else { return nil }
            return "a router's view controller owns the router"
        case (.viewModel, .coordinator), (.viewModel, .navigationRouter):
            // Only when the coordinator visibly builds or holds the view model: a "coordinator" that
            // merely helps the view model (a text-zoom or web-navigation helper) owns nothing.
            guard graph.builds(target, holder) || graph.strongPath(from: target, to: holder) != nil
            else { return nil }
            return "a view model's coordinator owns the screen it belongs to"
        case (.coordinator, .coordinator) where graph.builds(target, holder):
            return "a child coordinator's parent owns it"
        default:
            return nil
        }
    }

    /// Whether `view` is the screen `component` belongs to: they are of one scene, or the view holds
    /// the component through strong references (view → presenter → router). A presenter or router
    /// holding some other screen (a child it embeds, the caller's screen a flow was started from)
    /// holds no owner.
    private func ownsScene(_ view: TypeID, _ component: TypeID) -> Bool {
        // A view that keeps the component only through a weak reference (a VIPER view's `weak var
        // delegate` that its presenter adopts) does not own it: something else does (the module's
        // wireframe keeps both), and the component's reference to the view points down.
        if keepsOnlyWeakly(view, component) { return false }
        // A display that is SwiftUI's observable state (an `ObservableObject` or an `@Observable`
        // class the SwiftUI view keeps beside its interactor) and leads to none of the scene's
        // components owns none of them: the SwiftUI view owns both, and the component's reference
        // to it points down.
        if isObservableState(view), graph.strongPath(from: view, to: component) == nil { return false }
        if let scene = model[view]?.scene, scene == model[component]?.scene { return true }
        // A Clean Swift view (it adopts its scene's `*DisplayLogic`) is what its components hold it for.
        if model[view]?.roleEvidence?.kind == .sceneProtocol { return true }
        return graph.strongPath(from: view, to: component) != nil
    }

    /// Whether the type is state SwiftUI observes: it adopts `ObservableObject` or is `@Observable`,
    /// is no UIKit or AppKit object, and keeps plain data only (`holdsOnlyPlainData`): what a closure
    /// slot, a subscription or an `Any` there may keep (`state.onAppear = { interactor.load() }`),
    /// the graph does not follow.
    private func isObservableState(_ id: TypeID) -> Bool {
        guard let type = model[id], type.kind == .class, model.uiFrameworkSuperclass(of: id) == nil,
              model.conformanceNames(of: id).contains("ObservableObject") || type.attributes.contains("@Observable")
        else { return false }
        return type.storedProperties.allSatisfy { holdsOnlyPlainData($0, in: id) }
    }

    /// Whether a stored property holds values that keep no object: literals, or a written type whose
    /// names are none of the project's classes, protocols or type aliases, no project value type with a
    /// closure of its own, no function type, and nothing that holds a subscription or any value.
    private func holdsOnlyPlainData(_ property: PropertyFact, in holder: TypeID) -> Bool {
        if property.typeName == nil {
            switch property.initializer {
            case .literal?, .string?, .implicitMember?: return true
            default: break
            }
        }
        guard let written = property.writtenOrBuiltType, !written.contains("->") else { return false }
        let opaque = ["Any", "AnyObject", "AnyHashable", "AnyCancellable", "Cancellable", "DisposeBag", "NSObject"]
        return model.typeReference(written).names.allSatisfy { name in
            if opaque.contains(String(ProjectModel.lastComponent(of: name))) { return false }
            if model.aliasedTypeText(name, from: holder) != nil { return false }
            return model.resolve(name, fromModule: holder.module, context: holder).allSatisfy { resolved in
                guard let type = model[resolved], type.kind == .struct || type.kind == .enum else { return false }
                return !type.storedProperties.contains { $0.typeName?.contains("->") ?? true }
            }
        }
    }

    /// Whether `holder` stores a reference to `target` and every reference it stores to it is weak or
    /// unowned, with no strong path from one to the other.
    private func keepsOnlyWeakly(_ holder: TypeID, _ target: TypeID) -> Bool {
        let stored = graph.edges(from: holder).filter { $0.kind == .stores && $0.to == target }
        return !stored.isEmpty && stored.allSatisfy { $0.ownership != .strong } && graph.strongPath(from: holder, to: target) == nil
    }

    /// Whether `owner` owns `owned` when both hold each other or one holds the other.
    public func owns(_ owner: TypeID, _ owned: TypeID) -> Bool {
        // Each may build the other: an adapter building another screen of its holder's type to push is
        // a different instance. The one that builds the other and hands it itself is the owner.
        let ownerHandsItself = graph.passesSelf(owner, constructing: owned)
        if ownerHandsItself != graph.passesSelf(owned, constructing: owner) { return ownerHandsItself }
        if graph.builds(owner, owned) { return true }
        if graph.builds(owned, owner) { return false }
        if definitionalBackReference(holder: owned, target: owner) != nil { return true }
        if definitionalBackReference(holder: owner, target: owned) != nil { return false }
        guard let ownerRole = model[owner]?.role, let ownedRole = model[owned]?.role,
              let ownerRank = ownerRole.ownershipRank, let ownedRank = ownedRole.ownershipRank
        else { return false }
        // VIPER runs view → presenter → interactor: there the presenter owns its interactor, and the
        // interactor's output is the back reference. Clean Swift's interactor > presenter holds only in
        // Clean Swift scenes.
        if [ownerRole, ownedRole] == [.presenter, .interactor] || [ownerRole, ownedRole] == [.interactor, .presenter],
           model.scene(of: owner)?.isCleanSwift != true, model.scene(of: owned)?.isCleanSwift != true {
            return ownerRole == .presenter
        }
        return ownerRank > ownedRank
    }

    /// The chain of strong owning references from `owner` down to `owned`, shortest first; nil if none.
    /// Never through test code: a test double (`ContainerProtocolMock`) filling a protocol slot in an
    /// example app holds nothing in the app's own object graph.
    public func owningChain(from owner: TypeID, to owned: TypeID) -> [Edge]? {
        var previous: [TypeID: Edge] = [:]
        var queue = [owner]
        var visited: Set<TypeID> = [owner]
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            for edge in graph.strongReferences(from: current)
            where !visited.contains(edge.to) && !edge.isGuess && !model.isTestCode(edge.to) && owns(edge.from, edge.to)
                && !graph.isVisiblyNeverFilled(edge) {
                visited.insert(edge.to)
                previous[edge.to] = edge
                if edge.to == owned {
                    var chain: [Edge] = []
                    var cursor = owned
                    while let step = previous[cursor] {
                        chain.insert(step, at: 0)
                        cursor = step.from
                    }
                    return chain
                }
                queue.append(edge.to)
            }
        }
        return nil
    }
}
