import Foundation

/// Paths as users see them: relative to a directory when they lie below it.
public enum PathDisplay {
    public static func relative(_ path: String, to directory: String) -> String {
        let absolute = path.hasPrefix("/") ? path : directory + "/" + path
        let standardized = URL(fileURLWithPath: absolute).standardizedFileURL.path
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        if standardized.hasPrefix(base) { return String(standardized.dropFirst(base.count)) }
        return standardized
    }
}
