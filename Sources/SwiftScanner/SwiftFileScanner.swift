import ArchlintFacts

/// The Swift front end's entry point: source bytes in, `FileFacts` out. Pure and thread-safe.
public enum SwiftFileScanner {
    public static func scan(path: String, bytes: UnsafeBufferPointer<UInt8>) -> FileFacts {
        let scanner = DeclarationScanner(source: SourceText(path: path, bytes: bytes))
        return scanner.run().sorted()
    }

    public static func scan(path: String, source: String) -> FileFacts {
        var copy = source
        return copy.withUTF8 { scan(path: path, bytes: $0) }
    }
}
