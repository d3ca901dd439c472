// The mirror image of Catalog's pair: merged by name, the two would form a strong cycle.
final class ViewModel {
    weak var child: ChildScreen?
}

final class ChildScreen {
    var owner: ViewModel?
}
