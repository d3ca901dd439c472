import ArchlintFacts
import ArchlintFindings
import ArchlintModel

/// Clean Swift's VIP cycle runs one way: view → interactor → presenter → view (weak), plus
/// view → router, router → view (weak), router → data store, interactor → worker.
public struct VIPDirectionRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "vip_direction",
        name: "VIP Direction",
        summary: "Clean Swift scene components reference each other only along the VIP cycle.",
        rationale: """
            The VIP cycle is one-directional: the view sends requests to the interactor, the interactor \
            sends responses to the presenter, the presenter sends view models to the view. A presenter \
            that calls the interactor, an interactor that touches the view or the router, or a view that \
            talks to the presenter turns the cycle into a tangle, and each back edge is a retain cycle \
            waiting to happen. One scene reaching into another scene's components couples scenes that \
            should only meet through the router's data passing.
            """,
        howToFix: """
            Remove the reference and send the message the VIP way: view → interactor → presenter → \
            view. Pass data to another scene through the router's data store (`routeTo…` / `passDataTo…`).
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            Example("""
                // A screen of no scene that builds the interactor and is its output through a protocol
                // of the interactor's own is the scene's view under another name.
                protocol CodeBusinessLogic { func sendCode() }
                protocol CodePresentationLogic: AnyObject {}
                protocol CodeOutput: AnyObject { func codeWasSent() }
                final class CodeInteractor: CodeBusinessLogic {
                    var presenter: CodePresentationLogic?
                    var ↓output: CodeOutput?
                    func sendCode() { output?.codeWasSent() }
                }
                final class CodePresenter: CodePresentationLogic {}
                final class AuthViewController: UIViewController, CodeOutput {
                    var interactor: CodeBusinessLogic?
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let interactor = CodeInteractor()
                        interactor.output = self
                        self.interactor = interactor
                    }
                    func codeWasSent() {}
                }
                """),
            Example("""
                // The outside screen keeps the scene's screen through a flow object of its own: the
                // interactor's strong delegate closes a cycle.
                protocol PinBusinessLogic {}
                protocol PinDisplayLogic: AnyObject {}
                protocol PinResultLogic: AnyObject { func pinAccepted() }
                final class PinViewController: UIViewController, PinDisplayLogic {
                    var interactor: PinBusinessLogic?
                }
                final class PinInteractor: PinBusinessLogic {
                    var ↓resultDelegate: PinResultLogic?
                }
                final class PinFlow {
                    private var pinScreen: PinViewController?
                    func start(delegate: PinResultLogic) {
                        let screen = PinViewController()
                        let interactor = PinInteractor()
                        interactor.resultDelegate = delegate
                        screen.interactor = interactor
                        pinScreen = screen
                    }
                }
                final class WalletViewController: UIViewController, PinResultLogic {
                    private let pinFlow = PinFlow()
                    func unlock() { pinFlow.start(delegate: self) }
                    func pinAccepted() {}
                }
                """),
            Example("""
                // An interactor holding a screen of no scene by its class is holding a view.
                protocol SignUpBusinessLogic {}
                protocol SignUpDisplayLogic: AnyObject {}
                final class SignUpViewController: UIViewController, SignUpDisplayLogic {
                    var interactor: SignUpBusinessLogic?
                }
                final class SignUpInteractor: SignUpBusinessLogic {
                    weak var ↓welcomeScreen: WelcomeScreen?
                }
                final class WelcomeScreen: UIViewController {}
                """),
            Example("""
                protocol ListProductsBusinessLogic: AnyObject {}
                protocol ListProductsPresentationLogic: AnyObject {}
                final class ListProductsInteractor: ListProductsBusinessLogic {
                    var presenter: ListProductsPresentationLogic?
                }
                final class ListProductsPresenter: ListProductsPresentationLogic {
                    var ↓interactor: ListProductsBusinessLogic?
                }
                """),
            Example("""
                protocol LoginDisplayLogic: AnyObject {}
                protocol LoginBusinessLogic {}
                final class LoginViewController: UIViewController, LoginDisplayLogic {
                    var interactor: LoginBusinessLogic?
                }
                final class LoginInteractor: LoginBusinessLogic {
                    weak var ↓viewController: LoginViewController?
                }
                """),
            Example("""
                // The view holds the presenter, but the interactor holds it strongly, as Clean Swift's
                // template does: the presenter's interactor closes a retain cycle, no VIPER direction.
                protocol OrdersBusinessLogic: AnyObject {}
                protocol OrdersPresentationLogic: AnyObject {}
                protocol OrdersDisplayLogic: AnyObject {}
                final class OrdersViewController: UIViewController, OrdersDisplayLogic {
                    var ↓presenter: OrdersPresentationLogic?
                }
                final class OrdersInteractor: OrdersBusinessLogic {
                    var presenter: OrdersPresentationLogic?
                }
                final class OrdersPresenter: OrdersPresentationLogic {
                    weak var viewController: OrdersDisplayLogic?
                    var ↓interactor: OrdersBusinessLogic?
                }
                """),
            Example("""
                // The view's interactor slot is typed through an alias: it still holds an interactor, so the
                // presenter beside it is a shortcut.
                protocol OrdersBusinessLogic: AnyObject {}
                protocol OrdersDataStore {}
                typealias OrdersInteractorInput = OrdersBusinessLogic & OrdersDataStore
                protocol OrdersPresentationLogic: AnyObject {}
                protocol OrdersDisplayLogic: AnyObject {}
                final class OrdersViewController: UIViewController, OrdersDisplayLogic {
                    var interactor: OrdersInteractorInput?
                    var ↓presenter: OrdersPresentationLogic?
                }
                final class OrdersInteractor: OrdersBusinessLogic, OrdersDataStore {
                    weak var presenter: OrdersPresentationLogic?
                }
                final class OrdersPresenter: OrdersPresentationLogic {
                    weak var viewController: OrdersDisplayLogic?
                }
                """),
            Example(files: [
                // A second scene's view in the first scene's file still reaches into the first scene.
                ("Checkout/CheckoutViewController.swift", """
                    protocol CheckoutDisplayLogic: AnyObject {}
                    final class CheckoutViewController: UIViewController, CheckoutDisplayLogic {
                        var interactor: CheckoutBusinessLogic?
                    }
                    protocol CheckoutSummaryDisplayLogic: AnyObject {}
                    final class CheckoutSummaryViewController: UIViewController, CheckoutSummaryDisplayLogic {
                        var interactor: CheckoutSummaryBusinessLogic?
                        var ↓checkoutInteractor: CheckoutInteractor?
                    }
                    """),
                ("Checkout/CheckoutInteractor.swift", """
                    protocol CheckoutBusinessLogic {}
                    protocol CheckoutPresentationLogic: AnyObject {}
                    final class CheckoutInteractor: CheckoutBusinessLogic {
                        var presenter: CheckoutPresentationLogic?
                    }
                    """),
                ("Checkout/CheckoutSummaryInteractor.swift", """
                    protocol CheckoutSummaryBusinessLogic {}
                    final class CheckoutSummaryInteractor: CheckoutSummaryBusinessLogic {}
                    """),
            ]),
            Example("""
                // A VIP view that holds its interactor and also the presenter: a shortcut in the cycle.
                protocol OrdersBusinessLogic {}
                protocol OrdersPresentationLogic: AnyObject {}
                protocol OrdersDisplayLogic: AnyObject {}
                final class OrdersViewController: UIViewController, OrdersDisplayLogic {
                    var interactor: OrdersBusinessLogic?
                    var ↓presenter: OrdersPresentationLogic?
                }
                final class OrdersInteractor: OrdersBusinessLogic {
                    var presenter: OrdersPresentationLogic?
                }
                final class OrdersPresenter: OrdersPresentationLogic {
                    weak var view: OrdersDisplayLogic?
                }
                """),
            Example("""
                protocol CartBusinessLogic {}
                protocol CartRoutingLogic {}
                final class CartInteractor: CartBusinessLogic {
                    var ↓router: CartRouter?
                }
                final class CartRouter: NSObject, CartRoutingLogic {}
                """),
            Example("""
                protocol CartBusinessLogic {}
                protocol ProductDetailBusinessLogic {}
                final class CartViewController: UIViewController {
                    var interactor: CartBusinessLogic?
                }
                final class CartInteractor: CartBusinessLogic {
                    var ↓productDetail: ProductDetailInteractor?
                }
                final class ProductDetailViewController: UIViewController {
                    var interactor: ProductDetailBusinessLogic?
                }
                final class ProductDetailInteractor: ProductDetailBusinessLogic {}
                """),
            Example("""
                // The cart screen wires itself in as the checkout interactor's delegate: no link of a
                // VIP cycle, so the checkout scene's interactor is still another scene's component.
                protocol CartBusinessLogic {}
                protocol CheckoutBusinessLogic {}
                protocol CheckoutPresentationLogic {}
                protocol CheckoutDelegate: AnyObject {}
                final class CartViewController: UIViewController, CheckoutDelegate {
                    var interactor: CartBusinessLogic?
                    var ↓checkout: CheckoutInteractor?
                    func setup() {
                        let checkout = CheckoutInteractor()
                        checkout.delegate = self
                        self.checkout = checkout
                    }
                }
                final class CartInteractor: CartBusinessLogic {}
                final class CheckoutViewController: UIViewController {
                    var interactor: CheckoutBusinessLogic?
                }
                final class CheckoutInteractor: CheckoutBusinessLogic {
                    var presenter: CheckoutPresentationLogic?
                    weak var delegate: CheckoutDelegate?
                }
                final class CheckoutPresenter: CheckoutPresentationLogic {}
                """),
            Example("""
                // The dialog is a scene of its own, with an interactor: the battle presenter reaches into it.
                protocol BattleBusinessLogic {}
                protocol BattlePresentationLogic {}
                protocol DialogDisplayLogic: AnyObject {}
                protocol DialogBusinessLogic {}
                final class BattleViewController: UIViewController {
                    var interactor: BattleBusinessLogic?
                }
                final class BattleInteractor: BattleBusinessLogic {
                    var presenter: BattlePresentationLogic?
                }
                final class BattlePresenter: BattlePresentationLogic {
                    var ↓dialog: DialogDisplayLogic?
                }
                final class DialogViewController: UIViewController, DialogDisplayLogic {
                    var interactor: DialogBusinessLogic?
                }
                final class DialogInteractor: DialogBusinessLogic {}
                """),
            Example("""
                // An interactor holds no view at all, a widget's neither.
                protocol BattleBusinessLogic {}
                protocol BattlePresentationLogic {}
                protocol DialogDisplayLogic: AnyObject {}
                final class BattleViewController: UIViewController {
                    var interactor: BattleBusinessLogic?
                }
                final class BattleInteractor: BattleBusinessLogic {
                    var presenter: BattlePresentationLogic?
                    var ↓dialog: DialogDisplayLogic?
                }
                final class BattlePresenter: BattlePresentationLogic {}
                final class DialogViewController: UIViewController, DialogDisplayLogic {}
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                // The interactor reports its outcome through a protocol of its own that a screen of no
                // scene adopts: a delegate outside the cycle, as another scene's screen would be.
                protocol PhoneLoginBusinessLogic {}
                protocol PhoneLoginDisplayLogic: AnyObject {}
                protocol AuthenticationLogic: AnyObject { func onSuccessfulLogin(uid: String) }
                final class PhoneLoginViewController: UIViewController, PhoneLoginDisplayLogic {
                    var interactor: PhoneLoginBusinessLogic?
                }
                final class PhoneLoginInteractor: PhoneLoginBusinessLogic {
                    var authenticationDelegate: AuthenticationLogic?
                }
                final class InvitesViewController: UIViewController, AuthenticationLogic {
                    func onSuccessfulLogin(uid: String) {}
                }
                """),
            Example("""
                // A dialog controller with a display protocol but no interactor, presenter or router is a
                // widget the presenter drives, not another scene.
                protocol BattleBusinessLogic {}
                protocol BattlePresentationLogic {}
                protocol DialogDisplayLogic: AnyObject {}
                final class BattleViewController: UIViewController {
                    var interactor: BattleBusinessLogic?
                }
                final class BattleInteractor: BattleBusinessLogic {
                    var presenter: BattlePresentationLogic?
                }
                final class BattlePresenter: BattlePresentationLogic {
                    var dialog: DialogDisplayLogic?
                }
                final class DialogViewController: UIViewController, DialogDisplayLogic {}
                """),
            Example("""
                // A container view controller holds its pages; a child reports through a delegate protocol.
                protocol FavoritesBusinessLogic {}
                protocol PageBusinessLogic {}
                protocol SearchBusinessLogic {}
                protocol SearchResultsDelegate: AnyObject {}
                final class FavoritesViewController: UIViewController, SearchResultsDelegate {
                    var interactor: FavoritesBusinessLogic?
                    lazy var pages: [PageViewController] = []
                }
                final class PageViewController: UIViewController {
                    var interactor: PageBusinessLogic?
                }
                final class SearchInteractor: SearchBusinessLogic {
                    weak var delegate: SearchResultsDelegate?
                }
                final class FavoritesInteractor: FavoritesBusinessLogic {}
                final class PageInteractor: PageBusinessLogic {}
                """),
            Example("""
                protocol ListProductsBusinessLogic: AnyObject {}
                protocol ListProductsPresentationLogic: AnyObject {}
                protocol ListProductsDisplayLogic: AnyObject {}
                final class ListProductsViewController: UIViewController, ListProductsDisplayLogic {
                    var interactor: ListProductsBusinessLogic?
                    var router: ListProductsRouter?
                }
                final class ListProductsInteractor: ListProductsBusinessLogic {
                    var presenter: ListProductsPresentationLogic?
                    var worker = ListProductsWorker()
                }
                final class ListProductsPresenter: ListProductsPresentationLogic {
                    weak var viewController: ListProductsDisplayLogic?
                }
                final class ListProductsRouter {
                    weak var viewController: ListProductsViewController?
                }
                final class ListProductsWorker {}
                """),
            Example("""
                // VIPER modules have no VIP protocols: view → presenter is their normal direction.
                final class ProfileViewController: UIViewController {
                    var presenter: ProfilePresenter?
                }
                final class ProfilePresenter {
                    weak var view: ProfileViewController?
                    var interactor: ProfileInteractor?
                }
                final class ProfileInteractor {}
                """),
            Example("""
                // Nor are modules wired the VIPER way under Clean Swift's protocol names: the view holds
                // the presenter and no view holds the interactor.
                protocol MedicinesDisplayLogic: AnyObject {}
                protocol MedicinesBusinessLogic {}
                protocol MedicinesPresentationLogic: AnyObject {}
                protocol MedicinesViewControllerOutput {}
                final class MedicinesViewController: UIViewController, MedicinesDisplayLogic {
                    var presenter: MedicinesViewControllerOutput?
                }
                final class MedicinesPresenter: MedicinesViewControllerOutput, MedicinesPresentationLogic {
                    weak var view: MedicinesDisplayLogic?
                    var interactor: MedicinesBusinessLogic?
                }
                final class MedicinesInteractor: MedicinesBusinessLogic {
                    weak var presenter: MedicinesPresentationLogic?
                }
                """),
            Example("""
                // An MVP screen with a presentation protocol and no interactor: view → presenter is its
                // only path.
                protocol SettingsDisplayLogic: AnyObject {}
                protocol SettingsPresentationLogic: AnyObject {}
                final class SettingsViewController: UIViewController, SettingsDisplayLogic {
                    var presenter: SettingsPresentationLogic?
                }
                final class SettingsPresenter: SettingsPresentationLogic {
                    weak var view: SettingsDisplayLogic?
                }
                """),
            Example(files: [
                // Types whose names lost the scene's plural, in files named for the scene, are its parts.
                ("FirstAidKits/FirstAidKitsViewController.swift", """
                    protocol FirstAidKitsDisplayLogic: AnyObject {}
                    final class FirstAidKitsViewController: UIViewController, FirstAidKitsDisplayLogic {
                        var interactor: FirstAidKitsBusinessLogic?
                    }
                    """),
                ("FirstAidKits/FirstAidKitsInteractor.swift", """
                    protocol FirstAidKitsBusinessLogic {}
                    final class FirstAidKitInteractor: FirstAidKitsBusinessLogic {
                        var presenter: FirstAidKitsPresenter?
                    }
                    """),
                ("FirstAidKits/FirstAidKitsPresenter.swift", """
                    protocol FirstAidKitsPresentationLogic: AnyObject {}
                    final class FirstAidKitsPresenter: FirstAidKitsPresentationLogic {
                        weak var view: FirstAidKitsDisplayLogic?
                        var router: FirstAidKitRouter?
                    }
                    """),
                ("FirstAidKits/FirstAidKitsRouter.swift", """
                    protocol FirstAidKitRoutingLogic {}
                    final class FirstAidKitRouter: FirstAidKitRoutingLogic {}
                    """),
            ]),
            Example("""
                // A second view adopts the scene's display protocol: an assembly wires it into this cycle.
                protocol OlympiadsDisplayLogic: AnyObject {}
                protocol OlympiadsPresentationLogic {}
                protocol FavoriteOlympiadsBusinessLogic {}
                final class OlympiadsViewController: UIViewController, OlympiadsDisplayLogic {}
                final class OlympiadsPresenter: OlympiadsPresentationLogic {
                    weak var viewController: OlympiadsDisplayLogic?
                }
                final class FavoriteOlympiadsViewController: UIViewController, OlympiadsDisplayLogic {
                    var interactor: FavoriteOlympiadsBusinessLogic?
                }
                final class FavoriteOlympiadsInteractor: FavoriteOlympiadsBusinessLogic {}
                """),
            Example("""
                // Scenes share workers: the payment scene calls the booking scene's API worker.
                protocol PaymentBusinessLogic {}
                protocol PaymentPresentationLogic {}
                protocol BookingBusinessLogic {}
                protocol BookingPresentationLogic {}
                final class PaymentInteractor: PaymentBusinessLogic {
                    var presenter: PaymentPresentationLogic?
                    private let bookingWorker = BookingWorker()
                }
                final class BookingInteractor: BookingBusinessLogic {
                    var presenter: BookingPresentationLogic?
                    private let worker = BookingWorker()
                }
                final class BookingWorker {}
                """),
            Example("""
                // A shared use case named like a scene: the timeline's setup wires its own presenter
                // into it, so it answers to the timeline's cycle.
                protocol PostActionsBusinessLogic {}
                protocol PostActionsPresentationLogic: AnyObject {}
                protocol PostActionsDisplayLogic: AnyObject {}
                protocol TimelineBusinessLogic {}
                protocol TimelinePresentationLogic: AnyObject {}
                protocol TimelineDisplayLogic: AnyObject {}
                final class PostActionsInteractor: PostActionsBusinessLogic {
                    var presenter: PostActionsPresentationLogic?
                }
                final class TimelineViewController: UIViewController, TimelineDisplayLogic, PostActionsDisplayLogic {
                    var interactor: TimelineBusinessLogic?
                    var postActions: PostActionsInteractor?
                    func setup() {
                        let interactor = TimelineInteractor()
                        let postActions = PostActionsInteractor()
                        let presenter = TimelinePresenter()
                        self.interactor = interactor
                        self.postActions = postActions
                        interactor.presenter = presenter
                        postActions.presenter = presenter
                        presenter.viewController = self
                    }
                }
                final class TimelineInteractor: TimelineBusinessLogic {
                    var presenter: TimelinePresentationLogic?
                }
                final class TimelinePresenter: TimelinePresentationLogic, PostActionsPresentationLogic {
                    weak var viewController: TimelineDisplayLogic?
                }
                """),
            Example("""
                // The search screen builds a router of the home scene's class and wires itself in.
                protocol HomeRoutingLogic: AnyObject {}
                protocol HomeDisplayLogic: AnyObject {}
                protocol HomeBusinessLogic {}
                protocol SearchBusinessLogic {}
                protocol SearchDisplayLogic: AnyObject {}
                final class HomeRouter: HomeRoutingLogic {
                    weak var viewController: UIViewController?
                }
                final class HomeViewController: UIViewController, HomeDisplayLogic {
                    var interactor: HomeBusinessLogic?
                    var router: HomeRoutingLogic?
                }
                final class SearchViewController: UIViewController, SearchDisplayLogic {
                    private var interactor: SearchBusinessLogic?
                    private var router: HomeRoutingLogic?
                    private func setup() {
                        let viewController = self
                        let router = HomeRouter()
                        router.viewController = viewController
                        viewController.router = router
                    }
                }
                """),
            Example("""
                // A router keeps the next scene it builds, passes data to and shows.
                protocol OrdersRoutingLogic {}
                protocol OrdersDisplayLogic: AnyObject {}
                protocol OrderDetailBusinessLogic {}
                protocol OrderDetailDisplayLogic: AnyObject {}
                final class OrdersViewController: UIViewController, OrdersDisplayLogic {
                    var router: OrdersRoutingLogic?
                }
                final class OrdersRouter: OrdersRoutingLogic {
                    weak var viewController: OrdersViewController?
                    var detail: OrderDetailViewController?
                }
                final class OrderDetailViewController: UIViewController, OrderDetailDisplayLogic {
                    var interactor: OrderDetailBusinessLogic?
                }
                """),
            Example("""
                // A service that names its interface like a scene protocol is no scene of its own:
                // nothing else (a view, a presenter, another scene protocol) shares its prefix.
                protocol KeychainManagerBusinessLogic: AnyObject {}
                final class KeychainManager: KeychainManagerBusinessLogic {}
                protocol ChatBusinessLogic {}
                protocol ChatPresentationLogic {}
                final class ChatInteractor: ChatBusinessLogic {
                    var presenter: ChatPresentationLogic?
                    let keychainManager: KeychainManagerBusinessLogic
                    init(keychainManager: KeychainManagerBusinessLogic) { self.keychainManager = keychainManager }
                }
                """),
            Example("""
                // Edges to services and coordinators are not this rule's business.
                protocol OrdersBusinessLogic {}
                final class OrdersInteractor: OrdersBusinessLogic {
                    let service: OrderService
                    init(service: OrderService) { self.service = service }
                }
                final class OrderService {}
                """),
        ]
    )

    /// Forbidden holder → target role pairs inside one scene.
    static let forbidden: Set<[Role]> = [
        [.presenter, .interactor], [.interactor, .view], [.view, .presenter], [.interactor, .vipRouter],
    ]

    /// Reaching into another scene: not a view holding another view (UIKit containment, a child's
    /// delegate), not a router holding what it routes to (the router is where scenes meet: it builds
    /// the next scene, passes it data and shows it), not a worker, and not through a protocol other than the scene's
    /// own VIP protocols (an abstraction the other scene chose to offer). Through the holder's own
    /// scene protocol (`weak var viewController: OlympiadsDisplayLogic?` in the Olympiads presenter) the
    /// other scene's adopter has joined this scene's cycle: an assembly wires a second view to it.
    private func isCrossSceneReach(_ edge: Edge, holderRole: Role, targetRole: Role, holderScene: String,
                                   context: RuleContext) -> Bool {
        let model = context.model
        if holderRole == .view && targetRole == .view { return false }
        if holderRole == .vipRouter { return false }
        // Clean Swift shares workers between scenes (one `OrdersWorker` for the list, the detail and the
        // form): a worker is a helper of whichever scene uses it.
        if targetRole == .worker { return false }
        // A view whose "scene" has no interactor, presenter or router of its own is a widget a presenter
        // drives (a dialog controller with a `DialogDisplayLogic`), not another scene's cycle. An
        // interactor holds no view at all.
        if holderRole == .presenter, targetRole == .view, let targetScene = model[edge.to]?.scene.flatMap({ model.scenes[$0] }),
           !targetScene.members.contains(where: { member in
               guard let role = model[member]?.role else { return false }
               return role == .interactor || role == .presenter || role == .vipRouter
           }) {
            return false
        }
        if isWiredIntoCycle(of: holderScene, target: edge.to, targetRole: targetRole, context: context) { return false }
        guard edge.isResolvedThroughAbstraction else { return true }
        guard let typeName = model[edge.from]?.property(named: edge.label)?.typeName else { return false }
        return model.typeReference(typeName).names.contains { name in
            let simple = ProjectModel.lastComponent(of: name)
            return CleanSwift.isBoundaryProtocol(simple) && SceneDetection.prefix(of: simple) != holderScene
        }
    }

    /// Links of the VIP cycle from a component to the next, what a component's own slots hold: the
    /// edges a scene protocol guards (`CleanSwift.boundaryProtocols`) and a router's view.
    static let cycleLinks = Set(CleanSwift.boundaryProtocols.keys).union([[.vipRouter, .view]])

    /// Whether the scene visibly wires its own objects into the target's cycle slots: the target's
    /// presenter slot holds this scene's presenter (`sharedInteractor.presenter = presenter` in this
    /// scene's configurator), a router's view controller slot this scene's view (`router.viewController
    /// = viewController` in the view's `setup()`). Such a target is this scene's instance of a class
    /// another scene's name prefix names (a shared use case, a reused router), and it answers to this
    /// scene's cycle, not to the other scene's objects. A value put into another slot (an interactor's
    /// delegate that is this scene's view) joins no cycle: that is the reach the rule reports.
    private func isWiredIntoCycle(of scene: String, target: TypeID, targetRole: Role, context: RuleContext) -> Bool {
        guard let type = context.model[target] else { return false }
        return type.properties.contains { property in
            context.graph.wiringSites(of: target, property: property.name).contains { site in
                site.values.contains { value in
                    guard let wired = context.model[value], wired.scene == scene, let role = wired.role else { return false }
                    return VIPDirectionRule.cycleLinks.contains([targetRole, role])
                }
            }
        }
    }

    /// Whether the scene's own wiring is another architecture's under Clean Swift's protocol names: its
    /// view holds the presenter and no view of it holds an interactor (VIPER's view → presenter →
    /// interactor, or MVP's view → presenter without one), and no interactor of it holds the presenter
    /// strongly (VIPER's interactor reports back through a weak output). Its view → presenter and
    /// presenter → interactor links are then that architecture's direction, not shortcuts in a VIP
    /// cycle. A view's slot named or typed for an interactor counts as holding one, whatever it resolves
    /// to (`var interactor: OrdersInteractorInput?` through an alias, a generic base class's slot).
    static func isWiredAsVIPER(_ scene: Scene, context: RuleContext) -> Bool {
        let model = context.model
        let members = scene.members.compactMap { model[$0] }
        let views = members.filter { $0.role == .view }
        let holdsPresenter = views.contains { view in
            context.graph.edges(from: view.id).contains { $0.kind == .stores && model[$0.to]?.role == .presenter }
        }
        let holdsInteractor = views.contains { view in
            context.graph.edges(from: view.id).contains { $0.kind == .stores && model[$0.to]?.role == .interactor }
                || model.superclassChain(of: view.id).projectTypes.compactMap({ model[$0] }).contains(where: { base in
                    base.properties.contains(where: VIPDirectionRule.isInteractorSlot)
                })
                || view.properties.contains(where: VIPDirectionRule.isInteractorSlot)
        }
        let interactorHoldsPresenterStrongly = members.contains { member in
            member.role == .interactor && context.graph.edges(from: member.id).contains { edge in
                edge.kind == .stores && edge.ownership == .strong && model[edge.to]?.role == .presenter
            }
        }
        return holdsPresenter && !holdsInteractor && !interactorHoldsPresenterStrongly
    }

    /// A stored slot named or typed for an interactor (`interactor`, `: OrdersBusinessLogic`, `: OrdersInteractorInput`).
    static func isInteractorSlot(_ property: PropertyFact) -> Bool {
        guard property.isStored, !property.isStatic else { return false }
        let typeName = property.typeName ?? ""
        return property.name.lowercased().hasSuffix("interactor") || typeName.contains("BusinessLogic")
            || typeName.contains("Interactor")
    }

    /// Whether the holder's or the target's file is named for the other's scene, and the two scenes'
    /// names differ only by a plural ending (`FirstAidKitsInteractor.swift` declaring
    /// `FirstAidKitInteractor`, wired into the `FirstAidKits` scene): one scene whose type names lost a
    /// letter, not two.
    static func isNamedForScene(_ holder: ProjectType, _ target: ProjectType, holderScene: String, targetScene: String) -> Bool {
        let plural = { (one: String, other: String) in one == other + "s" || one == other + "es" }
        guard plural(holderScene, targetScene) || plural(targetScene, holderScene) else { return false }
        func fileScenes(_ type: ProjectType) -> [String] {
            type.files.compactMap { path in
                let file = ProjectModel.lastComponent(of: path, separator: UInt8(ascii: "/")).map(String.init) ?? path
                return file.hasSuffix(".swift") ? SceneDetection.prefix(of: String(file.dropLast(".swift".count))) : nil
            }
        }
        func named(_ type: ProjectType, for scene: String) -> Bool {
            let scenes = fileScenes(type)
            return scenes.count == type.files.count && !scenes.isEmpty && scenes.allSatisfy { $0 == scene }
        }
        return named(holder, for: targetScene) || named(target, for: holderScene)
    }

    /// Whether a slot holds its target other than through a protocol the scene did not declare for its
    /// cycle: typed with the target's class itself, or with one of Clean Swift's scene protocols
    /// (`DisplayLogic`, `BusinessLogic`, …). A slot the holder inherits, whose type is not at hand,
    /// counts as held through one.
    static func isHeldThroughSceneProtocol(_ edge: Edge, holder: ProjectType, model: ProjectModel) -> Bool {
        guard edge.isResolvedThroughAbstraction else { return true }
        guard let typeName = holder.property(named: edge.label)?.typeName else { return true }
        return model.typeReference(typeName).names.contains { CleanSwift.isBoundaryProtocol(ProjectModel.lastComponent(of: $0)) }
    }

    /// Whether an object may keep any of a scene's members: it builds one, reaches one through strong
    /// references (through helpers of its own: a flow object that keeps the scene's screen), or is a
    /// container controller (`addChild`), whose children the facts do not name.
    static func reachesScene(_ scene: Scene, from id: TypeID, context: RuleContext) -> Bool {
        if (context.model.calls[id] ?? []).contains(where: { ClassBoundProtocolRule.childControllerAdders.contains($0.name) }) {
            return true
        }
        return scene.members.contains { member in
            context.graph.builds(id, member) || context.graph.strongPath(from: id, to: member) != nil
        }
    }

    public func check(_ context: RuleContext) -> [Finding] {
        let model = context.model
        var violations: [Finding] = []
        for sceneName in model.scenes.keys.sorted() {
            guard let scene = model.scenes[sceneName], scene.isCleanSwift else { continue }
            let wiredAsVIPER = VIPDirectionRule.isWiredAsVIPER(scene, context: context)
            for member in scene.members {
                guard let holder = model[member], let holderRole = holder.role, holderRole.isVIPComponent else { continue }
                var reported = Set<String>()
                for edge in context.graph.edges(from: member) where edge.kind == .stores && !reported.contains(edge.label) {
                    guard let target = model[edge.to], let targetRole = target.role, targetRole.isVIPComponent else { continue }
                    let isOtherScene = target.scene.map { targetScene in
                        targetScene != sceneName
                            && !VIPDirectionRule.isNamedForScene(holder, target, holderScene: sceneName, targetScene: targetScene)
                    } ?? false
                    if wiredAsVIPER, !isOtherScene,
                       [[Role.view, .presenter], [.presenter, .interactor]].contains([holderRole, targetRole]) {
                        continue
                    }
                    let message: String
                    if isOtherScene, let targetScene = target.scene {
                        // Another scene: only a direct reach counts; the role pairs are about one scene.
                        guard isCrossSceneReach(edge, holderRole: holderRole, targetRole: targetRole, holderScene: sceneName,
                                                context: context)
                        else { continue }
                        message = "\(holder.name).\(edge.label) reaches into scene \(targetScene) (\(target.name)); "
                            + "scenes meet only through the router's data passing"
                    } else if target.scene == nil, !VIPDirectionRule.isHeldThroughSceneProtocol(edge, holder: holder, model: model),
                              !VIPDirectionRule.reachesScene(scene, from: edge.to, context: context) {
                        // An object of no scene held through a protocol of the holder's own choosing (`var
                        // authenticationLogicDelegate: AuthenticationLogic?` that a screen elsewhere adopts),
                        // which neither builds nor may keep this scene's objects: a delegate outside the cycle,
                        // as another scene's would be. One that does is this scene's view under another name.
                        continue
                    } else if VIPDirectionRule.forbidden.contains([holderRole, targetRole]) {
                        message = "\(holder.name).\(edge.label): \(holderRole.displayName) → \(targetRole.displayName) "
                            + "(\(target.name)) runs against the VIP cycle (view → interactor → presenter → view)"
                    } else {
                        continue
                    }
                    reported.insert(edge.label)
                    violations.append(finding(at: edge.location, .reference(holder.typeName, property: edge.label),
                                              defects: [edge.referenceDefect], message))
                }
            }
        }
        return violations
    }
}
