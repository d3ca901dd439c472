import Dispatch
import Foundation

/// Fixed result slots filled from concurrent workers, each index by exactly one worker: the one place
/// where stages that run in parallel (scanning, role inference, rules) hand results back. Results come
/// out in index order, so output never depends on scheduling.
public final class ConcurrentSlots<Value>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    public init(count: Int) { storage = Array(repeating: nil, count: count) }

    public subscript(index: Int) -> Value? {
        get { lock.lock(); defer { lock.unlock() }; return storage[index] }
        set { lock.lock(); storage[index] = newValue; lock.unlock() }
    }

    /// The filled slots, in index order.
    public func values() -> [Value] {
        lock.lock()
        defer { lock.unlock() }
        return storage.compactMap { $0 }
    }

    /// Every slot as it stands, in index order (nil where nothing was written).
    public func all() -> [Value?] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    /// Runs `body` for every index in `0..<count` on up to `jobs` threads, each worker taking the next
    /// index when it is free. Handing each worker every `jobs`-th index left one worker scanning alone
    /// at the end of the scan: the thread that reads the tree's structure meanwhile shares a core
    /// with one of them, and files differ in size.
    public static func perform(count: Int, jobs: Int, _ body: @Sendable (Int) -> Void) {
        let workers = min(max(1, jobs), max(1, count))
        guard workers > 1 else { return (0..<count).forEach(body) }
        let next = ChunkCounter()
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = next.take(below: count) { body(index) }
        }
    }
}

/// Hands out 0, 1, 2… to the threads of one piece of parallel work.
public final class ChunkCounter: @unchecked Sendable {
    private var next = 0
    private let lock = NSLock()

    public init() {}

    public func take(below limit: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < limit else { return nil }
        next += 1
        return next - 1
    }
}
