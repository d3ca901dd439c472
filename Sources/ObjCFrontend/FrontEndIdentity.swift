#if !ARCHLINT_NO_LIBCLANG
@_implementationOnly import CClang
#endif
import Foundation

/// What, besides a file and the headers it includes, decides the facts this front end extracts:
/// the facts cache keys Objective-C files by it.
extension ObjCFrontend {
    /// libclang's version and the headers standing in for the SDK: Xcode's SDK (by its real path, so
    /// a new SDK version is a new identity) or the built-in stand-ins.
    public static let factsIdentity: String = {
        #if ARCHLINT_NO_LIBCLANG
        return "no libclang"
        #else
        let version = clang_getClangVersion()
        defer { clang_disposeString(version) }
        let clang = clang_getCString(version).map { String(cString: $0) } ?? "unknown libclang"
        let sdk = ClangIndexer.appleSDK.map { "sdk " + URL(fileURLWithPath: $0).resolvingSymlinksInPath().path } ?? "stand-ins"
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
