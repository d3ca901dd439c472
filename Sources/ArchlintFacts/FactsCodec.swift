#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A compact binary form of `FileFacts` for the facts cache: a warm run loads the facts of tens of
/// thousands of files, and Foundation's JSON decoder is far too slow for that on Linux (about 45×
/// slower on a generated million-line app). Each distinct string of a file is stored once, in a
/// table ahead of the facts, which name it by index: the file's path, a scene's type names and
/// members recur in every location and context, and decoding makes each string once and shares it.
/// Integers are zigzag LEB128, enums one byte. Decoding checks every length, index and tag against
/// the bytes it has and throws `Malformed` instead of trapping, so a damaged entry is a cache miss,
/// never a crash. Change `formatVersion` whenever the layout or a fact's meaning changes.
public enum FactsCodec {
    public static let formatVersion: UInt32 = 29

    public struct Malformed: Error, CustomStringConvertible {
        public var description: String { "malformed facts encoding" }
    }

    public static func encode(_ facts: FileFacts) -> [UInt8] {
        var output: [UInt8] = []
        FactsEncoder().encode(facts, appendingTo: &output)
        return output
    }

    /// The facts without their lines and columns, and those positions on their own, in the order the
    /// encoding meets them: two files' facts that differ only in where they sit have equal `bytes`
    /// (`FactsShape`).
    public static func shape(of facts: FileFacts) -> FactsShape {
        var writer = FactsWriter()
        writer.positionless = true
        writer.file(facts)
        var bytes: [UInt8] = []
        writer.finish(appendingTo: &bytes)
        return FactsShape(bytes: bytes, positions: writer.positions, onlyInFile: !writer.positionsElsewhere)
    }

    public static func decode(_ bytes: UnsafeRawBufferPointer) throws(Malformed) -> FileFacts {
        guard let base = bytes.baseAddress else { throw Malformed() }
        var reader = FactsReader(base: base.assumingMemoryBound(to: UInt8.self), end: bytes.count)
        let facts = try reader.file()
        guard reader.position == reader.end else { throw Malformed() }
        return facts
    }

    public static func decode(_ bytes: [UInt8]) throws(Malformed) -> FileFacts {
        try bytes.withUnsafeBytes { raw in Result { () throws(Malformed) in try decode(raw) } }.get()
    }
}

// MARK: Writing

/// Encodes file after file, each appended to the caller's bytes: the facts cache encodes every
/// scanned file when it saves, and a writer made for each file allocated its buffers and string
/// table anew and grew them again, file after file (34 M of the encoder's 529 M instructions on a
/// generated 250k-line app). An encoding does not depend on the files encoded before it.
/// A class, not a noncopyable struct: a client module's code for destroying such a struct named
/// the private writer's type, which Swift 6.3 fails to compile in a debug build.
public final class FactsEncoder {
    private var writer = FactsWriter()

    public init() {}

    public func encode(_ facts: FileFacts, appendingTo output: inout [UInt8]) {
        writer.removeAll()
        writer.file(facts)
        writer.finish(appendingTo: &output)
    }
}

private struct FactsWriter: ~Copyable {
    /// The facts, strings as table indices.
    var bytes = EncodingBuffer<UInt8>(capacity: 4096)
    private var table = StringTable()
    /// The first string, the path, named by most locations: compared before the table is hashed,
    /// after its length, which is cheaper than comparing two different strings.
    private var first: String?
    /// Whether locations are written without their line and column, which go to `positions`
    /// instead (`FactsCodec.shape`).
    var positionless = false
    /// Each location's line and column, one after the other, when `positionless`.
    var positions: [Int] = []
    /// Whether a location names a file other than the facts' own, when `positionless`.
    var positionsElsewhere = false

    init() {}

    /// Ready for another file: nothing of the last one is named again.
    mutating func removeAll() {
        bytes.removeAll()
        table.removeAll()
        first = nil
        lastContext = nil
    }

    /// The string table (count, then each string's length and UTF-8), then the facts. No
    /// `reserveCapacity`: it allocates exactly what it is asked for, so reserving before each of many
    /// files copied the whole output once per file.
    func finish(appendingTo output: inout [UInt8]) {
        FactsWriter.unsigned(UInt64(table.count), to: &output)
        output.append(contentsOf: table.bytes.elements)
        output.append(contentsOf: bytes.elements)
    }

