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
    /// `readable`, when given, are the only files libclang may open (`IncludeWall`). With a `worker`
    /// command libclang runs in worker processes (`ObjCWorker`); without one, in this process.
    public static func scan(_ paths: [String], includeDirectories: [String], readable: [String]? = nil, jobs: Int,
                            worker: ObjCWorker.Command? = nil) -> [Result<FileFacts, Problem>] {
        #if ARCHLINT_NO_LIBCLANG
        return paths.map { .failure(Problem(path: $0, message: "Objective-C support needs libclang, which this build lacks")) }
        #else
        let overlay: String?
        do {
            // With Xcode's SDK the wall stays down: the SDK and clang's builtin headers live outside
            // the roots (the per-file budget still bounds an include that blocks).
            let walled = ClangIndexer.appleSDK == nil ? readable : nil
            overlay = try walled.map { try IncludeWall.writeOverlay(allowing: $0) }
        } catch {
            return paths.map { .failure(Problem(path: $0, message: "cannot write the include overlay: \(error.localizedDescription)")) }
        }
        defer { if let overlay { try? FileManager.default.removeItem(atPath: overlay) } }
        let slots = ConcurrentSlots<Result<FileFacts, Problem>>(count: paths.count)
        let workers = min(max(1, jobs), max(1, paths.count))
        // A worker that dies must not take archlint down with SIGPIPE on the next request. Only while
        // workers run: afterwards a closed standard output (`archlint check | head`) ends archlint
        // quietly, as before, instead of failing a write.
        // (SIG_DFL is a nil handler in Swift, so the old handler is restored whatever it is.)
        let ignoresPipe = worker != nil
        let previousPipeHandler = ignoresPipe ? signal(SIGPIPE, SIG_IGN) : nil
        defer { if ignoresPipe { signal(SIGPIPE, previousPipeHandler) } }
        DispatchQueue.concurrentPerform(iterations: workers) { slice in
            let mine = Array(stride(from: slice, to: paths.count, by: workers))
            if let command = worker {
                let session = WorkerSession(command: command,
                                         setup: ObjCWorker.Setup(includeDirectories: includeDirectories, overlay: overlay))
                for index in mine { slots[index] = session.scan(paths[index]) }
            } else {
                let indexer = ClangIndexer(includeDirectories: includeDirectories, overlay: overlay)
                for index in mine { slots[index] = indexer.scan(paths[index]) }
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
