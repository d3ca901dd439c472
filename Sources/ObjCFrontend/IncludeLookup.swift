import Foundation

/// How clang finds the tree's headers in one run. With the include wall up (`IncludeWall`), by name
/// through one header map (`HeaderMap`) that the wall's overlay lets clang read, both in temporary
/// files, and with the precompiled headers the run builds (`PrecompiledHeaders`) in a temporary
/// folder; without the wall (Xcode's SDK), through a `-I` per folder that holds a header.
struct IncludeLookup {
    /// The `-I` folders, when there is no header map.
    var includeDirectories: [String]
    var headerMap: String?
    var overlay: String?
    var precompiled: PrecompiledHeaders?

    /// `walled` are the only files libclang may open, or nil to open any. `paths` are the files the
    /// run parses (sizes in bytes alongside), for the precompiled headers' plan.
    init(includeDirectories: [String], walled: [String]?, paths: [String] = [], sizes: [Int] = [], jobs: Int = 1) throws {
        guard let readable = walled else {
            self.includeDirectories = includeDirectories
            return
        }
        let temporary = FileManager.default.temporaryDirectory
        let map = temporary.appendingPathComponent("archlint-headers-\(UUID().uuidString).hmap").path
        let entries = HeaderMap.entries(includeDirectories: includeDirectories, files: readable)
        try IncludeWall.writeFile(HeaderMap.encode(entries), to: map)
        // Without a folder for them (or with `ARCHLINT_OBJC_PCH=0`), every file parses whole, as before.
        let folder = temporary.appendingPathComponent("archlint-pch-\(UUID().uuidString)").path
        if PrecompiledHeaders.isEnabled, paths.count > 1,
           (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)) != nil {
            precompiled = PrecompiledHeaders(paths: paths, readable: readable, headerMap: entries, headerMapFile: map,
                                             stubs: SDKStubs.files.map(\.path), directory: folder, sizes: sizes, jobs: jobs)
        }
        do {
            if let precompiled {
                overlay = try IncludeWall.writeOverlay(precompiled.readableEntries + [IncludeWall.Entry(map)] + precompiled.fileEntries)
            } else {
                overlay = try IncludeWall.writeOverlay(allowing: readable + [map])
            }
        } catch {
            try? FileManager.default.removeItem(atPath: map)
            if let precompiled { try? FileManager.default.removeItem(atPath: precompiled.directory) }
            throw error
        }
        headerMap = map
        self.includeDirectories = []
    }

    /// Removes the temporary files.
    func remove() {
        for path in [headerMap, overlay, precompiled?.directory].compactMap({ $0 }) {
            try? FileManager.default.removeItem(atPath: path)
        }
    }
}
