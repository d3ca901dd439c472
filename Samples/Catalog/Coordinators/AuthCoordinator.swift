import UIKit

final class AuthCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    weak var parentCoordinator: AppCoordinator?
    var onFinish: (() -> Void)?
    private let router: NavigationRouter
    private let container: AppContainer

    init(router: NavigationRouter, container: AppContainer) {
        self.router = router
        self.container = container
    }

    func start() {
        let login = container.makeLogin()
        login.onLogin = { [weak self] user in
            self?.finish(with: user)
        }
        router.push(login, animated: false)
    }

    func showSignUp() {
        let signUp = SignUpCoordinator(router: router)
        childCoordinators.append(signUp) // expect: coordinator_child_lifecycle
        signUp.start()
    }

    private func finish(with user: User) {
        onFinish?()
    }
}
