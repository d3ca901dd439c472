import SwiftScanner

/// libFuzzer entry: the Swift scanner on any bytes the pipeline would hand it (no NUL, valid UTF-8).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftScanner(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard !bytes.contains(0), String(validating: bytes, as: UTF8.self) != nil else { return 0 }
    _ = SwiftFileScanner.scan(path: "Fuzz.swift", bytes: bytes)
    return 0
}
