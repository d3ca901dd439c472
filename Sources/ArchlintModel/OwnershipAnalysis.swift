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
            return "a presenter's view is its owner in the VIP cycle"
        case (.vipRouter, .view):
            return "a router's view controller owns the router"
        case (.viewModel, .coordinator), (.viewModel, .navigationRouter):
            // Only when the coordinator visibly builds or holds the view model: a "coordinator" that
            // merely helps the view model (a text-zoom or web-navigation helper) owns nothing.
            guard graph.builders[holder]?.contains(target) ?? false || graph.strongPath(from: target, to: holder) != nil
            else { return nil }
            return "a view model's coordinator owns the screen it belongs to"
        case (.coordinator, .coordinator) where graph.builders[holder]?.contains(target) ?? false:
            return "a child coordinator's parent owns it"
        default:
            return nil
        }
    }

    /// Whether `owner` owns `owned` when both hold each other or one holds the other.
    public func owns(_ owner: TypeID, _ owned: TypeID) -> Bool {
        if graph.builders[owned]?.contains(owner) ?? false { return true }
        if graph.builders[owner]?.contains(owned) ?? false { return false }
        if definitionalBackReference(holder: owned, target: owner) != nil { return true }
        if definitionalBackReference(holder: owner, target: owned) != nil { return false }
        guard let ownerRank = model[owner]?.role?.ownershipRank, let ownedRank = model[owned]?.role?.ownershipRank
        else { return false }
        return ownerRank > ownedRank
    }

    /// The chain of strong owning references from `owner` down to `owned`, shortest first; nil if none.
    public func owningChain(from owner: TypeID, to owned: TypeID) -> [Edge]? {
        var previous: [TypeID: Edge] = [:]
        var queue = [owner]
        var visited: Set<TypeID> = [owner]
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            for edge in graph.strongReferences(from: current) where !visited.contains(edge.to) && owns(edge.from, edge.to) {
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