    static func unsigned(_ value: UInt64, to bytes: inout [UInt8]) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    @inline(__always)
    mutating func unsigned(_ value: UInt64) { bytes.unsigned(value) }

    mutating func integer(_ value: Int) {
        let wide = Int64(value)
        unsigned(UInt64(bitPattern: (wide << 1) ^ (wide >> 63)))
    }

    @inline(__always)
    mutating func count(_ value: Int) { unsigned(UInt64(value)) }

    mutating func flag(_ value: Bool) { bytes.append(value ? 1 : 0) }

    private mutating func index(of value: String) -> Int {
        if let first, value.utf8.count == first.utf8.count, value == first { return 0 }
        let (index, inserted) = table.index(of: value)
        if inserted, index == 0 { first = value }
        return index
    }

    mutating func string(_ value: String) { count(index(of: value)) }

    /// 0 for nil, else the index plus one.
    mutating func optional(_ value: String?) {
        guard let value else { return bytes.append(0) }
        count(index(of: value) + 1)
    }

    mutating func strings(_ values: [String]) {
        count(values.count)
        for value in values { string(value) }
    }

    /// The file is the table's first string, the path, for nearly every location: one byte.
    mutating func location(_ value: SourceLocation) {
        string(value.file)
        if positionless {
            if value.file != first { positionsElsewhere = true }
            positions.append(value.line)
            positions.append(value.column)
            return
        }
        integer(value.line)
        integer(value.column)
    }

    /// The previous fact's context and its names' encodings: a member's facts share one context box,
    /// so most contexts are written from here without hashing their names again.
    private var lastContext: (context: DeclarationContext, typeName: Int, member: Int)?

    mutating func context(_ value: DeclarationContext) {
        if let last = lastContext, last.context.isSameBox(as: value) {
            count(last.typeName)
            count(last.member)
            return
        }
        let typeName = value.typeName.map { index(of: $0) + 1 } ?? 0
        let member = value.member.map { index(of: $0) + 1 } ?? 0
        count(typeName)
        count(member)
        lastContext = (value, typeName, member)
    }

    mutating func file(_ facts: FileFacts) {
        string(facts.path)
        count(facts.imports.count)
        for fact in facts.imports {
            string(fact.module)
            location(fact.location)
            flag(fact.isExported)
        }
        count(facts.types.count)
        for fact in facts.types { type(fact) }
        count(facts.constructions.count)
        for fact in facts.constructions {
            string(fact.typeName)
            arguments(fact.arguments)
            context(fact.context)
            flag(fact.inDefaultArgument)
            location(fact.location)
        }
        count(facts.calls.count)
        for fact in facts.calls {
            string(fact.name)
            optional(fact.base)
            arguments(fact.arguments)
            context(fact.context)
            location(fact.location)
        }
        count(facts.assignments.count)
        for fact in facts.assignments {
            string(fact.target)
            value(fact.value)
            flag(fact.isDeclaration)
            flag(fact.onlyWhenNil)
            context(fact.context)
            location(fact.location)
        }
        count(facts.closures.count)
        for fact in facts.closures { closure(fact) }
        count(facts.directives.count)
        for fact in facts.directives { directive(fact) }
        strings(facts.prefixedNames)
        count(facts.typeAliases.count)
        for fact in facts.typeAliases {
            string(fact.name)
            string(fact.aliased)
            optional(fact.typeName)
            location(fact.location)
        }
    }

    mutating func type(_ fact: TypeFact) {
        bytes.append(FactsTags.kind(fact.kind))
        string(fact.name)
        strings(fact.genericParameters)
        strings(fact.inherited)
        strings(fact.attributes)
        strings(fact.modifiers)
        count(fact.properties.count)
        for property in fact.properties {
            string(property.name)
            optional(property.typeName)
            optionalValue(property.initializer)
            bytes.append(FactsTags.ownership(property.ownership))
            flag(property.isLet)
            flag(property.isLazy)
            flag(property.isStatic)
            flag(property.isStored)
            strings(property.attributes)
            strings(property.references)
            location(property.location)
        }
        count(fact.functions.count)
        for function in fact.functions {
            string(function.name)
            flag(function.isInitializer)
            flag(function.isStatic)
            count(function.parameters.count)
            for parameter in function.parameters {
                optional(parameter.label)
                string(parameter.name)
                string(parameter.typeName)
                optionalValue(parameter.defaultValue)
            }
            optional(function.returnType)
            strings(function.references)
            location(function.location)
        }
        strings(fact.caseValueTypes)
        optional(fact.objcName)
        location(fact.location)
    }

