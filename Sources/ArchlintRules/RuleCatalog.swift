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
    public static func check(_ context: RuleContext, enabled: Set<String>? = nil) -> [Violation] {
        var violations: [Violation] = []
        for ruleType in rules where enabled?.contains(ruleType.description.identifier) ?? true {
            violations += ruleType.init().check(context)
        }
        return violations.sorted()
    }
}
