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
            Example("""
                // A convenience initialiser that hard-wires a dependency is a default argument in disguise.
                final class RestartQueue {
                    init(servers: ServersProvider) {}
                    convenience init() {
                        self.init(servers: ↓ServersProvider())
                    }
                }
                final class ServersProvider {}
                final class Sessions { init(servers: ServersProvider) {} }
                """),
            Example("""
                // Business logic assembling a service graph does the composition root's work, even if it
                // only hands the parts on.
                protocol RootBusinessLogic {}
                final class RootInteractor: RootBusinessLogic {
                    private var links: LinkHandlingService?
                    func setupLinks() {
                        let parser = ↓LinkParsingService()
                        links = ↓LinkHandlingService(children: [parser])
                    }
                }
                final class LinkParsingService {}
                final class LinkHandlingService { init(children: [LinkParsingService]) {} }
                """),
            Example("""
                // Handing one object on does not make a later one, kept by the builder, handed on too.
                final class CheckoutViewModel {
                    var payments: PaymentService?
                    func start() { audit(PaymentService()); payments = ↓PaymentService() }
                    func audit(_ service: PaymentService) {}
                }
                final class PaymentService {}
                final class Billing { init(payments: PaymentService) {} }
                """),
            Example("""
                // A service built for the member's own use, and kept there, is a hidden dependency.
                final class CheckoutInteractor {
                    func pay() {
                        let payments = ↓PaymentsService()
                        payments.charge()
                    }
                }
                final class PaymentsService { func charge() {} }
                final class Billing { init(payments: PaymentsService) {} }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                // A coordinator only by behaviour, opened and let go by the action that needs it.
                final class LocationPicker {
                    let onChoice: (String) -> Void
                    init(onChoice: @escaping (String) -> Void) { self.onChoice = onChoice }
                    func present(in navigationController: UINavigationController) {
                        let list = LocationListViewController()
                        navigationController.pushViewController(list, animated: true)
                    }
                }
                final class CopyAction {
                    func run(in navigationController: UINavigationController) {
                        let picker = LocationPicker(onChoice: { _ in })
                        picker.present(in: navigationController)
                    }
                }
                final class LocationListViewController: UIViewController {}
                """),
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
        let injected = InjectedTypes(graph: context.graph)
        var violations: [Finding] = []
        for owner in model.constructions.keys.compactMap({ $0 }).sorted() {
            // Composition roots build everything; so does a coordinator, the composition root of its
            // flow's scope (SPEC §3), and test code builds whatever it tests.
            // A protocol extension's code runs in conformers whose roles it cannot know.
            guard let builder = model[owner], builder.role != .compositionRoot, builder.role != .coordinator,
                  !builder.isTestCode, builder.kind != .protocol else { continue }
            let constructions = model.constructions[owner] ?? []
            // Resolved once, by the graph: the same `resolve` of each construction's name.
            let resolved = context.graph.constructionTargets(of: owner)
            let members = LazyMemberFacts(owner: owner)
            for (construction, targets) in zip(constructions, resolved) {
                guard let targetID = targets.first,
                      targetID != owner, let target = model[targetID], target.isReferenceType,
                      let targetRole = target.role, ContainerOnlyConstructionRule.restrictedRoles.contains(targetRole),
                      !isAllowed(builder: builder, target: target, construction: construction,
                                 members: members, injected: injected, context: context)
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
                           members: LazyMemberFacts, injected: InjectedTypes, context: RuleContext) -> Bool {
        let model = context.model
        let builderRole = builder.role
        let targetRole = target.role
        // A type's own nested helper types are its own business (SPEC §5).
        if target.name.hasPrefix(builder.name + ".") { return true }
        // Static `make…()`/`build…()`/`createModule()`/`instance()` factories only assemble parts (SPEC §3).
        if model.enclosingFunction(of: construction.context, at: construction.location, in: builder.id)?.isStatic == true {
            return true
        }
        // A view-side helper that only a name calls a service or presenter (it keeps or works on views,
        // SPEC §3) belongs to the screen that builds it.
        let targetRoleFromName = target.roleRestsOnName || target.roleEvidence?.kind == .superclass
        if targetRoleFromName, [.service, .presenter, .worker].contains(targetRole), model.typeAndSuperclasses(of: target.id)
            .contains(where: { model.presentationEvidence($0) != nil }) {
            return true
        }
        let use = model.use(of: construction, in: builder.id, members: members.value(in: model))
        if targetRole == .view {
            // A presenter talks to the live view through its display protocol; it does not make a new one.
            // A "service" by name that builds screens and hands them on is a screen factory.
            if builderRole == .service, builder.roleRestsOnName, !use.isKeptByBuilder { return true }
            return ![.presenter, .interactor, .worker, .service].contains(builderRole)
        }
        // A child coordinator built to be added to its parent (`parent.addCoordinator(child)`).
        if targetRole == .coordinator, handsOnAsChild(construction, use: use, in: builder.id, model: model) { return true }
        // A coordinator only by what it does (it builds and shows screens) that the builder makes, shows
        // and lets go within one member (`let picker = LocationPicker(…); picker.present(in: context)`)
        // is a one-shot picker the screen or action opens, not a flow to inject.
        if targetRole == .coordinator, target.roleEvidence?.kind == .behaviour, case .keptInLocal = use { return true }
        // The builder must keep what it builds: an object built only to be handed on (an argument, a
        // value stored into another object, a returned local) is assembly, not a hidden dependency —
        // except in business logic: an interactor, presenter or worker that assembles services is
        // doing the composition root's work (SPEC §5).
        let isBusinessLogic = builderRole == .interactor
            || ([.presenter, .worker].contains(builderRole) && builder.roleEvidence?.kind != .name)
        guard use.isKeptByBuilder || (isBusinessLogic && use == .handedOn && targetRole != .viewModel) else { return true }
        // Built, kept and returned by a method declared to return it (`func poolsService() -> PoolsServicing`)
        // of a type with no role of its own (a flow's state object): it vends it, as a container's lazy
        // factory does. (A service doing the same is still building its own dependency.)
        if case .storedInProperty = use, builderRole == nil,
           let returnType = model.enclosingFunction(of: construction.context, at: construction.location, in: builder.id)?.returnType,
           model.resolveTypeText(returnType, from: builder.id).ids.contains(where: { id in
               id == target.id || (model[id]?.kind == .protocol && model.conformers(of: id).contains(target.id))
           }) {
            return true
        }
        // Views and coordinators build their screen's view model, a default argument included; so does
        // a UIKit or SwiftUI view of the project that has no role of its own.
        if targetRole == .viewModel,
           [.view, .coordinator].contains(builderRole) || model.uiTypeEvidence(builder.id) != nil { return true }
        if construction.inDefaultArgument { return false }
        // SwiftUI views build their subviews' models as they render; SwiftUI owns what @StateObject creates.
        if case .storedInProperty(let property) = use, let stored = builder.property(named: property),
           stored.attributes.contains("@StateObject") || stored.attributes.contains("@State") {
            return true
        }
        if targetRole == .viewModel, builder.isValueType,
           builder.inherited.contains(where: { ["View", "SwiftUI.View"].contains($0) }) {
            return true
        }
        // A screen's builder builds that screen's view model, workers and providers with it (SPEC §5).
        if constructs(aViewIn: construction, among: members.value(in: model).facts(sharingMemberWith: construction).constructions,
                      model: model, builder: builder) { return true }
        switch targetRole {
        case .viewModel:
            // Views, view models (their sections and cells) and presenters (display data) build view models.
            return [.view, .viewModel, .presenter].contains(builderRole)
        case .coordinator:
            // Routers navigate: starting a flow's coordinator is their job.
            return [.vipRouter, .navigationRouter].contains(builderRole)
        case .interactor, .presenter, .vipRouter:
            // Scene wiring in a view controller's setup(): its own scene's components, by scene or, for
            // a scene of one view and its router, by their shared name prefix.
            if bool(Self.allowSceneSetup, context), builderRole == .view, let member = construction.context.member,
               ContainerOnlyConstructionRule.sceneSetupMembers.contains(member),
               (builder.scene != nil && builder.scene == target.scene) || Self.shareScenePrefix(builder, target) {
                return true
            }
            // Outside a scene, and with only a name to go by, a "presenter" or "router" is a UI helper
            // (a banner presenter), not a scene component the configurator should wire.
            if target.scene == nil, target.roleRestsOnName { return true }
            return false
        case .service:
            // A "service" that many types each build for themselves from nothing, and that none receives
            // through an initialiser, is used as a value (a cancellation slot, a formatter): it has no
            // dependencies to hide and nothing for a container to share; only its name calls it a service.
            guard construction.arguments.isEmpty, !injected.contains(target.id) else { return false }
            let users = context.graph.builders(of: target.id).filter { id in
                guard let user = model[id] else { return false }
                return user.role != .compositionRoot && !user.isTestCode
            }
            return users.count >= 3
        default:
            return false
        }
    }

    /// `MineViewController` and `MineRouter`: one scene by name, even where no scene was detected.
    static func shareScenePrefix(_ view: ProjectType, _ component: ProjectType) -> Bool {
        let viewName = view.simpleName
        let viewStem = ["ViewController", "VC", "Controller"].first(where: viewName.hasSuffix).map { String(viewName.dropLast($0.count)) }
        guard let viewStem, !viewStem.isEmpty, let componentStem = SceneDetection.prefix(of: component.simpleName) else {
            return false
        }
        return viewStem == componentStem
    }

    /// Whether a built coordinator is handed to an add-child call in the same member.
    private func handsOnAsChild(_ construction: ConstructionFact, use: ConstructionUse, in owner: TypeID,
                                model: ProjectModel) -> Bool {
        let names: [String]
        switch use {
        case .storedInProperty(let name), .keptInLocal(let name): names = [name]
        default: names = []
        }
        return (model.calls[owner] ?? []).contains { call in
            call.context.member == construction.context.member && call.location.file == construction.location.file
                && (call.name.hasPrefix("add") || call.name == "append" || call.name == "start")
                && call.arguments.contains { argument in
                    guard case .reference(let path) = argument.value else { return false }
                    return names.contains(path)
                }
        }
    }

    /// Whether the construction's member also builds a view controller or view of the project: the
    /// member assembles a screen.
    private func constructs(aViewIn construction: ConstructionFact, among constructions: [ConstructionFact],
                            model: ProjectModel, builder: ProjectType) -> Bool {
        constructions.contains { other in
            guard other.context.member == construction.context.member,
                  other.location.file == construction.location.file, other.location != construction.location,
                  let id = model.resolve(ProjectModel.stripGenericArguments(other.typeName), fromModule: builder.id.module,
                                         context: builder.id).first else { return false }
            return model[id]?.role == .view
        }
    }
}

