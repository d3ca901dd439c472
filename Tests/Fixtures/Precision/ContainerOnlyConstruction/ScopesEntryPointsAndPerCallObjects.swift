import UIKit
import UserNotifications

// More builders that are not hiding dependencies (SPEC §3, §5).

protocol PoolsServicing: AnyObject {}
final class PoolsService: PoolsServicing {
    init(account: String) {}
}

// A flow's state object with no role of its own builds its services lazily and vends them.
final class ExchangeFlowState {
    private let account: String
    private var poolsService: PoolsServicing?

    init(account: String) { self.account = account }

    func setupPoolsServiceIfNeeded() -> PoolsServicing {
        if let poolsService { return poolsService }
        let service = PoolsService(account: account)
        poolsService = service
        return service
    }
}

// An app extension's principal class is its entry point: the system builds it.
final class PushPayloadService {}
final class PushCommandService {}
final class NotificationService: UNNotificationServiceExtension {
    private let payloads = PushPayloadService()
    private let commands = PushCommandService()
}

// An object built from the call's own data is the call's object, not a dependency.
protocol SubscriptionHandling: AnyObject { func start() }
final class BalanceSubscriptionManager: SubscriptionHandling {
    init(chainId: String) {}
    func start() {}
}
final class RemoteSubscriptionService {
    init(registry: PoolsServicing) {}

    func attach(chainId: String) {
        let manager: SubscriptionHandling
        manager = BalanceSubscriptionManager(chainId: chainId)
        manager.start()
    }
}

// A reusable view builds its own default view model.
final class ThumbnailViewModel {}
final class ThumbnailView: UIView {
    init(viewModel: ThumbnailViewModel = ThumbnailViewModel()) { super.init(frame: .zero) }
    required init?(coder: NSCoder) { nil }
}

// A bridge that builds a child coordinator only to add it to its parent and start it.
protocol Coordinator: AnyObject {}
final class ConfirmationCoordinator: Coordinator {
    func start() {}
}
final class WalletCoordinator: Coordinator {
    var coordinators: [Coordinator] = []
    func addCoordinator(_ coordinator: Coordinator) { coordinators.append(coordinator) }
    func removeCoordinator(_ coordinator: Coordinator) { coordinators.removeAll { $0 === coordinator } }
}
final class ConfirmationBridge {
    private let parent: WalletCoordinator
    private var coordinator: ConfirmationCoordinator?

    init(parent: WalletCoordinator) { self.parent = parent }

    func confirm() {
        let coordinator = ConfirmationCoordinator()
        self.coordinator = coordinator
        parent.addCoordinator(coordinator)
        coordinator.start()
    }
}

// A scene of one view controller and its router, wired in the view controller's setup.
final class LowPowerRouter {}
final class LowPowerViewController: UIViewController {
    private var router: LowPowerRouter?

    private func setup() {
        router = LowPowerRouter()
    }
}