    mutating func value(_ value: ValueFact) {
        switch value {
        case .reference(let text): bytes.append(0); string(text)
        case .construction(let text): bytes.append(1); string(text)
        case .call(let text): bytes.append(2); string(text)
        case .closure: bytes.append(3)
        case .literal(let text): bytes.append(4); string(text)
        case .cast(let text): bytes.append(5); string(text)
        case .implicitMember(let text): bytes.append(6); string(text)
        case .other: bytes.append(7)
        case .unset: bytes.append(8)
        case .string(let text): bytes.append(9); string(text)
        case .callChain(let text): bytes.append(10); string(text)
        }
    }

    /// 0xff for nil, else the value's own tag.
    mutating func optionalValue(_ value: ValueFact?) {
        guard let value else { return bytes.append(0xff) }
        self.value(value)
    }

    mutating func arguments(_ values: [ArgumentFact]) {
        count(values.count)
        for argument in values {
            optional(argument.label)
            value(argument.value)
        }
    }

    mutating func closure(_ fact: ClosureFact) {
        count(fact.captures.count)
        for capture in fact.captures {
            string(capture.name)
            bytes.append(FactsTags.ownership(capture.ownership))
        }
        flag(fact.referencesSelf)
        switch fact.destination {
        case .assigned(let target): bytes.append(0); string(target)
        case .declared(let name, let isProperty): bytes.append(1); string(name); flag(isProperty)
        case .argument(let callee, let base, let label): bytes.append(2); string(callee); optional(base); optional(label)
        case .invoked: bytes.append(3)
        case .other: bytes.append(4)
        }
        count(fact.chainedCalls.count)
        for call in fact.chainedCalls {
            string(call.name)
            arguments(call.arguments)
        }
        flag(fact.resultIsDiscarded)
        strings(fact.parameters)
        strings(fact.implicitMemberCalls)
        context(fact.context)
        location(fact.location)
        location(fact.end)
    }

    mutating func directive(_ fact: CommentDirective) {
        string(fact.tool)
        switch fact.action {
        case .disable: bytes.append(0)
        case .enable: bytes.append(1)
        }
        bytes.append(FactsTags.scope(fact.scope))
        strings(fact.rules)
        optional(fact.reason)
        location(fact.location)
    }
}

/// One byte per enum case, spelled out so that adding a case fails to compile here instead of
/// silently reusing a byte.
private enum FactsTags {
    static func kind(_ kind: DeclarationKind) -> UInt8 {
        switch kind {
        case .class: 0
        case .struct: 1
        case .enum: 2
        case .protocol: 3
        case .actor: 4
        case .extension: 5
        }
    }

    static let kinds: [DeclarationKind] = [.class, .struct, .enum, .protocol, .actor, .extension]

    static func ownership(_ ownership: Ownership) -> UInt8 {
        switch ownership {
        case .strong: 0
        case .weak: 1
        case .unowned: 2
        case .unownedUnsafe: 3
        }
    }

    static let ownerships: [Ownership] = [.strong, .weak, .unowned, .unownedUnsafe]

    static func scope(_ scope: CommentDirective.Scope) -> UInt8 {
        switch scope {
        case .region: 0
        case .next: 1
        case .this: 2
        case .previous: 3
        }
    }

    static let scopes: [CommentDirective.Scope] = [.region, .next, .this, .previous]
}

