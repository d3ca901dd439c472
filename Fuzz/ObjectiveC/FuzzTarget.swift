import Foundation
import ObjCFrontend

/// libFuzzer entry: one Objective-C file through the front end in this process (no worker), as
/// `archlint check` would hand it to libclang, behind the include wall (nothing but the file itself
/// is readable). libclang is not instrumented; what is measured and checked is archlint's own walk
/// over its cursors and the facts it builds.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzObjectiveC(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-fuzz-objc-\(getpid())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("Fuzz.m").path
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes: data, count: size)) else { return 0 }
    _ = ObjCFrontend.scan([path], includeDirectories: [folder.path], readable: [path], jobs: 1)
    return 0
}
