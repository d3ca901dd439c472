import ArchlintFacts

/// The bytes and tokens of one file, with the per-token lookups the scanner needs: keyword, text,
/// matching bracket and source location.
struct SourceText {
    let path: String
    let bytes: UnsafeBufferPointer<UInt8>
    /// The tokens; for every opening bracket-like token the index of its closing partner, and vice
    /// versa (unmatched ones point at the end-of-file token).
    let table: TokenTable
    let directiveComments: [Range<Int>]
    /// The text of each name that begins with two capital letters, in order (`FileFacts.prefixedNames`).
    let prefixedNames: [Range<Int>]
    /// The table's count and its kind and length bytes, fixed once the file is lexed. Kept here as
    /// constants, the scanner's questions about a token's kind or keyword (tens of millions on gen-1m)
    /// read them without going through the table and reloading its count for the range check.
    let tokenCount: Int
    private let info: UnsafePointer<UInt8>
    private let lengths: UnsafePointer<UInt8>
    private let starts: UnsafePointer<UInt32>
    private let lineStarts: [Int]
    /// The line `location` found last (one file, one thread).
    private let lineHint = LineHint()

    private final class LineHint {
        @exclusivity(unchecked) var line = 0
    }

    init(path: String, bytes: UnsafeBufferPointer<UInt8>) {
        self.path = path
        self.bytes = bytes
        let (table, directiveComments, prefixedNames) = Lexer.lex(bytes)
        SourceText.matchBrackets(table)
        self.table = table
        self.directiveComments = directiveComments
        self.prefixedNames = prefixedNames
        tokenCount = table.count
        info = UnsafePointer(table.info)
        lengths = UnsafePointer(table.lengths)
        starts = UnsafePointer(table.starts)
        var lineStarts = [0]
        // Room for a line every 24 bytes (source lines average 30 to 40): growing the array from one
        // entry cost a dozen reallocations a file. It lives only while the file is scanned.
        lineStarts.reserveCapacity(bytes.count / 24 + 1)
        // LF, CRLF and a lone CR each end one line.
        if let base = bytes.baseAddress {
            let count = bytes.count
            var index = 0
            @inline(__always) func endsLine(_ offset: Int) -> Bool {
                let byte = base[offset]
                return byte == UInt8(ascii: "\n")
                    || (byte == UInt8(ascii: "\r") && (offset + 1 == count || base[offset + 1] != UInt8(ascii: "\n")))
            }
            // Eight bytes at a time: a byte below 0x0E sets its top bit in (w - 0x0E per byte) & ~w, and
            // only the bytes so marked are looked at, lowest first (a borrow may mark a byte above a
            // marked one too, never miss one).
            while index + 8 <= count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                var marked = (word &- 0x0E0E_0E0E_0E0E_0E0E) & ~word & 0x8080_8080_8080_8080
                while marked != 0 {
                    let offset = index + marked.trailingZeroBitCount >> 3
                    marked &= marked &- 1
                    if endsLine(offset) { lineStarts.append(offset + 1) }
                }
                index += 8
            }
            while index < count {
                if endsLine(index) { lineStarts.append(index + 1) }
                index += 1
            }
        }
        self.lineStarts = lineStarts
    }

    var endIndex: Int { tokenCount - 1 }
    var tokens: TokenView { TokenView(table: table, count: tokenCount) }

    @inline(__always) func kind(_ index: Int) -> TokenKind {
        precondition(UInt(bitPattern: index) < UInt(bitPattern: tokenCount), "token index out of range")
        return unsafeBitCast(info[index] & 0x1F, to: TokenKind.self)
    }

    @inline(__always) func keyword(_ index: Int) -> Keyword {
        guard kind(index) == .identifier else { return .none }
        let value = lengths[index]
        guard value & TokenTable.keywordFlag != 0 else { return .none }
        return unsafeBitCast(value & 0x7F, to: Keyword.self)
    }

    /// The partner of a bracket-like token; the end of file for any other token.
    @inline(__always) func partner(_ index: Int) -> Int {
        kind(index).isBracketLike ? table.partner(index) : tokenCount - 1
    }

    func text(_ index: Int) -> String {
        makeString(UnsafeBufferPointer(rebasing: bytes[table.textStart(index)..<table.textEnd(index)]))
    }

    /// The token's text as bytes.
    @inline(__always)
    func textBytes(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[table.textStart(index)..<table.textEnd(index)])
    }

    /// Whether the token's text is exactly `text`, without making a String.
    @inline(__always)
    func textEquals(_ index: Int, _ text: StaticString) -> Bool {
        let start = table.textStart(index)
        let length = table.textEnd(index) - start
        guard length == text.utf8CodeUnitCount else { return false }
        for offset in 0..<length where bytes[start + offset] != text.utf8Start[offset] { return false }
        return true
    }

    /// The first byte of the token's text; zero for an empty text. Every token but the end of file
    /// covers at least one byte, so only a backticked name or the end of file needs the text's end.
    @inline(__always)
    func firstByte(_ index: Int) -> UInt8 {
        let kind = kind(index)
        if info[index] & TokenTable.backtickFlag == 0, kind != .endOfFile { return bytes[Int(starts[index])] }
        let start = table.textStart(index)
        return table.textEnd(index) > start ? bytes[start] : 0
    }

    @inline(__always)
    func isOperator(_ index: Int, _ text: StaticString) -> Bool {
        kind(index) == .operator && textEquals(index, text)
    }

    /// Identifiers that start with a lowercase letter or `_` followed by more (value names, not types).
    @inline(__always)
    func isLowercaseName(_ index: Int) -> Bool {
        guard kind(index) == .identifier else { return false }
        if info[index] & TokenTable.backtickFlag == 0 {
            // A name written without backticks covers its bytes; its length byte is 1 only for a
            // one-byte name (a keyword's holds the keyword, a long name's the mark).
            let first = bytes[Int(starts[index])]
            if first == UInt8(ascii: "_") { return lengths[index] != 1 }
            return first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")
        }
        let start = table.textStart(index)
        let end = table.textEnd(index)
        guard kind(index) == .identifier, end > start else { return false }
        let first = bytes[start]
        if first == UInt8(ascii: "_") { return end - start > 1 }
        return first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")
    }

    @inline(__always)
    func isUppercaseName(_ index: Int) -> Bool {
        let first = firstByte(index)
        return kind(index) == .identifier && first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    func location(_ index: Int) -> SourceLocation {
        precondition(UInt(bitPattern: index) < UInt(bitPattern: tokenCount), "token index out of range")
        return location(ofOffset: Int(table.starts[index]))
    }

    func location(ofOffset offset: Int) -> SourceLocation {
        // Facts are mostly made in source order: the line of the last lookup, or one of the next few,
        // usually holds it (on gen-1m six lookups in ten were one to four lines past the last one's,
        // and each ran a binary search).
        var low = lineHint.line
        if low < lineStarts.count, lineStarts[low] <= offset {
            let last = min(low + 4, lineStarts.count - 1)
            while low < last, lineStarts[low + 1] <= offset { low += 1 }
        }
        if !(low < lineStarts.count && lineStarts[low] <= offset
             && (low + 1 == lineStarts.count || offset < lineStarts[low + 1])) {
            low = 0
            var high = lineStarts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
        }
        lineHint.line = low
        return SourceLocation(file: path, line: low + 1, column: offset - lineStarts[low] + 1)
    }

    private static func matchBrackets(_ table: TokenTable) {
        let end = table.count - 1
        // The open brackets, each as its index (high 32 bits) and its rank, so closing one needs no
        // rank computed; eight bytes an open bracket, 100,000-deep nesting keeps them all at once.
        // Plain memory grown by doubling: an array's append and removeLast checked its buffer's
        // uniqueness at every bracket.
        var capacity = 64
        var stack = UnsafeMutablePointer<UInt64>.allocate(capacity: capacity)
        defer { stack.deallocate() }
        var depth = 0
        // Only the bracket-like tokens, by their bits, with their ranks counted along the way: the
        // other two thirds of the tokens are never looked at.
        var rank = 0
        for word in 0...(end >> 6) {
            var bits = table.bracketWord(word)
            while bits != 0 {
                let index = word << 6 + bits.trailingZeroBitCount
                bits &= bits &- 1
                let kind = table.kind(index)
                let ownRank = rank
                rank += 1
                table.setPartner(rank: ownRank, end)
                switch kind {
                case .leftParen, .leftBracket, .leftBrace, .stringBegin, .interpolationBegin:
                    if depth == capacity {
                        let grown = UnsafeMutablePointer<UInt64>.allocate(capacity: capacity * 2)
                        grown.moveInitialize(from: stack, count: depth)
                        stack.deallocate()
                        stack = grown
                        capacity *= 2
                    }
                    stack[depth] = UInt64(index) << 32 | UInt64(ownRank)
                    depth += 1
                default:
                    let opening = closing(for: kind)
                    if depth > 0, table.kind(Int(stack[depth - 1] >> 32)) == opening {
                        // The common case, the innermost open bracket closed.
                        let top = stack[depth - 1]
                        table.setPartner(rank: Int(top & 0xFFFF_FFFF), index)
                        table.setPartner(rank: ownRank, Int(top >> 32))
                        depth -= 1
                    } else {
                        // Recover from stray closers: pop only if a matching opener is on the stack.
                        var position = depth - 1
                        while position >= 0, table.kind(Int(stack[position] >> 32)) != opening { position -= 1 }
                        guard position >= 0 else { continue }
                        for unmatched in (position + 1)..<depth { table.setPartner(rank: Int(stack[unmatched] & 0xFFFF_FFFF), index) }
                        table.setPartner(rank: Int(stack[position] & 0xFFFF_FFFF), index)
                        table.setPartner(rank: ownRank, Int(stack[position] >> 32))
                        depth = position
                    }
                }
            }
        }
    }

    private static func closing(for kind: TokenKind) -> TokenKind {
        switch kind {
        case .rightParen: return .leftParen
        case .rightBracket: return .leftBracket
        case .rightBrace: return .leftBrace
        case .stringEnd: return .stringBegin
        default: return .interpolationBegin
        }
    }
}

