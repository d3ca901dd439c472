import ArchlintFacts
import ArchlintFindings
import ArchlintModel

/// Stored closures that capture `self` strongly.
public struct StrongSelfCaptureRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "strong_self_capture",
        name: "Strong Self Capture",
        summary: "A closure that is stored, or handed to an API that keeps it, captures `self` weakly.",
        rationale: """
            A closure kept in a property, on another object that `self` holds, in a NotificationCenter \
            observer or a repeating Timer retains everything it captures. Capturing `self` strongly there \
            makes `self` keep itself alive through the closure. A `[weak self]` on a nested closure does \
            not help: the outer closure must capture `self` strongly to hand it on. A bound method reference \
            (`button.onTap = self.handleTap`) captures `self` strongly too. By default the rule reports a \
            closure kept where `self` is shown to keep the keeper (its own property, a view of its \
            hierarchy, a shared object, a subscription bag, an observer, a timer), in a type that is no \
            service, coordinator or composition root made once per run (`archlint roles` shows each \
            type's role and why). `unkept_receivers: true` adds closures on objects `self` builds and \
            hands on, and `long_lived_roles: true` captures in services, coordinators and composition \
            roots (both on in `strict`): on code bases archlint was not tuned on, the first were right 65 \
            times in 107 judged and the second 31 times in 68, mostly because such objects live as long \
            as the process.
            """,
        howToFix: """
            Add `[weak self]` to the stored closure's capture list (then `guard let self else { return }`), \
            or `[unowned self]` when the closure can never outlive `self`. Replace a bound method reference \
            with `{ [weak self] in self?.handleTap() }`.
            """,
        defaultSeverity: .error,
        options: [unkeptReceivers, longLivedRoles],
        triggeringExamples: [
            Example("""
                // A `ControlEvent` the project makes over another stream (a notification) does not end
                // with its object, and a screen that leaves the stream out passes the default, which
                // never ends: either keeps the view model.
                extension Reactive where Base: UIViewController {
                    var keyboardWillShow: ControlEvent<Void> {
                        ControlEvent(events: NotificationCenter.default.rx.notification(UIResponder.keyboardWillShowNotification).map { _ in })
                    }
                }
                final class ComposeViewModel {
                    private let bag = DisposeBag()
                    private let heights = PublishSubject<Int>()
                    private var shown = 0
                    func bindKeyboard(keyboard: Observable<Void>) {
                        keyboard.map ↓{ _ in self.shown + 1 }.bind(to: heights).disposed(by: bag)
                    }
                    func bindRefresh(refresh: Driver<Void> = .never()) {
                        refresh.asObservable().map ↓{ _ in self.shown }.bind(to: heights).disposed(by: bag)
                    }
                }
                final class ComposeViewController: UIViewController {
                    private let viewModel = ComposeViewModel()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        viewModel.bindKeyboard(keyboard: rx.keyboardWillShow.asObservable())
                        viewModel.bindRefresh()
                    }
                }
                """),
            Example("""
                // A project event merged with a timer never ends, nor does an event of a shared object
                // the screen keeps a reference to: either keeps the view model.
                extension Reactive where Base: UIRefreshControl {
                    var pulled: ControlEvent<Void> {
                        ControlEvent(events: Observable.merge(base.rx.controlEvent(.valueChanged).asObservable(),
                                                              Observable<Int>.interval(.seconds(60), scheduler: MainScheduler.instance).map { _ in }))
                    }
                }
                final class InboxViewModel {
                    private let bag = DisposeBag()
                    private let pages = PublishSubject<Int>()
                    private var page = 0
                    func bindPull(pull: Observable<Void>) {
                        pull.map ↓{ _ in self.page }.bind(to: pages).disposed(by: bag)
                    }
                    func bindLogOut(logOut: Observable<Void>) {
                        logOut.map ↓{ _ in self.page }.bind(to: pages).disposed(by: bag)
                    }
                }
                final class InboxViewController: UIViewController {
                    private let viewModel = InboxViewModel()
                    private let refresh = UIRefreshControl()
                    private let session = SessionManager.shared
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        viewModel.bindPull(pull: refresh.rx.pulled.asObservable())
                        viewModel.bindLogOut(logOut: session.rx.methodInvoked(#selector(SessionManager.logOut)).map { _ in })
                    }
                }
                final class SessionManager: NSObject {
                    static let shared = SessionManager()
                    @objc func logOut() {}
                }
                """),
            Example("""
                // One screen hands the method its table's event, another its own subject, which never
                // ends: the view model may be that screen's, and the bag keeps it.
                protocol PageViewModelType: AnyObject { func bindReachedBottom(reachedBottom: Driver<Void>) }
                final class PageViewModel: PageViewModelType {
                    private let bag = DisposeBag()
                    private let pages = PublishSubject<Int>()
                    private var currentPage = 1
                    func bindReachedBottom(reachedBottom: Driver<Void>) {
                        reachedBottom.asObservable()
                            .map ↓{ _ in self.currentPage + 1 }
                            .bind(to: pages)
                            .disposed(by: bag)
                    }
                }
                final class PageListViewController: UIViewController {
                    private let tableView = UITableView()
                    private var viewModel: PageViewModelType!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        viewModel.bindReachedBottom(reachedBottom: tableView.rx.willDisplayCell.map { _ in }.asDriver(onErrorDriveWith: .empty()))
                    }
                }
                final class PageDetailViewController: UIViewController {
                    private let reachedBottomObserver = PublishSubject<Void>()
                    private var viewModel: PageViewModelType!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        viewModel.bindReachedBottom(reachedBottom: reachedBottomObserver.asDriver(onErrorDriveWith: .empty()))
                    }
                }
                """),
            Example("""
                // The closure keeps the view its member unwrapped: the bag keeps the view, and so the
                // button whose taps never end.
                protocol SortViewProtocol: AnyObject {
                    var sortTapped: ControlEvent<Void>? { get }
                    func showSortOptions()
                }
                final class SortPresenter {
                    weak var view: SortViewProtocol?
                    private let disposeBag = DisposeBag()
                    private var sorts = 0
                    func onViewReady() {
                        guard let view = self.view else { return }
                        if let sortTapped = self.view?.sortTapped {
                            sortTapped.subscribe ↓{ _ in
                                self.sorts += 1
                                view.showSortOptions()
                            }.disposed(by: disposeBag)
                        }
                    }
                }
                final class SortView: UIViewController, SortViewProtocol {
                    private let sortButton = UIButton()
                    var sortTapped: ControlEvent<Void>? { sortButton.rx.tap }
                    func showSortOptions() {}
                }
                """),
            Example("""
                // A computed view read from a strong stored one: the presenter keeps its view, whose
                // button, and so whose taps, live as long as the presenter does.
                protocol SettingsViewProtocol: AnyObject {
                    var closeTapped: ControlEvent<Void>? { get }
                }
                final class SettingsPresenter {
                    var ownedView: SettingsViewProtocol?
                    var view: SettingsViewProtocol? { ownedView }
                    private let disposeBag = DisposeBag()
                    private var closed = false
                    func onViewReady() {
                        if let closeTapped = view?.closeTapped {
                            closeTapped.subscribe ↓{ _ in self.closed = true }.disposed(by: disposeBag)
                        }
                    }
                }
                final class SettingsView: UIViewController, SettingsViewProtocol {
                    private let closeButton = UIButton()
                    var closeTapped: ControlEvent<Void>? { closeButton.rx.tap }
                }
                """),
            Example("""
                // The view model keeps the closure its initialiser is given, and the screen keeps the view
                // model: directly, through a local or as a lazy property's value; a struct's memberwise
                // initialiser keeps it too, and a trailing closure is the initialiser's last argument.
                final class ReportViewController: UIViewController {
                    private var topViewModel: TopViewModel?
                    private var footer = FooterModel(onTap: {})
                    private lazy var header = TopViewModel(didPressHistory: ↓{ self.showHistory() })
                    private var retry: RetryAction?
                    override func viewDidLoad() {
                        let viewModel = TopViewModel(didPressHistory: ↓{ self.showHistory() })
                        topViewModel = viewModel
                        footer = FooterModel(onTap: ↓{ self.showHistory() })
                        retry = RetryAction(title: "Retry") ↓{ self.showHistory() }
                    }
                    func showHistory() {}
                }
                final class TopViewModel {
                    private let didPressHistory: () -> Void
                    init(didPressHistory: @escaping () -> Void) { self.didPressHistory = didPressHistory }
                }
                struct FooterModel { let onTap: () -> Void }
                final class RetryAction {
                    private let handler: () -> Void
                    init(title: String, handler: @escaping () -> Void) { self.handler = handler }
                }
                """),
            Example("""
                // A diffable data source keeps its cell provider, and the screen keeps the data source.
                final class PeopleViewController: UIViewController {
                    private var collectionView: UICollectionView!
                    private var dataSource: UICollectionViewDiffableDataSource<Int, String>?
                    private lazy var people = UITableViewDiffableDataSource<Int, String>(tableView: UITableView(),
                                                                                       cellProvider: ↓{ _, _, _ in self.cell() })
                    override func viewDidLoad() {
                        dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) ↓{ _, _, _ in
                            self.cell()
                        }
                    }
                    func cell() -> UICollectionViewCell? { nil }
                }
                """),
            Example("""
                // The same through an alias of its type, or made by a method whose result the view keeps.
                final class WorkoutsView: UIView {
                    typealias DataSource = UICollectionViewDiffableDataSource<Int, String>
                    private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                    private lazy var dataSource = makeDataSource()
                    private var reps: UITableViewDiffableDataSource<Int, Int>?
                    private var isEditing = false
                    func makeDataSource() -> DataSource {
                        DataSource(collectionView: collectionView) ↓{ _, _, _ in self.isEditing ? nil : UICollectionViewCell() }
                    }
                    func makeReps(tableView: UITableView) -> UITableViewDiffableDataSource<Int, Int> {
                        let reps = UITableViewDiffableDataSource<Int, Int>(tableView: tableView) ↓{ _, _, _ in
                            self.isEditing ? nil : UITableViewCell()
                        }
                        reps.defaultRowAnimation = .fade
                        return reps
                    }
                    func reload(tableView: UITableView) { reps = makeReps(tableView: tableView) }
                }
                """),
            Example("""
                // A collection view keeps its layout, and a compositional layout its section provider:
                // made with the layout, given it, or through a method that makes it.
                final class FeedViewController: UIViewController {
                    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())
                    private var columns = 2
                    func makeLayout() -> UICollectionViewLayout {
                        UICollectionViewCompositionalLayout ↓{ _, _ in self.section(columns: self.columns) }
                    }
                    override func viewDidLoad() {
                        let layout = UICollectionViewCompositionalLayout ↓{ _, _ in self.section(columns: 1) }
                        collectionView.setCollectionViewLayout(layout, animated: false)
                    }
                    func section(columns: Int) -> NSCollectionLayoutSection? { nil }
                }
                final class TagsViewController: UICollectionViewController {
                    private var tags: [String] = []
                    override func viewDidLoad() {
                        collectionView.collectionViewLayout = UICollectionViewCompositionalLayout ↓{ _, _ in
                            self.tags.isEmpty ? nil : nil
                        }
                    }
                }
                final class CalendarViewController: UIViewController {
                    @IBOutlet private weak var daysView: UICollectionView!
                    private lazy var monthsView: UICollectionView = {
                        let layout = makeLayout()
                        let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
                        return view
                    }()
                    private var month = 1
                    func makeLayout() -> UICollectionViewLayout {
                        UICollectionViewCompositionalLayout ↓{ _, _ in self.month > 0 ? nil : nil }
                    }
                    override func viewDidLoad() {
                        daysView.collectionViewLayout = UICollectionViewCompositionalLayout ↓{ _, _ in self.month > 0 ? nil : nil }
                    }
                }
                """),
            Example("""
                // An action keeps its handler, and a control its action: a bar button item or button
                // the screen keeps (a property, an outlet, its navigation item) made with it or given it.
                final class AddDrinkViewController: UIViewController {
                    private lazy var cancel = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction ↓{ _ in
                        self.dismiss(animated: true)
                    })
                    private let saveButton = UIButton(type: .system)
                    @IBOutlet private weak var doneButton: UIButton!
                    private var amount = 0
                    override func viewDidLoad() {
                        navigationItem.leftBarButtonItem = cancel
                        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Add", primaryAction: UIAction ↓{ _ in self.amount += 1 })
                        let save = UIAction ↓{ _ in self.save() }
                        saveButton.addAction(save, for: .touchUpInside)
                        doneButton.addAction(UIAction ↓{ _ in self.save() }, for: .touchUpInside)
                    }
                    func save() {}
                }
                """),
            Example("""
                // An action written `.init(handler:)` where the control expects one; a control a lazy
                // property's initialising closure makes and returns, or a button it makes the custom view
                // of the bar button item it returns.
                final class DrinkShortcutViewController: UIViewController {
                    lazy var cancel = {
                        let item = UIBarButtonItem(title: "Cancel", primaryAction: .init(handler: ↓{ _ in
                            self.dismiss(animated: true)
                        }))
                        item.tintColor = .white
                        return item
                    }()
                    private lazy var backItem: UIBarButtonItem = {
                        let button = UIButton(type: .system)
                        button.addAction(UIAction ↓{ _ in self.dismiss(animated: true) }, for: .touchUpInside)
                        return UIBarButtonItem(customView: button)
                    }()
                }
                """),
            Example("""
                // A cell or supplementary registration keeps its handler: as a lazy property's value, or
                // as a local the cell provider of a data source `self` keeps dequeues with.
                final class FeedViewController: UIViewController {
                    private var collectionView: UICollectionView!
                    private var dataSource: UICollectionViewDiffableDataSource<Int, String>?
                    private var title2 = ""
                    lazy var header = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: "header") ↓{ view, _, _ in
                        view.tag = self.title2.count
                    }
                    private func configureDataSource() {
                        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> ↓{ cell, _, item in
                            cell.tag = self.title2.count
                        }
                        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, path, item in
                            view.dequeueConfiguredReusableCell(using: cell, for: path, item: item)
                        }
                    }
                }
                """),
            Example("""
                // A static constant a closure builds once is no singleton when screens build more of the type.
                final class SearchHistory {
                    static let preview: SearchHistory = {
                        let history = SearchHistory()
                        history.items = ["swift"]
                        return history
                    }()
                    var items: [String] = []
                    private var cancellables = Set<AnyCancellable>()
                    func observe() {
                        NotificationCenter.default.publisher(for: UIApplication.didReceiveMemoryWarningNotification)
                            .sink ↓{ _ in self.items.removeAll() }
                            .store(in: &cancellables)
                    }
                }
                final class SearchViewController: UIViewController {
                    private let history = SearchHistory()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        history.observe()
                    }
                }
                """),
            Example("""
                // The uploader's progress observer calls the callback in place; only `cancel()` takes it out.
                final class UploadViewController: UIViewController {
                    private let uploader = Uploader()
                    private let progressView = UIProgressView()
                    func upload(_ url: URL) {
                        uploader.onProgress = ↓{ value in self.progressView.progress = Float(value) }
                    }
                }
                final class Uploader {
                    var onProgress: ((Double) -> Void)?
                    private(set) var progress: Double = 0 {
                        didSet { onProgress?(progress) }
                    }
                    func cancel() {
                        let onProgress = self.onProgress
                        self.onProgress = nil
                        onProgress?(0)
                    }
                }
                """),
            Example(files: [
                // A Factory singleton that logout resets: each reset lets one object go, which keeps itself.
                ("Container+Monitor.swift", """
                    import Factory
                    extension Container {
                        var networkMonitor: Factory<NetworkMonitor> {
                            self { NetworkMonitor() }.singleton
                        }
                    }
                    final class AccountService {
                        func logout() {
                            Container.shared.networkMonitor.reset()
                            Container.shared.networkMonitor().start()
                        }
                    }
                    """),
                ("NetworkMonitor.swift", """
                    import Network
                    final class NetworkMonitor {
                        private let monitor = NWPathMonitor()
                        private(set) var isOnline = true
                        func start() { monitor.pathUpdateHandler = ↓{ path in self.isOnline = path.status == .satisfied } }
                    }
                    """),
            ]),
            Example("""
                // The provider takes its callback out only when it fails; every update calls it in place.
                final class MapViewController: UIViewController {
                    private let provider = LocationProvider()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        provider.onLocation = ↓{ location in self.center(on: location) }
                    }
                    private func center(on location: CLLocation?) {}
                }
                final class LocationProvider: NSObject, CLLocationManagerDelegate {
                    var onLocation: ((CLLocation?) -> Void)?
                    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
                        onLocation?(locations.last)
                    }
                    func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {
                        let onLocation = self.onLocation
                        self.onLocation = nil
                        onLocation?(nil)
                    }
                }
                """),
            Example("""
                // A streamer that lets its callbacks go only in a teardown its owner may never call keeps
                // them as long as the screen that keeps the streamer.
                final class CameraViewController: UIViewController {
                    private let streamer = Streamer()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        streamer.onFrame = ↓{ frame in self.render(frame) }
                    }
                    private func render(_ frame: Data) {}
                }
                final class Streamer {
                    var onFrame: ((Data) -> Void)?
                    var onError: ((Error) -> Void)?
                    func destroy() {
                        onFrame = nil
                        onError = nil
                    }
                }
                """),
            Example(files: [
                // Without `.singleton`, Factory makes a new object for every resolution.
                ("Container+Monitors.swift", """
                    import Factory
                    extension Container {
                        var networkMonitor: Factory<NetworkMonitor> {
                            self { NetworkMonitor() }
                        }
                    }
                    """),
                ("NetworkMonitor.swift", """
                    import Network
                    final class NetworkMonitor {
                        private let monitor = NWPathMonitor()
                        private(set) var isOnline = true
                        func start() { monitor.pathUpdateHandler = ↓{ path in self.isOnline = path.status == .satisfied } }
                    }
                    """),
            ]),
            Example("""
                // A static property that keeps a factory closure makes a new object on every call, and
                // a query operation a method returns as a protocol it adopts may be kept by its caller.
                final class DeploymentState {
                    var progress = 0.0
                    private let socket = PassthroughSubject<Double, Never>()
                    private var cancellables = Set<AnyCancellable>()
                    func connect() {
                        socket.sink ↓{ value in self.progress = value }.store(in: &cancellables)
                    }
                }
                enum StateFactory {
                    static let make: () -> DeploymentState = { DeploymentState() }
                }
                final class DeploymentScreen {
                    func open() { StateFactory.make().connect() }
                }
                final class RecordFetcher {
                    let database = CKContainer.default().privateCloudDatabase
                    private var current: Cancellable?
                    private let recordType = "Game"
                    func fetch(query: CKQuery) -> Cancellable {
                        let operation = CKQueryOperation(query: query)
                        operation.queryCompletionBlock = ↓{ _, _ in print(self.recordType) }
                        database.add(operation)
                        return operation
                    }
                    func start(query: CKQuery) { current = fetch(query: query) }
                }
                extension CKQueryOperation: Cancellable {}
                """),
            Example("""
                // An alias the screen inherits from a protocol it adopts names the system type.
                protocol Registrations {
                    typealias HeaderRegistration = UICollectionView.SupplementaryRegistration<UICollectionReusableView>
                }
                final class WishListViewController: UIViewController, Registrations {
                    private var header: HeaderRegistration?
                    private var title2 = ""
                    func bind() {
                        header = HeaderRegistration(elementKind: "header") ↓{ view, _, _ in
                            view.tag = self.title2.count
                        }
                    }
                }
                """),
            Example("""
                // A computed property that hands out a view of the screen's own hierarchy.
                final class NotesViewController: UIViewController {
                    var notesView: NotesView { view as! NotesView }
                    override func viewDidLoad() {
                        notesView.onDelete = ↓{ self.reload() }
                    }
                    func reload() {}
                }
                final class NotesView: UIView { var onDelete: (() -> Void)? }
                """),
            Example("""
                // A view behind a weak outlet is still in the screen's hierarchy, and a block that
                // configures a button the screen keeps is handed that button.
                final class FeedViewController: UIViewController {
                    @IBOutlet weak var feedTable: FeedTableView!
                    private let retryButton = RetryButton()
                    override func viewDidLoad() {
                        let header = HeaderModel()
                        header.onTap = ↓{ self.open() }
                        feedTable.attach(header)
                        retryButton.do { $0.onRetry = ↓{ self.reload() } }
                    }
                    func open() {}
                    func reload() {}
                }
                final class FeedTableView: UITableView { func attach(_ header: HeaderModel) {} }
                final class HeaderModel { var onTap: (() -> Void)? }
                final class RetryButton: UIButton { var onRetry: (() -> Void)? }
                """),
            Example("""
                // Kept by self: the elements of its own collections, a cell registration's cell, a view
                // model it stores (`self.viewModel = viewModel`, the rows a `map` builds), a button in
                // its navigation item, a library's cell.
                final class CardsViewController: UIViewController {
                    private var cards: [CardView] = []
                    private var rows: [RowViewModel] = []
                    private var viewModel: CardsViewModel?
                    func bind(to viewModel: CardsViewModel) {
                        self.viewModel = viewModel
                        viewModel.onChange = ↓{ self.reload() }
                    }
                    func layout(titles: [String]) {
                        cards.forEach { $0.onTap = ↓{ self.open() } }
                        rows = titles.map { title in
                            let row = RowViewModel()
                            row.onSelect = ↓{ self.open() }
                            return row
                        }
                        let save = SaveButtonItem()
                        save.onTap = ↓{ self.save() }
                        navigationItem.rightBarButtonItem = save
                    }
                    func configure(cell: MailCell) { cell.onSwipe = ↓{ self.reload() } }
                    func makeRegistration() -> UICollectionView.CellRegistration<ContactCell, String> {
                        UICollectionView.CellRegistration<ContactCell, String> { cell, _, _ in
                            cell.onCall = ↓{ self.open() }
                        }
                    }
                    func reload() {}
                    func open() {}
                    func save() {}
                }
                final class CardView: UIView { var onTap: (() -> Void)? }
                final class RowViewModel { var onSelect: (() -> Void)? }
                final class CardsViewModel { var onChange: (() -> Void)? }
                final class SaveButtonItem: UIBarButtonItem { var onTap: (() -> Void)? }
                final class MailCell: SwipeTableViewCell { var onSwipe: (() -> Void)? }
                final class ContactCell: UICollectionViewCell { var onCall: (() -> Void)? }
                """),
            Example("""
                // A bag the method makes is kept where the method puts it: here, in `self`.
                final class FeedLoader {
                    private var bags: [Set<AnyCancellable>] = []
                    private let updates = PassthroughSubject<Int, Never>()
                    func start() {
                        var bag = Set<AnyCancellable>()
                        updates.sink ↓{ value in self.apply(value) }.store(in: &bag)
                        bags.append(bag)
                    }
                    func apply(_ value: Int) {}
                }
                """),
            Example("""
                // A bag handed back to the caller but also poured into `self`'s own.
                final class FeedViewModel {
                    private var cancellables = Set<AnyCancellable>()
                    private let updates = PassthroughSubject<Int, Never>()
                    func observe() -> Set<AnyCancellable> {
                        var bag = Set<AnyCancellable>()
                        updates.sink ↓{ value in self.apply(value) }.store(in: &bag)
                        bag.forEach { $0.store(in: &cancellables) }
                        return bag
                    }
                    func apply(_ value: Int) {}
                }
                """),
            Example("""
                // The bag handed in is `self`'s own: the view model binds itself with its own bag.
                final class NotificationsViewModel {
                    struct Input { let refresh: AnyPublisher<Void, Never> }
                    private var bag = Set<AnyCancellable>()
                    private let useCase: NotificationsUseCase
                    private var items: [String] = []
                    init(useCase: NotificationsUseCase) { self.useCase = useCase }
                    func start(refresh: AnyPublisher<Void, Never>) { bind(input: Input(refresh: refresh), cancelBag: &bag) }
                    func bind(input: Input, cancelBag: inout Set<AnyCancellable>) {
                        useCase.items.sink ↓{ items in self.items = items }.store(in: &cancelBag)
                    }
                }
                final class NotificationsUseCase { let items = CurrentValueSubject<[String], Never>([]) }
                """),
            Example("""
                // The gesture's configuration runs once, but the subscription's closure is kept by the
                // chain in `self`'s bag.
                final class BottomSheetController: UIViewController, UIGestureRecognizerDelegate {
                    private let disposeBag = DisposeBag()
                    override func viewDidLoad() {
                        view.rx.tapGesture { gesture, _ in gesture.delegate = self }
                            .when(.recognized)
                            .subscribe(onNext: ↓{ _ in self.dismiss(animated: true) })
                            .disposed(by: disposeBag)
                    }
                }
                """),
            Example("""
                // `self.cancelBag` is the view model's own bag, not the one the screen hands in.
                final class StampViewModel {
                    struct Input { let delete: AnyPublisher<Void, Never> }
                    private let cancelBag = CancelBag()
                    private let useCase: StampUseCase
                    private let stampID: Int
                    init(useCase: StampUseCase, stampID: Int) {
                        self.useCase = useCase
                        self.stampID = stampID
                    }
                    func transform(from input: Input, cancelBag: CancelBag) {
                        input.delete.sink ↓{ _ in self.useCase.delete(self.stampID) }.store(in: self.cancelBag)
                    }
                }
                final class StampUseCase { func delete(_ id: Int) {} }
                final class StampViewController: UIViewController {
                    private let viewModel: StampViewModel
                    private let cancelBag = CancelBag()
                    private let delete = PassthroughSubject<Void, Never>()
                    init(viewModel: StampViewModel) {
                        self.viewModel = viewModel
                        super.init(nibName: nil, bundle: nil)
                    }
                    override func viewDidLoad() {
                        viewModel.transform(from: .init(delete: delete.eraseToAnyPublisher()), cancelBag: cancelBag)
                    }
                }
                """),
            Example("""
                // The same input, one of whose fields is the screen's relay, which never ends: the
                // subscription to it keeps the view model. So does a local set again (`confirm = …`) or a
                // subclass's screen handing in a relay.
                final class BackupViewModel {
                    struct Input {
                        let fetching: Observable<Void>
                        let confirm: Observable<String>
                    }
                    private let disposeBag = DisposeBag()
                    private let useCase: BackupUseCase
                    init(useCase: BackupUseCase) { self.useCase = useCase }
                    func transform(input: Input) {
                        input.fetching
                            .bind { self.useCase.start() }
                            .disposed(by: disposeBag)
                        input.confirm
                            .bind ↓{ code in self.useCase.confirm(code) }
                            .disposed(by: disposeBag)
                    }
                }
                final class BackupViewController: UIViewController {
                    private let viewModel: BackupViewModel
                    private let confirmButton = UIButton()
                    private let codeText = PublishRelay<String>()
                    init(viewModel: BackupViewModel) {
                        self.viewModel = viewModel
                        super.init(nibName: nil, bundle: nil)
                    }
                    override func viewDidLoad() {
                        let fetching = rx.viewWillAppear.take(1).map { _ in }
                        let confirm = codeText.asObservable()
                        viewModel.transform(input: .init(fetching: fetching, confirm: confirm))
                    }
                }
                final class BackupUseCase {
                    func start() {}
                    func confirm(_ code: String) {}
                }
                """),
            Example("""
                // Two untyped inputs in one call: the screen's relay in the second keeps the view model.
                final class VoteViewModel {
                    struct Trigger { let submit: Observable<Void> }
                    struct Input { let submit: Observable<String> }
                    private let disposeBag = DisposeBag()
                    private var choice = ""
                    func transform(trigger: Trigger, input: Input) {
                        input.submit
                            .bind ↓{ code in self.choice = code }
                            .disposed(by: disposeBag)
                    }
                }
                final class VoteViewController: UIViewController {
                    private let viewModel = VoteViewModel()
                    private let submitButton = UIButton()
                    private let choices = PublishRelay<String>()
                    override func viewDidLoad() {
                        viewModel.transform(trigger: .init(submit: submitButton.rx.tap.asObservable()),
                                            input: .init(submit: choices.asObservable()))
                    }
                }
                """),
            Example("""
                // A local the screen sets again may hold any stream by the time it is handed in.
                final class PinViewModel {
                    struct Input { let submit: Observable<String> }
                    private let disposeBag = DisposeBag()
                    private var pin = ""
                    func transform(input: Input) {
                        input.submit
                            .bind ↓{ code in self.pin = code }
                            .disposed(by: disposeBag)
                    }
                }
                final class PinViewController: UIViewController {
                    private let viewModel = PinViewModel()
                    private let submitButton = UIButton()
                    private let typed = PublishRelay<String>()
                    var extraCodes: Observable<String>?
                    override func viewDidLoad() {
                        var submit = submitButton.rx.tap.withLatestFrom(typed).asObservable()
                        if let extraCodes { submit = Observable.merge(submit, extraCodes) }
                        viewModel.transform(input: .init(submit: submit))
                    }
                }
                """),
            Example("""
                // A subclass's object runs the inherited method: its screen's relay keeps it.
                class CodeViewModel {
                    struct Input { let submit: Observable<String> }
                    private let disposeBag = DisposeBag()
                    private var code = ""
                    func transform(input: Input) {
                        input.submit
                            .bind ↓{ code in self.code = code }
                            .disposed(by: disposeBag)
                    }
                }
                final class ResetCodeViewModel: CodeViewModel {}
                final class CodeViewController: UIViewController {
                    private let viewModel = CodeViewModel()
                    private let submitButton = UIButton()
                    override func viewDidLoad() {
                        let submit = submitButton.rx.tap.asObservable()
                        viewModel.transform(input: .init(submit: submit))
                    }
                }
                final class ResetCodeViewController: UIViewController {
                    private let viewModel = ResetCodeViewModel()
                    private let codes = PublishRelay<String>()
                    override func viewDidLoad() {
                        viewModel.transform(input: .init(submit: codes.asObservable()))
                    }
                }
                """),
            Example("""
                // The app's controller keeps the schedule's controller among its children until it
                // empties them: a controller it makes at launch may be let go and made again.
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    private let appController = AppController()
                    func application(_ application: UIApplication,
                                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        appController.install(in: window!)
                        return true
                    }
                }
                final class AppController {
                    var children = [ScheduleController]()
                    func install(in window: UIWindow) {
                        let schedule = ScheduleController()
                        children.append(schedule)
                        window.rootViewController = schedule.prepare()
                    }
                    func signOut() { children.removeAll() }
                }
                // Nor when it replaces one through a subscript, which no fact shows as an assignment.
                final class PanelController {
                    var panels = [SchedulePanel]()
                    func install() {
                        let panel = SchedulePanel()
                        panels.append(panel)
                    }
                    func replaceFirst(with other: SchedulePanel) { panels[0] = other }
                }
                final class SchedulePanel {
                    let dataSource = ScheduleDataSource()
                    func prepare() { ↓dataSource.displayRoute = displayRoute }
                    func displayRoute() {}
                }
                final class ScheduleController {
                    let dataSource = ScheduleDataSource()
                    func prepare() -> UIViewController {
                        ↓dataSource.displayRoute = displayRoute
                        return UIViewController()
                    }
                    func displayRoute() {}
                }
                final class ScheduleDataSource { var displayRoute: (() -> Void)? }
                """),
            Example("""
                // A method that pushes the screen and notes its name keeps no screen: the navigation
                // controller lets it go when its children are replaced.
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    private var appCoordinator: AppCoordinator!
                    func application(_ application: UIApplication,
                                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        let navigationController = UINavigationController()
                        window = UIWindow()
                        window?.rootViewController = navigationController
                        appCoordinator = AppCoordinator(navigationController: navigationController)
                        appCoordinator.start()
                        return true
                    }
                }
                final class AppCoordinator {
                    private let navigationController: UINavigationController
                    private var shownScreens: [String] = []
                    init(navigationController: UINavigationController) { self.navigationController = navigationController }
                    func start() {
                        let intro = IntroViewController()
                        show(intro)
                    }
                    private func show(_ screen: UIViewController) {
                        navigationController.pushViewController(screen, animated: true)
                        shownScreens.append(String(describing: type(of: screen)))
                    }
                    func finishIntro() { navigationController.setViewControllers([UIViewController()], animated: true) }
                }
                final class IntroViewController: UIViewController {
                    private var onRefresh: (() -> Void)?
                    override func viewDidLoad() {
                        onRefresh = ↓{ self.reload() }
                    }
                    func reload() {}
                }
                """),
            Example("""
                // The base class lets a child go when its flow ends: the onboarding coordinator, made once,
                // is freed with its welcome screen when the user finishes, and the cycle keeps the screen.
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    private var appCoordinator: AppCoordinator!
                    func application(_ application: UIApplication,
                                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window = UIWindow()
                        appCoordinator = AppCoordinator(window: window!)
                        appCoordinator.start()
                        return true
                    }
                }
                class BaseCoordinator<ResultType> {
                    private var childCoordinators = [UUID: Any]()
                    private func store<T>(coordinator: BaseCoordinator<T>) { childCoordinators[UUID()] = coordinator }
                    private func free<T>(coordinator: BaseCoordinator<T>) { childCoordinators = [:] }
                    func coordinate<T>(to coordinator: BaseCoordinator<T>) -> Observable<T> {
                        store(coordinator: coordinator)
                        return coordinator.start()
                            .do(onNext: { [weak self] _ in self?.free(coordinator: coordinator) })
                    }
                    func start() -> Observable<ResultType> { fatalError() }
                }
                final class AppCoordinator: BaseCoordinator<Void> {
                    private let window: UIWindow
                    init(window: UIWindow) { self.window = window }
                    override func start() -> Observable<Void> {
                        let onboarding = OnboardingCoordinator(window: window)
                        return coordinate(to: onboarding)
                    }
                }
                final class OnboardingCoordinator: BaseCoordinator<Void> {
                    private let window: UIWindow
                    private lazy var welcome: WelcomeViewController = { WelcomeViewController() }()
                    init(window: UIWindow) { self.window = window }
                    override func start() -> Observable<Void> {
                        window.rootViewController = welcome
                        return welcome.finished.take(1)
                    }
                }
                final class WelcomeViewController: UIViewController {
                    let finished = PublishSubject<Void>()
                    private var onRefresh: (() -> Void)?
                    override func viewDidLoad() {
                        onRefresh = ↓{ self.reload() }
                    }
                    func reload() {}
                }
                """),
            Example("""
                // A coordinator started from a stream's events (each tap) is made again each time, and so is
                // the screen its `start` builds.
                class BaseCoordinator<ResultType> {
                    private var childCoordinators = [UUID: Any]()
                    private func store<T>(coordinator: BaseCoordinator<T>) { childCoordinators[UUID()] = coordinator }
                    func coordinate<T>(to coordinator: BaseCoordinator<T>) -> Observable<T> {
                        store(coordinator: coordinator)
                        return coordinator.start()
                    }
                    func start() -> Observable<ResultType> { fatalError() }
                }
                final class ListCoordinator: BaseCoordinator<Void> {
                    let taps = PublishSubject<Void>()
                    private let disposeBag = DisposeBag()
                    override func start() -> Observable<Void> {
                        taps.flatMap { [unowned self] in self.coordinate(to: DetailCoordinator()) }
                            .subscribe()
                            .disposed(by: disposeBag)
                        return .never()
                    }
                }
                final class DetailCoordinator: BaseCoordinator<Void> {
                    private lazy var detail: DetailViewController = { DetailViewController() }()
                    override func start() -> Observable<Void> { .never() }
                }
                final class DetailViewController: UIViewController {
                    private var onRefresh: (() -> Void)?
                    override func viewDidLoad() {
                        onRefresh = ↓{ self.reload() }
                    }
                    func reload() {}
                }
                """),
            Example("""
                // A cell is reused and never freed, so its button's taps never end; a page hands out the taps
                // of a button it is only lent; a protocol extension's default is a notification that never ends.
                protocol ProductCellView: AnyObject {
                    var buyTapped: Observable<Void> { get }
                }
                final class ProductCellPresenter {
                    private weak var view: ProductCellView?
                    private let disposeBag = DisposeBag()
                    private var purchases = 0
                    func bind() {
                        view?.buyTapped
                            .subscribe(onNext: ↓{ _ in self.purchases += 1 })
                            .disposed(by: disposeBag)
                    }
                }
                final class ProductCell: UITableViewCell, ProductCellView {
                    private let buyButton = UIButton()
                    var presenter: ProductCellPresenter?
                    var buyTapped: Observable<Void> { buyButton.rx.tap.asObservable() }
                }
                protocol PageViewProtocol: AnyObject {
                    var searchTapped: Observable<Void> { get }
                }
                final class PagePresenter {
                    private weak var view: PageViewProtocol?
                    private let disposeBag = DisposeBag()
                    private var searches = 0
                    func onViewReady() {
                        view?.searchTapped
                            .subscribe(onNext: ↓{ _ in self.searches += 1 })
                            .disposed(by: disposeBag)
                    }
                }
                final class PageViewController: UIViewController, PageViewProtocol {
                    private weak var searchButton: UIButton?
                    private lazy var presenter = PagePresenter()
                    var searchTapped: Observable<Void> { searchButton!.rx.tap.asObservable() }
                }
                protocol FeedViewProtocol: AnyObject {
                    var refreshTapped: Observable<Void> { get }
                }
                extension FeedViewProtocol {
                    var refreshTapped: Observable<Void> {
                        NotificationCenter.default.rx.notification(.feedNeedsRefresh).asObservable()
                    }
                }
                final class FeedPresenter {
                    private weak var view: FeedViewProtocol?
                    private let disposeBag = DisposeBag()
                    private var count = 0
                    func onViewReady() {
                        view?.refreshTapped
                            .subscribe(onNext: ↓{ _ in self.count += 1 })
                            .disposed(by: disposeBag)
                    }
                }
                final class FeedViewController: UIViewController, FeedViewProtocol {
                    private lazy var presenter = FeedPresenter()
                }
                final class FeedHeaderView: UIView, FeedViewProtocol {
                    private let refreshButton = UIButton()
                    var refreshTapped: Observable<Void> { refreshButton.rx.tap.asObservable() }
                }
                """),
            Example("""
                // The presenter's weak view hands out a relay it keeps, which does not end with the view,
                // or a button's taps through a conversion the getter does not show to be the only one;
                // and a presenter that keeps its view strongly is kept by the button it subscribes to.
                protocol FeedViewProtocol: AnyObject {
                    var refreshTapped: Observable<Void> { get }
                    var moreTapped: Observable<Void> { get }
                }
                final class FeedPresenter {
                    private weak var view: FeedViewProtocol?
                    private let disposeBag = DisposeBag()
                    private var count = 0
                    func onViewReady() {
                        view?.refreshTapped
                            .subscribe(onNext: ↓{ _ in self.count += 1 })
                            .disposed(by: disposeBag)
                        view?.moreTapped
                            .subscribe(onNext: ↓{ _ in self.count += 2 })
                            .disposed(by: disposeBag)
                    }
                }
                final class FeedView: UIViewController, FeedViewProtocol {
                    private let refreshRelay = PublishRelay<Void>()
                    private let moreButton = UIButton()
                    var refreshTapped: Observable<Void> { refreshRelay.asObservable() }
                    var moreTapped: Observable<Void> { moreButton.rx.tap.asObservable().share(replay: 1) }
                }
                final class StrongFeedPresenter {
                    private var view: FeedView?
                    private let disposeBag = DisposeBag()
                    private var count = 0
                    func onViewReady() {
                        view?.moreTapped
                            .subscribe(onNext: ↓{ _ in self.count += 1 })
                            .disposed(by: disposeBag)
                    }
                }
                // A screen subscribed to its own button keeps it through its view, however weak the outlet.
                final class FeedViewController: UIViewController {
                    @IBOutlet private weak var refreshButton: UIButton!
                    private let disposeBag = DisposeBag()
                    private var count = 0
                    override func viewDidLoad() {
                        refreshButton.rx.tap
                            .subscribe(onNext: ↓{ _ in self.count += 1 })
                            .disposed(by: disposeBag)
                    }
                }
                """),
            Example("""
                // A relay the screen keeps does not complete when the screen is freed: the view
                // model's bag keeps the subscription, and the closure keeps the view model, also
                // where a method of its own is handed the input or the stream.
                final class SearchViewModel {
                    struct Input {
                        let query: Observable<String>
                        let clear: Observable<Void>
                        let retry: Observable<Void>
                    }
                    private let disposeBag = DisposeBag()
                    private var results: [String] = []
                    func transform(input: Input) {
                        input.query.subscribe(onNext: ↓{ query in self.results = [query] }).disposed(by: disposeBag)
                        bind(input: input)
                        bindClear(clear: input.clear)
                        bindRetry(input: input)
                    }
                    private func bind(input: Input) {
                        input.query.subscribe(onNext: ↓{ query in self.results.append(query) }).disposed(by: disposeBag)
                    }
                    private func bindClear(clear: Observable<Void>) {
                        clear.withUnretained(self).subscribe(onNext: ↓{ _ in self.results = [] }).disposed(by: disposeBag)
                    }
                    private func bindRetry(input: Input) {
                        Observable.merge(input.clear, input.retry).subscribe(onNext: ↓{ _ in self.results = [] }).disposed(by: disposeBag)
                    }
                }
                final class SearchViewController: UIViewController {
                    private let viewModel = SearchViewModel()
                    private let query = PublishRelay<String>()
                    private let clear = PublishRelay<Void>()
                    private let retry = PublishRelay<Void>()
                    override func viewDidLoad() {
                        viewModel.transform(input: SearchViewModel.Input(query: query.asObservable(), clear: clear.asObservable(),
                                                                         retry: retry.asObservable()))
                    }
                }
                """),
            Example("""
                // A method of the view model also called without the screen's stream: its default never ends.
                final class TimerViewModel {
                    struct Input { let stop: Observable<Void> }
                    private let disposeBag = DisposeBag()
                    private var running = true
                    func transform(input: Input) {
                        bindStop(stop: input.stop)
                        bindStop()
                    }
                    private func bindStop(stop: Observable<Void> = .never()) {
                        stop.subscribe(onNext: ↓{ _ in self.running = false }).disposed(by: disposeBag)
                    }
                }
                final class TimerViewController: UIViewController {
                    private let viewModel = TimerViewModel()
                    private let stopButton = UIButton()
                    override func viewDidLoad() {
                        viewModel.transform(input: TimerViewModel.Input(stop: stopButton.rx.tap.asObservable()))
                    }
                }
                """),
            Example("""
                // The screen's event ends with the screen, but `flatMap` keeps its closure until the
                // streams it made end too, and a failed request here never ends.
                final class ReportViewModel {
                    struct Input { let send: Observable<Void> }
                    private let disposeBag = DisposeBag()
                    private let useCase = ReportUseCase()
                    func transform(input: Input) {
                        input.send
                            .flatMap ↓{ self.useCase.send().catch { _ in .never() } }
                            .subscribe()
                            .disposed(by: disposeBag)
                    }
                }
                final class ReportViewController: UIViewController {
                    private let viewModel = ReportViewModel()
                    private let sendButton = UIButton()
                    override func viewDidLoad() {
                        viewModel.transform(input: ReportViewModel.Input(send: sendButton.rx.tap.asObservable()))
                    }
                }
                final class ReportUseCase { func send() -> Observable<Void> { .just(()) } }
                """),
            Example("""
                // A request the declarations say ends (`Single`) is made into one that never does by an
                // error handler the facts cannot read (`.never()`), and a stream of the project's own
                // type named `Single` may be anything: `flatMap` may keep either closure for good.
                final class PaymentViewModel {
                    struct Input { let pay: Observable<Void>; let refresh: Observable<Void> }
                    private let disposeBag = DisposeBag()
                    private let service = PaymentService()
                    private let feed = FeedService()
                    func transform(input: Input) {
                        input.pay
                            .flatMap ↓{ self.service.pay().catch { _ in .never() } }
                            .subscribe()
                            .disposed(by: disposeBag)
                        input.refresh
                            .flatMap { [feed] in feed.items() }
                            .subscribe(onNext: ↓{ self.show($0) })
                            .disposed(by: disposeBag)
                    }
                    func show(_ items: [String]) {}
                }
                final class PaymentViewController: UIViewController {
                    private let viewModel = PaymentViewModel()
                    private let payButton = UIButton()
                    private let refreshButton = UIButton()
                    override func viewDidLoad() {
                        viewModel.transform(input: PaymentViewModel.Input(pay: payButton.rx.tap.asObservable(),
                                                                          refresh: refreshButton.rx.tap.asObservable()))
                    }
                }
                final class PaymentService { func pay() -> Single<Void> { .just(()) } }
                final class FeedService { func items() -> Single<[String]> { .just([]) } }
                struct Single<Element> {}
                """),
            Example("""
                // The request is read where it is made: a name the closure captures as its own, or a
                // closure around it is handed, may be another object than the property of that name,
                // and a project's alias named `Single` may be any stream.
                final class SyncViewModel {
                    struct Input { let sync: Observable<Void>; let retry: Observable<Void> }
                    private let disposeBag = DisposeBag()
                    private let api = SyncAPI()
                    private let events = EventsAPI()
                    private var done = false
                    func transform(input: Input, mirrors: [EventsAPI]) {
                        input.sync
                            .flatMap { [api = self.events] in api.run() }
                            .subscribe(onNext: ↓{ _ in self.done = true })
                            .disposed(by: disposeBag)
                        mirrors.forEach { api in
                            input.retry
                                .flatMap { api.run() }
                                .subscribe(onNext: ↓{ _ in self.done = true })
                                .disposed(by: self.disposeBag)
                        }
                    }
                }
                final class SyncViewController: UIViewController {
                    private let viewModel = SyncViewModel()
                    private let syncButton = UIButton()
                    private let retryButton = UIButton()
                    override func viewDidLoad() {
                        viewModel.transform(input: SyncViewModel.Input(sync: syncButton.rx.tap.asObservable(),
                                                                       retry: retryButton.rx.tap.asObservable()),
                                            mirrors: [])
                    }
                }
                final class SyncAPI { func run() -> Single<Bool> { .just(true) } }
                final class EventsAPI { func run() -> Stream<Bool> { PublishRelay<Bool>().asObservable() } }
                typealias Stream<T> = Observable<T>
                """),
            Example("""
                // A shared instance's stream that does not end keeps the flattened stream going.
                final class InboxViewModel {
                    struct Input { let open: Observable<Void> }
                    private let disposeBag = DisposeBag()
                    private var count = 0
                    func transform(input: Input) {
                        input.open
                            .flatMap ↓{ _ in Inbox.shared.updates(route: Route.inbox(self.count)) }
                            .subscribe(onNext: ↓{ _ in self.count += 1 })
                            .disposed(by: disposeBag)
                    }
                }
                final class InboxViewController: UIViewController {
                    private let viewModel = InboxViewModel()
                    private let openButton = UIButton()
                    override func viewDidLoad() {
                        viewModel.transform(input: InboxViewModel.Input(open: openButton.rx.tap.asObservable()))
                    }
                }
                final class Inbox {
                    static let shared = Inbox()
                    func updates(route: Route) -> Observable<Int> { PublishRelay<Int>().asObservable() }
                }
                enum Route { case inbox(Int) }
                """),
            Example("""
                // A stream that never ends, written as an implicit member, keeps the flattened stream
                // going after the screen's button has ended.
                final class OrderViewModel {
                    struct Input { let order: Observable<Void> }
                    private let disposeBag = DisposeBag()
                    private let api = OrderAPI()
                    private var orderID: String?
                    private var placed = false
                    func transform(input: Input) {
                        input.order
                            .flatMap ↓{ _ -> Observable<Bool> in
                                guard let id = self.orderID else { return .never() }
                                return self.api.place(id).asObservable()
                            }
                            .subscribe(onNext: ↓{ _ in self.placed = true })
                            .disposed(by: disposeBag)
                    }
                }
                final class OrderViewController: UIViewController {
                    private let viewModel = OrderViewModel()
                    private let orderButton = UIButton()
                    override func viewDidLoad() {
                        viewModel.transform(input: OrderViewModel.Input(order: orderButton.rx.tap.asObservable()))
                    }
                }
                final class OrderAPI { func place(_ id: String) -> Single<Bool> { .just(true) } }
                """),
            Example("""
                // A periodic action stays scheduled until its handle is disposed, which the bag does only
                // when the screen, which the action keeps, goes.
                final class ClockViewController: UIViewController {
                    private let disposeBag = DisposeBag()
                    private var ticks = 0
                    override func viewDidLoad() {
                        MainScheduler.instance.schedulePeriodic(0, startAfter: .seconds(1), period: .seconds(1)) ↓{ state in
                            self.ticks += 1
                            return state
                        }.disposed(by: disposeBag)
                    }
                }
                """),
            Example("""
                // A side effect beside the stream the closure returns does not make that stream end: a
                // relay returned after an error is reported keeps the flattened stream going.
                final class SignUpViewModel {
                    struct Input { let regist: Observable<Void> }
                    private let disposeBag = DisposeBag()
                    private let errors = PublishSubject<String?>()
                    private let names = BehaviorRelay<String>(value: "")
                    private var done = false
                    func transform(input: Input) {
                        input.regist
                            .flatMap ↓{ _ -> Observable<String> in
                                self.errors.onNext(nil)
                                return self.names.asObservable()
                            }
                            .subscribe(onNext: ↓{ _ in self.done = true })
                            .disposed(by: disposeBag)
                    }
                }
                final class SignUpViewController: UIViewController {
                    private let viewModel = SignUpViewModel()
                    private let registButton = UIButton()
                    override func viewDidLoad() {
                        viewModel.transform(input: SignUpViewModel.Input(regist: registButton.rx.tap.asObservable()))
                    }
                }
                """),
            Example("""
                // A block that removes another observer, or whose token is removed only elsewhere, stays
                // registered.
                final class FeedViewController: UIViewController {
                    private var loginObserver: NSObjectProtocol?
                    private var logoutObserver: NSObjectProtocol?
                    override func viewDidLoad() {
                        loginObserver = NotificationCenter.default.addObserver(forName: .didLogin, object: nil, queue: .main) ↓{ _ in
                            self.reload()
                            if let observer = self.logoutObserver { NotificationCenter.default.removeObserver(observer) }
                        }
                    }
                    func stop() {
                        if let loginObserver { NotificationCenter.default.removeObserver(loginObserver) }
                    }
                    func reload() {}
                }
                """),
            Example("""
                // Events that do not end with the screen, or that keep it: a bound method of the screen
                // handed to an operator, a navigation bar the screen borrows, a header the view model
                // keeps through a protocol its view adopts.
                final class TitleViewModel {
                    struct Input {
                        let titleTapped: Observable<String?>
                        let barTapped: Observable<UITapGestureRecognizer>
                    }
                    private let disposeBag = DisposeBag()
                    private var title: String?
                    func transform(input: Input) {
                        input.titleTapped.subscribe(onNext: ↓{ self.title = $0 }).disposed(by: disposeBag)
                        input.barTapped.subscribe(onNext: ↓{ _ in self.title = nil }).disposed(by: disposeBag)
                    }
                }
                final class TitleViewController: UIViewController {
                    private let viewModel = TitleViewModel()
                    private let titleButton = UIButton()
                    override func viewDidLoad() {
                        viewModel.transform(input: TitleViewModel.Input(
                            titleTapped: titleButton.rx.tap.map(currentTitle).asObservable(),
                            barTapped: navigationController!.navigationBar.rx.tapGesture().asObservable()))
                    }
                    func currentTitle() -> String? { titleButton.currentTitle }
                }
                protocol AvatarDisplaying: AnyObject { var avatarView: UIImageView { get } }
                final class AvatarHeaderView: UIView, AvatarDisplaying { let avatarView = UIImageView() }
                final class AvatarViewModel {
                    struct Input { let avatarTapped: Observable<UITapGestureRecognizer> }
                    private let header: AvatarDisplaying
                    private let disposeBag = DisposeBag()
                    private var taps = 0
                    init(header: AvatarDisplaying) { self.header = header }
                    func transform(input: Input) {
                        input.avatarTapped.subscribe(onNext: ↓{ _ in self.taps += 1 }).disposed(by: disposeBag)
                    }
                }
                final class AvatarViewController: UIViewController {
                    private let header = AvatarHeaderView()
                    private lazy var viewModel = AvatarViewModel(header: header)
                    override func viewDidLoad() {
                        viewModel.transform(input: AvatarViewModel.Input(avatarTapped: header.avatarView.rx.tapGesture().asObservable()))
                    }
                }
                """),
            Example("""
                // A project's own `sink`, which keeps what it is given, called for nothing it returns.
                final class EventBus {
                    static let shared = EventBus()
                    private var handlers: [(String) -> Void] = []
                    @discardableResult func sink(_ handler: @escaping (String) -> Void) -> Int {
                        handlers.append(handler)
                        return handlers.count
                    }
                }
                final class OutboxViewController: UIViewController {
                    override func viewDidLoad() {
                        _ = EventBus.shared.sink ↓{ _ in self.reload() }
                    }
                    func reload() {}
                }
                """),
            Example("""
                // A discarded result that something chained after the subscription keeps, and observer
                // blocks that do not remove themselves: their own token is hidden by a parameter or another
                // local, or only a closure run later removes it.
                final class InboxViewController: UIViewController {
                    private let cancelBag = CancelBag()
                    private var keyboardObserver: NSObjectProtocol?
                    private var observer: NSObjectProtocol?
                    override func viewDidLoad() {
                        _ = session.$user.sink ↓{ _ in self.reload() }.add(to: cancelBag)
                        observer = NotificationCenter.default.addObserver(forName: .didLogin, object: nil, queue: .main) ↓{ _ in
                            self.reload()
                            if let observer = self.keyboardObserver { NotificationCenter.default.removeObserver(observer) }
                        }
                        var token: NSObjectProtocol?
                        token = NotificationCenter.default.addObserver(forName: .didLogout, object: nil, queue: .main) ↓{ token in
                            self.reload()
                            NotificationCenter.default.removeObserver(token)
                        }
                        var closing: NSObjectProtocol?
                        closing = NotificationCenter.default.addObserver(forName: .didClose, object: nil, queue: .main) ↓{ _ in
                            self.reload()
                            self.closeButton.addAction(UIAction { _ in
                                if let closing { NotificationCenter.default.removeObserver(closing) }
                            }, for: .touchUpInside)
                        }
                    }
                    let closeButton = UIButton()
                    func reload() {}
                }
                """),
            Example("""
                // A backticked `self` rebinds it strongly, as the plain one does.
                final class FeedViewController: UIViewController {
                    var onDone: (() -> Void)?
                    override func viewDidLoad() {
                        load { [weak self] in
                            guard let `self` = self else { return }
                            self.onDone = ↓{ self.play() }
                        }
                    }
                    func load(_ completion: @escaping () -> Void) {}
                    func play() {}
                }
                """),
            Example("""
                // A discarded token does not end an observation: the notification center keeps the
                // observer; a subscription kept in a property, or stored in a bag, lives on.
                final class LoginViewController: UIViewController {
                    private var subscription: AnyCancellable?
                    private var bag = Set<AnyCancellable>()
                    override func viewDidLoad() {
                        _ = NotificationCenter.default.addObserver(forName: .didLogin, object: nil, queue: .main) ↓{ _ in self.close() }
                        subscription = session.$user.sink ↓{ _ in self.close() }
                        _ = session.$user.sink ↓{ _ in self.close() }.store(in: &bag)
                    }
                    func close() {}
                }
                """),
            Example("""
                // Chains of calls the screen hands in that do not end with it: a notification never
                // ends, and `flatMapLatest` keeps the stream its closure made after the tap has ended.
                final class ProfileViewModel {
                    struct Input {
                        let avatarTapped: Observable<UITapGestureRecognizer>
                        let loggedOut: Observable<Notification>
                    }
                    private let disposeBag = DisposeBag()
                    private var isEditing = false
                    func transform(input: Input) {
                        input.avatarTapped.when(.recognized).subscribe(onNext: ↓{ _ in self.isEditing = true }).disposed(by: disposeBag)
                        input.loggedOut.subscribe(onNext: ↓{ _ in self.isEditing = false }).disposed(by: disposeBag)
                    }
                }
                final class ProfileViewController: UIViewController {
                    private let viewModel = ProfileViewModel()
                    private let avatarView = UIImageView()
                    private let session = Session()
                    override func viewDidLoad() {
                        viewModel.transform(input: ProfileViewModel.Input(
                            avatarTapped: avatarView.rx.tapGesture().flatMapLatest { _ in self.session.taps }.asObservable(),
                            loggedOut: NotificationCenter.default.rx.notification(.loggedOut).asObservable()))
                    }
                }
                // The screen's own operator closure keeps the screen: the stream keeps it, and its button.
                final class TitleViewModel {
                    struct Input { let titleTapped: Observable<String?> }
                    private let disposeBag = DisposeBag()
                    private var title: String?
                    func transform(input: Input) {
                        input.titleTapped.subscribe(onNext: ↓{ self.title = $0 }).disposed(by: disposeBag)
                    }
                }
                final class TitleViewController: UIViewController {
                    private let viewModel = TitleViewModel()
                    private let titleButton = UIButton()
                    override func viewDidLoad() {
                        let input = TitleViewModel.Input(titleTapped: titleButton.rx.tap.map {
                            self.titleButton.currentTitle
                        }.asObservable())
                        viewModel.transform(input: input)
                    }
                }
                final class Session { let taps = PublishSubject<UITapGestureRecognizer>() }
                """),
            Example("""
                // The screen's input property is replaced later with one of a relay of its own, which never
                // ends (built by `.init(…)`, whose type the facts do not name).
                final class LoginViewModel {
                    struct Input { let next: Signal<Void> }
                    private let disposeBag = DisposeBag()
                    private var attempts = 0
                    func transform(input: Input) {
                        input.next.asObservable()
                            .subscribe(onNext: ↓{ self.attempts += 1 })
                            .disposed(by: disposeBag)
                    }
                }
                final class LoginViewController: UIViewController {
                    private let viewModel = LoginViewModel()
                    private let nextButton = UIButton()
                    private let retries = PublishRelay<Void>()
                    lazy var input = LoginViewModel.Input(next: nextButton.rx.tap.asSignal())
                    override func viewDidLoad() {
                        input = .init(next: retries.asSignal())
                        viewModel.transform(input: input)
                    }
                }
                """),
            Example("""
                // The screen's event ends with the screen, but `flatMapLatest` keeps the use case's
                // relay subscribed after it, and the relay never ends.
                final class HomeViewModel {
                    struct Input { let viewWillAppear: Observable<Void> }
                    private let disposeBag = DisposeBag()
                    private let useCase: HomeUseCase
                    private var items: [String] = []
                    init(useCase: HomeUseCase) { self.useCase = useCase }
                    func transform(input: Input) {
                        input.viewWillAppear
                            .flatMapLatest { [useCase] in useCase.items }
                            .subscribe(onNext: ↓{ items in self.items = items })
                            .disposed(by: disposeBag)
                    }
                }
                final class HomeViewController: UIViewController {
                    private let viewModel = HomeViewModel(useCase: HomeUseCase())
                    override func viewDidLoad() {
                        viewModel.transform(input: HomeViewModel.Input(viewWillAppear: rx.viewWillAppear.asObservable()))
                    }
                }
                final class HomeUseCase { let items = BehaviorRelay<[String]>(value: []) }
                """),
            Example("""
                // A scene delegate that is also the window's view controller is made once per window.
                final class SceneDelegate: UIViewController, UIWindowSceneDelegate {
                    var window: UIWindow?
                    private var cancellables = Set<AnyCancellable>()
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                        NotificationCenter.default.publisher(for: .themeChanged)
                            .sink ↓{ _ in self.applyTheme() }
                            .store(in: &cancellables)
                    }
                    func applyTheme() {}
                }
                """),
            Example("""
                // A view the screen builds and adds to its own hierarchy, and an object a shared accessor
                // hands out (which keeps the closure as long as the process lives).
                final class HostsViewController: UIViewController {
                    func showFooter() {
                        let button = FooterButton()
                        view.addSubview(button)
                        button.onTap = ↓{ self.addHost() }
                    }
                    func startSync() {
                        let handler = SyncHandler.shared()
                        handler.onMerge = ↓{ self.reload() }
                    }
                    func addHost() {}
                    func reload() {}
                }
                final class FooterButton: UIButton { var onTap: (() -> Void)? }
                final class SyncHandler {
                    static let instance = SyncHandler()
                    static func shared() -> SyncHandler { instance }
                    var onMerge: (() -> Void)?
                }
                """),
            Example("""
                // Built by a static method that code other than the launch handler calls too: not once.
                final class LidObserver {
                    private var cancellables = Set<AnyCancellable>()
                    init() {
                        NotificationCenter.default.publisher(for: .lidChanged)
                            .sink ↓{ _ in self.update() }
                            .store(in: &cancellables)
                    }
                    func update() {}
                }
                enum Displays {
                    static var lidObserver: LidObserver?
                    static func setup() { lidObserver = LidObserver() }
                }
                @main final class AppDelegate: NSObject, NSApplicationDelegate {
                    func applicationDidFinishLaunching(_ notification: Notification) { Displays.setup() }
                    @IBAction func reset(_ sender: Any) { Displays.setup() }
                }
                """),
            Example("""
                // Emptied by `take()` or through an in-out argument, filled after an `await` (two tasks may
                // both see nil), or filled through a parameter of the slot's name: not made once.
                final class SessionStore {
                    private static var instance: SessionStore?
                    static func current() -> SessionStore {
                        if instance == nil { instance = SessionStore() }
                        return instance!
                    }
                    static func logout() { _ = instance.take() }
                    private init() {
                        NotificationCenter.default.addObserver(forName: .didLogin, object: nil, queue: .main) ↓{ _ in self.reload() }
                    }
                    func reload() {}
                }
                final class ChatClient {
                    private static var instance: ChatClient?
                    static func shared() async -> ChatClient {
                        if instance == nil { instance = ChatClient(token: await TokenStore.fetch()) }
                        return instance!
                    }
                    init(token: String) {
                        NotificationCenter.default.addObserver(forName: .didLogin, object: nil, queue: .main) ↓{ _ in self.reconnect() }
                    }
                    func reconnect() {}
                }
                final class Spinner {
                    static var overlay: Spinner?
                    static func show(into overlay: inout Spinner?) { if overlay == nil { overlay = Spinner() } }
                    init() {
                        NotificationCenter.default.addObserver(forName: .didLogin, object: nil, queue: .main) ↓{ _ in self.spin() }
                    }
                    func spin() {}
                }
                final class FeedViewController: UIViewController {
                    private var spinner: Spinner?
                    override func viewDidAppear(_ animated: Bool) { Spinner.show(into: &spinner) }
                    override func viewDidDisappear(_ animated: Bool) { spinner = nil }
                }
                """).with("strong_self_capture", longLivedRoles, .bool(true)),
            Example("""
                // A local that shadows the static slot, or a fill in a closure that may run later (each tap
                // makes a new one), does not make the object once.
                final class ToastCenter {
                    static var shared: ToastCenter?
                    static func make() -> ToastCenter {
                        var shared: ToastCenter?
                        if shared == nil {
                            shared = ToastCenter()
                        }
                        return shared!
                    }
                    private init() {
                        NotificationCenter.default.addObserver(forName: .postSaved, object: nil, queue: .main) ↓{ _ in
                            self.show("Saved")
                        }
                    }
                    func show(_ text: String) {}
                }
                final class PostViewController: UIViewController {
                    private var toasts: ToastCenter?
                    override func viewDidAppear(_ animated: Bool) { toasts = ToastCenter.make() }
                }
                final class Banner {
                    static var shared: Banner?
                    init(window: UIWindow) {
                        NotificationCenter.default.addObserver(forName: .postSaved, object: nil, queue: .main) ↓{ _ in
                            self.show("Saved")
                        }
                    }
                    func show(_ text: String) {}
                }
                final class TabBarController: UITabBarController {
                    let resetButton = ActionButton()
                    override func viewDidLoad() {
                        if Banner.shared == nil {
                            resetButton.onTap = { Banner.shared = Banner(window: UIWindow()) }
                        }
                    }
                }
                final class ActionButton: UIButton { var onTap: (() -> Void)? }
                """),
            Example("""
                // An operation handed in is kept when `self` keeps a set of them, whatever its written type;
                // one added through a protocol's own `add(_:)` is kept by the tracker that is `self`.
                import CloudKit
                final class ContactsSync {
                    private var running = Set<CKQueryOperation>()
                    func listContacts(query: CKQuery) {
                        let operation = CKQueryOperation(query: query)
                        running.insert(operation)
                        listBatch(operation: operation)
                    }
                    private func listBatch(operation: CKQueryOperation) {
                        operation.queryResultBlock = ↓{ result in self.finish(result) }
                        CKContainer.default().privateCloudDatabase.add(operation)
                    }
                    func finish(_ result: Result<CKQueryOperation.Cursor?, Error>) {}
                }
                protocol OperationTracking: AnyObject { var tracked: [Operation] { get set } }
                extension OperationTracking {
                    func add(_ operation: Operation) { tracked.append(operation) }
                }
                final class Uploader: OperationTracking {
                    var tracked: [Operation] = []
                    func upload(_ records: [CKRecord]) {
                        let operation = CKModifyRecordsOperation(recordsToSave: records, recordIDsToDelete: nil)
                        operation.modifyRecordsResultBlock = ↓{ result in self.finish(result) }
                        add(operation)
                    }
                    func finish(_ result: Result<Void, Error>) {}
                }
                """),
            Example("""
                // What a lazy property's initialiser builds in a closure it stores is made on every call.
                @main
                final class AppDelegate: NSObject, NSApplicationDelegate {
                    private lazy var factory: ProxyFactory = {
                        let factory = ProxyFactory()
                        factory.make = { ProxyController(settings: ProxySettings()) { _ in } }
                        return factory
                    }()
                }
                final class ProxyFactory { var make: (() -> ProxyController)? }
                final class ProxyController {
                    private var cancellables = Set<AnyCancellable>()
                    private let settings: ProxySettings
                    init(settings: ProxySettings, setup: @escaping (Manager) -> Void) { self.settings = settings }
                    func start() {
                        settings.changes.sink ↓{ _ in self.reload() }.store(in: &cancellables)
                    }
                    func reload() {}
                }
                """),
            Example("""
                // A store a screen makes again on each reload is no app's, even beside a preview's.
                struct LibraryView_Previews: PreviewProvider {
                    @State static private var store = LibraryStore()
                    static var previews: some View { Text("Preview").environmentObject(store) }
                }
                final class LibraryViewController: UIViewController {
                    private var store: LibraryStore?
                    func reload() {
                        store = LibraryStore()
                    }
                }
                final class LibraryStore: ObservableObject {
                    @Published var books: [String] = []
                    private var cancellables = Set<AnyCancellable>()
                    init() {
                        $books.sink ↓{ _ in self.save() }.store(in: &cancellables)
                    }
                    func save() {}
                }
                """).with("strong_self_capture", longLivedRoles, .bool(true)),
            Example("""
                // A manager made while its static slot is empty, but emptied again at sign-out, is made
                // again after each sign-in: every old one stays, kept by its own observer.
                final class ToastCenter {
                    static var shared: ToastCenter?
                    private let window: UIWindow
                    init(window: UIWindow) {
                        self.window = window
                        NotificationCenter.default.addObserver(forName: .postSaved, object: nil, queue: .main) ↓{ _ in
                            self.show("Saved")
                        }
                    }
                    func show(_ text: String) {}
                }
                final class TabBarController: UITabBarController {
                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        if ToastCenter.shared == nil {
                            ToastCenter.shared = ToastCenter(window: view.window!)
                        }
                    }
                    func signOut() {
                        ToastCenter.shared = nil
                    }
                }
                """),
            Example("""
                // Kept strongly, the picker keeps the helper through its handler.
                final class PhotosAccessHelper: NSObject {
                    var pickerController: ImagePickerController?
                    func showPicker(on viewController: UIViewController) {
                        pickerController = makePicker()
                        guard let pickerController else { return }
                        viewController.present(pickerController, animated: true)
                    }
                    func makePicker() -> ImagePickerController {
                        let picker = ImagePickerController()
                        ↓picker.didSelectAssets = didSelectAssets
                        return picker
                    }
                    func didSelectAssets(_ assets: [String]) {}
                }
                // So is one kept weakly and then read back into a list the helper keeps.
                final class GalleryHelper: NSObject {
                    weak var pickerController: ImagePickerController?
                    private var history: [ImagePickerController] = []
                    func showPicker(on viewController: UIViewController) {
                        pickerController = makePicker()
                        guard let pickerController else { return }
                        history.append(pickerController)
                        viewController.present(pickerController, animated: true)
                    }
                    func makePicker() -> ImagePickerController {
                        let picker = ImagePickerController()
                        ↓picker.didSelectAssets = didSelectAssets
                        return picker
                    }
                    func didSelectAssets(_ assets: [String]) {}
                }
                final class ImagePickerController: UIViewController { var didSelectAssets: (([String]) -> Void)? }
                """),
            Example("""
                // An operation `self` keeps as well as enqueues keeps its handler, and the handler `self`.
                import CloudKit
                final class SyncEngine {
                    let database = CKContainer.default().privateCloudDatabase
                    private var running: CKModifyRecordsOperation?
                    func push(_ records: [CKRecord]) {
                        let operation = CKModifyRecordsOperation(recordsToSave: records, recordIDsToDelete: nil)
                        operation.modifyRecordsResultBlock = ↓{ result in self.didPush(result) }
                        running = operation
                        database.add(operation)
                    }
                    func didPush(_ result: Result<Void, Error>) {}
                }
                // So does one it adds to a set of its own as well as to the database.
                final class CloudUploader {
                    let database = CKContainer.default().privateCloudDatabase
                    private let inFlight = NSMutableSet()
                    func upload(_ records: [CKRecord]) {
                        let operation = CKModifyRecordsOperation(recordsToSave: records, recordIDsToDelete: nil)
                        operation.modifyRecordsResultBlock = ↓{ result in self.finish(result) }
                        inFlight.add(operation)
                        database.add(operation)
                    }
                    func finish(_ result: Result<Void, Error>) {}
                }
                // So does a set that adds the operation to itself.
                final class PendingUploads: NSMutableSet {
                    func upload(_ records: [CKRecord]) {
                        let operation = CKModifyRecordsOperation(recordsToSave: records, recordIDsToDelete: nil)
                        operation.modifyRecordsResultBlock = ↓{ result in self.finish(result) }
                        add(operation)
                    }
                    func finish(_ result: Result<Void, Error>) {}
                }
                // So does a handed-in operation when `self` keeps operations of that type.
                final class ContactsSync {
                    private var current: CKQueryOperation?
                    func listContacts(query: CKQuery) {
                        let operation = CKQueryOperation(query: query)
                        current = operation
                        listBatch(operation: operation)
                    }
                    private func listBatch(operation: CKQueryOperation) {
                        operation.queryResultBlock = ↓{ result in self.finish(result) }
                        CKContainer.default().privateCloudDatabase.add(operation)
                    }
                    func finish(_ result: Result<CKQueryOperation.Cursor?, Error>) {}
                }
                """),
            Example("""
                // The coordinator keeps its navigation controller, which keeps the screen it pushed: a weak
                // property to the screen does not break the cycle through the screen's closure.
                final class HomeCoordinator {
                    let navigationController: UINavigationController
                    weak var home: HomeViewController?
                    init(navigationController: UINavigationController) { self.navigationController = navigationController }
                    func start() {
                        let screen = HomeViewController()
                        home = screen
                        navigationController.pushViewController(screen, animated: false)
                        screen.onLogout = ↓{ self.logout() }
                    }
                    func logout() {}
                }
                final class HomeViewController: UIViewController { var onLogout: (() -> Void)? }
                // So does a screen's view model, handed to the screen it pushes through a local.
                final class StorePickerCoordinator {
                    let navigationController: UINavigationController
                    init(navigationController: UINavigationController) { self.navigationController = navigationController }
                    func showRoleError() {
                        let viewModel = RoleErrorViewModel()
                        let screen = RoleErrorViewController(viewModel: viewModel)
                        viewModel.onRetry = ↓{ self.retry() }
                        var top = navigationController
                        top.show(screen, sender: nil)
                    }
                    func retry() {}
                }
                final class RoleErrorViewModel { var onRetry: (() -> Void)? }
                final class RoleErrorViewController: UIViewController {
                    init(viewModel: RoleErrorViewModel) { super.init(nibName: nil, bundle: nil) }
                }
                """).with("strong_self_capture", longLivedRoles, .bool(true)).with("strong_self_capture", unkeptReceivers, .bool(true)),
            Example("""
                // A factory that also keeps what it builds returns a view `self` holds.
                final class TravelComponents {
                    private var built: [TravelView] = []
                    func makeTravelView() -> TravelView {
                        let view = TravelView()
                        built.append(view)
                        return view
                    }
                    func travelView() -> UIView {
                        let view = makeTravelView()
                        view.action = ↓{ self.didSelectTravel() }
                        return view
                    }
                    func didSelectTravel() {}
                }
                final class TravelView: UIView { var action: (() -> Void)? }
                """).with("strong_self_capture", unkeptReceivers, .bool(true)),
            Example("""
                // Kept in a collection of `self`'s.
                final class HeaderComponents {
                    private var views: [UIView] = []
                    func header() -> UIView {
                        let header = HeaderView()
                        header.onTap = ↓{ self.refresh() }
                        views = [header]
                        return header
                    }
                    func refresh() {}
                }
                final class HeaderView: UIView { var onTap: (() -> Void)? }
                """),
            Example("""
                // A task that builds and runs a service per call keeps none of them.
                final class SyncService {
                    private var cancellables = Set<AnyCancellable>()
                    let changes = PassthroughSubject<Int, Never>()
                    init(factory: Container) { changes.sink ↓{ _ in self.reload() }.store(in: &cancellables) }
                    func sync() async {}
                    func reload() {}
                }
                final class Container {
                    static let shared = Container()
                    private lazy var syncTask = Task {
                        await SyncService(factory: self).sync()
                    }
                }
                """).with("strong_self_capture", longLivedRoles, .bool(true)),
            Example("""
                // A computed static property runs its factory on every read: a view model each time.
                struct ScreensDI {
                    static var shared: ScreensDI { resolve() }
                    let feedViewModel: FeedViewModel
                    private static func resolve() -> ScreensDI { ScreensDI(feedViewModel: FeedViewModel()) }
                }
                final class FeedViewModel {
                    private var cancellables = Set<AnyCancellable>()
                    let taps = PassthroughSubject<Int, Never>()
                    init() { taps.sink ↓{ _ in self.count() }.store(in: &cancellables) }
                    func count() {}
                }
                """),
            Example("""
                // Its own factory called again from a screen builds another provider each time.
                final class Application {
                    static let shared = Application()
                    let provider: WalletProvider
                    private init() {
                        provider = WalletProvider.instance(name: "main")
                    }
                }
                final class AccountsViewController: UIViewController {
                    func addAccount() { WalletProvider.instance(name: "extra").start() }
                }
                final class WalletProvider {
                    private var cancellables = Set<AnyCancellable>()
                    let sessions = PassthroughSubject<Int, Never>()
                    private init(name: String) {}
                    static func instance(name: String) -> WalletProvider {
                        WalletProvider(name: name)
                    }
                    func start() {
                        sessions.sink ↓{ _ in self.reload() }.store(in: &cancellables)
                    }
                    func reload() {}
                }
                """).with("strong_self_capture", longLivedRoles, .bool(true)),
            Example("""
                // A closure property's initialiser is an instance member, even when a static function
                // bears the property's name.
                final class ListViewController: UIViewController {
                    lazy var refresh: () -> Void = ↓{ self.reload() }
                    static func refresh(all: [ListViewController]) { all.forEach { $0.refresh() } }
                    func reload() {}
                }
                """),
            Example("""
                // With `unkept_receivers: true`: `self` keeps the task it builds when it stores it in an
                // enum case's payload, which the facts do not look into.
                final class SyncOperation: Operation {
                    private var state = SyncState.idle
                    override func main() {
                        let fetch = FetchPodcastsTask()
                        fetch.completion = ↓{ podcasts in self.process(podcasts) }
                        state = .running(fetch)
                    }
                    func process(_ podcasts: [String]) {}
                }
                final class FetchPodcastsTask {
                    var completion: (([String]) -> Void)?
                }
                enum SyncState { case idle, running(FetchPodcastsTask) }
                """).with("strong_self_capture", unkeptReceivers, .bool(true)),
            Example("""
                // The factory puts the view it returns into its own container: it keeps the view, and the view's
                // closure keeps the factory.
                final class SecurityViewComponents {
                    private let container = UIStackView()
                    func travelView() -> UIView {
                        let view = TravelView()
                        ↓view.action = didSelectTravel
                        return view
                    }
                    func build() -> UIView {
                        container.addArrangedSubview(travelView())
                        return container
                    }
                    func didSelectTravel() {}
                }
                // A screen hands the header it returns to its own table.
                final class TripsViewController: UIViewController, UITableViewDelegate {
                    let tableView = UITableView()
                    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                        let header = TripsHeaderView()
                        header.onTap = ↓{ self.toggle() }
                        return header
                    }
                    func toggle() {}
                }
                final class TravelView: UIView { var action: (() -> Void)? }
                final class TripsHeaderView: UIView { var onTap: (() -> Void)? }
                """),
            Example("""
                // A view model that keeps its view strongly closes the cycle through the view's closure.
                final class AmountViewModel {
                    var view: AmountView?
                    func attach(view: AmountView) {
                        self.view = view
                        view.onChange = ↓{ self.recalculate() }
                    }
                    func recalculate() {}
                }
                final class AmountView: UIView { var onChange: (() -> Void)? }
                """),
            Example("""
                // A task started from a method may be started again: each one builds another service.
                final class SessionService {
                    private var cancellables = Set<AnyCancellable>()
                    let sessions = PassthroughSubject<Int, Never>()
                    init(factory: Container) {
                        sessions.sink ↓{ _ in self.reload() }.store(in: &cancellables)
                    }
                    func reload() {}
                }
                final class Container {
                    static let shared = Container()
                    func restart() {
                        _ = Task { await SessionService(factory: self) }
                    }
                }
                """).with("strong_self_capture", longLivedRoles, .bool(true)),
            Example("""
                // The same factory called from a method may run again and again: each service it
                // builds is kept by its own subscription.
                final class SettingsScreen {
                    func reconnect() { _ = ConnectionProvider.make() }
                }
                final class ConnectionProvider {
                    private var services: [SessionService] = []
                    func register(_ service: SessionService) { services.append(service) }
                    static func make() -> ConnectionProvider {
                        let provider = ConnectionProvider()
                        provider.register(SessionService())
                        return provider
                    }
                }
                final class SessionService {
                    private var cancellables = Set<AnyCancellable>()
                    let sessions = PassthroughSubject<Int, Never>()
                    init() {
                        sessions.sink ↓{ _ in self.reload() }.store(in: &cancellables)
                    }
                    func reload() {}
                }
                """).with("strong_self_capture", longLivedRoles, .bool(true)),
            Example("""
                // The screen fills the data source's closure capturing itself strongly: data source ->
                // closure -> screen -> collection view -> cell -> closure -> data source.
                final class WalletCell: UITableViewCell { var onTapCode: (() -> Void)? }
                final class WalletDataSource: NSObject, UITableViewDataSource {
                    var onTapCode: () -> Void = {}
                    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        let cell = tableView.dequeueReusableCell(withIdentifier: "Wallet", for: indexPath)
                        if let walletCell = cell as? WalletCell {
                            walletCell.onTapCode = ↓{ self.onTapCode() }
                        }
                        return cell
                    }
                }
                final class WalletViewController: UIViewController {
                    let dataSource = WalletDataSource()
                    override func viewDidLoad() { dataSource.onTapCode = ↓{ self.showCode() } }
                    func showCode() {}
                }
                """),
            Example("""
                // The cell is in the screen's table: the screen keeps it through its view.
                final class ProductCell: UITableViewCell {
                    var onAddToCart: (() -> Void)?
                }
                final class ListProductsViewController {
                    var cellHandler: (() -> Void)?
                    func configure(cell: ProductCell) {
                        cellHandler = ↓{
                            self.reload()
                        }
                        cell.onAddToCart = ↓{ self.addToCart() }
                    }
                    func reload() {}
                    func addToCart() {}
                }
                """),
            Example("""
                final class SearchViewController {
                    var onQuery: ((String) -> Void)?
                    func bind() {
                        onQuery = ↓{ query in
                            DispatchQueue.main.async { [weak self] in self?.search(query) }
                        }
                    }
                    func search(_ query: String) {}
                }
                """),
            Example("""
                // A screen holds the screen it presents: the presented one's closure keeps the presenter.
                final class WelcomeViewController: UIViewController {
                    func showLogin() {
                        let login = LoginViewController()
                        login.onLogin = ↓{ self.showHome() }
                        present(login, animated: true)
                    }
                    func showHome() {}
                }
                final class LoginViewController: UIViewController { var onLogin: (() -> Void)? }
                """),
            Example("""
                // Pushed, but onto a navigation controller self presents or keeps, through `super`, or
                // handed out by a shared accessor: self holds the screen, or the screen lives on.
                final class SettingsViewController: UIViewController {
                    var keptNavigation: UINavigationController?
                    func presentPicker() {
                        let picker = PickerViewController()
                        picker.onPick = ↓{ self.apply() }
                        let navigation = UINavigationController()
                        navigation.pushViewController(picker, animated: false)
                        present(navigation, animated: true)
                    }
                    func presentThroughSuper() {
                        let picker = storyboard!.instantiateViewController(identifier: "Picker") as PickerViewController
                        picker.onPick = ↓{ self.apply() }
                        super.present(picker, animated: true)
                    }
                    func pushShared() {
                        let picker = PickerViewController.sharedPicker()
                        picker.onPick = ↓{ self.apply() }
                        navigationController?.pushViewController(picker, animated: true)
                    }
                    func pushOntoAliasedNavigation() {
                        let picker = PickerViewController()
                        picker.onPick = ↓{ self.apply() }
                        let navigation = UINavigationController()
                        navigation.pushViewController(picker, animated: false)
                        let sheet = navigation
                        keptNavigation = sheet
                    }
                    func apply() {}
                }
                final class PickerViewController: UIViewController {
                    var onPick: (() -> Void)?
                    static func sharedPicker() -> PickerViewController { PickerViewController() }
                }
                """),
            Example("""
                // With `unkept_receivers: true`: a screen self's own method hands out, which may be one
                // it caches, or one self keeps in a collection literal; the facts show neither.
                final class SettingsViewController: UIViewController {
                    var cachedPicker = PickerViewController()
                    var openPickers: [PickerViewController] = []
                    func pushAndKeep() {
                        let picker = PickerViewController()
                        picker.onPick = ↓{ self.apply() }
                        openPickers = [picker]
                        navigationController?.pushViewController(picker, animated: true)
                    }
                    func pushCached() {
                        let picker = instantiatePickerController()
                        picker.onPick = ↓{ self.apply() }
                        navigationController?.pushViewController(picker, animated: true)
                    }
                    func instantiatePickerController() -> PickerViewController { cachedPicker }
                    func apply() {}
                }
                final class PickerViewController: UIViewController { var onPick: (() -> Void)? }
                """).with("strong_self_capture", unkeptReceivers, .bool(true)),
            Example("""
                // `guard let self` makes `self` strong again: a closure built after it captures it strongly.
                final class InboxViewController {
                    let header = HeaderView()
                    func bind(loader: Loader) {
                        loader.onLoad = { [weak self] in
                            guard let self else { return }
                            self.header.onTap = ↓{ self.open() }
                        }
                    }
                    func open() {}
                }
                """),
            Example("""
                final class ProfileViewController {
                    let button = ActionButton()
                    func bind() {
                        ↓button.onTap = handleTap
                    }
                    func handleTap() {}
                }
                final class ActionButton { var onTap: (() -> Void)? }
                """),
            Example("""
                final class SessionObserver {
                    var token: NSObjectProtocol?
                    func start() {
                        token = NotificationCenter.default.addObserver(forName: .didLogin, object: nil, queue: .main) ↓{ _ in
                            self.refresh()
                        }
                    }
                    func refresh() {}
                }
                """),
            Example("""
                final class FeedViewModel {
                    var cancellables = Set<AnyCancellable>()
                    func bind(publisher: AnyPublisher<[Item], Never>) {
                        publisher.sink ↓{ items in self.items = items }.store(in: &cancellables)
                        ↓publisher.assign(to: \\.items, on: self).store(in: &cancellables)
                    }
                    var items: [Item] = []
                }
                """),
            Example("""
                final class ClockPresenter {
                    lazy var tick: () -> Void = ↓{ self.update() }
                    lazy var tock: () -> Void = ↓{ [self] in update() }
                    func update() {}
                }
                """),
            Example("""
                // Every closure of a chain kept in self's bag is kept with it, operators included.
                final class BalanceViewModel {
                    var cancellables = Set<AnyCancellable>()
                    var label = ""
                    func bind(balance: AnyPublisher<Int, Never>) {
                        balance
                            .map ↓{ self.format($0) }
                            .sink { [weak self] in self?.label = $0 }
                            .store(in: &cancellables)
                    }
                    func format(_ value: Int) -> String { "\\(value)" }
                }
                """),
            Example("""
                // RxSwift: disposed(by:) into self's bag keeps the subscription's closures.
                final class AccountsInteractor {
                    let disposeBag = DisposeBag()
                    var accounts: [String] = []
                    func observe(repository: AccountsRepository) {
                        repository.observeAccounts()
                            .subscribe(onNext: ↓{ accounts in
                                self.accounts = accounts
                            })
                            .disposed(by: self.disposeBag)
                    }
                }
                // NSObject+Rx keeps `rx.disposeBag` on the object itself.
                final class CardTestingViewController: UIViewController {
                    func observe(reader: CardReader) {
                        reader.cards.subscribe(onNext: ↓{ card in self.show(card) }).disposed(by: rx.disposeBag)
                    }
                    func show(_ card: String) {}
                }
                // A parameter of another name leaves `self` the enclosing object.
                final class SettingsRouter {
                    let disposeBag = DisposeBag()
                    func bind(actions: Observable<Int>) {
                        actions.bindAndCatch(weak: self, onNext: ↓{ (owner, action) in self.handle(action) })
                            .disposed(by: disposeBag)
                    }
                    func handle(_ action: Int) {}
                }
                """),
            Example("""
                final class TabsViewController {
                    func observe() {
                        ↓NotificationCenter.default.addObserver(forName: .didSelectTab, object: nil, queue: nil, using: handleSelectTab)
                    }
                    func handleSelectTab(_ notification: Notification) {}
                }
                """),
            Example("""
                // A container's factory registration makes a new object each time one is asked for.
                import DIKit
                extension DependencyContainer {
                    static var kyc = module {
                        factory { KYCRouter() as KYCRouterAPI }
                    }
                }
                protocol KYCRouterAPI: AnyObject {}
                final class KYCRouter: KYCRouterAPI {
                    var onFinish: (() -> Void)?
                    func start() { onFinish = ↓{ self.finish() } }
                    func finish() {}
                }
                """),
            Example("""
                // Swinject's default scope (a new object per resolution) keeps nothing.
                import Swinject
                final class APSAssembly: Assembly {
                    func assemble(container: Container) {
                        container.register(APSManager.self) { r in BaseAPSManager(resolver: r) }
                    }
                }
                protocol APSManager: AnyObject {}
                final class BaseAPSManager: APSManager {
                    private var lifetime = Set<AnyCancellable>()
                    init(resolver: Resolver) {
                        Timer.publish(every: 60, on: .main, in: .common).autoconnect()
                            .sink ↓{ _ in self.loop() }
                            .store(in: &lifetime)
                    }
                    func loop() {}
                }
                """).with("strong_self_capture", longLivedRoles, .bool(true)),
            Example("""
                // The router makes the tab bar at launch and again on every sign-out: not made once.
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var app: AppController?
                    func application(_ application: UIApplication,
                                     didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        app = AppController()
                        return true
                    }
                }
                final class AppController {
                    let router = AppRouter()
                    init() { postInit() }
                    private func postInit() { router.showApp() }
                    @objc func signOut() { router.showApp() }
                }
                final class AppRouter {
                    weak var window: UIWindow?
                    func showApp() { window?.rootViewController = TabBarViewController() }
                }
                final class TabBarViewController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        ↓NotificationCenter.default.addObserver(forName: .selectTab, object: nil, queue: nil, using: handleSelectTab)
                    }
                    func handleSelectTab(_ notification: Notification) {}
                }
                """),
            Example("""
                // Built on every request, the pane is freed with the window it replaced, unless the
                // observer keeps it.
                @main
                final class AppDelegate: NSObject, NSApplicationDelegate {
                    var preferences: PreferencesWindowController?
                    @IBAction func showPreferences(_ sender: Any) {
                        let panes: [NSViewController] = [
                            GeneralPaneController(),
                            KeyBindingPaneController(),
                        ]
                        preferences = PreferencesWindowController(panes: panes)
                    }
                }
                final class PreferencesWindowController: NSWindowController {
                    let panes: [NSViewController]
                    init(panes: [NSViewController]) {
                        self.panes = panes
                        super.init(window: nil)
                    }
                }
                final class GeneralPaneController: NSViewController {}
                final class KeyBindingPaneController: NSViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        ↓NotificationCenter.default.addObserver(forName: .keyBindingsChanged, object: nil, queue: .main, using: saveBindings)
                    }
                    func saveBindings(_ notification: Notification) {}
                }
                """),
            Example("""
                // A completion handler stored on an object the controller keeps.
                final class AboutWindowController: NSWindowController {
                    let fade = FadeAnimation()
                    func closeAnimated() {
                        fade.completionHandler = ↓{
                            self.close()
                        }
                        fade.start()
                    }
                }
                final class FadeAnimation {
                    var completionHandler: (() -> Void)?
                    func start() {}
                }
                """),
            Example("""
                // Called from an action too, the start-up method builds a new coordinator each time, and
                // each replaced one keeps itself alive through its subscription.
                @main
                final class AppDelegate: NSObject, NSApplicationDelegate {
                    private(set) var coordinator: AppCoordinator?
                    private let boot = Boot()

                    func applicationDidFinishLaunching(_ notification: Notification) {
                        boot.bootstrap { [unowned self] storage in
                            self.startUI(storage: storage)
                        }
                    }

                    @IBAction func reload(_ sender: Any) {
                        if let storage = boot.storage { startUI(storage: storage) }
                    }

                    private func startUI(storage: Storage) {
                        coordinator = AppCoordinator(storage: storage)
                    }
                }
                final class AppCoordinator {
                    private var cancellables = Set<AnyCancellable>()
                    var selectedTab = 0
                    init(storage: Storage) {
                        storage.tabChanges.sink ↓{ tab in
                            self.selectedTab = tab
                        }.store(in: &cancellables)
                    }
                }
                """).with("strong_self_capture", longLivedRoles, .bool(true)),
            Example("""
                // A wrapper the app also shows builds a new coordinator each time.
                @main
                final class AppDelegate: NSObject, NSApplicationDelegate {
                    let coordinator = AppCoordinator()
                }
                final class AppCoordinator {
                    let search = SearchCoordinator()
                    func showSearch() -> some View { SearchPreviewWrapper() }
                }
                final class SearchCoordinator: ObservableObject {
                    @Published var query = ""
                    private var cancellables = Set<AnyCancellable>()
                    init() {
                        $query.sink ↓{ text in
                            self.search(text)
                        }.store(in: &cancellables)
                    }
                    func search(_ text: String) {}
                }
                struct SearchPreviewWrapper: View {
                    @StateObject var coordinator = SearchCoordinator()
                    var body: some View { Text(coordinator.query) }
                }
                #Preview {
                    SearchPreviewWrapper()
                }
                """).with("strong_self_capture", longLivedRoles, .bool(true)),
            Example("""
                // An observer set up at launch calls the start-up method on every notification: each call
                // builds a new coordinator, and each replaced one keeps itself alive.
                @main
                final class AppDelegate: NSObject, NSApplicationDelegate {
                    private(set) var coordinator: AppCoordinator?
                    private let storage = Storage()

                    func applicationDidFinishLaunching(_ notification: Notification) {
                        NotificationCenter.default.addObserver(forName: .accountChanged, object: nil, queue: .main) { [unowned self] _ in
                            self.startUI(storage: self.storage)
                        }
                        startUI(storage: storage)
                    }

                    private func startUI(storage: Storage) {
                        coordinator = AppCoordinator(storage: storage)
                    }
                }
                final class Storage {
                    let tabChanges = PassthroughSubject<Int, Never>()
                }
                final class AppCoordinator {
                    private var cancellables = Set<AnyCancellable>()
                    var selectedTab = 0
                    init(storage: Storage) {
                        storage.tabChanges.sink ↓{ tab in
                            self.selectedTab = tab
                        }.store(in: &cancellables)
                    }
                }
                extension Notification.Name { static let accountChanged = Notification.Name("accountChanged") }
                """).with("strong_self_capture", longLivedRoles, .bool(true)),
            Example("""
                // Registered from a view's `onAppear`, a new service is made each time the view appears.
                @main
                struct EditorApp: App {
                    var body: some Scene {
                        WindowGroup { Text("Editor").onAppear { ServiceContainer.register(LanguageService()) } }
                    }
                }
                enum ServiceContainer {
                    static var services: [Any] = []
                    static func register(_ service: Any) { services.append(service) }
                }
                final class LanguageService {
                    init() {
                        NotificationCenter.default.addObserver(forName: .documentOpened, object: nil, queue: .main) ↓{ note in
                            self.open(note)
                        }
                    }
                    func open(_ note: Notification) {}
                }
                """).with("strong_self_capture", longLivedRoles, .bool(true)),
            Example("""
                // The project's own `onTermination` is an ordinary stored closure: the job keeps it until
                // the job is freed, and self keeps the job.
                final class ExportJob {
                    var onTermination: (() -> Void)?
                }
                final class Exporter {
                    private let job = ExportJob()
                    func start() {
                        job.onTermination = ↓{ self.finish() }
                    }
                    func finish() {}
                }
                """),
            Example("""
                // A computed property builds a new service on every read: each one keeps itself.
                final class Dependencies {
                    private static var sharedInstance: Dependencies?
                    static var shared: Dependencies {
                        if let instance = sharedInstance { return instance }
                        let instance = Dependencies()
                        sharedInstance = instance
                        return instance
                    }
                    private init() {}
                    var central: Central {
                        .init(name: "main")
                    }
                }
                final class Central {
                    @Published var state = ""
                    private var cancellables: Set<AnyCancellable> = []
                    init(name: String) {
                        NotificationCenter.default.publisher(for: .stateChanged)
                            .map { _ in "changed" }
                            .↓assign(to: \\.state, on: self)
                            .store(in: &cancellables)
                    }
                }
                """),
            Example("""
                // A closure in the constant's value may build again on every call: each handler keeps itself.
                private let connectionManager = ConnectionManager(makeHandler: {
                    WirelessHandler()
                })
                final class ConnectionManager {
                    let makeHandler: () -> WirelessHandler
                    init(makeHandler: @escaping () -> WirelessHandler) { self.makeHandler = makeHandler }
                }
                final class WirelessHandler {
                    let listener = Listener()
                    init() {
                        listener.stateUpdateHandler = ↓{ state in self.update(state) }
                    }
                    func update(_ state: Int) {}
                }
                final class Listener { var stateUpdateHandler: ((Int) -> Void)? }
                """),
            Example("""
                // A global computed variable builds a new handler on every read, whatever is declared above it.
                private let connectionManager = ConnectionManager()
                var currentHandler: WirelessHandler {
                    WirelessHandler()
                }
                final class ConnectionManager {}
                final class WirelessHandler {
                    let listener = Listener()
                    init() {
                        listener.stateUpdateHandler = ↓{ state in self.update(state) }
                    }
                    func update(_ state: Int) {}
                }
                final class Listener { var stateUpdateHandler: ((Int) -> Void)? }
                """),
            Example("""
                // A singleton built on first use that logout drops is built again: each one keeps itself.
                final class Listener { var stateUpdateHandler: ((Int) -> Void)? }

                final class UserSession {
                    private static var sharedInstance: UserSession?
                    static var shared: UserSession {
                        if let instance = sharedInstance { return instance }
                        let instance = UserSession()
                        sharedInstance = instance
                        return instance
                    }
                    // On logout the session is dropped; the next access builds a new one.
                    static func reset() { sharedInstance = nil }

                    let listener = Listener()
                    private init() {
                        listener.stateUpdateHandler = ↓{ state in self.update(state) }
                    }
                    func update(_ state: Int) {}
                }

                final class LogoutButton {
                    func tap() { UserSession.reset() }
                }
                """),
            Example("""
                // With the project's own stored `onTermination`, a job from a factory call may be the project's.
                final class ExportJob {
                    var onTermination: (() -> Void)?
                    static func make() -> ExportJob { ExportJob() }
                }
                final class Exporter {
                    private var job: ExportJob?
                    func start() {
                        let job = ExportJob.make()
                        job.onTermination = ↓{ self.finish() }
                        self.job = job
                    }
                    func finish() {}
                }
                """).with("strong_self_capture", unkeptReceivers, .bool(true)),
            // A listener registered in `init` asks the router again on every sign-in: the tab bar is made
            // each time, not once.
            Example(files: [
                ("App.swift", """
                    import UIKit
                    import FirebaseAuth

                    @main
                    final class AppDelegate: UIResponder, UIApplicationDelegate {
                        var app: AppController?
                        func application(_ application: UIApplication,
                                         didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                            app = AppController()
                            return true
                        }
                    }

                    final class AppController {
                        let router = AppRouter()
                        private var authHandle: AuthStateDidChangeListenerHandle?
                        init() {
                            authHandle = Auth.auth().addStateDidChangeListener { [weak self] _, user in
                                if user != nil { self?.router.showApp() } else { self?.router.showLogin() }
                            }
                        }
                    }

                    final class AppRouter {
                        weak var window: UIWindow?
                        func showApp() { window?.rootViewController = TabBarViewController() }
                        func showLogin() { window?.rootViewController = LoginViewController() }
                    }

                    extension Notification.Name {
                        static let selectTab = Notification.Name("selectTab")
                    }

                    final class LoginViewController: UIViewController {}

                    final class TabBarViewController: UITabBarController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            ↓NotificationCenter.default.addObserver(forName: .selectTab, object: nil, queue: nil, using: handleSelectTab)
                        }
                        func handleSelectTab(_ notification: Notification) {}
                    }
                    """),
            ]),
            // The root made at launch is replaced when onboarding ends: the window keeps it only until then.
            Example(files: [
                ("App.swift", """
                    import UIKit

                    @main
                    final class AppDelegate: UIResponder, UIApplicationDelegate {
                        var window: UIWindow?
                        var coordinator: AppCoordinator?
                        func application(_ application: UIApplication,
                                         didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                            let window = UIWindow(frame: UIScreen.main.bounds)
                            self.window = window
                            let coordinator = AppCoordinator(window: window)
                            self.coordinator = coordinator
                            coordinator.start()
                            window.makeKeyAndVisible()
                            return true
                        }
                    }

                    final class AppCoordinator {
                        private let window: UIWindow
                        init(window: UIWindow) { self.window = window }

                        func start() {
                            if UserDefaults.standard.bool(forKey: "onboarded") { showMain() } else { showOnboarding() }
                        }

                        private func showOnboarding() {
                            let onboarding = OnboardingViewController()
                            onboarding.onFinish = { [weak self] in self?.showMain() }
                            window.rootViewController = onboarding
                        }

                        private func showMain() {
                            window.rootViewController = MainTabBarController()
                        }
                    }

                    extension Notification.Name {
                        static let keyboardHint = Notification.Name("keyboardHint")
                    }

                    final class OnboardingViewController: UIViewController {
                        var onFinish: (() -> Void)?
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            ↓NotificationCenter.default.addObserver(forName: .keyboardHint, object: nil, queue: .main, using: showHint)
                        }
                        func showHint(_ notification: Notification) {}
                    }

                    final class MainTabBarController: UITabBarController {}
                    """),
            ]),
            // Only one of the app's containers keeps one object per registration; the screens' container
            // makes one per resolution.
            Example(files: [
                ("Screens.swift", """
                    import Swinject

                    final class ScreensAssembly: Assembly {
                        // Screens' view models: a new one per resolution (Swinject's default .graph scope).
                        func assemble(container: Container) {
                            container.register(ProfileViewModel.self) { r in ProfileViewModel(api: r.resolve(APIClient.self)!) }
                        }
                    }

                    final class ProfileViewModel {
                        private var timer: Timer?
                        init(api: APIClient) {
                            timer = Timer.scheduledTimer(withTimeInterval: 30, repeats: true) ↓{ _ in self.refresh() }
                        }
                        func refresh() {}
                    }
                    """),
                ("Services.swift", """
                    import Swinject

                    enum ServiceLocator {
                        // Long-lived services: one per registration.
                        static let services = Container(defaultObjectScope: .container)
                        // Screens: Swinject's default .graph scope, a new object per resolution.
                        static let screens = Container()
                        static let assembler = Assembler([ScreensAssembly()], container: screens)
                    }

                    final class ServicesAssembly: Assembly {
                        func assemble(container: Container) {
                            container.register(APIClient.self) { _ in APIClient() }
                        }
                    }

                    final class APIClient {}
                    """),
            ]),
            // A container made per flow keeps its `.container` objects only as long as the flow.
            Example(files: [
                ("App.swift", """
                    import UIKit
                    import Swinject

                    final class CheckoutCoordinator {
                        private let navigationController: UINavigationController
                        private let parent: Container
                        init(navigationController: UINavigationController, parent: Container) {
                            self.navigationController = navigationController
                            self.parent = parent
                        }

                        // A container per checkout flow: `.container` makes one cart per flow, not per process.
                        func start() {
                            let screen = CheckoutViewController()
                            let container = Container(parent: parent)
                            container.register(CartService.self) { _ in CartService() }.inObjectScope(.container)
                            screen.cart = container.resolve(CartService.self)
                            navigationController.pushViewController(screen, animated: true)
                        }
                    }

                    final class CartService {
                        private var timer: Timer?
                        init() {
                            timer = Timer.scheduledTimer(withTimeInterval: 60, repeats: true) ↓{ _ in self.syncPrices() }
                        }
                        func syncPrices() {}
                    }

                    final class CheckoutViewController: UIViewController {
                        var cart: CartService?
                    }
                    """),
            ]).with("strong_self_capture", longLivedRoles, .bool(true)),
            // A coordinator started again from a callback builds its screen's view model each time.
            Example(files: StrongSelfCaptureRule.coordinatorApp(appCoordinatorCode: """

                    // Logging out builds a new home each time: every old one's view model stays.
                    func listen() {
                        NotificationCenter.default.addObserver(forName: .logout, object: nil, queue: .main) { [weak self] _ in
                            self?.restart()
                        }
                    }
                    func restart() {
                        let child = HomeCoordinator(navigationController: navigationController)
                        home = child
                        child.start()
                    }
                """, observerMark: "↓")),
            // Dip's `.unique` scope makes an object each time one is resolved: none lives for the process.
            Example(files: [
                ("AppDelegate.swift", """
                    import UIKit
                    import Dip

                    @main
                    final class AppDelegate: UIResponder, UIApplicationDelegate {
                        let container: DependencyContainer = {
                            let container = DependencyContainer()
                            container.register(.unique) { ScanHandler() }
                            return container
                        }()
                    }

                    final class ScanHandler {
                        private var timer: Timer?
                        init() {
                            timer = Timer.scheduledTimer(withTimeInterval: 60, repeats: true) ↓{ _ in self.scan() }
                        }
                        func scan() {}
                    }
                    """),
            ]),
            // `if let navigationController = navigationController` unwraps the coordinator's own navigation
            // controller, which keeps the screen it is given.
            Example(files: [
                ("App.swift", """
                    import UIKit

                    final class StorePickerCoordinator {
                        var navigationController: UINavigationController?
                        init(navigationController: UINavigationController) { self.navigationController = navigationController }

                        func showRoleError() {
                            guard let navigationController else { return }
                            let viewModel = RoleErrorViewModel()
                            viewModel.onRetry = ↓{ self.retry() }
                            let screen = RoleErrorViewController(viewModel: viewModel)
                            navigationController.pushViewController(screen, animated: true)
                        }

                        func showHelp() {
                            if let navigationController = navigationController {
                                let viewModel = HelpViewModel()
                                viewModel.onClose = ↓{ self.closeHelp() }
                                let screen = HelpViewController(viewModel: viewModel)
                                navigationController.present(screen, animated: true)
                            }
                        }
                        func retry() {}
                        func closeHelp() {}
                    }

                    final class RoleErrorViewModel { var onRetry: (() -> Void)? }
                    final class RoleErrorViewController: UIViewController {
                        let viewModel: RoleErrorViewModel
                        init(viewModel: RoleErrorViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
                        required init?(coder: NSCoder) { fatalError() }
                    }
                    final class HelpViewModel { var onClose: (() -> Void)? }
                    final class HelpViewController: UIViewController {
                        let viewModel: HelpViewModel
                        init(viewModel: HelpViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
                        required init?(coder: NSCoder) { fatalError() }
                    }
                    """),
            ]).with("strong_self_capture", longLivedRoles, .bool(true)).with("strong_self_capture", unkeptReceivers, .bool(true)),
            // A button hands the router's method on as a value: it runs on every tap.
            Example(files: [
                ("App.swift", """
                    import UIKit
                    import SwiftUI

                    @main
                    final class AppDelegate: UIResponder, UIApplicationDelegate {
                        var app: AppController?
                        func application(_ application: UIApplication,
                                         didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                            app = AppController()
                            return true
                        }
                    }

                    final class AppController {
                        let router = AppRouter()
                        init() { router.showApp() }
                    }

                    final class AppRouter {
                        weak var window: UIWindow?
                        func showApp() { window?.rootViewController = TabBarViewController(router: self) }
                    }

                    struct SignOutView: View {
                        let router: AppRouter
                        var body: some View {
                            Button("Sign out", action: router.showApp)
                        }
                    }

                    extension Notification.Name {
                        static let selectTab = Notification.Name("selectTab")
                    }

                    final class TabBarViewController: UITabBarController {
                        let router: AppRouter
                        init(router: AppRouter) { self.router = router; super.init(nibName: nil, bundle: nil) }
                        required init?(coder: NSCoder) { fatalError() }
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            viewControllers = [UIHostingController(rootView: SignOutView(router: router))]
                            ↓NotificationCenter.default.addObserver(forName: .selectTab, object: nil, queue: nil, using: handleSelectTab)
                        }
                        func handleSelectTab(_ notification: Notification) {}
                    }
                    """),
            ]),
            // `BGTaskScheduler`'s `register(forTaskWithIdentifier:using:)` is no container's registration.
            Example(files: [
                ("App.swift", """
                    import UIKit
                    import BackgroundTasks
                    import Swinject

                    enum Dependencies {
                        static let assembler = Assembler([ServiceAssembly()], parent: nil, defaultObjectScope: .container)
                    }

                    final class ServiceAssembly: Assembly {
                        func assemble(container: Container) {
                            container.register(BackgroundRefresher.self) { _ in BackgroundRefresher() }
                        }
                    }

                    final class BackgroundRefresher {
                        func registerTasks() {
                            BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.app.refresh", using: nil) { task in
                                let sync = SyncSession()
                                sync.start()
                                task.expirationHandler = { sync.cancel() }
                            }
                        }
                    }

                    final class SyncSession {
                        private var timer: Timer?
                        func start() {
                            timer = Timer.scheduledTimer(withTimeInterval: 5, repeats: true) ↓{ _ in self.poll() }
                        }
                        func poll() {}
                        func cancel() {}
                    }
                    """),
            ]),
            Example("""
                // With both options: the timer's handler mentions the timer, so the handler
                // keeps the timer, the timer keeps the handler, and nothing ever lets either go, nor
                // `self` with them. `self` itself does not keep the timer.
                final class TunnelProvider {
                    func startKeyMonitor() {
                        let timer = RepeatingTimer(interval: 60)
                        timer.eventHandler = ↓{
                            self.evaluateKeyRotation()
                            timer.proceed()
                        }
                        timer.resume()
                    }
                    func evaluateKeyRotation() {}
                }
                final class RepeatingTimer {
                    var eventHandler: (() -> Void)?
                    init(interval: Int) {}
                    func resume() {}
                    func proceed() {}
                }
                """).with("strong_self_capture", longLivedRoles, .bool(true)).with("strong_self_capture", unkeptReceivers, .bool(true)),
            Example("""
                // The service's method returns the project's own job, which keeps its completion block
                // like any property: the service may keep the job it hands out.
                final class SyncInteractor {
                    private let syncService: SyncServiceProtocol
                    init(syncService: SyncServiceProtocol) { self.syncService = syncService }
                    func sync() {
                        let job = syncService.makeJob()
                        job.completionBlock = ↓{ self.didSync() }
                    }
                    func didSync() {}
                }
                protocol SyncServiceProtocol { func makeJob() -> SyncJob }
                final class SyncJob { var completionBlock: (() -> Void)? }
                """).with("strong_self_capture", unkeptReceivers, .bool(true)),
            Example("""
                // A closure's parameter hides a method only inside that closure: here the bound method
                // itself is stored.
                final class FanView: NSView {
                    private let fan = Fan()
                    private let buttons = ModeButtons()
                    func setUp() {
                        buttons.callback = { [weak self] mode in self?.fan.apply(mode) }
                        ↓fan.render = mode
                    }
                    func mode() -> NSView { NSView() }
                }
                final class Fan {
                    var render: (() -> NSView)?
                    func apply(_ mode: FanMode) {}
                }
                final class ModeButtons { var callback: ((FanMode) -> Void)? }
                enum FanMode { case auto, manual }
                """),
            Example("""
                // Outside a navigation stack, `show(_:sender:)` presents, and `self` keeps what it presents.
                final class CreateWalletViewController: UIViewController {
                    private var name = ""
                    func changeName() {
                        let editName = EditNameViewController()
                        editName.completion = ↓{ name in
                            self.name = name
                            self.dismiss(animated: true)
                        }
                        show(editName, sender: self)
                    }
                }
                final class EditNameViewController: UIViewController { var completion: ((String) -> Void)? }
                """),
            Example("""
                // The same subscription in the data source's own bag keeps the data source.
                final class OptionDataSource: NSObject, UITableViewDataSource {
                    var consumerKey = ""
                    private var cancellables = Set<AnyCancellable>()
                    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
                    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        let cell = tableView.dequeueReusableCell(withIdentifier: "field", for: indexPath) as! TextFieldCell
                        ↓cell.input
                            .assign(to: \\.consumerKey, on: self)
                            .store(in: &cancellables)
                        return cell
                    }
                }
                final class TextFieldCell: UITableViewCell {
                    let input = PassthroughSubject<String, Never>()
                }
                """),
            Example("""
                // A generic service may be the project's own, which keeps the jobs it hands out.
                final class SyncInteractor<Service: SyncServiceProtocol> {
                    private let syncService: Service
                    init(syncService: Service) { self.syncService = syncService }
                    func sync() {
                        let job = syncService.makeJob()
                        job.completionBlock = ↓{ self.didSync() }
                    }
                    func didSync() {}
                }
                protocol SyncServiceProtocol { func makeJob() -> SyncJob }
                final class SyncJob { var completionBlock: (() -> Void)? }
                """).with("strong_self_capture", unkeptReceivers, .bool(true)),
            Example("""
                // The job's protocol inherits the `completionBlock` it keeps.
                final class SyncInteractor {
                    private let syncService: SyncServiceProtocol
                    init(syncService: SyncServiceProtocol) { self.syncService = syncService }
                    func sync() {
                        let job = syncService.makeJob()
                        job.completionBlock = ↓{ self.didSync() }
                    }
                    func didSync() {}
                }
                protocol Completable: AnyObject { var completionBlock: (() -> Void)? { get set } }
                protocol Job: Completable { func start() }
                protocol SyncServiceProtocol { func makeJob() -> Job }
                """).with("strong_self_capture", unkeptReceivers, .bool(true)),
            Example("""
                // With `unkept_receivers: true`: made in a closure of a method that returns nothing, the
                // task leaves through the closure's result, and `self` keeps it; the facts do not follow
                // a closure's result.
                final class Syncer {
                    private var tasks: [SyncTask] = []
                    func schedule(_ ids: [Int]) {
                        tasks.append(contentsOf: ids.map { id -> SyncTask in
                            let task = SyncTask(id: id)
                            task.completion = ↓{ self.finish(id) }
                            return task
                        })
                    }
                    func finish(_ id: Int) {}
                }
                final class SyncTask {
                    var completion: (() -> Void)?
                    init(id: Int) {}
                }
                """).with("strong_self_capture", unkeptReceivers, .bool(true)),
            Example("""
                // The labels of the closure's result type bind nothing: `mode` is the method.
                final class FanController {
                    private let fan = Fan()
                    private var compute: ((Int) -> (mode: Int, speed: Int))?
                    func setUp() {
                        compute = { [weak self] level -> (mode: Int, speed: Int) in
                            guard let self else { return (mode: 0, speed: 0) }
                            ↓fan.render = mode
                            return (mode: level, speed: level)
                        }
                    }
                    func mode() -> Int { 1 }
                }
                final class Fan { var render: (() -> Int)? }
                """),
            Example("""
                // A global variable that code replaces lets its first object go.
                var app = App()
                final class App {
                    var onTick: (() -> Void)?
                    func arm() { onTick = ↓{ self.arm() } }
                }
                func reset() { app = App() }
                """),
            Example("""
                // Kept in `self.timer`, the countdown and the screen hold each other until it ends, and
                // a restart replaces the reference without stopping the old countdown.
                final class VerifyEmailViewController: UIViewController {
                    private var timer: Timer?
                    private var remaining = 300
                    func startCountdown() {
                        remaining = 300
                        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true, block: ↓{ timer in
                            self.remaining -= 1
                            if self.remaining <= 0 { timer.invalidate() }
                        })
                    }
                }
                """),
            Example("""
                // A helper that keeps a collection view puts the header it is handed into it: the
                // helper keeps the header, and the header's closure keeps the helper.
                final class ScheduleHeaderView: UIView {
                    var onTitleTap: ((ScheduleHeaderView) -> Void)?
                }
                final class ScheduleInteraction {
                    private(set) var collectionView: UICollectionView!
                    private var page = 0
                    func handle(headerView: ScheduleHeaderView) {
                        headerView.onTitleTap = ↓{ _ in self.page += 1 }
                        collectionView.addSubview(headerView)
                    }
                }
                """),
            Example("""
                // So does one that keeps it weakly and, by page, strongly as well.
                final class PageHeaderView: UIView {
                    var onTitleTap: ((PageHeaderView) -> Void)?
                }
                final class PagedInteraction {
                    weak var headerView: PageHeaderView?
                    private var headersByPage: [Int: PageHeaderView] = [:]
                    private var page = 0
                    func handle(headerView: PageHeaderView) {
                        headerView.onTitleTap = ↓{ _ in self.page += 1 }
                        self.headerView = headerView
                        headersByPage[page] = headerView
                    }
                }
                """),
            Example("""
                // A method the screen inherits from its project base class, stored as a bound method
                // on a button of a child it keeps.
                final class CallbackButton: UIButton {
                    var touchUpCallback: (() -> Void)?
                }
                final class FinishStepViewController: UIViewController {
                    let finishButton = CallbackButton()
                }
                class OnboardingBaseViewController: UIViewController {
                    func finishAnimation() {}
                }
                final class OnboardingViewController: OnboardingBaseViewController {
                    private let finishStep = FinishStepViewController()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        addChild(finishStep)
                        ↓finishStep.finishButton.touchUpCallback = finishAnimation
                    }
                }
                """),
            Example("""
                // A view the screen builds and hands to another type's static function with one of its
                // own views lays it out in the screen's hierarchy, which keeps it; so does one it also
                // adds itself.
                final class ConfirmView: UIView { var onConfirm: (() -> Void)? }
                enum Layout { static func pin(_ view: UIView, to parent: UIView) { parent.addSubview(view) } }
                enum Router { static func showAlert(view: UIView) {} }
                final class ContactsViewController: UIViewController {
                    func reload() {}
                    func confirmDelete() {
                        let alert = ConfirmView()
                        Layout.pin(alert, to: view)
                        alert.onConfirm = ↓{ self.reload() }
                    }
                    func confirmLeave() {
                        let alert = ConfirmView()
                        Router.showAlert(view: alert)
                        view.addSubview(alert)
                        alert.onConfirm = ↓{ self.reload() }
                    }
                }
                """),
            Example("""
                // A lazy collection view whose initialiser names its own local like the property: the
                // layout's section provider is kept by the view the property keeps.
                final class DetailsCollectionView: UIView {
                    private lazy var collectionView: UICollectionView = {
                        let layout = UICollectionViewCompositionalLayout ↓{ index, _ in
                            self.makeSection(index)
                        }
                        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
                        collectionView.translatesAutoresizingMaskIntoConstraints = false
                        return collectionView
                    }()
                    func makeSection(_ index: Int) -> NSCollectionLayoutSection? { nil }
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        addSubview(collectionView)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """),
            Example("""
                // A closure handed to the project's method that only keeps it in a property of its own
                // (the MVVM "box" binding), on an object `self` keeps: as if assigned there.
                final class Observable<T> {
                    var value: T { didSet { listener?(value) } }
                    private var listener: ((T) -> Void)?
                    init(_ value: T) { self.value = value }
                    func bind(_ listener: @escaping (T) -> Void) {
                        self.listener = listener
                        listener(value)
                    }
                }
                // The same through a type alias, the parameter optional (so escaping without the attribute).
                final class Dynamic<T> {
                    typealias Listener = (T) -> Void
                    var listener: Listener?
                    var value: T { didSet { listener?(value) } }
                    init(_ value: T) { self.value = value }
                    func bind(listener: Listener?) {
                        self.listener = listener
                        self.listener?(value)
                    }
                }
                final class ProfileViewModel {
                    let title = Observable("")
                    let subtitle = Dynamic("")
                }
                final class OptionPicker: UIPickerView {
                    private var onSelect: ((Int) -> Void)?
                    func setOptions(_ options: [String], onSelect: @escaping (Int) -> Void) { self.onSelect = onSelect }
                }
                final class ProfileViewController: UIViewController {
                    let viewModel = ProfileViewModel()
                    let nameLabel = UILabel()
                    let genderField = UITextField()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        viewModel.title.bind ↓{ title in
                            self.nameLabel.text = title
                        }
                        viewModel.subtitle.bind ↓{ subtitle in
                            self.nameLabel.text = subtitle
                        }
                        let picker = OptionPicker()
                        picker.setOptions(["a", "b"]) ↓{ index in
                            self.genderField.text = String(index)
                        }
                        genderField.inputView = picker
                        let banner = BannerView()
                        view.addSubview(banner)
                        banner.setAction ↓{ self.nameLabel.text = nil }
                        Session.shared.observeLogout ↓{ self.nameLabel.text = nil }
                    }
                }
                final class BannerView: UIView {
                    private var onTap: (() -> Void)?
                    func setAction(_ action: @escaping () -> Void) { self.onTap = action }
                }
                // A singleton keeps what it is handed for as long as the process runs.
                final class Session {
                    static let shared = Session()
                    private var onLogout: (() -> Void)?
                    func observeLogout(_ handler: @escaping () -> Void) { self.onLogout = handler }
                }
                """),
            Example("""
                // A button keeps its configuration update handler, set by the property's bare name in
                // the subclass: the button keeps itself.
                final class RoundButton: UIButton {
                    var title = ""
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        configurationUpdateHandler = ↓{ _ in
                            self.configuration?.title = self.isHighlighted ? self.title : ""
                        }
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """),
            Example("""
                // The observation the screen keeps holds its change handler until it is invalidated or
                // freed: Key-Value Observing's, and Realm's notification token.
                import RealmSwift
                final class WebViewController: UIViewController {
                    private let webView = WKWebView()
                    private let progressView = UIProgressView()
                    private var progressObservation: NSKeyValueObservation?
                    private var messagesToken: NotificationToken?
                    private let messages = try! Realm().objects(Message.self)
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        progressObservation = webView.observe(\\.estimatedProgress, options: [.new]) ↓{ _, _ in
                            self.progressView.progress = Float(self.webView.estimatedProgress)
                        }
                        messagesToken = messages.observe ↓{ _ in
                            self.progressView.isHidden = true
                        }
                    }
                }
                """),
            Example("""
                // Firebase keeps a listener until code removes it: every chat screen pushed and popped
                // stays alive, and keeps updating.
                import FirebaseDatabase
                import FirebaseFirestore
                final class ChatViewController: UIViewController {
                    private let tableView = UITableView()
                    private var messages: [String] = []
                    private let reference = Database.database().reference()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        reference.child("messages").observe(.childAdded) ↓{ snapshot in
                            self.messages.append(snapshot.key)
                            self.tableView.reloadData()
                        }
                        reference.child("typing").observe(DataEventType.value, with: ↓{ snapshot in
                            self.title = snapshot.key
                        })
                        Firestore.firestore().collection("rooms").addSnapshotListener ↓{ snapshot, _ in
                            self.tableView.reloadData()
                        }
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                // Closures a method is handed but keeps nowhere `self` reaches: the first of two closure
                // parameters (only the second is stored), a completion the loader lets go when it has
                // run (`strongSelf.completion = nil`), a box behind a weak property or a computed one (a
                // new box each time, also a static one), a struct's local copy, and a box whose subclass
                // does not keep it.
                final class Job {
                    private var done: (() -> Void)?
                    func run(_ work: @escaping () -> Void, then done: @escaping () -> Void) { self.done = done; work() }
                }
                final class Loader {
                    private var completion: (() -> Void)?
                    func load(completion: @escaping () -> Void) {
                        self.completion = completion
                        DispatchQueue.main.async { [weak self] in
                            guard let strongSelf = self else { return }
                            strongSelf.completion?()
                            strongSelf.completion = nil
                        }
                    }
                }
                class Box<T> {
                    var listener: ((T) -> Void)?
                    func bind(_ listener: @escaping (T) -> Void) { self.listener = listener }
                }
                final class OnceBox<T>: Box<T> {
                    override func bind(_ listener: @escaping (T) -> Void) {}
                }
                struct Field {
                    var onChange: ((String) -> Void)?
                    mutating func observe(_ handler: @escaping (String) -> Void) { self.onChange = handler }
                }
                final class ProfileViewModel {
                    let title = Box<String>()
                    var name = Field()
                }
                final class ProfileViewController: UIViewController {
                    let job = Job()
                    let loader = Loader()
                    weak var shared: ProfileViewModel?
                    let viewModel = ProfileViewModel()
                    var header: Box<String> { Box() }
                    var count = 0
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        job.run({ self.count += 1 }, then: { [weak self] in self?.count += 1 })
                        loader.load { self.count += 1 }
                        shared?.title.bind { _ in self.count += 1 }
                        header.bind { _ in self.count += 1 }
                        var field = viewModel.name
                        field.observe { _ in self.count += 1 }
                        Scratch.fresh.bind { self.count += 1 }
                        Scratch.current?.bind { self.count += 1 }
                    }
                }
                // A static computed property makes a new box on each access; a weak one keeps nothing.
                final class Plain {
                    private var listener: (() -> Void)?
                    func bind(_ listener: @escaping () -> Void) { self.listener = listener }
                }
                enum Scratch {
                    static var fresh: Plain { Plain() }
                    static weak var current: Plain?
                }
                // A data source method named like the lazy collection view builds a sizing view of its
                // own, which goes when the method returns.
                final class GridViewController: UIViewController, UICollectionViewDelegateFlowLayout {
                    lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                    func section() -> NSCollectionLayoutSection? { nil }
                    func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout,
                                        sizeForItemAt indexPath: IndexPath) -> CGSize {
                        let sizingLayout = UICollectionViewCompositionalLayout { _, _ in self.section() }
                        let sizing = UICollectionView(frame: .zero, collectionViewLayout: sizingLayout)
                        return sizing.contentSize
                    }
                }
                """),
            Example("""
                // A method that lets its closure go again (`removeListener()`), one whose receiver is a
                // protocol (any adopter may keep or drop it), one that keeps it among others
                // (`append`), and a call on an object `self` builds and keeps nowhere: none is read as
                // keeping the closure for `self`.
                final class Box<T> {
                    private var listener: ((T) -> Void)?
                    func bind(_ listener: @escaping (T) -> Void) { self.listener = listener }
                    func removeListener() { listener = nil }
                }
                protocol Loader { func load(completion: @escaping () -> Void) }
                final class Broadcaster {
                    private var observers: [() -> Void] = []
                    func observe(_ observer: @escaping () -> Void) { observers.append(observer) }
                }
                final class Picker {
                    private var onPick: (() -> Void)?
                    func configure(onPick: @escaping () -> Void) { self.onPick = onPick }
                }
                final class FeedViewController: UIViewController {
                    let title$ = Box<String>()
                    let loader: Loader
                    let broadcaster = Broadcaster()
                    var count = 0
                    init(loader: Loader) { self.loader = loader; super.init(nibName: nil, bundle: nil) }
                    required init?(coder: NSCoder) { fatalError() }
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        title$.bind { _ in self.count += 1 }
                        loader.load { self.count += 1 }
                        broadcaster.observe { self.count += 1 }
                        let picker = Picker()
                        picker.configure { self.count += 1 }
                    }
                }
                """),
            Example("""
                // The stream a method is handed is the screen's own control event, an RxCocoa one or
                // one of the project's `Reactive` extension typed `ControlEvent`: every call that may
                // run on this view model (through the protocol it adopts) hands in such an event, and
                // the chain ends with the screen.
                protocol FeedViewModelType: AnyObject {
                    func bindRefresh(refresh: Driver<Void>)
                    func bindReachedBottom(reachedBottom: Driver<Void>)
                }
                final class FeedViewModel: FeedViewModelType {
                    private let bag = DisposeBag()
                    private let isLoading = BehaviorRelay(value: false)
                    private let pages = PublishSubject<Int>()
                    private var currentPage = 1
                    func bindRefresh(refresh: Driver<Void>) {
                        refresh.asObservable()
                            .withLatestFrom(isLoading.asObservable())
                            .filter { !$0 }
                            .map { _ in self.currentPage }
                            .bind(to: pages)
                            .disposed(by: bag)
                    }
                    func bindReachedBottom(reachedBottom: Driver<Void>) {
                        reachedBottom.asObservable()
                            .map { _ in self.currentPage + 1 }
                            .bind(to: pages)
                            .disposed(by: bag)
                    }
                }
                extension Reactive where Base: UITableView {
                    var reachedBottom: ControlEvent<Void> { ControlEvent(events: base.rx.willDisplayCell.map { _ in }) }
                }
                final class FeedViewController: UIViewController {
                    private let tableView = UITableView()
                    private var viewModel: FeedViewModelType!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        viewModel.bindRefresh(refresh: tableView.refreshControl!.rx.controlEvent(.valueChanged).asDriver())
                        viewModel.bindReachedBottom(reachedBottom: tableView.rx.reachedBottom.asDriver())
                    }
                }
                """),
            Example("""
                // The screen builds its view model's input where it hands it in (`.init(…)`, typed by the
                // parameter), from locals bound to its own RxCocoa events: the subscriptions end with it.
                final class BackupViewModel {
                    struct Input {
                        let fetching: Observable<Void>
                        let confirm: Observable<String>
                    }
                    private let disposeBag = DisposeBag()
                    private let useCase: BackupUseCase
                    init(useCase: BackupUseCase) { self.useCase = useCase }
                    func transform(input: Input) {
                        input.fetching
                            .bind { self.useCase.start() }
                            .disposed(by: disposeBag)
                        input.confirm
                            .bind { code in self.useCase.confirm(code) }
                            .disposed(by: disposeBag)
                    }
                }
                final class BackupViewController: UIViewController {
                    private let viewModel: BackupViewModel
                    private let confirmButton = UIButton()
                    private let codeText = PublishRelay<String>()
                    init(viewModel: BackupViewModel) {
                        self.viewModel = viewModel
                        super.init(nibName: nil, bundle: nil)
                    }
                    override func viewDidLoad() {
                        let fetching = rx.viewWillAppear.take(1).map { _ in }
                        let confirm = confirmButton.rx.tap.withLatestFrom(codeText).asObservable()
                        viewModel.transform(input: .init(fetching: fetching, confirm: confirm))
                    }
                }
                final class BackupUseCase {
                    func start() {}
                    func confirm(_ code: String) {}
                }
                """),
            Example("""
                // The application delegate's controller makes the schedule's controller once, at launch,
                // and keeps it among its children for good: it lives as long as the process.
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    private let appController = AppController()
                    func application(_ application: UIApplication,
                                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        appController.install(in: window!)
                        return true
                    }
                }
                final class AppController {
                    var children = [ScheduleController]()
                    func install(in window: UIWindow) {
                        let schedule = ScheduleController()
                        children.append(schedule)
                        window.rootViewController = schedule.prepare()
                    }
                }
                final class ScheduleController {
                    let dataSource = ScheduleDataSource()
                    func prepare() -> UIViewController {
                        dataSource.displayRoute = displayRoute
                        return UIViewController()
                    }
                    func displayRoute() {}
                }
                final class ScheduleDataSource { var displayRoute: (() -> Void)? }
                """),
            Example("""
                // Data sources the screen does not keep (a collection view's `dataSource` is weak), or
                // lets go when it disappears.
                final class PeopleViewController: UIViewController {
                    private var collectionView: UICollectionView!
                    private var dataSource: UICollectionViewDiffableDataSource<Int, String>?
                    override func viewDidLoad() {
                        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { _, _, _ in
                            self.cell()
                        }
                        collectionView.dataSource = source
                        dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { _, _, _ in
                            self.cell()
                        }
                    }
                    override func viewDidDisappear(_ animated: Bool) { dataSource = nil }
                    func cell() -> UICollectionViewCell? { nil }
                }
                """),
            Example("""
                // A context menu's actions, made for each request and let go with the menu; a button made
                // for the caller; an action that takes `self` weakly.
                final class ListViewController: UIViewController, UIContextMenuInteractionDelegate {
                    private var items: [String] = []
                    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
                        UIContextMenuConfiguration(actionProvider: { _ in
                            UIMenu(children: [UIAction(title: "Delete") { _ in self.items.removeAll() }])
                        })
                    }
                    func makeClearButton() -> UIButton {
                        UIButton(primaryAction: UIAction { _ in self.items.removeAll() })
                    }
                    override func viewDidLoad() {
                        navigationItem.rightBarButtonItem = UIBarButtonItem(primaryAction: UIAction { [weak self] _ in
                            self?.items.removeAll()
                        })
                    }
                }
                """),
            Example("""
                // A registration that takes `self` weakly, and one only a data source the member makes
                // and lets go dequeues with (a collection view keeps its data source weakly).
                final class PreviewViewController: UIViewController {
                    private var collectionView: UICollectionView!
                    private var dataSource: UICollectionViewDiffableDataSource<Int, String>?
                    private var title2 = ""
                    private func configureDataSource() {
                        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { [weak self] cell, _, _ in
                            cell.tag = self?.title2.count ?? 0
                        }
                        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, path, item in
                            view.dequeueConfiguredReusableCell(using: cell, for: path, item: item)
                        }
                    }
                    private func preview() {
                        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, _ in
                            cell.tag = self.title2.count
                        }
                        let preview = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, path, item in
                            view.dequeueConfiguredReusableCell(using: cell, for: path, item: item)
                        }
                        print(preview)
                    }
                }
                """),
            Example("""
                // A `.init(…handler:)` below a control the screen keeps is no action of it: a swipe action
                // the screen returns, a token a registry it keeps is handed.
                final class InboxViewController: UIViewController, UITableViewDelegate {
                    private var button: UIButton?
                    private var registry = HandlerRegistry()
                    func setUp(action: UIAction, enabled: Bool) {
                        button = UIButton(type: .system, primaryAction: enabled ? action : nil)
                        registry.add(.init(handler: { _ in self.dismiss(animated: true) }))
                    }
                    func tableView(_ tableView: UITableView,
                                   trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
                        button = UIButton(type: .system, primaryAction: indexPath.row > 0 ? UIAction { _ in } : nil)
                        return UISwipeActionsConfiguration(actions: [.init(style: .destructive, title: "Delete", handler: { _, _, done in
                            self.dismiss(animated: true); done(true)
                        })])
                    }
                }
                struct Token { init(handler: @escaping (Int) -> Void) {} }
                final class HandlerRegistry { func add(_ token: Token) {} }
                """),
            Example("""
                // An action written `.init(handler:)` for a bar button item made and let go; a handler
                // that takes `self` weakly.
                final class ShortcutViewController: UIViewController {
                    lazy var confirm = {
                        let item = UIBarButtonItem(title: "Save", primaryAction: .init(handler: { [weak self] _ in
                            self?.dismiss(animated: true)
                        }))
                        return item
                    }()
                    func preview() {
                        let item = UIBarButtonItem(title: "Go", primaryAction: .init(handler: { _ in self.dismiss(animated: true) }))
                        print(item)
                    }
                }
                """),
            Example("""
                // Made beside the ones the screen keeps, and handed on: a menu's action, and a layout for
                // a screen it pushes; the data source a method makes for a preview it presents.
                final class LibraryViewController: UIViewController {
                    typealias DataSource = UITableViewDiffableDataSource<Int, String>
                    private var collectionView: UICollectionView!
                    private lazy var dataSource = makeDataSource()
                    private var items: [String] = []
                    override func viewDidLoad() {
                        navigationItem.rightBarButtonItem = UIBarButtonItem(primaryAction: UIAction { [weak self] _ in self?.items.removeAll() })
                        let menu = UIMenu(children: [UIAction(title: "Delete") { _ in self.items.removeAll() }])
                        show(menu)
                        collectionView.collectionViewLayout = UICollectionViewCompositionalLayout { [weak self] _, _ in self?.section() }
                        let grid = UICollectionViewController(collectionViewLayout: UICollectionViewCompositionalLayout { _, _ in self.section() })
                        navigationController?.pushViewController(grid, animated: true)
                    }
                    func makeDataSource() -> DataSource {
                        let preview = DataSource(tableView: UITableView()) { _, _, _ in self.items.isEmpty ? nil : UITableViewCell() }
                        present(PreviewController(dataSource: preview), animated: true)
                        return DataSource(tableView: UITableView()) { [weak self] _, _, _ in self?.cell() }
                    }
                    func show(_ menu: UIMenu) {}
                    func section() -> NSCollectionLayoutSection? { nil }
                    func cell() -> UITableViewCell? { nil }
                }
                final class PreviewController: UIViewController {
                    init(dataSource: UITableViewDiffableDataSource<Int, String>) { super.init(nibName: nil, bundle: nil) }
                }
                """),
            Example("""
                // A layout a factory makes for its callers, and a section provider that takes `self` weakly.
                final class LayoutFactory {
                    private var spacing = 8.0
                    func makeLayout() -> UICollectionViewLayout {
                        UICollectionViewCompositionalLayout { _, _ in self.spacing > 0 ? nil : nil }
                    }
                }
                final class FeedViewController: UIViewController {
                    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())
                    private var columns = 2
                    func makeLayout() -> UICollectionViewLayout {
                        UICollectionViewCompositionalLayout { [weak self] _, _ in
                            self?.columns == 2 ? nil : nil
                        }
                    }
                }
                """),
            Example("""
                // A method that makes a data source for its caller: `self` keeps none of its results.
                final class PreviewMaker {
                    typealias DataSource = UITableViewDiffableDataSource<Int, String>
                    private var name = ""
                    func makeDataSource(tableView: UITableView) -> DataSource {
                        DataSource(tableView: tableView) { _, _, _ in self.name.isEmpty ? nil : UITableViewCell() }
                    }
                }
                """),
            Example("""
                // The uploader the screen keeps takes its callback out of its slot to run it, and so lets
                // it go once it ran.
                final class ExportViewController: UIViewController {
                    private let uploader = Uploader()
                    private func upload(_ url: URL) {
                        uploader.completion = { success in self.title = success ? "Uploaded" : "Failed" }
                    }
                }
                final class Uploader {
                    var completion: ((Bool) -> Void)?
                    func didUpload(_ success: Bool) {
                        let completion = self.completion
                        self.completion = nil
                        completion?(success)
                    }
                }
                """),
            Example("""
                // A loader that lets its completion go once it ran, a toast whose initialiser of that label
                // cannot keep it (not `@escaping`), a view model the screen hands on without keeping, and
                // one it keeps weakly: no object of the screen's keeps the closure for good.
                final class ReportViewController: UIViewController {
                    private var loader: Loader?
                    private var toast: Toast?
                    private weak var shared: TopViewModel?
                    override func viewDidLoad() {
                        loader = Loader(onLoad: { self.reload() })
                        toast = Toast(error: CancellationError(), action: { self.reload() })
                        toast = Toast(error: CancellationError()) { self.reload() }
                        let viewModel = TopViewModel(didPressHistory: { self.reload() })
                        navigationController?.pushViewController(HistoryViewController(viewModel: viewModel), animated: true)
                        shared = TopViewModel(didPressHistory: { self.reload() })
                    }
                    func reload() {}
                }
                final class Loader {
                    private var onLoad: (() -> Void)?
                    init(onLoad: @escaping () -> Void) { self.onLoad = onLoad }
                    func finish() {
                        onLoad?()
                        onLoad = nil
                    }
                }
                final class Toast {
                    private var action: (() -> Void)?
                    init(message: String, action: @escaping () -> Void) { self.action = action }
                    init(error: Error, action: () -> Void) { action() }
                }
                final class TopViewModel {
                    private let didPressHistory: () -> Void
                    init(didPressHistory: @escaping () -> Void) { self.didPressHistory = didPressHistory }
                }
                final class HistoryViewController: UIViewController {
                    init(viewModel: TopViewModel) { super.init(nibName: nil, bundle: nil) }
                }
                """),
            Example("""
                // The screen hands in its own RxCocoa events, which complete when it is freed: the
                // subscriptions in the view model's bag end with the screen that keeps the view model.
                final class HomeViewModel {
                    struct Input {
                        let viewWillAppear: Observable<Void>
                        let startTapped: Observable<Void>
                    }
                    private let disposeBag = DisposeBag()
                    private let useCase: HomeUseCase
                    init(useCase: HomeUseCase) { self.useCase = useCase }
                    func transform(input: Input) {
                        input.viewWillAppear
                            .withUnretained(self)
                            .subscribe { _ in self.useCase.reload() }
                            .disposed(by: disposeBag)
                        let started = input.startTapped
                        started
                            .withLatestFrom(useCase.mode)
                            .subscribe(onNext: { mode in self.useCase.start(mode) })
                            .disposed(by: disposeBag)
                    }
                }
                final class HomeViewController: UIViewController {
                    private let viewModel: HomeViewModel
                    private let startButton = UIButton()
                    init(viewModel: HomeViewModel) {
                        self.viewModel = viewModel
                        super.init(nibName: nil, bundle: nil)
                    }
                    override func viewDidLoad() {
                        let input = HomeViewModel.Input(viewWillAppear: rx.viewWillAppear.asObservable(),
                                                        startTapped: startButton.rx.tap.asObservable())
                        viewModel.transform(input: input)
                    }
                }
                final class HomeUseCase {
                    let mode = BehaviorRelay<Int>(value: 0)
                    func reload() {}
                    func start(_ mode: Int) {}
                }
                """),
            Example("""
                // A block observer that takes itself off the notification center when it runs: the center
                // lets the block go at the first notification.
                final class LaunchViewController: UIViewController {
                    private var activeObserver: NSObjectProtocol?
                    override func viewDidLoad() {
                        var token: NSObjectProtocol?
                        token = NotificationCenter.default.addObserver(forName: .didLogin, object: nil, queue: .main) { _ in
                            self.reload()
                            if let token { NotificationCenter.default.removeObserver(token) }
                        }
                    }
                    func waitForReturnFromSettings() {
                        activeObserver = NotificationCenter.default.addObserver(forName: .didActivate, object: nil, queue: .main) { _ in
                            self.reload()
                            if let observer = self.activeObserver {
                                NotificationCenter.default.removeObserver(observer)
                                self.activeObserver = nil
                            }
                        }
                    }
                    func reload() {}
                }
                """),
            Example("""
                // A `guard let self` inside a closure that has ended rebinds nothing for the closure after
                // it: that one still sees the enclosing `[weak self]`.
                final class PlayerViewController: UIViewController {
                    var onReady: (() -> Void)?
                    var onFailure: (() -> Void)?
                    override func viewDidLoad() {
                        load { [weak self] in
                            self?.onReady = { [weak self] in
                                guard let self = self else { return }
                                self.play()
                            }
                            self?.onFailure = {
                                guard let self = self else { return }
                                self.play()
                            }
                        }
                    }
                    func load(_ completion: @escaping () -> Void) {}
                    func play() {}
                }
                """),
            Example("""
                // A subscription whose cancellable is thrown away at once (`_ =`): freeing it cancels the
                // subscription, which lets the closure go.
                final class LoginViewController: UIViewController {
                    func login(with token: String) {
                        _ = Publishers
                            .Zip(api.session(token), api.profile(token))
                            .sink(receiveCompletion: { _ in }, receiveValue: { session, profile in
                                self.finish(session, profile)
                            })
                        let _ = api.refresh().sink { _ in self.reload() }
                    }
                    func finish(_ session: Session, _ profile: Profile) {}
                    func reload() {}
                }
                """),
            Example("""
                // The screen's events come from a view its base class keeps.
                class BaseViewController<MainView: UIView>: UIViewController {
                    let mainView: MainView
                    init(mainView: MainView) {
                        self.mainView = mainView
                        super.init(nibName: nil, bundle: nil)
                    }
                }
                final class SearchView: UIView { let textField = UITextField() }
                final class SearchViewModel {
                    struct Input { let query: Observable<String> }
                    private let disposeBag = DisposeBag()
                    private var query = ""
                    func transform(input: Input) {
                        input.query.subscribe(onNext: { self.query = $0 }).disposed(by: disposeBag)
                    }
                }
                final class SearchViewController: BaseViewController<SearchView> {
                    private let viewModel = SearchViewModel()
                    init() { super.init(mainView: SearchView()) }
                    override func viewDidLoad() {
                        viewModel.transform(input: SearchViewModel.Input(query: mainView.textField.rx.text.orEmpty.asObservable()))
                    }
                }
                """),
            Example("""
                // RxGesture's gestures of the screen's own views are control events taken until the view
                // is freed, like a button's taps: the subscriptions end with the screen.
                final class ProfileViewModel {
                    struct Input {
                        let avatarTapped: Observable<UITapGestureRecognizer>
                        let bannerSwiped: Observable<UISwipeGestureRecognizer>
                    }
                    private let disposeBag = DisposeBag()
                    private var isEditing = false
                    func transform(input: Input) {
                        input.avatarTapped.when(.recognized).subscribe(onNext: { _ in self.isEditing = true }).disposed(by: disposeBag)
                        input.bannerSwiped
                            .subscribe(onNext: { _ in self.isEditing = false })
                            .disposed(by: disposeBag)
                    }
                }
                final class ProfileViewController: UIViewController {
                    private let viewModel = ProfileViewModel()
                    private let header = ProfileHeaderView()
                    override func viewDidLoad() {
                        viewModel.transform(input: ProfileViewModel.Input(
                            avatarTapped: self.header.avatarView.rx.tapGesture().asObservable(),
                            bannerSwiped: header.banner.rx.swipeGesture(.left).when(.recognized).share()))
                    }
                }
                final class ProfileHeaderView: UIView {
                    let avatarView = UIImageView()
                    let banner = UIView()
                }
                """),
            Example("""
                // The view model hands the input it is given on to a method of its own, or one of the
                // input's streams: each is still an event of the screen that built the input.
                final class GameViewModel {
                    struct Input {
                        let viewDidAppear: Observable<Void>
                        let exitTapped: Observable<Void>
                    }
                    private let disposeBag = DisposeBag()
                    private let useCase: GameUseCase
                    init(useCase: GameUseCase) { self.useCase = useCase }
                    func transform(input: Input) {
                        bind(input: input)
                        bindExit(exitTapped: input.exitTapped)
                    }
                    private func bind(input: Input) {
                        input.viewDidAppear
                            .subscribe(onNext: { _ in self.useCase.start() })
                            .disposed(by: disposeBag)
                        Observable.of(input.viewDidAppear, input.exitTapped)
                            .merge()
                            .subscribe(onNext: { _ in self.useCase.log() })
                            .disposed(by: disposeBag)
                    }
                    private func bindExit(exitTapped: Observable<Void>) {
                        exitTapped
                            .withUnretained(self)
                            .subscribe(onNext: { _ in self.useCase.leave() })
                            .disposed(by: disposeBag)
                    }
                }
                final class GameViewController: UIViewController {
                    private let viewModel: GameViewModel
                    private let exitButton = UIButton()
                    init(viewModel: GameViewModel) {
                        self.viewModel = viewModel
                        super.init(nibName: nil, bundle: nil)
                    }
                    override func viewDidLoad() {
                        let input = GameViewModel.Input(viewDidAppear: rx.viewDidAppear.asObservable(),
                                                        exitTapped: exitButton.rx.tap.asObservable())
                        viewModel.transform(input: input)
                    }
                }
                final class GameUseCase {
                    func start() {}
                    func leave() {}
                    func log() {}
                }
                """),
            Example("""
                // Each tap makes a request that ends on its own (`Single`, `Completable`), so the
                // flattened stream ends soon after the screen's button does, and lets the view model go.
                final class LoginViewModel {
                    struct Input { let login: Observable<Void>; let logout: Observable<Void> }
                    private let disposeBag = DisposeBag()
                    private let session: SessionServicing
                    private var loggedIn = false
                    init(session: SessionServicing) { self.session = session }
                    func transform(input: Input) {
                        let authService = AuthService()
                        input.login
                            .flatMap { authService.login(email: "a", password: "b").map { $0 }.asObservable() }
                            .subscribe(onNext: { result in self.loggedIn = result })
                            .disposed(by: disposeBag)
                        input.logout
                            .flatMapLatest { self.session.logout() }
                            .subscribe(onCompleted: { self.loggedIn = false })
                            .disposed(by: disposeBag)
                    }
                }
                final class LoginViewController: UIViewController {
                    private let viewModel = LoginViewModel(session: SessionService())
                    private let loginButton = UIButton()
                    private let logoutButton = UIButton()
                    override func viewDidLoad() {
                        viewModel.transform(input: LoginViewModel.Input(login: loginButton.rx.tap.asObservable(),
                                                                        logout: logoutButton.rx.tap.asObservable()))
                    }
                }
                final class AuthService { func login(email: String, password: String) -> Single<Bool> { .just(true) } }
                protocol SessionServicing: AnyObject { func logout() -> Completable }
                final class SessionService: SessionServicing { func logout() -> Completable { .empty() } }
                """),
            Example("""
                // An action the main scheduler runs once: the bag keeps only the handle that cancels it.
                final class ListViewController: UIViewController {
                    private let disposeBag = DisposeBag()
                    private var saved = false
                    func handle(_ user: String) {
                        MainScheduler.asyncInstance.schedule(()) { _ -> Disposable in
                            self.saved = true
                            return Disposables.create {}
                        }.disposed(by: disposeBag)
                    }
                }
                """),
            Example("""
                // Side effects beside the request the closure returns (an error handed to a subject, a
                // loading indicator hidden, a line printed) make no stream: the request still ends.
                final class SportsViewModel {
                    struct Input { let regist: Signal<Void> }
                    private let disposeBag = DisposeBag()
                    private let usecase = SportsUseCase()
                    private let registered = PublishSubject<String?>()
                    func transform(input: Input) {
                        input.regist.asObservable()
                            .flatMap { _ in
                                self.usecase.signUp().asObservable()
                                    .catch { error in
                                        self.registered.onNext(nil)
                                        LoadingIndicator.hide()
                                        print(error)
                                        return Observable.empty()
                                    }
                            }
                            .subscribe(onNext: { name in self.registered.onNext(name) })
                            .disposed(by: disposeBag)
                    }
                }
                final class SportsViewController: UIViewController {
                    private let viewModel = SportsViewModel()
                    private let registButton = UIButton()
                    override func viewDidLoad() {
                        viewModel.transform(input: SportsViewModel.Input(regist: registButton.rx.tap.asSignal()))
                    }
                }
                final class SportsUseCase { func signUp() -> Single<String> { .just("") } }
                enum LoadingIndicator { static func hide() {} }
                """),
            Example("""
                // A request of a type's shared instance or a static one, declared to end, handed a route
                // it builds (`Route.chat(…)`, a value, not a stream).
                final class ChatViewModel {
                    struct Input { let appear: Observable<Void>; let send: Observable<Void> }
                    private let disposeBag = DisposeBag()
                    private var roomID = ""
                    func transform(input: Input) {
                        input.appear
                            .flatMap { _ in NetworkManager.shared.call(router: Route.chat(self.roomID)) }
                            .subscribe(onNext: { _ in self.roomID = "" })
                            .disposed(by: disposeBag)
                        input.send
                            .flatMap { _ in NetworkManager.ping(Route.chat(self.roomID)) }
                            .subscribe(onNext: { _ in self.roomID = "" })
                            .disposed(by: disposeBag)
                    }
                }
                final class ChatViewController: UIViewController {
                    private let viewModel = ChatViewModel()
                    private let sendButton = UIButton()
                    override func viewDidLoad() {
                        viewModel.transform(input: ChatViewModel.Input(appear: rx.viewWillAppear.asObservable(),
                                                                       send: sendButton.rx.tap.asObservable()))
                    }
                }
                final class NetworkManager {
                    static let shared = NetworkManager()
                    func call(router: Route) -> Single<Bool> { .just(true) }
                    static func ping(_ route: Route) -> Completable { .empty() }
                }
                enum Route { case chat(String) }
                """),
            Example("""
                // A stream that ends written as an implicit member in an early return (`.empty()`), and
                // requests that end after a request that completes and where an error is caught.
                final class RefundViewModel {
                    struct Input { let refund: Observable<Void> }
                    private let disposeBag = DisposeBag()
                    private let api = RefundAPI()
                    private var orderID: String?
                    private var refunded = false
                    func transform(input: Input) {
                        input.refund
                            .flatMap { _ -> Observable<Bool> in
                                guard let id = self.orderID else { return .empty() }
                                return self.api.refund(id)
                                    .andThen(self.api.confirm(id))
                                    .catch { _ in self.api.status(id) }
                                    .asObservable()
                            }
                            .subscribe(onNext: { done in self.refunded = done })
                            .disposed(by: disposeBag)
                    }
                }
                final class RefundViewController: UIViewController {
                    private let viewModel = RefundViewModel()
                    private let refundButton = UIButton()
                    override func viewDidLoad() {
                        viewModel.transform(input: RefundViewModel.Input(refund: refundButton.rx.tap.asObservable()))
                    }
                }
                final class RefundAPI {
                    func refund(_ id: String) -> Completable { .empty() }
                    func confirm(_ id: String) -> Single<Bool> { .just(true) }
                    func status(_ id: String) -> Single<Bool> { .just(false) }
                }
                """),
            Example("""
                // A chain that reads other streams in `withLatestFrom`'s arguments, written over several
                // lines, still ends with the screen's tap; another view model of the app hands its own
                // input on to its superclass's `transform`.
                final class ChatViewModel {
                    struct Input {
                        let sendTapped: Observable<Void>
                        let text: Observable<String>
                    }
                    private let profile = BehaviorSubject<String?>(value: nil)
                    private let disposeBag = DisposeBag()
                    private let useCase: ChatUseCase
                    init(useCase: ChatUseCase) { self.useCase = useCase }
                    func transform(input: Input) {
                        input.sendTapped
                            .withLatestFrom(Observable.combineLatest(
                                profile.compactMap { $0 },
                                input.text)) { ($1.0, $1.1) }
                            .map { user, message in
                                self.useCase.makeMessage(user, message)
                            }
                            .subscribe(onNext: { _ in })
                            .disposed(by: disposeBag)
                    }
                }
                final class ChatViewController: UIViewController {
                    private let viewModel: ChatViewModel
                    private let sendButton = UIButton()
                    private let textField = UITextField()
                    init(viewModel: ChatViewModel) {
                        self.viewModel = viewModel
                        super.init(nibName: nil, bundle: nil)
                    }
                    override func viewDidLoad() {
                        viewModel.transform(input: ChatViewModel.Input(sendTapped: sendButton.rx.tap.asObservable(),
                                                                       text: textField.rx.text.orEmpty.asObservable()))
                    }
                }
                class TagsViewModel {
                    struct Input { let doneTapped: Observable<Void> }
                    func transform(input: Input) {}
                }
                final class EditTagsViewModel: TagsViewModel {
                    override func transform(input: Input) {
                        super.transform(input: input)
                    }
                }
                final class ChatUseCase {
                    func makeMessage(_ user: String, _ message: String) -> String { user + message }
                }
                """),
            Example("""
                // The app delegate starts the app's coordinator once; the base class's `coordinate(to:)`
                // keeps each child among its children and starts it, and only that coordinator's `start`
                // hands it the tab coordinator, whose lazy home screen is made once.
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    private var appCoordinator: AppCoordinator!
                    func application(_ application: UIApplication,
                                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window = UIWindow()
                        appCoordinator = AppCoordinator(window: window!)
                        appCoordinator.start()
                        return true
                    }
                }
                class BaseCoordinator<ResultType> {
                    private var childCoordinators = [UUID: Any]()
                    private func store<T>(coordinator: BaseCoordinator<T>) { childCoordinators[UUID()] = coordinator }
                    func coordinate<T>(to coordinator: BaseCoordinator<T>) -> Observable<T> {
                        store(coordinator: coordinator)
                        return coordinator.start()
                    }
                    func start() -> Observable<ResultType> { fatalError() }
                }
                final class AppCoordinator: BaseCoordinator<Void> {
                    private let window: UIWindow
                    init(window: UIWindow) { self.window = window }
                    override func start() -> Observable<Void> {
                        let tabs = TabCoordinator()
                        window.rootViewController = tabs.tabBarController
                        return coordinate(to: tabs)
                    }
                }
                final class TabCoordinator: BaseCoordinator<Void> {
                    let tabBarController = UITabBarController()
                    private lazy var home: HomeViewController = { HomeViewController() }()
                    override func start() -> Observable<Void> {
                        tabBarController.viewControllers = [home]
                        return .never()
                    }
                }
                final class HomeViewController: UIViewController {
                    private var onRefresh: (() -> Void)?
                    override func viewDidLoad() {
                        onRefresh = { self.reload() }
                    }
                    func reload() {}
                }
                """),
            Example("""
                // The main coordinator, started once, makes the window's root; the coordinators it starts
                // from the screen's events keep their own `rootViewController`, which is no window's.
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    private var appCoordinator: AppCoordinator!
                    func application(_ application: UIApplication,
                                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window = UIWindow()
                        appCoordinator = AppCoordinator(window: window!)
                        appCoordinator.start()
                        return true
                    }
                }
                class BaseCoordinator<ResultType> {
                    private var childCoordinators = [UUID: Any]()
                    private func store<T>(coordinator: BaseCoordinator<T>) { childCoordinators[UUID()] = coordinator }
                    func coordinate<T>(to coordinator: BaseCoordinator<T>) -> Observable<T> {
                        store(coordinator: coordinator)
                        return coordinator.start()
                    }
                    func start() -> Observable<ResultType> { fatalError() }
                }
                final class AppCoordinator: BaseCoordinator<Void> {
                    private let window: UIWindow
                    init(window: UIWindow) { self.window = window }
                    override func start() -> Observable<Void> {
                        let main = MainCoordinator(window: window)
                        return coordinate(to: main)
                    }
                }
                final class MainCoordinator: BaseCoordinator<Void> {
                    private let window: UIWindow
                    init(window: UIWindow) { self.window = window }
                    override func start() -> Observable<Void> {
                        let screen = MainViewController()
                        window.rootViewController = screen
                        screen.onMore = { [weak self] in
                            let more = MoreCoordinator(rootViewController: screen)
                            self?.coordinate(to: more)
                        }
                        return .never()
                    }
                }
                final class MoreCoordinator: BaseCoordinator<Void> {
                    private let rootViewController: UIViewController
                    init(rootViewController: UIViewController) { self.rootViewController = rootViewController }
                    override func start() -> Observable<Void> { .never() }
                }
                final class MainViewController: UIViewController {
                    var onMore: (() -> Void)?
                    private var onRefresh: (() -> Void)?
                    override func viewDidLoad() {
                        onRefresh = { self.reload() }
                    }
                    func reload() {}
                }
                """),
            Example("""
                // In an instance method a bare name is no static method's: `from` is the managed object's
                // relationship, which Core Data generates, beside a static factory of that name.
                public class CdMessage: NSManagedObject {}
                extension CdMessage {
                    static func from(pEpMessage: PEPMessage, context: NSManagedObjectContext) -> CdMessage { CdMessage() }
                    func clone(context: NSManagedObjectContext) -> CdMessage {
                        let m = CdMessage(context: context)
                        cloneAttachments(to: m)
                        m.from = from
                        return m
                    }
                    private func cloneAttachments(to message: CdMessage) {}
                }
                """),
            Example("""
                // A property that holds an image takes the inherited `image`, not the method of that name
                // the subclass overrides.
                final class ImageAttachment: NSTextAttachment {
                    private var cachedImage: NSImage?
                    override func image(forBounds bounds: CGRect, textContainer: NSTextContainer?, characterIndex: Int) -> NSImage? {
                        cachedImage = image
                        return cachedImage
                    }
                }
                """),
            Example("""
                // A view of the project's hands out its button's taps as a `ControlEvent`, which ends with
                // the button, as `rx.tap` does.
                final class SettingViewModel {
                    struct Input { let saveTapped: Observable<Void> }
                    private let disposeBag = DisposeBag()
                    private var saved = false
                    func transform(input: Input) {
                        input.saveTapped
                            .subscribe(onNext: { self.saved = true })
                            .disposed(by: disposeBag)
                    }
                }
                final class SettingTabView: UIView {
                    private let button = UIButton()
                    var actionButtonDidTap: ControlEvent<Void> { button.rx.tap }
                }
                final class SettingViewController: UIViewController {
                    private let viewModel = SettingViewModel()
                    private let tabView = SettingTabView()
                    override func viewDidLoad() {
                        viewModel.transform(input: SettingViewModel.Input(saveTapped: tabView.actionButtonDidTap.asObservable()))
                    }
                }
                """),
            Example("""
                // A presenter holds its view weakly and subscribes to the taps the view hands out from its
                // own buttons: freed with the view, the buttons' events end and the bag lets go.
                protocol OnboardingViewProtocol: AnyObject {
                    var skipTapped: Observable<Void> { get }
                    var doneTapped: ControlEvent<Void>? { get }
                }
                final class OnboardingPresenter {
                    private weak var view: OnboardingViewProtocol?
                    private let disposeBag = DisposeBag()
                    private var skipped = false
                    init(view: OnboardingViewProtocol) { self.view = view }
                    func onViewReady() {
                        self.view?.skipTapped
                            .subscribe(onNext: { _ in self.skipped = true })
                            .disposed(by: disposeBag)
                        view?.skipTapped
                            .withLatestFrom(Observable.just(true)) { _, flag in flag }
                            .subscribe(onNext: { self.skipped = $0 })
                            .disposed(by: disposeBag)
                        if let done = view?.doneTapped {
                            done.subscribe { _ in self.skipped = false }.disposed(by: disposeBag)
                        }
                    }
                }
                final class OnboardingView: UIViewController, OnboardingViewProtocol {
                    private let skipButton = UIButton()
                    private lazy var presenter = OnboardingPresenter(view: self)
                    var skipTapped: Observable<Void> { return skipButton.rx.tap.asObservable() }
                    var doneTapped: ControlEvent<Void>? { skipButton.rx.tap }
                }
                """),
            Example("""
                // A subclass hands out its base class's weak view under its own protocol: the computed
                // property reads nothing but the weak one, so the presenter still holds its view weakly.
                protocol BaseListViewProtocol: AnyObject {}
                protocol ListViewProtocol: BaseListViewProtocol {
                    var settingsTapped: ControlEvent<Void>? { get }
                }
                class BaseListPresenter {
                    weak var baseView: BaseListViewProtocol?
                    let disposeBag = DisposeBag()
                    init(view: BaseListViewProtocol) { baseView = view }
                }
                final class ListPresenter: BaseListPresenter {
                    var view: ListViewProtocol? { return self.baseView as? ListViewProtocol }
                    private var opened = 0
                    func onViewReady() {
                        if let settingsTapped = self.view?.settingsTapped {
                            settingsTapped.subscribe { _ in self.opened += 1 }.disposed(by: disposeBag)
                        }
                    }
                }
                final class ListView: UIViewController, ListViewProtocol {
                    private let settingsButton = UIButton()
                    private lazy var presenter = ListPresenter(view: self)
                    var settingsTapped: ControlEvent<Void>? { settingsButton.rx.tap }
                }
                """),
            Example("""
                // The screen's input is a property built once from its own RxCocoa events, which end
                // with the screen; the view model need not be kept by it for its bag to let go.
                final class LoginViewModel {
                    struct Input { let idText: Driver<String>; let next: Signal<Void> }
                    private let disposeBag = DisposeBag()
                    private var id = ""
                    func transform(input: Input) {
                        input.idText.asObservable()
                            .subscribe(onNext: { text in self.id = text })
                            .disposed(by: disposeBag)
                        input.next.asObservable()
                            .subscribe(onNext: { self.id = "" })
                            .disposed(by: disposeBag)
                    }
                }
                final class LoginViewController: UIViewController {
                    private let viewModel = LoginViewModel()
                    private let idField = UITextField()
                    private let nextButton = UIButton()
                    lazy var input = LoginViewModel.Input(idText: idField.rx.text.orEmpty.asDriver(),
                                                          next: nextButton.rx.tap.asSignal())
                    lazy var output: Void = viewModel.transform(input: input)
                    override func viewDidLoad() { _ = output }
                }
                """),
            Example("""
                // The screen fills its view model's input with its own RxCocoa events; another screen
                // builds its own view model's input through the alias a protocol asks for
                // (`ViewModel.Input`), which is no input of this view model's.
                protocol ViewModelBindable {
                    associatedtype ViewModel
                }
                final class AddGoalViewModel {
                    struct Input { let saveTapped: Driver<Void> }
                    private let disposeBag = DisposeBag()
                    private let useCase: GoalUseCase
                    init(useCase: GoalUseCase) { self.useCase = useCase }
                    func transform(_ input: Input) {
                        input.saveTapped
                            .asObservable()
                            .subscribe(onNext: { self.useCase.save() })
                            .disposed(by: disposeBag)
                    }
                }
                final class AddGoalViewController: UIViewController {
                    private let viewModel: AddGoalViewModel
                    private let saveButton = UIButton()
                    init(viewModel: AddGoalViewModel) {
                        self.viewModel = viewModel
                        super.init(nibName: nil, bundle: nil)
                    }
                    override func viewDidLoad() {
                        viewModel.transform(AddGoalViewModel.Input(saveTapped: saveButton.rx.tap.asDriver()))
                    }
                }
                final class SettingsViewModel {
                    struct Input { let action: Observable<Int> }
                    func transform(_ input: Input) {}
                }
                final class SettingsViewController: UIViewController, ViewModelBindable {
                    typealias ViewModel = SettingsViewModel
                    var viewModel: ViewModel!
                    private let actions = PublishRelay<Int>()
                    override func viewDidLoad() {
                        viewModel.transform(ViewModel.Input(action: actions.asObservable()))
                    }
                }
                final class GoalUseCase {
                    func save() {}
                }
                """),
            Example("""
                // A helper the screen hands its header to keeps it weakly: the screen keeps the header,
                // and nothing leads from the helper to the header's closure.
                final class ScheduleHeaderView: UIView {
                    var onTitleTap: ((ScheduleHeaderView) -> Void)?
                }
                final class ScheduleInteraction {
                    weak var headerView: ScheduleHeaderView?
                    private(set) var collectionView: UICollectionView!
                    private var page = 0
                    func handle(headerView: ScheduleHeaderView) {
                        headerView.onTitleTap = { _ in self.page += 1 }
                        self.headerView = headerView
                    }
                }
                final class ScheduleViewController: UIViewController {
                    private let interaction = ScheduleInteraction()
                    private let header = ScheduleHeaderView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(header)
                        interaction.handle(headerView: header)
                    }
                }
                """),
            Example("""
                // RxGesture runs a gesture's configuration once, when it makes the recognizer; the
                // subscription's own closure takes `self` weakly.
                final class BottomSheetController: UIViewController, UIGestureRecognizerDelegate {
                    private let disposeBag = DisposeBag()
                    override func viewDidLoad() {
                        view.rx.tapGesture { gesture, delegate in
                            gesture.delegate = self
                            delegate.simultaneousRecognitionPolicy = .always
                        }
                        .when(.recognized)
                        .subscribe(onNext: { [weak self] _ in self?.dismiss(animated: true) })
                        .disposed(by: disposeBag)
                    }
                }
                """),
            Example("""
                // The subscriptions go into the bag the screen hands in: they end with the screen, and
                // the view model keeps neither the bag nor the screen.
                final class NotificationsViewModel {
                    struct Input { let refresh: AnyPublisher<Void, Never> }
                    struct Output { let items = CurrentValueSubject<[String], Never>([]) }
                    private let cancelBag = CancelBag()
                    private let useCase: NotificationsUseCase
                    private var items: [String] = []
                    init(useCase: NotificationsUseCase) { self.useCase = useCase }
                    func transform(from input: Input, cancelBag: CancelBag) -> Output {
                        let output = Output()
                        bindOutput(output: output, cancelBag: cancelBag)
                        input.refresh.sink { _ in self.useCase.reload() }.store(in: cancelBag)
                        return output
                    }
                    private func bindOutput(output: Output, cancelBag: CancelBag) {
                        useCase.items.sink { items in
                            self.items = items
                            output.items.send(items)
                        }.store(in: cancelBag)
                    }
                }
                final class NotificationsViewController: UIViewController {
                    private let viewModel: NotificationsViewModel
                    private let cancelBag = CancelBag()
                    private let refresh = PassthroughSubject<Void, Never>()
                    init(viewModel: NotificationsViewModel) {
                        self.viewModel = viewModel
                        super.init(nibName: nil, bundle: nil)
                    }
                    override func viewDidLoad() {
                        let output = viewModel.transform(from: .init(refresh: refresh.eraseToAnyPublisher()), cancelBag: self.cancelBag)
                        output.items.sink { [weak self] _ in self?.view.setNeedsLayout() }.store(in: cancelBag)
                    }
                }
                final class NotificationsUseCase {
                    let items = CurrentValueSubject<[String], Never>([])
                    func reload() {}
                }
                """),
            Example("""
                // A singleton whose one instance a closure called once builds and configures.
                final class PlaybackController {
                    static let shared: PlaybackController = {
                        let controller = PlaybackController()
                        controller.configure()
                        return controller
                    }()
                    private var cancellables = Set<AnyCancellable>()
                    private(set) var paused = false
                    private init() {}
                    private func configure() {}
                    func prepare() {
                        NotificationCenter.default.publisher(for: AVAudioSession.interruptionNotification)
                            .sink { _ in self.paused = true }
                            .store(in: &cancellables)
                    }
                }
                final class DayTracker {
                    static let shared = { DayTracker() }()
                    private var cancellables = Set<AnyCancellable>()
                    private(set) var days = 0
                    func observe() {
                        NotificationCenter.default.publisher(for: .NSCalendarDayChanged)
                            .sink { _ in self.days += 1 }
                            .store(in: &cancellables)
                    }
                }
                """),
            Example("""
                // A singleton that another object keeps among the controllers it is handed is still the
                // one instance: appending it builds none.
                class SpeechController: NSObject {
                    static let shared = SpeechController()
                    private let engine = AudioEngine.shared
                    private var cancellable: AnyCancellable?
                    private let effects = PassthroughSubject<Int, Never>()
                    override init() {
                        super.init()
                        cancellable = effects.sink { value in self.engine.play(value) }
                        engine.register(self)
                    }
                }
                final class AudioEngine {
                    static let shared = AudioEngine()
                    private var registered = Set<SpeechController>()
                    func register(_ controller: SpeechController) { registered.insert(controller) }
                    func play(_ value: Int) {}
                }
                """),
            Example("""
                // The subscription goes into a bag the method makes and hands to its caller: `self` keeps
                // neither, and the caller decides how long the closure lives.
                public final class Fetcher {
                    private let updates = PassthroughSubject<Int, Never>()
                    public func fetch(_ onNext: @escaping (Int) -> Void) -> Set<AnyCancellable> {
                        var bag = Set<AnyCancellable>()
                        updates.sink { value in
                            self.apply(value)
                            onNext(value)
                        }
                        .store(in: &bag)
                        return bag
                    }
                    func apply(_ value: Int) {}
                }
                """),
            Example("""
                // A computed property that hands out the parent's navigation item: the parent owns the
                // editor, and nothing leads from the editor back to the parent.
                final class EditorViewController: UIViewController {
                    var parentItem: UINavigationItem? { parent?.navigationItem }
                    func updateTitle() {
                        parentItem?.titleMenuProvider = { _ in self.makeMenu() }
                    }
                    func makeMenu() -> UIMenu? { nil }
                }
                """),
            Example("""
                // A job taken off a queue, a completion handler's argument, rows a `map` builds and
                // returns, and a view reached through an existential protocol: self is not shown to
                // keep any of them.
                final class JobsViewModel {
                    private let jobs = JobQueue()
                    private let loader = Loader()
                    private let titles: [String] = []
                    func next() {
                        let job = jobs.dequeueNext()
                        job.onComplete = { self.finished() }
                        loader.load { response in response.onCancel = { self.finished() } }
                    }
                    func rows() -> [Row] {
                        let rows = titles.map { _ -> Row in
                            let row = Row()
                            row.onSelect = { self.finished() }
                            return row
                        }
                        return rows
                    }
                    func attach(view: any LoginView) { view.onRetry = { self.finished() } }
                    func finished() {}
                }
                protocol LoginView: AnyObject { var onRetry: (() -> Void)? { get set } }
                final class Row { var onSelect: (() -> Void)? }
                final class Job { var onComplete: (() -> Void)? }
                final class JobQueue { func dequeueNext() -> Job { Job() } }
                final class Response { var onCancel: (() -> Void)? }
                final class Loader { func load(_ done: @escaping (Response) -> Void) {} }
                """),
            Example("""
                // Handed to a screen through a weak reference, or kept only by its own closure: self does
                // not keep the alert or the request. Both reported only with `unkept_receivers: true`.
                final class AccountValidator {
                    weak var controller: NSViewController?
                    func showCertificateError() {
                        let alert = CertificateErrorController()
                        alert.onAccept = { self.accept() }
                        controller?.presentAsSheet(alert)
                    }
                    func requestAccess() {
                        let request = AccessRequestViewController()
                        request.completion = {
                            self.accept()
                            request.dismiss(animated: true)
                        }
                        request.start()
                    }
                    func accept() {}
                }
                final class CertificateErrorController: NSViewController { var onAccept: (() -> Void)? }
                final class AccessRequestViewController: UIViewController {
                    var completion: (() -> Void)?
                    func start() {}
                }
                """),
            Example("""
                // A segue's destination: the storyboard pushes or presents it, and `self` is not shown to
                // keep it. Reported only with `unkept_receivers: true`.
                final class SettingsViewController: UIViewController {
                    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                        if let picker = segue.destination as? FormatPickerViewController {
                            picker.onSelect = { self.reload() }
                        }
                    }
                    func reload() {}
                }
                final class FormatPickerViewController: UIViewController { var onSelect: (() -> Void)? }
                """),
            Example("""
                // A struct's default value is copied into the local; the copy goes to the destination.
                final class CloudViewController: UIViewController {
                    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                        if let login = segue.destination as? LoginViewController {
                            var configuration = LoginConfiguration.defaultConfiguration()
                            configuration.completion = finish(info:)
                            login.configuration = configuration
                        }
                    }
                    func finish(info: [String: Any]?) {}
                }
                struct LoginConfiguration {
                    var completion: (([String: Any]?) -> Void)?
                    static func defaultConfiguration() -> LoginConfiguration { LoginConfiguration() }
                }
                final class LoginViewController: UIViewController { var configuration = LoginConfiguration() }
                """),
            Example("""
                // A service usually lives as long as the process: reported only with `long_lived_roles: true`.
                final class SessionService {
                    private var cancellables = Set<AnyCancellable>()
                    func start() {
                        NotificationCenter.default.publisher(for: .tokenExpired)
                            .sink { _ in self.refresh() }
                            .store(in: &cancellables)
                    }
                    func refresh() {}
                }
                """),
            Example("""
                // The closure lets itself go when it runs, and `#selector(self.save)` names a method
                // without capturing `self`.
                final class BrowserViewController: UIViewController {
                    var menuProvider: (() -> UIMenu)?
                    func save(_ url: URL) {
                        Recents.shared.didSetRecent = {
                            self.reload()
                            Recents.shared.didSetRecent = nil
                        }
                        Recents.shared.add(url)
                    }
                    override func viewDidLoad() {
                        menuProvider = { UIMenu(children: [UICommand(title: "Save", action: #selector(self.saveAll))]) }
                    }
                    @objc func saveAll() {}
                    func reload() {}
                }
                final class Recents {
                    static let shared = Recents()
                    var didSetRecent: (() -> Void)?
                    func add(_ url: URL) {}
                }
                """),
            Example("""
                // Built once, by a static method only the launch handler calls, into a static slot.
                final class LidObserver {
                    private var cancellables = Set<AnyCancellable>()
                    init() {
                        NotificationCenter.default.publisher(for: .lidChanged)
                            .sink { _ in self.update() }
                            .store(in: &cancellables)
                    }
                    func update() {}
                }
                enum Displays {
                    static var lidObserver: LidObserver?
                    static func setup() { lidObserver = LidObserver() }
                }
                @main final class AppDelegate: NSObject, NSApplicationDelegate {
                    func applicationDidFinishLaunching(_ notification: Notification) { Displays.setup() }
                }
                """),
            Example("""
                // The same into another type's static slot, in an app whose extension of a UIKit type calls
                // UIKit's own `register(…)`: that call is no caller of `Dependencies.register()`.
                final class AppRouter {
                    var children: [BackupFlow] = []
                    func openBackup() {
                        let flow = BackupFlow()
                        flow.onFinish = { self.children.removeAll { $0 === flow } }
                        children.append(flow)
                    }
                }
                final class BackupFlow { var onFinish: (() -> Void)? }
                enum Services { static var router: AppRouter! }
                final class Dependencies {
                    static func register() { Services.router = AppRouter() }
                }
                extension UICollectionView {
                    func registerCell(_ cellClass: UICollectionViewCell.Type) {
                        self.register(cellClass, forCellWithReuseIdentifier: String(describing: cellClass))
                    }
                }
                @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication,
                                     didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        Dependencies.register()
                        return true
                    }
                }
                """),
            Example("""
                // The helper builds the picker, keeps it only weakly and hands it to a screen to present:
                // the presentation keeps the picker, and nothing leads from the helper to it.
                final class PhotosAccessHelper: NSObject {
                    weak var pickerController: ImagePickerController?
                    func showPicker(on viewController: UIViewController) {
                        pickerController = makePicker()
                        guard let pickerController else { return }
                        viewController.present(pickerController, animated: true)
                    }
                    func makePicker() -> ImagePickerController {
                        let picker = ImagePickerController()
                        picker.didSelectAssets = didSelectAssets
                        return picker
                    }
                    func didSelectAssets(_ assets: [String]) {}
                }
                final class ImagePickerController: UIViewController { var didSelectAssets: (([String]) -> Void)? }
                """),
            Example("""
                // A CloudKit query built here and only handed to the database: the database keeps the
                // operation until it finishes, then lets it go, and `self` never keeps it.
                import CloudKit
                final class CloudProbe {
                    let database = CKContainer.default().privateCloudDatabase
                    private var found: [CKRecord] = []
                    func checkForVaults() {
                        let operation = CKQueryOperation(query: CKQuery(recordType: "Info", predicate: NSPredicate(value: true)))
                        operation.recordMatchedBlock = recordMatched
                        operation.queryResultBlock = { result in self.finish(result) }
                        database.add(operation)
                    }
                    func recordMatched(_ id: CKRecord.ID, _ result: Result<CKRecord, Error>) {}
                    func finish(_ result: Result<CKQueryOperation.Cursor?, Error>) {}
                }
                """),
            Example("""
                // So does one declared with its type and set on each branch, in a method that returns
                // what the query fetched (a nested `CKQueryOperation.Cursor`, not the operation).
                import CloudKit
                final class RecordCounter {
                    let database = CKContainer.default().privateCloudDatabase
                    private let recordType = "Game"
                    func countBatch(query: CKQuery, cursor: CKQueryOperation.Cursor?) async throws -> (Int, CKQueryOperation.Cursor?) {
                        try await withCheckedThrowingContinuation { continuation in
                            let operation: CKQueryOperation
                            if let cursor {
                                operation = CKQueryOperation(cursor: cursor)
                            } else {
                                operation = CKQueryOperation(query: query)
                            }
                            operation.queryCompletionBlock = { cursor, error in
                                print(self.recordType)
                                continuation.resume(returning: (0, cursor))
                            }
                            database.add(operation)
                        }
                    }
                }
                """),
            Example("""
                // A file-level constant is made once, and so is what its value's arguments build: the handler
                // lives as long as the process.
                private let connectionManager = ConnectionManager(handlers: [
                    WirelessHandler()
                ])
                final class ConnectionManager {
                    let handlers: [WirelessHandler]
                    init(handlers: [WirelessHandler]) { self.handlers = handlers }
                }
                final class WirelessHandler {
                    let listener = Listener()
                    init() {
                        listener.stateUpdateHandler = { state in self.update(state) }
                    }
                    func update(_ state: Int) {}
                }
                final class Listener { var stateUpdateHandler: ((Int) -> Void)? }
                """),
            Example("""
                // A singleton built on first use (`sharedInstance`) builds its lazy services once, a typed
                // `.init` included: they live as long as the process, and so does what keeps them.
                final class Dependencies {
                    private static var sharedInstance: Dependencies?
                    static var shared: Dependencies {
                        if let instance = sharedInstance { return instance }
                        let instance = Dependencies()
                        sharedInstance = instance
                        return instance
                    }
                    private init() {}
                    lazy var central: Central = {
                        .init(name: "main")
                    }()
                }
                final class Central {
                    @Published var state = ""
                    private var cancellables: Set<AnyCancellable> = []
                    init(name: String) {
                        NotificationCenter.default.publisher(for: .stateChanged)
                            .map { _ in "changed" }
                            .assign(to: \\.state, on: self)
                            .store(in: &cancellables)
                    }
                }
                """),
            Example("""
                // A stream's continuation calls its termination handler once, when the stream finishes
                // or the listener goes away, and then lets it go: the cycle lasts while someone listens.
                actor ProfileStreams {
                    private var continuations: [UUID: AsyncStream<String>.Continuation] = [:]
                    func stream() -> AsyncStream<String> {
                        AsyncStream { continuation in
                            let id = UUID()
                            continuations[id] = continuation
                            continuation.onTermination = { _ in
                                Task { await self.remove(id) }
                            }
                        }
                    }
                    func remove(_ id: UUID) { continuations[id] = nil }
                }
                """),
            Example("""
                // SwiftUI builds the `@main` app once: the service its `init` registers is made once and
                // never freed, so an observer keeping it leaks nothing.
                @main
                struct EditorApp: App {
                    init() {
                        ServiceContainer.register(LanguageService())
                    }
                    var body: some Scene {
                        WindowGroup { Text("Editor") }
                    }
                }
                enum ServiceContainer {
                    static var services: [Any] = []
                    static func register(_ service: Any) { services.append(service) }
                }
                final class LanguageService {
                    init() {
                        NotificationCenter.default.addObserver(forName: .documentOpened, object: nil, queue: .main) { note in
                            self.open(note)
                        }
                    }
                    func open(_ note: Notification) {}
                }
                """),
            Example("""
                // A name a case pattern binds is a local: the label shows the string, not a bound method.
                final class AddressInputViewController: UIViewController {
                    enum Info { case memo(String), tag(String), none }
                    let label = UILabel()
                    func update(_ info: Info) {
                        switch info {
                        case let .memo(destination), let .tag(destination):
                            label.text = destination
                        case .none:
                            break
                        }
                    }
                    func destination(bip21Unchecked: String) -> String { bip21Unchecked }
                }
                """),
            Example("""
                // The app builds the search coordinator once; the other one is built by a wrapper view
                // that only a SwiftUI preview builds, which the app never runs.
                @main
                final class AppDelegate: NSObject, NSApplicationDelegate {
                    let coordinator = AppCoordinator()
                }
                final class AppCoordinator {
                    let search = SearchCoordinator()
                }
                final class SearchCoordinator: ObservableObject {
                    @Published var query = ""
                    private var cancellables = Set<AnyCancellable>()
                    init() {
                        $query.sink { text in
                            self.search(text)
                        }.store(in: &cancellables)
                    }
                    func search(_ text: String) {}
                }
                struct SearchPreviewWrapper: View {
                    @StateObject var coordinator = SearchCoordinator()
                    var body: some View { Text(coordinator.query) }
                }
                #Preview {
                    SearchPreviewWrapper()
                }
                """),
            Example("""
                // The SwiftUI app builds its data container once, the container the app's state once, and
                // the state its view states once; a debug mock made by a static property's initialiser
                // is made once too.
                @main
                struct EdgeApp: App {
                    @StateObject var container = DataContainer()
                    var body: some Scene { WindowGroup { Text("Edge") } }
                }
                final class DataContainer: ObservableObject {
                    let appData: AppData
                    init() {
                        let appData = AppData()
                        self.appData = appData
                    }
                }
                final class AppData: ObservableObject {
                    @Published var deployment = DeploymentState()
                }
                final class DeploymentState: ObservableObject {
                    @Published var progress = 0.0
                    private let socket = PassthroughSubject<Double, Never>()
                    private var cancellables = Set<AnyCancellable>()
                    func connect() {
                        socket.sink { value in self.progress = value }.store(in: &cancellables)
                    }
                }
                final class DeviceHandler {
                    let appData: AppData
                    init(appData: AppData) { self.appData = appData }
                }
                #if DEBUG
                extension DeviceHandler {
                    static let mock = DeviceHandler(appData: AppData())
                }
                #endif
                """),
            Example("""
                // AppKit's current animation group runs its completion handler once, when the fade ends,
                // and then lets the context go; the window controller never holds the context.
                final class AboutWindowController: NSWindowController {
                    func closeAnimated() {
                        NSAnimationContext.beginGrouping()
                        NSAnimationContext.current.duration = 0.4
                        NSAnimationContext.current.completionHandler = {
                            self.close()
                        }
                        window?.animator().alphaValue = 0
                        NSAnimationContext.endGrouping()
                    }
                }
                """),
            Example("""
                // The app delegate builds the coordinator once: in a method of its own that only its launch
                // handler calls, so a subscription the coordinator keeps on itself leaks nothing.
                @main
                final class AppDelegate: NSObject, NSApplicationDelegate {
                    private(set) var coordinator: AppCoordinator?
                    private let boot = Boot()

                    func applicationDidFinishLaunching(_ notification: Notification) {
                        boot.bootstrap { [unowned self] storage in
                            self.startUI(storage: storage)
                        }
                    }

                    private func startUI(storage: Storage) {
                        coordinator = AppCoordinator(storage: storage)
                    }
                }
                final class AppCoordinator {
                    private var cancellables = Set<AnyCancellable>()
                    var selectedTab = 0
                    init(storage: Storage) {
                        storage.tabChanges.sink { tab in
                            self.selectedTab = tab
                        }.store(in: &cancellables)
                    }
                }
                """),
            Example("""
                // A lazy property's initialiser runs once: the panes the app delegate builds there, in
                // an array literal, are made once and never freed, so an observer keeping one leaks
                // nothing.
                @main
                final class AppDelegate: NSObject, NSApplicationDelegate {
                    lazy var preferences: PreferencesWindowController = {
                        let panes: [NSViewController] = [
                            GeneralPaneController(),
                            KeyBindingPaneController(),
                        ]
                        return PreferencesWindowController(panes: panes)
                    }()
                }
                final class PreferencesWindowController: NSWindowController {
                    let panes: [NSViewController]
                    init(panes: [NSViewController]) {
                        self.panes = panes
                        super.init(window: nil)
                    }
                }
                final class GeneralPaneController: NSViewController {}
                final class KeyBindingPaneController: NSViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        NotificationCenter.default.addObserver(forName: .keyBindingsChanged, object: nil, queue: .main, using: saveBindings)
                    }
                    func saveBindings(_ notification: Notification) {}
                }
                """),
            Example("""
                // Made once: the app controller the delegate keeps at launch calls `postInit()` from its
                // `init` only, which has its router make the tab bar the window's root; nothing else
                // asks for it. An object made once and kept is never freed, so nothing leaks.
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var app: AppController?
                    func application(_ application: UIApplication,
                                     didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        app = AppController()
                        return true
                    }
                }
                final class AppController {
                    let router = AppRouter()
                    init() { postInit() }
                    private func postInit() { router.showApp() }
                }
                final class AppRouter {
                    weak var window: UIWindow?
                    func showApp() { window?.rootViewController = TabBarViewController() }
                }
                final class TabBarViewController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        NotificationCenter.default.addObserver(forName: .selectTab, object: nil, queue: nil, using: handleSelectTab)
                    }
                    func handleSelectTab(_ notification: Notification) {}
                }
                """),
            // The home coordinator is started once, by the coordinator the app delegate starts at
            // launch: the other `child.start()` calls start other coordinators, so its view model is
            // made once, for the process.
            Example(files: StrongSelfCaptureRule.coordinatorApp()),
            Example(files: [
                // A container's singleton registration makes one object for the process: DIKit's
                // `single { … }` in a library container's extension, Swinject's `.inObjectScope(.container)`,
                // Dip's `register(.eagerSingleton)` in the container the app delegate keeps.
                ("DIKit.swift", """
                    import DIKit
                    extension DependencyContainer {
                        static var kyc = module {
                            single { KYCRouter() as KYCRouterAPI }
                        }
                    }
                    """),
                ("AppAssembly.swift", """
                    import Swinject
                    final class AppAssembly: Assembly {
                        func assemble(container: Container) {
                            container.register(SessionStore.self) { _ in SessionStore() }.inObjectScope(.container)
                        }
                    }
                    """),
                ("AppDelegate.swift", """
                    import UIKit
                    import Dip

                    @main
                    final class AppDelegate: UIResponder, UIApplicationDelegate {
                        let container: DependencyContainer = {
                            let container = DependencyContainer()
                            container.register(.eagerSingleton) { ScanHandler() }
                            return container
                        }()
                    }

                    final class ScanHandler {
                        private var timer: Timer?
                        init() {
                            timer = Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { _ in self.scan() }
                        }
                        func scan() {}
                    }
                    """),
                ("KYCRouter.swift", """
                    protocol KYCRouterAPI: AnyObject {}
                    final class KYCRouter: KYCRouterAPI {
                        var onFinish: (() -> Void)?
                        func start() { onFinish = { self.finish() } }
                        func finish() {}
                    }
                    final class SessionStore {
                        var onExpiry: (() -> Void)?
                        func observe() { onExpiry = { self.refresh() } }
                        func refresh() {}
                    }
                    """),
            ]),
            Example(files: [
                // Factory's singletons (`self { … }.singleton` in Factory 2, `Factory(scope: .singleton)`
                // in Factory 1) and Swinject's container scope spelled out make one object each.
                ("Container+Monitors.swift", """
                    import Factory
                    import Swinject
                    extension Container {
                        var networkMonitor: Factory<NetworkMonitor> {
                            self { NetworkMonitor() }
                                .singleton
                        }
                        static let clock = Factory(scope: .singleton) { DayClock() }
                    }
                    final class Assembly {
                        func assemble(container: Swinject.Container) {
                            container.register(Reachability.self) { _ in Reachability() }.inObjectScope(ObjectScope.container)
                        }
                    }
                    """),
                ("Monitors.swift", """
                    import Network
                    final class NetworkMonitor {
                        private let monitor = NWPathMonitor()
                        private(set) var isOnline = true
                        func start() { monitor.pathUpdateHandler = { path in self.isOnline = path.status == .satisfied } }
                    }
                    final class DayClock {
                        var onTick: (() -> Void)?
                        func start() { onTick = { self.tick() } }
                        func tick() {}
                    }
                    final class Reachability {
                        var onChange: (() -> Void)?
                        func start() { onChange = { self.notify() } }
                        func notify() {}
                    }
                    """),
            ]),
            Example("""
                // The coordinator does not keep the navigation controller (unowned), so nothing leads
                // from it to the screen it pushes, or to the screen's view model.
                final class StorePickerCoordinator {
                    unowned let navigationController: UINavigationController
                    init(navigationController: UINavigationController) { self.navigationController = navigationController }
                    func showRoleError() {
                        let viewModel = RoleErrorViewModel()
                        let screen = RoleErrorViewController(viewModel: viewModel)
                        viewModel.onRetry = { self.retry() }
                        var top = navigationController
                        top.show(screen, sender: nil)
                    }
                    func retry() {}
                }
                final class RoleErrorViewModel { var onRetry: (() -> Void)? }
                final class RoleErrorViewController: UIViewController {
                    init(viewModel: RoleErrorViewModel) { super.init(nibName: nil, bundle: nil) }
                }
                """),
            Example(files: [
                // An assembler made with `defaultObjectScope: .container` keeps one object per
                // registration that sets no scope of its own.
                ("TrioApp.swift", """
                    import Swinject
                    enum Dependencies {
                        static let assembler = Assembler([APSAssembly()], parent: nil, defaultObjectScope: .container)
                    }
                    """),
                ("APSAssembly.swift", """
                    import Swinject
                    final class APSAssembly: Assembly {
                        func assemble(container: Container) {
                            container.register(APSManager.self) { r in BaseAPSManager(resolver: r) }
                        }
                    }
                    protocol APSManager: AnyObject {}
                    final class BaseAPSManager: APSManager {
                        private var lifetime = Set<AnyCancellable>()
                        init(resolver: Resolver) {
                            Timer.publish(every: 60, on: .main, in: .common).autoconnect()
                                .sink { _ in self.loop() }
                                .store(in: &lifetime)
                        }
                        func loop() {}
                    }
                    """),
            ]),
            Example("""
                // A local declared without a value and set on each branch hides the method of that
                // name: the menu item, not a bound method, is stored.
                final class MenuBuilder: NSObject {
                    func add(_ definition: MenuDefinition, to menu: NSMenu) {
                        let menuItem: NSMenuItem
                        if definition.isSeparator {
                            menuItem = NSMenuItem.separator()
                        } else {
                            menuItem = menu.addItem(withTitle: definition.title, action: nil, keyEquivalent: "")
                        }
                        definition.nsMenuItem = menuItem
                    }
                    func menuItem(for plugin: Plugin) -> NSMenuItem { NSMenuItem() }
                }
                final class MenuDefinition {
                    var nsMenuItem: NSMenuItem?
                    var isSeparator = false
                    var title = ""
                }
                """),
            Example("""
                // A provider built only by its own static factory, which only the singleton's `init` calls, is
                // made once: its subscriptions leak nothing.
                final class Application {
                    static let shared = Application()
                    let provider: WalletProvider
                    private init() {
                        provider = WalletProvider.instance(name: "main")
                    }
                }
                final class WalletProvider {
                    private var cancellables = Set<AnyCancellable>()
                    let sessions = PassthroughSubject<Int, Never>()
                    private init(name: String) {}
                    static func instance(name: String) -> WalletProvider {
                        WalletProvider(name: name)
                    }
                    func start() {
                        sessions.sink { _ in self.reload() }.store(in: &cancellables)
                    }
                    func reload() {}
                }
                """),
            Example("""
                // An app the entry point starts itself is made once, as an `@main` app is: so is the store
                // its `init` makes, whose subscription leaks nothing. A preview's store is no app's.
                @main
                enum Main {
                    static func main() {
                        UserDefaults.standard.register(defaults: [:])
                        LibraryApp.main()
                    }
                }
                struct LibraryApp: App {
                    let store: LibraryStore
                    init() {
                        let store = LibraryStore()
                        self.store = store
                    }
                    var body: some Scene { WindowGroup { Text("Library") } }
                }
                struct LibraryView_Previews: PreviewProvider {
                    @State static private var store = LibraryStore()
                    static var previews: some View { Text("Preview").environmentObject(store) }
                }
                final class LibraryStore: ObservableObject {
                    @Published var books: [String] = []
                    private var cancellables = Set<AnyCancellable>()
                    init() {
                        $books.sink { _ in self.save() }.store(in: &cancellables)
                    }
                    func save() {}
                }
                """),
            Example("""
                // `self` is the object itself, not a method that happens to be named `` `self` ``: a
                // delegate, not a bound method.
                final class VirtualMachine: NSObject, MachineDelegate {
                    private var machine: Machine?
                    func start() {
                        machine = Machine()
                        machine!.delegate = self
                    }
                    func `self`() -> Self { self }
                }
                """),
            Example("""
                // A manager made only while its static slot is empty, a slot nothing empties or fills
                // otherwise, is made once per process: its observer leaks nothing.
                final class ToastCenter {
                    static var shared: ToastCenter?
                    private let window: UIWindow
                    init(window: UIWindow) {
                        self.window = window
                        NotificationCenter.default.addObserver(forName: .postSaved, object: nil, queue: .main) { _ in
                            self.show("Saved")
                        }
                    }
                    func show(_ text: String) {}
                }
                final class TabBarController: UITabBarController {
                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        if ToastCenter.shared == nil {
                            ToastCenter.shared = ToastCenter(window: view.window!)
                        }
                    }
                }
                final class SidebarController: UIViewController {
                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        if ToastCenter.shared == nil {
                            ToastCenter.shared = ToastCenter(window: view.window!)
                        }
                    }
                }
                // So is a singleton that makes itself the first time it is asked for.
                final class SessionStore {
                    private static var instance: SessionStore?
                    static func current() -> SessionStore {
                        if instance == nil {
                            instance = SessionStore()
                        }
                        return instance!
                    }
                    private init() {
                        NotificationCenter.default.addObserver(forName: .didLogin, object: nil, queue: .main) { _ in
                            self.reload()
                        }
                    }
                    func reload() {}
                }
                """),
            Example("""
                // Each extension keeps its context in a static constant, made once: the filter service the
                // context builds lives as long as the process, and its subscription leaks nothing.
                enum WidgetExtension {
                    static let context = AppContext()
                }
                final class ShareHandler {
                    private static let context = AppContext()
                }
                final class AppContext {
                    let filters: FilterService
                    init() { filters = FilterService() }
                }
                final class FilterService {
                    private var bag = Set<AnyCancellable>()
                    let changes = PassthroughSubject<Int, Never>()
                    init() {
                        changes.sink { _ in self.reload() }.store(in: &bag)
                    }
                    func reload() {}
                }
                """),
            Example("""
                // A view factory builds each view afresh and returns it to the container that asked: the container
                // keeps the view and the factory, and nothing leads from the factory to the view.
                protocol SecurityViewFactory {
                    func makeTravelView() -> TravelView
                }
                extension SecurityViewFactory {
                    func makeTravelView() -> TravelView {
                        let view = TravelView()
                        view.backgroundColor = .clear
                        return view
                    }
                }
                final class SecurityViewComponents: SecurityViewFactory {
                    weak var delegate: SecurityDelegate?
                    func travelView() -> UIView {
                        let view = makeTravelView()
                        view.action = didSelectTravel
                        return view
                    }
                    func alertView() -> UIView {
                        let view = AlertView()
                        view.action = { self.didSelectTravel() }
                        return view
                    }
                    func didSelectTravel() { delegate?.didSelectTravel() }
                }
                final class SecurityContainerView: UIStackView {
                    private let components = SecurityViewComponents()
                    func build() {
                        addArrangedSubview(components.travelView())
                        addArrangedSubview(components.alertView())
                    }
                }
                final class TravelView: UIView { var action: (() -> Void)? }
                final class AlertView: UIView { var action: (() -> Void)? }
                protocol SecurityDelegate: AnyObject { func didSelectTravel() }
                """),
            Example("""
                // In a `class func` or `static func`, `self` is the type: a closure the shared pipe keeps
                // keeps no object.
                final class PackageInstaller {
                    class func perform(_ packages: [String]) {
                        Pipe.shared.onStatus = { line in self.parseStatus(line) }
                    }
                    class func parseStatus(_ line: String) {}
                }
                final class Pipe {
                    static let shared = Pipe()
                    var onStatus: ((String) -> Void)?
                }
                """),
            Example("""
                // An operation builds a task, runs it and drops it: the task's completion leads back to
                // `self`, and nothing leads from `self` to the task. An enum case stored into `self` holds
                // no object.
                // The method that does it returns nothing, so `main` gets no task from it either.
                final class SyncOperation: Operation {
                    private var status = SyncStatus.idle
                    override func main() { performFullSync() }
                    private func performFullSync() {
                        let fetch = FetchPodcastsTask()
                        fetch.completion = { podcasts in self.process(podcasts) }
                        fetch.runSynchronously()
                        status = .finished
                    }
                    func process(_ podcasts: [String]) {}
                }
                final class FetchPodcastsTask {
                    var completion: (([String]) -> Void)?
                    func runSynchronously() { completion?([]) }
                }
                enum SyncStatus { case idle, finished }
                """),
            Example("""
                // A view model holds its view weakly: the view owns the view model, and the view's
                // closure leads only back to what the view already keeps.
                final class AmountViewModel {
                    weak var view: AmountView?
                    func attach(view: AmountView) {
                        self.view = view
                        view.onChange = { self.recalculate() }
                    }
                    func reload() {
                        view?.onChange = { self.recalculate() }
                    }
                    func recalculate() {}
                }
                final class AmountView: UIView { var onChange: (() -> Void)? }
                """),
            Example("""
                // A task runs its operation once and keeps the result: the singleton's task builds one
                // service for the process, and the service's subscription leaks nothing.
                final class SessionService {
                    private var cancellables = Set<AnyCancellable>()
                    let sessions = PassthroughSubject<Int, Never>()
                    init(factory: Container, clock: Clock = .init()) {
                        sessions.sink { _ in self.reload() }.store(in: &cancellables)
                    }
                    func reload() {}
                }
                final class Clock {
                    private var cancellables = Set<AnyCancellable>()
                    let ticks = PassthroughSubject<Int, Never>()
                    init() { ticks.sink(receiveValue: tick).store(in: &cancellables) }
                    func tick(_ value: Int) {}
                }
                final class Container {
                    static let shared = Container()
                    private lazy var sessionTask = Task {
                        await SessionService(factory: self)
                    }
                }
                """),
            Example("""
                // A static factory that only the singleton's `init` calls runs once: the service it
                // builds and registers lives as long as the process, and its subscription leaks nothing.
                final class Application {
                    static let shared = Application()
                    let connections: ConnectionProvider
                    private init() {
                        connections = ConnectionProvider.make()
                    }
                }
                final class ConnectionProvider {
                    private var services: [SessionService] = []
                    func register(_ service: SessionService) { services.append(service) }
                    static func make() -> ConnectionProvider {
                        let provider = ConnectionProvider()
                        provider.register(SessionService())
                        return provider
                    }
                }
                final class SessionService {
                    private var cancellables = Set<AnyCancellable>()
                    let sessions = PassthroughSubject<Int, Never>()
                    init() {
                        sessions.sink { _ in self.reload() }.store(in: &cancellables)
                    }
                    func reload() {}
                }
                """),
            Example("""
                // The singleton makes the storage once, in its `init`, and hands it to the service it
                // keeps: the storage lives as long as the process, so its subscription leaks nothing.
                final class AppServices {
                    static let shared = AppServices()
                    let wallet: WalletService
                    private init() {
                        let storage = AddressStorage()
                        wallet = WalletService(storage: storage)
                    }
                }
                final class AddressStorage {
                    private var cancellables = Set<AnyCancellable>()
                    let changes = PassthroughSubject<Void, Never>()
                    init() {
                        changes.sink { _ in self.reload() }.store(in: &cancellables)
                    }
                    func reload() {}
                }
                final class WalletService {
                    let storage: AddressStorage
                    init(storage: AddressStorage) { self.storage = storage }
                }
                """),
            Example("""
                // A value a `case` pattern binds is no bound method, even when a method has its name: the
                // property it goes into holds a struct, not a function.
                struct PinchState { static var empty: PinchState { PinchState() } }
                enum TouchState { case invalid, valid(pinchState: PinchState) }
                final class PinchRecognizer {
                    var pinchStateLast = PinchState.empty
                    func touchesMoved(_ touch: TouchState) {
                        switch touch {
                        case .invalid: break
                        case .valid(let pinchState): pinchStateLast = pinchState
                        }
                    }
                    func pinchState() -> PinchState? { nil }
                }
                """),
            Example("""
                // A data source that keeps its collection view weakly sets a closure on a cell it dequeued:
                // the collection view keeps the cell, and nothing leads from the data source to it.
                final class RewardCell: UICollectionViewCell { var onBuy: (() -> Void)? }
                final class RewardDataSource: NSObject, UICollectionViewDataSource {
                    weak var collectionView: UICollectionView?
                    var onSelect: ((Int) -> Void)?
                    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Reward", for: indexPath)
                        if let rewardCell = cell as? RewardCell {
                            rewardCell.onBuy = { self.buy(indexPath.item) }
                        }
                        return cell
                    }
                    func buy(_ item: Int) {}
                }
                final class RewardsViewController: UIViewController {
                    let dataSource = RewardDataSource()
                    override func viewDidLoad() { dataSource.onSelect = { [weak self] _ in self?.close() } }
                    func close() {}
                }
                """),
            Example("""
                // A setter's parameter hides the method of the same name.
                final class ThemeImage {
                    private var storedImage: UIImage?
                    var sourceImage: UIImage? {
                        set(image) { storedImage = image }
                        get { storedImage }
                    }
                    func image(for theme: Theme) -> UIImage? { storedImage }
                }
                """),
            Example("""
                // `tableView` is the property the screen inherits, not its `tableView(_:didSelectRowAt:)`.
                class SettingsTableViewController: UIViewController {
                    let tableView = UITableView()
                }
                final class ExpiryViewController: SettingsTableViewController, UITableViewDelegate {
                    private lazy var dataSource = SettingsDataSource()
                    override func viewDidLoad() {
                        dataSource.tableView = tableView
                    }
                    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
                }
                final class NotesViewController: UITableViewController {
                    private lazy var dataSource = SettingsDataSource()
                    override func viewDidLoad() { dataSource.tableView = tableView }
                    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
                }
                final class SettingsDataSource { var tableView: UITableView? }
                """),
            Example("""
                final class ListProductsViewController {
                    var cellHandler: (() -> Void)?
                    func configure() {
                        cellHandler = { [weak self] in
                            guard let self else { return }
                            self.reload()
                        }
                        cellHandler = {
                            [unowned self] in self.reload()
                        }
                        let names = items.map { self.title(for: $0) }
                        items.forEach { self.track($0) }
                        DispatchQueue.main.async { self.reload() }
                        UIView.animate(withDuration: 0.3) { self.view.alpha = 1 }
                        service.fetch { result in self.show(result) }
                    }
                }
                """),
            Example("""
                // Built here and pushed onto the navigation stack, or shown on the key window: the stack
                // or the window keeps it, and nothing leads from self to it.
                final class FriendsViewController: UIViewController {
                    func open(_ user: User) {
                        let profile = ProfileViewController(user: user)
                        profile.onFollow = { self.reload() }
                        navigationController?.pushViewController(profile, animated: true)
                    }
                    func confirm() {
                        let window = PinWindow.instance()
                        window.onSuccess = { self.reload() }
                        window.presentPopupAnimated()
                    }
                    func reload() {}
                }
                final class ProfileViewController: UIViewController {
                    var onFollow: (() -> Void)?
                    init(user: User) { super.init(nibName: nil, bundle: nil) }
                }
                final class PinWindow: UIView {
                    var onSuccess: (() -> Void)?
                    static func instance() -> PinWindow { PinWindow() }
                    func presentPopupAnimated() {}
                }
                """),
            Example("""
                // A screen the storyboard makes anew, pushed onto the caller's stack.
                final class PreferencesViewController: UIViewController {
                    func pickLanguage() {
                        let picker: LanguagePickerViewController = storyboard!.instantiateViewController(identifier: "Picker")
                        picker.onPick = { language in self.apply(language) }
                        navigationController?.pushViewController(picker, animated: true)
                    }
                    func apply(_ language: String) {}
                }
                final class LanguagePickerViewController: UIViewController { var onPick: ((String) -> Void)? }
                """),
            Example("""
                // A closure inside a `[weak self]` closure sees that weak reference, not `self`.
                final class WalletViewController {
                    let dataSource = DataSource()
                    func configure() {
                        dataSource.footerProvider = { [weak self] footer in
                            footer.onViewAll = { self?.viewAll() }
                            footer.onClose = { _ in
                                guard let self else { return }
                                self.close()
                            }
                        }
                    }
                    func viewAll() {}
                    func close() {}
                }
                """),
            Example("""
                final class FormatterOwner {
                    let formatter: NumberFormatter = {
                        let formatter = NumberFormatter()
                        formatter.numberStyle = .decimal
                        return formatter
                    }()
                    func run() {
                        weak var weakSelf = self
                        handler = { weakSelf?.run() }
                    }
                    var handler: (() -> Void)?
                }
                """),
            Example("""
                // A helper that holds the object weakly hands it back in as a parameter named `self`,
                // which hides the enclosing object (RxSwift's `subscribe(with:)`, a project's `drive(weak:)`).
                final class UpdateMobileRouter {
                    let disposeBag = DisposeBag()
                    func bind(actions: Observable<Int>, previous: Observable<Void>) {
                        actions
                            .bindAndCatch(weak: self) { (self, action) in
                                self.handle(action)
                            }
                            .disposed(by: disposeBag)
                        previous.subscribe(with: self, onNext: { (self: UpdateMobileRouter, _) in self.back() })
                            .disposed(by: disposeBag)
                    }
                    func handle(_ action: Int) {}
                    func back() {}
                }
                """),
            Example("""
                // A parameter or local named like a method is what gets stored, not the method.
                final class TabsViewController {
                    func tab(_ tab: Tab, didOpen url: URL) {
                        let child = Tab()
                        child.openingTab = tab
                    }
                    func configure() {
                        let configuration = Configuration()
                        let userContentController = UserContentController()
                        configuration.userContentController = userContentController
                    }
                    func userContentController() {}
                }
                """),
            Example("""
                // Built once by the application delegate, the session lives as long as the process.
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    let session = SessionObserver()
                }
                final class SessionObserver {
                    var token: NSObjectProtocol?
                    func start() {
                        token = NotificationCenter.default.addObserver(forName: .didLogin, object: nil, queue: .main) { _ in
                            self.refresh()
                        }
                    }
                    func refresh() {}
                }
                """),
            Example("""
                // RxSwift's `subscribe(with:)` holds the object weakly and hands it back in as the
                // closure's `self` parameter: the closure captures nothing of the screen's.
                final class PopoverViewController: UIViewController {
                    private let disposeBag = DisposeBag()
                    private let closeButton = UIButton()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        closeButton.rx.tap
                            .subscribe(with: self, onNext: { `self`, _ in self.close() })
                            .disposed(by: disposeBag)
                    }
                    func close() {}
                }
                """),
            Example("""
                // The callback's parameter `mode` hides the method `mode()`: the fan stores the value
                // handed in, not a bound method.
                final class FanView: NSView {
                    private let fan = Fan()
                    private let buttons = ModeButtons()
                    func setUp() {
                        buttons.callback = { [weak self] mode in
                            self?.fan.mode = mode
                        }
                    }
                    func mode() -> NSView { NSView() }
                }
                final class Fan { var mode: FanMode = .auto }
                final class ModeButtons { var callback: ((FanMode) -> Void)? }
                enum FanMode { case auto, manual }
                """),
            Example("""
                // The service's method says it returns an operation of another module, which runs its
                // completion block once and lets it go, though a type of the project's own keeps a
                // `completionBlock` too.
                final class StakingInteractor {
                    private let eraService: EraServiceProtocol
                    private let queue = OperationQueue()
                    init(eraService: EraServiceProtocol) { self.eraService = eraService }
                    func provideInfo() {
                        let operation = eraService.fetchInfoOperation()
                        operation.completionBlock = {
                            DispatchQueue.main.async { [weak self] in self?.didReceiveInfo() }
                        }
                        queue.addOperation(operation)
                    }
                    func didReceiveInfo() {}
                }
                protocol EraServiceProtocol {
                    func fetchInfoOperation() -> BaseOperation<Int>
                }
                final class MailComposer { private(set) var completionBlock: (() -> Void)? }
                """),
            Example("""
                // The coordinator holds the navigation controller it is handed weakly: the controller's
                // handler leads back to the coordinator, and nothing of the coordinator's leads to the
                // controller. Being its delegate puts the coordinator in no view hierarchy.
                final class SettingsCoordinator: NSObject, Coordinator {
                    weak var parentCoordinator: Coordinator?
                    var childCoordinators: [Coordinator] = []
                    weak var navigationController: UINavigationController?
                    init(navigationController: DismissibleNavigationController) {
                        self.navigationController = navigationController
                        super.init()
                        navigationController.delegate = self
                        navigationController.dismissHandler = {
                            self.parentCoordinator?.childDidFinish(self)
                        }
                    }
                    func childDidFinish(_ child: Coordinator) {}
                }
                extension SettingsCoordinator: UINavigationControllerDelegate {}
                protocol Coordinator: AnyObject { func childDidFinish(_ child: Coordinator) }
                final class DismissibleNavigationController: UINavigationController { var dismissHandler: (() -> Void)? }
                """),
            Example("""
                // In a navigation stack, `show(_:sender:)` pushes: the stack keeps the edit screen, and
                // the screen that showed it keeps nothing of it.
                final class CreateWalletViewController: UIViewController {
                    private var name = ""
                    func changeName() {
                        let editName = EditNameViewController()
                        editName.completion = { name in
                            self.name = name
                            self.navigationController?.popViewController(animated: true)
                        }
                        show(editName, sender: self)
                    }
                }
                final class EditNameViewController: UIViewController { var completion: ((String) -> Void)? }
                """),
            Example("""
                // The subscription goes into the cell's bag: the cell keeps the data source, and the
                // data source keeps no cell.
                final class OptionDataSource: NSObject, UITableViewDataSource {
                    var consumerKey = ""
                    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
                    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        let cell = tableView.dequeueReusableCell(withIdentifier: "field", for: indexPath) as! TextFieldCell
                        cell.input
                            .assign(to: \\.consumerKey, on: self)
                            .store(in: &cell.disposeBag)
                        return cell
                    }
                }
                final class TextFieldCell: UITableViewCell {
                    let input = PassthroughSubject<String, Never>()
                    var disposeBag = Set<AnyCancellable>()
                }
                """),
            Example("""
                // A closure run once on a queue keeps the task only until it has run.
                final class Syncer {
                    private var status = 0
                    func start() {
                        let task = SyncTask()
                        task.completion = { self.finish() }
                        DispatchQueue.global().async { task.run() }
                    }
                    func finish() { status = 1 }
                }
                final class SyncTask {
                    var completion: (() -> Void)?
                    func run() { completion?() }
                }
                """),
            Example("""
                // A container's static constant, made once per process by a static method only its
                // initial value calls, keeps the view models that method builds.
                public struct StepperDI {
                    public static let shared = resolve()
                    public let loginViewModel: LoginViewModel
                }
                extension StepperDI {
                    private static func resolve() -> StepperDI {
                        let loginViewModel = LoginViewModel()
                        return .init(loginViewModel: loginViewModel)
                    }
                }
                final class LoginViewModel {
                    private var cancellables = Set<AnyCancellable>()
                    let taps = PassthroughSubject<Int, Never>()
                    init() { taps.sink { _ in self.count() }.store(in: &cancellables) }
                    func count() {}
                }
                """),
            Example("""
                // A global constant lives as long as the process, and so does what it builds once into
                // a lazy property; another type's property of the global's name is not the global.
                let app = App()
                final class App {
                    lazy var deepLinks = DeepLinks(self)
                    var onTick: (() -> Void)?
                    func arm() { onTick = { self.arm() } }
                }
                final class DeepLinks {
                    unowned let app: App
                    var onOpen: (() -> Void)?
                    init(_ app: App) {
                        self.app = app
                        onOpen = { self.open() }
                    }
                    func open() {}
                }
                """),
            Example("""
                // The timer's block stops its own timer once the animation is done, and nothing of the
                // view's keeps the timer: the run loop lets both go then.
                final class ProgressBar: UIView {
                    private let label = UILabel()
                    func animate(to progress: Double) {
                        var elapsed = 0.0
                        Timer.scheduledTimer(withTimeInterval: 0.05, repeats: true) { timer in
                            if elapsed >= 2 {
                                timer.invalidate()
                            } else {
                                elapsed += 0.05
                                self.label.text = "\\(Int(progress * elapsed * 50))"
                            }
                        }
                    }
                }
                """),
            Example("""
                // A value type's self is a copy: no cycle.
                struct Counter {
                    var onChange: (() -> Void)?
                    mutating func bind() {
                        let copy = self
                        onChange = { print(copy) }
                    }
                }
                """),
            Example("""
                // An observation nothing keeps ends at once; one the screen invalidates when it goes away
                // is the team's teardown; a project's own `observe` keeps nothing it is not shown to.
                final class PlayerViewController: UIViewController {
                    private let player = AVPlayer()
                    private var statusObservation: NSKeyValueObservation?
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        _ = player.observe(\\.rate, options: [.new]) { _, _ in self.title = "" }
                        statusObservation = player.observe(\\.status, options: [.new]) { _, _ in self.title = "" }
                    }
                    override func viewDidDisappear(_ animated: Bool) {
                        super.viewDidDisappear(animated)
                        statusObservation?.invalidate()
                    }
                }
                final class Setting<Value> {
                    func observe(options: [String], _ handler: @escaping (Value) -> Void) -> Int { 0 }
                }
                final class SettingsViewController: UIViewController {
                    private let volume = Setting<Int>()
                    private var token = 0
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        token = volume.observe(options: []) { _ in self.title = "" }
                    }
                }
                """),
            Example("""
                // A base screen removes every listener its subclasses add when it goes away, and invalidates
                // their observations: the team's teardown. A box's own `observe`, reached through a closure's
                // parameter, is not Firebase's.
                import FirebaseDatabase
                class ListeningViewController: UIViewController {
                    let reference = Database.database().reference()
                    var observations: [NSKeyValueObservation] = []
                    override func viewDidDisappear(_ animated: Bool) {
                        super.viewDidDisappear(animated)
                        reference.removeAllObservers()
                        observations.forEach { $0.invalidate() }
                    }
                }
                final class ChatViewController: ListeningViewController {
                    private let player = AVPlayer()
                    private var statusObservation: NSKeyValueObservation?
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        reference.child("messages").observe(.childAdded) { _ in self.title = "" }
                        statusObservation = player.observe(\\.status, options: [.new]) { _, _ in self.title = "" }
                    }
                }
                final class Box<T> {
                    private var listener: ((T) -> Void)?
                    func observe(_ event: Change, with listener: @escaping (T) -> Void) { listener(value) }
                    var value: T
                    init(_ value: T) { self.value = value }
                }
                enum Change { case value }
                struct Row { let title = Box("") }
                final class RowsViewController: UIViewController {
                    private let rows = [Row()]
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        rows.forEach { row in row.title.observe(.value) { _ in self.title = "" } }
                    }
                }
                """),
            Example("""
                // A one-shot read calls back once and lets go; a listener the screen removes when it goes
                // away is the team's teardown; a project's own `observe` is not Firebase's.
                import FirebaseDatabase
                final class ProfileViewController: UIViewController {
                    private let nameLabel = UILabel()
                    private let reference = Database.database().reference()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        reference.child("name").observeSingleEvent(of: .value) { snapshot in
                            self.nameLabel.text = snapshot.key
                        }
                    }
                }
                final class FeedViewController: UIViewController {
                    private let tableView = UITableView()
                    private let reference = Database.database().reference()
                    private var handle: UInt = 0
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        handle = reference.child("feed").observe(.value) { _ in self.tableView.reloadData() }
                    }
                    override func viewDidDisappear(_ animated: Bool) {
                        super.viewDidDisappear(animated)
                        reference.removeObserver(withHandle: handle)
                    }
                }
                final class Box<T> {
                    private var listeners: [(T) -> Void] = []
                    func observe(_ event: Change, with listener: @escaping (T) -> Void) { _ = listener }
                }
                enum Change { case value }
                final class CounterViewController: UIViewController {
                    private let count = Box<Int>()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        count.observe(.value) { _ in self.title = "" }
                    }
                }
                """),
        ]
    )

    /// Where the rule reports by default, and what its options add (SPEC §5's precision contract).
    struct Scope {
        var unkeptReceivers: Bool
        var longLivedRoles: Bool
        /// The names of the project's properties declared as RxCocoa's control events
        /// (`controlEventProperties`), and `rx.` with the name of each event of the project's own
        /// extensions of `Reactive` (`reactiveControlEvents`).
        var controlEventProperties: Set<String> = []
        /// Whether one of the project's types declares a function named `sink`: then a `sink` call may
        /// be that one, not Combine's.
        var projectDeclaresSink = false
        /// What the project's code says of listeners and observations, worked out on first need.
        let listeners = ProjectListeners()
    }

    /// Whether anything in the project removes a database listener, or declares a method named like a
    /// listener API (`observe`, `addSnapshotListener`): asked only by closures handed to such calls, so
    /// worked out once, on the first.
    final class ProjectListeners {
        private var removes: Bool?
        private var methods: [String: (any: Bool, withOptions: Bool)] = [:]

        /// Some type's code removes a Firebase listener (`removeObserver(withHandle:)`,
        /// `removeAllObservers()`, a listener registration's `remove()`): a helper (`repository.stop()`)
        /// may remove any of them.
        func removesAnyListener(_ model: ProjectModel) -> Bool {
            if let removes { return removes }
            let found = model.calls.keys.contains { owner in
                (model.calls[owner] ?? []).contains { call in
                    call.name == "removeObserver" && call.arguments.first?.label == "withHandle"
                        || call.name == "removeAllObservers"
                        || call.name == "remove" && call.arguments.isEmpty && call.base.map { base in
                            let name = ProjectModel.lastComponent(of: base).lowercased()
                            return name.contains("listener") || name.contains("registration")
                        } == true
                }
            }
            removes = found
            return found
        }

        /// Whether some project type (a protocol's extension included) declares a method of this name
        /// (`observe`, `addSnapshotListener`), and one with an `options:` parameter.
        func declares(_ name: String, _ model: ProjectModel) -> (any: Bool, withOptions: Bool) {
            if let known = methods[name] { return known }
            var found = (any: false, withOptions: false)
            for id in model.typeIDs {
                for function in model[id]?.functions(named: name) ?? [] {
                    found.any = true
                    if function.parameters.contains(where: { $0.label == "options" }) { found.withOptions = true }
                }
            }
            methods[name] = found
            return found
        }
    }

    /// The names of the project's instance properties that hand out an RxCocoa event of a control of
    /// their own object: declared as `ControlEvent` or `ControlProperty` (`var actionButtonDidTap:
    /// ControlEvent<Void> { button.rx.tap }` of a view of the project's), or a computed stream whose
    /// getter only converts such an event of a stored property's control (`var skipTapped:
    /// Observable<Void> { return skipButton.rx.tap.asObservable() }`), when every property of the
    /// name is (a protocol's requirement typed otherwise says nothing of what its adopters return):
    /// such an event ends with the control it comes from, as the control's own `rx.tap` does.
    static func controlEventProperties(_ model: ProjectModel) -> Set<String> {
        // Whether every property of a name typed as an event is one; the names of properties typed
        // otherwise are read below only for the names found here (few, in most projects none), where
        // every property's name was hashed into the table.
        var typed: [String: Bool] = [:]
        for id in model.typeIDs where !model.isTestCode(id) {
            guard let type = model[id] else { continue }
            var getterCalls: [String: [CallFact]]?
            // By index: a loop over the facts copied each one, and most are skipped.
            let properties = type.properties
            for index in properties.indices where !properties[index].isStatic {
                // Most properties are typed otherwise: told by the first letters, before any string is made.
                guard let raw = properties[index].typeName, StrongSelfCaptureRule.isWrittenAsEventType(raw) else { continue }
                let property = properties[index]
                let written: String? = ProjectModel.stripGenericArguments(ProjectModel.withoutOptionality(raw))
                var isEvent = written.map { ["ControlEvent", "ControlProperty"].contains($0) } ?? false
                if !isEvent, let written, ["Observable", "Driver", "Signal"].contains(written) {
                    if !property.isStored {
                        if getterCalls == nil {
                            getterCalls = Dictionary(grouping: model.calls[id] ?? [], by: { $0.context.member ?? "" })
                        }
                        let calls = getterCalls?[property.name] ?? []
                        // A protocol's requirement has no body; a protocol extension's default has one, and
                        // converts no control of its own.
                        if type.kind == .protocol && calls.isEmpty { continue }
                        isEvent = convertsOwnControlEvent(calls, of: type, model: model)
                    }
                }
                typed[property.name] = (typed[property.name] ?? true) && isEvent
            }
        }
        var events = Set(typed.filter(\.value).keys)
        guard !events.isEmpty else { return events }
        for id in model.typeIDs where !model.isTestCode(id) {
            guard let properties = model[id]?.properties else { continue }
            for index in properties.indices where !properties[index].isStatic && events.contains(properties[index].name) {
                if let raw = properties[index].typeName, StrongSelfCaptureRule.isWrittenAsEventType(raw) { continue }
                events.remove(properties[index].name)
            }
        }
        return events
    }

    /// `rx.` and the name of each instance property an extension of RxCocoa's `Reactive` declares as a
    /// `ControlEvent` or `ControlProperty` (`extension Reactive where Base: UITableView { var
    /// reachedBottom: ControlEvent<Void> { … } }`: `rx.reachedBottom`): read only after `rx.`, where
    /// no other type's property of the name can be meant. Such an event, by RxCocoa's contract,
    /// completes when its object is freed.
    static func reactiveControlEvents(_ model: ProjectModel) -> [String] {
        var found: [String] = []
        for file in model.files where !model.testFiles.contains(file.path) {
            for type in file.types where type.kind == .extension && type.name == "Reactive" {
                for property in type.properties where !property.isStatic {
                    guard let raw = property.typeName, StrongSelfCaptureRule.isWrittenAsEventType(raw),
                          ["ControlEvent", "ControlProperty"].contains(ProjectModel.stripGenericArguments(ProjectModel.withoutOptionality(raw))),
                          makesEventsOfItsBaseOnly(property.name, in: file)
                    else { continue }
                    found.append("rx." + property.name)
                }
            }
        }
        return found
    }

    /// Whether a `Reactive` extension's getter builds its event from its object's own events only
    /// (`base.rx.willDisplayCell.filter { … }`, `base.rx.controlEvent(.valueChanged)`): each call of
    /// it on a stream's path (`….rx.…`) starts at `base.rx`, and one does; no call is a free function
    /// or on a type's name (`Observable.merge`, `Observable<Int>.interval`, which may never end), and
    /// no KVO `observe`, which keeps its object. A `ControlEvent(events:)` over another stream
    /// (`NotificationCenter.default.rx.notification(…)`) keeps the type's name and none of its ending.
    static func makesEventsOfItsBaseOnly(_ property: String, in file: FileFacts) -> Bool {
        let getter = file.calls.filter { $0.context.typeName == "Reactive" && $0.context.member == property }
        var fromBase = false
        for call in getter {
            guard let base = call.base, base != CallFact.computedReceiver else {
                // A free function may make any stream (`merge(a, b)`).
                if call.base == nil { return false }
                continue
            }
            // Another type's factory or object (`Observable.merge`, `Observable<Int>.interval`,
            // `NotificationCenter.default.rx…`), or another object's events.
            if StrongSelfCaptureRule.isTypeName(base) { return false }
            let isStream = base.hasPrefix("rx.") || base.contains(".rx")
            if isStream {
                guard base.hasPrefix("base.rx") else { return false }
                // KVO through `observe` keeps its object alive (`retainSelf` is true by default).
                if base == "base.rx" && call.name == "observe" { return false }
                fromBase = true
            }
        }
        return fromBase
    }

    /// The first letters of the types `controlEventProperties` reads.
    static let eventTypePrefixes = ["ControlEvent", "ControlProperty", "Observable", "Driver", "Signal"]

    /// Whether a type's text starts with one of `eventTypePrefixes`: most start with another letter,
    /// told by the first byte before a prefix is compared.
    static func isWrittenAsEventType(_ raw: String) -> Bool {
        guard let first = raw.utf8.first,
              first == UInt8(ascii: "C") || first == UInt8(ascii: "O") || first == UInt8(ascii: "D") || first == UInt8(ascii: "S")
        else { return false }
        return eventTypePrefixes.contains { raw.hasPrefix($0) }
    }

    /// Whether a getter's only call converts an RxCocoa event of a control the type makes and keeps
    /// (`skipButton.rx.tap.asObservable()` of an outlet or of `let skipButton = UIButton()`,
    /// `networkView.retryButton.rx.tap.asDriver()` with `networkView = NoNetworkView.instanceFromNib()`
    /// in `init`): not of a control it is handed or holds weakly, which may outlive it.
    private static func convertsOwnControlEvent(_ calls: [CallFact], of type: ProjectType, model: ProjectModel) -> Bool {
        guard calls.count == 1, let call = calls.first, ["asObservable", "asDriver", "asSignal"].contains(call.name),
              let base = call.base, isEventEndingWithItsObject(base),
              let owner = base.split(separator: ".").first, owner != "rx",
              let property = type.property(named: String(owner)), property.isStored
        else { return false }
        if property.attributes.contains("@IBOutlet") { return true }
        guard property.ownership.isOwning else { return false }
        if case .construction? = property.initializer { return true }
        if property.isLazy { return true }
        // Made in `init`: built, or by a static factory of a type (`NoNetworkView.instanceFromNib()`).
        let assigned = (model.assignments[type.id] ?? []).filter {
            $0.context.member == "init" && ProjectModel.ownPropertyName($0.target) == property.name
        }
        return !assigned.isEmpty && assigned.allSatisfy { assignment in
            switch assignment.value {
            case .construction: return true
            case .call(let path): return path.first?.isUppercase == true && path.utf8Contains(UInt8(ascii: "."))
            default: return false
            }
        }
    }

    static let unkeptReceivers = RuleOption.bool(
        "unkept_receivers", default: false,
        "Also report a closure stored on an object that `self` is not shown to keep: a local or a parameter "
            + "that is not a view, such as a screen or view model it builds, configures and hands on.")

    static let longLivedRoles = RuleOption.bool(
        "long_lived_roles", default: false,
        "Also report captures in services, coordinators and composition roots, which usually live as long as the process.")

    /// Roles whose objects are usually made once per run: a cycle through one frees nothing sooner.
    /// On code bases archlint was not tuned on, captures in them were right 31 times in 68 judged.
    static let usuallyLongLived: Set<Role> = [.service, .coordinator, .compositionRoot]

    /// A service, coordinator or composition root that is usually made once per run, so that a cycle
    /// through it frees nothing sooner. Not one that is a view or a screen, a scene delegate (made once
    /// per window), or one a screen or view builds, which is made again with each screen.
    private func isUsuallyLongLived(_ type: ProjectType, context: RuleContext) -> Bool {
        let model = context.model
        guard let role = type.role, StrongSelfCaptureRule.usuallyLongLived.contains(role) else { return false }
        if StrongSelfCaptureRule.isScreenOrView(type.id, model: model) { return false }
        // UIKit makes a scene delegate once per scene, and an iPad or Mac app has as many as windows.
        if type.inherited.contains(where: { ["UIWindowSceneDelegate", "UISceneDelegate"].contains(ProjectModel.lastComponent(of: $0)) }) {
            return false
        }
        return !context.graph.builders(of: type.id).contains { builder in
            !model.isTestCode(builder) && StrongSelfCaptureRule.isScreenOrView(builder, model: model)
                && !context.lifetime.livesAsLongAsTheProcess(builder)
        }
    }

    /// A class below a UIKit or AppKit view or view controller (not a responder, menu or bar item).
    static func isScreenOrView(_ id: TypeID, model: ProjectModel) -> Bool {
        if model[id]?.role == .view { return true }
        guard let name = externalSuperclass(of: id, model: model) else { return false }
        return ProjectModel.isViewClassName(name) || StrongSelfCaptureRule.isScreenClassName(name)
    }

    /// The simple name of the class outside the project a type descends from (`UITableViewCell` for
    /// `ProductCell: BaseCell: UITableViewCell`, `Foo` for `: Lib.Foo<Bar>`), if any.
    static func externalSuperclass(of id: TypeID, model: ProjectModel) -> String? {
        model.superclassChain(of: id).externalName.map { ProjectModel.lastComponent(of: ProjectModel.stripGenericArguments($0)) }
    }

    /// UIKit's and AppKit's screens and their containers (`UIViewController`, `UINavigationController`,
    /// `NSWindowController`), not other controllers (`NSFetchedResultsController`, `UIPresentationController`).
    static func isScreenClassName(_ name: String) -> Bool {
        guard ProjectModel.isViewObjectName(name) else { return false }
        return name.hasSuffix("ViewController") || name.hasSuffix("WindowController")
            || ["UINavigationController", "UITabBarController", "UISplitViewController", "UISearchController",
                "UIAlertController", "UIImagePickerController"].contains(name)
    }

    /// Properties a UIKit or AppKit view or view controller keeps that it inherits: what is stored in
    /// them or handed to them (`navigationItem.rightBarButtonItem = save`, `view.addGestureRecognizer(tap)`)
    /// is kept by `self`.
    static let inheritedKeepers: Set<String> = ["view", "navigationItem", "toolbarItems", "tabBarItem", "inputAccessoryView",
                                                "tableView", "collectionView", "contentView", "layer", "window", "searchController"]

    /// One type's facts grouped by member, made once per type with findings to judge: the questions
    /// below ask about one member's calls and assignments for each closure.
    final class MemberFacts {
        /// The type's own facts, not the model: a copy of the model for each type retained and released
        /// every one of its tables, and most types' facts are never grouped.
        private let ownCalls: ArraySlice<CallFact>
        private let ownAssignments: ArraySlice<AssignmentFact>
        private let ownClosures: ArraySlice<ClosureFact>
        private let ownConstructions: ArraySlice<ConstructionFact>
        lazy var allCalls: [CallFact] = Array(ownCalls)
        lazy var allAssignments: [AssignmentFact] = Array(ownAssignments)
        lazy var calls: [String: [CallFact]] = Dictionary(grouping: allCalls) { $0.context.member ?? "" }
        lazy var assignments: [String: [AssignmentFact]] = Dictionary(grouping: allAssignments) { $0.context.member ?? "" }
        lazy var closures: [String: [ClosureFact]] = Dictionary(grouping: Array(ownClosures)) { $0.context.member ?? "" }
        lazy var constructions: [String: [ConstructionFact]] = Dictionary(grouping: Array(ownConstructions)) { $0.context.member ?? "" }

        /// The members whose result `self` stores: a property's initialiser calls them, an assignment
        /// that is not a local's takes their result, or a call on `self` or an object it keeps is handed
        /// it (`rows.append(makeRow())`). Filled on first use.
        var storedResults: Set<String>?

        init(of id: TypeID, model: ProjectModel) {
            ownCalls = model.calls[id] ?? []
            ownAssignments = model.assignments[id] ?? []
            ownClosures = model.closures[id] ?? []
            ownConstructions = model.constructions[id] ?? []
        }
    }

    /// `facts.storedResults`, worked out once per type.
    private func membersWhoseResultIsStored(in type: ProjectType, facts: MemberFacts, context: RuleContext) -> Set<String> {
        if let known = facts.storedResults { return known }
        let model = context.model
        var found = Set<String>()
        let add = { (value: ValueFact?) in
            guard case .call(let path) = value, !path.contains(".") || path.hasPrefix("self.") else { return }
            found.insert(String(ProjectModel.lastComponent(of: path)))
        }
        for property in type.properties { add(property.initializer) }
        for assignment in facts.allAssignments
        where !(assignment.isDeclaration && model.isLocal(assignment.target, in: type.id, member: assignment.context.member)) {
            add(assignment.value)
        }
        for call in facts.allCalls where call.arguments.contains(where: { if case .call = $0.value { return true } else { return false } })
            && isOwnRoot(of: call.base, in: type, member: call.context.member ?? "", context: context) {
            for argument in call.arguments { add(argument.value) }
        }
        facts.storedResults = found
        return found
    }

    /// Whether a path's root is kept by `self`: `self` itself, one of its strong stored properties
    /// (Objective-C's `_name` for `name`), or, in a view or screen, a property it inherits that keeps
    /// what it holds. Not a local or a parameter of the member, which hides the property.
    private func isOwnRoot(of path: String?, in type: ProjectType, member: String, context: RuleContext) -> Bool {
        guard let path else { return true }
        let model = context.model
        let explicit = path.hasPrefix("self.")
        let trimmed = explicit ? path.dropFirst(5) : Substring(path)
        let root = String(trimmed.prefix { $0 != "." })
        if root == "self" || root == "super" { return true }
        if !explicit && model.isLocalOrParameter(root, in: type.id, member: member) { return false }
        if let property = type.property(namedOrBackedBy: root) {
            // Through a weak property (`weak var controller`) nothing leads from `self` to what it is handed,
            // unless it is a view of a screen's or view's own hierarchy (`@IBOutlet weak var table`).
            // A computed property may hand out another object's (`var parentItem: UINavigationItem? {
            // parent?.navigationItem }`): only stored ones show what `self` keeps.
            if property.ownership == .strong { return property.isStored }
            return StrongSelfCaptureRule.isScreenOrView(type.id, model: model)
                && (property.attributes.contains("@IBOutlet") || property.typeName.map { isViewTypeName($0, in: type, model: model) } == true)
        }
        return StrongSelfCaptureRule.inheritedKeepers.contains(root) && StrongSelfCaptureRule.isScreenOrView(type.id, model: model)
    }

    /// Whether `self` is shown to keep the object a closure is stored on (`target` is `object.slot`):
    /// its own or an inherited property (`viewModel.onChange`, `self.header.onTap`), a type's static
    /// storage (`Session.shared.onLogout`), or a local or parameter that is a view, which a screen's
    /// hierarchy keeps (a dequeued cell, a subview it builds or is handed, a cell registration's
    /// cell), the element of a collection `self` keeps (`cards.forEach { $0.onTap = … }`), a shared
    /// object, or one the member stores into `self` or hands to `self`'s own objects
    /// (`cards.append(card)`, `addSubview(card)`). A screen, view model or task the member builds and
    /// hands on is not shown to be kept: on code bases archlint was not tuned on, those findings were
    /// right 65 times in 107 judged.
    private func keepsReceiver(of target: String, at location: SourceLocation, in type: ProjectType, member: String?,
                               facts: MemberFacts, context: RuleContext) -> Bool {
        var components = target.split(separator: ".").map(String.init)
        if components.first == "self" { components.removeFirst() }
        guard components.count > 1, let root = components.first, let member else { return true }
        let model = context.model
        // A parameter of a closure around the place: the cell of a cell registration, or an element of
        // a collection `self` keeps.
        if let closure = (facts.closures[member] ?? []).filter({ closure in
            closure.encloses(location) && (root.hasPrefix("$") || closure.parameters.contains(root))
        }).max(by: { $0.location < $1.location }) {
            // In a property's initialiser (`let button = UIButton().then { $0.onTap = … }`) `self` keeps
            // what it configures.
            if type.property(named: member) != nil { return true }
            guard case .argument(let callee, let base, _) = closure.destination else { return false }
            if ProjectModel.stripGenericArguments(callee).hasSuffix("Registration") { return true }
            // An element of a collection `self` keeps, or the object a configuring block is handed
            // (`primaryButton.do { $0.onTap = … }`, Then's `then`); a completion handler's argument is
            // a fresh object.
            guard ["forEach", "map", "compactMap", "flatMap", "do", "then", "with", "apply"].contains(callee) else { return false }
            return base.map { isOwnRoot(of: $0, in: type, member: member, context: context) } ?? false
        }
        guard model.isLocalOrParameter(root, in: type.id, member: member) else {
            // A computed property shows what `self` keeps only when it hands out a view of its own
            // hierarchy (`var tableView: UITableView { view as! UITableView }`).
            if let property = type.property(named: root), !property.isStored, !property.isStatic {
                return property.typeName.map { isViewTypeName($0, in: type, model: model) } ?? false
            }
            return true
        }
        if let bindings = model.localBindings(root, in: type.id, member: member), bindings.contains(where: { value in
            switch value {
            case .call(let path):
                if StrongSelfCaptureRule.isCellDequeue(path) { return true }
                // A value type's shared or default value is copied into the local: a closure stored in
                // the copy's own field (`var configuration = Configuration.defaultConfiguration();
                // configuration.completion = …`) is kept by nothing shared.
                if components.count == 2, handsOutValueCopy(path, from: type, model: model) { return false }
                return isSharedInstance(value, from: type, context: context)
            case .construction(let name), .cast(let name):
                return isViewTypeName(name, in: type, model: model)
            case .reference(let path):
                if path == root { return type.property(named: root) != nil }
                if isOwnRoot(of: path, in: type, member: member, context: context) { return true }
                // Reached through another local that is kept (`let picker = navigation.topViewController`).
                let other = String(path.prefix { $0 != "." })
                return other != root && model.isLocal(other, in: type.id, member: member)
                    && storesOrHandsToSelf(other, in: type, member: member, facts: facts, context: context, depth: 1)
            default:
                return false
            }
        }) { return true }
        // A view handed in as a parameter is taken to be one of `self`'s own hierarchy, unless `self` is
        // neither a screen nor a view and keeps it in a weak property (`self.headerView = headerView`
        // in `handle(headerView:)` of a helper the screen hands its header to): the code says another
        // object keeps it.
        if let parameter = type.functions(named: member).lazy.compactMap({ $0.parameters.first { $0.name == root } }).first,
           isViewTypeName(parameter.typeName, in: type, model: model),
           StrongSelfCaptureRule.isScreenOrView(type.id, model: model)
            || !storesOnlyWeakly(root, typeName: parameter.typeName, in: type, member: member, facts: facts) { return true }
        return storesOrHandsToSelf(root, in: type, member: member, facts: facts, context: context)
            || isKeptByEveryOwnCaller(parameter: root, of: member, in: type, facts: facts, context: context)
    }

    /// Whether the member stores a parameter or local into `self`'s own properties, and only into weak
    /// ones (`self.headerView = headerView`; the facts drop `self.`, and a name assigned to itself is
    /// the property): no store into a strong property of `self`'s may hold it too, written in a way the
    /// facts do not spell out (`headersByPage[page] = headerView`, `headers += [headerView]`, a tuple).
    /// So the member mentions no strong stored property that could hold a view (`typeName`): one of
    /// the view's type, a collection, a tuple, `Any` or a view type, written or built; one of no
    /// written type (`var page = 0`) holds what its initial value is, which no parameter can be.
    private func storesOnlyWeakly(_ name: String, typeName: String, in type: ProjectType, member: String,
                                  facts: MemberFacts) -> Bool {
        let viewType = ProjectModel.stripGenericArguments(ProjectModel.withoutOptionality(typeName))
        let mentioned = Set(type.functions(named: member).flatMap(\.references))
        for property in type.storedProperties where property.ownership.isOwning && !property.isStatic
            && mentioned.contains(property.name) {
            guard let text = property.writtenOrBuiltType else { continue }
            if text.contains("[") || text.contains("(") || text.contains("Any") || text.contains("View")
                || text.contains(viewType) { return false }
        }
        var storedWeakly = false
        for assignment in facts.assignments[member] ?? [] where !assignment.isDeclaration {
            let target = assignment.target
            let root = String(target.prefix { $0 != "." && $0 != "[" })
            guard let property = type.property(named: root), property.isStored else { continue }
            if assignment.value == .reference(name), target == root, !property.ownership.isOwning {
                storedWeakly = true
            } else if property.ownership.isOwning,
                      assignment.value == .reference(name) || assignment.value == .other || target != root {
                return false
            }
        }
        return storedWeakly
    }

    /// Whether a parameter receives, at every call of its method in `self`'s own code (and there is
    /// one), a local of the calling member that the member keeps in or hands to `self` (`running.insert(
    /// operation)`, then `listBatch(operation: operation)`): the object handed in is one `self` keeps.
    private func isKeptByEveryOwnCaller(parameter name: String, of member: String, in type: ProjectType,
                                        facts: MemberFacts, context: RuleContext) -> Bool {
        let functions = type.functions(named: member)
        guard functions.count == 1, let position = functions[0].parameters.firstIndex(where: { $0.name == name })
        else { return false }
        let label = functions[0].parameters[position].label
        var found = false
        for (caller, calls) in facts.calls where caller != member {
            for call in calls where call.name == member && (call.base == nil || call.base == "self") {
                let argument = StrongSelfCaptureRule.argument(of: call, label: label, position: position)
                guard case .reference(let value)? = argument?.value, !value.contains("."),
                      context.model.isLocal(value, in: type.id, member: caller),
                      storesOrHandsToSelf(value, in: type, member: caller, facts: facts, context: context, depth: 1,
                                          handedOnBy: member)
                else { return false }
                found = true
            }
        }
        return found
    }

    /// A cell or view taken from a table or collection view: `dequeueReusableCell(…)`, or a project's
    /// helper on one (`tableView.dequeue(ContactCell.self, for: indexPath)`), not a job off a queue.
    static func isCellDequeue(_ path: String) -> Bool {
        let name = ProjectModel.lastComponent(of: path)
        if name.hasPrefix("dequeueReusable") { return true }
        guard name.hasPrefix("dequeue") else { return false }
        let base = path.lowercased()
        return base.contains("tableview") || base.contains("collectionview") || base.contains("outlineview")
    }

    /// A view's type name: UIKit's or AppKit's (`UIButton`, not `UIViewController`), a project class
    /// that subclasses one (`BottomShadowButton: UIButton`), or a library's cell or view
    /// (`SwipeTableViewCell`).
    private func isViewTypeName(_ written: String, in type: ProjectType, model: ProjectModel) -> Bool {
        var trimmed = Substring(ProjectModel.withoutOptionality(written))
        for prefix in ["any ", "some "] where trimmed.hasPrefix(prefix) { trimmed = trimmed.dropFirst(prefix.count) }
        guard !trimmed.contains("&") else { return false }
        let name = ProjectModel.stripGenericArguments(String(trimmed))
        let isViewName = { (name: String) -> Bool in
            ProjectModel.isViewClassName(name) || !name.hasSuffix("Controller") && (name.hasSuffix("Cell") || name.hasSuffix("View"))
        }
        let resolved = model.resolve(name, fromModule: type.id.module, context: type.id)
        guard !resolved.isEmpty else { return isViewName(ProjectModel.lastComponent(of: name)) }
        return resolved.contains { id in
            model[id]?.kind == .class && StrongSelfCaptureRule.externalSuperclass(of: id, model: model).map(isViewName) == true
        }
    }

    /// Whether `self` keeps a local of the member: the member is a property's initialiser (`lazy var
    /// dataSource = { let source = …; return source }()`) or a method whose result `self` stores
    /// (`rightView = makeToggle()`, `rows.append(makeRow())`); the local is made in a `map` whose
    /// result `self` stores (`rows = titles.map { let row = …; return row }`); or the member stores
    /// it into one of `self`'s properties or one of theirs (`dataSource.header = header`), or hands
    /// it to `self` or to an object `self` keeps (`addSubview(card)`, `stackView.addArrangedSubview(card)`,
    /// `items.append(card)`), or to a local that is kept in turn.
    /// `handedOnBy`: a method of `self` whose calls do not count as handing the local to `self` (the
    /// one whose parameter the local fills, asked about in `isKeptByEveryOwnCaller`).
    private func storesOrHandsToSelf(_ local: String, in type: ProjectType, member: String, facts: MemberFacts,
                                     context: RuleContext, depth: Int = 0, handedOnBy method: String? = nil) -> Bool {
        let model = context.model
        let reference = ValueFact.reference(local)
        let isOwn = { (path: String?) -> Bool in self.isOwnRoot(of: path, in: type, member: member, context: context) }
        if type.property(named: member) != nil { return true }
        if type.functions(named: member).contains(where: { $0.returnType != nil }),
           membersWhoseResultIsStored(in: type, facts: facts, context: context).contains(member) { return true }
        let assignments = facts.assignments[member] ?? []
        let calls = facts.calls[member] ?? []
        let intoOwn = { (assignment: AssignmentFact) -> Bool in
            !assignment.isDeclaration && isOwn(assignment.target)
        }
        // `self.viewModel = viewModel`: the facts drop `self.`, and a parameter is never assigned to itself.
        if assignments.contains(where: { assignment in
            assignment.value == reference && (intoOwn(assignment)
                || !assignment.isDeclaration && assignment.target == local && type.property(named: local)?.ownership == .strong)
        }) { return true }
        // Made in a `map` whose result the statement stores into `self`.
        let declarations = assignments.filter { $0.isDeclaration && $0.target == local }
        if let maker = (facts.closures[member] ?? []).first(where: { closure in declarations.contains { closure.encloses($0.location) } }),
           case .argument(let callee, _, _) = maker.destination, ["map", "compactMap", "flatMap"].contains(callee) {
            // The map's own result, on its line: the value of a store into `self`, or an argument of a
            // call on `self` or an object it keeps (`tasks.append(contentsOf: ids.map { … })`).
            let isMapResult = { (value: ValueFact) -> Bool in
                guard case .call(let path) = value else { return false }
                return ProjectModel.lastComponent(of: path) == callee
            }
            if assignments.contains(where: { intoOwn($0) && $0.location.isOnSameLine(as: maker.location) && isMapResult($0.value) })
                || calls.contains(where: { call in
                    call.location.isOnSameLine(as: maker.location) && call.base != nil && isOwn(call.base) && call.arguments.contains { isMapResult($0.value) }
                }) {
                return true
            }
        }
        // Handed to `self` or an object it keeps, or to a local that is in turn (`navigation.pushViewController(
        // picker, …)`, then `present(navigation, …)` or `keptNavigation = navigation`).
        if calls.contains(where: { call in
            guard call.arguments.contains(where: { $0.value == reference }),
                  call.name != method || (call.base != nil && call.base != "self") else { return false }
            if isOwn(call.base) { return true }
            guard depth < 3, let base = call.base, !base.contains("."), base != local else { return false }
            return storesOrHandsToSelf(base, in: type, member: member, facts: facts, context: context, depth: depth + 1,
                                       handedOnBy: method)
        }) { return true }
        // An alias (`let sheet = navigation`) that is kept.
        if depth < 3, assignments.contains(where: { assignment in
            assignment.isDeclaration && assignment.value == reference
                && assignment.target != local && model.isLocal(assignment.target, in: type.id, member: member)
                && storesOrHandsToSelf(assignment.target, in: type, member: member, facts: facts, context: context, depth: depth + 1,
                                       handedOnBy: method)
        }) { return true }
        return isMentionedInKeptClosure(local, in: type, member: member, model: model, facts: facts, byOwnerOnly: true)
    }

    /// Whether a closure is an action RxSwift's scheduler runs once: `schedule(_:action:)` or
    /// `scheduleRelative(_:dueTime:action:)` on a receiver named as a scheduler (`MainScheduler.instance`,
    /// `self.scheduler`). Not `schedulePeriodic`, which keeps its action until disposed.
    static func isScheduledOnce(callee: String, base: String?) -> Bool {
        guard callee == "schedule" || callee == "scheduleRelative", let base, base != CallFact.computedReceiver else { return false }
        return base.lowercased().contains("scheduler")
    }

    /// RxGesture's gesture observables (`view.rx.tapGesture { gesture, delegate in … }`): the closure
    /// configures the recognizer once, when the observable makes it, and is not kept by the chain.
    static let gestureConfigurations: Set<String> = ["anyGesture", "tapGesture", "longPressGesture", "swipeGesture",
                                                     "panGesture", "screenEdgePanGesture", "pinchGesture",
                                                     "rotationGesture", "forceTouchGesture", "hoverGesture"]

    /// Whether the closure configures an RxGesture recognizer (`gestureConfigurations`) on a reactive
    /// extension (`view.rx.tapGesture { … }`, `rx.panGesture(configuration: { … })`).
    static func isGestureConfiguration(callee: String, base: String?, label: String?) -> Bool {
        gestureConfigurations.contains(callee) && (label == nil || label == "configuration")
            && (base == "rx" || base?.hasSuffix(".rx") == true)
    }

    /// Closure-taking APIs that keep the closure beyond the call.
    static func isRetainingAPI(callee: String, base: String?, label: String?) -> Bool {
        switch callee {
        case "addObserver":
            return (base ?? "").hasSuffix("NotificationCenter.default") || label == "using"
        case "scheduledTimer":
            return base == "Timer"
        case "sink":
            // A Combine subscription lives as long as its cancellable, which code keeps (in `cancellables`)
            // or the subscription would end at once.
            return true
        default:
            return false
        }
    }

    /// Properties of system types whose closure the holder drops after calling it once: Foundation
    /// sets an `Operation`'s `completionBlock` to nil when the block starts, and an `AsyncStream` or
    /// `AsyncThrowingStream` continuation calls its `onTermination` handler once, when the stream
    /// finishes or its consumer goes away, and then lets it go. The cycle lasts while the work runs or
    /// someone listens; it is not a leak.
    /// The app of two examples: the app delegate starts the app's coordinator at launch, which starts
    /// the home coordinator, whose view model observes a notification with a closure capturing
    /// itself; the help coordinator is started on every tap. `appCoordinatorCode` goes at the end
    /// of the app coordinator, `observerMark` before the observer's closure.
    static func coordinatorApp(appCoordinatorCode: String = "", observerMark: String = "") -> [(path: String, code: String)] {
        [
            ("AppDelegate.swift", """
                import UIKit

                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    var appCoordinator: AppCoordinator!
                    func application(_ application: UIApplication,
                                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        let window = UIWindow()
                        self.window = window
                        appCoordinator = AppCoordinator(window: window)
                        appCoordinator.start()
                        return true
                    }
                }
                """),
            ("Coordinators.swift", """
                import UIKit

                class Coordinator {
                    func start() {}
                }

                final class AppCoordinator: Coordinator {
                    let window: UIWindow
                    let navigationController = UINavigationController()
                    private var home: HomeCoordinator?
                    init(window: UIWindow) { self.window = window }
                    override func start() {
                        window.rootViewController = navigationController
                        let child = HomeCoordinator(navigationController: navigationController)
                        home = child
                        child.start()
                    }\(appCoordinatorCode)
                }

                final class HomeCoordinator: Coordinator {
                    let navigationController: UINavigationController
                    private var viewModel: HomeViewModel?
                    private var help: HelpCoordinator?
                    init(navigationController: UINavigationController) { self.navigationController = navigationController }
                    override func start() {
                        let viewModel = HomeViewModel()
                        self.viewModel = viewModel
                        navigationController.pushViewController(UIViewController(), animated: false)
                    }
                    // Another coordinator's `start()`, run on every tap: not the home's.
                    func showHelp() {
                        let child = HelpCoordinator(navigationController: navigationController)
                        help = child
                        child.start()
                    }
                }

                final class HelpCoordinator: Coordinator {
                    let navigationController: UINavigationController
                    init(navigationController: UINavigationController) { self.navigationController = navigationController }
                    override func start() {}
                }

                final class HomeViewModel {
                    init() {
                        NotificationCenter.default.addObserver(forName: .refresh, object: nil, queue: .main) \(observerMark){ _ in self.reload() }
                    }
                    func reload() {}
                }
                """),
        ]
    }

    static let oneShotClosureProperties: Set<String> = ["completionBlock", "onTermination"]

    /// Calls that keep a subscription, and so every closure of its chain, in a bag: Combine's
    /// `store(in: &cancellables)` and RxSwift's `disposed(by: disposeBag)`.
    static let bagLabels: [String: String] = ["store": "in", "disposed": "by"]

    /// The bag the first `.store(in:)` or `.disposed(by:)` chained after a closure's call puts the
    /// subscription into, as written.
    static func chainBag(of closure: ClosureFact) -> String? {
        closure.chainedCalls.lazy.compactMap { bag(storedInBy: $0.name, arguments: $0.arguments) }.first
    }

    /// A call's argument for the parameter at `position`: by its label, or by position when it has none.
    static func argument(of call: CallFact, label: String?, position: Int) -> ArgumentFact? {
        label.map { label in call.arguments.first { $0.label == label } }
            ?? (call.arguments.indices.contains(position) ? call.arguments[position] : nil)
    }

    /// A class, its project superclasses and its project subclasses: the classes whose code may run
    /// as `self`'s.
    static func classHierarchy(of id: TypeID, model: ProjectModel) -> [TypeID] {
        model.typeAndSuperclasses(of: id) + model.subclasses(of: id)
    }

    /// The bag a `.store(in: &bag)` or `.disposed(by: bag)` puts a subscription into, as written.
    static func bag(storedInBy name: String, arguments: [ArgumentFact]) -> String? {
        guard let label = bagLabels[name], let argument = arguments.first(where: { $0.label == label }),
              case .reference(let bag) = argument.value else { return nil }
        return bag
    }

    public func check(_ context: RuleContext) -> [Finding] {
        let model = context.model
        var violations: [Finding] = []
        let owners = Set(model.closures.keys.compactMap { $0 }).union(model.assignments.keys.compactMap { $0 })
            .union(model.calls.keys.compactMap { $0 })
        let strongClosureSlots = StrongSelfCaptureRule.slotsGivenStrongClosures(model)
        let projectStoredOneShotNames = StrongSelfCaptureRule.projectStoredOneShotNames(model)
        let scope = Scope(unkeptReceivers: bool(Self.unkeptReceivers, context), longLivedRoles: bool(Self.longLivedRoles, context),
                          controlEventProperties: StrongSelfCaptureRule.controlEventProperties(model)
                            .union(StrongSelfCaptureRule.reactiveControlEvents(model)),
                          projectDeclaresSink: model.typeIDs.contains { model[$0]?.functions(named: "sink").isEmpty == false })
        for owner in owners.sorted() {
            guard let type = model[owner], type.isReferenceType, !type.isTestCode else { continue }
            if !scope.longLivedRoles, isUsuallyLongLived(type, context: context) { continue }
            let facts = MemberFacts(of: owner, model: model)
            var found: [Finding] = []
            // By index, the facts read in place first: a loop over them copied each one (a retain and
            // a release of each of its strings and arrays), and most are skipped.
            let closures = model.closures[owner] ?? []
            // `[self]` is a strong capture even when the body then uses `self` only implicitly.
            for position in closures.indices where closures[position].referencesSelf || closures[position].selfCapture == .strong {
                let closure = closures[position]
                guard !StrongSelfCaptureRule.isTypeMember(closure.context.member, of: type) else { continue }
                if let capture = closure.selfCapture, capture != .strong { continue }
                guard let destination = storedDestination(of: closure, in: type, strongClosureSlots: strongClosureSlots,
                                                          projectStoredOneShotNames: projectStoredOneShotNames,
                                                          scope: scope, facts: facts, context: context) else { continue }
                found.append(finding(
                    at: closure.location, .member(type.typeName, signature: model.signature(of: closure.context, at: closure.location, in: type.id)),
                    "closure \(destination) captures self strongly; capture [weak self]"))
            }
            // `publisher.assign(to: \.x, on: self)` keeps self in the subscription, unless CombineExt's
            // `ownership: .weak` / `.unowned` says it holds self without retaining it.
            let calls = model.calls[owner] ?? []
            for position in calls.indices where calls[position].name == "assign" {
                let call = calls[position]
                guard !StrongSelfCaptureRule.isTypeMember(call.context.member, of: type),
                      call.arguments.contains(where: { $0.label == "on" && $0.value == .reference("self") }),
                      !call.arguments.contains(where: { $0.label == "ownership" && StrongSelfCaptureRule.isNonRetaining($0.value) }),
                      !keepsSubscriptionsOnlyElsewhere(member: call.context.member, in: type, context: context) else { continue }
                found.append(finding(
                    at: call.location, .member(type.typeName, signature: model.signature(of: call.context, at: call.location, in: type.id)),
                    "assign(to:on: self) keeps self strongly in the subscription; use sink with [weak self]"))
            }
            for assignment in model.assignments[owner] ?? [] where !assignment.isDeclaration {
                guard case .reference(let name) = assignment.value,
                      isBoundMethod(name, in: type, member: assignment.context.member, at: assignment.location, context: context),
                      isStoredTarget(assignment.target, in: type, member: assignment.context.member, context: context),
                      !holdsNoFunction(assignment.target, in: type, context: context),
                      !holdsProjectType(assignment.target, in: type, context: context),
                      !isPresentedLocal(assignment.target, in: type, member: assignment.context.member, context: context),
                      !isOnWeaklyHeldObject(assignment.target, of: type, member: assignment.context.member, context: context),
                      !isUnkeptNewLocal(assignment.target, in: type, member: assignment.context.member, context: context),
                      !isEnqueuedLocalOperation(assignment.target, in: type, member: assignment.context.member, context: context),
                      scope.unkeptReceivers || keepsReceiver(of: assignment.target, at: assignment.location, in: type,
                                                             member: assignment.context.member, facts: facts, context: context)
                else { continue }
                found.append(finding(
                    at: assignment.location, .member(type.typeName, signature: model.signature(of: assignment.context, at: assignment.location, in: type.id)),
                    "bound method reference self.\(name) stored in \(assignment.target) captures self strongly; "
                        + "use { [weak self] in self?.\(name)() }"))
            }
            // A bound method handed to a retaining API (`addObserver(forName:…, using: handleLogin)`).
            for position in calls.indices where calls[position].arguments.contains(where: { $0.value.isReference }) {
                let call = calls[position]
                for argument in call.arguments {
                    guard case .reference(let name) = argument.value,
                          StrongSelfCaptureRule.isRetainingAPI(callee: call.name, base: call.base, label: argument.label),
                          call.name != "addObserver" || argument.label == "using",
                          !(call.name == "scheduledTimer" && call.arguments.contains { $0.label == "repeats" && $0.value == .literal("false") }),
                          isBoundMethod(name, in: type, member: call.context.member, at: call.location, context: context)
                    else { continue }
                    found.append(finding(
                        at: call.location, .member(type.typeName, signature: model.signature(of: call.context, at: call.location, in: type.id)),
                        "bound method reference self.\(name) kept by \(call.base.map { $0 + "." } ?? "")\(call.name) captures self "
                            + "strongly; use { [weak self] in self?.\(name)(…) }"))
                    break
                }
            }
            // A singleton, the application delegate or what only they build, once, lives as long as the
            // process: a closure it keeps cannot keep it alive any longer. Asked only of types with
            // findings: the answer follows the builders.
            if !found.isEmpty, !context.lifetime.livesAsLongAsTheProcess(owner) { violations += found }
        }
        return violations
    }

    static func isTypeName(_ name: String) -> Bool { name.first.map { $0.isUppercase } ?? false }

    /// CombineExt's `ownership: .weak` or `.unowned`.
    static func isNonRetaining(_ value: ValueFact) -> Bool {
        value == .implicitMember("weak") || value == .implicitMember("unowned")
    }

    /// A plain name that means one of `self`'s methods here: not a property (of the type, of a project
    /// superclass, or UIKit's own, as a table view controller's `tableView`), parameter or local.
    private func isBoundMethod(_ name: String, in type: ProjectType, member: String?, at location: SourceLocation,
                               context: RuleContext) -> Bool {
        // In a static member a method's name is a static method's, bound to the type.
        guard !StrongSelfCaptureRule.isTypeMember(member, of: type) else { return false }
        // Objective-C has no bound methods: `x = self.isCompactHeight` sends the getter and stores what
        // it returns. That keeps `self` only when the getter hands out a block of its own that mentions
        // `self` (`- (void (^)(void))tapHandler { return ^{ [self reload]; }; }`).
        if StrongSelfCaptureRule.isObjectiveCSource(location.file) {
            guard type.functions(named: name).contains(where: { $0.returnType?.contains("->") == true }),
                  (context.model.closures[type.id] ?? []).contains(where: { $0.context.member == name && $0.referencesSelf })
            else { return false }
        }
        // `x.delegate = self` hands on the object itself, even beside a method named `` `self` ``.
        guard name != "self", !name.utf8Contains(UInt8(ascii: ".")), type.property(named: name) == nil else { return false }
        let chain = context.model.superclassChain(of: type.id)
        // Its own method, or one it inherits from a project superclass (`finishAnimation` of the
        // onboarding base class). Not a static one: in an instance member its bare name is a
        // property's (`m.from = from` beside `static func from(pEpMessage:)`). Asked before the
        // locals and closure parameters: most names bound are no method's.
        guard type.containsFunction(named: name, where: { !$0.isStatic && !$0.isInitializer })
                || chain.projectTypes.contains(where: { superclass in
            context.model[superclass]?.containsFunction(named: name) { !$0.isStatic && !$0.isInitializer } == true
        }), !isShadowed(name, in: type, member: member, context: context),
              !isClosureParameter(name, at: location, in: type, member: member, context: context) else { return false }
        if chain.projectTypes.contains(where: { context.model[$0]?.property(named: name) != nil }) { return false }
        if let external = chain.externalName,
           StrongSelfCaptureRule.inheritedUIKitProperties[ProjectModel.stripGenericArguments(external)]?.contains(name) == true {
            return false
        }
        return true
    }

    /// Whether the target is a stored property of `self`'s whose declared type visibly holds no
    /// function: a class, struct, enum or protocol of the project's (not a `typealias`), or a
    /// Foundation, UIKit, AppKit, Core Graphics or standard value (`NSImage?`, `String`, `[Item]`).
    /// What is stored there is no bound method: `cachedImage = image` in an `NSTextAttachment`
    /// subclass that overrides `image(forBounds:…)` stores the inherited `image` property.
    private func holdsNoFunction(_ target: String, in type: ProjectType, context: RuleContext) -> Bool {
        guard let name = ProjectModel.ownPropertyName(target), let property = type.property(named: name), property.isStored,
              let typeName = property.typeName else { return false }
        let written = ProjectModel.withoutOptionality(typeName)
        guard !written.contains("->"), !written.contains("("), !written.hasPrefix("any "), !written.hasPrefix("some "),
              written != "Any", written != "AnyObject" else { return false }
        if written.hasPrefix("[") { return true }
        let bare = ProjectModel.stripGenericArguments(written)
        let resolved = context.model.resolveTypeText(bare, from: type.id).ids
        if !resolved.isEmpty {
            return resolved.allSatisfy { id in
                guard let kind = context.model[id]?.kind else { return false }
                return kind == .class || kind == .struct || kind == .enum || kind == .protocol || kind == .actor
            }
        }
        let known = ["String", "Int", "Double", "Float", "Bool", "Data", "Date", "URL", "UUID", "Decimal", "Set", "Array", "Dictionary"]
        return known.contains(bare) || ["NS", "UI", "CG", "CA"].contains { prefix in
            bare.hasPrefix(prefix) && bare.dropFirst(2).first?.isUppercase == true
        }
    }

    /// Whether the target is a system type's one-shot closure property (`operation.completionBlock`,
    /// `continuation.onTermination`): not when the object it is set on is visibly one of the project's
    /// own types that declares a property of that name (`self`'s own, a property of `self`'s, or a
    /// local this member builds), which keeps the closure like any other.
    /// When a project type stores a closure of its own under the name (`projectStoredNames`), the
    /// name says nothing: only an object visibly of another type counts as the system's.
    private func isSystemOneShotSlot(_ target: String, in type: ProjectType, member: String?,
                                     projectStoredNames: Set<String>, context: RuleContext) -> Bool {
        let parts = target.split(separator: ".").map(String.init)
        guard let name = parts.last, StrongSelfCaptureRule.oneShotClosureProperties.contains(name) else { return false }
        let model = context.model
        let declares = { (id: TypeID) in
            StrongSelfCaptureRule.typeFamily(of: id, model: model).contains { model[$0]?.property(named: name) != nil }
        }
        let ambiguous = projectStoredNames.contains(name)
        let base = parts.dropLast().drop { $0 == "self" }
        guard let root = base.first else { return !declares(type.id) }
        guard base.count == 1 else { return !ambiguous }
        if let member, let bindings = model.localBindings(root, in: type.id, member: member) {
            // A local built here of a type that does not declare it (`let operation = ClosureOperation {
            // … }`) is the system's all the same, and so is one a call says it returns
            // (`let operation = eraService.fetchInfoOperation()`, declared `-> BaseOperation<Info>`); one
            // from another call or a parameter may be the project's.
            var unknown = bindings.isEmpty
            for value in bindings {
                switch value {
                case .construction(let built):
                    if model.resolve(ProjectModel.stripGenericArguments(built), fromModule: type.id.module, context: type.id)
                        .contains(where: declares) { return false }
                case .call(let path):
                    guard let results = resultTypes(of: path, in: type, context: context) else { unknown = true; continue }
                    if results.contains(where: declares) { return false }
                default:
                    unknown = true
                }
            }
            return !(ambiguous && unknown)
        }
        // A parameter typed with a type of another module (`targetOperation: BaseOperation<T>`), or
        // with a project type that does not declare it.
        if let member, let parameter = type.firstParameter(named: root, ofFunctionsNamed: member) {
            return !model.resolveTypeText(parameter.typeName, from: type.id).ids.contains(where: declares)
        }
        let property = type.property(named: root)
        var held = context.graph.storedTypes(holder: type.id, property: root)
        if let written = property?.typeName { held += model.resolveTypeText(written, from: type.id).ids }
        if case .construction(let built)? = property?.initializer {
            held += model.resolve(ProjectModel.stripGenericArguments(built), fromModule: type.id.module, context: type.id)
        }
        if ambiguous && held.isEmpty { return false }
        return !held.contains(where: declares)
    }

    /// The types a call of a method on one of `self`'s properties returns, read from the declarations:
    /// the outermost type of the method's declared result (`eraService.fetchInfoOperation()`, with
    /// `eraService: EraServiceProtocol` and `func fetchInfoOperation() -> BaseOperation<Info>`:
    /// `BaseOperation`, of another module, so none of the project's). A property of another module's
    /// type (`repository: AnyDataProviderRepository<Chain>`) hands out that module's objects: none.
    /// Nil when the declarations do not say.
    private func resultTypes(of call: String, in type: ProjectType, context: RuleContext) -> [TypeID]? {
        let model = context.model
        var parts = call.split(separator: ".").map(String.init)
        if parts.first == "self" { parts.removeFirst() }
        let outermost = { (text: String, owner: TypeID) -> [TypeID] in
            var name = Substring(text)
            for prefix in ["any ", "some "] where name.hasPrefix(prefix) { name = name.dropFirst(prefix.count) }
            while let last = name.last, last == "?" || last == "!" || last == " " { name.removeLast() }
            return model.resolve(ProjectModel.stripGenericArguments(String(name)), fromModule: owner.module, context: owner)
        }
        guard parts.count == 2, let property = type.property(named: parts[0]), let written = property.typeName,
              !written.contains("->") else { return nil }
        // A composition (`SyncServicing & AnyObject`) is each of its parts; a generic parameter
        // (`Service: SyncServicing`) may be any type, the project's own included.
        let components = written.split(separator: "&").map { String($0.filter { $0 != "?" && $0 != "!" }) }
        if components.contains(where: { type.genericParameters.contains(ProjectModel.stripGenericArguments($0)) }) { return nil }
        let receivers = components.filter { $0 != "AnyObject" }.flatMap { outermost($0, type.id) }
        if receivers.isEmpty { return components.count == 1 ? [] : nil }
        var results: [TypeID] = []
        for receiver in receivers {
            let functions = model.typeAndSuperclasses(of: receiver).flatMap { model[$0]?.functions(named: parts[1]) ?? [] }
            guard !functions.isEmpty else { return nil }
            for function in functions {
                guard let returned = function.returnType else { return nil }
                results += outermost(returned, receiver)
            }
        }
        return results
    }

    /// A type, its project superclasses and the project protocols it adopts or inherits, through
    /// every level (`protocol Job: Completable` declares what `Completable` declares).
    static func typeFamily(of id: TypeID, model: ProjectModel) -> [TypeID] {
        var family = model.typeAndSuperclasses(of: id)
        var next = 0
        while next < family.count, family.count < 64 {
            if let type = model[family[next]] {
                for written in type.inherited {
                    for parent in model.resolve(ProjectModel.stripGenericArguments(written), fromModule: type.id.module, context: type.id)
                    where !family.contains(parent) {
                        family.append(parent)
                    }
                }
            }
            next += 1
        }
        return family
    }

    /// The one-shot names some production type of the project stores a closure under itself.
    static func projectStoredOneShotNames(_ model: ProjectModel) -> Set<String> {
        var names = Set<String>()
        for id in model.typeIDs where !model.isTestCode(id) {
            for property in model[id]?.properties ?? [] where property.isStored && oneShotClosureProperties.contains(property.name) {
                names.insert(property.name)
            }
        }
        return names
    }

    /// Whether the target is the completion handler of AppKit's current animation group
    /// (`NSAnimationContext.current.completionHandler`, or through a local bound to the current
    /// context): the group runs it once when its animations end and then lets the context go, and
    /// `self` never holds the context.
    private func isCurrentAnimationCompletion(_ target: String, in type: ProjectType, member: String?,
                                              context: RuleContext) -> Bool {
        let current = "NSAnimationContext.current"
        guard target.hasSuffix(".completionHandler") else { return false }
        let base = String(target.dropLast(".completionHandler".count))
        if base == current { return true }
        guard !base.contains("."), let bindings = context.model.localBindings(base, in: type.id, member: member),
              !bindings.isEmpty else { return false }
        return bindings.allSatisfy { $0 == .reference(current) }
    }

    /// Properties of UIKit's controllers whose names are also the base names of their delegate and
    /// data source methods: in a `UITableViewController`, `dataSource.tableView = tableView` reads the
    /// property, not `tableView(_:didSelectRowAt:)`.
    static let inheritedUIKitProperties: [String: Set<String>] = [
        "UITableViewController": ["tableView"],
        "UICollectionViewController": ["collectionView"],
        "UISearchController": ["searchBar"],
    ]

    /// Describes where a closure is kept, or nil when it is not kept beyond the call.
    private func storedDestination(of closure: ClosureFact, in type: ProjectType, strongClosureSlots: Set<String>,
                                   projectStoredOneShotNames: Set<String>, scope: Scope, facts: MemberFacts,
                                   context: RuleContext) -> String? {
        let member = closure.context.member
        // Whether a closure put into `target` stays there, kept by `self`.
        func staysIn(_ target: String) -> Bool {
            if isSystemOneShotSlot(target, in: type, member: member, projectStoredNames: projectStoredOneShotNames,
                                   context: context) { return false }
            if isCurrentAnimationCompletion(target, in: type, member: member, context: context) { return false }
            if clearsItsOwnSlot(closure, target: target, in: type, facts: facts, context: context) { return false }
            return isStoredTarget(target, in: type, member: member, context: context)
                && !isClearedAfterUse(target, in: type, context: context)
                && !isClearedByItsHolder(target, in: type, member: member, context: context)
                && !isPresentedLocal(target, in: type, member: member, context: context)
                && !isViewOutsideHierarchy(target, of: type, member: member, strongClosureSlots: strongClosureSlots,
                                           context: context)
                && !isOnWeaklyHeldObject(target, of: type, member: member, context: context)
                && !isUnkeptNewLocal(target, in: type, member: member, context: context)
                && !isEnqueuedLocalOperation(target, in: type, member: member, context: context)
                && (scope.unkeptReceivers || keepsReceiver(of: target, at: closure.location, in: type, member: member,
                                                           facts: facts, context: context))
        }
        switch closure.destination {
        case .assigned(let target):
            return staysIn(target) ? "stored in \(target)" : nil
        case .declared(let name, let isProperty):
            return isProperty ? "stored in \(name)" : nil
        case .argument(let callee, let base, let label):
            // Any closure of a chain whose subscription self's own bag keeps (`map`, `flatMap`,
            // `subscribe(onNext:)`… followed by `.store(in: &cancellables)` / `.disposed(by: disposeBag)`).
            // Not a type's initialiser (`Task { … }.store(in:)`, `Future { … }`): that object runs the
            // closure and lets it go; the bag keeps only a handle to cancel it. Nor a gesture's
            // configuration, run once when the recognizer is made.
            if StrongSelfCaptureRule.isGestureConfiguration(callee: callee, base: base, label: label) { return nil }
            // Nor an action a scheduler runs once (`MainScheduler.asyncInstance.schedule(()) { … }`): its
            // queue lets the closure go when it has run, and the bag keeps only the handle that cancels it.
            if StrongSelfCaptureRule.isScheduledOnce(callee: callee, base: base) { return nil }
            if !StrongSelfCaptureRule.isTypeName(callee), let bag = keepingBag(of: closure, in: type, context: context) {
                if endsWithTheScreenHandingItIn(closure, base: base, in: type, controlEventProperties: scope.controlEventProperties,
                                                facts: facts, context: context) { return nil }
                if endsWithTheWeakViewItComesFrom(closure, base: base, in: type, controlEventProperties: scope.controlEventProperties,
                                                  facts: facts, context: context) { return nil }
                if endsWithTheStreamsTheScreenHandsIn(closure, base: base, in: type, controlEventProperties: scope.controlEventProperties,
                                                      facts: facts, context: context) { return nil }
                return "of \(callee)(…) kept in \(bag)"
            }
            if isInUnkeptLocalBag(closure, in: type, facts: facts, context: context) { return nil }
            if isInCallersBag(closure, in: type, context: context) { return nil }
            // `viewModel = TopViewModel(didPressHistory: { self.showHistory() })`, whose `init` keeps
            // the closure: self keeps the object that keeps the closure.
            if let kept = propertyKeepingObject(builtWith: closure, callee: callee, base: base, label: label, in: type,
                                                facts: facts, context: context) {
                guard !isClearedAfterUse(kept, in: type, context: context) else { return nil }
                return "handed to \(callee)(…), which keeps it, and kept in \(kept)"
            }
            if let holder = collectionViewKeepingLayout(builtWith: closure, callee: callee, base: base, label: label,
                                                        in: type, facts: facts, context: context) {
                return "handed to \(callee)(…), which keeps it, and kept by the collection view in \(holder)"
            }
            if let holder = controlKeepingAction(builtWith: closure, callee: callee, base: base, label: label,
                                                 in: type, facts: facts, context: context) {
                return "handed to \(callee == "init" ? "UIAction" : callee)(…), which keeps it, and kept by the control in \(holder)"
            }
            // `viewModel.title.bind { … }`, where `bind` only puts its closure into a property of its
            // own (`self.listener = listener`): as if the closure were assigned there.
            if let base, let slot = slotKeepingArgument(of: callee, labelled: label, on: base, in: type, member: member,
                                                        context: context) {
                let target = base + "." + slot
                return staysIn(target) ? "handed to \(callee)(…), which keeps it in \(target)" : nil
            }
            if let listener = databaseListener(keeping: closure, callee: callee, label: label, in: type, scope: scope,
                                               facts: facts, context: context) {
                return "kept by \(listener) until it is removed"
            }
            // `progressObservation = webView.observe(\.estimatedProgress, options: .new) { … }`: the
            // observation self keeps holds the closure, as if it were assigned there.
            if let token = observationToken(keeping: closure, callee: callee, label: label, in: type, scope: scope,
                                            facts: facts, context: context) {
                return staysIn(token) ? "kept by the observation stored in \(token)" : nil
            }
            guard StrongSelfCaptureRule.isRetainingAPI(callee: callee, base: base, label: label) else { return nil }
            // `_ = publisher.sink { … }`: the cancellable is freed at once, and cancels the subscription.
            // Combine's `sink`, with nothing after it that may keep it: not one of the project's.
            if callee == "sink", closure.resultIsDiscarded, closure.chainedCalls.isEmpty, !scope.projectDeclaresSink { return nil }
            if callee == "scheduledTimer", let scheduling = schedulingCall(of: closure, in: type.id, context: context),
               StrongSelfCaptureRule.repeatsIsFalse(scheduling) || invalidatesItsTimer(closure, scheduledBy: scheduling, in: type, context: context) {
                return nil
            }
            if callee == "addObserver", removesItsObserverWhenItRuns(closure, in: type, model: context.model) { return nil }
            if base == CallFact.computedReceiver { return "kept by the receiver of \(callee)(…)" }
            return "kept by \(base.map { $0 + "." } ?? "")\(callee)"
        case .invoked, .other:
            return nil
        }
    }

    /// Firebase's listeners, which the database keeps until code removes them: the Realtime Database's
    /// `observe(.value) { … }` (`with:`, `andPreviousSiblingKeyWith:`) for an event type, and
    /// Firestore's `addSnapshotListener { … }`. The closure handed in lives in the client's listener
    /// table, which lives as long as the process, as a notification center's block observer does.
    /// Read so when the call's file imports Firebase, its receiver is none of the project's types, and
    /// no code removes a listener (`removeObserver(withHandle:)`, `removeAllObservers()`, a
    /// registration's `remove()`; `self`'s, a base class's, or a helper's anywhere, which may remove
    /// this one): one removed at a lifecycle event is the teardown the rulings leave to the team, and
    /// one removed in `deinit` never runs, which the facts do not tell apart. Not
    /// `observeSingleEvent(of:with:)` nor `getDocuments`, which call back once.
    private func databaseListener(keeping closure: ClosureFact, callee: String, label: String?, in type: ProjectType,
                                  scope: Scope, facts: MemberFacts, context: RuleContext) -> String? {
        let model = context.model
        let isObservation = callee == "observe" && (label == nil || label == "with" || label == "andPreviousSiblingKeyWith")
        let isSnapshotListener = callee == "addSnapshotListener" && (label == nil || label == "listener")
        guard isObservation || isSnapshotListener,
              StrongSelfCaptureRule.fileImports(StrongSelfCaptureRule.firebaseModules, at: closure.location, model: model)
        else { return nil }
        // A project's own listener API of that name (a protocol over Firestore that tests mock) is not
        // Firestore's; the Realtime Database's is told by its event type below.
        if isSnapshotListener, scope.listeners.declares(callee, model).any { return nil }
        guard let member = closure.context.member, let call = call(named: callee, taking: closure, facts: facts),
              let base = call.base, base != "self" else { return nil }
        // A receiver of the project's types (a `Box<T>` with an `observe(_:with:)` of its own) is not
        // Firebase's; nor, when the project declares an `observe`, one whose type is not known (a
        // call's result, a closure's parameter).
        let receivers = base == CallFact.computedReceiver
            ? [] : context.graph.valueTypes(of: .reference(base), in: type.id, member: member)
        if !receivers.isEmpty || isObservation && scope.listeners.declares(callee, model).any { return nil }
        if isObservation {
            // The Realtime Database's `observe` takes the event type first (`.value`, `DataEventType.childAdded`).
            guard let first = call.arguments.first, first.label == nil else { return nil }
            let event: String
            switch first.value {
            case .implicitMember(let name): event = name
            case .reference(let path) where path.hasPrefix("DataEventType."): event = String(path.dropFirst("DataEventType.".count))
            default: return nil
            }
            guard StrongSelfCaptureRule.databaseEvents.contains(event) else { return nil }
        }
        // Removed by self's code, a base class's, or a helper anywhere (`repository.stop()`).
        let hierarchy = model.typeAndSuperclasses(of: type.id)
        let removesOwn = hierarchy.contains { id in
            (model.calls[id] ?? []).contains { call in call.name == "remove" && call.arguments.isEmpty }
        }
        guard !removesOwn, !scope.listeners.removesAnyListener(model) else { return nil }
        return isObservation ? "the database's observers (observe(…))" : "Firestore's snapshot listeners (addSnapshotListener(…))"
    }

    /// The property of `self` that keeps the observation a closure is the change handler of: Key-Value
    /// Observing's `observe(_:options:changeHandler:)` (an `NSKeyValueObservation`), or Realm's
    /// `observe { … }` (a `NotificationToken`), each of which keeps its handler until it is
    /// invalidated or freed. Told from a project's own `observe` by the receiver, none of the project's
    /// types with such a method, and by its `options:` argument (Key-Value Observing) or the file's
    /// `import RealmSwift`. The call's result must go straight into a stored property of `self` on
    /// its line, and neither `self`'s code nor a base class's may invalidate it (invalidates an
    /// observation, or hands the property to a call): one invalidated at a lifecycle event is the
    /// team's teardown, and one invalidated in `deinit` never runs, which the facts do not tell apart.
    private func observationToken(keeping closure: ClosureFact, callee: String, label: String?, in type: ProjectType,
                                  scope: Scope, facts: MemberFacts, context: RuleContext) -> String? {
        let model = context.model
        guard callee == "observe" || callee == "addNotificationBlock", label == nil || label == "changeHandler",
              let member = closure.context.member, let call = call(named: callee, taking: closure, facts: facts),
              let base = call.base, base != CallFact.computedReceiver else { return nil }
        let receivers = base == "self" ? [type.id] : context.graph.valueTypes(of: .reference(base), in: type.id, member: member)
        guard !receivers.contains(where: { receiver in
            model.typeAndSuperclasses(of: receiver).contains { model[$0]?.functions(named: callee).isEmpty == false }
        }) else { return nil }
        // Key-Value Observing's `options:`, unless a project type (a protocol's extension) has an
        // `observe` taking options of its own.
        let isKeyValueObservation = callee == "observe" && call.arguments.contains { $0.label == "options" }
            && !scope.listeners.declares(callee, model).withOptions
        let isRealmToken = StrongSelfCaptureRule.fileImports(["RealmSwift", "Realm"], at: closure.location, model: model)
        guard isKeyValueObservation || isRealmToken else { return nil }
        let stored = (facts.assignments[member] ?? []).first { assignment in
            guard !assignment.isDeclaration, assignment.location.isOnSameLine(as: call.location),
                  case .call(let path) = assignment.value else { return false }
            return path == callee || path.hasSuffix("." + callee)
        }
        guard let stored, let property = ownStoredProperty(stored.target, in: type, member: member, model: model)
        else { return nil }
        // Invalidated by self's code or a base class's, or handed to a helper that may invalidate it.
        let hierarchy = model.typeAndSuperclasses(of: type.id)
        let letGo = hierarchy.contains { id in
            (model.calls[id] ?? []).contains { call in
                call.name == "invalidate" && call.arguments.isEmpty || call.arguments.contains { argument in
                    // `&observation` is recorded as the path it passes.
                    guard case .reference(let path) = argument.value else { return false }
                    return ProjectModel.ownPropertyName(path) == property
                }
            }
        }
        return letGo ? nil : property
    }

    /// The call of its member named `callee` that a closure is an argument of: the last one that starts
    /// before it.
    private func call(named callee: String, taking closure: ClosureFact, facts: MemberFacts) -> CallFact? {
        guard let member = closure.context.member else { return nil }
        return (facts.calls[member] ?? []).last { $0.name == callee && $0.location < closure.location }
    }

    /// Whether the file at a place imports one of these modules.
    static func fileImports(_ modules: Set<String>, at place: SourceLocation, model: ProjectModel) -> Bool {
        model.facts(ofFile: place.file)?.imports.contains { modules.contains($0.module) } == true
    }

    static let firebaseModules: Set<String> = ["Firebase", "FirebaseDatabase", "FirebaseFirestore", "FirebaseDatabaseSwift",
                                               "FirebaseFirestoreSwift"]

    /// The Realtime Database's event types (`DataEventType`).
    static let databaseEvents: Set<String> = ["value", "childAdded", "childChanged", "childRemoved", "childMoved"]

    /// Whether a block observer takes itself off the notification center when it runs: the token its
    /// registration returns is kept in a local or a property on the registration's line (`token =
    /// center.addObserver(…) { … }`), and the block removes that token (`center.removeObserver(token)`,
    /// directly or through a local bound to it inside: `if let observer = self.observer`). The center
    /// lets the block go at the first notification, as a closure that clears itself when it runs.
    private func removesItsObserverWhenItRuns(_ closure: ClosureFact, in type: ProjectType, model: ProjectModel) -> Bool {
        guard let member = closure.context.member else { return false }
        let calls = (model.calls[type.id] ?? []).filter { $0.context.member == member }
        guard let registration = calls.last(where: { $0.name == "addObserver" && $0.location < closure.location })
        else { return false }
        let assignments = (model.assignments[type.id] ?? []).filter { $0.context.member == member }
        guard let kept = assignments.last(where: { assignment in
            guard assignment.location.isOnSameLine(as: registration.location), assignment.location < closure.location,
                  case .call(let path) = assignment.value else { return false }
            return path == "addObserver" || path.hasSuffix(".addObserver")
        }) else { return false }
        let token = ProjectModel.ownPropertyName(kept.target) ?? kept.target
        // Names inside the block: locals bound to the token; a parameter or another local of the
        // token's name hides it.
        let bindings = assignments.filter { $0.isDeclaration && closure.encloses($0.location) }
        guard !closure.parameters.contains(token), !bindings.contains(where: { $0.target == token }) else { return false }
        let names = Set([token] + bindings.filter { $0.value == .reference(token) }.map(\.target))
        // Removed by the block itself, not by a closure inside it that runs later.
        let nested = (model.closures[type.id] ?? []).filter { $0.location > closure.location && closure.encloses($0.location) }
        return calls.contains { call in
            call.name == "removeObserver" && closure.encloses(call.location) && !nested.contains(where: { $0.encloses(call.location) })
                && call.arguments.contains { argument in
                    guard case .reference(let path) = argument.value else { return false }
                    return names.contains(path)
                }
        }
    }

    /// The stored property of `self` that keeps the object a closure is handed to when it is made:
    /// a project type's initialiser that stores the argument (`self.didPress = didPress`, or a
    /// struct's memberwise one), built in the closure's member and assigned to the property there,
    /// directly or through a local declared once in the member and named as no parameter is (`let
    /// viewModel = TopViewModel(…)`, then `topViewModel = viewModel` outside any closure), or built
    /// as a lazy property's value (`lazy var topViewModel = TopViewModel(…)`), or made as the member's
    /// result (`isMembersResult`) where `self` keeps that result (`keptResults`: `lazy var dataSource =
    /// makeDataSource()`). Nil for anything else: a type declared in two files (two private types of one name), a type whose `init`
    /// does something else with it, two constructions of the type on one line, an object kept by
    /// another, weakly or through a property wrapper. A closure without a label is a trailing
    /// closure: it fills each initialiser's last parameter. A system type that keeps such a closure
    /// (`closureKeepingInitializers`: a diffable data source's cell provider) counts as one whose
    /// `init` stores it.
    private func propertyKeepingObject(builtWith closure: ClosureFact, callee: String, base: String?, label: String?,
                                       in type: ProjectType, facts: MemberFacts, context: RuleContext) -> String? {
        let model = context.model
        // A system type nested in another (`UICollectionView.CellRegistration<Cell, Item> { … }`) is
        // written as a call on the type that encloses it.
        let nested = base.map { $0 + "." + callee }
        let callee = nested.flatMap { written in
            StrongSelfCaptureRule.isTypeName(written) && StrongSelfCaptureRule.isTypeName(callee)
                && StrongSelfCaptureRule.closureKeepingInitializer(written, in: type, model: model) != nil
                && model.resolveTypeText(written, from: type.id).ids.isEmpty ? written : nil
        } ?? callee
        guard base == nil || nested == callee, StrongSelfCaptureRule.isTypeName(callee), let member = closure.context.member else { return nil }
        let ids = model.resolveTypeText(callee, from: type.id).ids
        if ids.isEmpty, let labels = StrongSelfCaptureRule.closureKeepingInitializer(callee, in: type, model: model) {
            // A system type that keeps the closure (a diffable data source its cell provider); a
            // trailing closure is that parameter, the initialiser's last.
            guard labels.contains(label ?? labels[0]) else { return nil }
        } else {
            guard ids.count == 1, let built = model[ids[0]], !built.isTestCode, built.kind == .class || built.kind == .struct,
                  built.declarationFiles.count == 1, storesArgument(labelled: label, in: built, context: context) else { return nil }
        }
        func ownProperty(_ target: String, in assigningMember: String? = nil) -> String? {
            ownStoredProperty(target, in: type, member: assigningMember ?? member, model: model)
        }
        guard let (construction, _) = constructionHolding(closure, callee: callee, member: member, facts: facts) else { return nil }
        // A lazy property's value: the property keeps it.
        if let property = type.property(named: member), property.isLazy, property.initializer == .construction(callee) {
            return ownProperty(member)
        }
        let assignments = facts.assignments[member] ?? []
        let made = ValueFact.construction(callee)
        let atConstruction = assignments.filter { $0.value == made && $0.location.isOnSameLine(as: construction.location) }
        if let direct = atConstruction.first(where: { !$0.isDeclaration }) { return ownProperty(direct.target) }
        guard let local = atConstruction.first(where: \.isDeclaration)?.target else {
            // Built and stored nowhere in the member: returned, when the member returns its type.
            guard isMembersResult(callee, local: nil, in: member, facts: facts) else { return nil }
            return keptResults(of: member, returning: callee, in: type, context: context).lazy.compactMap { ownProperty($0.target, in: $0.member) }.first
        }
        guard isDeclaredOnce(local, in: member, of: type, assignments: assignments) else { return nil }
        let closures = facts.closures[member] ?? []
        let stored = assignments.filter { assignment in
            !assignment.isDeclaration && assignment.value == .reference(local) && !closures.contains { $0.encloses(assignment.location) }
        }
        if let kept = stored.lazy.filter({ $0.location > closure.end }).compactMap({ ownProperty($0.target) }).first { return kept }
        if stored.isEmpty, ids.isEmpty, ProjectModel.lastComponent(of: ProjectModel.stripGenericArguments(callee)).hasSuffix("Registration"),
           let kept = providerKeeping(registration: local, besides: closure, in: type, facts: facts, context: context) {
            return kept
        }
        // A local the member stores nowhere (`let dataSource = DataSource(…) { … }`, configured, then
        // `return dataSource`): its result, when the member returns its type.
        guard stored.isEmpty, isMembersResult(callee, local: local, in: member, facts: facts) else { return nil }
        return keptResults(of: member, returning: callee, in: type, context: context).lazy.compactMap { ownProperty($0.target, in: $0.member) }.first
    }

    /// The stored property of `self` holding the collection view that keeps a compositional layout
    /// made with the closure as its section provider (a collection view keeps its layout, the layout
    /// its section provider). The layout reaches the collection view as the `collectionViewLayout:`
    /// argument of the view's initialiser, as the value of its `collectionViewLayout` property, or
    /// through `setCollectionViewLayout(_:animated:)`: written there, bound to a local of the member
    /// declared once, or returned by the member (`func makeLayout() -> UICollectionViewLayout`) and
    /// passed as the member's result. A collection view made with it must be kept by `self`: a lazy
    /// property's value, or assigned to a stored property on its line; a collection view given it
    /// must be `self`'s stored property (or a `UICollectionViewController`'s own).
    private func collectionViewKeepingLayout(builtWith closure: ClosureFact, callee: String, base: String?, label: String?,
                                             in type: ProjectType, facts: MemberFacts, context: RuleContext) -> String? {
        let model = context.model
        // The table first: the project's types are resolved only for the names it holds.
        guard base == nil, let member = closure.context.member, StrongSelfCaptureRule.isTypeName(callee),
              let labels = StrongSelfCaptureRule.systemTypeEntry(callee, in: StrongSelfCaptureRule.closureKeepingLayouts,
                                                                 type: type, model: model),
              labels.contains(label ?? labels[0]), model.resolveTypeText(callee, from: type.id).ids.isEmpty
        else { return nil }
        guard let (layout, sameType) = constructionHolding(closure, callee: callee, member: member, facts: facts) else { return nil }
        let assignments = facts.assignments[member] ?? []
        let made = ValueFact.construction(callee)
        let atLayout = assignments.filter { $0.value == made && $0.location.isOnSameLine(as: layout.location) }
        // The values the layout is passed as, and the member they are written in (nil: any member);
        // none when it is written in place, where only what it is the argument of takes it.
        var values: [(value: ValueFact, member: String?)] = []
        var local: String?
        if let direct = atLayout.first(where: { !$0.isDeclaration }) {
            return collectionViewHolder(ofLayoutTarget: direct.target, in: type, member: member, context: context)
        } else if let declared = atLayout.first(where: \.isDeclaration)?.target {
            guard isDeclaredOnce(declared, in: member, of: type, assignments: assignments) else { return nil }
            local = declared
            values = [(.reference(declared), member)]
        }
        let functions = type.functions(named: member)
        if functions.count == 1, !functions[0].isInitializer, let returnType = functions[0].returnType,
           StrongSelfCaptureRule.collectionViewLayouts.contains(StrongSelfCaptureRule.typeName(written: returnType, in: type, model: model)),
           isMembersResult(callee, local: local, in: member, facts: facts) {
            values.append((.call(member), nil))
        }
        let isPassed = { (value: ValueFact, place: String?) -> Bool in
            values.contains { $0.value == value && ($0.member == nil || $0.member == place) }
        }
        // Written there, or through a local bound to it there (`let layout = makeLayout()`).
        let passes = { (value: ValueFact, place: String?) -> Bool in
            if isPassed(value, place) { return true }
            guard case .reference(let name) = value, !name.utf8Contains(UInt8(ascii: ".")), let place,
                  let bindings = model.localBindings(name, in: type.id, member: place), bindings.count == 1,
                  let bound = bindings.first else { return false }
            return isPassed(bound, place)
        }
        // Written in place: the argument of the collection view made, or the call made, just before it.
        let isWrittenIn = { (place: SourceLocation) -> Bool in
            local == nil && StrongSelfCaptureRule.isArgument(layout, ofWhatStartsAt: place, among: sameType)
        }
        // Made with it: `UICollectionView(frame: .zero, collectionViewLayout: layout)`, kept by `self`.
        let allConstructions = model.constructions[type.id] ?? []
        for view in allConstructions where StrongSelfCaptureRule.layoutKeepingViews.contains(
            StrongSelfCaptureRule.typeName(written: view.typeName, in: type, model: model)) {
            guard let place = view.context.member, view.arguments.contains(where: { argument in
                argument.label == "collectionViewLayout"
                    && (passes(argument.value, place) || argument.value == made && place == member && isWrittenIn(view.location))
            }) else { continue }
            // A lazy property's value, or the one collection view its initialising closure makes
            // (`lazy var collectionView: UICollectionView = { let view = UICollectionView(…); …; return view }()`).
            if let property = type.property(named: place), property.isStored, !property.isStatic,
               property.isLazy && property.initializer == .construction(view.typeName)
                || property.initializer == .other
                    && property.typeName.map({ StrongSelfCaptureRule.layoutKeepingViews.contains(StrongSelfCaptureRule.typeName(written: $0, in: type, model: model)) }) == true
                    && allConstructions.filter({ $0.context.member == place && $0.typeName == view.typeName }).count == 1,
               // The property itself, not a name in its initialiser: a local there may share its name
               // (`lazy var collectionView = { let collectionView = UICollectionView(…); return collectionView }()`).
               // Only when the construction is in the initialiser, not in a method of the name
               // (`collectionView(_:layout:sizeForItemAt:)`), whose parameters are asked about.
               ownStoredProperty(place, in: type, member: isInInitialiser(view.location, of: property, in: type) ? nil : place,
                                 model: model) != nil {
                return place
            }
            let builtView = ValueFact.construction(view.typeName)
            if let stored = (model.assignments[type.id] ?? []).first(where: {
                $0.context.member == place && !$0.isDeclaration && $0.value == builtView && $0.location.isOnSameLine(as: view.location)
            }), let holder = ownStoredProperty(stored.target, in: type, member: place, model: model) {
                return holder
            }
        }
        // Given it: `collectionView.collectionViewLayout = layout`, `collectionView.setCollectionViewLayout(layout, animated: true)`.
        for assignment in model.assignments[type.id] ?? [] where !assignment.isDeclaration && passes(assignment.value, assignment.context.member) {
            if let holder = collectionViewHolder(ofLayoutTarget: assignment.target, in: type, member: assignment.context.member, context: context) {
                return holder
            }
        }
        for call in model.calls[type.id] ?? [] where call.name == "setCollectionViewLayout" {
            guard let base = call.base, let first = call.arguments.first,
                  passes(first.value, call.context.member)
                    || first.value == made && call.context.member == member && isWrittenIn(call.location),
                  let holder = keptViewProperty(base, in: type, member: call.context.member, context: context) else { continue }
            return holder
        }
        return nil
    }

    /// Whether a place in a member named like the property is in the property's initialiser: the
    /// property's declaration is, of the members of the name in that file, the last to start before it.
    private func isInInitialiser(_ location: SourceLocation, of property: PropertyFact, in type: ProjectType) -> Bool {
        let starts = (type.functions(named: property.name).map(\.location) + [property.location])
            .filter { $0.file == location.file && $0 < location }
        return starts.max() == property.location
    }

    /// Where `self` keeps the control that keeps a `UIAction` made with the closure as its handler (an
    /// action keeps its handler, a button or bar button item its primary action, a control the
    /// actions added to it): a `UIButton` or `UIBarButtonItem` made with it as `primaryAction:`
    /// (written there, or through a local of the member declared once) that `self` keeps
    /// (`holder(ofControl:)`), or a control `self` keeps that is given it
    /// (`button.addAction(action, for: .touchUpInside)`). The action may be written `.init(handler: { … })`
    /// where the control's initialiser or `addAction` expects one: in place, with no construction of
    /// its own in the facts.
    private func controlKeepingAction(builtWith closure: ClosureFact, callee: String, base: String?, label: String?,
                                      in type: ProjectType, facts: MemberFacts, context: RuleContext) -> String? {
        let model = context.model
        guard base == nil, let member = closure.context.member else { return nil }
        let isImplicit = callee == "init" && label == "handler"
        guard isImplicit || (label == nil || label == "handler") && StrongSelfCaptureRule.isTypeName(callee)
                && StrongSelfCaptureRule.typeName(written: callee, in: type, model: model) == "UIAction"
                && model.resolveTypeText(callee, from: type.id).ids.isEmpty
        else { return nil }
        let constructions = facts.constructions[member] ?? []
        let assignments = facts.assignments[member] ?? []
        let isControl = { (construction: ConstructionFact) -> Bool in
            StrongSelfCaptureRule.actionKeepingControls.contains(StrongSelfCaptureRule.typeName(written: construction.typeName, in: type, model: model))
        }
        let calls = facts.calls[member] ?? []
        // The action as the control's argument or `addAction`'s shows it, and whether it is written in
        // place in what starts at a place: the last control made, or `addAction` called, before it.
        let isTheAction: (ValueFact) -> Bool
        let isWrittenIn: (SourceLocation) -> Bool
        var local: String?
        if isImplicit {
            // Nothing between the control (or `addAction`) and the closure but the values a control's
            // initialiser is given (`String(localized:)`, `UIImage(systemName:)`): a call, an
            // assignment or a construction of anything else may start another statement or hold
            // the `.init` (`UISwipeActionsConfiguration(actions: [.init(style:title:handler:)])`).
            isTheAction = { value in
                switch value {
                case .other, .callChain, .construction(ConstructionFact.untypedInit): true
                default: false
                }
            }
            isWrittenIn = { place in
                let isBetween = { (location: SourceLocation) in location > place && location < closure.location }
                // The untyped `.init(…)` arguments are the action's own and the control's other values.
                return place < closure.location && place.isWithin(3, linesAbove: closure.location)
                    && !constructions.contains { isBetween($0.location) && $0.typeName != ConstructionFact.untypedInit
                        && !StrongSelfCaptureRule.controlArgumentValues.contains(StrongSelfCaptureRule.typeName(written: $0.typeName, in: type, model: model)) }
                    && !calls.contains { isBetween($0.location) }
                    && !assignments.contains { isBetween($0.location) }
            }
        } else {
            guard let (action, sameType) = constructionHolding(closure, callee: callee, member: member, facts: facts) else { return nil }
            // The action written in place, or the one local bound to it, which goes nowhere else.
            let made = ValueFact.construction(action.typeName)
            let bound = assignments.filter { $0.value == made && $0.location.isOnSameLine(as: action.location) }
            if let first = bound.first {
                guard bound.count == 1, first.isDeclaration, isDeclaredOnce(first.target, in: member, of: type, assignments: assignments),
                      assignments.allSatisfy({ $0.isDeclaration || $0.value != .reference(first.target) || !$0.target.contains(".") })
                else { return nil }
                local = first.target
            }
            isTheAction = { [local] value in local.map { value == .reference($0) } ?? (value == made) }
            isWrittenIn = { place in StrongSelfCaptureRule.isArgument(action, ofWhatStartsAt: place, among: sameType) }
        }
        let controls = constructions.filter { isControl($0) && $0.arguments.contains { $0.label == "primaryAction" && isTheAction($0.value) } }
        // A control's `addAction(_:for:)`; an alert's `addAction(_:)` takes an alert action.
        let adds = calls.filter { call in
            call.name == "addAction" && call.arguments.count == 2 && call.arguments[1].label == "for"
                && isTheAction(call.arguments[0].value)
        }
        var madeWith = controls, givenTo = adds
        if local == nil {
            // Written in place: in the control made, or the call made, nearest before it.
            let control = controls.last { $0.location <= closure.location }
            let add = adds.last { $0.location <= closure.location }
            madeWith = []
            givenTo = []
            if let control, add.map({ $0.location < control.location }) ?? true {
                if isWrittenIn(control.location) { madeWith = [control] }
            } else if let add, isWrittenIn(add.location) {
                givenTo = [add]
            }
        }
        for control in madeWith {
            if let holder = holder(ofControl: control, in: type, member: member, facts: facts, context: context) { return holder }
        }
        // Given it: `button.addAction(action, for: .touchUpInside)` on a control `self` keeps, or on one
        // the member makes for `self` to keep.
        for call in givenTo {
            guard let base = call.base else { continue }
            if let holder = keptViewProperty(base, in: type, member: member, context: context) { return holder }
            if !base.contains("."), isDeclaredOnce(base, in: member, of: type, assignments: assignments),
               let made = assignments.first(where: { $0.isDeclaration && $0.target == base }),
               case .construction(let typeName) = made.value,
               let control = constructions.first(where: { $0.typeName == typeName && $0.location.isOnSameLine(as: made.location) }),
               isControl(control),
               let holder = holder(ofControl: control, in: type, member: member, facts: facts, context: context) {
                return holder
            }
        }
        return nil
    }

    /// Where `self` keeps a control its member makes: as a lazy property's value (written as it, or the
    /// one such control the property's initialising closure makes and returns), or assigned on its line
    /// (or through a local declared once) to a strong stored property of `self`'s or to a screen's own
    /// navigation item; or, a button, as the custom view of a bar button item `self` keeps so.
    private func holder(ofControl control: ConstructionFact, in type: ProjectType, member: String, facts: MemberFacts,
                        context: RuleContext, depth: Int = 0) -> String? {
        let model = context.model
        let assignments = facts.assignments[member] ?? []
        let made = ValueFact.construction(control.typeName)
        let controlType = StrongSelfCaptureRule.typeName(written: control.typeName, in: type, model: model)
        if let property = type.property(named: member), property.isLazy, property.initializer == made,
           let holder = ownStoredProperty(member, in: type, member: member, model: model) {
            return holder
        }
        let bound = assignments.filter { $0.value == made && $0.location.isOnSameLine(as: control.location) }
        guard bound.count <= 1 else { return nil }
        // The local that holds it, if any: declared there once, or a local of the member set to it there
        // (`var item: UIBarButtonItem!`, then `item = UIBarButtonItem(…)`).
        var local: String?
        var targets: [String] = []
        if let first = bound.first {
            if first.isDeclaration {
                guard isDeclaredOnce(first.target, in: member, of: type, assignments: assignments) else { return nil }
                local = first.target
            } else if !first.target.contains("."), assignments.contains(where: { $0.isDeclaration && $0.target == first.target }) {
                guard isDeclaredOnce(first.target, in: member, of: type, assignments: assignments) else { return nil }
                local = first.target
            } else {
                targets = [first.target]
            }
        }
        if let local {
            // Where the local goes after it is set, before anything sets it again.
            let reset = assignments.filter { !$0.isDeclaration && $0.target == local && $0.location > control.location }.map(\.location).min()
            targets = assignments.filter { assignment in
                !assignment.isDeclaration && assignment.value == .reference(local) && assignment.location > control.location
                    && reset.map { assignment.location < $0 } ?? true
            }.map(\.target)
        }
        for target in targets {
            if let holder = ownStoredProperty(target, in: type, member: member, model: model) { return holder }
            if target.hasPrefix("navigationItem."), let holder = keptViewProperty("navigationItem", in: type, member: member, context: context) {
                return holder
            }
        }
        // The value of a lazy property whose initialising closure makes it, the one control of its type
        // there, and returns it: stored nowhere, handed to nothing (`lazy var cancel = { let item =
        // UIBarButtonItem(…); item.tintColor = …; return item }()`).
        if let property = type.property(named: member), property.isLazy, property.isStored, !property.isStatic,
           property.initializer == .other,
           property.typeName.map({ StrongSelfCaptureRule.typeName(written: $0, in: type, model: model) == controlType }) ?? true,
           local != nil || bound.isEmpty,
           isMembersResult(control.typeName, local: local, in: member, facts: facts),
           let holder = ownStoredProperty(member, in: type, member: member, model: model) {
            return holder
        }
        // A button as a bar button item's custom view (`UIBarButtonItem(customView: button)`).
        guard depth == 0, controlType == "UIButton" else { return nil }
        let value = local.map(ValueFact.reference) ?? made
        let constructions = facts.constructions[member] ?? []
        let buttons = constructions.filter { $0.typeName == control.typeName }
        for item in constructions where StrongSelfCaptureRule.typeName(written: item.typeName, in: type, model: model) == "UIBarButtonItem"
            && item.arguments.contains(where: { $0.label == "customView" && $0.value == value }) {
            // Made after the local is set, or, written in place, just before the button.
            guard local == nil ? StrongSelfCaptureRule.isArgument(control, ofWhatStartsAt: item.location, among: buttons)
                               : item.location > control.location else { continue }
            if let holder = holder(ofControl: item, in: type, member: member, facts: facts, context: context, depth: depth + 1) {
                return holder
            }
        }
        return nil
    }

    /// The collection view property of `self` that `target` sets the layout of (`collectionView.collectionViewLayout`).
    private func collectionViewHolder(ofLayoutTarget target: String, in type: ProjectType, member: String?,
                                      context: RuleContext) -> String? {
        let suffix = ".collectionViewLayout"
        guard target.hasSuffix(suffix) else { return nil }
        return keptViewProperty(String(target.dropLast(suffix.count)), in: type, member: member, context: context)
    }

    /// The property of `self`'s through which it keeps the view at `path` (`isOwnRoot`): a strong
    /// stored property, an outlet or a view of a screen's or view's own hierarchy (`collectionView`
    /// of a `UICollectionViewController`, `navigationItem`), or `self` itself.
    private func keptViewProperty(_ path: String, in type: ProjectType, member: String?, context: RuleContext) -> String? {
        guard let member, isOwnRoot(of: path, in: type, member: member, context: context) else { return nil }
        let trimmed = path.hasPrefix("self.") ? path.dropFirst(5) : Substring(path)
        return String(trimmed.prefix { $0 != "." })
    }

    /// `target`'s property of `self`, when it is stored, strong, not static, and no local or parameter of
    /// `member` of that name hides it.
    private func ownStoredProperty(_ target: String, in type: ProjectType, member: String?, model: ProjectModel) -> String? {
        guard let name = ProjectModel.ownPropertyName(target),
              !(member.map { model.isLocalOrParameter(name, in: type.id, member: $0) } ?? false),
              let property = type.property(named: name), property.isStored, !property.isStatic, property.ownership == .strong,
              property.attributes.allSatisfy({ !$0.hasPrefix("@") || StrongSelfCaptureRule.strongWrappers.contains($0) })
        else { return nil }
        return name
    }

    /// The construction of `callee` in `member` that a closure is an argument of: the last one of the
    /// type that starts before it, alone on its line; with every construction of the type in the member.
    private func constructionHolding(_ closure: ClosureFact, callee: String, member: String,
                                     facts: MemberFacts) -> (construction: ConstructionFact, sameType: [ConstructionFact])? {
        let sameType = (facts.constructions[member] ?? []).filter { $0.typeName == callee && !$0.inDefaultArgument }
        guard let construction = sameType.last(where: { $0.location < closure.location }),
              sameType.filter({ $0.location.isOnSameLine(as: construction.location) }).count == 1 else { return nil }
        return (construction, sameType)
    }

    /// Whether a local of `member` is declared once and named as no parameter of it: a local that
    /// shadows a parameter or is declared again may be another object where it is used.
    private func isDeclaredOnce(_ local: String, in member: String, of type: ProjectType, assignments: [AssignmentFact]) -> Bool {
        assignments.filter({ $0.isDeclaration && $0.target == local }).count == 1
            && !type.functions(named: member).contains(where: { $0.parameters.contains { $0.name == local } })
    }

    /// Whether the one object of type `written` that `member` makes is what it returns: no other
    /// construction of the type in the member, and the object (`local`, or the construction as written)
    /// stored nowhere and handed to no call or construction (`present(Preview(dataSource: source))`).
    private func isMembersResult(_ written: String, local: String?, in member: String, facts: MemberFacts) -> Bool {
        let constructions = facts.constructions[member] ?? []
        guard constructions.filter({ $0.typeName == written && !$0.inDefaultArgument }).count == 1 else { return false }
        let value = local.map(ValueFact.reference) ?? .construction(written)
        let isHanded = constructions.contains { $0.arguments.contains { $0.value == value } }
            || (facts.calls[member] ?? []).contains { $0.arguments.contains { $0.value == value } }
        let isStored = (facts.assignments[member] ?? []).contains { !$0.isDeclaration && $0.value == value }
        return !isHanded && !isStored
    }

    /// Where `self` keeps what a method of its own returns, when the method is declared once and
    /// returns the type `built` names (`func makeDataSource() -> DataSource`): a lazy property whose
    /// value is the method's result (`lazy var dataSource = makeDataSource()`), and the targets the
    /// result is assigned to (`dataSource = makeDataSource()`), each with the member assigning it.
    /// Aliases are read through, generic arguments and optionality left out.
    private func keptResults(of member: String, returning built: String, in type: ProjectType,
                             context: RuleContext) -> [(target: String, member: String?)] {
        let model = context.model
        let functions = type.functions(named: member)
        guard functions.count == 1, !functions[0].isInitializer, let returnType = functions[0].returnType else { return [] }
        guard StrongSelfCaptureRule.typeName(written: returnType, in: type, model: model)
                == StrongSelfCaptureRule.typeName(written: built, in: type, model: model) else { return [] }
        let result = ValueFact.call(member)
        let lazy = type.properties.filter { $0.isLazy && !$0.isStatic && $0.initializer == result }.map { ($0.name, Optional($0.name)) }
        return lazy + (model.assignments[type.id] ?? []).filter { !$0.isDeclaration && $0.value == result }.map { ($0.target, $0.context.member) }
    }

    /// Where `self` keeps the closure that dequeues cells with a registration the member makes as a
    /// local (`let cell = UICollectionView.CellRegistration<Cell, Item> { … self … }`, then
    /// `dataSource = DataSource(collectionView: view) { view, path, item in
    /// view.dequeueConfiguredReusableCell(using: cell, for: path, item: item) }`): a closure of the member
    /// handed to a construction that keeps it (`propertyKeepingObject`) and uses the local, which it
    /// keeps as long as it lives. Described as the property and what keeps the registration.
    private func providerKeeping(registration local: String, besides closure: ClosureFact, in type: ProjectType,
                                 facts: MemberFacts, context: RuleContext) -> String? {
        guard let member = closure.context.member else { return nil }
        let calls = facts.calls[member] ?? []
        for provider in facts.closures[member] ?? [] where provider.location != closure.location && !provider.parameters.contains(local) {
            guard case .argument(let callee, let base, let label) = provider.destination,
                  StrongSelfCaptureRule.closureKeepingInitializer(callee, in: type, model: context.model) != nil,
                  calls.contains(where: { provider.encloses($0.location) && $0.arguments.contains { $0.value == .reference(local) } }),
                  let kept = propertyKeepingObject(builtWith: provider, callee: callee, base: base, label: label, in: type,
                                                   facts: facts, context: context)
            else { continue }
            return "\(kept), whose cell provider dequeues with it"
        }
        return nil
    }

    /// The labels of `closureKeepingInitializers` for a type written at a construction: its name, or
    /// the system type an alias `self`'s code sees stands for (`typealias DataSource =
    /// UICollectionViewDiffableDataSource<Section, Item>`).
    static func closureKeepingInitializer(_ written: String, in type: ProjectType, model: ProjectModel) -> [String]? {
        systemTypeEntry(written, in: closureKeepingInitializers, type: type, model: model)
    }

    /// Whether a construction written in place is the argument of the call or construction that starts
    /// at `place`: before it, at most 3 lines above, with no other construction of its type between.
    static func isArgument(_ construction: ConstructionFact, ofWhatStartsAt place: SourceLocation,
                           among sameType: [ConstructionFact]) -> Bool {
        place < construction.location && place.isWithin(3, linesAbove: construction.location)
            && !sameType.contains { $0.location > place && $0.location < construction.location }
    }

    /// The name of the type a text written in `type`'s code stands for, optionality and generic
    /// arguments left out and an alias read through: `DataSource?` for `typealias DataSource =
    /// UITableViewDiffableDataSource<Int, String>` is `UITableViewDiffableDataSource`.
    static func typeName(written: String, in type: ProjectType, model: ProjectModel) -> String {
        let text = ProjectModel.stripGenericArguments(ProjectModel.withoutOptionality(written))
        return model.aliasedTypeText(text, from: type.id).map(ProjectModel.stripGenericArguments) ?? text
    }

    /// A table's entry for a type written in `type`'s code: by its name, or by the name of what an
    /// alias `type`'s code sees stands for.
    static func systemTypeEntry<Value>(_ written: String, in table: [String: Value], type: ProjectType, model: ProjectModel) -> Value? {
        let name = ProjectModel.stripGenericArguments(written)
        if let entry = table[name] { return entry }
        return model.aliasedTypeText(name, from: type.id).flatMap { table[ProjectModel.stripGenericArguments($0)] }
    }

    /// Compositional layouts, which keep their section provider as long as they live, by the labels of
    /// that argument (a trailing closure fills it).
    static let closureKeepingLayouts: [String: [String]] = [
        "UICollectionViewCompositionalLayout": ["sectionProvider"],
        "NSCollectionViewCompositionalLayout": ["sectionProvider"],
    ]

    /// The types a method returning a layout is written to return.
    static let collectionViewLayouts: Set<String> = [
        "UICollectionViewLayout", "UICollectionViewCompositionalLayout", "NSCollectionViewLayout", "NSCollectionViewCompositionalLayout",
    ]

    /// Controls that keep the action they are made with (`primaryAction:`).
    static let actionKeepingControls: Set<String> = ["UIButton", "UIBarButtonItem"]

    /// The values a control's initialiser is given beside its action: its title, image, colours.
    static let controlArgumentValues: Set<String> = ["String", "NSAttributedString", "AttributedString", "UIImage",
                                                     "UIColor", "UIFont", "CGRect", "CGSize", "CGPoint"]

    /// Views that keep the layout they are made with (`collectionViewLayout:`).
    static let layoutKeepingViews: Set<String> = ["UICollectionView", "NSCollectionView"]

    /// System types whose initialiser keeps a closure argument for the object's life, by the labels of
    /// those arguments (the last one first: a trailing closure fills it). A diffable data source calls
    /// its cell provider for every cell it dequeues, as long as it lives.
    static let closureKeepingInitializers: [String: [String]] = [
        // A registration keeps its handler, run for each cell it configures.
        "UICollectionView.CellRegistration": ["handler"],
        "UICollectionView.SupplementaryRegistration": ["handler"],
        "UICollectionViewDiffableDataSource": ["cellProvider"],
        "UITableViewDiffableDataSource": ["cellProvider"],
        "NSCollectionViewDiffableDataSource": ["itemProvider"],
        "NSTableViewDiffableDataSource": ["cellProvider"],
    ]

    /// Property wrappers that keep their value strongly, as a plain stored property does.
    static let strongWrappers: Set<String> = ["@Published", "@State", "@StateObject", "@ObservedObject", "@IBOutlet"]

    /// Whether a written type is a function type, directly or through a type alias `holder` sees
    /// (`typealias Listener = (T) -> Void`, written `Listener?`).
    static func isClosureType(_ written: String, in holder: TypeID, model: ProjectModel) -> Bool {
        if written.contains("->") { return true }
        var name = ProjectModel.withoutOptionality(written)
        for attribute in ["@escaping", "@Sendable", "@MainActor"] where name.hasPrefix(attribute) {
            name = String(name.dropFirst(attribute.count).drop { $0 == " " })
        }
        // `(Listener)?`: the parentheses around an optional's type.
        while name.hasPrefix("("), name.hasSuffix(")") { name = ProjectModel.withoutOptionality(String(name.dropFirst().dropLast())) }
        guard !name.isEmpty, !name.contains(where: { $0 == " " || $0 == "," || $0 == "<" }) else { return false }
        return model.aliasedTypeText(name, from: holder)?.contains("->") == true
    }

    /// `nil`, or `.none`, which is `nil` for an optional.
    static func isNil(_ value: ValueFact) -> Bool { value == .literal("nil") || value == .implicitMember("none") }

    /// The stored property in which the project's method `callee`, called on `base`, keeps the closure
    /// it is given with this label, or nil. The receiver's types, as the facts show them, are the
    /// project's classes or structs (not a protocol, whose adopters may do anything), reached through
    /// stored, strong properties wherever the path names one (not a weak one, even through a local
    /// bound to it, nor a computed one, which may make a new object each time; a struct not through a
    /// local, which is a copy). Each declares the method, not static, which no subclass overrides;
    /// every method of the name has the parameter (a closure without a label: the only closure
    /// parameter, the last), escaping, and assigns it to one and the same stored property of its own
    /// typed as a closure (`func bind(_ listener: @escaping (T) -> Void) { self.listener = listener }`);
    /// and no code of the type or its subclasses but an initialiser sets that property otherwise
    /// (`listener = nil`, `strongSelf.completion = .none`, a no-op closure), which would let the
    /// closure go. A call on `self` is not read here.
    private func slotKeepingArgument(of callee: String, labelled label: String?, on base: String, in type: ProjectType,
                                     member: String?, context: RuleContext) -> String? {
        // A type's static member (`Session.shared`) is one object, like a property; the type itself is not.
        guard base != "self", base != CallFact.computedReceiver,
              !StrongSelfCaptureRule.isTypeName(base) || base.utf8Contains(UInt8(ascii: ".")) else { return nil }
        let model = context.model
        let receivers = context.graph.valueTypes(of: .reference(base), in: type.id, member: member)
        guard !receivers.isEmpty else { return nil }
        // The path to the receiver, read through a local bound to one.
        let components = base.split(separator: ".").map(String.init)
        guard !components.isEmpty else { return nil }
        var path = components
        var throughLocal = false
        if model.isLocalOrParameter(components[0], in: type.id, member: member) {
            throughLocal = true
            if let bindings = model.localBindings(components[0], in: type.id, member: member), bindings.count == 1,
               case .reference(let bound)? = bindings.first {
                path = bound.split(separator: ".").map(String.init) + components.dropFirst()
            } else {
                path = []
            }
        }
        // The receiver's methods first: most calls are to no method that keeps its closure.
        var slot: String?
        for receiver in receivers {
            guard let holder = model[receiver], !holder.isTestCode, holder.kind == .class || holder.kind == .struct,
                  !(holder.kind == .struct && throughLocal),
                  case let methods = holder.functions(named: callee), !methods.isEmpty,
                  case let family = [receiver] + model.subclasses(of: receiver),
                  family.dropFirst().allSatisfy({ model[$0]?.functions(named: callee).isEmpty ?? true })
            else { return nil }
            let closureSlots = Set(holder.properties.filter { property in
                property.isStored && !property.isStatic
                    && property.typeName.map { StrongSelfCaptureRule.isClosureType($0, in: receiver, model: model) } == true
            }.map(\.name))
            let assignments = family.flatMap { model.assignments[$0] ?? [] }
            var stored: (name: String, parameter: String)?
            for method in methods {
                let isClosure = { (parameter: ParameterFact) in
                    StrongSelfCaptureRule.isClosureType(parameter.typeName, in: receiver, model: model)
                }
                let closures = method.parameters.filter(isClosure)
                let parameter = label.map { label in method.parameters.first { $0.label == label } }
                    ?? (closures.count == 1 ? method.parameters.last.flatMap { closures.contains($0) ? $0 : nil } : nil)
                // Escaping: marked so, or optional (`listener: Listener?`), which escapes without the attribute.
                guard !method.isStatic, !method.isInitializer, let parameter, isClosure(parameter),
                      parameter.typeName.contains("@escaping") || parameter.typeName.hasSuffix("?")
                        || parameter.typeName.hasSuffix("!")
                else { return nil }
                let stores = Set(assignments.compactMap { assignment -> String? in
                    guard assignment.context.member == callee, !assignment.isDeclaration,
                          assignment.value == .reference(parameter.name),
                          let name = ProjectModel.ownPropertyName(assignment.target), closureSlots.contains(name)
                    else { return nil }
                    return name
                })
                guard stores.count == 1, let name = stores.first, stored == nil || stored?.name == name,
                      slot == nil || slot == name else { return nil }
                stored = (name, parameter.name)
                slot = name
            }
            // Set anywhere else, or to anything else, outside an initialiser: it may let the closure go.
            guard let stored, !assignments.contains(where: { assignment in
                !assignment.isDeclaration && assignment.context.member != "init"
                    && ProjectModel.lastComponent(of: assignment.target) == stored.name
                    && !(assignment.context.member == callee && assignment.value == .reference(stored.parameter))
            }) else { return nil }
        }
        guard slot != nil else { return nil }
        // Each name of the path a stored, strong property where it is one (`self`'s, then its
        // objects'), also through a local bound to one; a local or parameter bound otherwise is left to
        // the checks an assignment gets. A type's static member stored, strong and static (`static let
        // shared`), not computed, which makes a new object on each access, nor weak.
        var checked = 0
        if !throughLocal, StrongSelfCaptureRule.isTypeName(path[0]) {
            guard path.count > 1 else { return nil }
            let owners = model.resolve(path[0], fromModule: type.id.module, context: type.id)
            guard !owners.isEmpty, owners.allSatisfy({ owner in
                model[owner]?.propertyOrStaticProperty(named: path[1])
                    .map { $0.isStatic && $0.isStored && $0.ownership == .strong } ?? false
            }) else { return nil }
            checked = 2
        }
        for index in path.indices.dropFirst(checked) {
            let holders = index == 0 ? [type.id]
                : context.graph.valueTypes(of: .reference(path[..<index].joined(separator: ".")), in: type.id, member: member)
            for holder in holders {
                guard let property = model[holder]?.property(namedOrBackedBy: path[index]) else { continue }
                // `self`'s weak outlet of its own hierarchy counts as `isOwnRoot` has it.
                if index == 0, property.ownership != .strong {
                    guard isOwnRoot(of: path[0], in: type, member: member ?? "", context: context) else { return nil }
                    continue
                }
                guard property.isStored, property.ownership == .strong else { return nil }
            }
        }
        return slot
    }

    /// Whether a project type keeps the argument of this label its initialiser is given (a trailing
    /// closure, without a label: each initialiser's last parameter): every such `init` parameter is
    /// escaping and assigned to a stored property of its own, or a struct's memberwise initialiser
    /// has a property of that name; and no code but an `init` or `deinit` lets it go (`completion =
    /// nil` once it ran).
    private func storesArgument(labelled label: String?, in built: ProjectType, context: RuleContext) -> Bool {
        let assignments = context.model.assignments[built.id] ?? []
        let initializers = built.functions.filter(\.isInitializer)
        let storedNames = Set(built.properties.filter { $0.isStored && !$0.isStatic }.map(\.name))
        var keepers: Set<String> = []
        if initializers.isEmpty {
            if built.kind == .struct, let label, storedNames.contains(label) { keepers = [label] }
        } else {
            // A trailing closure fills the last parameter, of whichever initialiser is called; a closure
            // without a label before other arguments is no trailing one.
            let parameters = label.map { label in initializers.flatMap(\.parameters).filter { $0.label == label } }
                ?? initializers.compactMap(\.parameters.last)
            if label == nil, !parameters.allSatisfy({ $0.typeName.contains("->") }) { return false }
            // A closure parameter that does not escape cannot be stored.
            guard !parameters.isEmpty, parameters.allSatisfy({ !$0.typeName.contains("->") || $0.isEscapingClosure })
            else { return false }
            for parameter in parameters {
                let stores = assignments.filter { assignment in
                    assignment.context.member == "init" && assignment.value == .reference(parameter.name)
                        && ProjectModel.ownPropertyName(assignment.target).map(storedNames.contains) == true
                }
                guard !stores.isEmpty else { return false }
                keepers.formUnion(stores.compactMap { ProjectModel.ownPropertyName($0.target) })
            }
        }
        guard !keepers.isEmpty else { return false }
        return !assignments.contains { assignment in
            StrongSelfCaptureRule.isNil(assignment.value)
                && assignment.context.member != "init" && assignment.context.member != "deinit"
                && ProjectModel.ownPropertyName(assignment.target).map(keepers.contains) == true
        }
    }

    /// The bag of `self` that a chained `.store(in: &bag)` or `.disposed(by: bag)` puts the
    /// subscription into; nil when there is none or the bag is a local, a parameter or another object's.
    private func keepingBag(of closure: ClosureFact, in type: ProjectType, context: RuleContext) -> String? {
        guard let bag = StrongSelfCaptureRule.chainBag(of: closure) else { return nil }
        // NSObject+Rx's `rx.disposeBag` is a bag the object keeps on itself.
        if bag == "rx.disposeBag" { return bag }
        // `self.bag` where a parameter has the name (the facts keep `self.` only there).
        if bag.hasPrefix("self."), let name = ProjectModel.ownPropertyName(bag) { return name }
        guard !bag.utf8Contains(UInt8(ascii: ".")), bag != "self", !isShadowed(bag, in: type, member: closure.context.member, context: context)
        else { return nil }
        return bag
    }

    /// Whether a member puts its subscriptions only into bags that are not `self`'s: each of its
    /// `.store(in:)` and `.disposed(by:)` takes a local's or a parameter's bag (`.store(in:
    /// &cell.disposeBag)` in `cellForRowAt`), and it stores no call's result into `self`. An
    /// `assign(to:on: self)` there is kept by the cell, which `self` does not keep.
    private func keepsSubscriptionsOnlyElsewhere(member: String?, in type: ProjectType, context: RuleContext) -> Bool {
        guard let member else { return false }
        let model = context.model
        let stores = (model.calls[type.id] ?? []).filter { $0.context.member == member && StrongSelfCaptureRule.bagLabels[$0.name] != nil }
        guard !stores.isEmpty else { return false }
        let elsewhere = stores.allSatisfy { store in
            guard let bag = StrongSelfCaptureRule.bag(storedInBy: store.name, arguments: store.arguments), bag != "rx.disposeBag"
            else { return false }
            let root = String(bag.prefix { $0 != "." })
            return root != "self" && isShadowed(root, in: type, member: member, context: context)
        }
        guard elsewhere else { return false }
        return !(model.assignments[type.id] ?? []).contains { assignment in
            guard assignment.context.member == member, !assignment.isDeclaration, case .call = assignment.value,
                  let name = ProjectModel.ownPropertyName(assignment.target) else { return false }
            return type.property(named: name) != nil && !model.isLocal(name, in: type.id, member: member)
        }
    }

    /// A target keeps the closure when it is a property of `self` or of another object (`cell.onTap`),
    /// not a local variable.
    private func isStoredTarget(_ target: String, in type: ProjectType, member: String?, context: RuleContext) -> Bool {
        let components = target.split(separator: ".")
        if components.count > 1 { return true }
        guard !context.model.isLocal(target, in: type.id, member: member) else { return false }
        return type.property(named: target) != nil
            || StrongSelfCaptureRule.inheritedClosureSlots[target].map { bases in
                StrongSelfCaptureRule.externalSuperclass(of: type.id, model: context.model).map(bases.contains) == true
            } == true
    }

    /// UIKit's closure properties that a subclass's code sets by their bare name, by the classes that
    /// keep them: a button's or cell's `configurationUpdateHandler` runs on every state change for as
    /// long as it lives.
    static let inheritedClosureSlots: [String: Set<String>] = [
        "configurationUpdateHandler": ["UIButton", "UICollectionViewCell", "UICollectionViewListCell", "UITableViewCell",
                                       "UITableViewHeaderFooterView"],
    ]

    /// Whether the closure sets the slot it is stored in to nil when it runs (`Recents.shared.didSet = {
    /// …; Recents.shared.didSet = nil }`): a one-shot callback that lets itself go, and `self` with it.
    /// Only a slot no local can hide (a type's static storage, `self`'s own property), cleared in the
    /// closure's own body, not in a closure nested in it, which may never run.
    private func clearsItsOwnSlot(_ closure: ClosureFact, target: String, in type: ProjectType, facts: MemberFacts,
                                  context: RuleContext) -> Bool {
        let slot = target.hasPrefix("self.") ? String(target.dropFirst(5)) : target
        let root = String(slot.prefix { $0 != "." })
        guard let member = closure.context.member,
              StrongSelfCaptureRule.isTypeName(root) || type.property(named: root) != nil,
              !context.model.isLocalOrParameter(root, in: type.id, member: member) else { return false }
        // A closure nested in it may never run, unless the main queue runs it (`DispatchQueue.main.async { … }`).
        let nested = (facts.closures[member] ?? []).filter { inner in
            guard closure.encloses(inner.location) else { return false }
            if case .argument(let callee, let base, _) = inner.destination, callee == "async" || callee == "asyncAfter",
               base?.hasPrefix("DispatchQueue") == true { return false }
            return true
        }
        return (facts.assignments[member] ?? []).contains { assignment in
            !assignment.isDeclaration && assignment.value == .literal("nil") && closure.encloses(assignment.location)
                && !nested.contains { $0.encloses(assignment.location) }
                && !closure.parameters.contains(root)
                && (assignment.target.hasPrefix("self.") ? String(assignment.target.dropFirst(5)) : assignment.target) == slot
        }
    }

    /// Whether `self`'s own closure slot is set to nil again outside `deinit` (`completion?()`,
    /// `completion = nil`): the type lets go of the closure itself once it has run, as a completion
    /// handler is let go, so the reference to `self` it holds is not kept.
    private func isClearedAfterUse(_ target: String, in type: ProjectType, context: RuleContext) -> Bool {
        guard let name = ProjectModel.ownPropertyName(target), type.property(named: name) != nil else { return false }
        return (context.model.assignments[type.id] ?? []).contains { assignment in
            !assignment.isDeclaration && assignment.value == .literal("nil") && assignment.context.member != "deinit"
                && ProjectModel.ownPropertyName(assignment.target) == name
        }
    }

    /// Whether the target is a closure slot of another object of the project's (`uploader.completion`,
    /// a property or a local of `self`'s) whose class takes the closure out of the slot to run it: one
    /// member of its own binds a local to the slot and sets the slot to nil (`let completion =
    /// self.completion; self.completion = nil; completion?(true)`), so the closure goes once it has
    /// run. Every class the object may be does so; one that is not known keeps it reported. A slot
    /// set to nil only in a teardown (`destroy()`, `cleanup()`, which the owner may never call) or
    /// in setup still counts as keeping it.
    private func isClearedByItsHolder(_ target: String, in type: ProjectType, member: String?, context: RuleContext) -> Bool {
        let path = target.hasPrefix("self.") ? target.dropFirst(5) : Substring(target)
        let components = path.split(separator: ".")
        guard components.count == 2 else { return false }
        let base = String(components[0])
        let slot = String(components[1])
        let model = context.model
        var holders: [TypeID] = []
        if isShadowed(base, in: type, member: member, context: context) {
            guard let bindings = model.localBindings(base, in: type.id, member: member), !bindings.isEmpty else { return false }
            for binding in bindings {
                guard case .construction(let written) = binding else { return false }
                holders += model.resolve(ProjectModel.stripGenericArguments(written), fromModule: type.id.module, context: type.id)
            }
        } else {
            guard let property = type.property(named: base), property.isStored else { return false }
            // What its declaration says, and every object stored in it.
            if let written = property.writtenOrBuiltType {
                holders += model.resolveTypeText(written, from: type.id).ids
            }
            holders += context.graph.storedTypes(holder: type.id, property: base)
        }
        return !holders.isEmpty && holders.allSatisfy { holder in
            guard model[holder]?.kind == .class, model[holder]?.property(named: slot)?.isStored == true else { return false }
            let assignments = model.assignments[holder] ?? []
            let takers = Set(assignments.compactMap { assignment -> String? in
                guard assignment.isDeclaration, assignment.value == .reference(slot) else { return nil }
                return assignment.context.member
            })
            let clearing = Set(assignments.compactMap { assignment -> String? in
                guard !assignment.isDeclaration, assignment.value == .literal("nil"), assignment.context.member != "deinit",
                      ProjectModel.ownPropertyName(assignment.target) == slot else { return nil }
                return assignment.context.member
            })
            // Facts name members, not overloads: two `locationManager(_:…)` methods are one name.
            let functions = model[holder]?.functions ?? []
            let taking = takers.intersection(clearing).filter { name in functions.filter { $0.name == name }.count <= 1 }
            guard !taking.isEmpty else { return false }
            // Every other member that names the slot only fills it: one that calls it in place
            // (`onLocation?(location)` on every update) keeps it for the next call.
            let filling = Set(assignments.compactMap { assignment -> String? in
                guard !assignment.isDeclaration, ProjectModel.ownPropertyName(assignment.target) == slot else { return nil }
                return assignment.context.member
            })
            // A property's observer or accessor that names it may call it in place too (`var progress
            // { didSet { onProgress?(progress) } }`).
            let properties = model[holder]?.properties ?? []
            return functions.allSatisfy { function in
                !function.references.contains(slot) || taking.contains(function.name) || filling.contains(function.name)
            } && !properties.contains { $0.name != slot && $0.references.contains(slot) }
        }
    }

    /// Whether the target is a property of a view this member dequeued or cast to a view
    /// (`let cell = tableView.dequeueReusableCell(…)`, `if let footer = view as? FooterView`) while
    /// `self` owns no view: not a view or view controller itself, and no strong stored view (a data
    /// source or a view model that keeps its table weakly). The table keeps the cell; nothing leads
    /// from `self` to it, so the closure's reference to `self` closes no cycle. A screen owns the
    /// views it dequeues, and stays reported.
    private func isViewOutsideHierarchy(_ target: String, of type: ProjectType, member: String?, strongClosureSlots: Set<String>,
                                        context: RuleContext) -> Bool {
        guard let member, let dot = target.firstIndex(of: ".") else { return false }
        let model = context.model
        let external = StrongSelfCaptureRule.externalSuperclass(of: type.id, model: model)
        guard type.role != .view, !(external.map(ProjectModel.isViewObjectName) ?? false),
              isView(local: String(target[..<dot]), in: type, member: member, model: model, depth: 0) else { return false }
        return !type.storedProperties.contains { property in
            // A closure slot of `self` that the screen fills capturing itself strongly leads from `self`
            // back to the screen, and so to its views (`dataSource.onTap = { self.open() }`).
            strongClosureSlots.contains(property.name) || holdsView(property, of: type, model: model)
        }
    }

    /// Whether the target is a property of an object `self` holds only weakly while `self` is no UI
    /// object: its own `weak var view` (`view?.onChange = { self.update() }` from a view model or a
    /// presenter), or a parameter or local that the member keeps only in such properties
    /// (`self.view = view`, then `view.onChange = …`). The view owns `self`, or lives beside it, and
    /// nothing leads from `self` to the view. A screen or a cell keeps its weak outlets through its
    /// view hierarchy, and stays reported.
    private func isOnWeaklyHeldObject(_ target: String, of type: ProjectType, member: String?, context: RuleContext) -> Bool {
        // A view or view controller may be kept by the very hierarchy it holds weakly; a coordinator
        // that is only a UIKit delegate (`UINavigationControllerDelegate`) is in no hierarchy.
        guard let dot = target.firstIndex(of: "."), type.role != .view, context.model.uiFrameworkSuperclass(of: type.id) == nil,
              !ownsView(type, context: context) else { return false }
        let root = String(target[..<dot])
        let isWeakProperty = { (name: String) in
            type.property(named: name).map { $0.isStored && !$0.ownership.isOwning } ?? false
        }
        // A plain name may be a local or parameter that hides the property.
        guard isShadowed(root, in: type, member: member, context: context) else { return isWeakProperty(root) }
        let model = context.model
        let reference = ValueFact.reference(root)
        // Handed to a call or a construction, it may be kept by what `self` keeps.
        if let member, handsOn(reference, in: type, member: member, model: model) { return false }
        let stores = (model.assignments[type.id] ?? []).filter {
            $0.context.member == member && !$0.isDeclaration && $0.value == reference
        }
        return !stores.isEmpty && stores.allSatisfy { store in
            ProjectModel.ownPropertyName(store.target).map(isWeakProperty) ?? false
        }
    }

    /// Whether `self` keeps a view, a window or a navigation controller, or one of the project's view
    /// classes or screens, in a strong stored property: what it shows there, it keeps.
    private func ownsView(_ type: ProjectType, context: RuleContext) -> Bool {
        let model = context.model
        return type.storedProperties.contains { property in
            holdsView(property, of: type, model: model, countingScreens: true)
        }
    }

    /// Whether a stored property holds a UIKit or AppKit view object (a view, a window, a navigation
    /// controller) or one of the project's view classes strongly; with `countingScreens`, one of the
    /// project's screens too.
    private func holdsView(_ property: PropertyFact, of type: ProjectType, model: ProjectModel, countingScreens: Bool = false) -> Bool {
        guard property.ownership.isOwning, let text = property.typeName else { return false }
        return model.typeReference(text).names.contains(where: ProjectModel.isViewObjectName)
            || model.resolveTypeText(text, from: type.id).ids.contains { id in
                isViewClass(id, model: model) || (countingScreens && model[id]?.role == .view && model[id]?.kind == .class)
            }
    }

    /// Whether the member hands `value` to a call or a construction, whose callee may keep it.
    private func handsOn(_ value: ValueFact, in type: ProjectType, member: String, model: ProjectModel) -> Bool {
        (model.calls[type.id] ?? []).contains { $0.context.member == member && $0.arguments.contains { $0.value == value } }
            || (model.constructions[type.id] ?? []).contains { $0.context.member == member && $0.arguments.contains { $0.value == value } }
    }

    /// The property names that some object's closure is stored into from outside while capturing its
    /// own `self` strongly (`dataSource.onTap = { self.open() }`: `onTap`). By name, so a slot of
    /// another type with the same name counts too: it only keeps a finding.
    static func slotsGivenStrongClosures(_ model: ProjectModel) -> Set<String> {
        var slots = Set<String>()
        for owner in model.closures.keys {
            for closure in model.closures[owner] ?? [] {
                guard case .assigned(let target) = closure.destination, target.utf8Contains(UInt8(ascii: ".")),
                      closure.referencesSelf || closure.selfCapture == .strong,
                      closure.selfCapture == nil || closure.selfCapture == .strong else { continue }
                slots.insert(ProjectModel.lastComponent(of: target))
            }
        }
        return slots
    }

    /// A local bound only to views: a dequeued cell or supplementary view, or a cast to a view class.
    private func isView(local: String, in type: ProjectType, member: String, model: ProjectModel, depth: Int) -> Bool {
        guard depth < 3, let bindings = model.localBindings(local, in: type.id, member: member), !bindings.isEmpty else { return false }
        return bindings.allSatisfy { value in
            switch value {
            case .call(let path):
                return ProjectModel.lastComponent(of: path).hasPrefix("dequeueReusable")
            case .cast(let written):
                let name = ProjectModel.stripGenericArguments(written)
                return ProjectModel.isViewObjectName(ProjectModel.lastComponent(of: name))
                    || model.resolve(name, fromModule: type.id.module, context: type.id).contains { isViewClass($0, model: model) }
            case .reference(let other):
                return !other.contains(".") && isView(local: other, in: type, member: member, model: model, depth: depth + 1)
            default:
                return false
            }
        }
    }

    /// A project class that subclasses a UIKit or AppKit view (`ProductCell: UITableViewCell`).
    private func isViewClass(_ id: TypeID, model: ProjectModel) -> Bool {
        guard model[id]?.kind == .class, let name = StrongSelfCaptureRule.externalSuperclass(of: id, model: model) else { return false }
        return ProjectModel.isViewObjectName(name) && !name.hasSuffix("Controller")
    }

    /// Whether `self`'s property `target` visibly holds one of the project's types: declared as one
    /// (`var state: PinchState`) or initialised with one (`= PinchState.empty`, `= PinchState()`). A
    /// function cannot be stored there, so a name assigned to it that is also a method's name is some
    /// other value (a `case .valid(let state)` binding), not a bound method reference.
    private func holdsProjectType(_ target: String, in type: ProjectType, context: RuleContext) -> Bool {
        let model = context.model
        guard let name = ProjectModel.ownPropertyName(target), let property = type.property(named: name) else { return false }
        if let written = property.typeName {
            return !written.contains("->") && !model.resolveTypeText(written, from: type.id).ids.isEmpty
        }
        switch property.initializer {
        case .construction(let built)?:
            return !model.resolve(ProjectModel.stripGenericArguments(built), fromModule: type.id.module, context: type.id).isEmpty
        case .reference(let path)?:
            // A static member of a project type (`PinchState.empty`) that is not itself a closure.
            let parts = path.split(separator: ".").map(String.init)
            guard parts.count == 2, StrongSelfCaptureRule.isTypeName(parts[0]),
                  let owner = model.resolve(parts[0], fromModule: type.id.module, context: type.id).first.flatMap({ model[$0] })
            else { return false }
            guard let member = owner.properties.first(where: { $0.isStatic && $0.name == parts[1] }) else {
                return owner.kind == .enum  // a case
            }
            return member.initializer != .closure && member.typeName?.contains("->") != true
        default:
            return false
        }
    }

    /// Whether the target is a property of an object this member builds and then only hands to a
    /// presenter that `self` does not hold (`let profile = ProfileViewController(…)`,
    /// `profile.onFollow = { self… }`, `navigationController?.pushViewController(profile, …)` from a
    /// screen, or `popup.presentAnimated()` onto the key window): the navigation stack or the window
    /// keeps it, and nothing leads from `self` to it. Not when `self` presents it (`present(login, …)`:
    /// `self` holds its presented screen, SPEC's `loginVC.onLogin` case) or hands it to something `self`
    /// keeps (a coordinator's own navigation controller, an alert queue), nor when it is stored
    /// anywhere or handed to any other call (a child, a subview, a cell returned to a table).
    /// The object may also be handed only to the construction of another such object, which is
    /// presented in turn (`let viewModel = RoleErrorViewModel(…)`, `viewModel.onSuccess = { self… }`,
    /// `show(RoleErrorViewController(viewModel: viewModel))` through a local).
    private func isPresentedLocal(_ target: String, in type: ProjectType, member: String?, context: RuleContext) -> Bool {
        guard let member, let dot = target.firstIndex(of: ".") else { return false }
        return isPresented(local: String(target[..<dot]), in: type, member: member, context: context, depth: 0)
    }

    private func isPresented(local: String, in type: ProjectType, member: String, context: RuleContext, depth: Int) -> Bool {
        let model = context.model
        guard let bindings = model.localBindings(local, in: type.id, member: member), !bindings.isEmpty,
              bindings.allSatisfy({ value in
                  isNewScreen(value, in: type, member: member, context: context)
                      || isRootOfNewNavigation(value, in: type, member: member, context: context)
              }) else { return false }
        var presented = false
        for call in model.calls[type.id] ?? [] where call.context.member == member {
            let presents = StrongSelfCaptureRule.isPresentation(call.name)
            if call.arguments.contains(where: { $0.value == .reference(local) }) {
                guard presents, !isKept(call.base, by: type, member: member, context: context)
                        || isPushedByShow(call, in: type, context: context) else { return false }
                presented = true
            }
            if call.base == local, presents {
                // `[picker presentFromViewController:self]`: `self` presents it, and keeps it while it is up.
                guard !call.arguments.contains(where: { $0.value == .reference("self") }) else { return false }
                presented = true
            }
        }
        let assignments = (model.assignments[type.id] ?? []).filter { $0.context.member == member }
        for construction in model.constructions[type.id] ?? [] where construction.context.member == member
            && construction.arguments.contains(where: { $0.value == .reference(local) }) {
            // Handed to what it is part of, which must be a local that is presented itself.
            guard depth < 2, let wrapper = assignments.first(where: { $0.isDeclaration
                    && $0.value == .construction(construction.typeName) && $0.location.isOnSameLine(as: construction.location) })?.target,
                  isPresented(local: wrapper, in: type, member: member, context: context, depth: depth + 1)
            else { return false }
            presented = true
        }
        // A closure `self` keeps that uses it (`resetEditor = { editName.clear() }`) keeps it too, and
        // so may a value stored into `self` that the facts cannot see into (`openPickers = [picker]`;
        // a call or a construction handed it is a call the checks above see).
        return presented && !assignments.contains { !$0.isDeclaration && $0.value == .reference(local) }
            && !isMentionedInKeptClosure(local, in: type, member: member, model: model)
            && !assignments.contains { assignment in
                guard !assignment.isDeclaration, assignment.value == .other, let name = ProjectModel.ownPropertyName(assignment.target),
                      type.property(named: name)?.isStored == true else { return false }
                return !model.isLocal(name, in: type.id, member: member)
            }
    }

    /// A value that makes a new object here: a construction or a type's factory that hands out no
    /// shared one, or a storyboard's instantiation.
    private func isNewScreen(_ value: ValueFact, in type: ProjectType, member: String, context: RuleContext) -> Bool {
        (StrongSelfCaptureRule.isNewObject(value) && !isSharedInstance(value, from: type, context: context))
            || isStoryboardInstantiation(value, in: type, member: member, context: context)
    }

    /// Whether a type's static accessor hands out one shared object rather than a new one: named so
    /// (`Toast.sharedToast()`, `Settings.defaultSettings()`, `Session.current()`), or the name of a
    /// static stored property of the type (an Objective-C `dispatch_once` singleton's accessor).
    /// A static member of the project's value types (`Configuration.defaultConfiguration()`,
    /// `Theme.shared`): what it hands out is copied.
    private func handsOutValueCopy(_ path: String, from type: ProjectType, model: ProjectModel) -> Bool {
        guard let dot = path.lastIndex(of: ".") else { return false }
        let resolved = model.resolve(String(path[..<dot]), fromModule: type.id.module, context: type.id)
        return !resolved.isEmpty && resolved.allSatisfy { model[$0]?.isValueType == true }
    }

    private func isSharedInstance(_ value: ValueFact, from type: ProjectType, context: RuleContext) -> Bool {
        guard case .call(let path) = value, let dot = path.lastIndex(of: ".") else { return false }
        let name = String(path[path.index(after: dot)...])
        if ["shared", "default", "current", "main", "standard"].contains(where: { name.hasPrefix($0) }) { return true }
        let model = context.model
        return model.resolve(String(path[..<dot]), fromModule: type.id.module, context: type.id).contains { id in
            model[id]?.propertyOrStaticProperty(named: name)?.isStatic == true
        }
    }

    /// A screen a storyboard makes anew on each call: `storyboard.instantiateViewController(withIdentifier:)`,
    /// `instantiateInitialViewController()`, AppKit's `instantiateController(withIdentifier:)`, Objective-C's
    /// `instantiateViewControllerWithIdentifier:`.
    /// The receiver must be a storyboard: named so (`storyboard`, `self.storyboard`, `mainStoryboard`),
    /// or a local bound to one (`let board = UIStoryboard(name: …)`); `self`'s own
    /// `instantiatePickerController()` may hand out one it keeps.
    private func isStoryboardInstantiation(_ value: ValueFact, in type: ProjectType, member: String, context: RuleContext) -> Bool {
        guard case .call(let path) = value, let dot = path.lastIndex(of: ".") else { return false }
        let name = path[path.index(after: dot)...]
        guard name.hasPrefix("instantiate"), name.contains("Controller") else { return false }
        let receiver = String(path[..<dot])
        if receiver.lowercased().contains("storyboard") { return true }
        guard !receiver.contains("."),
              let bindings = context.model.localBindings(receiver, in: type.id, member: member), !bindings.isEmpty else { return false }
        return bindings.allSatisfy { binding in
            switch binding {
            case .construction(let built), .call(let built): return built.lowercased().contains("storyboard")
            default: return false
            }
        }
    }

    /// The root screen of a navigation controller this member has just made and uses for nothing else
    /// (`let nav = storyboard.instantiateInitialViewController() as UINavigationController`, then
    /// `let picker = nav.topViewController`, which is pushed): as new as the navigation controller.
    private func isRootOfNewNavigation(_ value: ValueFact, in type: ProjectType, member: String, context: RuleContext) -> Bool {
        guard case .reference(let path) = value, let dot = path.firstIndex(of: ".") else { return false }
        let navigation = String(path[..<dot])
        let root = path[path.index(after: dot)...]
        guard ["topViewController", "visibleViewController", "viewControllers.first", "viewControllers.firstObject"].contains(root)
        else { return false }
        let model = context.model
        guard let bindings = model.localBindings(navigation, in: type.id, member: member), !bindings.isEmpty,
              bindings.allSatisfy({ isNewScreen($0, in: type, member: member, context: context) })
        else { return false }
        // Nothing else may keep it, and with it its root: no call is handed it, nothing is set to it.
        return isOnlyReceiver(navigation, in: type, member: member, context: context)
    }

    /// Whether a screen's own `show(_:sender:)` pushes onto the navigation stack it sits in, which
    /// keeps what it pushes (and `self` does not): `self`'s code works with its `navigationController`
    /// (`navigationController?.popViewController(animated: true)`). Outside one, `show` presents, and
    /// `self` keeps what it presents.
    private func isPushedByShow(_ call: CallFact, in type: ProjectType, context: RuleContext) -> Bool {
        guard call.name == "show", call.base == nil || call.base == "self",
              call.arguments.count == 2, call.arguments[1].label == "sender" else { return false }
        return (context.model.calls[type.id] ?? []).contains { other in
            guard let base = other.base else { return false }
            let path = base.hasPrefix("self.") ? base.dropFirst(5) : Substring(base)
            return path == "navigationController" && (other.name.hasPrefix("push") || other.name.hasPrefix("pop"))
        }
    }

    /// Whether the target is a property of an object this member builds and never lets `self` keep,
    /// while `self` is no UI object: the object is stored nowhere, handed to no call or construction,
    /// given nothing of `self`'s by its own calls, and the member's result (where it may be returned)
    /// goes to callers outside `self`'s type and its class hierarchy
    /// (`let view = makePermissionsView(); view.action = didSelectPermissions; return view` in a
    /// view factory that a container asks for views). The closure leads back to `self`, and nothing
    /// leads from `self` to the object. A UI object hands what it returns to UIKit (a header view
    /// for its own table), and stays reported.
    private func isUnkeptNewLocal(_ target: String, in type: ProjectType, member: String?, context: RuleContext) -> Bool {
        guard let member, let dot = target.firstIndex(of: "."),
              type.role != .view, context.model.uiTypeEvidence(type.id) == nil else { return false }
        let local = String(target[..<dot])
        let model = context.model
        // Built here: a construction, or a factory of `self` whose body builds it. A type's static
        // function may hand out a shared instance (`Player.sharedInstance()`), which keeps `self`.
        guard let bindings = model.localBindings(local, in: type.id, member: member), !bindings.isEmpty,
              bindings.allSatisfy({ value in
                  if case .construction = value { return true }
                  return isOwnFactoryCall(value, of: type, context: context)
              })
        else { return false }
        guard !mayKeep(local, in: type, member: member, context: context) else { return false }
        // Made in a closure of the member, the object may leave through the closure's result, which
        // the facts do not follow: into `self` when the member stores anything there
        // (`tasks.append(contentsOf: ids.map { id in let task = …; return task })`).
        let assignments = (model.assignments[type.id] ?? []).filter { $0.context.member == member }
        let declarations = assignments.filter { $0.isDeclaration && $0.target == local }
        let madeInClosure = (model.closures[type.id] ?? []).contains { closure in
            closure.context.member == member && declarations.contains { closure.encloses($0.location) }
        }
        let isOwnStoredProperty = { (path: String?) -> Bool in
            guard let path, let name = ProjectModel.ownPropertyName(path) else { return false }
            return type.property(named: name)?.isStored == true && !model.isLocal(name, in: type.id, member: member)
        }
        if madeInClosure {
            let storesIntoSelf = assignments.contains { !$0.isDeclaration && isOwnStoredProperty($0.target) }
                || (model.calls[type.id] ?? []).contains { $0.context.member == member && !$0.arguments.isEmpty && isOwnStoredProperty($0.base) }
            if storesIntoSelf { return false }
        } else {
            // A method that returns nothing hands the object to no one (`let task = SyncPodcastsTask()`,
            // `task.completion = { self… }`, `task.runSynchronously()`).
            let functions = type.functions(named: member)
            if !functions.isEmpty, type.property(named: member) == nil, functions.allSatisfy({ $0.returnType == nil }) { return true }
        }
        return !isResultReadInFamily(of: member, in: type, context: context)
    }

    /// Whether `self` itself, or a class above or below it, reads the member's result. `self` may read
    /// it to keep it weakly (`pickerController = makePicker()`, `weak var pickerController`): whoever
    /// shows it keeps it.
    private func isResultReadInFamily(of member: String, in type: ProjectType, context: RuleContext) -> Bool {
        let model = context.model
        let family = StrongSelfCaptureRule.classHierarchy(of: type.id, model: model)
        return family.contains { id in
            guard let relative = model[id] else { return false }
            return relative.functions.contains { $0.references.contains(member) && !keepsResultOnlyWeakly(of: member, in: relative, caller: $0.name, context: context) }
                || relative.properties.contains { $0.references.contains(member) }
        }
    }

    /// RxCocoa's events that end when their object is freed: a control's events and properties
    /// (`ControlEvent`, `ControlProperty`, made with `take(until: deallocated)`), the messages an
    /// object is sent (`methodInvoked`, `sentMessage`), the view-controller events apps build on
    /// them (`rx.viewWillAppear`), and RxGesture's gestures of a view (`rx.tapGesture()`, a
    /// `ControlEvent` taken until the view is freed).
    static let eventsEndingWithTheirObject: Set<String> = [
        "tap", "controlEvent", "methodInvoked", "sentMessage", "deallocated",
        "text", "attributedText", "value", "isOn", "date", "countDownDuration", "selectedSegmentIndex",
        "itemSelected", "itemDeselected", "modelSelected", "modelDeselected", "itemAccessoryButtonTapped",
        "itemInserted", "itemDeleted", "itemMoved", "willDisplayCell", "didEndDisplayingCell", "prefetchRows",
        "didScroll", "didZoom", "willBeginDragging", "didEndDragging", "didEndDecelerating", "didEndScrollingAnimation",
        "searchButtonClicked", "cancelButtonClicked", "bookmarkButtonClicked", "selectedScopeButtonIndex",
        "didBeginEditing", "didEndEditing", "didChange", "didChangeSelection",
        "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
        "viewWillLayoutSubviews", "viewDidLayoutSubviews",
        "tapGesture", "longPressGesture", "swipeGesture", "panGesture", "pinchGesture", "rotationGesture",
        "screenEdgePanGesture", "hoverGesture", "anyGesture",
    ]

    /// RxSwift's operators that subscribe to a stream their closure makes for each event.
    static let flatteningOperators: Set<String> = ["flatMap", "flatMapLatest", "flatMapFirst", "concatMap"]

    /// RxSwift's traits that end after one element or an error.
    static let endingTraits: Set<String> = ["Single", "Maybe", "Completable"]

    /// Operators that keep a stream that ends ending, with no stream of their own among their arguments
    /// (checked by label where one may take one): those whose closures make values or streams, and
    /// conversions, `andThen` and error handlers that hand on a value.
    static let endingPreservingOperators: Set<String> = valueMakingOperators.union(streamMakingOperators).union([
        "asObservable", "asSingle", "asMaybe", "asCompletable", "asDriver", "asSignal", "observe", "debug", "andThen",
        "catchAndReturn", "catchErrorJustReturn",
    ])

    /// Operators whose closures make values, not streams the chain goes on with.
    static let valueMakingOperators: Set<String> = ["map", "compactMap", "filter", "do"]

    /// Operators whose closure makes a stream the chain goes on with: after an error (`catch`), or for
    /// each element (`flatMap` on a `Single`).
    static let streamMakingOperators: Set<String> = flatteningOperators.union([
        "catch", "catchError", "flatMapMaybe", "flatMapCompletable",
    ])

    /// RxSwift's factories of streams that end, on one of its types (`Single.just(x)`, `Observable.empty()`).
    static let endingFactories: Set<String> = ["just", "empty", "error"]

    /// The types of RxSwift's `endingFactories`, written plainly.
    static let endingFactoryTypes: Set<String> = endingTraits.union(["Observable"])

    /// RxSwift's factories of streams that never end, as implicit members (`.never()`): names an app's
    /// own enumeration would hardly give a case (not `.merge` or `.timer`).
    static let neverEndingFactories: Set<String> = ["never", "repeatElement"]

    /// Operators that pass an event stream on, completion included (`button.rx.tap.asObservable()`).
    static let completionPreservingOperators: Set<String> = [
        "asObservable", "asDriver", "asSignal", "asControlEvent", "map", "compactMap", "filter", "mapToVoid",
        "skip", "throttle", "debounce", "distinctUntilChanged", "share", "startWith", "orEmpty", "changed",
        "withUnretained", "observe", "delay", "do", "take",
        // RxGesture's filter of a gesture's states (`tapGesture().when(.recognized)`).
        "when",
        // Ends when its own source ends, and lets go of the stream it only reads.
        "withLatestFrom",
    ]

    /// Whether a path is an RxCocoa event of the object holding it (`rx.viewWillAppear`,
    /// `exitButton.rx.tap.asObservable`, the chain `avatar.rx.tapGesture().asObservable`): `rx`, an
    /// event that ends with its object, then only operators that pass the end on.
    /// Or one of the project's properties declared as a control event, on an object of the
    /// constructing one (`tabView.actionButtonDidTap.asObservable()`; `controlEventProperties`).
    static func isEventEndingWithItsObject(_ path: String, controlEventProperties: Set<String> = []) -> Bool {
        let components = ValueFact.members(ofPath: path)
        let passesTheEndOn = { (rest: ArraySlice<Substring>) in rest.allSatisfy { completionPreservingOperators.contains(String($0)) } }
        if let rx = components.firstIndex(of: "rx") {
            // RxCocoa's events, or the project's own typed as one (`extension Reactive where Base:
            // UITableView { var reachedBottom: ControlEvent<Void> }`).
            guard rx + 1 < components.count, case let event = String(components[rx + 1]),
                  eventsEndingWithTheirObject.contains(event) || controlEventProperties.contains("rx." + event) else { return false }
            return passesTheEndOn(components[(rx + 2)...])
        }
        guard components.count >= 2, let event = components.dropFirst().firstIndex(where: { controlEventProperties.contains(String($0)) })
        else { return false }
        return passesTheEndOn(components[(event + 1)...])
    }

    /// Whether a chain kept in `self`'s own bag starts at a stream the screen that builds `self`'s
    /// input hands in and that ends with that screen: `input.viewWillAppear.subscribe { self… }` in
    /// `func transform(input: Input)` (or through a local bound to `input.viewWillAppear`, or in a
    /// method of `self`'s that is handed the input or the stream: `inputFields`), where
    /// every production call of the method hands in an `Input` it builds (`Input(…)`, or a local
    /// bound to one), every production construction of `Input` fills `viewWillAppear` with an RxCocoa
    /// event of the constructing object (`rx.viewWillAppear`, `exitButton.rx.tap.asObservable()`;
    /// `isEventEndingWithItsObject`), and `self` keeps none of those objects, nor any view or view
    /// controller, strongly. When the screen is freed its events complete, the subscription is
    /// disposed and the closure lets `self` go: the bag holds the cycle only while the screen, which
    /// keeps `self`, lives. Only a chain subscribed on the field itself, through operators that pass
    /// its end on, or on a merge of such fields (`operatorChainHeads`): another operator between
    /// (`flatMapLatest`) may keep a stream that does not end. A stream of another
    /// kind (a subject, a relay, Combine's publishers) does not end with its object, and the cycle stays.
    private func endsWithTheScreenHandingItIn(_ closure: ClosureFact, base: String?, in type: ProjectType,
                                               controlEventProperties: Set<String>, facts: MemberFacts,
                                               context: RuleContext) -> Bool {
        guard let (member, heads) = bagChainHeads(of: closure, base: base, in: type, facts: facts, context: context)
        else { return false }
        let model = context.model
        var fields: [InputField] = []
        for head in heads {
            guard let found = inputFields(reachedBy: head, in: member, of: type, context: context, depth: 0) else { return false }
            fields += found
        }
        var builders: [TypeID] = []
        for field in fields {
            let parameter = type.functions(named: field.member)[0].parameters[field.position]
            let inputTypes = model.resolveTypeText(parameter.typeName, from: type.id).ids
            guard inputTypes.count == 1, let input = inputTypes.first, model[input]?.isReferenceType == false,
                  handsInOnlyBuiltInputs(field.member, parameter: field.position, label: parameter.label, input: input,
                                         in: type, context: context, depth: 0)
            else { return false }
            var built: [(builder: TypeID, construction: ConstructionFact)] = []
            for builder in context.graph.builders(of: input) where !model.isTestCode(builder) {
                guard let constructions = model.constructions[builder] else { continue }
                for (construction, targets) in zip(constructions, context.graph.constructionTargets(of: builder)) where targets.contains(input) {
                    built.append((builder, construction))
                }
            }
            // Built untyped where it is handed in (`transform(input: .init(tap: tap))`).
            guard let untyped = untypedInputs(handedTo: field.member, parameter: field.position, label: parameter.label,
                                              of: type, context: context) else { return false }
            for (builder, construction) in built + untyped {
                guard let argument = construction.arguments.first(where: { $0.label == field.name }) else { return false }
                // A local the member binds once to the stream (`let tap = button.rx.tap.asObservable()`).
                var value = argument.value
                if case .reference(let name) = value, let bound = onlyBinding(of: name, before: construction, in: builder, model: model) {
                    value = bound
                }
                guard isOwnEndingEvent(value, of: builder, member: construction.context.member, after: construction.location,
                                       controlEventProperties: controlEventProperties, model: model)
                else { return false }
                builders.append(builder)
            }
        }
        guard !builders.isEmpty else { return false }
        return keepsNoObjectTheEventsMayBelongTo(builders, in: type, model: model)
    }

    /// Whether a chain kept in `self`'s own bag starts at a stream one of `self`'s methods is handed
    /// as a parameter (`func bindRefresh(refresh: Driver<Void>)`), directly or through operators that
    /// pass its end on (`refresh.asObservable().withLatestFrom(loading).map { self.firstPage }`), and
    /// every production call of that method that may run on `self` (its receiver typed with `self`'s
    /// class, or with a protocol `self`'s class adopts) is made by another object and hands in an
    /// RxCocoa event of that object (`viewModel.bindRefresh(refresh:
    /// tableView.refreshControl!.rx.controlEvent(.valueChanged).asDriver())`), as the input reading
    /// above asks of an input's fields, and `self` keeps none of those objects nor any view. A call
    /// whose receiver shows no type, a call by `self` itself, a stream handed in through a local, or a
    /// call that leaves the parameter to its default (which may be any stream) is not read.
    private func endsWithTheStreamsTheScreenHandsIn(_ closure: ClosureFact, base: String?, in type: ProjectType,
                                                    controlEventProperties: Set<String>, facts: MemberFacts,
                                                    context: RuleContext) -> Bool {
        guard let (member, heads) = bagChainHeads(of: closure, base: base, in: type, facts: facts, context: context),
              !heads.isEmpty, case let functions = type.functions(named: member), functions.count == 1
        else { return false }
        let model = context.model
        var builders: [TypeID] = []
        for head in heads {
            guard !head.utf8Contains(UInt8(ascii: ".")),
                  let position = functions[0].parameters.firstIndex(where: { $0.name == head }),
                  !model.isLocal(head, in: type.id, member: member)
            else { return false }
            let label = functions[0].parameters[position].label
            for (owner, call) in context.lifetime.productionCalls(named: member) {
                // A call by `self`, or on a receiver that shows no type, is not read; one that may run on
                // `self` and leaves the parameter out passes its default, which may be any stream.
                guard let owner, owner != type.id, let mayBeSelfs = mayRun(call, in: owner, on: type, context: context)
                else { return false }
                guard mayBeSelfs else { continue }
                guard let argument = StrongSelfCaptureRule.argument(of: call, label: label, position: position) else { return false }
                guard isOwnEndingEvent(argument.value, of: owner, member: call.context.member, after: call.location,
                                       controlEventProperties: controlEventProperties, model: model)
                else { return false }
                builders.append(owner)
            }
        }
        guard !builders.isEmpty else { return false }
        return keepsNoObjectTheEventsMayBelongTo(builders, in: type, model: model)
    }

    /// Whether a value an object hands in where its member runs (the argument of a call or of an
    /// input's construction) is an RxCocoa event of its own that ends with it
    /// (`isEventEndingWithItsObject`, `startsAtItsOwnObject`), to which it hands no closure that keeps
    /// it later in that member (`handsItselfToAnOperator`).
    private func isOwnEndingEvent(_ value: ValueFact, of builder: TypeID, member: String?, after location: SourceLocation,
                                  controlEventProperties: Set<String>, model: ProjectModel) -> Bool {
        switch value {
        case .call(let path), .callChain(let path), .reference(let path):
            return StrongSelfCaptureRule.isEventEndingWithItsObject(path, controlEventProperties: controlEventProperties)
                && startsAtItsOwnObject(path, builder: builder, model: model)
                && !handsItselfToAnOperator(of: path, member: member, after: location, in: builder, model: model)
        default:
            return false
        }
    }

    /// Whether `self` keeps no object the events it is handed may belong to: none of the objects that
    /// hand them in (the screen that builds its input), and no view or view controller (a header view
    /// whose button's taps it is handed).
    private func keepsNoObjectTheEventsMayBelongTo(_ builders: [TypeID], in type: ProjectType, model: ProjectModel) -> Bool {
        let mayKeepEvents = { (id: TypeID) in model.uiFrameworkSuperclass(of: id) != nil }
        return !keepsStrongly(in: type, model: model) { text, resolved in
            model.typeReference(text).names.contains(where: ProjectModel.isViewObjectName)
                || resolved.contains { id in
                    builders.contains(id) || mayKeepEvents(id)
                        // A view kept through a protocol it adopts (`let header: AvatarDisplaying`).
                        || model[id]?.kind == .protocol && model.conformers(of: id).contains { conformer in
                            builders.contains(conformer) || mayKeepEvents(conformer)
                        }
                }
        }
    }

    /// The untyped inputs built where they are handed in: each production call of `self`'s method by
    /// another type (`viewModel.transform(input: .init(tap: tap))`) whose argument for the parameter is
    /// an untyped `.init(…)`, with the construction it makes, the first untyped one after the call in
    /// its member. Nil when such a call's receiver may be of another type than `self`'s, or is not shown
    /// (`handsInOnlyBuiltInputs` asks the same); a call on another type's object is not `self`'s.
    private func untypedInputs(handedTo member: String, parameter position: Int, label: String?, of type: ProjectType,
                               context: RuleContext) -> [(builder: TypeID, construction: ConstructionFact)]? {
        let model = context.model
        var found: [(builder: TypeID, construction: ConstructionFact)] = []
        for (owner, call) in context.lifetime.productionCalls(named: member) {
            guard let owner, owner != type.id,
                  StrongSelfCaptureRule.argument(of: call, label: label, position: position)?.value
                    == .construction(ConstructionFact.untypedInit) else { continue }
            // One untyped `.init(…)` among the arguments: the construction found next is this one.
            guard call.arguments.filter({ $0.value == .construction(ConstructionFact.untypedInit) }).count == 1 else { return nil }
            guard let isSelfs = isCall(call, in: owner, on: type, context: context) else { return nil }
            guard isSelfs else { continue }
            guard let construction = (model.constructions[owner] ?? []).first(where: { construction in
                construction.typeName == ConstructionFact.untypedInit && construction.context == call.context
                    && construction.location > call.location
            }) else { return nil }
            found.append((owner, construction))
        }
        return found
    }

    /// Whether a call in `owner`'s code runs on an object of `type`: its receiver's types, as the
    /// facts show them (`let viewModel: LoginViewModel`; a subclass of it runs its method too). False
    /// when they are all other concrete types outside its class hierarchy, nil when none shows, one is
    /// a protocol (which another type may adopt) or a class above it (which may hold one of it).
    private func isCall(_ call: CallFact, in owner: TypeID, on type: ProjectType, context: RuleContext) -> Bool? {
        guard let base = call.base, base != CallFact.computedReceiver else { return nil }
        let model = context.model
        let receivers = context.graph.valueTypes(of: .reference(base), in: owner, member: call.context.member)
        guard !receivers.isEmpty, receivers.allSatisfy({ model[$0]?.kind != .protocol }),
              !model.superclassChain(of: type.id).projectTypes.contains(where: receivers.contains) else { return nil }
        let ownClasses = Set([type.id] + model.subclasses(of: type.id))
        if receivers.allSatisfy(ownClasses.contains) { return true }
        return receivers.contains(where: ownClasses.contains) ? nil : false
    }

    /// Whether a call in `owner`'s code may run on an object of `type`: one of its receiver's types,
    /// as the facts show them, is a class of `type`'s hierarchy or a protocol one of them adopts
    /// (`let viewModel: ItemListViewModel` beside `final class ItemListVM: ItemListViewModel`). False
    /// when none is, nil when the receiver shows no type.
    private func mayRun(_ call: CallFact, in owner: TypeID, on type: ProjectType, context: RuleContext) -> Bool? {
        guard let base = call.base, base != CallFact.computedReceiver else { return nil }
        let model = context.model
        let receivers = context.graph.valueTypes(of: .reference(base), in: owner, member: call.context.member)
        guard !receivers.isEmpty else { return nil }
        let hierarchy = Set(StrongSelfCaptureRule.classHierarchy(of: type.id, model: model))
        return receivers.contains { receiver in
            hierarchy.contains(receiver)
                || model[receiver]?.kind == .protocol && model.conformers(of: receiver).contains(where: hierarchy.contains)
        }
    }

    /// The one value a local of the member is bound to before the construction that hands it in
    /// (`let tap = button.rx.tap.asObservable()`, then `.init(tap: tap)`): declared once, in the same
    /// closure as the construction if any, set nowhere else, and no property of the builder's class
    /// hierarchy or parameter of the member of the name (which a local in a block that has ended would
    /// leave the argument naming). Nil otherwise. A nested function's parameter of the name, which
    /// the facts do not show, is not ruled out.
    private func onlyBinding(of name: String, before construction: ConstructionFact, in builder: TypeID,
                             model: ProjectModel) -> ValueFact? {
        guard !name.utf8Contains(UInt8(ascii: ".")), let member = construction.context.member,
              !model.typeAndSuperclasses(of: builder).contains(where: { model[$0]?.property(named: name) != nil }),
              // Nor a parameter of the member, which a local in a block that has ended may shadow.
              !(model[builder]?.functions(named: member) ?? []).contains(where: { $0.parameters.contains { $0.name == name } })
        else { return nil }
        let assignments = (model.assignments[builder] ?? []).filter { $0.context.member == member && $0.target == name }
        guard assignments.count == 1, let declaration = assignments.first, declaration.isDeclaration,
              declaration.location < construction.location,
              // In the same closure, if any: a closure around one only may bind a parameter of the name.
              !(model.closures[builder] ?? []).contains(where: { closure in
                  closure.context.member == member && closure.encloses(declaration.location) != closure.encloses(construction.location)
              })
        else { return nil }
        return declaration.value
    }

    /// Whether an event the builder hands in belongs to an object the builder owns, which goes when it
    /// goes: its own (`rx.viewWillAppear`), its root view's or table's, or one of a stored property it
    /// or a base class of the project keeps (`headerView.avatarView.rx.tapGesture()`, an outlet). Not a
    /// view it holds weakly or borrows (`navigationController!.navigationBar`, `view.window`), which
    /// outlives it.
    private func startsAtItsOwnObject(_ path: String, builder: TypeID, model: ProjectModel) -> Bool {
        let components = ValueFact.members(ofPath: path)
        guard let head = components.first.map(String.init) else { return false }
        if head == "rx" || head == "self" { return true }
        if ["view", "tableView", "collectionView", "navigationItem"].contains(head) {
            return components.count < 2 || components[1] != "window"
        }
        // Its own stored property, or one a class of the project above it declares (`mainView` of a
        // base screen).
        for id in model.typeAndSuperclasses(of: builder) {
            guard let property = model[id]?.property(named: head) else { continue }
            guard property.isStored, !property.isStatic, !StrongSelfCaptureRule.holdsASharedObject(property) else { return false }
            return property.ownership.isOwning || property.attributes.contains("@IBOutlet")
        }
        return false
    }

    /// Whether a stored property starts out holding an object some type shares (`let session =
    /// SessionManager.shared`, `NotificationCenter.default`): a static member of a type, written with
    /// the type's name. Such an object outlives whoever keeps it.
    static func holdsASharedObject(_ property: PropertyFact) -> Bool {
        switch property.initializer {
        case .reference(let path)?, .call(let path)?, .callChain(let path)?:
            return path.utf8Contains(UInt8(ascii: ".")) && StrongSelfCaptureRule.isTypeName(path)
        default:
            return false
        }
    }

    /// Whether the builder of an input hands a closure that keeps it strongly to an operator of an
    /// event's chain (`titleButton.rx.tap.map { self.titleButton.currentTitle }`): the stream then keeps
    /// the screen, whose button, and so whose event, is never freed. Any such closure of the member
    /// after the construction counts; the facts do not show where the argument ends.
    private func handsItselfToAnOperator(of path: String, member: String?, after location: SourceLocation, in builder: TypeID,
                                         model: ProjectModel) -> Bool {
        let members = Set(ValueFact.members(ofPath: path).map(String.init))
        let keepsBuilder = (model.closures[builder] ?? []).contains { closure in
            guard closure.context.member == member, closure.location > location,
                  case .argument(let callee, _, _) = closure.destination, members.contains(callee) else { return false }
            return closure.selfCapture == .strong || closure.referencesSelf && closure.selfCapture == nil
        }
        if keepsBuilder { return true }
        // A bound method of the builder, or the builder itself, handed to an operator
        // (`rx.tap.map(currentTitle)`, `.withLatestFrom(self.title)` on a property of it).
        guard let type = model[builder] else { return false }
        return (model.calls[builder] ?? []).contains { call in
            guard call.context.member == member, call.location > location, members.contains(call.name) else { return false }
            return call.arguments.contains { argument in
                guard case .reference(let name) = argument.value else { return false }
                return name == "self" || !type.functions(named: name).isEmpty
            }
        }
    }

    /// The member of a closure of a chain kept in `self`'s own bag (`.disposed(by:)`) and the plain
    /// paths the chain starts from (`operatorChainHeads` on a computed receiver), a local the member
    /// binds to the stream read as its path (`let allTriggered = input.allTrigger`); nil for another
    /// closure. A flattening operator keeps its closure until the streams it made end too, after the
    /// source has (`flatMap { … request.catch { _ in .never() } }`): its closure, or a chain through
    /// it, counts only when the facts show that every stream the closure makes ends on its own
    /// (`makesOnlyEndingStreams`).
    private func bagChainHeads(of closure: ClosureFact, base: String?, in type: ProjectType, facts: MemberFacts,
                               context: RuleContext) -> (member: String, heads: [String])? {
        guard let member = closure.context.member, closure.chainedCalls.contains(where: { $0.name == "disposed" }),
              case .argument(let callee, _, _) = closure.destination
        else { return nil }
        let endsWhenItsSourceEnds = { (flattening: ClosureFact) in
            self.makesOnlyEndingStreams(flattening, member: member, in: type, facts: facts, context: context)
        }
        let model = context.model
        guard !StrongSelfCaptureRule.flatteningOperators.contains(callee) || endsWhenItsSourceEnds(closure),
              let heads = base == CallFact.computedReceiver
                ? operatorChainHeads(of: closure, callee: callee, member: member, facts: facts,
                                     flattensEndingStreams: endsWhenItsSourceEnds)
                : base.map({ [$0] })
        else { return nil }
        return (member, heads.map { head in
            guard !head.utf8Contains(UInt8(ascii: ".")), let bindings = model.localBindings(head, in: type.id, member: member),
                  bindings.count == 1, case .reference(let path)? = bindings.first else { return head }
            return path
        })
    }

    /// Whether every stream a flattening operator's closure makes ends on its own, so that the operator
    /// lets go of the closure soon after its source has ended (`tap.flatMap { authService.login(…) }`,
    /// with `func login(…) -> Single<Result>`). Read over the closure and the closures in it, but for
    /// those handed to operators that make values (`map`, `do`), whose code makes no stream:
    /// - each call is a chain that starts at a method the declarations say returns one of RxSwift's
    ///   ending traits (`endsOnItsOwn`), on `self`, a property of `self`'s or a local the member
    ///   builds, or at a factory of an ending stream on one of RxSwift's types (`Single.just(x)`), and
    ///   goes on only through operators that keep it ending (`.map { … }.asObservable()`,
    ///   `.andThen(request())`, `.catch { _ in fallback() }`), each handed a closure or a call where
    ///   it takes a stream;
    /// - each closure handed to another operator is an error handler (`catch`) or a nested
    ///   flattening operator, and like the closure itself shows such a chain in it;
    /// - no implicit member called is a stream that never ends (`guard let id else { return
    ///   .never() }`).
    /// A stream written without a call (`.empty()` or `self.relay` returned beside a request) does not
    /// show what it is; a chain beside it is still needed, and a stream returned by name beside one
    /// is the reading's limit.
    private func makesOnlyEndingStreams(_ closure: ClosureFact, member: String, in type: ProjectType,
                                        facts: MemberFacts, context: RuleContext) -> Bool {
        let closures = facts.closures[member] ?? []
        var valueClosures: [ClosureFact] = []
        var streamClosures = [closure]
        for inner in closures.filter({ closure.encloses($0.location) }).sorted(by: { $0.location < $1.location })
        where !valueClosures.contains(where: { $0.encloses(inner.location) }) {
            guard case .argument(let callee, _, _) = inner.destination else { return false }
            if StrongSelfCaptureRule.valueMakingOperators.contains(callee) {
                valueClosures.append(inner)
            } else if StrongSelfCaptureRule.streamMakingOperators.contains(callee) {
                streamClosures.append(inner)
            } else {
                return false
            }
        }
        for made in streamClosures where made.implicitMemberCalls.contains(where: StrongSelfCaptureRule.neverEndingFactories.contains) {
            return false
        }
        // Whether each stream closure shows a chain of its own.
        var shows = [Bool](repeating: false, count: streamClosures.count)
        let calls = (facts.calls[member] ?? []).filter { call in
            closure.encloses(call.location) && !valueClosures.contains { $0.encloses(call.location) }
        }
        // A call written as an argument of a request, not of an operator, is a value the request is
        // handed (`callAPI(router: Router.chat(…))`), no stream of the chain.
        let requestArguments = CallArguments(of: calls.filter { $0.base != CallFact.computedReceiver })
        for call in calls where !requestArguments.contains(call) {
            // A side effect beside the stream (`self.errors.onNext(error)` before `return .empty()`).
            if makesNoValue(call, in: type, model: context.model) { continue }
            if call.base == CallFact.computedReceiver {
                guard StrongSelfCaptureRule.endingPreservingOperators.contains(call.name),
                      call.arguments.allSatisfy({ argument in
                          // An operator that takes a stream or a closure making one takes a call or a
                          // closure here, never a stream by name, a method or a key path
                          // (`andThen(self.relay)`, `flatMap(self.stream(for:))`); an error or a
                          // timeout handed on to another stream may never end (`asDriver(onErrorDriveWith:
                          // .never())`, `timeout(_:other:scheduler:)`).
                          if StrongSelfCaptureRule.streamMakingOperators.contains(call.name) || call.name == "andThen" {
                              switch argument.value {
                              case .closure: return argument.label == nil && call.name != "andThen"
                              case .call: return argument.label == nil && call.name == "andThen"
                              default: return false
                              }
                          }
                          return argument.label == nil || ["onErrorJustReturn", "on"].contains(argument.label)
                      })
                else { return false }
                continue
            }
            if let base = call.base, StrongSelfCaptureRule.endingFactoryTypes.contains(base) {
                guard StrongSelfCaptureRule.endingFactories.contains(call.name),
                      context.model.resolve(base, fromModule: type.id.module, context: type.id).isEmpty
                else { return false }
            } else {
                guard returnsEndingTrait(call, member: member, in: type, facts: facts, context: context) else { return false }
            }
            if let innermost = streamClosures.indices.filter({ streamClosures[$0].encloses(call.location) })
                .max(by: { streamClosures[$0].location < streamClosures[$1].location }) {
                shows[innermost] = true
            }
        }
        return shows.allSatisfy { $0 }
    }

    /// Whether a call hands nothing back, so makes no stream: an observer's event on a subject or
    /// relay (`self.errors.onNext(error)`, `isLoading.accept(true)`), Swift's `print`, or a method that
    /// every declaration on `self`'s type, or on a type of the project's named as the receiver, declares
    /// without a result (`LoadingIndicatorView.hideLoading()`).
    private func makesNoValue(_ call: CallFact, in type: ProjectType, model: ProjectModel) -> Bool {
        // The type whose declarations of the method are read: `self`'s, or the one named as the receiver.
        let receiver: ProjectType
        if let base = call.base {
            guard base != CallFact.computedReceiver else { return false }
            if StrongSelfCaptureRule.observerEvents.contains(call.name) { return true }
            guard base.first?.isUppercase == true, !base.contains("."),
                  let named = model.resolve(base, fromModule: type.id.module, context: type.id).first.flatMap({ model[$0] })
            else { return false }
            receiver = named
        } else {
            receiver = type
        }
        let functions = receiver.functions(named: call.name)
        if functions.isEmpty { return call.base == nil && ["print", "debugPrint"].contains(call.name) }
        return functions.allSatisfy { $0.returnType == nil && !$0.isInitializer }
    }

    /// RxSwift's and RxRelay's events handed to an observer, which return nothing.
    static let observerEvents: Set<String> = ["accept", "onCompleted", "onError", "onNext"]

    /// Whether a call is of a method that every declaration of its name on the receiver's type (its
    /// class hierarchy and protocols) says returns one of RxSwift's ending traits: a method of
    /// `self`'s, or of the declared or built type of a property of `self`'s or of a local the member
    /// builds once (`let authService = AuthService()`). A receiver the closure or one around it is
    /// handed, or captures under a name of its own (`[auth = self.other]`), may be anything.
    private func returnsEndingTrait(_ call: CallFact, member: String, in type: ProjectType,
                                    facts: MemberFacts, context: RuleContext) -> Bool {
        let model = context.model
        let resolve = { (written: String) in
            model.resolve(ProjectModel.stripGenericArguments(written), fromModule: type.id.module, context: type.id)
        }
        // A parameter or a named capture of any closure around the call.
        let isClosureOwn = { (name: String) in
            (facts.closures[member] ?? []).contains { around in
                around.encloses(call.location)
                    && (around.parameters.contains(name) || around.captures.contains { $0.name == name })
            }
        }
        // The declared or built type of a property.
        let heldTypes = { (property: PropertyFact, owner: TypeID) -> [TypeID] in
            if let written = property.typeName { return model.resolveTypeText(written, from: owner).ids }
            if case .construction(let built)? = property.initializer {
                return model.resolve(ProjectModel.stripGenericArguments(built), fromModule: owner.module, context: owner)
            }
            return []
        }
        var receivers: [TypeID] = []
        let parts = call.base.map { $0.split(separator: ".", omittingEmptySubsequences: false).map(String.init) } ?? []
        switch call.base {
        case nil, "self":
            receivers = [type.id]
        case let base? where parts.count == 1 && !isClosureOwn(base):
            if let bindings = model.localBindings(base, in: type.id, member: member) {
                guard bindings.count == 1, case .construction(let built)? = bindings.first else { return false }
                receivers = resolve(built)
            } else if let property = type.property(named: base), !property.isStatic,
                      !model.isLocalOrParameter(base, in: type.id, member: member) {
                receivers = heldTypes(property, type.id)
            } else if type.property(named: base) == nil, !model.isLocalOrParameter(base, in: type.id, member: member) {
                // A type's own static method (`NetworkManager.request(…)`).
                receivers = resolve(base)
            }
        case _? where parts.count == 2 && !isClosureOwn(parts[0]) && type.property(named: parts[0]) == nil
                && !model.isLocalOrParameter(parts[0], in: type.id, member: member):
            // A type's shared instance (`NetworkManager.shared.callAPI(…)`, `static let shared =
            // NetworkManager()`): its static property's declared or built type.
            for holder in resolve(parts[0]) {
                guard let property = model[holder]?.propertyOrStaticProperty(named: parts[1]), property.isStatic else { return false }
                receivers += heldTypes(property, holder)
            }
        default:
            return false
        }
        guard !receivers.isEmpty else { return false }
        return receivers.allSatisfy { receiver in
            let declarations = StrongSelfCaptureRule.typeFamily(of: receiver, model: model).flatMap { owner in
                (model[owner]?.functions(named: call.name) ?? []).map { (owner, $0) }
            }
            return !declarations.isEmpty && declarations.allSatisfy { owner, function in
                guard let returned = function.returnType else { return false }
                return endsOnItsOwn(returned, from: owner, model: model)
            }
        }
    }

    /// Whether a written result type is one of RxSwift's traits that end after one element or an error
    /// (`Single<Session>`, `RxSwift.Completable`), read where the function is declared: not a type or
    /// type alias of the project's of that name (`Net.Single` beside `Net.Client`, `typealias
    /// Single<T> = Observable<T>`).
    private func endsOnItsOwn(_ written: String, from owner: TypeID, model: ProjectModel) -> Bool {
        let name = ProjectModel.stripGenericArguments(written.trimmingCharacters(in: .whitespaces))
        let simple = name.hasPrefix("RxSwift.") ? String(name.dropFirst("RxSwift.".count)) : name
        return StrongSelfCaptureRule.endingTraits.contains(simple)
            && model.resolve(simple, fromModule: owner.module, context: owner).isEmpty
            && model.aliasedTypeText(simple, from: owner) == nil
    }

    /// Whether a chain kept in `self`'s own bag starts at an RxCocoa event of the view `self` holds
    /// weakly (`self.view?.skipButtonTapped.subscribe { self… }` in a presenter with `weak var view:
    /// OnboardingViewProtocol?`, the view's property handing out its button's `rx.tap`;
    /// `controlEventProperties`), directly, through a local bound to it (`if let done =
    /// view?.onDone`) or through operators that pass its end on (`operatorChainHeads`), and `self`
    /// keeps no view or view controller strongly. The view, which keeps `self`, is freed with its
    /// controls; their events complete, the subscription is disposed and the closure lets `self` go.
    private func endsWithTheWeakViewItComesFrom(_ closure: ClosureFact, base: String?, in type: ProjectType,
                                                controlEventProperties: Set<String>, facts: MemberFacts,
                                                context: RuleContext) -> Bool {
        guard let (member, heads) = bagChainHeads(of: closure, base: base, in: type, facts: facts, context: context),
              !heads.isEmpty,
              // A screen or view subscribed to its own control (`@IBOutlet weak var button`) keeps that
              // control through its view hierarchy as long as it lives: the cycle is real.
              !StrongSelfCaptureRule.isScreenOrView(type.id, model: context.model)
        else { return false }
        let model = context.model
        for head in heads {
            let components = head.split(separator: ".")
            guard let holder = components.first, components.count >= 2,
                  let property = type.property(named: String(holder)), holdsWeakly(property, in: type, model: model),
                  !model.isLocalOrParameter(String(holder), in: type.id, member: member),
                  // The view that keeps `self`: one of the project's screens or views, not a control of
                  // UIKit's, and not a cell or reusable view, which is reused and never freed.
                  let written = property.typeName, isFreedView(written, from: type.id, model: model),
                  StrongSelfCaptureRule.isEventEndingWithItsObject(head, controlEventProperties: controlEventProperties)
            else { return false }
        }
        return !keepsStrongly(in: type, model: model) { text, resolved in
            model.typeReference(text).names.contains(where: ProjectModel.isViewObjectName)
                || resolved.contains { model.uiFrameworkSuperclass(of: $0) != nil }
        }
    }

    /// Whether an instance property of `self`'s holds its object without keeping it: a stored one that
    /// is weak or unowned, or a computed one that reads nothing but such a property of its class or a
    /// base class of the project (`var view: ListViewProtocol? { baseView as? ListViewProtocol }` in a
    /// subclass of a presenter with `weak var baseView`), which hands out what that property holds.
    private func holdsWeakly(_ property: PropertyFact, in type: ProjectType, model: ProjectModel) -> Bool {
        guard !property.isStatic else { return false }
        if property.isStored { return !property.ownership.isOwning }
        guard property.initializer == nil, property.references.count == 1, let read = property.references.first,
              read != property.name else { return false }
        for id in model.typeAndSuperclasses(of: type.id) {
            guard let declared = model[id]?.property(named: read) else { continue }
            return declared.isStored && !declared.isStatic && !declared.ownership.isOwning
        }
        return false
    }

    /// Whether a written type names only the project's screens and views that are freed when shown no
    /// more: its classes, or a protocol's adopters, all descend from a view controller or a view, and
    /// none from a table's or collection's cell or reusable view (a cell is reused, never freed).
    private func isFreedView(_ written: String, from holder: TypeID, model: ProjectModel) -> Bool {
        let ids = model.resolveTypeText(written, from: holder).ids
        guard !ids.isEmpty else { return false }
        var classes: [TypeID] = []
        for id in ids {
            guard let type = model[id] else { return false }
            if type.kind == .protocol {
                let adopters = model.conformers(of: id).filter { !model.isTestCode($0) }
                guard !adopters.isEmpty else { return false }
                classes += adopters
            } else {
                classes.append(id)
            }
        }
        return classes.allSatisfy { id in
            guard let external = StrongSelfCaptureRule.externalSuperclass(of: id, model: model) else { return false }
            return (ProjectModel.isViewClassName(external) || StrongSelfCaptureRule.isScreenClassName(external))
                && !external.hasSuffix("Cell") && !external.hasSuffix("ReusableView")
        }
    }

    /// The plain paths a chain on a computed receiver starts from, through operators that pass the
    /// stream's end on (`input.tap⏎.withUnretained(self)⏎.subscribe { … }`: `input.tap`), or nil. The
    /// facts link no call to the one before it, so the chain is read from the member's calls before
    /// the closure: each an operator of `completionPreservingOperators` on a computed receiver, on the
    /// same line as the next or the line above, down to one on a plain path, a few lines above at
    /// most, that is not the value of an assignment on its line (`let appeared =
    /// input.tap.asObservable()` ends a statement). A merge of plain paths, which ends once each of
    /// them has, starts from each (`Observable.of(input.exit, input.disappear).merge()`,
    /// `Observable.merge(input.exit, input.disappear)`). Calls inside closures that do not hold this
    /// one (an operator's own closure) are left out. A chain through any other call
    /// (`flatMapLatest`, `disposed`) has no head here, unless it is a flattening operator whose
    /// closure `flattensEndingStreams` (`tap⏎.flatMap { service.login() }⏎.subscribe { … }`).
    private func operatorChainHeads(of closure: ClosureFact, callee: String, member: String, facts: MemberFacts,
                                    flattensEndingStreams: (ClosureFact) -> Bool) -> [String]? {
        // A chain is a few lines long: only the calls and closures just above are read.
        // (A call whose only argument is a trailing closure is at the closure's brace.)
        let window = { (location: SourceLocation) in location.isWithin(16, linesAbove: closure.location) && location <= closure.location }
        let nearby = (facts.closures[member] ?? []).filter { $0.location != closure.location && window($0.location) && !$0.encloses(closure.location) }
        let inWindow = (facts.calls[member] ?? []).filter { call in
            window(call.location) && !nearby.contains { $0.encloses(call.location) }
        }
        // A call written as another's argument after it (`.withLatestFrom(Observable.combineLatest(a,
        // b.compactMap { $0 }))`) is no link of the chain: the stream it makes is only read.
        let arguments = CallArguments(of: inWindow)
        let isArgument = { (call: CallFact) -> Bool in arguments.contains(call) }
        let calls = inWindow.filter { !isArgument($0) }.sorted { $0.location < $1.location }
        guard let own = calls.last, own.name == callee, own.base == CallFact.computedReceiver else { return nil }
        // What a link's arguments span: the calls written in them and the closures handed to calls, which
        // may put lines between it and the next link.
        let spans = inWindow.filter(isArgument).map { (start: $0.location, end: $0.location) }
            + nearby.filter { if case .argument = $0.destination { true } else { false } }.map { (start: $0.location, end: $0.end) }
        // The first line of the arguments written just above a link (the link itself when none are).
        let reach = { (link: SourceLocation) -> SourceLocation in
            var top = link
            while let span = spans.filter({ $0.start < top && $0.end.isWithin(1, linesAbove: top) }).map(\.start).min() { top = span }
            return top
        }
        // A flattening operator passes its source's end on when the streams its closure makes end too:
        // the closure handed to it, written before the chain's next link.
        func letsTheEndThrough(_ call: CallFact, before next: SourceLocation) -> Bool {
            if StrongSelfCaptureRule.completionPreservingOperators.contains(call.name) { return true }
            guard StrongSelfCaptureRule.flatteningOperators.contains(call.name),
                  let handed = nearby.filter({ handed in
                      guard case .argument(let callee, _, _) = handed.destination else { return false }
                      return callee == call.name && call.location < handed.location && handed.location < next
                  }).min(by: { $0.location < $1.location })
            else { return false }
            return flattensEndingStreams(handed)
        }
        var previous = own.location
        var merged = false
        for call in calls.dropLast().reversed() {
            guard let base = call.base else { return nil }
            if base == CallFact.computedReceiver {
                guard letsTheEndThrough(call, before: previous) || call.name == "merge" && !merged,
                      // An operator on the chain's result sits at its name, one line above the next at most.
                      call.location.isWithin(1, linesAbove: reach(previous))
                else { return nil }
                merged = merged || call.name == "merge"
                previous = call.location
                continue
            }
            // The chain's first call sits where its path starts, which may be a line or two above
            // its name (`input.tap⏎.withUnretained(self)`); a merge's may have each stream on a line
            // of its own (`Observable.of(⏎input.exit,⏎input.disappear⏎)⏎.merge()`).
            let isMergeOfStreams = base == "Observable" && call.name == (merged ? "of" : "merge")
            guard call.location.isWithin(min(16, 3 + (isMergeOfStreams ? call.arguments.count : 0)), linesAbove: reach(previous)) else { return nil }
            let startsAStatement = !(facts.assignments[member] ?? []).contains { assignment in
                assignment.location.isOnSameLine(as: call.location) && assignment.location < call.location
            }
            guard startsAStatement else { return nil }
            if isMergeOfStreams {
                let heads = call.arguments.compactMap { argument -> String? in
                    if case .reference(let path) = argument.value { path } else { nil }
                }
                return !heads.isEmpty && heads.count == call.arguments.count ? heads : nil
            }
            guard !merged, letsTheEndThrough(call, before: previous) else { return nil }
            return [base]
        }
        return nil
    }

    /// The calls written as whole arguments of other calls (`router: Router.chat(…)` in `callAPI(…)`),
    /// each by its path and the place of the call it is handed to: the facts link no call to the one
    /// it is an argument of, so one is found by its path, after the call that writes it.
    private struct CallArguments {
        private let written: [(path: String, after: SourceLocation)]

        init(of calls: [CallFact]) {
            written = calls.flatMap { call in
                call.arguments.compactMap { argument -> (path: String, after: SourceLocation)? in
                    if case .call(let path) = argument.value { (path, call.location) } else { nil }
                }
            }
        }

        /// Whether a call on a plain path is one of them.
        func contains(_ call: CallFact) -> Bool {
            guard let base = call.base, base != CallFact.computedReceiver else { return false }
            let path = base + "." + call.name
            return written.contains { $0.path == path && $0.after < call.location }
        }
    }

    /// A field of an input a member is handed: the member, its parameter's position and the field's name.
    private struct InputField {
        let member: String
        let position: Int
        let name: String
    }

    /// The input fields a stream a member subscribes to is, or nil when it may be anything else: a
    /// field of the member's own parameter (`input.viewWillAppear` in `transform(input:)`), or a
    /// parameter of the member that every call, each made by `self` from another of its methods,
    /// fills with such a field of that method's parameter (`showCalendar(trigger: input.calendarTrigger)`).
    private func inputFields(reachedBy path: String, in member: String, of type: ProjectType,
                             context: RuleContext, depth: Int) -> [InputField]? {
        let model = context.model
        let components = path.split(separator: ".").map(String.init)
        let functions = type.functions(named: member)
        guard (1...2).contains(components.count), functions.count == 1,
              let position = functions[0].parameters.firstIndex(where: { $0.name == components[0] }),
              !model.isLocal(components[0], in: type.id, member: member)
        else { return nil }
        if components.count == 2 { return [InputField(member: member, position: position, name: components[1])] }
        guard depth < 2 else { return nil }
        let label = functions[0].parameters[position].label
        var fields: [InputField] = []
        for (owner, call) in context.lifetime.productionCalls(named: member) {
            // Another type's method of this name takes other labels; `self`'s call that leaves the
            // parameter out passes its default, which may be any stream.
            guard let argument = StrongSelfCaptureRule.argument(of: call, label: label, position: position) else {
                if owner == type.id { return nil }
                continue
            }
            guard owner == type.id, call.base == nil || call.base == "self", let caller = call.context.member, caller != member,
                  case .reference(let path) = argument.value,
                  let found = inputFields(reachedBy: path, in: caller, of: type, context: context, depth: depth + 1)
            else { return nil }
            fields += found
        }
        return fields.isEmpty ? nil : fields
    }

    /// Whether every production call of `member` (and there is one) hands in, for its parameter at
    /// `position`, an `input` built right there in another type: `Input(…)`, or a local of the
    /// calling member bound only to such a construction. A call by `self` may hand on its own
    /// method's parameter (`bind(input: input)` in `transform(input:)`) when that method is handed
    /// its input the same way. An input written `.init(…)` or handed on from elsewhere may hold any
    /// stream.
    private func handsInOnlyBuiltInputs(_ member: String, parameter position: Int, label: String?, input: TypeID,
                                        in type: ProjectType, context: RuleContext, depth: Int) -> Bool {
        let model = context.model
        // What a construction builds: nil when it is no project type.
        let built = { (written: String, owner: TypeID?) -> [TypeID] in
            model.resolveReadingAliases(ProjectModel.stripGenericArguments(written), fromModule: owner?.module ?? type.id.module,
                                        context: owner)
        }
        var found = false
        for (owner, call) in context.lifetime.productionCalls(named: member) {
            // Another type's method of this name (`presenter.transform(…)`) takes other labels.
            let argument = StrongSelfCaptureRule.argument(of: call, label: label, position: position)
            guard let argument else {
                // `self`'s call that leaves the parameter out passes its default.
                if owner == type.id { return false }
                continue
            }
            if owner == type.id {
                // `self` hands the input it is given on to a method of its own (`bind(input: input)`).
                guard depth < 2, call.base == nil || call.base == "self", let caller = call.context.member, caller != member,
                      case .reference(let name) = argument.value, !name.utf8Contains(UInt8(ascii: ".")),
                      case let callers = type.functions(named: caller), callers.count == 1,
                      let forwarded = callers[0].parameters.firstIndex(where: { $0.name == name }),
                      !model.isLocal(name, in: type.id, member: caller),
                      model.resolveTypeText(callers[0].parameters[forwarded].typeName, from: type.id).ids == [input],
                      handsInOnlyBuiltInputs(caller, parameter: forwarded, label: callers[0].parameters[forwarded].label,
                                             input: input, in: type, context: context, depth: depth + 1)
                else { return false }
                found = true
                continue
            }
            // The input built for the call: a construction, or a local bound only to constructions.
            var written: [String] = []
            switch argument.value {
            case .construction(ConstructionFact.untypedInit):
                // Typed by the parameter: this input, when the call runs on `self`'s type.
                guard let owner, let isSelfs = isCall(call, in: owner, on: type, context: context) else { return false }
                if isSelfs { found = true }
                continue
            case .construction(let text):
                written = [text]
            case .reference(let name) where !name.utf8Contains(UInt8(ascii: ".")):
                if let bindings = model.localBindings(name, in: owner, member: call.context.member), !bindings.isEmpty {
                    for value in bindings {
                        guard case .construction(let text) = value else { return false }
                        written.append(text)
                    }
                } else if isParameter(name, of: call, in: owner, typedOtherThan: input, context: context) {
                    // Another type's own parameter of another input type, handed on (`super.transform(input: input)`).
                    continue
                } else if let text = builtOnceInput(name, of: call, in: owner, context: context) {
                    // The screen's own input, built once by its property's initial value.
                    written = [text]
                } else {
                    return false
                }
            default:
                return false
            }
            let types = written.map { built($0, owner) }
            // Another view model's `Input` handed to its own method of this name.
            if types.allSatisfy({ !$0.isEmpty && !$0.contains(input) }) { continue }
            guard types.allSatisfy({ $0 == [input] }) else { return false }
            found = true
        }
        return found
    }

    /// The construction a calling type's stored property holds from its initial value on, when the
    /// call names that property (`lazy var input = LoginViewModel.Input(…)`, then
    /// `viewModel.transform(input: input)`) and nothing else touches it: the input is built there,
    /// once, as a local bound to its construction is. Nil when the name is a local or a parameter
    /// there (a closure's too), or the property is static, computed or holds anything else; when
    /// production code assigns a property of the name anywhere; when the calling type sets one of
    /// its fields (`input.next = relay`), calls a method on it or hands it to another call (an
    /// `inout` argument, `retarget(&input)`); or when another of its members mentions it. (A tuple
    /// assignment in the calling member, `(input, count) = (…)`, is not in the facts.)
    private func builtOnceInput(_ name: String, of call: CallFact, in owner: TypeID?, context: RuleContext) -> String? {
        let model = context.model
        let member = call.context.member
        guard let owner, let caller = model[owner], let property = caller.property(named: name),
              property.isStored, !property.isStatic, case .construction(let text)? = property.initializer,
              !model.isLocalOrParameter(name, in: owner, member: member),
              !isClosureParameter(name, at: call.location, in: caller, member: member, context: context),
              context.lifetime.assignmentCount(toPropertyNamed: name) == 0
        else { return nil }
        // The property, or a path through it (`input.next`, `self.input`).
        let isThroughIt = { (path: String) -> Bool in
            let own = path.hasPrefix("self.") ? path.dropFirst(5) : Substring(path)
            return own.split(separator: ".", maxSplits: 1).first.map { $0 == name } ?? false
        }
        let touches = (model.assignments[owner] ?? []).contains { !$0.isDeclaration && isThroughIt($0.target) }
            || (model.calls[owner] ?? []).contains { other in
                other.base.map(isThroughIt) == true
                    || other.location != call.location && other.arguments.contains { argument in
                        if case .reference(let path) = argument.value { return isThroughIt(path) }
                        return false
                    }
            }
            || caller.functions.contains { $0.name != member && $0.references.contains(name) }
            || caller.properties.contains { $0.name != member && $0.name != name && $0.references.contains(name) }
        return touches ? nil : text
    }

    /// Whether `name` is a parameter of the member a call is made in, in another type, whose type is
    /// a project type other than `input`: another view model's input, which it hands on to a method of
    /// the same name (`override func transform(input: Input)` calling `super.transform(input: input)`).
    private func isParameter(_ name: String, of call: CallFact, in owner: TypeID?, typedOtherThan input: TypeID,
                             context: RuleContext) -> Bool {
        let model = context.model
        guard let owner, let caller = call.context.member, let declaring = model[owner] else { return false }
        let functions = declaring.functions(named: caller)
        guard !functions.isEmpty else { return false }
        return functions.allSatisfy { function in
            guard let parameter = function.parameters.first(where: { $0.name == name }) else { return false }
            // A nested type a subclass names as its superclass's (`Input` of the class it overrides).
            let types = model.typeAndSuperclasses(of: owner).lazy
                .map { model.resolveTypeText(parameter.typeName, from: $0).ids }.first { !$0.isEmpty } ?? []
            return !types.isEmpty && !types.contains(input)
        }
    }

    /// Whether a chain's subscription goes into a bag the member is handed (`func transform(input:
    /// Input, cancelBag: CancelBag)`, `….sink { self… }.store(in: cancelBag)`) and no call hands the
    /// member a bag of `self`'s: the subscription, and the closure with it, lives as long as the
    /// caller's bag (the screen that binds its view model passes its own), and `self` keeps neither
    /// the bag nor its owner. Every call of the method must pass a bag by name: another object's own
    /// (`cancelBag`, `self.disposeBag` there) or, in `self`'s class hierarchy, a parameter of the
    /// calling method that is filled the same way (`bindOutput(output:cancelBag: cancelBag)`). A bag
    /// reached through another object (`viewModel.disposeBag`, which may be `self`'s own), a computed
    /// one, `self`'s own property (`.store(in: self.cancelBag)`, which the facts tell from the
    /// parameter), or a method nothing calls: the rule reads the source as keeping it.
    private func isInCallersBag(_ closure: ClosureFact, in type: ProjectType, context: RuleContext) -> Bool {
        guard let member = closure.context.member,
              let bag = StrongSelfCaptureRule.chainBag(of: closure),
              !bag.utf8Contains(UInt8(ascii: "."))
        else { return false }
        return isFilledOnlyByCallers(parameter: bag, of: member, in: type, context: context, depth: 0)
    }

    /// Whether every production call of `member` (and there is one) fills its parameter `name` with a
    /// plain name: outside `self`'s class hierarchy, the caller's own bag; inside it, a parameter of
    /// the calling method that is filled only this way in turn.
    private func isFilledOnlyByCallers(parameter name: String, of member: String, in type: ProjectType,
                                       context: RuleContext, depth: Int) -> Bool {
        let model = context.model
        let functions = type.functions(named: member)
        guard depth < 4, functions.count == 1, !model.isLocal(name, in: type.id, member: member),
              let position = functions[0].parameters.firstIndex(where: { $0.name == name })
        else { return false }
        let label = functions[0].parameters[position].label
        let family = Set(StrongSelfCaptureRule.classHierarchy(of: type.id, model: model))
        var found = false
        for (owner, call) in context.lifetime.productionCalls(named: member) {
            let isOwn = owner.map(family.contains) ?? false
            // A call of another type's method of this name (`presenter.transform(…)` with other labels).
            if !isOwn, call.base == nil || call.base == "self" { continue }
            let argument = StrongSelfCaptureRule.argument(of: call, label: label, position: position)
            guard let argument else {
                if isOwn { return false }
                continue
            }
            guard case .reference(var value) = argument.value else { return false }
            if value.hasPrefix("&") { value.removeFirst() }
            if isOwn {
                // `self.cancelBag` (the facts keep `self.` where a parameter has the name) is `self`'s own.
                guard !value.isEmpty, !value.utf8Contains(UInt8(ascii: ".")),
                      let owner, (call.base == nil || call.base == "self"), let caller = call.context.member, caller != member,
                      let relative = model[owner],
                      isFilledOnlyByCallers(parameter: value, of: caller, in: relative, context: context, depth: depth + 1)
                else { return false }
            } else {
                // The caller's own bag: a stored property of its type, not a local or a computed
                // property that may hand out `self`'s (`let bag = viewModel.cancelBag`), and not an
                // object `self` keeps (a coordinator binding the view model that keeps it).
                if value.hasPrefix("self.") { value.removeFirst(5) }
                guard !value.isEmpty, !value.utf8Contains(UInt8(ascii: ".")), let owner, let caller = model[owner],
                      caller.property(named: value)?.isStored == true,
                      !model.isLocalOrParameter(value, in: owner, member: call.context.member),
                      !keepsStrongly(in: type, model: model, where: { _, ids in ids.contains(owner) })
                else { return false }
            }
            found = true
        }
        return found
    }

    /// Whether one of `self`'s strong stored properties is declared with a type that `matches`, given
    /// as written and as the project types it resolves to.
    private func keepsStrongly(in type: ProjectType, model: ProjectModel,
                               where matches: (_ written: String, _ resolved: [TypeID]) -> Bool) -> Bool {
        type.storedProperties.contains { property in
            guard property.ownership.isOwning, let text = property.typeName else { return false }
            return matches(text, model.resolveTypeText(text, from: type.id).ids)
        }
    }

    /// Whether a chain's subscription goes into a bag the member makes itself and returns, while
    /// `self` is no UI object (`var bag = Set<AnyCancellable>()`, `….sink { self… }.store(in: &bag)`,
    /// `return bag` from a method returning a `Set<AnyCancellable>` or a `DisposeBag` to callers
    /// outside `self`'s class hierarchy): the subscription, and the closure, live as long as the
    /// caller keeps the bag, and `self` keeps neither. The bag must be handed to nothing else and be
    /// the receiver of no call (`bag.forEach { $0.store(in: &cancellables) }`); the facts record no
    /// subscript or compound assignment, so only a method that declares it returns such a bag counts.
    /// A UI object hands what it returns to UIKit, which keeps it with the object (as
    /// `isUnkeptNewLocal` rules); a bag of a local object (`&cell.bag`) is that object's.
    /// `facts`: the type's facts by member, which the caller has at hand (asked for each closure, the
    /// whole type's facts would make the question quadratic in the type's size).
    private func isInUnkeptLocalBag(_ closure: ClosureFact, in type: ProjectType, facts: MemberFacts,
                                    context: RuleContext) -> Bool {
        let model = context.model
        guard let member = closure.context.member,
              let bag = StrongSelfCaptureRule.chainBag(of: closure),
              !bag.utf8Contains(UInt8(ascii: ".")), type.role != .view, model.uiTypeEvidence(type.id) == nil,
              type.property(named: member) == nil,
              case let functions = type.functions(named: member), !functions.isEmpty,
              functions.allSatisfy({ function in
                  function.returnType.map { text in ["Cancellable", "Disposable", "DisposeBag"].contains { text.contains($0) } } ?? false
              }),
              model.isLocal(bag, in: type.id, member: member),
              let bindings = model.localBindings(bag, in: type.id, member: member), !bindings.isEmpty,
              bindings.allSatisfy({ value in
                  switch value {
                  case .construction, .literal: return true
                  default: return false
                  }
              })
        else { return false }
        let reference = ValueFact.reference(bag)
        let isBag = { (path: String?) in path == bag || path?.hasPrefix(bag + ".") == true }
        // Stored nowhere, handed to no call but the chains' own `store(in:)` and `disposed(by:)`, and
        // called on by none.
        if (facts.assignments[member] ?? []).contains(where: { !$0.isDeclaration && $0.value == reference })
            || (facts.calls[member] ?? []).contains(where: { call in
                isBag(call.base) || StrongSelfCaptureRule.bagLabels[call.name] == nil && call.arguments.contains { $0.value == reference }
            })
            || (facts.constructions[member] ?? []).contains(where: { $0.arguments.contains { $0.value == reference } })
        { return false }
        return !isResultReadInFamily(of: member, in: type, context: context)
    }

    /// Whether the method `caller` of `type` (`self`'s class or one above or below it) uses the result
    /// of the factory `member` only as the value of assignments to its weak or unowned stored
    /// properties (`pickerController = makePicker()`), calling it nowhere else.
    private func keepsResultOnlyWeakly(of member: String, in type: ProjectType, caller: String, context: RuleContext) -> Bool {
        let model = context.model
        let calls = (model.calls[type.id] ?? []).filter {
            $0.context.member == caller && $0.name == member && ($0.base == nil || $0.base == "self")
        }
        guard !calls.isEmpty, type.functions(named: caller).count == 1 else { return false }
        let assignments = (model.assignments[type.id] ?? []).filter {
            $0.context.member == caller && !$0.isDeclaration && ($0.value == .call(member) || $0.value == .call("self.\(member)"))
        }
        var weakProperties: [String] = []
        let onlyWeak = calls.allSatisfy { call in
            assignments.contains { assignment in
                guard assignment.location.isOnSameLine(as: call.location), let name = ProjectModel.ownPropertyName(assignment.target),
                      let property = type.property(named: name), property.isStored, !property.ownership.isOwning else { return false }
                weakProperties.append(name)
                return true
            }
        }
        // Nor may the type read the weak property back into strong storage of its own
        // (`current = pickerController`, `history.append(pickerController)`).
        let isOwnStored = { (path: String?) -> Bool in
            guard let path, let name = ProjectModel.ownPropertyName(path), let property = type.property(named: name) else { return false }
            return property.isStored && property.ownership.isOwning
        }
        let readsBack = weakProperties.contains { name in
            let values: Set<ValueFact> = [.reference(name), .reference("self.\(name)")]
            return (model.assignments[type.id] ?? []).contains { !$0.isDeclaration && values.contains($0.value) && isOwnStored($0.target) }
                || (model.calls[type.id] ?? []).contains { call in
                    isOwnStored(call.base) && call.arguments.contains { values.contains($0.value) }
                }
        }
        return onlyWeak && !readsBack
    }

    /// Whether the target is a property of a system operation this member builds and only enqueues
    /// (`let query = CKQueryOperation(query: q)`, `query.recordMatchedBlock = { self… }`,
    /// `database.add(query)`; `queue.addOperation(operation)`): an operation queue or a CloudKit
    /// database keeps an operation until it finishes and then lets it go, so the closure's reference
    /// to `self` lasts while the work runs, as a completion handler's does. Not when the member stores
    /// the operation, hands it to anything else, returns it, or a kept closure uses it (the operation
    /// then keeps itself through its own handler).
    private func isEnqueuedLocalOperation(_ target: String, in type: ProjectType, member: String?, context: RuleContext) -> Bool {
        let parts = target.split(separator: ".")
        guard let member, parts.count == 2 else { return false }
        let local = String(parts[0])
        let model = context.model
        guard let declared = model.localBindings(local, in: type.id, member: member), !declared.isEmpty else { return false }
        // A local declared with its type is set on each branch (`let op: CKQueryOperation`, then `op =
        // CKQueryOperation(cursor: cursor)` or `op = CKQueryOperation(query: query)`).
        let bindings = declared.contains(.unset)
            ? (model.assignments[type.id] ?? []).filter { $0.context.member == member && !$0.isDeclaration && $0.target == local }.map(\.value)
            : Array(declared)
        var built: [String] = []
        for value in bindings where value != .unset {
            // A system class: named `…Operation`, and none of the project's (which may keep its handlers).
            guard case .construction(let name) = value else { return false }
            let typeName = ProjectModel.stripGenericArguments(name)
            guard ProjectModel.lastComponent(of: typeName).hasSuffix("Operation"),
                  model.resolve(typeName, fromModule: type.id.module, context: type.id).isEmpty else { return false }
            built.append(ProjectModel.lastComponent(of: typeName))
        }
        let reference = ValueFact.reference(local)
        let calls = (model.calls[type.id] ?? []).filter { $0.context.member == member && $0.arguments.contains { $0.value == reference } }
        guard !calls.isEmpty,
              calls.allSatisfy({ StrongSelfCaptureRule.enqueuingCalls.contains($0.name) && $0.arguments.count == 1
                                  && isQueue($0.base, in: type, context: context) }),
              !(model.constructions[type.id] ?? []).contains(where: { $0.context.member == member && $0.arguments.contains { $0.value == reference } }),
              !(model.assignments[type.id] ?? []).contains(where: { $0.context.member == member && !$0.isDeclaration && $0.value == reference }),
              !isMentionedInKeptClosure(local, in: type, member: member, model: model)
        else { return false }
        // A member that returns what may be the operation (as `Operation`, `Any`…) may return it to a
        // caller that keeps it; one that returns what it fetched (`[CKRecord]`, `(Int, CKQueryOperation.Cursor?)`)
        // does not.
        let functions = type.functions(named: member)
        return !built.isEmpty && !functions.isEmpty && type.property(named: member) == nil
            && functions.allSatisfy { function in function.returnType.map { !StrongSelfCaptureRule.mayBeOperation($0) } ?? true }
    }

    /// Whether a type written as a member's result may hold an operation: unless each type it names is
    /// a plain value of the standard library or Foundation, CloudKit's record, or a type nested in an
    /// operation (`(Int, CKQueryOperation.Cursor?)`, `[CKRecord]`), it may be the operation itself or a
    /// protocol the operation adopts (`-> Cancellable`).
    static func mayBeOperation(_ written: String) -> Bool {
        written.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }).contains { name in
            let components = name.split(separator: ".")
            if components.count > 1, components.dropLast().contains(where: { $0.hasSuffix("Operation") }) { return false }
            return !operationFreeResults.contains(String(name))
        }
    }

    /// Result types that are never an operation.
    static let operationFreeResults: Set<String> = [
        "Void", "Bool", "Int", "Int32", "Int64", "UInt", "Double", "Float", "String", "Data", "Date", "URL", "UUID",
        "Array", "Dictionary", "Set", "Optional", "CKRecord", "CKRecord.ID",
    ]

    /// Whether a call's receiver may be an operation queue or a CloudKit database, which let an
    /// operation go once it has finished: something other than `self`, and not one of `self`'s
    /// properties that is visibly a collection (`running.add(operation)` on an `NSMutableSet`) or one
    /// of the project's own types (a tracker that keeps what it is given).
    private func isQueue(_ base: String?, in type: ProjectType, context: RuleContext) -> Bool {
        guard let base, base != "self", base != "super" else { return false }
        guard let name = ProjectModel.ownPropertyName(base), let property = type.property(named: name) else { return true }
        let model = context.model
        var written: [String] = property.typeName.map { [$0] } ?? []
        if case .construction(let built)? = property.initializer { written.append(built) }
        return !written.contains { text in
            text.hasPrefix("[") || StrongSelfCaptureRule.collectionTypes.contains(ProjectModel.stripGenericArguments(text).replacingOccurrences(of: "?", with: ""))
                || !model.resolveTypeText(text, from: type.id).ids.isEmpty
        }
    }

    /// Collections of Swift and Foundation that keep what is added to them.
    static let collectionTypes: Set<String> = ["Array", "Set", "Dictionary", "NSMutableArray", "NSMutableSet",
                                               "NSHashTable", "NSMapTable", "NSMutableOrderedSet", "NSPointerArray"]

    /// The calls that put an operation on a queue that lets it go once it has finished: `OperationQueue`'s
    /// `addOperation(_:)`, `CKDatabase`'s and `CKContainer`'s `add(_:)`.
    static let enqueuingCalls: Set<String> = ["add", "addOperation"]

    /// Whether the member is the type's own (`static func`, `class func`, a static property's
    /// initialiser): there `self` is the type, which no closure keeps alive.
    static func isTypeMember(_ member: String?, of type: ProjectType) -> Bool {
        // An instance property of the name is an instance member, whatever static function shares it.
        guard let member, type.property(named: member) == nil else { return false }
        // Functions of the name: all static. Most members are an instance method, found in one pass.
        if type.containsFunction(named: member, where: { !$0.isStatic }) { return false }
        if type.containsFunction(named: member) { return true }
        return type.propertyOrStaticProperty(named: member)?.isStatic == true
    }

    /// An Objective-C source or header (`.m`, `.mm`, `.h`).
    static func isObjectiveCSource(_ path: String) -> Bool {
        path.hasSuffix(".m") || path.hasSuffix(".mm") || path.hasSuffix(".h")
    }

    /// Whether a member may let anything keep its local object: it stores it anywhere, hands it to a
    /// call or a construction, gives it something of `self`'s through its own calls
    /// (`view.install(in: container)`), or stores into `self` a value or a closure the facts cannot
    /// see into (`views = [header]`, `pending = { toast.show() }`).
    private func mayKeep(_ local: String, in type: ProjectType, member: String, context: RuleContext) -> Bool {
        let model = context.model
        let reference = ValueFact.reference(local)
        let givesSelf = { (argument: ArgumentFact) -> Bool in
            guard case .reference(let path) = argument.value else { return false }
            let root = String(path.prefix { $0 != "." })
            return root == "self" || (type.property(named: root)?.isStored == true && !isShadowed(root, in: type, member: member, context: context))
        }
        let storesIntoSelf = { (target: String, value: ValueFact) -> Bool in
            guard let name = ProjectModel.ownPropertyName(target), type.property(named: name) != nil,
                  !model.isLocal(name, in: type.id, member: member) else { return false }
            switch value {
            case .reference, .literal, .implicitMember: return false  // `status = .failed` holds no object
            default: return true
            }
        }
        return (model.assignments[type.id] ?? []).contains { assignment in
            assignment.context.member == member && !assignment.isDeclaration
                && (assignment.value == reference || storesIntoSelf(assignment.target, assignment.value))
        }
            || handsOn(reference, in: type, member: member, model: model)
            || (model.calls[type.id] ?? []).contains { call in
                call.context.member == member && call.base == local && call.arguments.contains(where: givesSelf)
            }
            || isMentionedInKeptClosure(local, in: type, member: member, model: model)
            || (model.closures[type.id] ?? []).contains { closure in
                guard closure.context.member == member else { return false }
                switch closure.destination {
                case .assigned(let target): return ProjectModel.ownPropertyName(target).map { type.property(named: $0) != nil } ?? false
                case .declared(_, let isProperty): return isProperty
                default: return false
                }
            }
    }

    /// Whether a closure that is kept uses the local declared outside it: one stored into the local
    /// itself (`timer.eventHandler = { …; timer.proceed() }`: the timer keeps the handler, which keeps
    /// the timer), into `self`, or handed to an API that keeps it. Whatever keeps that closure keeps
    /// the object alive. A closure run once and let go (`queue.async { task.run() }`) keeps it only
    /// until it has run.
    /// With `byOwnerOnly`, only a closure `self` keeps counts: one the local keeps itself (`vc.completion
    /// = { vc.dismiss() }`) makes the local keep itself, not `self` keep it.
    private func isMentionedInKeptClosure(_ local: String, in type: ProjectType, member: String, model: ProjectModel,
                                          facts: MemberFacts? = nil, byOwnerOnly: Bool = false) -> Bool {
        // Grouped by member when the caller has them: asked for each closure, the whole type's facts
        // made the question quadratic in the type's size.
        let assignments = facts.map { ArraySlice($0.assignments[member] ?? []) } ?? (model.assignments[type.id] ?? [])
        let closures = facts.map { ArraySlice($0.closures[member] ?? []) } ?? (model.closures[type.id] ?? [])
        let calls = facts.map { ArraySlice($0.calls[member] ?? []) } ?? (model.calls[type.id] ?? [])
        let constructions = facts.map { ArraySlice($0.constructions[member] ?? []) } ?? (model.constructions[type.id] ?? [])
        let declarations = assignments.filter { $0.isDeclaration && $0.target == local && $0.context.member == member }.map(\.location)
        let kept = closures.filter { closure in
            guard closure.context.member == member, !declarations.contains(where: closure.encloses) else { return false }
            switch closure.destination {
            case .assigned(let target):
                return !byOwnerOnly && target.prefix { $0 != "." } == local
                    || (ProjectModel.ownPropertyName(target).map { type.property(named: $0) != nil } ?? false)
            case .declared(_, let isProperty):
                return isProperty
            case .argument(let callee, let base, let label):
                return StrongSelfCaptureRule.isRetainingAPI(callee: callee, base: base, label: label)
            case .invoked, .other:
                return false
            }
        }
        guard !kept.isEmpty else { return false }
        let inside = { (location: SourceLocation) in kept.contains { $0.encloses(location) } }
        let names = { (path: String?) in
            guard let path else { return false }
            return path == local || (path.hasPrefix(local) && path.utf8.dropFirst(local.utf8.count).first == UInt8(ascii: "."))
        }
        let mentions = { (value: ValueFact) in
            if case .reference(let path) = value { return names(path) }
            return false
        }
        return calls.contains { call in
            call.context.member == member && inside(call.location) && (names(call.base) || call.arguments.contains { mentions($0.value) })
        }
            || assignments.contains { assignment in
                assignment.context.member == member && inside(assignment.location) && (names(assignment.target) || mentions(assignment.value))
            }
            || constructions.contains { construction in
                construction.context.member == member && inside(construction.location) && construction.arguments.contains { mentions($0.value) }
            }
    }

    /// A call of one of `self`'s methods whose body builds an object of the type it returns and only
    /// returns it (`func makePermissionsView() -> PermissionsView { let view = PermissionsView(); …;
    /// return view }`). The most specific declaration counts: `self`'s own, else its superclasses',
    /// else a protocol extension's. A factory that keeps or hands on what it builds, or reads a stored
    /// property of the type it returns (`cached ?? TravelView()`), may return a kept object.
    private func isOwnFactoryCall(_ value: ValueFact, of type: ProjectType, context: RuleContext) -> Bool {
        guard case .call(let name) = value, !name.utf8Contains(UInt8(ascii: ".")) else { return false }
        let model = context.model
        var candidates = model.typeAndSuperclasses(of: type.id)
        for inherited in type.inherited {
            candidates += model.resolve(ProjectModel.stripGenericArguments(inherited), fromModule: type.id.module, context: type.id)
        }
        guard let owner = candidates.first(where: { !(model[$0]?.functions(named: name).isEmpty ?? true) }),
              let declaring = model[owner] else { return false }
        let functions = declaring.functions(named: name)
        return functions.allSatisfy { function in
            guard !function.isStatic, let text = function.returnType else { return false }
            let returned = model.resolveTypeText(text, from: owner).ids
            guard !returned.isEmpty else { return false }
            // Reads a stored property that may hold one already.
            if declaring.storedProperties.contains(where: { property in
                function.references.contains(property.name)
                    && property.typeName.map { !Set(model.resolveTypeText($0, from: owner).ids).isDisjoint(with: returned) } ?? true
            }) { return false }
            let built = (model.constructions[owner] ?? []).filter { construction in
                construction.context.member == name
                    && !Set(model.resolve(ProjectModel.stripGenericArguments(construction.typeName), fromModule: owner.module, context: owner))
                        .isDisjoint(with: returned)
            }
            guard !built.isEmpty else { return false }
            // What it builds is bound to a local only returned, or returned as it is.
            return built.allSatisfy { construction in
                let binding = (model.assignments[owner] ?? []).first { assignment in
                    assignment.isDeclaration && assignment.context.member == name && assignment.location.isOnSameLine(as: construction.location)
                        && assignment.value == .construction(construction.typeName)
                }
                guard let binding else { return model.use(of: construction, in: owner) == .other }
                return !mayKeep(binding.target, in: declaring, member: name, context: context)
            }
        }
    }

    /// Whether a call's receiver is `self` or something `self` keeps: its stored property, unless weak
    /// or unowned, also through a local set to it (`var top = navigationController`). A local made
    /// here (`let navigation = UINavigationController()`) counts as kept unless the member uses it only
    /// as a receiver: handed to a call or stored, `self` may keep it (`present(navigation, …)`,
    /// `pickerNavigation = navigation`). `super` is `self`; an Objective-C ivar (`_navigation`) is its
    /// property's storage.
    private func isKept(_ base: String?, by type: ProjectType, member: String, context: RuleContext, depth: Int = 0) -> Bool {
        guard let base, base != "self", base != "super" else { return true }
        let path = base.hasPrefix("self.") ? base.dropFirst(5) : Substring(base)
        let first = String(path.prefix { $0 != "." })
        if !base.hasPrefix("self."), let bindings = context.model.localBindings(first, in: type.id, member: member), !bindings.isEmpty {
            // `if let navigationController = navigationController` names the property it unwraps.
            let unwrapsProperty = bindings.contains(.reference(first))
            if !unwrapsProperty {
                return depth < 3 && bindings.contains { value in
                    guard case .reference(let aliased) = value else { return !isOnlyReceiver(first, in: type, member: member, context: context) }
                    return isKept(aliased, by: type, member: member, context: context, depth: depth + 1)
                }
            }
        }
        guard let property = type.property(namedOrBackedBy: first), property.isStored else { return false }
        return property.ownership == .strong
    }

    /// Whether the member uses a local only to call methods on it: handed to no call or construction,
    /// the value of no assignment, used by no closure that is kept.
    private func isOnlyReceiver(_ local: String, in type: ProjectType, member: String, context: RuleContext) -> Bool {
        let model = context.model
        let reference = ValueFact.reference(local)
        return !(model.calls[type.id] ?? []).contains { $0.context.member == member && $0.arguments.contains { $0.value == reference } }
            && !(model.constructions[type.id] ?? []).contains { $0.context.member == member && $0.arguments.contains { $0.value == reference } }
            // An alias (`let sheet = navigation`) may be stored in turn; `guard let navigation = navigation` is no alias.
            && !(model.assignments[type.id] ?? []).contains { assignment in
                assignment.context.member == member && assignment.value == reference
                    && !(assignment.isDeclaration && assignment.target == local)
            }
            && !isMentionedInKeptClosure(local, in: type, member: member, model: model)
    }

    /// A value that is a new object: a construction, or a type's static factory (`PinWindow.instance()`).
    static func isNewObject(_ value: ValueFact) -> Bool {
        switch value {
        case .construction: return true
        case .call(let path): return path.contains(".") && isTypeName(path)
        default: return false
        }
    }

    /// `pushViewController`, `present`, `show`, `showDetailViewController`, an alert queue's `push(alert:)`.
    static func isPresentation(_ callee: String) -> Bool {
        callee.hasPrefix("push") || callee.hasPrefix("present") || callee.hasPrefix("show")
    }

    /// A parameter or local of the enclosing member with the method's name hides the method
    /// (`func tab(_ tab: Tab) { other.openingTab = tab }` stores the parameter).
    private func isShadowed(_ name: String, in type: ProjectType, member: String?, context: RuleContext) -> Bool {
        context.model.isLocalOrParameter(name, in: type.id, member: member)
    }

    /// A parameter of a closure around the place has the name (`callback = { mode in fan.mode = mode }`
    /// stores the parameter, not the method `mode()`).
    private func isClosureParameter(_ name: String, at location: SourceLocation, in type: ProjectType, member: String?,
                                    context: RuleContext) -> Bool {
        (context.model.closures[type.id] ?? []).contains { closure in
            closure.context.member == member && closure.encloses(location) && closure.parameters.contains(name)
        }
    }

    /// Whether a timer's block invalidates the timer it is handed (`{ timer in if done {
    /// timer.invalidate() } … }`) and `self` does not keep the timer: the run loop lets go of the timer,
    /// and of the block, once it stops. Kept in `self.timer`, the timer and `self` hold each other
    /// until then, and a restart replaces the reference without stopping the old one.
    private func invalidatesItsTimer(_ closure: ClosureFact, scheduledBy scheduling: CallFact, in type: ProjectType,
                                     context: RuleContext) -> Bool {
        guard let timer = closure.parameters.first else { return false }
        let model = context.model
        let member = closure.context.member
        // What the scheduling call's result is bound to on its line: `self.timer`, or a local that is
        // then stored into `self`.
        let assignments = (model.assignments[type.id] ?? []).filter { $0.context.member == member }
        let intoSelf = { (target: String) -> Bool in
            guard let name = ProjectModel.ownPropertyName(target) else { return false }
            return type.property(named: name) != nil && !model.isLocal(name, in: type.id, member: member)
        }
        let keptBySelf = assignments.contains { assignment in
            guard assignment.location.isOnSameLine(as: scheduling.location) else { return false }
            if !assignment.isDeclaration { return intoSelf(assignment.target) }
            return assignments.contains { !$0.isDeclaration && $0.value == .reference(assignment.target) && intoSelf($0.target) }
        }
        return !keptBySelf && (model.calls[type.id] ?? []).contains { call in
            call.name == "invalidate" && call.base == timer && call.context.member == closure.context.member
                && closure.encloses(call.location)
        }
    }

    /// The `scheduledTimer` call a block is handed to: the last one that starts before its brace.
    private func schedulingCall(of closure: ClosureFact, in owner: TypeID, context: RuleContext) -> CallFact? {
        (context.model.calls[owner] ?? []).last {
            $0.name == "scheduledTimer" && $0.location.file == closure.location.file && $0.location <= closure.location
        }
    }

    /// A one-shot Timer (`repeats: false`) releases its block after firing.
    static func repeatsIsFalse(_ scheduling: CallFact) -> Bool {
        scheduling.arguments.contains { $0.label == "repeats" && $0.value == .literal("false") }
    }
}
