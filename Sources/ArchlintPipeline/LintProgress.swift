import Foundation

/// How far a run has come, for a progress line: the stage, and during scanning the files done out of
/// how many. The pipeline updates it from its scanning threads; a reader polls `snapshot`.
public final class LintProgress: @unchecked Sendable {
    public enum Stage: String, Sendable {
        case discovering = "finding files"
        case scanning = "reading files"
        case analysing = "building the graph and checking the rules"
    }

    public struct Snapshot: Sendable, Equatable {
        public var stage: Stage
        public var done: Int
        public var total: Int
    }

    private let lock = NSLock()
    private var state = Snapshot(stage: .discovering, done: 0, total: 0)

    public init() {}

    public var snapshot: Snapshot { lock.withLock { state } }

    func begin(_ stage: Stage, total: Int = 0) {
        lock.withLock { state = Snapshot(stage: stage, done: 0, total: total) }
    }

    func advance() {
        lock.withLock { state.done += 1 }
    }
}
