final class TextFieldProxy: NSObject, UITextFieldDelegate {}

// The holder creates its delegate object itself and owns it: strong is right.
final class SearchField {
    private let textFieldDelegate = TextFieldProxy()
    var delegate: UITextFieldDelegate?

    init() {
        delegate = TextFieldProxy()
    }
}
