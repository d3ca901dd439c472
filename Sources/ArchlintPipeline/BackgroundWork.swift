import Foundation

/// A value computed on a thread of its own while the caller goes on with other work; `value()` waits
/// for it. A thread of its own, not one of the dispatch pool's: the scan that runs meanwhile spreads
/// over the pool, and on two cores a pool thread kept busy here would be one fewer for the scan.
final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
    private var result: Value?
    private let done = DispatchSemaphore(value: 0)

    init(_ body: @escaping @Sendable () -> Value) {
        Thread {
            self.result = body()
            self.done.signal()
        }.start()
    }

    /// The value, once computed. The semaphore orders the read after the write. Call once.
    func value() -> Value {
        done.wait()
        return result!
    }
}
