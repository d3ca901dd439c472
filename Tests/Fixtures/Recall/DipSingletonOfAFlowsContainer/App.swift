import UIKit
import Dip

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}

// One container per checkout: `.singleton` in Dip is one object per container, and a new
// flow (with a new container) is made each time the user opens the checkout.
final class CheckoutFlow {
    let container = DependencyContainer()
    init() {
        container.register(.singleton) { CheckoutTimer() }
    }
    func timer() throws -> CheckoutTimer { try container.resolve() }
}

final class CartViewController: UIViewController {
    private var checkout: CheckoutFlow?
    @objc func checkoutTapped() {
        let flow = CheckoutFlow()
        checkout = flow
        _ = try? flow.timer()
    }
}

final class CheckoutTimer {
    private var timer: Timer?
    init() {
        timer = Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { _ in self.tick() }
    }
    func tick() {}
}
