#if !ARCHLINT_NO_LIBCLANG
import ArchlintFacts
// Implementation-only: modules that use the front end must not need libclang's headers (an
// `internal import` still makes them load the C module in a non-resilient build).
@_implementationOnly import CClang
import Foundation

/// One worker's libclang index: parses a file with the SDK stand-ins and walks what it declares.
final class ClangIndexer {
    private let clang: LibClang
    private let index: CXIndex?
    /// The `-I` folders, or the one header map that stands for them (`IncludeLookup`).
    private let includeDirectories: [String]
    private let headerMap: String?
    /// The include wall's overlay (`IncludeWall`): the only files libclang may open; nil opens any.
    private let overlay: String?

    init(clang: LibClang, setup: ObjCWorker.Setup) {
        self.clang = clang
        // Declarations from a precompiled header are left out of the unit's children: the walker
        // reads the main file's only, and visiting the others deserialized the whole PCH.
        index = clang.createIndex(1, 0)
        includeDirectories = setup.includeDirectories
        headerMap = setup.headerMap
        overlay = setup.overlay
    }

    deinit { clang.disposeIndex(index) }

    /// The iOS Simulator SDK when one is installed (`SDKROOT`, or Xcode's default location); nil on Linux.
    static let appleSDK: String? = {
        let candidates = [ProcessInfo.processInfo.environment["ARCHLINT_SDKROOT"],
                          "/Applications/Xcode.app/Contents/Developer/Platforms/iPhoneSimulator.platform/Developer/SDKs/iPhoneSimulator.sdk"]
        return candidates.compactMap { $0 }.first {
            FileManager.default.fileExists(atPath: $0 + "/System/Library/Frameworks/UIKit.framework")
        }
    }()

    /// Parses and walks one file; with a `step`, using the precompiled header it names when that
    /// exists and stands for the file's first `#import`, and saving the file's own when asked
    /// (`PrecompiledHeaders`). Whatever the step, the facts are those of a parse without one.
    func scan(_ path: String, step: PrecompiledHeaders.Step? = nil) -> Result<FileFacts, ObjCFrontend.Problem> {
        let language: String
        switch (path as NSString).pathExtension {
        case "h": language = "objective-c-header"
        case "mm": language = "objective-c++"
        default: language = "objective-c"
        }
        // Absolute, so a file named `-E.m` can never read as an option.
        let sourcePath = IncludeWall.absolute(path)
        if let pch = step?.use, step?.header != nil || step?.lead != nil, access(pch, R_OK) == 0,
           let unit = parse(sourcePath, language: language, pch: pch, overlay: step?.overlay ?? overlay, forSaving: step?.save != nil) {
            defer { clang.disposeTranslationUnit(unit) }
            var walker = TranslationUnitWalker(clang: clang, path: path, unit: unit)
            walker.walk()
            // Not the header the PCH was built from (or none), or not the files of its lead: the
            // parse is not the file's own.
            let stands: Bool
            if let lead = step?.lead {
                stands = Self.opens(walker.inclusions, lead)
            } else if let first = walker.firstInclusion, IncludeWall.absolute(first.file) == step?.header {
                stands = true
            } else {
                stands = false
            }
            if stands {
                if let save = step?.save { self.save(unit, to: save) }
                return .success(walker.facts.sorted())
            }
        }
        guard let unit = parse(sourcePath, language: language, pch: nil, overlay: step?.overlay ?? overlay, forSaving: step?.save != nil) else {
            return .failure(ObjCFrontend.Problem(path: path, message: "libclang could not parse the file (error \(lastStatus.rawValue))"))
        }
        defer { clang.disposeTranslationUnit(unit) }
        var walker = TranslationUnitWalker(clang: clang, path: path, unit: unit)
        walker.walk()
        // A lead header's PCH is saved only when clang opened the files the plan expects: the files
        // that use it check their own imports against the same list.
        if let save = step?.save, step?.use != nil || step?.lead.map({ Self.opens(walker.inclusions, $0) }) ?? true {
            self.save(unit, to: save)
        }
        return .success(walker.facts.sorted())
    }

