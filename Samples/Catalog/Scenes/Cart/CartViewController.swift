import UIKit

protocol CartDisplayLogic: AnyObject {
    func display(viewModel: Cart.Show.ViewModel)
    func displayCheckoutFinished()
}

final class CartViewController: UIViewController, CartDisplayLogic, QuantityStepperDelegate, PromoBannerDelegate {
    var interactor: CartBusinessLogic?
    var router: (NSObjectProtocol & CartRoutingLogic)?
    var worker: CartWorker?
    var onCheckoutFinished: (() -> Void)?
    private var observer: NSObjectProtocol?
    private let totalLabel = UILabel()
    private let stepper = QuantityStepper()
    private let promoBanner = PromoBanner()

    override func viewDidLoad() {
        super.viewDidLoad()
        setup()
        // NotificationCenter keeps the block until the observer is removed.
        observer = NotificationCenter.default.addObserver(forName: .cartDidChange, object: nil, queue: .main) { _ in // expect: strong_self_capture
            self.interactor?.show(request: Cart.Show.Request())
        }
        interactor?.show(request: Cart.Show.Request())
    }

    func stepper(_ stepper: QuantityStepper, didChangeTo value: Int) {}

    func promoBannerDidApply(_ banner: PromoBanner) {}

    private func setup() {
        stepper.delegate = self
        promoBanner.delegate = self
        let interactor = CartInteractor()
        let presenter = CartPresenter(viewController: self)
        let router = CartRouter()
        interactor.presenter = presenter
        interactor.worker = worker
        router.viewController = self
        self.interactor = interactor
        self.router = router
    }

    func display(viewModel: Cart.Show.ViewModel) {
        totalLabel.text = viewModel.total
    }

    func displayCheckoutFinished() {
        onCheckoutFinished?()
    }
}

extension Notification.Name {
    static let cartDidChange = Notification.Name("cartDidChange")
}
