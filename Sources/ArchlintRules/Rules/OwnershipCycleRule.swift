import ArchlintFacts
import ArchlintFindings
import ArchlintModel

/// Cycles of strong references, reported once each with the whole chain.
public struct OwnershipCycleRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "ownership_cycle",
        name: "Ownership Cycle",
        summary: "No cycle of strong stored references between types.",
        rationale: """
            When A strongly holds B and B, directly or through others, strongly holds A, none of them is \
            ever freed. Protocol-typed references count through the types visibly stored in them, so a \
            cycle hidden behind `XDelegate` or `XDisplayLogic` is found too.
            """,
        howToFix: "Decide which object owns the other and make the reference back to the owner `weak` (or `unowned`).",
        defaultSeverity: .error,
        triggeringExamples: [
            Example("""
                final class CartStore {
                    var badge: BadgeView?
                }
                final class BadgeView {
                    var ↓store: CartStore?
                }
                """),
            Example("""
                protocol SyncListener: AnyObject {}
                final class SyncEngine {
                    var ↓listener: SyncListener?
                }
                final class SyncStatusView: SyncListener {
                    var engine: SyncEngine?
                    func bind(engine: SyncEngine) {
                        self.engine = engine
                        engine.listener = self
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                final class CartStore {
                    var badge: BadgeView?
                }
                final class BadgeView {
                    weak var store: CartStore?
                }
                """),
            Example("""
                // A collection resolves only to what is appended to it, never to every conformer.
                protocol Coordinator: AnyObject {}
                final class AppCoordinator: Coordinator {
                    var childCoordinators: [Coordinator] = []
                }
                final class SettingsCoordinator: Coordinator {
                    var childCoordinators: [Coordinator] = []
                }
                """),
        ]
    )

    public func check(_ context: RuleContext) -> [Finding] {
        let model = context.model
        var successors: [TypeID: [Edge]] = [:]
        for edge in context.graph.edges where edge.isStrongReference && edge.from != edge.to {
            guard !model.isTestCode(edge.from), !model.isTestCode(edge.to) else { continue }
            successors[edge.from, default: []].append(edge)
        }
        var violations: [Finding] = []
        for cycle in CycleFinder(successors: successors).cycles() {
            // Reported by an earlier rule if one of its references or the cycle itself already is.
            let subject = Subject.cycle(of: cycle.map(\.from.typeName))
            guard case .cycle(let members) = subject else { continue }
            let first = cycle[0]
            violations.append(finding(
                at: first.location, subject, defects: [.cycle(members)] + cycle.map(\.referenceDefect),
                "strong reference cycle \(Chains.describe(cycle)); make the reference back to the owner weak"))
        }
        return violations
    }
}
