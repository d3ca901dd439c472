import Combine
import Foundation

// A type that keeps its only instance in a static property lives for the whole process: what it
// captures cannot leak it, whatever the property is called and however it is declared.
final class KeyboardFrameTracker {
    public static let shared = KeyboardFrameTracker()
    var height = 0.0
    private var cancellables = Set<AnyCancellable>()

    private init() {
        NotificationCenter.default.publisher(for: Notification.Name("keyboardWillShow"))
            .sink { _ in
                self.height = 1
            }
            .store(in: &cancellables)
    }
}

final class PresenceListener {
    static public let instance = PresenceListener()
    var status = ""
    var onChange: (() -> Void)?
    private var cancellables = Set<AnyCancellable>()

    func listen(statuses: AnyPublisher<String, Never>) {
        statuses.assign(to: \.status, on: self).store(in: &cancellables)
        onChange = { self.status = "" }
    }
}

// The application delegate lives from launch to exit, so its observers cannot leak it.
@main
final class LauncherAppDelegate: NSObject {
    func start() {
        NotificationCenter.default.addObserver(forName: Notification.Name("dimScreen"), object: nil, queue: nil,
                                               using: handleDimScreen)
    }

    func handleDimScreen(_ notification: Notification) {}
}
