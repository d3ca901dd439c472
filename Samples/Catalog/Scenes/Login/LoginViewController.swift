import UIKit

protocol LoginDisplayLogic: AnyObject {
    func displaySignedIn(user: User)
    func displayError(viewModel: Login.SignIn.ViewModel)
}

final class LoginViewController: UIViewController, LoginDisplayLogic {
    var interactor: LoginBusinessLogic?
    var router: LoginRouter? // expect: vip_protocol_boundary
    var onLogin: ((User) -> Void)?
    private let emailField = UITextField()
    private let passwordField = UITextField()

    init(worker: LoginWorker) {
        super.init(nibName: nil, bundle: nil)
        setup(worker: worker)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    private func setup(worker: LoginWorker) {
        let interactor = LoginInteractor(worker: worker)
        let presenter = LoginPresenter()
        let router = LoginRouter()
        self.interactor = interactor
        self.router = router
        interactor.presenter = presenter
        presenter.viewController = self
        router.viewController = self
    }

    @objc private func forgotPasswordTapped() {
        // With coordinators in the app, the screen asks its coordinator instead of navigating itself.
        navigationController?.pushViewController(ForgotPasswordViewController(), animated: true) // expect: navigation_ownership
    }

    @objc private func signInTapped() {
        interactor?.signIn(request: Login.SignIn.Request(email: emailField.text ?? "", password: passwordField.text ?? ""))
    }

    func displaySignedIn(user: User) {
        onLogin?(user)
    }

    func displayError(viewModel: Login.SignIn.ViewModel) {
        router?.routeToError(message: viewModel.errorMessage ?? "")
    }
}
