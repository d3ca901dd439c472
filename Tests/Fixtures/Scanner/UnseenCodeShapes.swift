import Combine
import UIKit

// Shapes the scanner first met on code bases it was not built on, each once, with neutral names:
// the differential test holds the scanner to SwiftSyntax on them.
final class KeywordMembersShapes {
    var icon: UIImage?
    var text: String?

    func keywordsAfterAPeriod(request: Request, pair: (Int, Publisher), items: ([Int], Int)) {
        // A keyword after a period names a member: in a path, a callee's base and a trailing-closure call.
        icon = Access.Level.public.image
        text = Strings.Button.continue
        let error = Failure.internal(reason: "unknown")
        _ = Access.Level.public.image.withRenderingMode(.alwaysTemplate)
        request.fetch().catch { failure in
            print(failure, error)
        }
        // Tuple elements in a callee's base, and a tuple element called.
        for (index, item) in items.0.enumerated() { print(index, item) }
        pair.1(pair.0)
    }
}

class StatementShapes: BaseView {
    private (set) var title: String?
    lazy private (set) var height: CGFloat = { 44 }()
    @Dependency<ScreenIntent>(\.$server)
    var config
    var state: State = .idle
    var backup: State?
    var isShown = false

    override var tintColor: UIColor? {
        get { return super.tintColor }
        set { super.tintColor = newValue }
    }

    var name: String? {
        get { return title }
        set { return self.title = newValue }
    }

    subscript(key: String) -> String? {
        get { storage[key] }
        set { storage[key] = newValue }
    }

    func assignments(flag: Bool) throws {
        // A statement starts after a keyword-named member; `return` and `try` may precede an assignment.
        switch state {
        case .idle:
            state = .internal
            backup = state
        default:
            try backup = load()
        }
        flag ? (isShown = true) : (isShown = false)
    }
}

final class ClosureAndCallShapes: NSObject {
    let pending = CurrentValueSubject<Box<Item>?, Never>(nil)
    var cancellables = Set<AnyCancellable>()
    var format: ((Int) -> String)?
    var label = UILabel()

    func closures(source: AnyPublisher<[Item], Never>, store: Store) {
        // A return type ending in `>?` before `in`: the capture list is still the closure's.
        source
            .compactMap { [weak self] items -> AnyPublisher<[Item], Never>? in
                self?.pending.send(nil)
                return nil
            }
            .sink { _ in }
            .store(in: &cancellables)
        // A trailing closure may open on the line after the arguments.
        store.enumerate(
            .all,
            options: [.reverse])
        { item, _ in
            print(item)
        }
        // In a condition, a closure followed by a member access is a trailing closure, not the body.
        if store.items.filter { $0.isActive }.count > 0 {
            print("active")
        }
    }

    func values(result: Outcome, input: Any?) {
        // Names a pattern binds are not references to existing values.
        if case let Outcome.loaded(items, _) = result {
            print(items)
        }
        if case let Outcome.sized(width: width) = result { print(width) }
        for (key, any) in ["a": 1] { print(key, any as? Int as Any) }
        // `as? T as Any` coerces the cast again: not a cast to one written type.
        print(input as? String as Any)
        label.text = format!(1)
        let target = #selector(handle(_ :))
        let delegate = self as?
            UITableViewDelegate
        print(target, delegate as Any)
    }

    func moreValues(stub: Stub?, layout: Layout, view: UIView) throws {
        // An autoclosure argument may assign; `any` before a type is a keyword, not a name.
        record(defaultCall: stub!.value = 1)
        XCTAssertThrowsError(try load(), "throws", { print($0 is any Error) })
        // A closure literal in a condition is an operand, and the body follows it.
        if let count: Int = { layout.count }() {
            print(count)
        }
        // A generic type's trailing-closure initialiser whose argument is optional.
        let operation = Operation<Box<Item>?> { nil }
        // A postfix operator before a member access (a layout DSL).
        |view|.top(8)
        print(operation)
    }

    @objc func handle(_ sender: Any) {}

    // A `where` clause continued on the next line after a comma.
    func receive<S>(subscriber: S) where S: Subscriber,
        S.Input
        == Item
    {
        print((subscriber as! _Wrapped).inner)
        let subscription = Subscription(subscriber: subscriber)
        subscriber.receive(subscription: subscription)
    }
}

extension [Item]? {
    var isEmptyOrNil: Bool { self?.isEmpty ?? true }
}

extension [String: Item] {
    func names() -> [String] { Array(keys) }
}

