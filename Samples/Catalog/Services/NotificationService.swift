import Foundation

final class NotificationService {
    var userService: UserService? // expect: service_cycle
    private var observers: [NSObjectProtocol] = []

    func registerForPushes(userID: Int) {
        let observer = NotificationCenter.default.addObserver(forName: .pushTokenChanged, object: nil, queue: .main) { [weak self] note in
            self?.upload(token: note.object as? String)
        }
        observers.append(observer)
    }

    private func upload(token: String?) {
        guard let user = userService?.currentUser, let token else { return }
        print("uploading \(token) for \(user.id)")
    }
}

extension Notification.Name {
    static let pushTokenChanged = Notification.Name("pushTokenChanged")
}
