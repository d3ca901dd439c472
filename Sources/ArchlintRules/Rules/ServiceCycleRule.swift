import ArchlintFacts
import ArchlintFindings
import ArchlintModel

/// Circular dependencies among concrete services, and `lazy var` initialisation cycles in containers.
public struct ServiceCycleRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "service_cycle",
        name: "Service Cycle",
        summary: "Concrete services do not depend on each other in a circle, and a container's lazy vars do not build each other.",
        rationale: """
            Two concrete services that inject, store or build each other cannot be created, tested or \
            replaced on their own, and the cycle usually shows up as a retain cycle or an initialisation \
            order bug. Inside a container, `lazy var a = A(b: b)` with `lazy var b = B(a: a)` recurses \
            forever at run time, even when A and B only know each other's protocols.
            """,
        howToFix: """
            Make one side depend on a protocol that the other implements (`UserService → NotificationInput \
            ← NotificationService`), or move the shared part into a third service. For a lazy var cycle, \
            build one side without the other and connect them afterwards (property injection), or pass a \
            closure that resolves the dependency on first use.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            Example("""
                final class UserService {
                    let notifications: NotificationService
                    init(notifications: NotificationService) { self.notifications = notifications }
                }
                final class NotificationService {
                    var ↓users: UserService?
                }
                """),
            Example("""
                final class AppContainer {
                    lazy var userService: UserServicing = UserService(notifications: notificationService)
                    lazy var ↓notificationService: NotificationServicing = NotificationService(users: userService)
                }
                protocol UserServicing {}
                protocol NotificationServicing {}
                final class UserService: UserServicing { init(notifications: NotificationServicing) {} }
                final class NotificationService: NotificationServicing { init(users: UserServicing) {} }
                """),
            Example("""
                final class AppContainer {
                    lazy var ↓cart: CartRepository = makeCart()
                    lazy var payments: PaymentService = PaymentService(cart: cart)
                    func makeCart() -> CartRepository { CartRepository(payments: payments) }
                }
                protocol Paying {}
                protocol CartStoring {}
                final class CartRepository: CartStoring { init(payments: Paying) {} }
                final class PaymentService: Paying { init(cart: CartStoring) {} }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                protocol NotificationInput: AnyObject {}
                final class UserService {
                    let notifications: NotificationService
                    init(notifications: NotificationService) { self.notifications = notifications }
                }
                final class NotificationService {
                    weak var input: NotificationInput?
                }
                extension UserService: NotificationInput {}
                """),
            Example("""
                // A child container that holds its parent is a scope, not a cycle.
                final class AppContainer {
                    lazy var checkout = CheckoutContainer(parent: self)
                    lazy var payments = PaymentService()
                }
                final class CheckoutContainer {
                    let parent: AppContainer
                    init(parent: AppContainer) { self.parent = parent }
                }
                final class PaymentService {}
                """),
            Example("""
                final class AppContainer {
                    lazy var userService = UserService(api: apiClient)
                    lazy var apiClient = APIClient()
                }
                final class UserService { init(api: APIClient) {} }
                final class APIClient {}
                """),
        ]
    )

    static let participatingRoles: Set<Role> = [.service, .worker]

    public func check(_ context: RuleContext) -> [Finding] {
        serviceCycles(context) + lazyCycles(context)
    }

    private func serviceCycles(_ context: RuleContext) -> [Finding] {
        let model = context.model
        var successors: [TypeID: [Edge]] = [:]
        for edge in context.graph.edges where [.stores, .injects, .constructs].contains(edge.kind) {
            guard !edge.isResolvedThroughAbstraction, edge.from != edge.to,
                  let fromRole = model[edge.from]?.role, ServiceCycleRule.participatingRoles.contains(fromRole),
                  let toRole = model[edge.to]?.role, ServiceCycleRule.participatingRoles.contains(toRole),
                  model[edge.from]?.kind != .protocol, model[edge.to]?.kind != .protocol else { continue }
            successors[edge.from, default: []].append(edge)
        }
        // Prefer stored properties as the reported edge: they are where the fix goes.
        for key in successors.keys {
            successors[key]?.sort { (rank($0.kind), $0.location) < (rank($1.kind), $1.location) }
        }
        var violations: [Finding] = []
        for cycle in CycleFinder(successors: successors).cycles() {
            let subject = Subject.cycle(of: cycle.map(\.from.typeName))
            guard case .cycle(let members) = subject else { continue }
            let first = cycle[0]
            violations.append(finding(
                at: first.location, subject, defects: [.cycle(members)],
                "circular service dependency \(describe(cycle)); depend on a protocol on one side"))
        }
        return violations
    }

    private func rank(_ kind: EdgeKind) -> Int {
        switch kind {
        case .stores: return 0
        case .injects: return 1
        default: return 2
        }
    }

    private func describe(_ cycle: [Edge]) -> String {
        var parts = cycle.map { edge -> String in
            edge.kind == .stores ? "\(edge.from.name).\(edge.label)" : "\(edge.from.name) (\(edge.kind.rawValue))"
        }
        parts.append(cycle[0].from.name)
        return parts.joined(separator: " → ")
    }

    /// `lazy var` initialisers that reach each other, directly or through the container's functions.
    private func lazyCycles(_ context: RuleContext) -> [Finding] {
        let model = context.model
        var violations: [Finding] = []
        for id in model.typeIDs {
            guard let type = model[id], type.role == .compositionRoot else { continue }
            let lazy = type.properties.filter { $0.isLazy && !$0.isStatic }
            let lazyNames = Set(lazy.map(\.name))
            guard lazyNames.count > 1 else { continue }
            var successors: [String: [LazyLink]] = [:]
            // Each lazy var is a node; links go to the lazy vars its initialiser reaches.
            for property in lazy {
                for target in reachedLazyNames(from: property.references, in: type, lazyNames: lazyNames).sorted()
                where target != property.name {
                    successors[property.name, default: []].append(LazyLink(from: property.name, to: target,
                                                                           location: property.location))
                }
            }
            for cycle in CycleFinder(successors: successors).cycles() {
                let chain = (cycle.map { "\(type.name).\($0.from)" } + ["\(type.name).\(cycle[0].from)"]).joined(separator: " → ")
                violations.append(finding(
                    at: cycle[0].location, .cycle(of: cycle.map { TypeName(module: id.module, name: "\(type.name).\($0.from)") }),
                    "lazy var initialisation cycle \(chain) recurses forever on first use; "
                        + "build one side first and connect the other afterwards"))
            }
        }
        return violations
    }

    /// Lazy vars mentioned by an initialiser, following the container's own functions it calls.
    private func reachedLazyNames(from references: [String], in type: ProjectType, lazyNames: Set<String>) -> Set<String> {
        var reached = Set<String>()
        var visitedFunctions = Set<String>()
        var queue = references
        while let name = queue.popLast() {
            if lazyNames.contains(name) {
                reached.insert(name)
            } else if visitedFunctions.insert(name).inserted {
                for function in type.functions(named: name) { queue += function.references }
            }
        }
        return reached
    }
}

/// One lazy var's initialiser reaching another lazy var of the same container.
private struct LazyLink: DirectedLink {
    var from: String
    var to: String
    var location: SourceLocation
}