/// `String(decoding: bytes, as: UTF8.self)`, made the way the standard library's
/// `init(unsafeUninitializedCapacity:initializingUTF8With:)` makes it: both repair ill-formed UTF-8
/// the same way, but the latter builds a short ASCII name (most names) in place and checks it by its
/// bits, where `decoding` went through a generic validation and copy (about a third of the cost of a
/// scanner String).
@inline(__always)
func makeString(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return "" }
    return String(unsafeUninitializedCapacity: bytes.count) { buffer in
        copyBytes(to: buffer.baseAddress!, from: base, count: bytes.count)
        return bytes.count
    }
}

/// Copies `count` bytes, a name's or a path's: up to sixteen by two loads and two stores that may
/// overlap, where `update(from:count:)` called the C library's memmove for every String the scanner
/// makes (most are a few bytes).
@inline(__always)
func copyBytes(to destination: UnsafeMutablePointer<UInt8>, from source: UnsafePointer<UInt8>, count: Int) {
    let from = UnsafeRawPointer(source)
    let to = UnsafeMutableRawPointer(destination)
    if count >= 8 && count <= 16 {
        let head = from.loadUnaligned(as: UInt64.self)
        let tail = from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        to.storeBytes(of: head, as: UInt64.self)
        to.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)
    } else if count >= 4 && count < 8 {
        let head = from.loadUnaligned(as: UInt32.self)
        let tail = from.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
        to.storeBytes(of: head, as: UInt32.self)
        to.storeBytes(of: tail, toByteOffset: count - 4, as: UInt32.self)
    } else if count < 4 {
        for offset in 0..<count { destination[offset] = source[offset] }
    } else {
        destination.update(from: source, count: count)
    }
}

