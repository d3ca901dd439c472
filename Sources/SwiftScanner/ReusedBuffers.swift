#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension Array {
    /// Empties a reused buffer and keeps its room, as `removeAll(keepingCapacity: true)` does. The
    /// scanner empties its path, frame, pending-range and reference buffers at every use, mostly
    /// holding a few elements or none, and the standard library's way went through a generic
    /// `replaceSubrange` call each time (about seventy instructions, 500 k times in a gen-1m run).
    @inline(__always)
    mutating func removeAllKeepingCapacity() {
        while !isEmpty { removeLast() }
    }
}

/// The declaration scanner's working buffers, kept per thread from file to file as the token block is
/// (`SpareTokenBlock`). Each file's scanner allocated its own and freed them at its end: a dozen
/// allocations, their growth and their frees a file, most of the fixed cost of a small file.
///
/// A scanner swaps them in when it starts and hands them back emptied when it ends; a buffer grown past
/// `largestKept` elements is dropped then, so an idle thread holds little. One thread holds them at a
/// time, and no access overlaps another: the runtime's exclusivity checks are left out, as the
/// scanner's own state leaves them out (they cost more than the allocations saved).
final class ScannerBuffers {
    static let largestKept = 1 << 12

    @exclusivity(unchecked) var path: [Int] = []
    @exclusivity(unchecked) var argumentEnds: [Int] = []
    @exclusivity(unchecked) var frames: [Frame] = []
    @exclusivity(unchecked) var pending: [Range<Int>] = []
    @exclusivity(unchecked) var references = ReferenceSet()
    @exclusivity(unchecked) var selfMentions: [Int] = []
    @exclusivity(unchecked) var selfRebindings: [Int] = []
    @exclusivity(unchecked) var otherCallSites: [CallSite] = []
    @exclusivity(unchecked) var closureSpans: [ClosureSpan] = []
    let facts = CollectedFacts()

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        #if canImport(Darwin)
        let status = pthread_key_create(&key) { Unmanaged<ScannerBuffers>.fromOpaque($0).release() }
        #else
        let status = pthread_key_create(&key) { $0.map { Unmanaged<ScannerBuffers>.fromOpaque($0).release() } }
        #endif
        precondition(status == 0, "no thread-specific key for the scanner's buffers")
        return key
    }()

    /// The thread's buffers, or new ones.
    static func take() -> ScannerBuffers {
        guard let waiting = pthread_getspecific(key) else { return ScannerBuffers() }
        pthread_setspecific(key, nil)
        return Unmanaged<ScannerBuffers>.fromOpaque(waiting).takeRetainedValue()
    }

    /// Keeps `buffers`, emptied, as the thread's, dropping any grown past `largestKept`.
    static func putBack(_ buffers: ScannerBuffers) {
        buffers.empty()
        if let waiting = pthread_getspecific(key) { Unmanaged<ScannerBuffers>.fromOpaque(waiting).release() }
        pthread_setspecific(key, Unmanaged.passRetained(buffers).toOpaque())
    }

    private func empty() {
        func reset<Element>(_ array: inout [Element]) {
            if array.capacity > ScannerBuffers.largestKept { array = [] } else { array.removeAllKeepingCapacity() }
        }
        reset(&path)
        reset(&argumentEnds)
        reset(&frames)
        reset(&pending)
        reset(&selfMentions)
        reset(&selfRebindings)
        reset(&otherCallSites)
        reset(&closureSpans)
        if references.slotCount > ScannerBuffers.largestKept { references = ReferenceSet() } else { references.removeAll() }
        facts.empty(largestKept: ScannerBuffers.largestKept)
    }
}
