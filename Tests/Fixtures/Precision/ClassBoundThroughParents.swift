// Class-bound through a parent, and marker protocols that type no reference (class_bound_protocol).
import UIKit

// An empty marker that a code generator keys on: it is refined and adopted, never the type of a
// property, so there is no reference to weaken.
protocol AutoMockableDelegate {}

protocol ComposerDelegate: AnyObject, AutoMockableDelegate {
    func composerDidFinish()
}

// `UIResponder` is a class and `UITextInput` an Objective-C protocol: either makes the protocol class-bound.
protocol ReplaceableTextInput: UITextInput & UIResponder {}
protocol AmountFieldDelegate: UITextFieldDelegate {
    func amountDidChange()
}

final class ComposerView: UIView {
    weak var delegate: ComposerDelegate?
    weak var input: ReplaceableTextInput?
    weak var amountDelegate: AmountFieldDelegate?
}
