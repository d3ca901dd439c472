// A promise bridge keeps itself alive until its promise settles and holds the caller's coordinator.
// Adopting the started coordinator's `*CoordinatorDelegate` makes it no coordinator, and the
// coordinator it holds never owns it.
protocol Coordinator: AnyObject {
    func add(_ child: Coordinator)
}
protocol ApprovalCoordinatorDelegate: AnyObject {}

final class ApprovalCoordinator: Coordinator {
    weak var delegate: ApprovalCoordinatorDelegate?
    func add(_ child: Coordinator) {}
}

final class ApprovalCoordinatorBridge: ApprovalCoordinatorDelegate {
    private let parentCoordinator: Coordinator
    private var retainCycle: ApprovalCoordinatorBridge?

    init(coordinator: Coordinator) {
        self.parentCoordinator = coordinator
        retainCycle = self
    }

    func start(child: ApprovalCoordinator) {
        child.delegate = self
        parentCoordinator.add(child)
    }

    func finish() { retainCycle = nil }
}
