import ArchlintFacts
import ArchlintFindings
import ArchlintModel

/// Delegates are weak when the delegate object can own the holder.
public struct WeakDelegateRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "weak_delegate",
        name: "Weak Delegate",
        summary: "Stored delegate properties are weak when the delegate object can reach the holder through strong references.",
        rationale: """
            A delegate usually owns, directly or through others, the object it listens to: a view \
            controller owns the cell whose delegate it is, a coordinator owns the screen that reports \
            to it. A strong delegate reference back closes the cycle and nothing is freed. archlint \
            decides from the ownership graph instead of from names alone, so a delegate the holder \
            creates itself, or one that provably cannot reach the holder, is not flagged. A delegate \
            nobody visibly assigns, or whose assigned objects cannot be traced, is flagged only with \
            `untraced: true` (on in `strict`), as SwiftLint's rule would: on code bases archlint was \
            not tuned on, that conservative reading was wrong more often than right.
            """,
        howToFix: "Declare the property `weak var delegate: XDelegate?` and make `XDelegate` class-bound (`: AnyObject`).",
        defaultSeverity: .error,
        options: [untraced],
        triggeringExamples: [
            Example("""
                // Setting another object's delegate to nil does not let go of this one.
                protocol PlayerDelegate: AnyObject { func playerDidFinish() }
                final class Player { var ↓delegate: PlayerDelegate? }
                final class PlayerViewController: UIViewController, PlayerDelegate {
                    let player = Player()
                    let tableView = UITableView()
                    override func viewDidLoad() { player.delegate = self }
                    override func viewDidDisappear(_ animated: Bool) { tableView.delegate = nil }
                    func playerDidFinish() {}
                }
                """),
            Example("""
                // Set back to nil only in `deinit`, which the cycle never lets run.
                protocol PickerControllerDelegate: AnyObject { func controllerDidAnimateOut() }
                final class PickerController: UIViewController {
                    var ↓delegate: PickerControllerDelegate?
                }
                final class OptionsPicker: PickerControllerDelegate {
                    private var controller: PickerController?
                    func show() {
                        let controller = PickerController()
                        controller.delegate = self
                        self.controller = controller
                    }
                    func controllerDidAnimateOut() {}
                    deinit { controller?.delegate = nil }
                }
                """),
            Example("""
                protocol ProductCellDelegate: AnyObject {}
                final class ProductCell: UITableViewCell {
                    var ↓delegate: ProductCellDelegate?
                }
                final class ProductsViewController: UIViewController, ProductCellDelegate {
                    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath) as! ProductCell
                        cell.delegate = self
                        return cell
                    }
                }
                """),
            Example("""
                protocol DownloadDelegate: AnyObject {}
                final class Downloader {
                    var ↓delegate: DownloadDelegate?
                }
                final class LibraryStore: DownloadDelegate {
                    let downloader: Downloader
                    init(downloader: Downloader) {
                        self.downloader = downloader
                        downloader.delegate = self
                    }
                }
                """),
            Example("""
                // With `untraced: true`, nobody visibly assigning it is enough: the worst is assumed, like SwiftLint.
                protocol PlayerDelegate: AnyObject {}
                final class Player {
                    var ↓playerDelegate: PlayerDelegate?
                }
                """).with("weak_delegate", untraced, .bool(true)),
            Example("""
                // A presenting screen owns what it presents while it is presented.
                protocol TypePickerDelegate: AnyObject {}
                final class TypePickerViewController: UIViewController {
                    let ↓delegate: TypePickerDelegate?
                    init(delegate: TypePickerDelegate) {
                        self.delegate = delegate
                        super.init(nibName: nil, bundle: nil)
                    }
                }
                final class ExperienceViewController: UIViewController, TypePickerDelegate {
                    func pickType() {
                        let picker = TypePickerViewController(delegate: self)
                        present(picker, animated: true)
                    }
                }
                """),
            Example("""
                // A setter's argument is a visible assignment: the adapter keeps its collection view, so it owns the cells.
                protocol ClipCellActions: AnyObject {}
                final class ClipCell: UICollectionViewCell {
                    private var ↓delegate: ClipCellActions!
                    func setData(_ title: String, action: ClipCellActions) { self.delegate = action }
                }
                final class ClipsAdapter: ClipCellActions {
                    let collectionView: UICollectionView
                    init(collectionView: UICollectionView) { self.collectionView = collectionView }
                    func cell(at indexPath: IndexPath) -> UICollectionViewCell {
                        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "clip", for: indexPath) as! ClipCell
                        cell.setData("", action: self)
                        return cell
                    }
                }
                """),
            Example("""
                // An unlabelled setter called on a protocol-typed receiver is a visible assignment too:
                // the presenter keeps the view model, which keeps the presenter.
                protocol ScheduleViewModelDelegate: AnyObject {}
                protocol ScheduleViewModel: AnyObject {
                    func setDelegate(_ delegate: ScheduleViewModelDelegate)
                }
                final class DefaultScheduleViewModel: ScheduleViewModel {
                    private var ↓delegate: ScheduleViewModelDelegate?
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
                // The app's own container holds the presenter: page, container, presenter, page.
                protocol PageDelegate: AnyObject {}
                protocol PageContainer: AnyObject {}
                final class PagePresenter {
                    var ↓pageDelegate: PageDelegate?
                }
                final class WebPage: PageDelegate {
                    let container: PageContainer
                    init(container: PageContainer, presenter: PagePresenter) {
                        self.container = container
                        presenter.pageDelegate = self
                    }
                }
                // The app's container.
                final class WebPageContainer: PageContainer {
                    var presenter: PagePresenter?
                }
                """),
            Example("""
                // A shared service that screens also build for themselves is not process-lifetime: each
                // screen's service and its socket keep each other.
                protocol SocketDelegate: AnyObject {}
                final class Socket { var ↓delegate: SocketDelegate? }
                final class SocketService: SocketDelegate {
                    static let shared = SocketService()
                    private var socket: Socket?
                    func connect() {
                        let socket = Socket()
                        socket.delegate = self
                        self.socket = socket
                    }
                }
                final class ChatViewController: UIViewController {
                    let service = SocketService()
                }
                """),
            Example("""
                // So is a shared service whose subclass screens build: an object of the delegate's class
                // may be the subclass's, one per screen.
                protocol SocketDelegate: AnyObject {}
                final class Socket { var ↓delegate: SocketDelegate? }
                class SocketService: SocketDelegate {
                    static let shared = SocketService()
                    private var socket: Socket?
                    func connect() {
                        let socket = Socket()
                        socket.delegate = self
                        self.socket = socket
                    }
                }
                final class ChatSocketService: SocketService {}
                final class ChatViewController: UIViewController {
                    let service = ChatSocketService()
                }
                """),
            Example("""
                // Setting the server to nil just before building the next one replaces it: the controller
                // keeps a server at all times, and each keeps the other.
                protocol SocketServerDelegate: AnyObject { func serverDidReceive(_ text: String) }
                final class SocketServer {
                    var ↓delegate: SocketServerDelegate?
                    init(port: Int) {}
                }
                final class SocketController: SocketServerDelegate {
                    private var server: SocketServer?
                    func createServer(port: Int) {
                        server = nil
                        server = SocketServer(port: port)
                        server?.delegate = self
                    }
                    func serverDidReceive(_ text: String) {}
                }
                """),
            Example("""
                // Save and cancel let go of the current screen, but the history keeps every screen.
                protocol EditScreenDelegate: AnyObject { func save(); func cancel() }
                final class EditScreen {
                    var ↓delegate: EditScreenDelegate?
                    init(delegate: EditScreenDelegate) { self.delegate = delegate }
                }
                final class EditCoordinator: EditScreenDelegate {
                    private var editScreen: EditScreen?
                    private var history: [EditScreen] = []
                    func start() {
                        let screen = EditScreen(delegate: self)
                        editScreen = screen
                        history.append(screen)
                    }
                    func save() { editScreen = nil }
                    func cancel() { editScreen = nil }
                }
                """),
            Example("""
                // The engine keeps the coordinator too: the manager is not its only owner, and its strong
                // delegate closes a cycle with the coordinator's way back.
                protocol ChunksDelegate: AnyObject { func download() }
                final class DelegateManager {
                    let ↓chunksDelegate: ChunksDelegate
                    init(chunksDelegate: ChunksDelegate) { self.chunksDelegate = chunksDelegate }
                }
                final class ChunksCoordinator: ChunksDelegate {
                    var delegateManager: DelegateManager?
                    func download() {}
                }
                final class FetchEngine {
                    let delegateManager: DelegateManager
                    let chunks: ChunksCoordinator
                    init() {
                        let chunks = ChunksCoordinator()
                        self.chunks = chunks
                        delegateManager = DelegateManager(chunksDelegate: chunks)
                        chunks.delegateManager = delegateManager
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example(files: [
                // Only a test sets the delegate: what tests wire says nothing of the app.
                ("Sources/App/MessageProcessor.swift", """
                    protocol MessageProcessorDelegate: AnyObject { func didProcess() }
                    final class MessageProcessor {
                        var delegate: MessageProcessorDelegate?
                        func process() { delegate?.didProcess() }
                    }
                    """),
                ("Tests/AppTests/MessageProcessorTests.swift", """
                    final class MessageProcessorTests: XCTestCase, MessageProcessorDelegate {
                        let processor = MessageProcessor()
                        func testProcess() { processor.delegate = self; processor.process() }
                        func didProcess() {}
                    }
                    """),
            ]),
            Example("""
                // The delegate lives as long as the process (built only by `static let shared`): the
                // socket it keeps is freed once the service lets it go, so nothing leaks.
                protocol SocketDelegate: AnyObject {}
                final class Socket { var delegate: SocketDelegate? }
                final class SocketService: SocketDelegate {
                    static let shared = SocketService()
                    private var socket: Socket?
                    private init() {}
                    func connect() {
                        let socket = Socket()
                        socket.delegate = self
                        self.socket = socket
                    }
                }
                """),
            Example("""
                // The only container holding the presenter is the example app's test double: in the app
                // the page holds no presenter, so the delegate leads back to nothing that holds it.
                protocol PageDelegate: AnyObject {}
                protocol PageContainer: AnyObject {}
                final class PagePresenter {
                    var pageDelegate: PageDelegate?
                }
                final class WebPage: PageDelegate {
                    let container: PageContainer
                    init(container: PageContainer, presenter: PagePresenter) {
                        self.container = container
                        presenter.pageDelegate = self
                    }
                }
                // The example app's stand-in for the container.
                final class PageContainerMock: PageContainer {
                    var presenter: PagePresenter?
                }
                """),
            Example("""
                // A keep-alive delegate: nothing else holds the picker while its controller is on screen, and the
                // picker lets go of the controller's reference to it once the controller has animated out.
                protocol PickerControllerDelegate: AnyObject { func controllerDidAnimateOut() }
                final class PickerController: UIViewController {
                    var delegate: PickerControllerDelegate?
                }
                final class OptionsPicker: PickerControllerDelegate {
                    private var controller: PickerController?
                    func show() {
                        let controller = PickerController()
                        controller.delegate = self
                        self.controller = controller
                    }
                    func controllerDidAnimateOut() {
                        controller?.delegate = nil
                    }
                }
                """),
            Example("""
                // The coordinator keeps its edit screen only while the edit runs: both ways out of it set
                // the coordinator's reference to nil, and the cycle through the strong delegate ends.
                protocol EditScreenDelegate: AnyObject { func save(); func cancel() }
                final class EditScreen: UIViewController {
                    var delegate: EditScreenDelegate?
                    init(delegate: EditScreenDelegate) {
                        self.delegate = delegate
                        super.init(nibName: nil, bundle: nil)
                    }
                }
                final class EditCoordinator: EditScreenDelegate {
                    private var editScreen: EditScreen?
                    func start() { editScreen = EditScreen(delegate: self) }
                    func save() { editScreen = nil }
                    func cancel() { editScreen = nil }
                }
                """),
            Example("""
                // The engine builds each coordinator and hands it to the manager alone: the manager's
                // reference is the owning one (weak would free the coordinator at once), and the
                // coordinator's way back is the one to weaken.
                protocol ChunksDelegate { func download() }
                final class DelegateManager {
                    let chunksDelegate: ChunksDelegate
                    init(chunksDelegate: ChunksDelegate) { self.chunksDelegate = chunksDelegate }
                }
                final class ChunksCoordinator: ChunksDelegate {
                    var delegateManager: DelegateManager?
                    func download() {}
                }
                final class FetchEngine {
                    let delegateManager: DelegateManager
                    init() {
                        let chunks = ChunksCoordinator()
                        delegateManager = DelegateManager(chunksDelegate: chunks)
                        chunks.delegateManager = delegateManager
                    }
                }
                """),
            Example("""
                // Nobody visibly assigns it, and no owner can be shown: reported only with `untraced: true`.
                protocol PlayerDelegate: AnyObject {}
                final class Player {
                    var playerDelegate: PlayerDelegate?
                }
                """),
            Example("""
                // An overriding property observes the superclass's storage, which is weak.
                protocol CellActions: AnyObject {}
                class BaseCell: UICollectionViewCell {
                    weak var delegate: CellActions?
                }
                final class TextCell: BaseCell {
                    override var delegate: CellActions? {
                        didSet { label.delegate = delegate }
                    }
                    let label = ActionLabel()
                }
                final class ActionLabel: UILabel { weak var delegate: CellActions? }
                """),
            Example("""
                // A struct of closures cannot be weak: the holder keeps a copy.
                struct SelectLocationDelegate { let showSettings: () -> Void }
                final class SelectLocationViewModel {
                    private let delegate: SelectLocationDelegate
                    init(delegate: SelectLocationDelegate) { self.delegate = delegate }
                }
                final class LocationCoordinator {
                    var viewModel: SelectLocationViewModel?
                    func start() {
                        viewModel = SelectLocationViewModel(delegate: .init(showSettings: { [weak self] in self?.showSettings() }))
                    }
                    func showSettings() {}
                }
                """),
            Example("""
                protocol ProductCellDelegate: AnyObject {}
                final class ProductCell: UITableViewCell {
                    weak var delegate: ProductCellDelegate?
                }
                """),
            Example("""
                // Protocol requirements cannot be weak; computed properties hold nothing.
                protocol Coordinating: AnyObject {
                    var delegate: CoordinatorDelegate? { get set }
                }
                protocol CoordinatorDelegate: AnyObject {}
                final class Flow {
                    var delegate: CoordinatorDelegate? { nil }
                }
                """),
            Example("""
                // The holder creates and owns its delegate object.
                final class ImagePicker {
                    private let pickerDelegate = PickerDelegateProxy()
                    var delegate: PickerDelegateProxy?
                    init() { delegate = PickerDelegateProxy() }
                }
                final class PickerDelegateProxy {}
                """),
            Example("""
                // Every object assigned to it provably cannot reach the holder.
                protocol AnalyticsDelegate: AnyObject {}
                final class Uploader {
                    var delegate: AnalyticsDelegate?
                }
                final class AnalyticsSink: AnalyticsDelegate {}
                final class AppContainer {
                    let uploader = Uploader()
                    let sink = AnalyticsSink()
                    func wire() { uploader.delegate = sink }
                }
                """),
            Example("""
                // A screen configuring the next screen it pushes does not own it: the navigation stack does.
                protocol EpisodeListDelegate: AnyObject {}
                final class EpisodeListViewController: UIViewController {
                    var delegate: EpisodeListDelegate?
                }
                final class DiscoverViewController: UIViewController, EpisodeListDelegate {
                    func showList() {
                        let list = EpisodeListViewController()
                        list.delegate = self
                        navigationController?.pushViewController(list, animated: true)
                    }
                }
                """),
            Example("""
                // A shared instance that holds nothing of the holder cannot own it.
                protocol PlaybackDelegate: AnyObject {}
                final class PlaybackManager: PlaybackDelegate {
                    static let shared = PlaybackManager()
                }
                final class EpisodeViewModel {
                    let playback: PlaybackDelegate
                    init(playback: PlaybackDelegate) { self.playback = playback }
                }
                final class AppContainer {
                    func makeEpisode() -> EpisodeViewModel { EpisodeViewModel(playback: PlaybackManager.shared) }
                }
                """),
            Example("""
                // The same shared instance, as the default argument: the default is what goes in.
                protocol PlaybackDelegate: AnyObject {}
                final class PlaybackManager: PlaybackDelegate {
                    static let shared = PlaybackManager()
                }
                final class EpisodeViewModel {
                    private let playbackDelegate: PlaybackDelegate
                    init(playbackDelegate: PlaybackDelegate = PlaybackManager.shared) { self.playbackDelegate = playbackDelegate }
                }
                final class EpisodeCell: UITableViewCell {
                    let viewModel = EpisodeViewModel()
                }
                """),
            Example("""
                // The presenter sets itself as its view's delegate through the scene protocol and keeps the
                // view weakly: the view is the presenter's owner, weak would free it at once.
                protocol LoginSceneDelegate {}
                protocol LoginScene: AnyObject {
                    var delegate: LoginSceneDelegate? { get set }
                    func setDelegate(_ delegate: LoginSceneDelegate)
                }
                final class LoginViewController: UIViewController, LoginScene {
                    var delegate: LoginSceneDelegate?
                    func setDelegate(_ delegate: LoginSceneDelegate) { self.delegate = delegate }
                }
                final class LoginPresenter: LoginSceneDelegate {
                    private weak var scene: LoginScene?
                    init(scene: LoginScene) {
                        self.scene = scene
                        scene.setDelegate(self)
                    }
                }
                final class AnnouncementsViewController: UIViewController, AnnouncementsScene {
                    var delegate: AnnouncementsSceneDelegate?
                }
                protocol AnnouncementsSceneDelegate {}
                protocol AnnouncementsScene: AnyObject {
                    var delegate: AnnouncementsSceneDelegate? { get set }
                }
                final class AnnouncementsPresenter: AnnouncementsSceneDelegate {
                    private weak var scene: AnnouncementsScene?
                    init(scene: AnnouncementsScene) {
                        self.scene = scene
                        scene.delegate = self
                    }
                }
                """),
            Example("""
                // Even when the presenter holds its view strongly, the back reference is the presenter's
                // (weak_back_reference reports it); the view's reference to its presenter is the owning one.
                protocol MapsSceneDelegate {}
                protocol MapsScene: AnyObject {
                    func setDelegate(_ delegate: MapsSceneDelegate)
                }
                final class MapsViewController: UIViewController, MapsScene {
                    private var delegate: MapsSceneDelegate?
                    func setDelegate(_ delegate: MapsSceneDelegate) { self.delegate = delegate }
                }
                final class MapsPresenter: MapsSceneDelegate {
                    private let scene: MapsScene
                    init(scene: MapsScene) {
                        self.scene = scene
                        scene.setDelegate(self)
                    }
                }
                """),
            Example("""
                // Only structs adopt the delegate protocol: no class can be behind it, so it cannot be weak.
                protocol SplashSceneDelegate {}
                struct PreloadPresenter: SplashSceneDelegate {}
                final class PreloadViewController: UIViewController {
                    var delegate: SplashSceneDelegate?
                }
                """),
            Example("""
                // A lazy property whose initialiser closure builds the delegate object: the holder creates it.
                protocol HomeCoordinatorDelegate: AnyObject {}
                final class HomeNavigator: HomeCoordinatorDelegate {
                    init(drawer: UIViewController) {}
                }
                final class NavigationDependencies {
                    private let drawer: UIViewController
                    private lazy var homeNavigator: HomeCoordinatorDelegate = {
                        return HomeNavigator(drawer: self.drawer)
                    }()
                    init(drawer: UIViewController) { self.drawer = drawer }
                }
                """),
            Example("""
                // Value types and test doubles are not checked.
                struct Settings { var delegate: SettingsDelegate? }
                protocol SettingsDelegate {}
                final class DelegateSpy { var delegate: SettingsDelegate? }
                """),
        ]
    )

    static func isDelegateLike(_ property: PropertyFact, model: ProjectModel) -> Bool {
        if property.name.lowercased().hasSuffix("delegate") { return true }
        guard let typeName = property.typeName else { return false }
        return model.typeReference(typeName).names.contains { ProjectModel.lastComponent(of: $0).hasSuffix("Delegate") }
    }

    static let untraced = RuleOption.bool(
        "untraced", default: false,
        "Also report a strong delegate that nothing visibly assigns, or whose assigned objects cannot be traced.")

    public func check(_ context: RuleContext) -> [Finding] {
        let model = context.model
        let reportsUntraced = bool(Self.untraced, context)
        var violations: [Finding] = []
        for id in model.typeIDs {
            guard let holder = model[id], holder.isReferenceType, !holder.isTestCode else { continue }
            for property in holder.storedProperties where property.ownership == .strong
                && !property.attributes.contains("@IBOutlet") && WeakDelegateRule.isDelegateLike(property, model: model) {
                guard let reason = ownershipReason(holder: holder, property: property, reportsUntraced: reportsUntraced,
                                                   context: context) else { continue }
                let reference = Subject.reference(holder.typeName, property: property.name)
                violations.append(finding(at: property.location, reference,
                                          defects: [.reference(holder.typeName, property: property.name)],
                                          "delegate \(holder.name).\(property.name) is strong and \(reason); make it weak"))
            }
        }
        return violations
    }

    /// Whether every object wired into the property is handed over when the holder is built, and kept
    /// by nothing else: a local the same member builds, passed as the initialiser's argument and stored
    /// nowhere (`let chunks = ChunksCoordinator()`, `manager = DelegateManager(chunksDelegate:
    /// chunks)`). The holder is its only owner, so the holder's reference is the owning one: `weak`
    /// would free the object at once, and a cycle through it is broken on the object's side.
    static func isHandedOverAtConstruction(holder: ProjectType, property: PropertyFact, sites: [WiringSite],
                                           model: ProjectModel) -> Bool {
        !sites.isEmpty && sites.allSatisfy { site in
            guard let owner = site.owner,
                  let construction = (model.constructions[owner] ?? []).first(where: { $0.location == site.location }),
                  let member = construction.context.member,
                  let argument = construction.arguments.first(where: { argument in
                      argument.label.flatMap { model.propertyStoringInitializerArgument(label: $0, in: holder.id) } == property.name
                  }),
                  case .reference(let local) = argument.value, !local.utf8Contains(UInt8(ascii: ".")),
                  let bindings = model.localBindings(local, in: owner, member: member), !bindings.isEmpty,
                  bindings.allSatisfy({ if case .construction = $0 { return true } else { return false } })
            else { return false }
            let reference = ValueFact.reference(local)
            // Stored, or handed to anything but the holder's initialiser, it may have another owner.
            let stored = (model.assignments[owner] ?? []).contains { $0.context.member == member && !$0.isDeclaration && $0.value == reference }
            let handedElsewhere = (model.calls[owner] ?? []).contains { call in
                call.context.member == member && call.arguments.contains { $0.value == reference }
            } || (model.constructions[owner] ?? []).contains { other in
                other.context.member == member && other.location != construction.location && other.arguments.contains { $0.value == reference }
            }
            return !stored && !handedElsewhere
        }
    }

    /// Whether `presenter` builds a `screen` and presents it (`present(vc, animated:)`,
    /// `presentPanModal(vc)`): a presenting view controller owns what it presents (SPEC §3), unlike a
    /// screen it pushes, which the navigation stack owns.
    private func presents(_ screen: TypeID, from presenter: TypeID, model: ProjectModel) -> Bool {
        (model.calls[presenter] ?? []).contains { call in
            guard call.name.hasPrefix("present"), call.base == nil || call.base == "self",
                  let first = call.arguments.first else { return false }
            let values: ArraySlice<ValueFact>
            if case .reference(let name) = first.value {
                values = model.localBindings(name, in: presenter, member: call.context.member) ?? []
            } else {
                values = [first.value][...]
            }
            return values.contains { value in
                guard case .construction(let typeName) = value else { return false }
                return model.resolve(ProjectModel.stripGenericArguments(typeName), fromModule: presenter.module,
                                     context: presenter).contains(screen)
            }
        }
    }

    /// Whether a value is an object the holder makes itself: a construction, a local bound from one
    /// (`let picker = Picker(…); handler = picker`), or a call of its own factory method
    /// (`lazy var delegate = makeDelegate()`). A delegate object the holder creates is its helper.
    private func createsObject(_ value: ValueFact, holder: ProjectType, member: String?, _ model: ProjectModel) -> Bool {
        switch value {
        case .construction:
            return true
        case .call(let name):
            return !name.utf8Contains(UInt8(ascii: ".")) && !holder.functions(named: name).isEmpty
        case .reference(let name) where !name.utf8Contains(UInt8(ascii: ".")):
            return model.localBindings(name, in: holder.id, member: member)?.contains {
                if case .construction = $0 { return true } else { return false }
            } ?? false
        default:
            return false
        }
    }

    /// A lazy property whose initialiser closure builds the object it holds (`lazy var navigator: N = {
    /// Navigator(drawer: self.drawer) }()`): the holder creates its delegate itself.
    private func buildsInInitializerClosure(_ property: PropertyFact, holder: ProjectType, model: ProjectModel) -> Bool {
        guard let typeName = property.typeName else { return false }
        let slotTypes = model.resolveTypeText(typeName, from: holder.id).ids
        guard !slotTypes.isEmpty else { return false }
        return (model.constructions[holder.id] ?? []).contains { construction in
            guard construction.context.member == property.name, !construction.inDefaultArgument else { return false }
            let built = model.resolve(ProjectModel.stripGenericArguments(construction.typeName),
                                      fromModule: holder.id.module, context: holder.id)
            return built.contains { builtID in
                slotTypes.contains { $0 == builtID || model.conformers(of: $0).contains(builtID) }
            }
        }
    }

    /// Whether the holder visibly owns every object put into the slot: each one holds the holder only
    /// as a back reference by definition (a presenter that sets itself as its view's delegate), or is
    /// handed over to it alone when it is built (`isHandedOverAtConstruction`), so the slot is the
    /// owning reference and must stay strong.
    static func ownsEveryAssignedDelegate(holder: ProjectType, property: PropertyFact, context: RuleContext) -> Bool {
        let sites = context.graph.wiringSites(of: holder.id, property: property.name)
        if isHandedOverAtConstruction(holder: holder, property: property, sites: sites, model: context.model) { return true }
        return !sites.isEmpty && sites.allSatisfy { site in
            !site.values.isEmpty && site.values.allSatisfy { value in
                value != holder.id && context.ownership.definitionalBackReference(holder: value, target: holder.id) != nil
            }
        }
    }

    /// Whether the property is typed with protocols that project types adopt, all of them structs or
    /// enums: no class can be behind it, so it cannot be weak.
    static func onlyValueTypesConform(to property: PropertyFact, holder: ProjectType, model: ProjectModel) -> Bool {
        guard let typeName = property.typeName else { return false }
        let resolved = model.resolveTypeText(typeName, from: holder.id).ids
        guard !resolved.isEmpty, resolved.allSatisfy({ model[$0]?.kind == .protocol }) else { return false }
        return onlyValueTypesConform(to: resolved, model: model)
    }

    /// Whether the property's declared type is the project's struct or enum.
    static func isValueTyped(_ property: PropertyFact, holder: ProjectType, model: ProjectModel) -> Bool {
        guard let typeName = property.typeName else { return false }
        let resolved = model.resolveTypeText(typeName, from: holder.id).ids
        return !resolved.isEmpty && resolved.allSatisfy { isValueType($0, model) }
    }

    static func isValueType(_ id: TypeID, _ model: ProjectModel) -> Bool {
        model[id]?.kind == .struct || model[id]?.kind == .enum
    }

    /// Whether each protocol has production conformers and all of them are structs or enums.
    static func onlyValueTypesConform(to protocols: [TypeID], model: ProjectModel) -> Bool {
        protocols.allSatisfy { protocolID in
            let conformers = model.conformers(of: protocolID).filter { !model.isTestCode($0) }
            return !conformers.isEmpty && conformers.allSatisfy { WeakDelegateRule.isValueType($0, model) }
        }
    }

    /// A slot typed with a concrete class that is itself a delegate implementation (a
    /// `CXProviderDelegate` object): the holder keeps the helper it uses, it is not a delegate to weaken.
    private func isDelegateImplementation(_ property: PropertyFact, holder: ProjectType, model: ProjectModel) -> Bool {
        guard let typeName = property.typeName else { return false }
        let resolved = model.resolveTypeText(typeName, from: holder.id)
        guard !resolved.ids.isEmpty, resolved.ids.count == model.typeReference(typeName).names.count else { return false }
        return resolved.ids.allSatisfy { id in
            guard let type = model[id], type.isReferenceType else { return false }
            return type.inherited.contains { model.typeReference($0).names.contains { ProjectModel.lastComponent(of: $0).hasSuffix("Delegate") } }
        }
    }

    /// Why the delegate can own the holder, or nil when every assigned object provably cannot (or,
    /// unless `reportsUntraced`, when no assigned object can be traced to an owner).
    private func ownershipReason(holder: ProjectType, property: PropertyFact, reportsUntraced: Bool,
                                 context: RuleContext) -> String? {
        let graph = context.graph
        let model = context.model
        if let initializer = property.initializer, createsObject(initializer, holder: holder, member: property.name, model) {
            return nil
        }
        if property.initializer != nil && buildsInInitializerClosure(property, holder: holder, model: model) {
            return nil
        }
        // `weak` needs a class: a delegate protocol that only value types adopt cannot be weak, and a
        // value held by the holder is a copy it owns, not an owner.
        if WeakDelegateRule.onlyValueTypesConform(to: property, holder: holder, model: model) { return nil }
        // A slot typed with a struct or enum (a `struct SelectLocationDelegate` of closures) holds a copy.
        if WeakDelegateRule.isValueTyped(property, holder: holder, model: model) { return nil }
        // What tests wire (`processor.delegate = self` in an `XCTestCase`) says nothing of the app.
        let sites = graph.wiringSites(of: holder.id, property: property.name).filter { site in
            site.owner.map { !model.isTestCode($0) } ?? !model.testFiles.contains(site.location.file)
        }
        let createdByHolder = (model.assignments[holder.id] ?? []).contains { assignment in
            assignment.target == property.name
                && createsObject(assignment.value, holder: holder, member: assignment.context.member, model)
        }
        if createdByHolder && sites.allSatisfy({ $0.owner == holder.id }) { return nil }
        if sites.isEmpty && isDelegateImplementation(property, holder: holder, model: model) { return nil }
        guard !sites.isEmpty else {
            return reportsUntraced ? "nothing visibly assigns it, so the delegate may own \(holder.name)" : nil
        }
        if graph.isLetGoAfterUse(holder.id, property: property.name) { return nil }
        if WeakDelegateRule.isHandedOverAtConstruction(holder: holder, property: property, sites: sites, model: model) { return nil }
        var unknown = false
        for site in sites {
            if site.values.isEmpty { unknown = true }
            for value in site.values {
                if value == holder.id { return "\(holder.name) is its own delegate" }
                // A struct or enum cannot be weak, and holds the holder only through a copy it is given.
                if WeakDelegateRule.isValueType(value, model) { continue }
                // The delegate's reference to the holder is the back reference by definition (a presenter
                // that sets itself as its view's delegate): the holder owns its delegate, and the delegate
                // reference is the owning one; weak would free the delegate at once.
                if context.ownership.definitionalBackReference(holder: value, target: holder.id) != nil { continue }
                // A delegate that lives as long as the process leaks nothing through a strong reference
                // back to it: the holder is freed once the delegate lets go of it (weak_back_reference
                // reads back references the same way).
                if context.lifetime.livesAsLongAsTheProcess(value) { continue }
                // A view controller (role .view) is owned by the navigation stack it is pushed onto, not by
                // the screen that configured it. Cells and views keep the check: they live in the
                // configuring screen's hierarchy.
                if site.ownerConfiguresHolder && site.owner == value && holder.role != .view {
                    return "\(value.name) configures the \(holder.name) it delegates for (it owns it)"
                }
                if site.owner == value && presents(holder.id, from: value, model: context.model) {
                    return "\(value.name) presents the \(holder.name) it delegates for (it owns it while it is presented)"
                }
                if var chain = graph.strongPath(from: value, to: holder.id) {
                    // The delegate may keep the holder only until the flow ends, when it sets its own
                    // reference to nil (`observationEditController = nil` on save and on cancel); then
                    // only another way to it, kept for good (an `history` array), owns the holder.
                    let isLetGo = { (edge: Edge) in edge.kind == .stores && graph.isLetGoAfterUse(edge.from, property: edge.label) }
                    if let first = chain.first, isLetGo(first) {
                        guard let lasting = graph.strongPath(from: value, to: holder.id, avoiding: { $0.from == value && isLetGo($0) })
                        else { continue }
                        chain = lasting
                    }
                    return "\(value.name) owns \(holder.name) (\(Chains.describe(chain)))"
                }
            }
        }
        return unknown && reportsUntraced ? "what is assigned to it cannot be traced, so the delegate may own \(holder.name)" : nil
    }
}