struct DirectiveChainShapes: View {
    @State private var name = ""
    var body: some View {
        // Modifiers continued inside `#if` blocks belong to the chain before the directive.
        TextField("Name", text: $name)
            .padding()
#if !EXTENSION
            .keyboardType(.numberPad)
#else
            .textSelection(.enabled)
#endif
    }

    var framed: some View {
        content
        #if os(iOS)
        .toolbar { Text("Done") }
        #endif
    }

    var store: [String: Int] {
        get { storage }
        _modify { yield &storage }
    }

    func sizes(_ value: Int) throws -> Int {
        switch value {
        case let code:
            throw Failure.status(code)
        }
    }
}

struct StyleShapes {
    // A function type's effects on the next line; a `where` clause's function type is no return type.
    private let transform: (Item, Int)
        throws -> Item?

    func stub<M: Matchable>(_ matcher: M) -> Stub<(Bool) -> Void> where M.Matched == (Bool) -> Void {
        let matchers = [wrap(matcher) { $0 }]
        return .init(matchers: matchers)
    }

    // An `if` expression's condition commas do not end the value; nor does a generic type end a line.
    func title(asset: Item?, balance: Int?) -> String {
        let title = if let asset, balance != nil {
            factory.title(asset: asset)
        } else {
            factory.title(asset: nil)
        }
        let wrapper: Wrapper<[Item]>
        wrapper = factory.wrap(title)
        let result: Result<Box<Item>>?
        result = try? factory.result()
        var pending: Wrapper<Item?>?
        pending = factory.pending { [weak self] in self?.finish() }
        print(result as Any, pending as Any)
        return wrapper.text
    }

    static let warning = Self(
        tint: .orange
    )
    let size = MemoryLayout<natural_t>.size
}

#Preview(as: .systemSmall, widget: {
    PreviewWidget()
}, timeline: {
    PreviewEntry(date: .now)
})

// A typed `.init` that a closure called at once returns builds the declared type; one behind a
// capture list, a later statement or a call with arguments does not say which type it builds.
final class ServiceLocator {
    lazy var central: Central = {
        .init(central: Peripheral.central)
    }()
    lazy var router: Router? = { return .init() }()
    lazy var monitor: NetworkMonitor = { [unowned self] in .init(owner: self) }()
    lazy var archive: Archive = try! { try .init(storage: FileStorage()) }()
    lazy var cache: Cache = { .init(limit: $0) }(10)
}

// A computed variable, local or global, declares a name without a value.
private let connectionManager = ConnectionManager()
var currentHandler: WirelessHandler {
    WirelessHandler()
}
func totals(_ items: [Int]) -> Int {
    var total: Int { items.reduce(0, +) }
    return total
}

// `@objc(Name)` names a class for Objective-C; a selector names a method, not the type after it.
@objc(OBAApplication)
public class Application: NSObject {
    @objc(applicationWithConfig:)
    public static func make(config: String) -> Application { Application() }
    @objc(OBALocalHelper) final class Helper: NSObject {}
}
@objc(Application) final class SameNamed: NSObject {}
@objc final class Plain: NSObject {}

// An assignment in the block of an `if` that tests its very target for nil fills an empty slot; an
// `else`, a second condition, another target, a closure, a capture list or a nested type's body does not.
final class Toasts {
    static var shared: Toasts?
    static func install(window: UIWindow) {
        if shared == nil {
            shared = Toasts()
            shared?.window = window
            queue.async { [token = (shared = Toasts())] in shared = Toasts() }
            class Nested { func make() { shared = Toasts() } }
            if ready { shared = Toasts() } else { shared = Toasts() }
        } else if self.shared == nil {
            self.shared = Toasts()
        } else {
            shared = Toasts()
        }
        if shared == nil, ready { shared = Toasts() }
        if shared == nil && ready { shared = Toasts() }
        if other == nil { shared = Toasts() }
        if Self.shared == nil { Self.shared = Toasts() }
        if super.cache == nil { super.cache = Cache() }
        if a?.b == nil { a?.b = B() }
        if package == nil { package = Package() }
        if client == nil { client = Client(token: await fetchToken()) }
        if client == nil {
            let token = await fetchToken()
            client = Client(token: token)
        }
        if open == nil { queue.async { open = Open() } }
        if open == nil {
            func fill() { open = Open() }
            onReset = fill
            open = Open()
        }
        shared = nil
    }
}