/// A file's distinct strings, numbered in the order they are first met, and their encoding (each
/// string's length and UTF-8). Open addressing on a hash of the UTF-8, compared byte for byte:
/// encoding fills one table per file, and `Dictionary`'s seeded, Unicode-aware hashing and
/// comparison of each string was most of the encoder's time. The slots and entries sit behind
/// pointers, like the bytes, and short strings are hashed inline: with `Array`'s uniqueness and
/// bounds checks, its appends and its growth for each file, the table's lookups cost 246 M
/// instructions on a generated 250k-line app, 109 M without.
private struct StringTable: ~Copyable {
    private struct Entry {
        var hash: UInt64
        /// Where the string's UTF-8 starts in `bytes`, and its length.
        var start: Int
        var count: Int
    }

    /// Per slot, a string's number plus one; 0 is empty. A power of two, at most half full.
    private var slots: UnsafeMutablePointer<Int32>
    private var slotCount = StringTable.initialSlots
    private var entries = EncodingBuffer<Entry>(capacity: 256)
    /// The table as encoded: per string, its length, then its UTF-8.
    private(set) var bytes = EncodingBuffer<UInt8>(capacity: 4096)

    private static let initialSlots = 64
    /// The most slots `removeAll` clears for the next file rather than starting small again: one very
    /// large file must not make every later one clear its table.
    private static let keptSlots = 1024

    var count: Int { entries.count }

    init() {
        slots = .allocate(capacity: slotCount)
        slots.initialize(repeating: 0, count: slotCount)
    }

    deinit { slots.deallocate() }

    mutating func removeAll() {
        entries.removeAll()
        bytes.removeAll()
        if slotCount > StringTable.keptSlots {
            slots.deallocate()
            slotCount = StringTable.initialSlots
            slots = .allocate(capacity: slotCount)
        }
        slots.initialize(repeating: 0, count: slotCount)
    }

    /// The string's number, and whether it is new.
    mutating func index(of value: String) -> (index: Int, inserted: Bool) {
        // In place for a native or small string; `withUTF8` on a copy needed a uniqueness check.
        if let found = value.utf8.withContiguousStorageIfAvailable({ index(ofUTF8: $0) }) { return found }
        var text = value
        return text.withUTF8 { index(ofUTF8: $0) }
    }

    private mutating func index(ofUTF8 utf8: UnsafeBufferPointer<UInt8>) -> (index: Int, inserted: Bool) {
        let hash = StringTable.hash(utf8)
        let mask = slotCount - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let index = Int(slots[slot]) - 1
            let entry = entries[index]
            if entry.hash == hash, entry.count == utf8.count,
               entry.count == 0 || memcmp(bytes.start + entry.start, utf8.baseAddress!, entry.count) == 0 {
                return (index, false)
            }
            slot = (slot + 1) & mask
        }
        let index = entries.count
        bytes.unsigned(UInt64(utf8.count))
        entries.append(Entry(hash: hash, start: bytes.count, count: utf8.count))
        bytes.append(contentsOf: utf8)
        slots[slot] = Int32(index + 1)
        if entries.count * 2 > slotCount { grow() }
        return (index, true)
    }

    /// wyhash's reads of up to 16 bytes, two loads that may overlap, inline: most strings are names
    /// that short, and `ContentHash`'s call and loop were a fifth of a lookup. Longer ones, paths
    /// mostly, take `ContentHash`. The hash only places a string in the table; it never reaches the
    /// encoding.
    @inline(__always)
    private static func hash(_ utf8: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let count = utf8.count
        guard count <= 16 else { return ContentHash.of(UnsafeRawBufferPointer(utf8)) }
        var low: UInt64 = 0
        var high: UInt64 = 0
        if let base = UnsafeRawPointer(utf8.baseAddress) {
            if count >= 8 {
                low = base.loadUnaligned(as: UInt64.self)
                high = base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            } else if count >= 4 {
                low = UInt64(base.loadUnaligned(as: UInt32.self))
                high = UInt64(base.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
            } else if count > 0 {
                low = UInt64(utf8[0]) << 16 | UInt64(utf8[count >> 1]) << 8 | UInt64(utf8[count - 1])
            }
        }
        let product = (low ^ 0xa076_1d64_78bd_642f).multipliedFullWidth(by: high ^ 0xe703_7ed1_a0b4_28db ^ UInt64(count))
        return product.high ^ product.low
    }

    private mutating func grow() {
        slots.deallocate()
        slotCount *= 2
        slots = .allocate(capacity: slotCount)
        slots.initialize(repeating: 0, count: slotCount)
        let mask = slotCount - 1
        for index in 0..<entries.count {
            var slot = Int(truncatingIfNeeded: entries[index].hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index + 1)
        }
    }
}

