// Two types named ViewModel in two modules are two types (see Checkout): no cycle between them.
final class ViewModel {
    var child: ChildScreen?
}

final class ChildScreen {
    weak var owner: ViewModel?
}
