import Dispatch

/// A value computed on another thread while the caller goes on with other work; `value()` waits for
/// it and rethrows what computing it threw.
final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
    private var result: Result<Value, Error>?
    private let done = DispatchGroup()

    init(_ body: @escaping @Sendable () throws -> Value) {
        DispatchQueue.global().async(group: done) { self.result = Result(catching: body) }
    }

    /// The value, once computed. Reading `result` after `wait` is ordered after the write by the group.
    func value() throws -> Value {
        done.wait()
        return try result!.get()
    }
}
