import UIKit

protocol QuantityStepperDelegate: AnyObject {
    func stepper(_ stepper: QuantityStepper, didChangeTo value: Int)
}

protocol StepperFeedback: AnyObject {
    func playTick()
}

final class QuantityStepper: UIControl {
    // The cart screen owns this stepper (a stored property) and is its delegate.
    var delegate: QuantityStepperDelegate? // expect: weak_delegate
    // Correct counterparts: a weak delegate, and a delegate object the stepper creates itself.
    weak var accessibilityDelegate: QuantityStepperDelegate?
    var feedbackDelegate: StepperFeedback? = HapticFeedback()
    private(set) var value = 1

    func increment() {
        value += 1
        feedbackDelegate?.playTick()
        delegate?.stepper(self, didChangeTo: value)
    }
}

final class HapticFeedback: StepperFeedback {
    func playTick() {}
}
