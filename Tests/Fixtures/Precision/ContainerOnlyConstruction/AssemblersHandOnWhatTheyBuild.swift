import UIKit

// Builders that only hand on what they build are assembling, whatever their names (SPEC §3).

protocol ReportsServicing: AnyObject {}
final class ReportsService: ReportsServicing {
    init(client: HTTPClient) {}
}
final class HTTPClient {}
final class ReportsWorker {
    init(service: ReportsServicing) {}
}
final class ReportsViewController: UIViewController {
    init(worker: ReportsWorker) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}

// A flow object (no pattern name) assembling a screen: the service and worker go straight into the
// screen it builds and shows.
final class ReportsFlow {
    private let navigation: UINavigationController

    init(navigation: UINavigationController) { self.navigation = navigation }

    func showReports() {
        let worker = ReportsWorker(service: ReportsService(client: HTTPClient()))
        let screen = ReportsViewController(worker: worker)
        navigation.pushViewController(screen, animated: true)
    }
}

// A VIPER-style module assembly: a static factory only assembles the parts.
final class ArchiveRouter {
    static func createModule() -> UIViewController {
        let service = ReportsService(client: HTTPClient())
        return ReportsViewController(worker: ReportsWorker(service: service))
    }
}

// A base class whose parts are built only to be passed to its superclass's initialiser.
class StoreBackedSync {
    init(store: SyncStore, client: HTTPClient) {}
}
final class SyncStore {}
final class DefaultSync: StoreBackedSync {
    init() {
        super.init(store: SyncStore(), client: HTTPClient())
    }
}
