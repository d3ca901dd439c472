import Dispatch
import Foundation
import ArchlintModel

/// Every rule, in the order "one defect, one report" needs: the first rule to claim a reference or a
/// cycle reports it, later ones skip it.
public enum RuleCatalog {
    public static let rules: [any Rule.Type] = [
        VIPDirectionRule.self,
        WeakDelegateRule.self,
        WeakBackReferenceRule.self,
        StrongSelfCaptureRule.self,
        ServiceCycleRule.self,
        OwnershipCycleRule.self,
        ContainerOnlyConstructionRule.self,
        VIPProtocolBoundaryRule.self,
        ClassBoundProtocolRule.self,
        LayerImportsRule.self,
        NavigationOwnershipRule.self,
        CoordinatorChildLifecycleRule.self,
        LayerDependencyRule.self,
        ContainerSizeRule.self,
        UnsafeUnownedCaptureRule.self,
    ]

    public static func rule(withID id: String) -> (any Rule.Type)? {
        rules.first { $0.description.identifier == id }
    }

    /// Runs the enabled rules (all by default) and returns their violations, sorted.
    /// The rules that claim references and cycles, in the order "one defect, one report" needs.
    static let claimingRules: Set<String> = ["vip_direction", "weak_delegate", "weak_back_reference",
                                             "service_cycle", "ownership_cycle"]

    public static func check(_ context: RuleContext, enabled: Set<String>? = nil) -> [Violation] {
        let active = rules.filter { enabled?.contains($0.description.identifier) ?? true }
        // The claiming rules run in order on one thread; the others only read the model and the
        // graph, so they run beside them. The result is sorted, so it does not depend on timing.
        let groups = [active.filter { claimingRules.contains($0.description.identifier) },
                      active.filter { !claimingRules.contains($0.description.identifier) }]
        let results = ViolationGroups(count: groups.count)
        DispatchQueue.concurrentPerform(iterations: groups.count) { index in
            var violations: [Violation] = []
            for ruleType in groups[index] { violations += ruleType.init().check(context) }
            results.set(index, violations)
        }
        return results.all().sorted()
    }
}

/// Each group's violations, written once from its own thread.
private final class ViolationGroups: @unchecked Sendable {
    private var groups: [[Violation]]
    private let lock = NSLock()

    init(count: Int) { groups = Array(repeating: [], count: count) }

    func set(_ index: Int, _ violations: [Violation]) {
        lock.lock()
        groups[index] = violations
        lock.unlock()
    }

    func all() -> [Violation] {
        lock.lock()
        defer { lock.unlock() }
        return groups.flatMap { $0 }
    }
}
