// A protocol requirement cannot be weak; computed properties hold nothing.
protocol Coordinating: AnyObject {
    var delegate: CoordinatingDelegate? { get set }
    var parentCoordinator: Coordinating? { get set }
}

protocol CoordinatingDelegate: AnyObject {}

final class FlowCoordinator: Coordinating {
    weak var delegate: CoordinatingDelegate?
    weak var parentCoordinator: Coordinating?
    var currentDelegate: CoordinatingDelegate? { delegate }
}
