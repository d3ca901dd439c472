import Foundation

/// Source text for a synthetic Clean Swift + DI app: realistic shapes, every literal form, and a
/// few violations per hundred scenes so the rules have work to do.
public enum SyntheticApp {
    public static func service(_ index: Int) -> String {
        """
        import Foundation

        protocol Service\(index)Protocol: AnyObject {
            func fetch(id: Int, completion: @escaping (Result<[Item\(index)], Error>) -> Void)
        }

        struct Item\(index): Codable, Hashable {
            let id: Int
            let title: String
            let price: Decimal
        }

        final class Service\(index): Service\(index)Protocol {
            private let session: URLSession
            private var cache: [Int: [Item\(index)]] = [:]

            init(session: URLSession = .shared) {
                self.session = session
            }

            func fetch(id: Int, completion: @escaping (Result<[Item\(index)], Error>) -> Void) {
                if let cached = cache[id] {
                    completion(.success(cached))
                    return
                }
                let url = URL(string: "https://example.com/items/\\(id)?service=\(index)")!
                session.dataTask(with: url) { [weak self] data, _, error in
                    if let error {
                        completion(.failure(error))
                        return
                    }
                    let items = (try? JSONDecoder().decode([Item\(index)].self, from: data ?? Data())) ?? []
                    self?.cache[id] = items
                    completion(.success(items))
                }.resume()
            }
        }

        """
    }

    public static func container(scenes: Int, services: Int) -> String {
        var text = "import UIKit\n\nfinal class AppContainer {\n"
        for index in 0..<services {
            text += "    lazy var service\(index): Service\(index)Protocol = Service\(index)()\n"
        }
        text += "}\n\nextension AppContainer {\n"
        for index in 0..<scenes {
            text += """
                    func makeScene\(index)() -> Scene\(index)ViewController {
                        Scene\(index)ViewController(worker: Scene\(index)Worker(service: service\(index % services)))
                    }

                """
        }
        return text + "}\n"
    }

    /// Which scenes carry which planted violation.
    public static func hasStrongPresenter(_ variant: Int) -> Bool { variant % 50 == 7 }
    public static func hasWorkerInInteractor(_ variant: Int) -> Bool { variant % 40 == 3 }
    public static func hasStoredClosure(_ variant: Int) -> Bool { variant % 60 == 11 }

