import ArchlintFacts
import Foundation
import ObjCFrontend

/// The facts-cache keys of Objective-C files. A translation unit's facts depend on more than its own
/// text: the headers it includes decide whether a type is an object (`assign` is then non-owning),
/// what a macro expands to, and whether clang's error recovery drops a declaration. So a file's key
/// covers, besides its own contents:
/// - the front end's identity (libclang's version, the SDK or the built-in stand-ins) and options
///   (the include directories, the per-file time budget);
/// - the list of Objective-C files under the roots (what an `#import` can find at all: a header that
///   appears, disappears or is renamed changes every key);
/// - the contents of every header it may include, transitively. Includes are read from the text,
///   not from the preprocessor, and over-approximated: `#import "A/B.h"` depends on every file
///   named `B.h`, whatever its folder, the case of its letters (the header map finds `b.h` too:
///   `IncludeDirectives.matchingName`) and whatever `#if` surrounds it. A computed include
///   (`#include MACRO`) or a directive continued with a backslash cannot be followed: a file that
///   reaches one depends on every Objective-C file under the roots.
/// Where headers outside the roots are visible (Xcode's SDK, no include wall), a quoted include
/// that names no file under the roots may be read from anywhere: such a file is not cached.
struct ObjectiveCCacheKeys {
    typealias Key = FactsCache.Key

    private var keys: [String: Key] = [:]

    /// Reads every file in `readable` (the Objective-C files under the roots), on `jobs` threads.
    init(readable: [String], frontEndOptions: [String], frontEndIdentity: String, includesLeaveTheRoots: Bool,
         jobs: Int = 1) {
        let paths = readable.sorted()
        let read = ConcurrentSlots<Source>(count: paths.count)
        ConcurrentSlots<Source>.perform(count: paths.count, jobs: jobs) { index in
            read[index] = WholeFile.read(paths[index]).map { Source(path: paths[index], bytes: $0) }
        }
        let sources = read.all()
        let environment = ContentHash.combining(["objective-c", frontEndIdentity, FileManager.default.currentDirectoryPath]
                                                + frontEndOptions + ["--files"] + readable.sorted())
        var byName: [String: [Int]] = [:]
        for (index, source) in sources.enumerated() {
            guard let source else { continue }
            byName[IncludeDirectives.matchingName(source.path), default: []].append(index)
        }
        // The key of a file that reaches a computed include: every file's contents.
        let everything = ContentHash.combining(sources.map { source in
            source.map { "\($0.path)\u{0}\($0.size)\u{0}\($0.hash)" } ?? "unreadable"
        })
        // Which names, in their exact case, the roots hold: without the wall clang searches `-I`
        // folders on the disk, which may tell case apart, so a quoted include that matches a file under
        // the roots only regardless of case may still be read from outside them.
        let exactNames = includesLeaveTheRoots ? Set(sources.compactMap { $0.map { ($0.path as NSString).lastPathComponent } }) : []
        // Each file's includes resolved to candidate files once, not once per file that reaches it
        // (an umbrella header is reached from hundreds of files).
        let edges = sources.map { source -> IncludeEdges in
            guard let source else { return IncludeEdges() }
            var edges = IncludeEdges(opaque: source.includes.opaque)
            for spelled in source.includes.quoted + source.includes.angled {
                let candidates = byName[IncludeDirectives.matchingName(spelled)] ?? []
                if includesLeaveTheRoots && source.includes.quoted.contains(spelled)
                    && !exactNames.contains((spelled as NSString).lastPathComponent) {
                    edges.leaves = true
                }
                edges.candidates += candidates
            }
            return edges
        }
        for (index, source) in sources.enumerated() {
            guard let source else { continue }
            var reached: Set<Int> = [index]
            var pending = [index]
            var opaque = false
            var leaves = false
            while let next = pending.popLast() {
                opaque = opaque || edges[next].opaque
                leaves = leaves || edges[next].leaves
                for candidate in edges[next].candidates where reached.insert(candidate).inserted { pending.append(candidate) }
            }
            if leaves { continue }
            // The environment, the file, then everything it may include (each file's digest covers
            // its path, size and contents), as words hashed once.
            var words = [environment, source.digest]
            if opaque {
                words.append(everything)
            } else {
                for dependency in reached.sorted() where dependency != index {
                    guard let header = sources[dependency] else { continue }
                    words.append(header.digest)
                }
            }
            keys[source.path] = Key(size: source.size, value: words.withUnsafeBytes { ContentHash.of($0, seed: opaque ? 1 : 0) })
        }
    }

    /// What one file's includes lead to: the files they may name, and whether one cannot be followed.
    private struct IncludeEdges {
        var candidates: [Int] = []
        var opaque = false
        /// A quoted include that names no file under the roots, with headers outside them visible.
        var leaves = false
    }

    /// Nil when the file was not readable or must not be cached.
    func key(of path: String) -> Key? { keys[path] }

    private struct Source {
        var path: String
        var size: Int
        var hash: UInt64
        var includes: IncludeDirectives
        /// Path, size and contents in one word: what a key says of this file.
        var digest: UInt64

        init(path: String, bytes: [UInt8]) {
            self.path = path
            size = bytes.count
            hash = ContentHash.of(bytes)
            includes = IncludeDirectives(bytes)
            digest = ContentHash.combining([path, String(size), String(hash)])
        }
    }
}
