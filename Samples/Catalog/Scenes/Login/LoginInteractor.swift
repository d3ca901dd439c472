import Foundation

protocol LoginBusinessLogic {
    func signIn(request: Login.SignIn.Request)
}

final class LoginInteractor: LoginBusinessLogic {
    var presenter: LoginPresenter? // expect: vip_protocol_boundary
    private let worker: LoginWorker

    init(worker: LoginWorker = LoginWorker(userService: nil)) { // expect: container_only_construction
        self.worker = worker
    }

    func signIn(request: Login.SignIn.Request) {
        worker.signIn(email: request.email, password: request.password) { [weak self] result in
            self?.presenter?.presentSignIn(response: Login.SignIn.Response(result: result))
        }
    }
}
