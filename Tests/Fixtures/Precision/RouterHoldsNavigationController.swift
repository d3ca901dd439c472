// A navigation router holds its UINavigationController, strongly or weakly.
final class AppRouter {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }
}

final class ModalRouter {
    weak var navigationController: UINavigationController?
}

final class AppCoordinator {
    let router: AppRouter

    init(router: AppRouter) {
        self.router = router
    }
}
