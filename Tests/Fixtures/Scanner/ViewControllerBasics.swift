import UIKit
import struct Foundation.URL

protocol ListProductsDisplayLogic: AnyObject {
    func displayProducts(viewModel: ListProducts.Fetch.ViewModel)
}

final class ListProductsViewController: UIViewController, ListProductsDisplayLogic {
    var interactor: ListProductsBusinessLogic?
    var router: (NSObjectProtocol & ListProductsRoutingLogic & ListProductsDataPassing)?
    weak var delegate: FooDelegate?
    unowned(unsafe) let parent: Foo
    var a, b: Int
    lazy var formatter: NumberFormatter = {
        let f = NumberFormatter()
        return f
    }()
    var onTap: (() -> Void)?
    var count: Int { items.count }
    var name: String = "x" {
        didSet { print("\(self.name) changed") }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        setup()
        onTap = { [weak self] in
            self?.reload()
        }
        button.onPress = {
            self.reload()
        }
        DispatchQueue.main.async {
            self.reload()
        }
        if items.isEmpty {
            reload()
        }
        let worker = ListProductsWorker(service: ProductService())
        interactor?.fetchProducts(request: ListProducts.Fetch.Request(), completion: { result in print(result) })
    }

    private func setup() {
        let viewController = self
        let interactor = ListProductsInteractor()
        let presenter: ListProductsPresenter = .init()
        viewController.interactor = interactor
        presenter.viewController = viewController
    }
}
