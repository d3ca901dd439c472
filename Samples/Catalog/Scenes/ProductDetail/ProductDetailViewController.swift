import UIKit

protocol ProductDetailDisplayLogic: AnyObject {
    func display(viewModel: ProductDetail.Load.ViewModel)
    func show(_ viewController: UIViewController)
}

final class ProductDetailViewController: UIViewController, ProductDetailDisplayLogic {
    var interactor: ProductDetailBusinessLogic?
    var router: (NSObjectProtocol & ProductDetailRoutingLogic & ProductDetailDataPassing)?
    var productID = 0
    private let titleLabel = UILabel()

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setup()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setup()
    }

    private func setup() {
        let viewController = self
        let interactor = ProductDetailInteractor()
        let presenter = ProductDetailPresenter()
        let router = ProductDetailRouter()
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        interactor?.load(request: ProductDetail.Load.Request(productID: productID))
    }

    func display(viewModel: ProductDetail.Load.ViewModel) {
        titleLabel.text = viewModel.title
    }

    func show(_ viewController: UIViewController) {
        router?.routeToCart()
    }
}
