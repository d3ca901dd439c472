import Foundation

/// What, besides a file and the headers it includes, decides the facts this front end extracts:
/// the facts cache keys Objective-C files by it.
extension ObjCFrontend {
    /// libclang and the headers standing in for the SDK. libclang is the library file a worker
    /// will open, by its resolved path (which names its version), size and modification time, read
    /// with `stat`: a warm run, and the main process, never load libclang just to name it. The SDK is
    /// Xcode's (by its real path, so a new SDK version is a new identity) or the built-in stand-ins.
    public static let factsIdentity: String = {
        #if ARCHLINT_NO_LIBCLANG
        return "no libclang"
        #else
        let clang: String
        if let file = LibClang.namedFile {
            let resolved = URL(fileURLWithPath: file).resolvingSymlinksInPath().path
            var status = stat()
            if stat(resolved, &status) == 0 {
                #if os(macOS)
                let modified = status.st_mtimespec
                #else
                let modified = status.st_mtim
                #endif
                clang = "libclang \(resolved) \(status.st_size) \(modified.tv_sec).\(modified.tv_nsec)"
            } else {
                clang = "libclang \(resolved) missing"
            }
        } else {
            clang = "libclang \(LibClang.searchedName) from the library search path"
        }
        let sdk = ClangIndexer.appleSDK.map { "sdk " + URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
            ?? "stand-ins \(SDKStubs.contentHash)"
        return clang + "; " + sdk
        #endif
    }()

    /// Whether an `#import` may read a header outside the analysed roots: with Xcode's SDK the
    /// include wall is down (`IncludeWall`).
    public static var includesLeaveTheRoots: Bool {
        #if ARCHLINT_NO_LIBCLANG
        return false
        #else
        return ClangIndexer.appleSDK != nil
        #endif
    }
}