/// Elements appended through a pointer: the encoder appends a byte or a number for nearly every
/// field, and `Array.append`'s uniqueness check and capacity check, a call each time, were a fifth of
/// its instructions. Reads are not bounds-checked: the table reads only entries it has written.
private struct EncodingBuffer<Element: BitwiseCopyable>: ~Copyable {
    private(set) var start: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        start = .allocate(capacity: capacity)
    }

    deinit { start.deallocate() }

    var elements: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: start, count: count) }

    subscript(index: Int) -> Element {
        assert(index >= 0 && index < count)
        return start[index]
    }

    /// Empty, keeping the memory for the next file.
    mutating func removeAll() { count = 0 }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow(toAtLeast: count + 1) }
        (start + count).initialize(to: element)
        count += 1
    }

    mutating func append(contentsOf elements: UnsafeBufferPointer<Element>) {
        guard let source = elements.baseAddress else { return }
        if capacity - count < elements.count { grow(toAtLeast: count + elements.count) }
        (start + count).initialize(from: source, count: elements.count)
        count += elements.count
    }

    mutating func grow(toAtLeast minimum: Int) {
        capacity = max(minimum, 2 * capacity)
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
        larger.moveInitialize(from: start, count: count)
        start.deallocate()
        start = larger
    }
}

extension EncodingBuffer where Element == UInt8 {
    /// LEB128: seven bits a byte, low bits first, the high bit set on all bytes but the last.
    @inline(__always)
    mutating func unsigned(_ value: UInt64) {
        if capacity - count < 10 { grow(toAtLeast: count + 10) }
        var value = value
        while value >= 0x80 {
            start[count] = UInt8(truncatingIfNeeded: value) | 0x80
            count += 1
            value >>= 7
        }
        start[count] = UInt8(value)
        count += 1
    }
}

// MARK: Reading

private struct FactsReader {
    let base: UnsafePointer<UInt8>
    let end: Int
    var position = 0
    /// The file's distinct strings, each made once.
    var table: [String] = []
    /// The context read last, by its two raw string references: consecutive facts of one member share
    /// one context box, as the scanner's facts do, instead of one box per fact.
    var lastContext: (typeName: UInt64, member: UInt64, context: DeclarationContext)?

    init(base: UnsafePointer<UInt8>, end: Int) {
        self.base = base
        self.end = end
    }

    @inline(__always)
    mutating func byte() throws(FactsCodec.Malformed) -> UInt8 {
        guard position < end else { throw FactsCodec.Malformed() }
        defer { position += 1 }
        return base[position]
    }

    @inline(__always)
    mutating func unsigned() throws(FactsCodec.Malformed) -> UInt64 {
        // Nearly every number is one byte: indices, counts, columns.
        if position < end, base[position] < 0x80 {
            defer { position += 1 }
            return UInt64(base[position])
        }
        return try longUnsigned()
    }

