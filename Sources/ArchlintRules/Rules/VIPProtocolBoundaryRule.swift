import ArchlintFacts
import ArchlintFindings
import ArchlintModel

/// On the VIP cycle's edges, components know each other through the scene protocols.
public struct VIPProtocolBoundaryRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "vip_protocol_boundary",
        name: "VIP Protocol Boundary",
        summary: "Clean Swift components hold each other through the scene protocols, not concrete classes.",
        rationale: """
            The `*BusinessLogic`, `*PresentationLogic`, `*DisplayLogic` and `*RoutingLogic` protocols are \
            what makes a Clean Swift scene testable: a spy stands in for the interactor, the presenter or \
            the view. A `var interactor: ListProductsInteractor?` couples the view to one implementation and \
            lets it call anything the interactor happens to expose.
            """,
        howToFix: "Type the property with the scene protocol: `var interactor: ListProductsBusinessLogic?`.",
        defaultSeverity: .warning,
        triggeringExamples: [
            Example("""
                protocol ListProductsBusinessLogic {}
                protocol ListProductsPresentationLogic {}
                protocol ListProductsDisplayLogic: AnyObject {}
                final class ListProductsViewController: UIViewController, ListProductsDisplayLogic {
                    var ↓interactor: ListProductsInteractor?
                }
                final class ListProductsInteractor: ListProductsBusinessLogic {
                    var ↓presenter: ListProductsPresenter?
                }
                final class ListProductsPresenter: ListProductsPresentationLogic {}
                """),
            Example("""
                protocol CartDisplayLogic: AnyObject {}
                protocol CartPresentationLogic {}
                final class CartViewController: UIViewController, CartDisplayLogic {}
                final class CartPresenter: CartPresentationLogic {
                    weak var ↓viewController: CartViewController?
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                protocol ListProductsBusinessLogic {}
                protocol ListProductsPresentationLogic {}
                protocol ListProductsDisplayLogic: AnyObject {}
                protocol ListProductsRoutingLogic {}
                final class ListProductsViewController: UIViewController, ListProductsDisplayLogic {
                    var interactor: ListProductsBusinessLogic?
                    var router: (NSObjectProtocol & ListProductsRoutingLogic)?
                }
                final class ListProductsInteractor: ListProductsBusinessLogic {
                    var presenter: ListProductsPresentationLogic?
                    var worker: ListProductsWorker?
                }
                final class ListProductsPresenter: ListProductsPresentationLogic {
                    weak var viewController: ListProductsDisplayLogic?
                }
                final class ListProductsRouter: NSObject, ListProductsRoutingLogic {
                    weak var viewController: ListProductsViewController?
                }
                final class ListProductsWorker {}
                """),
            Example("""
                // A scene that declares no routing protocol offers no boundary for its router.
                protocol Router {}
                protocol DrawerBusinessLogic {}
                protocol DrawerDisplayLogic: AnyObject {}
                final class DrawerViewController: UIViewController, DrawerDisplayLogic {
                    var interactor: DrawerBusinessLogic?
                    var router: DrawerRouter?
                }
                final class DrawerRouter: Router {
                    weak var viewController: DrawerViewController?
                }
                """),
            Example("""
                // VIPER modules and plain MVC have no scene protocols: nothing to enforce.
                final class ProfileViewController: UIViewController {
                    var presenter: ProfilePresenter?
                }
                final class ProfilePresenter {
                    weak var view: ProfileViewController?
                }
                """),
        ]
    )

    /// The allowed VIP edges the rule watches, and the protocol suffix each should use.
    static let boundaries = CleanSwift.boundaryProtocols
    /// The roles that hold a boundary: only their properties need resolving.
    static let holderRoles = Set(CleanSwift.boundaryProtocols.keys.compactMap(\.first))

    public func check(_ context: RuleContext) -> [Finding] {
        let model = context.model
        var violations: [Finding] = []
        for sceneName in model.scenes.keys.sorted() {
            guard let scene = model.scenes[sceneName], scene.isCleanSwift else { continue }
            for member in scene.members {
                guard let holder = model[member], let holderRole = holder.role,
                      VIPProtocolBoundaryRule.holderRoles.contains(holderRole) else { continue }
                for property in holder.storedProperties {
                    guard let typeName = property.typeName else { continue }
                    let resolved = model.resolveTypeText(typeName, from: member)
                    // Only a property written with a concrete scene class crosses the boundary.
                    guard let target = resolved.ids.compactMap({ model[$0] }).first(where: { $0.kind != .protocol }),
                          target.scene == sceneName, let targetRole = target.role,
                          let suffix = VIPProtocolBoundaryRule.boundaries[[holderRole, targetRole]],
                          // The boundary exists: the target adopts its scene protocol. A scene that
                          // declares none (its routers adopt a generic `Router`) offers nothing to hold.
                          let boundary = model.conformanceNames(of: target.id).first(where: { $0.hasSuffix(suffix) })
                    else { continue }
                    violations.append(finding(
                        at: property.location, .reference(holder.typeName, property: property.name),
                        "\(holder.name).\(property.name) holds the concrete \(target.name); "
                            + "use the scene protocol \(boundary)"))
                }
            }
        }
        return violations
    }
}
