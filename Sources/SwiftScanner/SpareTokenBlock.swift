#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One spare token-table block per thread, kept from file to file. Every file's table was a fresh
/// allocation of about ten bytes per source byte, freed at the end of the file: a large allocation
/// (five thousand instructions of the allocator's slow path, and fresh pages to fault in) for each of
/// thousands of small files. A thread now takes its spare back when it is big enough.
///
/// A block bigger than `largestKept` is freed at once, so an idle thread holds at most that much. The
/// spare's size sits in its first word while it waits; a thread's spare is freed when the thread ends.
enum SpareTokenBlock {
    static let largestKept = 4 << 20

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        #if canImport(Darwin)
        let status = pthread_key_create(&key) { UnsafeMutableRawPointer($0).deallocate() }
        #else
        let status = pthread_key_create(&key) { $0.map { UnsafeMutableRawPointer($0).deallocate() } }
        #endif
        precondition(status == 0, "no thread-specific key for the spare token block")
        return key
    }()

    /// A block of at least `size` bytes, aligned for UInt64, and the size it has.
    static func take(atLeast size: Int) -> (block: UnsafeMutableRawPointer, size: Int) {
        let size = max(size, MemoryLayout<Int>.size)
        if let waiting = pthread_getspecific(key) {
            pthread_setspecific(key, nil)
            let spare = UnsafeMutableRawPointer(waiting)
            let spareSize = spare.load(as: Int.self)
            if spareSize >= size { return (spare, spareSize) }
            spare.deallocate()
        }
        return (UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 8), size)
    }

    /// Keeps `block` as the thread's spare, or frees it (too big, or a bigger spare is waiting).
    static func putBack(_ block: UnsafeMutableRawPointer, size: Int) {
        guard size <= largestKept else {
            block.deallocate()
            return
        }
        if let waiting = pthread_getspecific(key) {
            let spare = UnsafeMutableRawPointer(waiting)
            if spare.load(as: Int.self) >= size {
                block.deallocate()
                return
            }
            spare.deallocate()
        }
        block.storeBytes(of: size, as: Int.self)
        pthread_setspecific(key, block)
    }
}
