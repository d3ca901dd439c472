// A struct `*ViewModel` is a display model (SPEC §3), and so is a value type whose members are UI
// types: both belong with the view they feed, UIKit or SwiftUI import included.
import UIKit

struct PriceTagViewModel {
    let text: String

    var textColor: UIColor { .label }
    var font: UIFont { .preferredFont(forTextStyle: .body) }
}
