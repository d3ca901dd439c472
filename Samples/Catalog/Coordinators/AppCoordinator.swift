import UIKit

final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    private let router: NavigationRouter
    private let container: AppContainer

    init(router: NavigationRouter, container: AppContainer) {
        self.router = router
        self.container = container
    }

    func start() {
        if container.userService.isLoggedIn {
            showCatalog()
        } else {
            showLogin()
        }
    }

    private func showLogin() {
        let auth = container.makeAuthCoordinator(router: router)
        auth.parentCoordinator = self
        auth.onFinish = { [weak self, unowned auth] in
            self?.removeChild(auth)
            self?.showCatalog()
        }
        childCoordinators.append(auth)
        auth.start()
    }

    private func showCatalog() {
        let catalog = container.makeCatalogCoordinator(router: router)
        catalog.parentCoordinator = self
        childCoordinators.append(catalog)
        catalog.start()
    }

    func didFinish(_ child: Coordinator) {
        removeChild(child)
    }
}