    mutating func longUnsigned() throws(FactsCodec.Malformed) -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let next = try byte()
            guard shift < 64 else { throw FactsCodec.Malformed() }
            result |= UInt64(next & 0x7f) << shift
            if next < 0x80 { return result }
            shift += 7
        }
    }

    mutating func integer() throws(FactsCodec.Malformed) -> Int {
        let raw = try unsigned()
        let value = Int64(bitPattern: raw >> 1) ^ -Int64(bitPattern: raw & 1)
        guard let narrow = Int(exactly: value) else { throw FactsCodec.Malformed() }
        return narrow
    }

    /// A count of things still to read: never more than the bytes left, so a damaged count cannot
    /// make the reader reserve or loop without end.
    mutating func count() throws(FactsCodec.Malformed) -> Int {
        let raw = try unsigned()
        guard raw <= UInt64(end - position) else { throw FactsCodec.Malformed() }
        return Int(raw)
    }

    mutating func flag() throws(FactsCodec.Malformed) -> Bool {
        switch try byte() {
        case 0: return false
        case 1: return true
        default: throw FactsCodec.Malformed()
        }
    }

    mutating func text(length: Int) throws(FactsCodec.Malformed) -> String {
        guard length <= end - position else { throw FactsCodec.Malformed() }
        defer { position += length }
        return String(decoding: UnsafeBufferPointer(start: base + position, count: length), as: UTF8.self)
    }

    mutating func readTable() throws(FactsCodec.Malformed) {
        lastContext = nil
        let count = try count()
        table.reserveCapacity(count)
        for _ in 0..<count { table.append(try text(length: self.count())) }
    }

    mutating func string() throws(FactsCodec.Malformed) -> String {
        let index = try unsigned()
        guard index < UInt64(table.count) else { throw FactsCodec.Malformed() }
        return table[Int(index)]
    }

    mutating func optional() throws(FactsCodec.Malformed) -> String? {
        try optional(raw: try unsigned())
    }

    func optional(raw: UInt64) throws(FactsCodec.Malformed) -> String? {
        guard raw > 0 else { return nil }
        guard raw <= UInt64(table.count) else { throw FactsCodec.Malformed() }
        return table[Int(raw - 1)]
    }

    mutating func strings() throws(FactsCodec.Malformed) -> [String] {
        let count = try count()
        var values: [String] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try string()) }
        return values
    }

    mutating func array<Element>(_ element: (inout FactsReader) throws(FactsCodec.Malformed) -> Element)
        throws(FactsCodec.Malformed) -> [Element] {
        let count = try count()
        var values: [Element] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try element(&self)) }
        return values
    }

    mutating func location() throws(FactsCodec.Malformed) -> SourceLocation {
        SourceLocation(file: try string(), line: try integer(), column: try integer())
    }

    mutating func context() throws(FactsCodec.Malformed) -> DeclarationContext {
        let typeName = try unsigned()
        let member = try unsigned()
        if let last = lastContext, last.typeName == typeName, last.member == member { return last.context }
        let context = DeclarationContext(typeName: try optional(raw: typeName), member: try optional(raw: member))
        lastContext = (typeName, member, context)
        return context
    }

    mutating func file() throws(FactsCodec.Malformed) -> FileFacts {
        try readTable()
        let path = try string()
        let imports = try array { (reader) throws(FactsCodec.Malformed) in
            ImportFact(module: try reader.string(), location: try reader.location(), isExported: try reader.flag())
        }
        let types = try array { (reader) throws(FactsCodec.Malformed) in try reader.type() }
        let constructions = try array { (reader) throws(FactsCodec.Malformed) in
            ConstructionFact(typeName: try reader.string(), arguments: try reader.arguments(), context: try reader.context(),
                             inDefaultArgument: try reader.flag(), location: try reader.location())
        }
        let calls = try array { (reader) throws(FactsCodec.Malformed) in
            CallFact(name: try reader.string(), base: try reader.optional(), arguments: try reader.arguments(),
                     context: try reader.context(), location: try reader.location())
        }
        let assignments = try array { (reader) throws(FactsCodec.Malformed) in
            AssignmentFact(target: try reader.string(), value: try reader.value(), isDeclaration: try reader.flag(),
                           onlyWhenNil: try reader.flag(), context: try reader.context(), location: try reader.location())
        }
        let closures = try array { (reader) throws(FactsCodec.Malformed) in try reader.closure() }
        let directives = try array { (reader) throws(FactsCodec.Malformed) in try reader.directive() }
        let prefixedNames = try strings()
        let typeAliases = try array { (reader) throws(FactsCodec.Malformed) in
            TypeAliasFact(name: try reader.string(), aliased: try reader.string(), typeName: try reader.optional(),
                          location: try reader.location())
        }
        return FileFacts(path: path, imports: imports, types: types, constructions: constructions, calls: calls,
                         assignments: assignments, closures: closures, directives: directives,
                         prefixedNames: prefixedNames, typeAliases: typeAliases)
    }

    mutating func type() throws(FactsCodec.Malformed) -> TypeFact {
        let kind = try tagged(FactsTags.kinds)
        let name = try string()
        let genericParameters = try strings()
        let inherited = try strings()
        let attributes = try strings()
        let modifiers = try strings()
        let properties = try array { (reader) throws(FactsCodec.Malformed) in
            PropertyFact(name: try reader.string(), typeName: try reader.optional(), initializer: try reader.optionalValue(),
                         ownership: try reader.tagged(FactsTags.ownerships), isLet: try reader.flag(),
                         isLazy: try reader.flag(), isStatic: try reader.flag(), isStored: try reader.flag(),
                         attributes: try reader.strings(), references: try reader.strings(), location: try reader.location())
        }
        let functions = try array { (reader) throws(FactsCodec.Malformed) in
            FunctionFact(name: try reader.string(), isInitializer: try reader.flag(), isStatic: try reader.flag(),
                         parameters: try reader.array { (reader) throws(FactsCodec.Malformed) in
                             ParameterFact(label: try reader.optional(), name: try reader.string(),
                                           typeName: try reader.string(), defaultValue: try reader.optionalValue())
                         },
                         returnType: try reader.optional(), references: try reader.strings(), location: try reader.location())
        }
        let caseValueTypes = try strings()
        let objcName: String? = try optional()
        return TypeFact(kind: kind, name: name, genericParameters: genericParameters, inherited: inherited,
                        attributes: attributes, modifiers: modifiers, properties: properties, functions: functions,
                        caseValueTypes: caseValueTypes, objcName: objcName, location: try location())
    }

    mutating func tagged<Value>(_ cases: [Value]) throws(FactsCodec.Malformed) -> Value {
        let tag = Int(try byte())
        guard tag < cases.count else { throw FactsCodec.Malformed() }
        return cases[tag]
    }

    mutating func value() throws(FactsCodec.Malformed) -> ValueFact {
        try value(tag: byte())
    }

    mutating func value(tag: UInt8) throws(FactsCodec.Malformed) -> ValueFact {
        switch tag {
        case 0: return .reference(try string())
        case 1: return .construction(try string())
        case 2: return .call(try string())
        case 3: return .closure
        case 4: return .literal(try string())
        case 5: return .cast(try string())
        case 6: return .implicitMember(try string())
        case 7: return .other
        case 8: return .unset
        case 9: return .string(try string())
        case 10: return .callChain(try string())
        default: throw FactsCodec.Malformed()
        }
    }

    mutating func optionalValue() throws(FactsCodec.Malformed) -> ValueFact? {
        let tag = try byte()
        return tag == 0xff ? nil : try value(tag: tag)
    }

    mutating func arguments() throws(FactsCodec.Malformed) -> [ArgumentFact] {
        try array { (reader) throws(FactsCodec.Malformed) in
            ArgumentFact(label: try reader.optional(), value: try reader.value())
        }
    }

    mutating func closure() throws(FactsCodec.Malformed) -> ClosureFact {
        let captures = try array { (reader) throws(FactsCodec.Malformed) in
            CaptureFact(name: try reader.string(), ownership: try reader.tagged(FactsTags.ownerships))
        }
        let referencesSelf = try flag()
        let destination: ClosureDestination
        switch try byte() {
        case 0: destination = .assigned(target: try string())
        case 1: destination = .declared(name: try string(), isProperty: try flag())
        case 2: destination = .argument(callee: try string(), base: try optional(), label: try optional())
        case 3: destination = .invoked
        case 4: destination = .other
        default: throw FactsCodec.Malformed()
        }
        let chainedCalls = try array { (reader) throws(FactsCodec.Malformed) in
            ChainedCallFact(name: try reader.string(), arguments: try reader.arguments())
        }
        return ClosureFact(captures: captures, referencesSelf: referencesSelf, destination: destination,
                           chainedCalls: chainedCalls, resultIsDiscarded: try flag(), parameters: try strings(),
                           implicitMemberCalls: try strings(), context: try context(),
                           location: try location(), end: try location())
    }

    mutating func directive() throws(FactsCodec.Malformed) -> CommentDirective {
        let tool = try string()
        let action: CommentDirective.Action
        switch try byte() {
        case 0: action = .disable
        case 1: action = .enable
        default: throw FactsCodec.Malformed()
        }
        return CommentDirective(tool: tool, action: action, scope: try tagged(FactsTags.scopes), rules: try strings(),
                                reason: try optional(), location: try location())
    }
}
