import ArchlintFacts
import Dispatch
import Foundation

/// Work on independent items split over the cores, with the results handed back in item order: the
/// model, the graph and the rules never depend on how the threads were scheduled.
public enum ParallelWork {
    /// `body(index)` for every index in `0..<count`, on up to `jobs` threads taking chunks in turn
    /// (a chunk of slow items does not hold up the other thread), results in index order.
    /// `chunkSize` 1 hands out single items (a few slow ones, such as rules); by default small
    /// items go in chunks, and fewer than 512 are not worth a second thread.
    public static func map<T: Sendable>(_ count: Int, jobs: Int, chunkSize: Int? = nil,
                                        _ body: @Sendable (Int) -> T) -> [T] {
        guard jobs > 1, count >= (chunkSize == nil ? 512 : 2) else { return (0..<count).map(body) }
        let chunkSize = chunkSize ?? max(128, count / (jobs * 32))
        let chunkCount = (count + chunkSize - 1) / chunkSize
        let next = ChunkCounter()
        // Each result is built in its final place: gathering chunks into one array copied every
        // element (a retain and a release per reference it holds) on the calling thread.
        return [T](unsafeUninitializedCapacity: count) { buffer, initializedCount in
            let results = ResultBuffer(base: buffer.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: min(jobs, chunkCount)) { _ in
                while let chunk = next.take(below: chunkCount) {
                    for index in chunk * chunkSize..<min(count, (chunk + 1) * chunkSize) {
                        (results.base + index).initialize(to: body(index))
                    }
                }
            }
            initializedCount = count
        }
    }

    /// `0..<count` in the order `areInIncreasingOrder` gives, which must be total (no two indices
    /// tie), so the result is the same on any number of threads: a part per thread sorted on its
    /// own, then the parts merged. A sort of the model's 100,000 declarations by name was a tenth of
    /// the model on one core.
    static func sortedIndices(_ count: Int, jobs: Int, by areInIncreasingOrder: @Sendable (Int, Int) -> Bool) -> [Int] {
        let partCount = jobs > 1 && count >= 4096 ? jobs : 1
        var parts = map(partCount, jobs: jobs, chunkSize: 1) { part in
            Array(count * part / partCount..<count * (part + 1) / partCount).sorted(by: areInIncreasingOrder)
        }
        while parts.count > 1 {
            let pairs = parts
            parts = map((pairs.count + 1) / 2, jobs: jobs, chunkSize: 1) { pair in
                2 * pair + 1 < pairs.count
                    ? merged(pairs[2 * pair], pairs[2 * pair + 1], by: areInIncreasingOrder) : pairs[2 * pair]
            }
        }
        return parts.first ?? []
    }

    private static func merged(_ left: [Int], _ right: [Int], by areInIncreasingOrder: (Int, Int) -> Bool) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(left.count + right.count)
        var leftNext = 0, rightNext = 0
        while leftNext < left.count, rightNext < right.count {
            if areInIncreasingOrder(right[rightNext], left[leftNext]) {
                result.append(right[rightNext])
                rightNext += 1
            } else {
                result.append(left[leftNext])
                leftNext += 1
            }
        }
        result += left[leftNext...]
        result += right[rightNext...]
        return result
    }

    /// `body(index)` for every index in `0..<count`, one index at a time, on up to `jobs` threads; for
    /// work that writes its results into places of its own.
    static func forEach(_ count: Int, jobs: Int, _ body: @Sendable (Int) -> Void) {
        guard jobs > 1, count > 1 else { return (0..<count).forEach(body) }
        let next = ChunkCounter()
        DispatchQueue.concurrentPerform(iterations: min(jobs, count)) { _ in
            while let index = next.take(below: count) { body(index) }
        }
    }
}

/// Where the threads of one `ParallelWork.map` write their results: each index by exactly one thread,
/// and `concurrentPerform` returns only once every thread is done.
struct ResultBuffer<T>: @unchecked Sendable {
    let base: UnsafeMutablePointer<T>
}