// A brace after a call's chain in a condition opens the statement's block, not a trailing closure.
final class ConditionChains {
    var onFinish: ((URL) -> Void)?
    func go(items: [Item]) {
        if let url = items.first(where: { $0.isReady })?.url {
            onFinish?(url)
        }
        guard let data = items.first(where: { $0.isReady })?.load(1) else { return }
        while items.contains(where: { $0.isReady }) { break }
        if items.contains(where: { $0.isReady }) { print(data) }
    }
}

// Chains of calls handed in as arguments (`callChain`), and the ones recorded as `other`.
final class ArgumentChains {
    func bind() {
        viewModel.transform(input: Input(
            tapped: self.header.avatarView.rx.tapGesture().asObservable(),
            swiped: banner.rx.swipeGesture(.left).when(.recognized).share(),
            loaded: try service.load()?.map { $0.id }.first!.refresh(),
            first: items[0].load().value,
            made: UIButton().rx.tap.asObservable(),
            handler: handler?(1).run()))
    }
}

// A subscription thrown away at once (`resultIsDiscarded`), and ones that are kept or used.
final class DiscardedChains {
    func load() {
        _ = Publishers
            .Zip(sessionPublisher, profilePublisher)
            .sink(receiveCompletion: { _ in }, receiveValue: { session, profile in self.finish(session, profile) })
        _ = publisher.sink { value in self.show(value) }
        let _ = try? client.request().sink { value in self.show(value) }
        _ = await stream.values.map { $0 }.first
        _ = [first, second].publisher.sink { self.show($0) }
        _ = .shared.sink { self.show($0) }
        _ = (left ?? right).sink { self.show($0) }
        _ = publisher.sink { self.show($0) }.cancel()
        _ = publisher.sink { self.show($0) } ?? fallback
        cancellable = publisher.sink { value in self.show(value) }
        publisher.sink { value in self.show(value) }.store(in: &bag)
        guard let _ = items.first(where: { $0.isReady }) else { return }
        if let _ = items.first(where: { $0.isReady }) { print("ready") }
    }
}

// The discarded call of an optional method.
final class DiscardedOptionalCalls {
    func load(key: String) {
        let _ = cache.queryImage!(forKey: key, options: []) { image, data in self.show(image) }
        _ = delegate?.fetch(key) { value in self.show(value) }
    }
}

// Nested tuple indices (`$0.1.0`) are references, not a number `1.0`; a range to a fraction stays one.
final class NestedTupleIndices {
    func policies(rows: [(UIImage, (String, String))]) -> [Policy] {
        rows.map { Policy(icon: $0.0, heading: $0.1.0, body: $0.1.1) }
    }
    func scaled(pair: (Int, (Double, Double))) -> Double {
        let fraction = 0...1.5
        return Scale(value: pair.1.0, range: fraction).value
    }
}

// A closure's effects end its parameters: `throws(E)` names no parameter, `_ throws` is no label.
final class ClosureEffects {
    func load() {
        promise.recover { error throws -> Promise<URL> in self.retry(error) }
        promise.map { data, _ throws -> Response in self.decode(data) }
        repository.login = { () async throws(AuthError) -> Token in self.token }
        repository.logout = { session async in self.end(session) }
    }
}

// Observers after a global's or a local's value are accessors, not a trailing closure of the value.
fileprivate var orientation: UIImage.Orientation = .up {
    didSet {
        Logger.general.debug(category: "Crop", message: "orientation: \(orientation)")
    }
}

final class LocalObservers {
    func count() {
        var total = 0 {
            didSet(old) { self.show(old, total) }
        }
        total += 1
        let items = source.map { $0 * 2 }
        show(items)
    }
}

// A loop pattern binds each name, also beside `var` (`(date, var items)`); its type annotation binds none.
final class LoopPatterns {
    func sweep() {
        for (date, var items) in self.groups {
            items.removeAll()
            store(date, items)
        }
        for (key, value): (Any, Any) in pairs {
            if let key = key as? String { print(key, value) }
        }
    }
}

