// Protocol slots whose contents are not visible: a factory declared to return the protocol, and a
// generic observer container. Fanning them out to every conformer makes "cycles" no set of objects
// can form.
protocol PanelProvider: AnyObject {}

enum PanelFactory {
    static func panel(for name: String) -> PanelProvider { SwitchPanel() }
}

final class SwitchPanel: PanelProvider {}

final class AreaListPanel: PanelProvider {
    var detail: PanelProvider?
    func open(_ name: String) { detail = PanelFactory.panel(for: name) }
}

final class RoomListPanel: PanelProvider {
    var detail: PanelProvider?
    let areas = AreaListPanel()
    func open(_ name: String) { detail = PanelFactory.panel(for: name) }
}

protocol AmountObserver: AnyObject {}
final class ObserverList<Observer> {}

final class AmountModel {
    let observers = ObserverList<AmountObserver>()
    var listeners: ObserverList<AmountObserver>?
}

final class AmountField: AmountObserver {
    let model = AmountModel()
}