    public static func scene(_ scene: String, service: Int, variant: Int) -> [(String, String)] {
        let strongPresenter = hasStrongPresenter(variant)
        let workerInInteractor = hasWorkerInInteractor(variant)
        let storedClosure = hasStoredClosure(variant)
        return [
            ("Models", """
                import Foundation

                enum \(scene) {
                    enum Load {
                        struct Request {
                            let page: Int
                            var filter: String? = nil
                        }
                        struct Response {
                            let items: [Item\(service)]
                            let hasMore: Bool
                        }
                        struct ViewModel {
                            struct Row: Equatable {
                                let id: Int
                                let title: String
                                let subtitle: String
                            }
                            let rows: [Row]
                            let footer: String
                        }
                    }

                    enum Select {
                        struct Request { let id: Int }
                        struct Response { let item: Item\(service)? }
                        struct ViewModel { let message: String }
                    }
                }

                """),
            ("Interactor", """
                import Foundation

                protocol \(scene)BusinessLogic {
                    func load(request: \(scene).Load.Request)
                    func select(request: \(scene).Select.Request)
                }

                protocol \(scene)DataStore {
                    var items: [Item\(service)] { get }
                    var selected: Item\(service)? { get set }
                }

                final class \(scene)Interactor: \(scene)BusinessLogic, \(scene)DataStore {
                    var presenter: \(scene)PresentationLogic?
                    var worker: \(scene)Worker?
                    private(set) var items: [Item\(service)] = []
                    var selected: Item\(service)?

                    func load(request: \(scene).Load.Request) {
                        \(workerInInteractor ? "worker = \(scene)Worker(service: Service\(service)())" : "// The worker comes from the container.")
                        worker?.load(page: request.page) { [weak self] result in
                            guard let self else { return }
                            switch result {
                            case .success(let items):
                                self.items += items.filter { request.filter == nil || $0.title.contains(request.filter!) }
                                self.presenter?.present(response: \(scene).Load.Response(items: self.items, hasMore: !items.isEmpty))
                            case .failure(let error):
                                print("\(scene) failed: \\(error.localizedDescription)")
                            }
                        }
                    }

                    func select(request: \(scene).Select.Request) {
                        selected = items.first { $0.id == request.id }
                        presenter?.presentSelection(response: \(scene).Select.Response(item: selected))
                    }
                }

                """),
            ("Presenter", """
                import Foundation

                protocol \(scene)PresentationLogic {
                    func present(response: \(scene).Load.Response)
                    func presentSelection(response: \(scene).Select.Response)
                }

                final class \(scene)Presenter: \(scene)PresentationLogic {
                    \(strongPresenter ? "var" : "weak var") viewController: \(scene)DisplayLogic?
                    private let formatter: NumberFormatter = {
                        let formatter = NumberFormatter()
                        formatter.numberStyle = .currency
                        formatter.maximumFractionDigits = 2
                        return formatter
                    }()

                    func present(response: \(scene).Load.Response) {
                        let rows = response.items.map { item in
                            \(scene).Load.ViewModel.Row(
                                id: item.id,
                                title: item.title.capitalized,
                                subtitle: formatter.string(from: item.price as NSDecimalNumber) ?? "—")
                        }
                        let footer = response.hasMore ? "Loading more…" : #"That's all (\\#(rows.count) items)"#
                        viewController?.display(viewModel: \(scene).Load.ViewModel(rows: rows, footer: footer))
                    }

                    func presentSelection(response: \(scene).Select.Response) {
                        let message = response.item.map { "Selected \\($0.title)" } ?? "Nothing selected"
                        viewController?.displaySelection(viewModel: \(scene).Select.ViewModel(message: message))
                    }
                }

                """),
            ("ViewController", """
                import UIKit

                protocol \(scene)DisplayLogic: AnyObject {
                    func display(viewModel: \(scene).Load.ViewModel)
                    func displaySelection(viewModel: \(scene).Select.ViewModel)
                }

                final class \(scene)ViewController: UITableViewController, \(scene)DisplayLogic {
                    var interactor: \(scene)BusinessLogic?
                    var router: (NSObjectProtocol & \(scene)RoutingLogic & \(scene)DataPassing)?
                    var onFinish: (() -> Void)?
                    private var rows: [\(scene).Load.ViewModel.Row] = []
                    private var page = 0

                    init(worker: \(scene)Worker) {
                        super.init(style: .insetGrouped)
                        setup(worker: worker)
                    }

                    required init?(coder: NSCoder) {
                        fatalError("init(coder:) has not been implemented")
                    }

                    private func setup(worker: \(scene)Worker) {
                        let viewController = self
                        let interactor = \(scene)Interactor()
                        let presenter = \(scene)Presenter()
                        let router = \(scene)Router()
                        viewController.interactor = interactor
                        viewController.router = router
                        interactor.presenter = presenter
                        interactor.worker = worker
                        presenter.viewController = viewController
                        router.viewController = viewController
                        router.dataStore = interactor
                    }

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        title = "\(scene)"
                        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
                        refreshControl = UIRefreshControl()
                        refreshControl?.addTarget(self, action: #selector(reload), for: .valueChanged)
                        \(storedClosure ? "onFinish = { self.dismiss(animated: true) }" : "onFinish = { [weak self] in self?.dismiss(animated: true) }")
                        load()
                    }

                    @objc private func reload() {
                        page = 0
                        rows = []
                        load()
                    }

                    private func load() {
                        interactor?.load(request: \(scene).Load.Request(page: page))
                        page += 1
                    }

                    func display(viewModel: \(scene).Load.ViewModel) {
                        rows = viewModel.rows
                        DispatchQueue.main.async {
                            self.refreshControl?.endRefreshing()
                            self.tableView.reloadData()
                        }
                    }

                    func displaySelection(viewModel: \(scene).Select.ViewModel) {
                        let alert = UIAlertController(title: nil, message: viewModel.message, preferredStyle: .alert)
                        alert.addAction(UIAlertAction(title: "OK", style: .default) { [weak self] _ in
                            self?.router?.routeToNext()
                        })
                        present(alert, animated: true)
                    }

                    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                        rows.count
                    }

                    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                        let row = rows[indexPath.row]
                        var content = cell.defaultContentConfiguration()
                        content.text = row.title
                        content.secondaryText = row.subtitle
                        cell.contentConfiguration = content
                        return cell
                    }

                    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                        interactor?.select(request: \(scene).Select.Request(id: rows[indexPath.row].id))
                    }
                }

                """),
            ("Router", """
                import UIKit

                @objc protocol \(scene)RoutingLogic {
                    func routeToNext()
                }

                protocol \(scene)DataPassing {
                    var dataStore: \(scene)DataStore? { get }
                }

                final class \(scene)Router: NSObject, \(scene)RoutingLogic, \(scene)DataPassing {
                    weak var viewController: \(scene)ViewController?
                    var dataStore: \(scene)DataStore?

                    func routeToNext() {
                        guard let selected = dataStore?.selected else { return }
                        let destination = UIViewController()
                        destination.title = selected.title
                        viewController?.navigationController?.pushViewController(destination, animated: true)
                    }
                }

                """),
            ("Worker", """
                import Foundation

                final class \(scene)Worker {
                    private let service: Service\(service)Protocol

                    init(service: Service\(service)Protocol) {
                        self.service = service
                    }

                    func load(page: Int, completion: @escaping (Result<[Item\(service)], Error>) -> Void) {
                        service.fetch(id: page) { result in
                            DispatchQueue.main.async {
                                completion(result)
                            }
                        }
                    }
                }

                """),
        ]
    }
}

