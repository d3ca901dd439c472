import ArchlintFacts
import Dispatch
import Foundation

/// The Objective-C front end: `.h`, `.m` and `.mm` files read through libclang into the same facts
/// as the Swift scanner, so every rule runs across both languages.
public enum ObjCFrontend {
    public static let fileExtensions: Set<String> = ["h", "m", "mm"]

    public struct Problem: Error, Sendable {
        public var path: String
        public var message: String
    }

    /// Scans each file as its own translation unit, on `jobs` threads; results keep the files' order.
    /// `includeDirectories` are the folders of the tree's headers (`#import "Foo.h"` finds them).
    public static func scan(_ paths: [String], includeDirectories: [String], jobs: Int) -> [Result<FileFacts, Problem>] {
        #if ARCHLINT_NO_LIBCLANG
        return paths.map { .failure(Problem(path: $0, message: "Objective-C support needs libclang, which this build lacks")) }
        #else
        let slots = ResultSlots(count: paths.count)
        let workers = min(max(1, jobs), max(1, paths.count))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            let indexer = ClangIndexer(includeDirectories: includeDirectories)
            var index = worker
            while index < paths.count {
                slots.set(index, indexer.scan(paths[index]))
                index += workers
            }
        }
        return slots.values()
        #endif
    }

    public static var isAvailable: Bool {
        #if ARCHLINT_NO_LIBCLANG
        return false
        #else
        return true
        #endif
    }
}

/// Fixed slots written once each from concurrent workers.
final class ResultSlots: @unchecked Sendable {
    private var storage: [Result<FileFacts, ObjCFrontend.Problem>?]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Result<FileFacts, ObjCFrontend.Problem>) {
        lock.lock()
        storage[index] = value
        lock.unlock()
    }

    func values() -> [Result<FileFacts, ObjCFrontend.Problem>] { storage.compactMap { $0 } }
}