/// A builder's facts by member, grouped the first time one of its constructions needs them. The
/// model is passed in, not kept: a copy of it per builder retained and released every one of its
/// tables.
private final class LazyMemberFacts {
    let owner: TypeID
    private var grouped: MemberBodyFacts?

    init(owner: TypeID) {
        self.owner = owner
    }

    func value(in model: ProjectModel) -> MemberBodyFacts {
        if let grouped { return grouped }
        let made = MemberBodyFacts(of: owner, in: model)
        grouped = made
        return made
    }
}

/// The types some project type receives through an initialiser parameter, directly or through a
/// protocol they conform to: evidence that a type is a dependency meant to be injected.
struct InjectedTypes {
    /// The received types, and the conformers of the received protocols, computed once per run.
    private var injected = Set<TypeID>()

    /// The graph's `injects` edges are exactly these parameters' resolved types (other than the
    /// type itself): read from there instead of resolving every initialiser parameter again.
    init(graph: DependencyGraph) {
        let model = graph.model
        for id in model.productionTypeIDs {
            for edge in graph.edges(from: id) where edge.kind == .injects {
                injected.insert(edge.to)
                if model[edge.to]?.kind == .protocol { injected.formUnion(model.conformers(of: edge.to)) }
            }
        }
    }

    func contains(_ id: TypeID) -> Bool { injected.contains(id) }
}