extension SyntheticApp {
    /// The generated app's `.archlint.yml`: the default presets and the opt-in rules.
    public static let configuration = """
        extends: [clean-swift, coordinator, di-container]
        rules:
          container_only_construction:
            severity: warning
            allow_scene_setup: true
          unsafe_unowned_capture: warning
          navigation_ownership: warning
          ownership_cycle: error
          service_cycle:
            severity: error
            dependencies: true
          weak_back_reference:
            severity: error
            role_pairs: true
            ownership_chains: true

        """

    /// Writes a whole app of `scenes` scenes under `root` and returns its line count.
    @discardableResult
    public static func write(scenes: Int, under root: String) throws -> Int {
        let fileManager = FileManager.default
        var lines = 0
        func write(_ path: String, _ text: String) throws {
            let url = URL(fileURLWithPath: root).appendingPathComponent(path)
            try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            lines += text.split(separator: "\n", omittingEmptySubsequences: false).count
        }
        // Every rule runs, the opt-in ones too: the planted violations include theirs, and the benchmark
        // measures the whole rule set.
        try fileManager.createDirectory(atPath: root, withIntermediateDirectories: true)
        try Data(configuration.utf8).write(to: URL(fileURLWithPath: root).appendingPathComponent(".archlint.yml"))
        let serviceCount = max(4, scenes / 20)
        for index in 0..<serviceCount {
            try write("Services/Service\(index).swift", service(index))
        }
        try write("App/AppContainer.swift", container(scenes: scenes, services: serviceCount))
        for index in 0..<scenes {
            let name = "Scene\(index)"
            for (file, text) in scene(name, service: index % serviceCount, variant: index) {
                try write("Scenes/\(name)/\(name)\(file).swift", text)
            }
        }
        return lines
    }
}
