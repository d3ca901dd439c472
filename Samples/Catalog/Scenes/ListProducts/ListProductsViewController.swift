import UIKit

protocol ListProductsDisplayLogic: AnyObject {
    func displayProducts(viewModel: ListProducts.FetchProducts.ViewModel)
}

final class ListProductsViewController: UITableViewController, ListProductsDisplayLogic, ProductCellDelegate {
    var interactor: ListProductsBusinessLogic?
    var router: (NSObjectProtocol & ListProductsRoutingLogic & ListProductsDataPassing)?
    var onSelectProduct: ((ListProducts.FetchProducts.ViewModel.DisplayedProduct) -> Void)?
    var onOpenCart: (() -> Void)?
    private var displayedProducts: [ListProducts.FetchProducts.ViewModel.DisplayedProduct] = []

    init(worker: ListProductsWorker) {
        super.init(style: .plain)
        setup(worker: worker)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    // Clean Swift scene wiring: allowed in setup() by the default preset.
    private func setup(worker: ListProductsWorker) {
        let viewController = self
        let interactor = ListProductsInteractor()
        let presenter = ListProductsPresenter()
        let router = ListProductsRouter()
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
        tableView.register(ProductCell.self, forCellReuseIdentifier: ProductCell.reuseIdentifier)
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .action, primaryAction: UIAction { [weak self] _ in
            self?.onOpenCart?()
        })
        interactor?.fetchProducts(request: ListProducts.FetchProducts.Request())
    }

    func displayProducts(viewModel: ListProducts.FetchProducts.ViewModel) {
        displayedProducts = viewModel.displayedProducts
        DispatchQueue.main.async {
            self.tableView.reloadData()
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        displayedProducts.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ProductCell.reuseIdentifier, for: indexPath) as! ProductCell
        let product = displayedProducts[indexPath.row]
        cell.configure(name: product.name, price: product.price)
        cell.delegate = self
        // The table view keeps the cell, and self keeps the table view.
        cell.onAddToCart = { // expect: strong_self_capture
            self.interactor?.addToCart(request: ListProducts.AddToCart.Request(productID: product.id))
        }
        cell.onShare = { [weak self] in
            self?.share(product)
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        onSelectProduct?(displayedProducts[indexPath.row])
    }

    func productCellDidTapFavorite(_ cell: ProductCell) {}

    func openFilters() {
        present(FiltersViewController(), animated: true) // expect: navigation_ownership
    }

    private func share(_ product: ListProducts.FetchProducts.ViewModel.DisplayedProduct) {
        router?.routeToShare(productName: product.name)
    }
}
