import ArchlintPipeline
import Foundation

/// libFuzzer entry: a baseline file read as `--baseline` reads it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBaseline(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-fuzz-\(getpid()).baseline.json").path
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes: data, count: size)) else { return 0 }
    _ = try? Baseline.read(path: path)
    return 0
}
