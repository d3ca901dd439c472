import ArchlintFacts
import ArchlintFindings
import ArchlintModel

/// Every rule, and the precedence "one defect, one report" applies to their findings.
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

    /// SPEC §5: when several rules report the same reference, only the first of these keeps it (a
    /// forbidden edge is removed, not weakened); a cycle that `service_cycle` reports, or one of whose
    /// references an earlier rule reports, is not reported again by `ownership_cycle`.
    public static let precedence = [
        VIPDirectionRule.description.identifier,
        WeakDelegateRule.description.identifier,
        WeakBackReferenceRule.description.identifier,
        ServiceCycleRule.description.identifier,
        OwnershipCycleRule.description.identifier,
    ]

    public static func rule(withID id: String) -> (any Rule.Type)? {
        rules.first { $0.description.identifier == id }
    }

    /// The rules' documentation, in catalog order.
    public static var documentation: [RuleDocumentation] { rules.map { $0.description.documentation } }

    /// Runs the enabled rules (all by default) in parallel, applies "one defect, one report", and
    /// returns the findings sorted, so the result does not depend on scheduling.
    public static func check(_ context: RuleContext, enabled: Set<String>? = nil, jobs: Int = 1) -> [Finding] {
        let active = rules.filter { enabled?.contains($0.description.identifier) ?? true }
        // Rules taken one at a time as threads come free: their costs differ by a factor of a hundred.
        // The costliest start first, so the last rule to start is a short one and the threads finish
        // together; the findings are put back in catalog order.
        let order = active.indices.sorted { (costRank(of: active[$0]), $0) < (costRank(of: active[$1]), $1) }
        let scheduled = ParallelWork.map(order.count, jobs: jobs, chunkSize: 1) { position in
            active[order[position]].init().check(context)
        }
        var results = [[Finding]](repeating: [], count: active.count)
        for (position, index) in order.enumerated() { results[index] = scheduled[position] }
        return OneDefectOneReport.resolve(results.flatMap { $0 }, precedence: precedence).sorted()
    }

    /// The rules that take longest on large trees (measured with `archlint-bench stages` on the
    /// generated million-line tree and on stepik-ios), slowest first; every other rule is short.
    /// vip_protocol_boundary and weak_delegate, left out before, started last and ran on alone at
    /// the end of the stage.
    static let costliest = [
        ContainerOnlyConstructionRule.description.identifier,
        OwnershipCycleRule.description.identifier,
        StrongSelfCaptureRule.description.identifier,
        VIPProtocolBoundaryRule.description.identifier,
        LayerImportsRule.description.identifier,
        WeakBackReferenceRule.description.identifier,
        WeakDelegateRule.description.identifier,
        ClassBoundProtocolRule.description.identifier,
    ]

    /// A rule's place in `costliest` (ties, the short rules, keep catalog order).
    private static func costRank(of rule: any Rule.Type) -> Int {
        costliest.firstIndex(of: rule.description.identifier) ?? costliest.count
    }
}
