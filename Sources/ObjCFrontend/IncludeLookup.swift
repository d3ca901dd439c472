import Foundation

/// How clang finds the tree's headers in one run. With the include wall up (`IncludeWall`), by name
/// through one header map (`HeaderMap`) that the wall's overlay lets clang read, both in temporary
/// files; without the wall (Xcode's SDK), through a `-I` per folder that holds a header.
struct IncludeLookup {
    /// The `-I` folders, when there is no header map.
    var includeDirectories: [String]
    var headerMap: String?
    var overlay: String?

    /// `walled` are the only files libclang may open, or nil to open any.
    init(includeDirectories: [String], walled: [String]?) throws {
        guard let readable = walled else {
            self.includeDirectories = includeDirectories
            return
        }
        let map = FileManager.default.temporaryDirectory
            .appendingPathComponent("archlint-headers-\(UUID().uuidString).hmap").path
        try HeaderMap.encode(HeaderMap.entries(includeDirectories: includeDirectories, files: readable))
            .write(to: URL(fileURLWithPath: map))
        do {
            overlay = try IncludeWall.writeOverlay(allowing: readable + [map])
        } catch {
            try? FileManager.default.removeItem(atPath: map)
            throw error
        }
        headerMap = map
        self.includeDirectories = []
    }

    /// Removes the temporary files.
    func remove() {
        for path in [headerMap, overlay].compactMap({ $0 }) { try? FileManager.default.removeItem(atPath: path) }
    }
}