    /// Whether the first inclusions opened `lead`'s files, in order ("" for an include not found).
    private static func opens(_ inclusions: [String], _ lead: [String]) -> Bool {
        inclusions.count >= lead.count
            && zip(inclusions, lead).allSatisfy { ($0.isEmpty ? "" : IncludeWall.absolute($0)) == $1 }
    }

    /// The status of the last parse that failed.
    private var lastStatus = CXError_Success

    private func parse(_ sourcePath: String, language: String, pch: String?, overlay: String?, forSaving: Bool) -> CXTranslationUnit? {
        // ARC needs an Apple runtime on Linux (without one, libclang fails with an AST read error).
        // `#pragma clang __debug crash` / `overflow_stack` must not crash or spin the parser.
        var arguments = ["-x", language, "-fobjc-arc", "-fblocks", "-fsyntax-only", "-Wno-everything",
                         "-Xclang", "-disable-pragma-debug-crash"]
        if let overlay { arguments += ["-ivfsoverlay", overlay] }
        if let sdk = ClangIndexer.appleSDK {
            // A real SDK (macOS with Xcode): its Foundation and UIKit instead of the stand-ins.
            arguments += ["-isysroot", sdk, "-target", "arm64-apple-ios15.0-simulator"]
        } else {
            arguments += ["-fobjc-runtime=ios-13.0", "-I" + SDKStubs.root]
            // Behind the wall no GCC, CUDA or ROCm installation is visible to the parse; without
            // these, clang's driver searched for them on every parse (about 300 system calls: the
            // `PATH` for `ptxas`, every GCC triple under `/usr/lib/gcc`, `/opt` for ROCm).
            if overlay != nil {
                arguments += ["--gcc-toolchain=/archlint-no-toolchain", "--cuda-path=/archlint-no-toolchain",
                              "--rocm-path=/archlint-no-toolchain", "--hip-path=/archlint-no-toolchain"]
            }
        }
        if let headerMap { arguments += ["-I", headerMap] }
        for directory in includeDirectories { arguments += ["-I", directory] }
        // The files a PCH was built from do not change during the run: checking them is a stat each.
        if let pch { arguments += ["-include-pch", pch, "-Xclang", "-fno-validate-pch"] }
        let argumentPointers = arguments.map { strdup($0) }
        let stubs = ClangIndexer.appleSDK == nil ? SDKStubs.files : []
        let stubPointers = stubs.map { (strdup($0.path), strdup($0.contents), $0.contents.utf8.count) }
        defer {
            argumentPointers.forEach { free($0) }
            stubPointers.forEach { free($0.0); free($0.1) }
        }
        var unsaved = stubPointers.map { CXUnsavedFile(Filename: $0.0, Contents: $0.1, Length: UInt($0.2)) }
        var unit: CXTranslationUnit?
        var options = CXTranslationUnit_DetailedPreprocessingRecord.rawValue | CXTranslationUnit_KeepGoing.rawValue
        if forSaving { options |= CXTranslationUnit_ForSerialization.rawValue }
        let status = argumentPointers.map { UnsafePointer<CChar>($0) }.withUnsafeBufferPointer { buffer in
            clang.parseTranslationUnit2(index, sourcePath, buffer.baseAddress, Int32(buffer.count), &unsaved,
                                        UInt32(unsaved.count), UInt32(options), &unit)
        }
        guard status == CXError_Success, let unit else {
            lastStatus = status
            return nil
        }
        return unit
    }

    /// Writes the unit's PCH under a private name, then renames it into place: another worker sees
    /// the whole file or none. A PCH that cannot be written is simply not there.
    private func save(_ unit: CXTranslationUnit, to path: String) {
        let partial = path + ".\(getpid()).partial"
        if clang.saveTranslationUnit(unit, partial, 0) == 0, rename(partial, path) == 0 { return }
        unlink(partial)
    }
}
#endif
