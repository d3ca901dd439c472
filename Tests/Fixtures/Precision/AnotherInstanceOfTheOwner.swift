// A screen builds its adapter and hands it itself; the adapter builds a *new* screen of the same type
// to push. That new screen is another object: it does not make the adapter the first screen's owner.
final class ProfileScreen: UIViewController {
    var adapter: ProfileAdapter!
    override func viewDidLoad() {
        adapter = ProfileAdapter(parent: self)
    }
}

final class ProfileAdapter {
    weak var parent: ProfileScreen?
    init(parent: ProfileScreen) { self.parent = parent }
    func openFriend() {
        let friend = ProfileScreen()
        parent?.navigationController?.pushViewController(friend, animated: true)
    }
}
