import ArchlintFacts
import ArchlintFindings
import ArchlintModel

/// Services, workers, scene components, view models and coordinators are built by composition roots.
public struct ContainerOnlyConstructionRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "container_only_construction",
        name: "Container-Only Construction",
        summary: "Services, workers, scene components, view models and coordinators are constructed only in composition roots.",
        rationale: """
            A type that builds its own dependencies (`worker = ListProductsWorker()` in an interactor, \
            `init(service: S = S())`) hides them from the composition root: they cannot be replaced in \
            tests or configured in one place, and the dependency graph drifts away from the container. \
            A presenter, interactor, worker or service that builds a view controller is talking to a new \
            screen instead of the live one.
            """,
        howToFix: """
            Build the object in the composition root (an `AppContainer`, a scene configurator, a `make…()` \
            factory) and pass it in through the initialiser.
            """,
        defaultSeverity: .warning,
        options: [allowSceneSetup],
        triggeringExamples: [
            Example("""
                protocol ListProductsBusinessLogic {}
                final class ListProductsInteractor: ListProductsBusinessLogic {
                    var worker: ListProductsWorker?
                    func fetchProducts() {
                        worker = ↓ListProductsWorker()
                    }
                }
                final class ListProductsWorker {}
                """),
            Example("""
                final class CheckoutViewModel {
                    let payments: PaymentService
                    init(payments: PaymentService = ↓PaymentService()) {
                        self.payments = payments
                    }
                }
                final class PaymentService {}
                """),
            Example("""
                final class OrderPresenter {
                    func presentReceipt() {
                        let screen = ↓ReceiptViewController()
                        show(screen)
                    }
                }
                final class ReceiptViewController: UIViewController {}
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                final class AppContainer {
                    lazy var productService = ProductService()
                    func makeListProducts() -> ListProductsViewController {
                        ListProductsViewController(interactor: ListProductsInteractor(worker: ListProductsWorker(service: productService)))
                    }
                }
                final class ProductService {}
                final class ListProductsWorker { init(service: ProductService) {} }
                final class ListProductsInteractor { init(worker: ListProductsWorker) {} }
                final class ListProductsViewController { init(interactor: ListProductsInteractor) {} }
                """),
            Example("""
                // Clean Swift scene wiring in setup() is allowed by the default preset.
                protocol LoginDisplayLogic: AnyObject {}
                protocol LoginBusinessLogic {}
                final class LoginViewController: UIViewController, LoginDisplayLogic {
                    var interactor: LoginBusinessLogic?
                    private func setup() {
                        let interactor = LoginInteractor()
                        let presenter = LoginPresenter()
                        let router = LoginRouter()
                        self.interactor = interactor
                    }
                }
                final class LoginInteractor: LoginBusinessLogic {}
                final class LoginPresenter {}
                final class LoginRouter {}
                """),
            Example("""
                // A factory is a composition root, whatever implementation suffix it carries.
                final class ModuleFactoryImpl {
                    func makeDetail() -> MovieDetailViewController {
                        MovieDetailViewController(presenter: MovieDetailPresenter(service: MovieService()))
                    }
                }
                final class MovieDetailViewController { init(presenter: MovieDetailPresenter) {} }
                final class MovieDetailPresenter { init(service: MovieService) {} }
                final class MovieService {}
                """),
            Example("""
                // A provider of screens is a factory.
                final class SettingsViewProvider {
                    func makeSync() -> SyncSettingsViewController { SyncSettingsViewController() }
                }
                final class SyncSettingsViewController: UIViewController {}
                """),
            Example("""
                // SwiftUI views build their subviews' models while rendering.
                struct LoginDetailsHeader: View {
                    let domain: String
                    var body: some View {
                        FaviconView(viewModel: FaviconViewModel(domain: domain))
                    }
                }
                final class FaviconViewModel { init(domain: String) {} }
                """),
            Example(files: [
                ("App/OrderService.swift", "final class OrderService {}\nfinal class OrdersInteractor {}"),
                // Test code builds whatever it tests.
                ("App/OrdersInteractorTests.swift", """
                    final class OrdersInteractorTests: XCTestCase {
                        func testLoad() { let service = OrderService(); _ = OrdersInteractor() }
                    }
                    """),
                ("Tests/AppTests/Helpers.swift", "func makeService() -> OrderService { OrderService() }\nfinal class Fixture { let s = OrderService() }"),
            ]),
            Example("""
                // Coordinators build screens and child coordinators; value types never count.
                final class CatalogCoordinator {
                    func showDetail() {
                        let detail = ProductDetailViewController()
                        let child = CheckoutCoordinator()
                        let request = ProductRequest(id: 1)
                    }
                }
                final class ProductDetailViewController: UIViewController {}
                final class CheckoutCoordinator {}
                struct ProductRequest { let id: Int }
                """),
        ]
    )

    static let allowSceneSetup = RuleOption.bool(
        "allow_scene_setup", default: true,
        "Allow a Clean Swift view controller's setup() to build its own scene's interactor, presenter and router.")

    static let restrictedRoles: Set<Role> = [.service, .worker, .interactor, .presenter, .vipRouter, .viewModel,
                                             .coordinator, .view]
    static let sceneSetupMembers: Set<String> = ["setup", "setupScene", "configure", "configureScene", "init"]

    public func check(_ context: RuleContext) -> [Finding] {
        let model = context.model
        var violations: [Finding] = []
        for owner in model.constructions.keys.compactMap({ $0 }).sorted() {
            guard let builder = model[owner], builder.role != .compositionRoot, !builder.isTestCode else { continue }
            for construction in model.constructions[owner] ?? [] {
                let name = ProjectModel.stripGenericArguments(construction.typeName)
                guard let targetID = model.resolve(name, fromModule: owner.module, context: owner).first,
                      targetID != owner, let target = model[targetID], target.isReferenceType,
                      let targetRole = target.role, ContainerOnlyConstructionRule.restrictedRoles.contains(targetRole),
                      !isAllowed(builder: builder, target: target, construction: construction, context: context)
                else { continue }
                let message: String
                if construction.inDefaultArgument {
                    message = "default argument builds \(target.name) (\(targetRole.displayName)) inside \(builder.name); "
                        + "build it in a composition root and inject it" + nameOnlyNote(target)
                } else {
                    message = "\(builder.name) builds \(target.name) (\(targetRole.displayName)); "
                        + "build it in a composition root and inject it" + nameOnlyNote(builder, target)
                }
                let member = model.signature(of: construction.context, at: construction.location, in: owner)
                violations.append(finding(at: construction.location,
                                          .construction(builder: builder.typeName, member: member, target: target.typeName),
                                          message))
            }
        }
        return violations
    }

    private func isAllowed(builder: ProjectType, target: ProjectType, construction: ConstructionFact,
                           context: RuleContext) -> Bool {
        let builderRole = builder.role
        let targetRole = target.role
        if construction.inDefaultArgument { return false }
        // SwiftUI views build their subviews' models as they render; SwiftUI owns what @StateObject creates.
        if targetRole == .viewModel, builder.isValueType,
           builder.inherited.contains(where: { ["View", "SwiftUI.View"].contains($0) }) {
            return true
        }
        if let member = construction.context.member, let property = builder.property(named: member),
           property.attributes.contains("@StateObject") || property.attributes.contains("@State") {
            return true
        }
        switch targetRole {
        case .view:
            return ![.presenter, .interactor, .worker, .service].contains(builderRole)
        case .viewModel, .coordinator:
            return builderRole == .coordinator
        case .interactor, .presenter, .vipRouter:
            if builderRole == .coordinator { return true }
            if bool(Self.allowSceneSetup, context), builderRole == .view, builder.scene != nil, builder.scene == target.scene,
               let member = construction.context.member {
                return ContainerOnlyConstructionRule.sceneSetupMembers.contains(member)
            }
            return false
        default:
            return false
        }
    }
}
