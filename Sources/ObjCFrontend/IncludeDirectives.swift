import Foundation

/// The `#include` / `#import` / `#include_next` spellings in a file's text, found line by line
/// anywhere after a `#` (or the digraph `%:`), comments and `#if` ignored: more than the
/// preprocessor follows, never less, except what `opaque` says it could not read.
public struct IncludeDirectives: Equatable, Sendable {
    public var quoted: [String] = []
    public var angled: [String] = []
    /// A directive whose file is computed by a macro or continued on the next line.
    public var opaque = false
    /// The spellings of `#include` and `#include_next` alone (also in `quoted` or `angled`): unlike
    /// `#import`, they enter a header again that has no guard.
    public var included: [String] = []

    public init(_ bytes: [UInt8]) {
        let hash = UInt8(ascii: "#")
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            let isDigraph = byte == UInt8(ascii: "%") && index + 1 < count && bytes[index + 1] == UInt8(ascii: ":")
            guard byte == hash || isDigraph else {
                index += 1
                continue
            }
            index += isDigraph ? 2 : 1
            index = skipBlanks(bytes, from: index)
            let wordStart = index
            while index < count, isIdentifierByte(bytes[index]) { index += 1 }
            if index < count, bytes[index] == UInt8(ascii: "\\") {
                opaque = true  // a directive name continued on the next line (`#imp\` newline `ort`)
                continue
            }
            let word = String(decoding: bytes[wordStart..<index], as: UTF8.self)
            guard word == "include" || word == "import" || word == "include_next" else { continue }
            index = skipBlanks(bytes, from: index)
            guard index < count else {
                opaque = true
                break
            }
            let opener = bytes[index]
            let closer: UInt8 = opener == UInt8(ascii: "\"") ? UInt8(ascii: "\"") : UInt8(ascii: ">")
            guard opener == UInt8(ascii: "\"") || opener == UInt8(ascii: "<") else {
                opaque = true  // `#include MACRO`, or the file name on the next line
                continue
            }
            let nameStart = index + 1
            var nameEnd = nameStart
            while nameEnd < count, bytes[nameEnd] != closer, bytes[nameEnd] != UInt8(ascii: "\n") { nameEnd += 1 }
            guard nameEnd < count, bytes[nameEnd] == closer else {
                opaque = true
                index = nameEnd
                continue
            }
            let name = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self)
            if opener == UInt8(ascii: "\"") { quoted.append(name) } else { angled.append(name) }
            if word != "import" { included.append(name) }
            index = nameEnd + 1
        }
    }

    /// The name by which an include may find `path`, whatever its folder: its last component,
    /// lowercased. The header map's keys match regardless of case (as Xcode's do, on its
    /// case-insensitive disks), so `#import "foo.h"` may open `Foo.h`. Every follower of includes by
    /// name (the facts cache's keys, the precompiled headers' closures) matches with this one
    /// function, so none of them can miss a header the front end opens. Unicode lowercasing merges
    /// at least what clang's ASCII one does: more than clang finds, never less.
    public static func matchingName(_ path: String) -> String {
        // `NSString.lastPathComponent` for the rare name ending in `/`; bytes for the usual one
        // (this runs once per include of every file).
        guard let last = path.utf8.last, last != UInt8(ascii: "/") else { return (path as NSString).lastPathComponent.lowercased() }
        let name = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[path.utf8.index(after: $0)...] } ?? path[...]
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return name.lowercased() }
        return String(unsafeUninitializedCapacity: name.utf8.count) { buffer in
            for (offset, byte) in name.utf8.enumerated() {
                buffer[offset] = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
            }
            return name.utf8.count
        }
    }

    /// Spaces and tabs. A directive continued with a backslash-newline stops here, and `init` marks
    /// the file opaque rather than follow it.
    private func skipBlanks(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        return index
    }

    private func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }
}
