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
    /// `includeDirectories` are the folders of the tree's headers (`#import "Foo.h"` finds them,
    /// through one header map when the wall is up: `IncludeLookup`).
    /// `readable`, when given, are the only files libclang may open (`IncludeWall`). With a `worker`
    /// command libclang runs in worker processes (`ObjCWorker`); without one, in this process.
    /// `precompiledHeaders: false` parses every file whole (`PrecompiledHeaders`; the facts are the same).
    public static func scan(_ paths: [String], includeDirectories: [String], readable: [String]? = nil, jobs: Int,
                            worker: ObjCWorker.Command? = nil, precompiledHeaders: Bool = true) -> [Result<FileFacts, Problem>] {
        #if ARCHLINT_NO_LIBCLANG
        return paths.map { .failure(Problem(path: $0, message: "Objective-C support needs libclang, which this build lacks")) }
        #else
        // With Xcode's SDK the wall stays down: the SDK and clang's builtin headers live outside
        // the roots (the per-file budget still bounds an include that blocks).
        let walled = ClangIndexer.appleSDK == nil ? readable : nil
        let sizes = paths.map { path -> Int in
            var status = stat()
            return stat(path, &status) == 0 ? Int(status.st_size) : 0
        }
        let workers = min(max(1, jobs), max(1, paths.count))
        // A worker that dies must not take archlint down with SIGPIPE on the next request. Only while
        // workers run: afterwards a closed standard output (`archlint check | head`) ends archlint
        // quietly, as before, instead of failing a write.
        // (SIG_DFL is a nil handler in Swift, so the old handler is restored whatever it is.)
        let ignoresPipe = worker != nil
        let previousPipeHandler = ignoresPipe ? signal(SIGPIPE, SIG_IGN) : nil
        defer { if ignoresPipe { signal(SIGPIPE, previousPipeHandler) } }
        // The workers start now and open libclang while the include lookup below is made.
        let sessions = worker.map { command in (0..<workers).map { _ in WorkerSession(command: command) } } ?? []
        let lookup: IncludeLookup
        do {
            lookup = try IncludeLookup(includeDirectories: includeDirectories, walled: walled,
                                       paths: precompiledHeaders ? paths : [], sizes: sizes, jobs: jobs)
        } catch {
            return paths.map { .failure(Problem(path: $0, message: "cannot write the include overlay: \(error.localizedDescription)")) }
        }
        defer { lookup.remove() }
        let slots = ConcurrentSlots<Result<FileFacts, Problem>>(count: paths.count)
        // One queue, largest files first (after the headers whose PCHs others use): a worker takes
        // the next file when it is free, so one slow worker no longer holds the run while the other
        // idles. Results stay in the files' order.
        let precompiled = lookup.precompiled
        let queue = WorkQueue(order: precompiled?.order ?? largestFirst(sizes))
        let setup = ObjCWorker.Setup(includeDirectories: lookup.includeDirectories, headerMap: lookup.headerMap,
                                     overlay: lookup.overlay)
        // Work items past the files are lead headers (`PrecompiledHeaders.leadHeaders`): parsed for
        // their PCHs only.
        let leadHeaders = precompiled?.leadHeaders ?? []
        let items = paths + leadHeaders
        sessions.forEach { $0.begin(setup) }
        // A thread per worker, not `concurrentPerform`: the Swift files are scanned on the shared
        // pool meanwhile, and a worker waiting for a free pool thread would leave its files to the other.
        ThreadGroup.run(count: workers) { slot in
            func run(_ scan: (String, PrecompiledHeaders.Step?) -> Result<FileFacts, Problem>) {
                while let index = queue.next() {
                    let result = scan(items[index], precompiled?.step(for: index, slot: slot))
                    if index < paths.count { slots[index] = result }
                }
            }
            if !sessions.isEmpty {
                let session = sessions[slot]
                run { session.scan($0, step: $1) }
            } else {
                switch LibClang.loaded {
                case .success(let clang):
                    let indexer = ClangIndexer(clang: clang, setup: setup)
                    run { indexer.scan($0, step: $1) }
                case .failure(let failure):
                    run { path, _ in .failure(Problem(path: path, message: failure.message)) }
                }
            }
        }
        return slots.values()
        #endif
    }

    /// How many lead headers (`PrecompiledHeaders.leadHeaders`) a scan of `paths` builds; for tests.
    public static func leadHeaderCount(_ paths: [String], includeDirectories: [String], readable: [String]) -> Int {
        let sizes = paths.map { _ in 0 }
        guard let lookup = try? IncludeLookup(includeDirectories: includeDirectories, walled: readable, paths: paths,
                                              sizes: sizes) else { return 0 }
        defer { lookup.remove() }
        return lookup.precompiled?.leadHeaders.count ?? 0
    }

    /// Indices of files, largest first (ties in the given order): the longest parses start first.
    private static func largestFirst(_ sizes: [Int]) -> [Int] {
        sizes.indices.sorted { sizes[$0] != sizes[$1] ? sizes[$0] > sizes[$1] : $0 < $1 }
    }

    public static var isAvailable: Bool {
        #if ARCHLINT_NO_LIBCLANG
        return false
        #else
        return true
        #endif
    }
}

/// Threads of their own, joined before `run` returns.
enum ThreadGroup {
    static func run(count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let done = DispatchGroup()
        for index in 0..<count {
            done.enter()
            Thread {
                body(index)
                done.leave()
            }.start()
        }
        done.wait()
    }
}

/// Indices handed out one at a time to whichever thread asks next.
final class WorkQueue: @unchecked Sendable {
    private let order: [Int]
    private var position = 0
    private let lock = NSLock()

    init(order: [Int]) { self.order = order }

    func next() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard position < order.count else { return nil }
        position += 1
        return order[position - 1]
    }
}
