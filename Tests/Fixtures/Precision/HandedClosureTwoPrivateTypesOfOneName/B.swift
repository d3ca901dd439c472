import Foundation
final class Uploader {
    private var tracker: Tracker?
    func start() { tracker = Tracker(onStart: {}) }
}
private final class Tracker {
    private let onStart: () -> Void
    init(onStart: @escaping () -> Void) { self.onStart = onStart }
}
