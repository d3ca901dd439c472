#if !ARCHLINT_NO_LIBCLANG
@_implementationOnly import CClang
import Foundation

/// libclang's functions, looked up in the library opened at run time rather than linked. Linking it
/// mapped libclang and LLVM into every archlint process at startup (about 64 MB resident, and their
/// static constructors), even on a tree without one Objective-C file; now only the process that
/// parses (a worker, or the tests' in-process front end) opens it, on its first file.
///
/// Which file: `ARCHLINT_LIBCLANG` when set (a library file, for a binary moved to a machine whose
/// LLVM lives elsewhere), else the file Package.swift found at build time, else `libclang.so` /
/// `libclang.dylib` through the system's library search (`LD_LIBRARY_PATH`, `DYLD_LIBRARY_PATH`).
struct LibClang: @unchecked Sendable {  // immutable C function pointers
    let createIndex: archlint_clang_createIndex_f
    let disposeIndex: archlint_clang_disposeIndex_f
    let parseTranslationUnit2: archlint_clang_parseTranslationUnit2_f
    let disposeTranslationUnit: archlint_clang_disposeTranslationUnit_f
    let getTranslationUnitCursor: archlint_clang_getTranslationUnitCursor_f
    let visitChildren: archlint_clang_visitChildren_f
    let getCursorKind: archlint_clang_getCursorKind_f
    let getCursorSpelling: archlint_clang_getCursorSpelling_f
    let getCursorLocation: archlint_clang_getCursorLocation_f
    let getCursorExtent: archlint_clang_getCursorExtent_f
    let getCursorType: archlint_clang_getCursorType_f
    let getCursorResultType: archlint_clang_getCursorResultType_f
    let cursorObjCPropertyAttributes: archlint_clang_Cursor_getObjCPropertyAttributes_f
    let locationIsFromMainFile: archlint_clang_Location_isFromMainFile_f
    let getSpellingLocation: archlint_clang_getSpellingLocation_f
    let getExpansionLocation: archlint_clang_getExpansionLocation_f
    let getRangeEnd: archlint_clang_getRangeEnd_f
    let tokenize: archlint_clang_tokenize_f
    let disposeTokens: archlint_clang_disposeTokens_f
    let getTokenKind: archlint_clang_getTokenKind_f
    let getTokenLocation: archlint_clang_getTokenLocation_f
    let getTokenSpelling: archlint_clang_getTokenSpelling_f
    let getTypeSpelling: archlint_clang_getTypeSpelling_f
    let getCanonicalType: archlint_clang_getCanonicalType_f
    let isExpression: archlint_clang_isExpression_f
    let getCString: archlint_clang_getCString_f
    let disposeString: archlint_clang_disposeString_f
    let saveTranslationUnit: archlint_clang_saveTranslationUnit_f
    let getIncludedFile: archlint_clang_getIncludedFile_f
    let getFileName: archlint_clang_getFileName_f

    /// Why libclang could not be opened; each Objective-C file is then reported unreadable with it.
    struct LoadFailure: Error {
        var message: String
    }

    /// Opened on first use, once per process, and never closed.
    static let loaded: Result<LibClang, LoadFailure> = open()

    /// The library file to open, when one is named (`ARCHLINT_LIBCLANG`, else the build's); nil
    /// leaves the choice to the system's library search.
    static var namedFile: String? {
        if let chosen = ProcessInfo.processInfo.environment["ARCHLINT_LIBCLANG"], !chosen.isEmpty { return chosen }
        let built = String(cString: archlint_libclang_build_path())
        return !built.isEmpty && FileManager.default.fileExists(atPath: built) ? built : nil
    }

    #if os(macOS)
    static let searchedName = "libclang.dylib"
    #else
    static let searchedName = "libclang.so"
    #endif

    private static func open() -> Result<LibClang, LoadFailure> {
        let file = namedFile ?? searchedName
        guard let handle = dlopen(file, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "unknown error"
            return .failure(LoadFailure(message: "cannot load libclang (\(reason)); set ARCHLINT_LIBCLANG to its library file"))
        }
        do {
            return .success(try LibClang(handle))
        } catch let failure as LoadFailure {
            return .failure(failure)
        } catch {
            return .failure(LoadFailure(message: "cannot load libclang from \(file)"))
        }
    }

    private init(_ handle: UnsafeMutableRawPointer) throws {
        func function<Function>(_ name: String) throws -> Function {
            guard let address = dlsym(handle, "clang_" + name) else {
                throw LoadFailure(message: "the libclang found lacks clang_\(name)")
            }
            return unsafeBitCast(address, to: Function.self)
        }
        createIndex = try function("createIndex")
        disposeIndex = try function("disposeIndex")
        parseTranslationUnit2 = try function("parseTranslationUnit2")
        disposeTranslationUnit = try function("disposeTranslationUnit")
        getTranslationUnitCursor = try function("getTranslationUnitCursor")
        visitChildren = try function("visitChildren")
        getCursorKind = try function("getCursorKind")
        getCursorSpelling = try function("getCursorSpelling")
        getCursorLocation = try function("getCursorLocation")
        getCursorExtent = try function("getCursorExtent")
        getCursorType = try function("getCursorType")
        getCursorResultType = try function("getCursorResultType")
        cursorObjCPropertyAttributes = try function("Cursor_getObjCPropertyAttributes")
        locationIsFromMainFile = try function("Location_isFromMainFile")
        getSpellingLocation = try function("getSpellingLocation")
        getExpansionLocation = try function("getExpansionLocation")
        getRangeEnd = try function("getRangeEnd")
        tokenize = try function("tokenize")
        disposeTokens = try function("disposeTokens")
        getTokenKind = try function("getTokenKind")
        getTokenLocation = try function("getTokenLocation")
        getTokenSpelling = try function("getTokenSpelling")
        getTypeSpelling = try function("getTypeSpelling")
        getCanonicalType = try function("getCanonicalType")
        isExpression = try function("isExpression")
        getCString = try function("getCString")
        disposeString = try function("disposeString")
        saveTranslationUnit = try function("saveTranslationUnit")
        getIncludedFile = try function("getIncludedFile")
        getFileName = try function("getFileName")
    }
}
#endif
