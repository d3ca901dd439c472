import Foundation

/// Keeps the cache folder from growing without end. Every tree, list of roots and archlint build
/// has its own pack, so without clean-up a folder would keep one pack per build ever used on a tree
/// (a rebuilt binary is a new build) and one per tree ever checked (each test run's temporary tree).
///
/// A pack's modification time is when it was last used: a run writes it, or marks it when it had
/// nothing new to write. After a run writes its pack:
/// - packs of other builds for the same tree and roots beyond the `otherBuildsKept` most recently
///   used are removed (the builds a developer switches between keep theirs; stale ones go);
/// - any pack unused for `unusedLifetime` is removed, whatever its tree;
/// - temporary files of runs killed while writing are removed once they are an hour old.
///
/// A pack's kept findings (`FindingsCache`, `facts-<scope>-<build>.findings`) go with it, and so
/// does one whose pack is gone.
///
/// Removing a pack only costs a run its warm start: the next run scans again and writes it anew.
struct PackEviction {
    static let otherBuildsKept = 2
    static let unusedLifetime = 30 * 24 * 3600
    static let abandonedTemporaryLifetime = 3600

    let directory: String
    /// The hash of the working directory and roots, in hexadecimal.
    let scope: String
    /// The hash of the pack's identity (layout, facts format, archlint build), in hexadecimal.
    let build: String

    var packPath: String { directory + "/facts-" + scope + "-" + build + ".pack" }

    /// Records that this run used the pack without writing it.
    func markUsed() {
        _ = utimensat(AT_FDCWD, packPath, nil, 0)
    }

    func removeUnused(now: Int = Int(time(nil))) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        let own = "facts-" + scope + "-" + build + ".pack"
        var sameScope: [(lastUsed: Int, name: String)] = []
        let present = Set(names)
        for name in names where name.hasPrefix("facts-") && name.hasSuffix(".findings") {
            if !present.contains(name.dropLast(".findings".count) + ".pack") { remove(name) }
        }
        for name in names where name.hasPrefix("facts-") && name != own {
            let isPack = name.hasSuffix(".pack")
            guard isPack || name.hasSuffix(".tmp"), let lastUsed = modificationTime(directory + "/" + name) else { continue }
            let age = now - lastUsed
            if !isPack {
                if age > PackEviction.abandonedTemporaryLifetime { remove(name) }
            } else if age > PackEviction.unusedLifetime {
                remove(name)
            } else if PackEviction.scope(ofPackNamed: name) == scope {
                sameScope.append((lastUsed, name))
            }
        }
        // Most recently used first; the name breaks ties so that every run removes the same packs.
        sameScope.sort { $0.lastUsed != $1.lastUsed ? $0.lastUsed > $1.lastUsed : $0.name < $1.name }
        for pack in sameScope.dropFirst(PackEviction.otherBuildsKept) { remove(pack.name) }
    }

    /// `facts-<scope>-<build>.pack`, or `facts-<scope>.pack` as written before packs were per build.
    static func scope(ofPackNamed name: String) -> Substring {
        let stem = name.dropFirst("facts-".count).dropLast(".pack".count)
        return stem.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)[0]
    }

    /// Removes a file of the folder; a pack's kept findings with it.
    private func remove(_ name: String) {
        _ = unlink(directory + "/" + name)
        if name.hasSuffix(".pack") { _ = unlink(directory + "/" + name.dropLast(".pack".count) + ".findings") }
    }

    private func modificationTime(_ path: String) -> Int? {
        var status = stat()
        guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        #if os(Linux)
        return Int(status.st_mtim.tv_sec)
        #else
        return Int(status.st_mtimespec.tv_sec)
        #endif
    }
}