/// `tokens[index].followsNewline` and the like, read from the token table.
struct TokenView {
    let table: TokenTable
    let count: Int
    subscript(index: Int) -> TokenFlags {
        precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "token index out of range")
        return TokenFlags(info: table.info[index], start: table.starts[index])
    }
}

struct TokenFlags {
    let info: UInt8
    let start: UInt32
    var kind: TokenKind { unsafeBitCast(info & 0x1F, to: TokenKind.self) }
    var followsNewline: Bool { info & TokenTable.newlineFlag != 0 }
    var followsSpace: Bool { info & TokenTable.spaceFlag != 0 }
    /// Written between backticks.
    var isBackticked: Bool { info & TokenTable.backtickFlag != 0 }
}

/// Keyword lookup without allocating a String or running the standard hasher per identifier: an
/// open-addressing table keyed by FNV-1a of the bytes, checked byte by byte. The table and the names
/// are plain memory, never reference counted: scanner threads look keywords up all the time, and a
/// shared array retained and released per lookup made them contend for one cache line. A lexer takes
/// the table once (`shared`): reaching a lazily made static costs a `swift_once` call per lookup.
struct KeywordTable {
    nonisolated(unsafe) static let shared = KeywordTable()

    private let slots: UnsafePointer<UInt32> = KeywordTable.slotTable
    private let edgeBytes: UnsafePointer<UInt64> = KeywordTable.edgeByteTable
    private let names: UnsafePointer<UInt8> = KeywordTable.nameTable

