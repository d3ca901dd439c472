import Foundation

/// Paths as users see them: relative to a directory when they lie below it.
public enum PathDisplay {
    public static func relative(_ path: String, to directory: String) -> String {
        let standardized = absolute(path, from: directory)
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        if standardized.hasPrefix(base) { return String(standardized.dropFirst(base.count)) }
        return standardized
    }

    /// The standardized absolute path of `path`, which may be relative to `directory`.
    public static func absolute(_ path: String, from directory: String) -> String {
        URL(fileURLWithPath: path.hasPrefix("/") ? path : directory + "/" + path).standardizedFileURL.path
    }
}