// A selector's operand after `getter:` or `Self.` is mentioned; a statement's label and its jumps are not.
final class SelectorsAndLabels: NSObject {
    func start() {
        let byName = #selector(getter: Contact.fullName)
        center.addObserver(self, selector: #selector(Self.interrupted(_:)), name: .interruption, object: nil)
        search: for row in rows {
            for cell in row.cells where cell.isEmpty {
                if cell.isLast { break search }
                continue search
            }
        }
        condition: if let anchor = anchor as? UIBarButtonItem {
            guard anchor.isEnabled else { break condition }
            use(byName)
        }
    }
    @objc private func interrupted(_ notification: Notification) {}
}

// A re-exported module (an umbrella file of a package split in two).
@_exported import Dispatch

// A closure's parameter named like an accessor (`{ set in set.compactMap … }`) opens no accessor block.
final class AccessorNamedParameters {
    var total: Int = 0 { didSet { render() } }
    var cached: [Int] = [] {
        willSet(next) { print(next) }
    }
    func fetch(passthroughs: [Node]) {
        let matching = passthroughs
            .map { $0.values }
            .map { set in set.compactMap { $0 as? Emoji } }
            .flatMap { $0 }
        let lookup = groups.map { get in get.first }
        show(matching, lookup)
    }
}

// A local's `nonisolated(unsafe)` is a modifier, not a call.
final class UnsafeLocals {
    func configure() {
        nonisolated(unsafe) let service = try? locator.retrieve(AuthService.self)
        nonisolated(unsafe) var received = false
        Task { @MainActor in received = service != nil }
    }
}

// A closure on the line after its callee is a trailing closure, as SwiftParser reads it (Allman style);
// a statement's block on its own line is still a block.
final class AllmanViewModel {
    var cancellables = Set<AnyCancellable>()
    func bind() {
        publisher
            .sink
            { value in
                self.show(value)
            }
            .store(in: &cancellables)
        DispatchQueue.main.async
        {
            self.show(1)
        }
        load(id: 3)
        { result in
            self.show(result)
        }
    }
}

final class AllmanShapes
{
    let container: Container = .init
    {
        $0.register(Service.self) { _ in Service() }
    }
    var total: Int
    {
        items.count
    }
    func render() -> some View
    {
        VStack
        {
            Button(action: {
                self.isClearing = true
            })
            {
                Text("Clear")
            }.alert(isPresented: $isClearing)
            {
                Alert(title: Text("Clear?"))
            }
        }
        .alert("Done", isPresented: $done)
        {
            Button("OK") { self.dismiss() }
        } message: {
            Text("Saved")
        }
    }
    func check(items: [Int])
    {
        if items.isEmpty
        {
            return
        }
        else
        {
            print(items)
        }
        guard let first = items.first else
        {
            return
        }
        for item in items where item > first
        {
            print(item)
        }
        switch first
        {
        case 1: print("one")
        default: break
        }
        while items.count > 3
        {
            break
        }
        do
        {
            try run()
        }
        catch
        {
            print(error)
        }
        let handler = makeHandler
        {
            self.show(1)
        }
        func local() -> Int
        {
            1
        }
        var computed: Int
        {
            2
        }
        handler(local() + computed)
    }
}

// A cast's generic type ends where its expression does; the operand of `try` may follow on the next line.
final class CastsAndTries {
    func receive(_ result: Any?, response: Response?) throws {
        guard let items = result as? Array<Dictionary<String, Any>> else { return }
        if let table = result as? Dictionary<String, Dictionary<String, Any>>, table.isEmpty { return }
        let body = try
            response?.map(ErrorResponse.self)
        let value = try?
            decoder.decode(Item.self, from: data)
        show(items, body, value)
    }
}

// A dependency client's `Self { … } leave: { … }`: the type's initialiser with trailing closures.
struct MeetingClient {
    var join: (Int) async throws -> Bool
    var leave: (Int) async -> Void
    static let networkService = NetworkService()
    static var liveValue = Self { meetingID in
        try await networkService.join(meetingID)
    } leave: { meetingID in
        await networkService.leave(meetingID)
    }
    static let testValue = Self(join: { _ in true }, leave: { _ in })
}

// A cell registration's generic arguments on the line after its type's name.
final class RegistrationScreen: UIViewController {
    var dataSource: HomeDataSource?
    func setupDataSource() {
        let emptyCellRegistration = UICollectionView.CellRegistration
        <EmptyCell, HomeSectionItem> { [weak self] cell, _, item in
            guard self != nil else { return }
            cell.bind(item)
        }
        dataSource = HomeDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: emptyCellRegistration, for: indexPath, item: item)
        }
    }
}

// A trailing closure labelled with a keyword (`} catch: { … }`) is no `catch` block.
final class KeywordLabels {
    func apply() {
        Task.catching {
            try await self.applyUseCase()
            self.send(.refresh)
        } catch: { @MainActor error in
            Toast.make(text: error.localizedDescription)
        }
    }
}
