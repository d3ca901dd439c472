import ArchlintConfiguration
import ArchlintPipeline
import Foundation

/// libFuzzer entry: a `.archlint.yml` read as `--config` reads it (from a file, with its `extends`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfiguration(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-fuzz-\(getpid()).archlint.yml").path
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes: data, count: size)) else { return 0 }
    _ = try? Configuration.load(path: path)
    return 0
}
