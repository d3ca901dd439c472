import ArchlintFacts
import ArchlintFindings
import ArchlintModel

/// Protocols used for back references are class-bound.
public struct ClassBoundProtocolRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "class_bound_protocol",
        name: "Class-Bound Protocol",
        summary: "Protocols declared for back references (display logic, delegates) are class-bound.",
        rationale: """
            Only a class-bound protocol can be the type of a `weak` property. A `*DisplayLogic` or \
            `*Delegate` protocol that is not class-bound forces every holder to keep a strong reference, \
            and the retain cycle is built into the API. One that nothing adopts or holds yet is judged by \
            its name, for the references it is declared for.
            """,
        howToFix: "Declare the protocol `: AnyObject` (or refine a class-bound protocol).",
        defaultSeverity: .warning,
        triggeringExamples: [
            Example("""
                // A struct holds it, but a class keeps that struct inline: the coordinator holds itself.
                protocol ↓MenuDelegate {
                    func menuDidClose()
                }
                struct Menu {
                    var delegate: MenuDelegate?
                }
                struct MenuPreviewHost: MenuDelegate {
                    func menuDidClose() {}
                }
                final class MenuCoordinator: MenuDelegate {
                    var menu = Menu()
                    func start() { menu.delegate = self }
                    func menuDidClose() {}
                }
                """),
            Example("""
                // The app's model keeps the argument value it makes in a stored property: the value's
                // delegate is the model itself.
                protocol ↓SignUpFlowDelegate {
                    func signUpDidFinish()
                }
                final class SignUpViewModel {
                    struct Argument {
                        let delegate: SignUpFlowDelegate?
                    }
                }
                final class SessionModel: SignUpFlowDelegate {
                    lazy var signUpArgument = SignUpViewModel.Argument(delegate: self)
                    func signUpDidFinish() {}
                }
                """),
            Example("""
                // The app's model hands the argument out, and its coordinator stores it back into the model.
                protocol ↓LoginFlowDelegate {
                    func loginDidFinish()
                }
                final class LoginViewModel: ObservableObject {
                    struct Argument {
                        let delegate: LoginFlowDelegate?
                    }
                }
                final class AppModel: ObservableObject, LoginFlowDelegate {
                    var pending: Any?
                    var loginArgument: LoginViewModel.Argument { LoginViewModel.Argument(delegate: self) }
                    func loginDidFinish() {}
                }
                final class AppCoordinator {
                    let model = AppModel()
                    func start() { model.pending = model.loginArgument }
                }
                """),
            Example("""
                // The coordinator keeps the argument value it makes in an enum's payload it shows as a
                // sheet: the value's delegate is the coordinator itself.
                protocol ↓CheckoutFlowDelegate {
                    func checkoutDidFinish()
                }
                struct CheckoutArgument {
                    let delegate: CheckoutFlowDelegate?
                }
                enum Sheet {
                    case checkout(CheckoutArgument)
                }
                final class CartCoordinator: ObservableObject, CheckoutFlowDelegate {
                    @Published var sheet: Sheet?
                    func start() { sheet = .checkout(CheckoutArgument(delegate: self)) }
                    func checkoutDidFinish() { sheet = nil }
                }
                """),
            Example("""
                // The coordinator hands the SwiftUI view it builds the view model into to a hosting
                // controller it pushes onto the navigation stack it keeps.
                protocol ↓ProfileCoordinatorDelegate {
                    func showSettings()
                }
                final class ProfileViewModel: ObservableObject {
                    private let coordinator: ProfileCoordinatorDelegate
                    init(coordinator: ProfileCoordinatorDelegate) { self.coordinator = coordinator }
                }
                struct ProfileScreen: View {
                    @StateObject var viewModel: ProfileViewModel
                    var body: some View { Text("Profile") }
                }
                final class ProfileCoordinator: ProfileCoordinatorDelegate {
                    private let navigationController: UINavigationController
                    init(navigationController: UINavigationController) { self.navigationController = navigationController }
                    func start() {
                        let screen = UIHostingController(rootView: ProfileScreen(viewModel: ProfileViewModel(coordinator: self)))
                        navigationController.pushViewController(screen, animated: true)
                    }
                    func showSettings() {}
                }
                """),
            Example("""
                // A struct adopts it too, but a class keeps the delegate: the cycle through that class is real.
                protocol ↓ScheduleDelegate {
                    func scheduleDidChange()
                }
                struct SchedulePreview: ScheduleDelegate {
                    func scheduleDidChange() {}
                }
                final class Schedule {
                    var delegate: ScheduleDelegate?
                }
                final class ScheduleViewModel: ScheduleDelegate {
                    let schedule: Schedule
                    init(schedule: Schedule) {
                        self.schedule = schedule
                        schedule.delegate = self
                    }
                    func scheduleDidChange() {}
                }
                """),
            Example("""
                // A parameter a stored closure captures holds the delegate as surely as a property.
                protocol ↓MenuActionDelegate {
                    func reply()
                }
                struct MenuAction {
                    let work: () -> Void
                    static func reply(_ delegate: MenuActionDelegate?) -> MenuAction { MenuAction { delegate?.reply() } }
                }
                final class ConversationViewController: UIViewController, MenuActionDelegate {
                    func reply() {}
                }
                """),
            Example("""
                // Values only, but a stored closure keeps the parameter typed with it: the screen that
                // hands itself in is held back.
                protocol ↓MessageMenuDelegate {
                    var conversationID: String { get }
                }
                struct MenuAction {
                    let work: () -> Void
                    static func reply(delegate: MessageMenuDelegate) -> MenuAction { MenuAction { print(delegate.conversationID) } }
                }
                final class ConversationViewController: UIViewController, MessageMenuDelegate {
                    let conversationID = "1"
                    lazy var actions = [MenuAction.reply(delegate: self)]
                }
                """),
            Example("""
                protocol ↓ListProductsDisplayLogic {
                    func displayProducts()
                }
                """),
            Example("""
                protocol ↓CheckoutDelegate {
                    func checkoutDidFinish()
                }
                """),
            Example("""
                // A delegate that really closes a cycle (the presenter keeps the view model that keeps it)
                // needs a weak holder, so its protocol must be class-bound.
                protocol ↓ScheduleViewModelDelegate {}
                final class ScheduleViewModel {
                    private var delegate: ScheduleViewModelDelegate?
                    func setDelegate(_ delegate: ScheduleViewModelDelegate) { self.delegate = delegate }
                }
                final class SchedulePresenter: ScheduleViewModelDelegate {
                    private let viewModel: ScheduleViewModel
                    init(viewModel: ScheduleViewModel) {
                        self.viewModel = viewModel
                        viewModel.setDelegate(self)
                    }
                }
                """),
            Example("""
                // A screen owns the cells its table view keeps, though no property of its shows it: a cell
                // delegate is a back reference to the screen.
                protocol ↓ProductCellDelegate {
                    func productCellDidTapBuy(_ cell: ProductCell)
                }
                final class ProductCell: UITableViewCell {
                    var delegate: ProductCellDelegate?
                }
                final class ProductsViewController: UIViewController, ProductCellDelegate {
                    func productCellDidTapBuy(_ cell: ProductCell) {}
                }
                """),
            Example("""
                // An extension's accessor that retains the value as an associated object keeps it, as a
                // stored property would.
                protocol ↓RefreshStateDelegate {
                    func refreshStateDidTap()
                }
                private var refreshStateDelegateKey = "refreshStateDelegate"
                extension UIScrollView {
                    var refreshStateDelegate: RefreshStateDelegate? {
                        get { objc_getAssociatedObject(self, &refreshStateDelegateKey) as? RefreshStateDelegate }
                        set { objc_setAssociatedObject(self, &refreshStateDelegateKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
                    }
                }
                """),
            Example("""
                // A weak box of something else in the setter does not make the value weak: the setter
                // retains it as it is.
                protocol ↓ValidationDelegate {
                    func fieldDidChange()
                }
                final class FieldObserver: NSObject {
                    weak var field: UITextField?
                    init(field: UITextField) { self.field = field }
                }
                private var validationDelegateKey = "validationDelegate"
                private var fieldObserverKey = "fieldObserver"
                extension UITextField {
                    var validationDelegate: ValidationDelegate? {
                        get { objc_getAssociatedObject(self, &validationDelegateKey) as? ValidationDelegate }
                        set {
                            objc_setAssociatedObject(self, &fieldObserverKey, FieldObserver(field: self), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                            objc_setAssociatedObject(self, &validationDelegateKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                        }
                    }
                }
                """),
            Example("""
                // A window keeps its root screen: a window that adopts the screen's delegate protocol
                // and is held by it closes a cycle.
                protocol ↓ShakeDelegate {
                    func didShake()
                }
                final class ShakeWindow: UIWindow, ShakeDelegate {
                    func didShake() {}
                }
                final class RootViewController: UIViewController {
                    var shakeDelegate: ShakeDelegate?
                }
                """),
            Example("""
                // A presented screen that keeps the screen presenting it is no parent of it: the
                // property points up, and the presenter, its delegate, owns it while it is shown.
                protocol ↓FilterDelegate {
                    func apply()
                }
                final class SearchViewController: UIViewController, FilterDelegate {
                    func apply() {}
                    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                        guard let filter = segue.destination as? FilterViewController else { return }
                        filter.searchScreen = self
                        filter.delegate = self
                    }
                }
                final class FilterViewController: UIViewController {
                    var searchScreen: SearchViewController!
                    var delegate: FilterDelegate?
                }
                """),
            Example("""
                // A screen held by another screen may be its child or the one it presents: controllers
                // own each other through containment and presentation, which no property shows.
                protocol ↓FilterScreenDelegate {
                    func apply()
                }
                final class FilterViewController: UIViewController, FilterScreenDelegate {
                    func apply() {}
                }
                final class SearchViewController: UIViewController {
                    var filterDelegate: FilterScreenDelegate?
                }
                """),
            Example("""
                // The screen makes the loader as a local and keeps its bound method, which keeps it.
                protocol ↓LoadDelegate {
                    func loadDidFinish()
                }
                final class Loader {
                    var delegate: LoadDelegate?
                    func start() {}
                    func cancel() {}
                }
                final class LoadViewController: UIViewController, LoadDelegate {
                    private var cancelLoad: (() -> Void)?
                    func load() {
                        let loader = Loader()
                        loader.delegate = self
                        loader.start()
                        cancelLoad = loader.cancel
                    }
                    func loadDidFinish() {}
                }
                """),
            Example("""
                // The screen makes the uploader as a local, and keeps it.
                protocol ↓UploadDelegate {
                    func uploadDidFinish()
                }
                final class Uploader {
                    var delegate: UploadDelegate?
                }
                final class UploadViewController: UIViewController, UploadDelegate {
                    private var uploader: Uploader?
                    func upload() {
                        let uploader = Uploader()
                        uploader.delegate = self
                        self.uploader = uploader
                    }
                    func uploadDidFinish() {}
                }
                """),
            Example("""
                // The downloader calls the delegate back at once, and keeps one of its methods for later.
                protocol ↓DownloadDelegate {
                    func downloadWillStart()
                    func downloadDidFinish()
                }
                final class Downloader {
                    private var completion: (() -> Void)?
                    func start(_ url: URL, delegate: DownloadDelegate) {
                        delegate.downloadWillStart()
                        completion = delegate.downloadDidFinish
                    }
                }
                final class DownloadsViewController: UIViewController, DownloadDelegate {
                    let downloader = Downloader()
                    func download(_ url: URL) { downloader.start(url, delegate: self) }
                    func downloadWillStart() {}
                    func downloadDidFinish() {}
                }
                """),
            Example("""
                // The player calls the delegate back at once, and also appends it to an array of `Any`.
                protocol ↓PlaybackDelegate {
                    func playbackDidStart()
                }
                final class Playback {
                    private var observers: [Any] = []
                    func addObserver(_ delegate: PlaybackDelegate) {
                        delegate.playbackDidStart()
                        observers += [delegate]
                    }
                }
                final class NowPlayingViewController: UIViewController, PlaybackDelegate {
                    let playback = Playback()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        playback.addObserver(self)
                    }
                    func playbackDidStart() {}
                }
                """),
            Example("""
                // The events hub keeps what it is handed under a key, which no type annotation shows.
                protocol ↓LifeCycleDelegate {
                    func willEnterForeground()
                }
                final class AppEvents {
                    private var delegates = [String: LifeCycleDelegate]()
                    func register(_ delegate: LifeCycleDelegate, for identifier: String) { delegates[identifier] = delegate }
                }
                final class SyncManager: LifeCycleDelegate {
                    private let events: AppEvents
                    init(events: AppEvents) {
                        self.events = events
                        events.register(self, for: "sync")
                    }
                    func willEnterForeground() {}
                }
                """),
            Example("""
                // The player keeps what it is handed, in an array of `Any`: the screen that keeps the
                // player is kept by it.
                protocol ↓PlayerDelegate {
                    func playerDidFinish()
                }
                final class Player {
                    private var observers: [Any] = []
                    func addObserver(_ delegate: PlayerDelegate) { observers.append(delegate) }
                }
                final class NowPlayingViewController: UIViewController, PlayerDelegate {
                    let player = Player()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        player.addObserver(self)
                    }
                    func playerDidFinish() {}
                }
                """),
            Example("""
                // A parent of a protocol the framework's type adopts, held strongly by a view model its
                // coordinator owns and fills with itself: a back reference.
                protocol ↓LoginViewModelDelegate {
                    func loginDidFinish()
                }
                protocol LoginRouting: AnyObject, LoginViewModelDelegate {}
                extension UINavigationController: LoginRouting {
                    func loginDidFinish() {}
                }
                final class LoginViewModel {
                    var delegate: LoginViewModelDelegate?
                }
                final class LoginCoordinator: LoginViewModelDelegate {
                    let viewModel = LoginViewModel()
                    func start() { viewModel.delegate = self }
                    func loginDidFinish() {}
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                // A container builds, keeps and adds its child screen, then makes it its delegate: the
                // reference points down, and UIKit lets no child own its parent.
                protocol SnapContainerDelegate {
                    func outerScrollViewShouldScroll() -> Bool
                }
                final class VerticalScrollViewController: UIViewController, SnapContainerDelegate {
                    func outerScrollViewShouldScroll() -> Bool { true }
                }
                final class SnapContainerViewController: UIViewController {
                    var middleScrollViewController: VerticalScrollViewController!
                    var delegate: SnapContainerDelegate?
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        middleScrollViewController = VerticalScrollViewController()
                        addChild(middleScrollViewController)
                        delegate = middleScrollViewController
                    }
                }
                """),
            Example("""
                // Only a computed property of an extension of UIKit's scroll view names it: its accessors
                // keep the delegate elsewhere (here in a weak box), and there is no reference to weaken.
                protocol EmptyStateDelegate {
                    func emptyStateDidTap()
                }
                final class WeakBox: NSObject {
                    weak var object: AnyObject?
                    init(_ object: Any?) { self.object = object as AnyObject? }
                }
                private var emptyStateDelegateKey = "emptyStateDelegate"
                extension UIScrollView {
                    var emptyStateDelegate: EmptyStateDelegate? {
                        get { (objc_getAssociatedObject(self, &emptyStateDelegateKey) as? WeakBox)?.object as? EmptyStateDelegate }
                        set { objc_setAssociatedObject(self, &emptyStateDelegateKey, WeakBox(newValue), .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
                    }
                }
                """),
            Example("""
                // The screen holds the header its collection view dequeues, which adopts the protocol:
                // the reference points down, and a view keeps nothing of the screen it is shown in.
                protocol ProfileHeaderDelegate {
                    func clearHeader()
                }
                final class ProfileHeader: UICollectionReusableView, ProfileHeaderDelegate {
                    func clearHeader() {}
                }
                final class ProfileViewController: UICollectionViewController {
                    var headerDelegate: ProfileHeaderDelegate?
                    func logOut() { headerDelegate?.clearHeader() }
                }
                """),
            Example("""
                // Only a parameter is typed with it, and the validator calls it back before it returns
                // (the closure it opens runs in `map`): nothing keeps the screen.
                protocol FormValidationDelegate {
                    func validationSucceeded()
                    func validationFailed(_ errors: [String])
                }
                final class FormValidator {
                    private var errors: [String: String] = [:]
                    func validate(_ delegate: FormValidationDelegate) {
                        let messages = errors.map { $0.value }
                        if messages.isEmpty { delegate.validationSucceeded() } else { delegate.validationFailed(messages) }
                    }
                }
                final class SignUpViewController: UIViewController, FormValidationDelegate {
                    let validator = FormValidator()
                    func submit() { validator.validate(self) }
                    func validationSucceeded() {}
                    func validationFailed(_ errors: [String]) {}
                }
                """),
            Example("""
                // A router builds each view model straight into the SwiftUI view it returns: SwiftUI
                // keeps the view and its view model, and the router keeps neither, only plain routes.
                protocol MainCoordinatorDelegate {
                    func showSettings()
                }
                final class MainViewModel: ObservableObject {
                    private let coordinator: MainCoordinatorDelegate
                    init(coordinator: MainCoordinatorDelegate) { self.coordinator = coordinator }
                }
                struct MainScreen: View {
                    @StateObject var viewModel: MainViewModel
                    var body: some View { Text("Main") }
                }
                final class MainRouter: ObservableObject, MainCoordinatorDelegate {
                    @Published var routes: [String] = []
                    func makeRootScreen() -> MainScreen {
                        MainScreen(viewModel: MainViewModel(coordinator: self))
                    }
                    func showSettings() { routes.append("settings") }
                }
                """),
            Example("""
                // The app's model hands out an argument value naming itself as the delegate, and keeps
                // nothing: the view model its root view builds from it keeps the delegate, and nothing of
                // the app's model keeps that view model.
                protocol LoginFlowDelegate {
                    func loginDidFinish()
                }
                final class LoginViewModel: ObservableObject {
                    struct Argument {
                        let delegate: LoginFlowDelegate?
                    }
                    private let delegate: LoginFlowDelegate?
                    init(argument: Argument) { delegate = argument.delegate }
                }
                final class AppModel: ObservableObject, LoginFlowDelegate {
                    @Published var isLoggedIn = false
                    var loginArgument: LoginViewModel.Argument { LoginViewModel.Argument(delegate: self) }
                    func loginDidFinish() { isLoggedIn = true }
                }
                struct RootView: View {
                    @ObservedObject var model: AppModel
                    var body: some View { LoginView(viewModel: LoginViewModel(argument: model.loginArgument)) }
                }
                struct LoginView: View {
                    @StateObject var viewModel: LoginViewModel
                    var body: some View { Text("Log in") }
                }
                """),
            Example("""
                // Values a cell reads when it is filled, and no method to call back: the view data handed
                // to `fill(with:)`, which no stored property keeps, is no back reference.
                protocol SettingCellDataSourceAndDelegate {
                    var title: String { get }
                    var canClick: Bool { get }
                }
                final class SettingCell: UITableViewCell {
                    private let titleLabel = UILabel()
                    func fill(with data: SettingCellDataSourceAndDelegate) {
                        titleLabel.text = data.title
                        selectionStyle = data.canClick ? .gray : .none
                    }
                }
                final class SettingCellData: SettingCellDataSourceAndDelegate {
                    let title = "Language"
                    var canClick: Bool { true }
                }
                """),
            Example("""
                // Only computed accessors name it: no stored property and no parameter holds a delegate, so there
                // is no reference to weaken.
                protocol SearchResultsDelegate {
                    func didSelect(_ result: String)
                }
                final class PodcastsViewController: UIViewController, SearchResultsDelegate {
                    var resultsDelegate: SearchResultsDelegate { self }
                    func didSelect(_ result: String) {}
                }
                """),
            Example("""
                // The only delegate is a callback object the route builds and hands to the presenter,
                // which alone keeps it: it can own nothing of the presenter, so it is no back reference.
                protocol LoginDelegate {
                    func loginDidFinish()
                }
                final class LoginPresenter {
                    private let delegate: LoginDelegate
                    init(delegate: LoginDelegate) { self.delegate = delegate }
                }
                final class LoginRoute {
                    func show() -> LoginPresenter {
                        LoginPresenter(delegate: DismissWhenFinished())
                    }
                    private final class DismissWhenFinished: LoginDelegate {
                        func loginDidFinish() {}
                    }
                }
                """),
            Example("""
                // A screen makes the sign-in service for one sign-in, as a local it only configures and
                // starts: it keeps nothing of the service, so the service's reference to it leads back
                // to nothing that owns the service.
                protocol LoaderDelegate {
                    func showLoader()
                }
                final class LoginService {
                    var loaderDelegate: LoaderDelegate?
                    func login() { loaderDelegate?.showLoader() }
                }
                final class SignInViewController: UIViewController, LoaderDelegate {
                    func signIn() {
                        let service = LoginService()
                        service.loaderDelegate = self
                        service.login()
                    }
                    func showLoader() {}
                }
                """),
            Example("""
                // Adopted, but typing nothing that could hold an adopter: a mixin its adopters call
                // through its extension, and a protocol only cast to.
                protocol SearchContainerDelegate {
                    var dependencies: Dependencies { get }
                }
                extension SearchContainerDelegate where Self: UIViewController {
                    func eventSelected(_ event: Event) { navigationController?.pushViewController(EventViewController(event), animated: true) }
                }
                final class EventsContainerViewController: UIViewController, SearchContainerDelegate {
                    let dependencies = Dependencies()
                }
                protocol SurfaceDelegate {
                    func findSurface(_ id: UUID) -> SurfaceView?
                }
                final class AppDelegate: NSObject, NSApplicationDelegate, SurfaceDelegate {
                    func findSurface(_ id: UUID) -> SurfaceView? { nil }
                }
                enum Surfaces {
                    static func find(_ id: UUID) -> SurfaceView? {
                        guard let delegate = NSApp.delegate as? SurfaceDelegate else { return nil }
                        return delegate.findSurface(id)
                    }
                }
                """),
            Example("""
                // `weak` compiles only for a class-bound protocol: the parent that makes it so is a
                // library's (`Routing` of a framework outside the tree), not the project's namesake.
                import RIBs
                protocol BuyFlowRouting: Routing {
                    func start()
                }
                protocol OnboardingDelegate: Routing {}
                final class BuyFlowInteractor {
                    weak var router: BuyFlowRouting?
                    weak var delegate: OnboardingDelegate?
                }
                public protocol Routing {}
                """),
            Example("""
                // A framework's delegate protocol is an Objective-C one, so refining it is class-bound.
                protocol CaptureOutputDelegate: AVCaptureFileOutputRecordingDelegate {}
                final class PhotoCapture {
                    weak var delegate: CaptureOutputDelegate?
                }
                """),
            Example("""
                // A port over a framework object (`URLSession` adopts it) is a dependency handed in, not a
                // back reference to an owner.
                protocol NetworkingDelegate {
                    func send(_ request: URLRequest) async throws -> Data
                }
                extension URLSession: NetworkingDelegate {
                    func send(_ request: URLRequest) async throws -> Data { try await data(for: request).0 }
                }
                final class Connection {
                    private let networkingDelegate: NetworkingDelegate
                    init(networkingDelegate: NetworkingDelegate = URLSession.shared) { self.networkingDelegate = networkingDelegate }
                }
                """),
            Example("""
                // The framework's type adopts it through a protocol refining it: a building block of that
                // protocol's requirements, adopted by the window.
                protocol ReachabilityActionDelegate {
                    func reachabilityChanged(_ isReachable: Bool)
                }
                protocol ReachabilityObserverDelegate: AnyObject, ReachabilityActionDelegate {
                    func addReachabilityObserver()
                }
                extension UIWindow: ReachabilityObserverDelegate {
                    func reachabilityChanged(_ isReachable: Bool) {}
                    func addReachabilityObserver() {}
                }
                """),
            Example("""
                protocol ListProductsDisplayLogic: AnyObject {}
                protocol CheckoutDelegate: NSObjectProtocol {}
                @objc protocol LegacyDelegate {}
                protocol BaseDelegate: AnyObject {}
                protocol RefinedDelegate: BaseDelegate {}
                protocol OldStyleDelegate: class {}
                """),
            Example("""
                // A factory or helper named like a coordinator is not a back reference; a weak property
                // that composes the protocol with AnyObject is class-bound where it is used.
                protocol CoordinatorFactory {
                    func makeCatalog() -> AnyObject
                }
                protocol TextZoomCoordinating {
                    func zoom()
                }
                final class SettingsViewModel {
                    let coordinatorFactory: CoordinatorFactory
                    let textZoomCoordinator: TextZoomCoordinating
                    weak var handler: (ErrorPageHandling & AnyObject)?
                    init(coordinatorFactory: CoordinatorFactory, textZoomCoordinator: TextZoomCoordinating) {
                        self.coordinatorFactory = coordinatorFactory
                        self.textZoomCoordinator = textZoomCoordinator
                    }
                }
                protocol ErrorPageHandling {}
                """),
            Example("""
                // An empty marker that code generation keys on types no reference: nothing to weaken.
                protocol AutoGeneratedDelegate {}
                protocol ListDelegate: AnyObject, AutoGeneratedDelegate {}
                final class ListView {
                    weak var delegate: ListDelegate?
                }
                // A parent that is a UIKit class or an Objective-C protocol makes the protocol class-bound.
                protocol ReplaceableTextInput: UITextInput & UIResponder {}
                protocol FieldDelegate: UITextFieldDelegate {}
                final class Composer {
                    weak var input: ReplaceableTextInput?
                    weak var fieldDelegate: FieldDelegate?
                }
                """),
            Example("""
                // A SwiftUI view adopts it beside a class (`: AnyObject` would not compile), and only views hold it.
                protocol GameMenuDelegate {
                    func menuDidRename(_ game: Game)
                }
                struct GameMenu: View {
                    var delegate: GameMenuDelegate?
                    var body: some View { Text("") }
                }
                struct LibraryView: View, GameMenuDelegate {
                    func menuDidRename(_ game: Game) {}
                    var body: some View { GameMenu(delegate: self) }
                }
                final class MenuCoordinator: GameMenuDelegate {
                    func menuDidRename(_ game: Game) {}
                }
                """),
            Example("""
                // Only structs adopt it (`: AnyObject` would not compile), or its only holder is a view
                // that owns the presenter setting itself as the view's delegate: no back reference is typed with it.
                protocol MapsComponentDelegate {}
                struct ShowMapFromMaps: MapsComponentDelegate {}
                protocol LoginSceneDelegate {}
                protocol LoginScene: AnyObject {
                    func setDelegate(_ delegate: LoginSceneDelegate)
                }
                final class LoginViewController: UIViewController, LoginScene {
                    private var delegate: LoginSceneDelegate?
                    func setDelegate(_ delegate: LoginSceneDelegate) { self.delegate = delegate }
                }
                final class LoginPresenter: LoginSceneDelegate {
                    private weak var scene: LoginScene?
                    init(scene: LoginScene) {
                        self.scene = scene
                        scene.setDelegate(self)
                    }
                }
                """),
            Example("""
                // A protocol used only for values and services is not a back reference.
                protocol PriceFormatting {
                    func format(_ value: Decimal) -> String
                }
                protocol ProductServicing {
                    func fetch()
                }
                """),
        ]
    )

    static let classBoundParents: Set<String> = ["AnyObject", "class", "NSObjectProtocol"]

    public func check(_ context: RuleContext) -> [Finding] {
        let model = context.model
        // Protocols that type a weak or unowned stored property anywhere: the compiler accepts `weak`
        // only for a class-bound protocol, so each is class-bound through a parent archlint may not
        // see (a library's), whatever a namesake in the tree says.
        var provenClassBound = Set<TypeID>()
        for id in model.typeIDs {
            guard let type = model[id] else { continue }
            for property in type.storedProperties {
                guard let typeName = property.typeName else { continue }
                // `weak var x: (P & AnyObject)?` makes P class-bound where it is used.
                guard property.ownership != .strong, !model.typeReference(typeName).names.contains("AnyObject")
                else { continue }
                for target in model.resolveTypeText(typeName, from: id).ids where model[target]?.kind == .protocol {
                    provenClassBound.insert(target)
                }
            }
        }
        var violations: [Finding] = []
        // Needed only for a protocol that may be an empty marker: worked out the first time one is.
        var typingReferences: Set<TypeID>?
        var storedHolders: [TypeID: [(holder: TypeID, property: PropertyFact)]]?
        var typesByName: [String: [TypeID]]?
        var externallyAdopted: (adopted: Set<TypeID>, refined: Set<TypeID>)?
        var storedByClasses: Set<TypeID>?
        var typings: ProtocolTypings?
        for id in model.typeIDs {
            guard let type = model[id], type.kind == .protocol, !type.isTestCode else { continue }
            let name = type.simpleName
            // An empty `*Delegate` marker that types no reference (code generation keys on it, other
            // protocols refine it) holds nothing back, so there is nothing to weaken.
            let isMarker: () -> Bool = {
                guard type.properties.isEmpty && type.functions.isEmpty else { return false }
                if typingReferences == nil { typingReferences = protocolsTypingReferences(model) }
                return !(typingReferences?.contains(id) ?? false)
            }
            let byName = name.hasSuffix("DisplayLogic") || name.hasSuffix("Delegate") && !isMarker()
            guard byName, !provenClassBound.contains(id), !isClassBound(id, model: model, typesByName: &typesByName) else { continue }
            // Only structs and enums adopt it: `: AnyObject` would not compile, and a value is no back reference.
            if WeakDelegateRule.onlyValueTypesConform(to: [id], model: model) { continue }
            // A struct or an enum adopts it, so `: AnyObject` would not compile, and only SwiftUI views
            // that no class keeps hold it (views adopt a menu's delegate and pass it down their
            // hierarchy): the fix the rule asks for is not there to make, and no class holds a
            // reference to weaken. A struct a class stores inline holds for that class.
            if storedHolders == nil { storedHolders = strongHolders(model) }
            if model.conformers(of: id).contains(where: { !model.isTestCode($0) && WeakDelegateRule.isValueType($0, model) }),
               let holders = storedHolders?[id], !holders.isEmpty,
               holders.allSatisfy({ model[$0.holder]?.kind == .struct && model.uiTypeEvidence($0.holder) != nil }) {
                if storedByClasses == nil { storedByClasses = typesStoredByClasses(model) }
                if !holders.contains(where: { storedByClasses?.contains($0.holder) == true }) { continue }
            }
            // A framework's type adopts it (`extension URLSession: NetworkingDelegate`): it is a port
            // over a framework object, handed in as a dependency, not a back reference to an owner.
            if externallyAdopted == nil { externallyAdopted = protocolsAdoptedByFrameworkTypes(model) }
            if externallyAdopted?.adopted.contains(id) == true { continue }
            // A parent of such a protocol that types nothing is a building block of its requirements.
            if externallyAdopted?.refined.contains(id) == true {
                if typings == nil { typings = ProtocolTypings(model) }
                if typings?.typesNothing(id) == true { continue }
            }
            if let holders = storedHolders?[id], !holders.isEmpty {
                if ownsEveryDelegate(holders, context) || conformersCanOwnNoHolder(id, holders, context) { continue }
            } else {
                // Computed accessors name it, but neither a stored property nor a parameter (which a
                // closure may capture) holds it: the accessors forward to an object kept elsewhere,
                // and there is no reference to weaken. (A protocol nothing names yet is judged by its
                // name, for the references it is declared for.)
                if typings == nil { typings = ProtocolTypings(model) }
                if typings?.onlyAccessors.contains(id) == true { continue }
                // The project's types adopt it, yet nothing (no property, no parameter) is typed with it:
                // a mixin whose extension its adopters call (`extension SearchContainerDelegate where Self:
                // ContainerViewController`), or a cast (`NSApp.delegate as? Ghostty.Delegate`). No one
                // holds an adopter through it.
                if typings?.typesNothing(id) == true, model.conformers(of: id).contains(where: { !model.isTestCode($0) }) {
                    continue
                }
                // Values to read and nothing to call back (`var title: String { get }`), no stored
                // property typed with it, and no closure beside a parameter typed with it that could
                // keep it: the view data a cell's `fill(with:)` reads, not an owner the cell reports to.
                if type.functions.isEmpty, !type.properties.isEmpty, typings?.parametersBesideClosures.contains(id) == false { continue }
                // Only parameters are typed with it, and no function taking one keeps it past the call
                // (`func validate(_ delegate: ValidationDelegate)` calls it back before returning): the
                // callee lets the delegate go, so there is no reference to weaken.
                if let typings, typings.parameters.contains(id), !typings.stored.contains(id), !typings.accessors.contains(id),
                   !typings.parametersMayBeKept.contains(id) { continue }
            }
            // Nothing adopts it or holds one yet: judged by its name, for the references it is declared for.
            if typings == nil { typings = ProtocolTypings(model) }
            let unused = typings?.typesNothing(id) == true
                && !model.conformers(of: id).contains(where: { !model.isTestCode($0) })
            violations.append(finding(
                at: type.location, .type(type.typeName),
                unused
                    ? "protocol \(type.name) is named for back references but is not class-bound, and nothing adopts or holds "
                        + "it yet; declare it `: AnyObject`, or delete it if nothing will"
                    : "protocol \(type.name) is used for back references but is not class-bound, so they cannot be weak; "
                        + "declare it `: AnyObject`"))
        }
        return violations
    }

    /// Where the project's protocols type something: the protocols that type a stored property, a
    /// computed property or requirement, and a parameter of any function or initialiser, in one pass,
    /// in the project's types and in its extensions of a framework's types (whose parameters count as
    /// kept, and whose accessors as stored unless they wrap the value in a weak box: the facts show no
    /// more of such a type's code to tell).
    private struct ProtocolTypings {
        var stored = Set<TypeID>()
        var accessors = Set<TypeID>()
        var parameters = Set<TypeID>()
        /// The protocols that type a parameter of a function that opens a closure, which may keep the
        /// parameter (`MenuAction { delegate.reply() }`, stored).
        var parametersBesideClosures = Set<TypeID>()
        /// The protocols that type a computed property of some type and no parameter.
        var onlyAccessors = Set<TypeID>()
        /// The protocols that type a parameter its function may keep beyond the call: the function
        /// stores it, hands it to a call or a construction, or opens a closure that may outlive the call
        /// and keep it (one handed to `map` or `forEach`, or called in place, runs before the call ends).
        var parametersMayBeKept = Set<TypeID>()

        init(_ model: ProjectModel) {
            func protocols(_ text: String, from id: TypeID) -> [TypeID] {
                model.resolveTypeText(text, from: id).ids.filter { model[$0]?.kind == .protocol }
            }
            for id in model.typeIDs {
                guard let type = model[id] else { continue }
                for property in type.properties {
                    guard let text = property.typeName else { continue }
                    if property.isStored { stored.formUnion(protocols(text, from: id)) } else { accessors.formUnion(protocols(text, from: id)) }
                }
                let membersWithClosures = Set((model.closures[id] ?? []).compactMap(\.context.member))
                var mayHoldAnything: Bool?
                for function in type.functions {
                    for parameter in function.parameters {
                        let typed = protocols(parameter.typeName, from: id)
                        guard !typed.isEmpty else { continue }
                        parameters.formUnion(typed)
                        if membersWithClosures.contains(function.name) { parametersBesideClosures.formUnion(typed) }
                        if mayHoldAnything == nil { mayHoldAnything = ProtocolTypings.mayHoldAnything(type) }
                        if mayHoldAnything == true || ProtocolTypings.mayKeep(parameter.name, in: function.name, of: id, model) {
                            parametersMayBeKept.formUnion(typed)
                        }
                    }
                }
            }
            // Extensions of a framework's types, which the model merges into no project type: an
            // instance property whose setter wraps the value in a weak box (`extension UIScrollView { var
            // emptyDataSetDelegate: EmptyDataSetDelegate? { … set { objc_setAssociatedObject(self, &key,
            // WeakObjectContainer(with: newValue), …) } } }`) names it without keeping it; any other, an
            // associated object retained as it is, may keep it, as a stored property does.
            for framework in FrameworkExtension.all(in: model) {
                let type = framework.fact
                for property in type.properties where !property.isStatic {
                    guard let text = property.typeName else { continue }
                    if ProtocolTypings.wrapsInWeakBox(property.name, of: type.name, in: framework.file, module: framework.module, model) {
                        accessors.formUnion(framework.protocols(in: text, model))
                    } else {
                        stored.formUnion(framework.protocols(in: text, model))
                    }
                }
                for function in type.functions {
                    for parameter in function.parameters {
                        let typed = framework.protocols(in: parameter.typeName, model)
                        parameters.formUnion(typed)
                        parametersBesideClosures.formUnion(typed)
                        parametersMayBeKept.formUnion(typed)
                    }
                }
            }
            onlyAccessors = accessors.subtracting(parameters)
        }

        /// Whether an extension's accessor hands the value it is set to (`newValue`) to one of the
        /// project's classes that holds what it is given only weakly (every stored instance property it
        /// declares is weak or unowned), and to no call as it is (`objc_setAssociatedObject(self, &key,
        /// newValue, …)` retains it).
        static func wrapsInWeakBox(_ property: String, of extended: String, in file: FileFacts, module: String,
                                   _ model: ProjectModel) -> Bool {
            let inAccessor = { (context: DeclarationContext) in context.typeName == extended && context.member == property }
            let isNewValue = { (argument: ArgumentFact) in argument.value == .reference("newValue") }
            if file.calls.contains(where: { inAccessor($0.context) && $0.arguments.contains(where: isNewValue) }) { return false }
            return file.constructions.contains { construction in
                guard inAccessor(construction.context), construction.arguments.contains(where: isNewValue) else { return false }
                return model.resolve(ProjectModel.stripGenericArguments(construction.typeName), fromModule: module, context: nil,
                                     file: file.path).contains { id in
                    guard let box = model[id], box.kind == .class, case let kept = box.storedProperties.filter({ !$0.isStatic }),
                          !kept.isEmpty else { return false }
                    return kept.allSatisfy { !$0.ownership.isOwning }
                }
            }
        }

        /// Whether a stored property of the type could keep a value of any protocol: typed with `Any`,
        /// `AnyObject`, a collection of closures or an Objective-C collection of objects (`observers:
        /// [Any]`, `NSHashTable`), or of
        /// a type the facts do not show (`var delegates = [String: LifeCycleDelegate]()`). What a
        /// function appends to it (`observers += [delegate]`) no fact shows.
        static func mayHoldAnything(_ type: ProjectType) -> Bool {
            type.storedProperties.contains { property in
                guard let written = property.writtenOrBuiltType else { return true }
                // A collection of closures keeps what they capture, a bound method its object (`handlers[id] =
                // delegate.didStart`: no fact shows a subscript's assignment; one closure's does).
                return (written.hasPrefix("[") && written.contains("->")) || holdersOfAnything.contains { written.contains($0) }
            }
        }

        /// Types that hold values of any type (`mayHoldAnything`).
        static let holdersOfAnything = ["Any", "AnyObject", "AnyHashable", "NSHashTable", "NSMapTable", "NSPointerArray",
                                        "NSArray", "NSMutableArray", "NSDictionary", "NSMutableDictionary", "NSSet",
                                        "NSMutableSet"]

        /// Whether the members of the name (overloads share it) may keep the parameter beyond the call.
        /// Only a parameter they call back (`delegate.validationSucceeded()`) is shown to be used during
        /// the call: one they only take may be stored where the facts do not show it (`delegates[id] =
        /// delegate`). A cast's value is not named in the facts (`observers.add(delegate as AnyObject)`),
        /// nor is a literal's (`observers += [delegate]`): any counts.
        static func mayKeep(_ name: String, in member: String, of owner: TypeID, _ model: ProjectModel) -> Bool {
            let calls = model.calls[owner] ?? []
            guard calls.contains(where: { $0.context.member == member && $0.base == name }) else { return true }
            // A literal or an expression the facts do not spell out (`observers += [delegate]`,
            // `[id: delegate]`) may hold it too.
            func handsOn(_ value: ValueFact) -> Bool {
                switch value {
                // The parameter, or one of its members (`completion = delegate.downloadDidFinish`, a bound
                // method that keeps it).
                case .reference(let path): return path == name || path.hasPrefix(name + ".")
                case .cast, .other: return true
                default: return false
                }
            }
            if (model.closures[owner] ?? []).contains(where: { closure in
                guard closure.context.member == member else { return false }
                switch closure.destination {
                case .invoked: return false
                case .argument(let callee, _, _): return !ServiceCycleRule.runsClosuresAtOnce.contains(callee)
                default: return true
                }
            }) { return true }
            if (model.assignments[owner] ?? []).contains(where: { $0.context.member == member && handsOn($0.value) }) { return true }
            // What it is called with stays with it (`delegate.validationFailed(errors.map { … })`).
            if calls.contains(where: { call in
                call.context.member == member && call.base != name && call.arguments.contains { handsOn($0.value) }
            }) { return true }
            return (model.constructions[owner] ?? []).contains { construction in
                construction.context.member == member && construction.arguments.contains { handsOn($0.value) }
            }
        }

        /// Whether the protocol types no property (stored, computed or required) and no parameter.
        func typesNothing(_ id: TypeID) -> Bool {
            !stored.contains(id) && !accessors.contains(id) && !parameters.contains(id)
        }
    }

    /// The project's protocols that a type declared outside the project adopts in a production
    /// extension (`extension URLSession: NetworkingDelegate {}`), and apart, the project's protocols
    /// those refine (`extension UIWindow: ReachabilityObserver {}` with `protocol ReachabilityObserver:
    /// AnyObject, ReachabilityActionDelegate`), which it adopts through them.
    private func protocolsAdoptedByFrameworkTypes(_ model: ProjectModel) -> (adopted: Set<TypeID>, refined: Set<TypeID>) {
        var result = Set<TypeID>()
        for framework in FrameworkExtension.all(in: model) {
            for entry in framework.fact.inherited {
                result.formUnion(framework.protocols(in: entry, model))
            }
        }
        var refined = Set<TypeID>()
        var pending = Array(result)
        while let next = pending.popLast() {
            for entry in model[next]?.inherited ?? [] {
                for parent in model.resolveTypeText(entry, from: next).ids
                where model[parent]?.kind == .protocol && !result.contains(parent) && refined.insert(parent).inserted {
                    pending.append(parent)
                }
            }
        }
        return (result, refined)
    }

    /// An extension in production code of a type declared outside the project (`extension UIScrollView`),
    /// which the model merges into no project type, with what its file sees.
    private struct FrameworkExtension {
        let file: FileFacts
        let module: String
        let fact: TypeFact

        static func all(in model: ProjectModel) -> [FrameworkExtension] {
            var found: [FrameworkExtension] = []
            for file in model.files where !model.testFiles.contains(file.path) {
                let module = model.module(of: file.path)
                for fact in file.types where fact.kind == .extension {
                    let extended = ProjectModel.stripGenericArguments(fact.name)
                    guard model.resolve(extended, fromModule: module, context: nil, file: file.path).isEmpty else { continue }
                    found.append(FrameworkExtension(file: file, module: module, fact: fact))
                }
            }
            return found
        }

        /// The project's protocols a written type names, as the extension's file resolves them.
        func protocols(in text: String, _ model: ProjectModel) -> [TypeID] {
            model.typeReference(text).names.flatMap { name in
                model.resolve(name, fromModule: module, context: nil, file: file.path).filter { model[$0]?.kind == .protocol }
            }
        }
    }

    /// The types production classes keep in stored properties.
    private func typesStoredByClasses(_ model: ProjectModel) -> Set<TypeID> {
        var stored = Set<TypeID>()
        for id in model.typeIDs where !model.isTestCode(id) {
            guard let type = model[id], type.kind == .class else { continue }
            for property in type.storedProperties where !property.isStatic {
                if let text = property.writtenOrBuiltType { stored.formUnion(model.resolveTypeText(text, from: id).ids) }
            }
        }
        return stored
    }

    /// Each protocol's strong stored properties in production code, with their holders.
    private func strongHolders(_ model: ProjectModel) -> [TypeID: [(holder: TypeID, property: PropertyFact)]] {
        var result: [TypeID: [(holder: TypeID, property: PropertyFact)]] = [:]
        for id in model.typeIDs where !model.isTestCode(id) {
            guard let type = model[id], type.kind != .protocol else { continue }
            for property in type.storedProperties where !property.isStatic && property.ownership == .strong {
                guard let typeName = property.typeName else { continue }
                for target in Set(model.resolveTypeText(typeName, from: id).ids) where model[target]?.kind == .protocol {
                    result[target, default: []].append((id, property))
                }
            }
        }
        return result
    }

    /// Whether every object holding the protocol is a class that visibly owns what is put there (a
    /// view owning the presenter that sets itself as the view's delegate): then no back reference is
    /// typed with it, and class-binding it buys nothing. A delegate that merely cannot reach its holder
    /// (the screen a view controller shows) may still be a back reference and keeps the finding.
    private func ownsEveryDelegate(_ holders: [(holder: TypeID, property: PropertyFact)], _ context: RuleContext) -> Bool {
        !holders.isEmpty && holders.allSatisfy { entry in
            guard let holder = context.model[entry.holder], holder.isReferenceType else { return false }
            return WeakDelegateRule.ownsEveryAssignedDelegate(holder: holder, property: entry.property, context: context)
        }
    }

    /// Whether the protocol has production conformers and none of them can own an object that holds
    /// it: owning one means being it, building it (a value only where a strong reference keeps it),
    /// reaching it through strong references, or both being UIKit or AppKit objects (a view, a cell, a
    /// controller, a table's data source), which own each other through the view hierarchy and
    /// presentation where no stored property shows it (a screen setting itself as the delegate of a
    /// cell its table view keeps), unless that hierarchy visibly owns the other way
    /// (`hierarchyMayLetOwn`). A delegate that can own nothing of what holds it (a callback object a
    /// route builds and hands to a presenter, a presenter held by the view it serves) is no back
    /// reference, whatever its name. Without a conformer nothing shows either way, and the name stands.
    private func conformersCanOwnNoHolder(_ protocolID: TypeID, _ holders: [(holder: TypeID, property: PropertyFact)],
                                          _ context: RuleContext) -> Bool {
        let model = context.model
        let conformers = model.conformers(of: protocolID).filter { !model.isTestCode($0) }
        guard !holders.isEmpty, !conformers.isEmpty else { return false }
        return !conformers.contains { conformer in
            holders.contains { entry in
                conformer == entry.holder
                    // A value it only hands out (`var argument: Argument { Argument(delegate: self) }`) is
                    // kept by whoever takes it.
                    || context.graph.builds(conformer, entry.holder)
                        && !(model[entry.holder]?.isValueType == true && onlyHandsOut(entry.holder, builtBy: conformer, context))
                        && !handsWhatItBuildsToSwiftUIViews(conformer, entry.holder, context)
                        && !buildsOnlyIntoUnkeptLocals(conformer, entry.holder, context)
                    || hierarchyMayLetOwn(conformer, entry.holder, context)
                    || context.graph.strongPath(from: conformer, to: entry.holder) != nil
            }
        }
    }

    /// Whether every value of `built`'s type that `builder` makes is the whole result of a computed
    /// property or a method declared to return that type (`var loginArgument: LoginViewModel.Argument
    /// { LoginViewModel.Argument(delegate: self) }`), which no code of the builder's class hierarchy
    /// or the protocols it adopts reads, and other code only hands on (`isOnlyHandedOn`): the builder
    /// hands the value out and keeps nothing of it. Kept in an enum's payload, a
    /// `NavigationPath`, an `Any` or a collection (`sheet = .signUp(Argument(delegate: self))`), it
    /// is the builder's own.
    private func onlyHandsOut(_ built: TypeID, builtBy builder: TypeID, _ context: RuleContext) -> Bool {
        let model = context.model
        guard let holder = model[builder], let constructions = model.constructions[builder] else { return false }
        let family = StrongSelfCaptureRule.classHierarchy(of: builder, model: model)
        // The code that may read the member: the family's and that of the protocols it adopts.
        let readers = family + model.adoptedProtocols(of: family)
        var found = false
        for (construction, targets) in zip(constructions, context.graph.constructionTargets(of: builder)) where targets.contains(built) {
            guard let member = construction.context.member, !construction.inDefaultArgument,
                  model.use(of: construction, in: builder) == .other,
                  constructions.filter({ $0.context.member == member }).count == 1,
                  !(model.assignments[builder] ?? []).contains(where: { $0.context.member == member })
            else { return false }
            // The member's declared result is the value's type.
            let declared: [String?] = holder.properties.filter { $0.name == member }.map { $0.isStored ? nil : $0.typeName }
                + holder.functions(named: member).map { $0.isInitializer || $0.isStatic ? nil : $0.returnType }
            guard !declared.isEmpty, declared.allSatisfy({ text in
                text.map { model.resolveTypeText($0, from: builder).ids == [built] } ?? false
            }) else { return false }
            // Read by no code of the family or of the protocols it adopts: what reads it may keep it.
            let isRead = readers.contains { id in
                guard let relative = model[id] else { return false }
                return relative.functions.contains { $0.name != member && $0.references.contains(member) }
                    || relative.properties.contains { $0.name != member && $0.references.contains(member) }
            }
            guard !isRead, isOnlyHandedOn(member, notTo: family, context) else { return false }
            found = true
        }
        return found
    }

    /// Whether the code that reads a member of the name elsewhere (`viewModel.loginArgument`) is seen,
    /// and only hands the value to a call or a construction on another object than one of the family's
    /// (`container.resolve(argument: viewModel.loginArgument)`): never stores it
    /// (`model.pending = model.loginArgument`). A read the facts do not show (inside an enum case's
    /// payload, `.login(model.loginArgument)`) leaves no read seen, and the value may be kept.
    private func isOnlyHandedOn(_ member: String, notTo family: [TypeID], _ context: RuleContext) -> Bool {
        let model = context.model
        let reads = { (value: ValueFact) -> Bool in
            guard case .reference(let path) = value else { return false }
            return ProjectModel.lastComponent(of: path) == member && path.utf8Contains(UInt8(ascii: "."))
        }
        var handed = false
        // The answer does not depend on the order the owners are read in.
        let owners = Set(model.calls.keys).union(model.assignments.keys).union(model.constructions.keys)
        for owner in owners where owner.map({ !model.isTestCode($0) }) ?? true {
            if (model.assignments[owner] ?? []).contains(where: { reads($0.value) }) { return false }
            if let owner, let type = model[owner], type.properties.contains(where: { $0.initializer.map(reads) ?? false }) { return false }
            for call in model.calls[owner] ?? [] where call.arguments.contains(where: { reads($0.value) }) {
                guard let base = call.base, base != CallFact.computedReceiver,
                      case let receivers = context.graph.valueTypes(of: .reference(base), in: owner, member: call.context.member),
                      !receivers.contains(where: family.contains) else { return false }
                handed = true
            }
            if (model.constructions[owner] ?? []).contains(where: { $0.arguments.contains(where: { reads($0.value) }) }) { handed = true }
        }
        return handed
    }

    /// Whether every object of `built`'s type that `builder` makes goes straight into a SwiftUI view
    /// it makes and hands out, neither stored nor passed to anything else: `MainScreen(vm:
    /// MainViewModel(router: self))` as a method's result. SwiftUI keeps the view and the object
    /// with it; the builder keeps neither (a router whose routes are plain values). A view handed to
    /// `UIHostingController(rootView:)`, or stored, may be kept by the builder after all.
    private func handsWhatItBuildsToSwiftUIViews(_ builder: TypeID, _ built: TypeID, _ context: RuleContext) -> Bool {
        let model = context.model
        guard let constructions = model.constructions[builder] else { return false }
        var found = false
        for (construction, targets) in zip(constructions, context.graph.constructionTargets(of: builder)) where targets.contains(built) {
            let member = construction.context.member
            let made = ValueFact.construction(construction.typeName)
            // The member's one object of the type, bound to no local: the argument written in the view.
            guard constructions.filter({ $0.context.member == member && $0.typeName == construction.typeName }).count == 1,
                  !(model.assignments[builder] ?? []).contains(where: { $0.context.member == member && $0.value == made })
            else { return false }
            let views = constructions.filter { $0.context.member == member && $0.arguments.contains { $0.value == made } }
            guard views.count == 1, let view = views.first,
                  case let viewTypes = model.resolveTypeText(view.typeName, from: builder).ids, viewTypes.count == 1,
                  model[viewTypes[0]]?.kind == .struct, model.conformanceNames(of: viewTypes[0]).contains("View")
            else { return false }
            let madeView = ValueFact.construction(view.typeName)
            let isStored = (model.assignments[builder] ?? []).contains { $0.context.member == member && $0.value == madeView }
            let isHandedOn = constructions.contains { $0.context.member == member && $0.arguments.contains { $0.value == madeView } }
                || (model.calls[builder] ?? []).contains { $0.context.member == member && $0.arguments.contains { $0.value == madeView } }
            guard !isStored, !isHandedOn else { return false }
            found = true
        }
        return found
    }

    /// Whether every object of `built`'s type that `builder` makes goes into a local of a method that
    /// returns nothing, and the method only sets its properties and calls its methods: the local is
    /// stored nowhere, handed to no call or construction, and used in no closure (`let service =
    /// LoginService(presenter: self)`, `service.loaderDelegate = self`, `service.login()`). The
    /// builder keeps nothing of what it made; whatever keeps the object alive while it works (its own
    /// session's completion) lets it and its delegate go when the work ends.
    private func buildsOnlyIntoUnkeptLocals(_ builder: TypeID, _ built: TypeID, _ context: RuleContext) -> Bool {
        let model = context.model
        guard let holder = model[builder], let constructions = model.constructions[builder] else { return false }
        let assignments = model.assignments[builder] ?? []
        let calls = model.calls[builder] ?? []
        let closures = model.closures[builder] ?? []
        var found = false
        for (construction, targets) in zip(constructions, context.graph.constructionTargets(of: builder)) where targets.contains(built) {
            guard let member = construction.context.member, !construction.inDefaultArgument,
                  case let functions = holder.functions(named: member), !functions.isEmpty,
                  holder.propertyOrStaticProperty(named: member) == nil,
                  functions.allSatisfy({ $0.returnType.map { $0 == "Void" || $0 == "()" } ?? true })
            else { return false }
            let made = ValueFact.construction(construction.typeName)
            let bound = assignments.filter { $0.context.member == member && $0.value == made && $0.location.isOnSameLine(as: construction.location) }
            guard bound.count == 1, bound[0].isDeclaration, !bound[0].target.contains("."),
                  assignments.filter({ $0.context.member == member && $0.isDeclaration && $0.target == bound[0].target }).count == 1,
                  !functions.contains(where: { $0.parameters.contains { $0.name == bound[0].target } })
            else { return false }
            let local = bound[0].target
            let mentions = { (path: String?) -> Bool in
                guard let path else { return false }
                return path == local || path.hasPrefix(local + ".")
            }
            // The local, or anything of it (`loader.cancel`, a bound method), as a value.
            let isOfLocal = { (value: ValueFact) -> Bool in
                switch value {
                case .reference(let path), .call(let path): return mentions(path)
                default: return false
                }
            }
            let inClosure = { (place: SourceLocation) in closures.contains { $0.context.member == member && $0.encloses(place) } }
            let isUsedElsewhere = assignments.contains { $0.context.member == member && !$0.isDeclaration && (isOfLocal($0.value) || inClosure($0.location) && mentions($0.target)) }
                || calls.contains { $0.context.member == member && ($0.arguments.contains { isOfLocal($0.value) } || inClosure($0.location) && mentions($0.base)) }
                || constructions.contains { $0.context.member == member && $0.arguments.contains { isOfLocal($0.value) } }
            guard !isUsedElsewhere else { return false }
            found = true
        }
        return found
    }

    /// Whether a UIKit or AppKit object that adopts the protocol may own one that holds it where no
    /// stored property shows it, through the view hierarchy and presentation, which own downwards only:
    /// a superview its subviews, a screen its views, a container its children, a presenting screen the
    /// one it presents. Any two may, but
    /// - a view (a header, a cell; not a window, which keeps its root controller) and a view controller
    ///   that holds it: a view keeps its subviews, never the controller whose hierarchy it is in (`var
    ///   headerDelegate: HeaderDelegate?` in a screen, adopted only by the header its collection view
    ///   dequeues, points down);
    /// - a controller and the holder that is visibly its parent: keeps it in a property typed with its
    ///   class and builds it, or adds it as its child (`addChild(middleViewController)`), before setting
    ///   it as its delegate. A property alone may point up as well as down.
    private func hierarchyMayLetOwn(_ conformer: TypeID, _ holder: TypeID, _ context: RuleContext) -> Bool {
        let model = context.model
        guard isUIObject(conformer, model), isUIObject(holder, model) else { return false }
        if let view = model.uiFrameworkSuperclass(of: conformer), ProjectModel.isViewClassName(view), !view.hasSuffix("Window"),
           let screen = model.uiFrameworkSuperclass(of: holder), screen.hasSuffix("Controller") {
            return false
        }
        return !isParent(holder, of: conformer, context)
    }

    /// UIKit's calls that make a controller a child of another (`addChild(_:)`, before iOS 9's rename
    /// `addChildViewController(_:)`).
    static let childControllerAdders: Set<String> = ["addChild", "addChildViewController"]

    /// Whether `holder` keeps `child` in a stored property typed with its class (not through a protocol)
    /// and builds it or adds it as its child view controller.
    private func isParent(_ holder: TypeID, of child: TypeID, _ context: RuleContext) -> Bool {
        let slots = context.graph.strongReferences(from: holder)
            .filter { $0.to == child && !$0.isGuess && !$0.isResolvedThroughAbstraction }.map(\.label)
        guard !slots.isEmpty else { return false }
        if context.graph.builds(holder, child) { return true }
        return (context.model.calls[holder] ?? []).contains { call in
            ClassBoundProtocolRule.childControllerAdders.contains(call.name) && (call.base == nil || call.base == "self")
                && call.arguments.contains { argument in
                    if case .reference(let name) = argument.value { return slots.contains(name) }
                    return false
                }
        }
    }

    /// A project class of the UI frameworks' world: it subclasses one of their classes or adopts one of
    /// their protocols (`model.uiTypeEvidence`).
    private func isUIObject(_ id: TypeID, _ model: ProjectModel) -> Bool {
        model[id]?.kind == .class && model.uiTypeEvidence(id) != nil
    }

    /// The protocols that are the type of some property (stored, or a protocol's requirement that a
    /// conformer stores) anywhere in the production code.
    private func protocolsTypingReferences(_ model: ProjectModel) -> Set<TypeID> {
        var result = Set<TypeID>()
        for id in model.typeIDs where !model.isTestCode(id) {
            guard let type = model[id] else { continue }
            for property in type.properties where !property.isStatic && (property.isStored || type.kind == .protocol) {
                guard let typeName = property.typeName else { continue }
                for target in model.resolveTypeText(typeName, from: id).ids where model[target]?.kind == .protocol {
                    result.insert(target)
                }
            }
        }
        return result
    }

    /// A parent outside the project that makes a protocol class-bound: any Objective-C protocol or class
    /// of Apple's UI and Foundation frameworks (`UIResponder`, `UITextInput`, `NSCopying`'s kin are
    /// `@objc`), and Swift's class-constrained protocols.
    static func isClassBoundExternalParent(_ name: String) -> Bool {
        if ["ObservableObject", "Actor", "AnyActor"].contains(name) { return true }
        // Apple's delegate and data-source protocols are Objective-C ones (`AVCaptureFileOutputRecordingDelegate`,
        // `CLLocationManagerDelegate`), and a library's back-reference protocol is class-bound for the
        // same reason this rule asks it to be.
        if name.hasSuffix("Delegate") || name.hasSuffix("DataSource") { return true }
        let utf8 = Array(name.utf8.prefix(3))
        guard utf8.count == 3, utf8[2] >= UInt8(ascii: "A"), utf8[2] <= UInt8(ascii: "Z") else { return false }
        return (utf8[0] == UInt8(ascii: "U") && utf8[1] == UInt8(ascii: "I"))
            || (utf8[0] == UInt8(ascii: "N") && utf8[1] == UInt8(ascii: "S"))
    }

    /// The production types by qualified name, built only when a parent name does not resolve.
    static func typesByName(_ model: ProjectModel) -> [String: [TypeID]] {
        var result: [String: [TypeID]] = [:]
        for id in model.typeIDs where !model.isTestCode(id) && model[id]?.kind != .extension {
            result[id.name, default: []].append(id)
        }
        return result
    }

    /// `AnyObject`, `: class`, `NSObjectProtocol`, `@objc`, or a class-bound parent protocol.
    private func isClassBound(_ id: TypeID, model: ProjectModel, typesByName: inout [String: [TypeID]]?) -> Bool {
        var visited = Set<TypeID>()
        var stack = [id]
        while let current = stack.popLast() {
            guard visited.insert(current).inserted, let type = model[current] else { continue }
            if type.attributes.contains("@objc") { return true }
            for entry in type.inherited {
                let names = model.typeReference(entry).names
                if entry == "class" || names.contains(where: { ClassBoundProtocolRule.classBoundParents.contains($0) }) {
                    return true
                }
                for name in names {
                    var parents = model.resolve(name, fromModule: current.module, context: current)
                    if parents.isEmpty, ClassBoundProtocolRule.isClassBoundExternalParent(ProjectModel.lastComponent(of: name)) {
                        return true
                    }
                    // A parent the module map does not let this module see (its files were put into another
                    // module than the one the code imports) is still the project's only type of that name:
                    // the compiler found it, so its class-boundness is inherited.
                    if parents.isEmpty {
                        if typesByName == nil { typesByName = ClassBoundProtocolRule.typesByName(model) }
                        if let named = typesByName?[name], named.count == 1 { parents = named }
                    }
                    for parent in parents {
                        if model[parent]?.kind == .protocol { stack.append(parent) } else { return true }  // a superclass bound
                    }
                }
            }
        }
        return false
    }
}
