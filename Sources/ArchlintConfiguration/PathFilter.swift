import ArchlintModel
import Foundation

/// `included` and `excluded` made ready to test many paths: each glob's bytes taken once, each
/// folder's absolute name worked out once, and one pass of a glob over a path deciding for the path
/// and all its folders at once. Decides exactly as `Configuration.includes` always has.
public final class PathFilter {
    private let included: [[UInt8]]
    private let excluded: [[UInt8]]
    private let basePrefix: String
    /// Absolute (standardized) folder names by the folder as written in a discovered path.
    private var absoluteFolders: [Substring: String] = [:]

    init(_ configuration: Configuration) {
        included = configuration.included.map { Array($0.pattern.utf8) }
        excluded = configuration.excluded.map { Array($0.pattern.utf8) }
        let base = URL(fileURLWithPath: configuration.baseDirectory).standardizedFileURL.path
        basePrefix = base.hasSuffix("/") ? base : base + "/"
    }

    /// Whether a file (given as the path discovery found) is checked under `included` / `excluded`.
    public func includes(_ path: String) -> Bool {
        if included.isEmpty && excluded.isEmpty { return true }
        var relative = relativePath(path)
        return relative.withUTF8 { subject in
            if !included.isEmpty, !included.contains(where: { PathFilter.covers($0, subject) }) { return false }
            return !excluded.contains { PathFilter.covers($0, subject) }
        }
    }

    private func relativePath(_ path: String) -> String {
        let absolute = absolutePath(path)
        return absolute.hasPrefix(basePrefix) ? String(absolute.dropFirst(basePrefix.count)) : absolute
    }

    /// `URL(fileURLWithPath:).standardizedFileURL.path`, asked once per folder: a plain name below a
    /// folder stands below that folder's standardized name.
    private func absolutePath(_ path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else {
            return URL(fileURLWithPath: path).standardizedFileURL.path
        }
        let name = path[path.index(after: slash)...]
        if name.isEmpty || name == "." || name == ".." { return URL(fileURLWithPath: path).standardizedFileURL.path }
        let folder = path[..<slash]
        let absolute: String
        if let known = absoluteFolders[folder] {
            absolute = known
        } else {
            absolute = URL(fileURLWithPath: folder.isEmpty ? "/" : String(folder)).standardizedFileURL.path
            absoluteFolders[folder] = absolute
        }
        return absolute.hasSuffix("/") ? absolute + name : absolute + "/" + name
    }

    /// A pattern covers a path when it matches the path or one of its folders (`Sources/Generated`
    /// covers everything below it). `Glob.matches` run once over the whole path: the positions the
    /// pattern can end at after its last element say, for every prefix of the path, whether the
    /// pattern matches that prefix, and the folders are the prefixes that end before a `/`.
    static func covers(_ units: [UInt8], _ subject: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = subject.count
        let star = UInt8(ascii: "*"), slash = UInt8(ascii: "/"), question = UInt8(ascii: "?")
        return withUnsafeTemporaryAllocation(of: Bool.self, capacity: 3 * (count + 1)) { scratch in
            let base = scratch.baseAddress!
            var reachable = base
            var next = base + (count + 1)
            let skipped = base + 2 * (count + 1)
            reachable.initialize(repeating: false, count: count + 1)
            next.initialize(repeating: false, count: count + 1)
            skipped.initialize(repeating: false, count: count + 1)
            reachable[0] = true
            // `**/` may also match nothing at all: positions that skip both, for the state after the `/`.
            var skipState = -1
            var p = 0
            while p < units.count {
                let advance: Int
                if units[p] == star {
                    let doubleStar = p + 1 < units.count && units[p + 1] == star
                    advance = doubleStar ? 2 : 1
                    var running = false
                    for s in 0...count {
                        if reachable[s] { running = true }
                        next[s] = running
                        // A single `*` stays within a path component.
                        if !doubleStar, s < count, subject[s] == slash { running = false }
                    }
                    if doubleStar, p + 2 < units.count, units[p + 2] == slash {
                        skipState = p + 3
                        skipped.update(from: reachable, count: count + 1)
                    }
                } else {
                    advance = 1
                    let unit = units[p]
                    next[0] = false
                    for s in 0..<count {
                        next[s + 1] = reachable[s] && (unit == question ? subject[s] != slash : unit == subject[s])
                    }
                }
                p += advance
                if skipState == p {
                    for s in 0...count where skipped[s] { next[s] = true }
                    skipState = -1
                }
                swap(&reachable, &next)
                if skipState < 0, !(0...count).contains(where: { reachable[$0] }) { return false }
            }
            if reachable[count] { return true }
            for s in 0..<count where subject[s] == slash && reachable[s] { return true }
            return false
        }
    }
}

extension Configuration {
    /// The file filter for many paths (`includes` for one).
    public func pathFilter() -> PathFilter { PathFilter(self) }
}
