import UIKit

// The inner style's closure goes into an object the outer initialiser only reads a colour
// from; the screen keeps the outer one.
final class ReportViewController: UIViewController {
    private var style: Style?
    override func viewDidLoad() {
        super.viewDidLoad()
        style = Style(base: Style(onChange: { self.restyle() }))
    }
    func restyle() {}
}
final class Style {
    private var onChange: (() -> Void)?
    private var color = 0
    init(onChange: @escaping () -> Void) { self.onChange = onChange }
    init(base: Style) { self.color = base.color }
}