    private static let size = 512
    /// Per slot: the name's offset in `names` (low 16 bits), its length (next 8) and the keyword
    /// (high 8); zero is an empty slot (no keyword has raw value 0).
    nonisolated(unsafe) private static let slotTable: UnsafePointer<UInt32> = {
        let slots = UnsafeMutablePointer<UInt32>.allocate(capacity: size)
        slots.initialize(repeating: 0, count: size)
        var offset = 0
        for (name, keyword) in Keyword.table.sorted(by: { $0.key < $1.key }) {
            let bytes = Array(name.utf8)
            var slot = bytes.withUnsafeBufferPointer { hash($0) }
            while slots[slot] != 0 { slot = (slot + 1) % size }
            slots[slot] = UInt32(offset) | UInt32(bytes.count) << 16 | UInt32(keyword.rawValue) << 24
            offset += bytes.count
        }
        return UnsafePointer(slots)
    }()
    /// Per name length (up to 20), the first and the last bytes keywords of that length have, one bit
    /// each (every keyword's bytes lie in 0x40...0x7F): most names are turned away by two shifts,
    /// before they are hashed.
    nonisolated(unsafe) private static let edgeByteTable: UnsafePointer<UInt64> = {
        let masks = UnsafeMutablePointer<UInt64>.allocate(capacity: 2 * 21)
        masks.initialize(repeating: 0, count: 2 * 21)
        for name in Keyword.table.keys {
            let bytes = Array(name.utf8)
            precondition(bytes.count <= 20 && bytes.allSatisfy { $0 >= 0x40 && $0 < 0x80 }, "keyword outside the filter")
            masks[2 * bytes.count] |= 1 << UInt64(bytes[0] - 0x40)
            masks[2 * bytes.count + 1] |= 1 << UInt64(bytes[bytes.count - 1] - 0x40)
        }
        return UnsafePointer(masks)
    }()
    nonisolated(unsafe) private static let nameTable: UnsafePointer<UInt8> = {
        let all = Keyword.table.sorted(by: { $0.key < $1.key }).flatMap { Array($0.key.utf8) }
        let names = UnsafeMutablePointer<UInt8>.allocate(capacity: all.count)
        names.initialize(from: all, count: all.count)
        return UnsafePointer(names)
    }()

    /// A name's slot from its length, first two bytes and last byte (every keyword has two or more):
    /// no loop over the bytes, which a byte-wise hash ran for every name that passed the edge filter.
    @inline(__always)
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let key = UInt32(bytes[0]) | UInt32(bytes[1]) << 8 | UInt32(bytes[bytes.count - 1]) << 16
            | UInt32(truncatingIfNeeded: bytes.count) << 24
        return Int((key &* 0x9E37_79B1) >> 23)  // the top nine bits: 0..<512
    }

    /// The filters run inline in the lexer's loop; only names they let through pay for a call.
    @inline(__always)
    func lookup(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, textStart: Int, textEnd: Int) -> Keyword {
        let length = textEnd - textStart
        guard length >= 2, length <= 20, textStart == start else { return .none }  // backticked names are not keywords
        let first = bytes[textStart]
        // Every keyword starts with a lowercase letter, `_` or `S` (`Self`).
        guard (first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")) || first == UInt8(ascii: "_")
            || first == UInt8(ascii: "S") else { return .none }
        let last = bytes[textEnd - 1]
        let edges = edgeBytes
        guard last >= 0x40, last < 0x80, (edges[2 * length] >> UInt64(first - 0x40)) & 1 != 0,
              (edges[2 * length + 1] >> UInt64(last - 0x40)) & 1 != 0 else { return .none }
        return probe(UnsafeBufferPointer(rebasing: bytes[textStart..<textEnd]))
    }

    private func probe(_ slice: UnsafeBufferPointer<UInt8>) -> Keyword {
        let length = slice.count
        var slot = KeywordTable.hash(slice)
        while true {
            let entry = slots[slot]
            if entry == 0 { return .none }
            if Int((entry >> 16) & 0xFF) == length {
                let name = names + Int(entry & 0xFFFF)
                var equal = true
                for offset in 0..<length where name[offset] != slice[offset] {
                    equal = false
                    break
                }
                if equal { return unsafeBitCast(UInt8(entry >> 24), to: Keyword.self) }
            }
            slot = (slot + 1) % KeywordTable.size
        }
    }
}
