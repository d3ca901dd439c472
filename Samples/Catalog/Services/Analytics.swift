import Foundation

final class AnalyticsTracker {
    let session: SessionStore // expect: ownership_cycle
    private var events: [String] = []

    init(session: SessionStore) {
        self.session = session
    }

    func track(_ event: String) {
        events.append("\(session.sessionID): \(event)")
    }
}

final class SessionStore {
    var tracker: AnalyticsTracker?
    let sessionID = UUID().uuidString
}
