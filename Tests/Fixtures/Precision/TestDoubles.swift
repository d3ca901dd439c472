protocol OrdersDisplayLogic: AnyObject {}

// Test doubles hold what they spy on strongly and build what they need.
final class OrdersDisplayLogicSpy: OrdersDisplayLogic {
    var presenter: OrdersPresenterMock?
    var onDisplay: (() -> Void)?
    func bind() { onDisplay = { self.record() } }
    func record() {}
}

final class OrdersPresenterMock {
    var viewController: OrdersDisplayLogicSpy?
    let service = OrderServiceStub()
}

final class OrderServiceStub {}
