import UIKit
import struct Foundation.Date

protocol ListOrdersRoutingLogic: AnyObject {
    var dataStore: ListOrdersDataStore? { get set }
    func routeToDetail(segue: UIStoryboardSegue?)
}

protocol ListOrdersDataStore {
    var orders: [Order] { get }
}

struct Order: Hashable {
    let id: Int
    var title: String
}

enum ListOrders {
    enum Fetch {
        struct Request {}
        struct Response { let orders: [Order] }
        struct ViewModel {
            struct DisplayedOrder { let title: String }
            var displayedOrders: [DisplayedOrder]
        }
    }
    case loading, loaded([Order])
    indirect case nested(ListOrders)
}

final class ListOrdersViewController: UIViewController, ListOrdersDisplayLogic {
    var interactor: ListOrdersBusinessLogic?
    var router: (NSObjectProtocol & ListOrdersRoutingLogic & ListOrdersDataPassing)?
    weak var delegate: ListOrdersDelegate?
    unowned(unsafe) var owner: AnyObject
    unowned let coordinator: OrdersCoordinator
    var first, second: Int
    var a = 1, b = "two"
    lazy var worker = ListOrdersWorker(service: OrderService())
    static let identifier = "ListOrders"
    class var storyboardName: String { "Orders" }
    var displayed: [ListOrders.Fetch.ViewModel.DisplayedOrder] = [] {
        didSet { tableView.reloadData() }
        willSet(newOrders) { print(newOrders.count) }
    }
    var total: Int {
        get { displayed.count }
        set { print(newValue) }
    }
    private let formatter: DateFormatter = .init()
    private var cache: [String: [Order]]? = nil
    let tableView = UITableView(frame: .zero, style: .plain)

    init(coordinator: OrdersCoordinator, owner: AnyObject) {
        self.coordinator = coordinator
        self.owner = owner
        first = 0
        second = 0
        super.init(nibName: nil, bundle: nil)
        setup()
    }

    required init?(coder: NSCoder) { fatalError() }

    private func setup() {
        let viewController = self
        let interactor = ListOrdersInteractor()
        let presenter = ListOrdersPresenter()
        let router = ListOrdersRouter()
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        if let interactor = interactor, displayed.isEmpty {
            interactor.fetch(request: ListOrders.Fetch.Request())
        } else if case .loaded(let orders) = ListOrders.loading {
            print(orders)
        }
        guard let router else { return }
        for order in displayed where !order.title.isEmpty {
            print(order)
        }
        switch ListOrders.loading {
        case .loading: break
        case let .loaded(orders): print(orders.count)
        case .nested: print("nested")
        }
        repeat {
            first += 1
        } while first < 3
        while second < 2 { second += 1 }
        do {
            try perform()
        } catch let error as NSError {
            print(error)
        } catch {
            print(error)
        }
        defer { print("done") }
        router.routeToDetail(segue: nil)
        let sorted = displayed.sorted { $0.title < $1.title }.map(\.title)
        let filtered = displayed.filter({ item in item.title.count > 2 }).first
        UIView.animate(withDuration: 0.3, animations: {
            self.view.alpha = 1
        }) { _ in
            self.view.layoutIfNeeded()
        }
        UIView.animate(withDuration: 0.2) {
            self.view.alpha = 0
        } completion: { [weak self] finished in
            self?.finish(finished)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in
            self?.reload()
        }
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        print(sorted, filtered as Any)
    }

    func perform() throws {}
    func finish(_ finished: Bool) {}
    func reload() {}

    func makeHandler() -> () -> Void {
        func nested(value: Int = 0) -> Int { value * 2 }
        let handler: () -> Void = { [unowned self, value = nested()] in
            self.reload()
            print(value)
        }
        return handler
    }

    subscript(index: Int) -> Order? { nil }
    deinit { print("deinit") }
}

extension ListOrdersViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { displayed.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = displayed[indexPath.row].title
        return cell
    }
}

extension Array where Element == Order {
    var titles: [String] { map(\.title) }
}

public actor OrderCache<Key: Hashable, Value> {
    private var storage: [Key: Value] = [:]
    func value(for key: Key) -> Value? { storage[key] }
}

final class OrdersCoordinator {
    var childCoordinators: [AnyObject] = []
    lazy var service: OrderService = { OrderService() }()
    let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in }
    var onDone: (() -> Void)?

    func start() {
        let child = OrdersCoordinator()
        childCoordinators.append(child)
        child.onDone = { [weak self, weak child] in
            guard let self, let child else { return }
            self.childCoordinators.removeAll { $0 === child }
        }
        let ___VARIABLE_sceneName___ViewController = UIViewController()
        print(___VARIABLE_sceneName___ViewController)
        let result = Result<Int, Error>.success(1)
        let value = try? result.get()
        let list = Array<Order>()
        print(value as Any, list)
    }
}
