import UIKit

/// The app's entry point: it builds the container and starts the first coordinator.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let container = AppContainer()
    private var appCoordinator: AppCoordinator?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let navigationController = UINavigationController()
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        self.window = window

        let coordinator = container.makeAppCoordinator(router: NavigationRouter(navigationController: navigationController))
        appCoordinator = coordinator
        coordinator.start()
        return true
    }
}
