// A container's router holds the child screens it embeds, and a flow presenter holds the caller's
// screen through a wide base protocol: neither screen owns the holder, so neither is "its view".
protocol ScreenBacked: AnyObject {}
protocol TabsViewProtocol: ScreenBacked {}

final class TabsViewController: UIViewController, TabsViewProtocol {}
final class HelpViewController: UIViewController, ScreenBacked {}
final class ShellViewController: UIViewController, ScreenBacked {}

final class ShellWireframe {
    private let tabs: TabsViewProtocol
    init(tabs: TabsViewProtocol) { self.tabs = tabs }
}

final class FeeCheckPresenter {
    let view: ScreenBacked
    init(view: ScreenBacked) { self.view = view }
}
