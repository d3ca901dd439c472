import ArchlintFacts
import Foundation

/// Headers parsed once per run instead of once per translation unit that includes them.
///
/// Most files open with `#import` of one header (`Foo.m` with `Foo.h`, `Foo.h` with an umbrella such
/// as `MatrixKit.h`), and that header's whole closure used to be parsed again for every file. Now a
/// header that some file opens with is saved as a precompiled header (PCH) when its own translation
/// unit is parsed, and a file that opens with it parses with `-include-pch` instead. A PCH built
/// from a header that itself opened with a precompiled one is chained on it, so each header's text
/// is parsed about once.
///
/// Why the facts cannot change:
/// - The PCH's main file is the header, parsed alone with the same arguments: what a file sees
///   when that header is the first thing it includes. Only a file whose first token is the
///   `#import` qualifies (`LeadingImport`): nothing before it (a `#define`, an `#if`) could change
///   how the header reads.
/// - clang counts the PCH's main file as included, so the file's own `#import` of it is skipped,
///   as a second `#import` is.
/// - Which file that `#import` names is guessed here (the includer's folder, the SDK stand-ins,
///   then the header map: clang's order) and checked after the parse against the file clang
///   actually included (`ClangIndexer`); a mismatch, a missing PCH or a failed parse parses the
///   file again without one.
/// - A file never uses a PCH whose header may include it (followed by name, over-approximated, as
///   the facts cache does): the file would be read twice. Nor one whose header may be `#include`d
///   again while it is read (see `entersAgain`), or whose closure tells the main file from an
///   included one (`readsItsPlace`).
/// - `.mm` files neither build nor use one (another language).
struct PrecompiledHeaders {
    /// `ARCHLINT_OBJC_PCH=0` parses every file whole (to compare, or to rule the PCHs out).
    static var isEnabled: Bool { ProcessInfo.processInfo.environment["ARCHLINT_OBJC_PCH"] != "0" }

    /// What one translation unit does with PCHs: `use` one built from `header`, `save` its own.
    struct Step: Codable, Sendable {
        var use: String?
        var header: String?
        var save: String?
        /// An include wall that shows only what this file may reach (`visible`), or nil for the run's.
        var overlay: String?
        /// With a lead PCH: the files the first imports must open ("" for one not found) for `use` to
        /// stand for them; for a lead header itself (no `use`), for its PCH to be saved.
        var lead: [String]?
    }

    /// The folder of this run's PCHs (a temporary one, removed with the lookup's files).
    let directory: String
    /// Per scanned file (by index): its step, when it has one.
    private(set) var steps: [Int: Step] = [:]
    /// The PCH files the run may write: the include wall must let clang read them back.
    private(set) var files: [String] = []
    /// The include wall's entries of the readable files (in `readable`'s order) and of `files`,
    /// made once: the run's wall and every file's own show them.
    private(set) var readableEntries: [IncludeWall.Entry] = []
    private(set) var fileEntries: [IncludeWall.Entry] = []
    /// Indices of the scanned files in the order to parse them: the lead headers first (numbered
    /// after the scanned files: `leadHeaders`), then headers others open with, each after the one
    /// it opens with, then the rest, largest first.
    private(set) var order: [Int] = []
    /// The lead headers' files, written into `directory`: work item `paths.count + n` parses the n-th
    /// and saves its PCH. Their facts are no file's.
    private(set) var leadHeaders: [String] = []
    /// Per scanned file, what its own include wall shows: every readable file its includes may
    /// reach by name (as `closure`), the header map and the PCHs of those files. clang reads the
    /// wall's YAML for every file it parses, and the whole tree's cost more than most parses; a
    /// file reaches 14 of element-ios's 679 (median). Absent when that cannot be known (a computed
    /// include; `__has_include` or `#pragma GCC dependency`, which look files up by a name no
    /// directive spells): the run's wall then.
    private var visible: [Int: [IncludeWall.Entry]] = [:]

    /// `readable` are the files the wall lets clang open; `headerMap` its entries (key, absolute
    /// destination); `stubs` the in-memory SDK stand-ins' paths. The readable files are read on
    /// `jobs` threads.
    init(paths: [String], readable: [String], headerMap: [(key: String, destination: String)], headerMapFile: String,
         stubs: [String], directory: String, sizes: [Int], jobs: Int = 1) {
        self.directory = directory
        let absolutePaths = paths.map(IncludeWall.absolute)
        let readableAbsolute = readable.map(IncludeWall.absolute)
        let readableSet = Set(readableAbsolute)
        let stubSet = Set(stubs)
        var mapped: [String: String] = [:]
        for entry in headerMap where mapped[entry.key.lowercased()] == nil { mapped[entry.key.lowercased()] = entry.destination }
        let scanned = Dictionary(absolutePaths.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })

        // Every readable file's text, read once (its first `#import` and every include it names),
        // and its entry in the walls (which resolves links: a few system calls per folder).
        let read = ConcurrentSlots<([UInt8]?, IncludeWall.Entry)>(count: readableAbsolute.count)
        ConcurrentSlots<([UInt8]?, IncludeWall.Entry)>.perform(count: readableAbsolute.count, jobs: jobs) { index in
            let path = readableAbsolute[index]
            read[index] = ((try? Data(contentsOf: URL(fileURLWithPath: path))).map { [UInt8]($0) }, IncludeWall.Entry(path))
        }
        let textsAndEntries = read.values()
        let texts = textsAndEntries.map(\.0)
        readableEntries = textsAndEntries.map(\.1)
        let directives = texts.map { $0.map(IncludeDirectives.init) }
        // Text that tells a header parsed as the main file from one included: the include depth,
        // the main file's name, `#include_next` (from the main file, a plain include) and
        // `#pragma … system_header` (ignored in the main file).
        let telltales = ["__INCLUDE_LEVEL__", "__BASE_FILE__", "include_next", "system_header"].map { Array($0.utf8) }
        let readsItsPlace = texts.map { text in text.map { bytes in telltales.contains { contains(bytes, $0) } } ?? false }
        let looksUp = ["__has_include", "dependency"].map { Array($0.utf8) }
        let looksUpByName = texts.map { text in text.map { bytes in looksUp.contains { contains(bytes, $0) } } ?? true }
        var byName: [String: [Int]] = [:]
        for (index, path) in readableAbsolute.enumerated() {
            byName[IncludeDirectives.matchingName(path), default: []].append(index)
        }
        let readableIndex = Dictionary(readableAbsolute.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })

        /// The file clang would open for `#import` of `name` from `includer`, as far as can be told.
        func resolve(_ name: String, angled: Bool, includer: String) -> String? {
            if !angled {
                let beside = IncludeWall.absolute(name.hasPrefix("/") ? name
                                                  : (includer as NSString).deletingLastPathComponent + "/" + name)
                if readableSet.contains(beside) { return beside }
                if name.hasPrefix("/") { return nil }
            }
            if stubSet.contains(SDKStubs.root + "/" + name) { return nil }
            return mapped[name.lowercased()]
        }

        /// Every readable file `start`'s includes may reach, followed by name regardless of folder
        /// and case (`start` itself only if it includes itself); nil when that is unknowable (a
        /// computed include) or when one of them reads differently in a header parsed alone than in
        /// one included (`readsItsPlace`).
        var closures: [Int: Set<Int>?] = [:]
        func closure(of start: Int) -> Set<Int>? {
            if let known = closures[start] { return known }
            let result = reach(from: start) { readsItsPlace[$0] }
            closures[start] = result
            return result
        }
        func reach(from start: Int, unknowableAt stop: (Int) -> Bool) -> Set<Int>? {
            var reached: Set<Int> = []
            var pending = [start]
            var unknowable = false
            while let next = pending.popLast(), !unknowable {
                guard let includes = directives[next] else { continue }
                unknowable = includes.opaque || stop(next)
                for spelled in includes.quoted + includes.angled {
                    for candidate in byName[IncludeDirectives.matchingName(spelled)] ?? []
                    where reached.insert(candidate).inserted {
                        pending.append(candidate)
                    }
                }
            }
            return unknowable ? nil : reached
        }

        /// Whether a header may be `#include`d again while it is read: parsed as the main file, an
        /// unguarded one is then read twice; `#import`ed, as the file that opens with it does, once.
        /// (Reached again through `#import` only, it is skipped either way.)
        func entersAgain(_ header: Int, from reach: Set<Int>) -> Bool {
            let name = IncludeDirectives.matchingName(readableAbsolute[header])
            return reach.union([header]).contains { file in
                directives[file]?.included.contains { IncludeDirectives.matchingName($0) == name } ?? false
            }
        }

        /// The scanned header a file (`own`, readable) may use a PCH of, for its import `lead`.
        func standIn(for lead: LeadingImport, includer path: String, own: Int) -> Int? {
            guard let header = resolve(lead.name, angled: lead.angled, includer: path), header != path,
                  header.hasSuffix(".h"), let headerIndex = scanned[header], let headerReadable = readableIndex[header],
                  let reach = closure(of: headerReadable), !reach.contains(own),
                  !entersAgain(headerReadable, from: reach)
            else { return nil }
            return headerIndex
        }

        // Which header each scanned file opens with, when a PCH of it may stand in.
        var base: [Int: Int] = [:]  // scanned file → scanned header
        var leadingImports: [Int: [LeadingImport]] = [:]
        for (index, path) in absolutePaths.enumerated() where !path.hasSuffix(".mm") {
            guard let own = readableIndex[path], let text = texts[own] else { continue }
            let leading = LeadingImport.run(text)
            leadingImports[index] = leading
            guard let lead = leading.first, let header = standIn(for: lead, includer: path, own: own) else { continue }
            base[index] = header
        }

        // Lead headers. A file that opens with SDK stand-ins or headers the tree lacks (`<UIKit/UIKit.h>`,
        // `<MatrixSDK/MatrixSDK.h>`) before the header that would have a PCH (an umbrella) parsed
        // that header's whole closure as text. When two or more files open with the same such
        // imports, a lead header holds just them, the tree's header by its absolute path: parsed
        // once, saved as a PCH, and used by those files. The imports are `#import`s, so each file's
        // own ones are then skipped, as they would be read a second time; the header is included
        // from the lead header as from the file (so neither `readsItsPlace` nor a second entry
        // matters beyond what `standIn` already refuses). Which files the angled names open is
        // guessed here (a stand-in, else none: no header of the tree by that name) and checked after
        // each parse (`ClangIndexer`), the lead header's before its PCH is saved.
        struct LeadKey: Hashable {
            var angled: [String]
            var header: Int
        }
        var leadOf: [Int: (key: LeadKey, opened: [String])] = [:]
        for (index, path) in absolutePaths.enumerated() where base[index] == nil && !path.hasSuffix(".mm") {
            guard let own = readableIndex[path], let leading = leadingImports[index] else { continue }
            var angled: [String] = []
            var opened: [String] = []
            for lead in leading {
                if let header = standIn(for: lead, includer: path, own: own) {
                    let spelled = absolutePaths[header]
                    if !angled.isEmpty, !spelled.contains(where: { $0 == "\"" || $0 == "\\" || $0.isNewline }) {
                        leadOf[index] = (LeadKey(angled: angled, header: header), opened + [spelled])
                    }
                    break
                }
                guard lead.angled, !lead.name.contains(where: { $0 == ">" || $0 == "\\" || $0.isNewline }) else { break }
                let stub = SDKStubs.root + "/" + lead.name
                if stubSet.contains(stub) {
                    opened.append(stub)
                } else if mapped[lead.name.lowercased()] == nil {
                    opened.append("")
                } else {
                    break  // a header of the tree no PCH stands for
                }
                angled.append(lead.name)
            }
        }
        var uses: [LeadKey: Int] = [:]
        for (_, lead) in leadOf { uses[lead.key, default: 0] += 1 }
        var leadNumber: [LeadKey: Int] = [:]
        var leadOpened: [[String]] = []
        var leadTargets: [Int] = []
        for key in uses.keys.filter({ uses[$0]! > 1 }).sorted(by: { ($0.header, $0.angled.joined(separator: "\n")) < ($1.header, $1.angled.joined(separator: "\n")) }) {
            let file = directory + "/lead-\(leadHeaders.count).h"
            let text = key.angled.map { "#import <\($0)>\n" }.joined() + "#import \"\(absolutePaths[key.header])\"\n"
            guard (try? IncludeWall.writeFile(Data(text.utf8), to: file)) != nil else { continue }
            leadNumber[key] = leadHeaders.count
            leadHeaders.append(file)
            leadTargets.append(key.header)
            leadOpened.append(leadOf.first { $0.value.key == key }!.value.opened)
        }
        let leadPCHs = leadHeaders.map { ($0 as NSString).deletingPathExtension + ".pch" }
        let wanted = Set(base.values)
        var names: [Int: String] = [:]
        for header in wanted.sorted() {
            names[header] = directory + "/\(names.count).pch"
        }
        files = wanted.sorted().compactMap { names[$0] } + leadHeaders + leadPCHs
        fileEntries = files.map(IncludeWall.Entry.init)
        for index in absolutePaths.indices {
            let use = base[index]
            var step = Step(use: use.flatMap { names[$0] }, header: use.map { absolutePaths[$0] }, save: names[index])
            if let lead = leadOf[index], let number = leadNumber[lead.key] {
                step.use = leadPCHs[number]
                step.lead = lead.opened
            }
            if step.use != nil || step.save != nil { steps[index] = step }
        }
        for number in leadHeaders.indices {
            steps[absolutePaths.count + number] = Step(save: leadPCHs[number], lead: leadOpened[number])
        }
        // A header after the one it opens with (a chain never loops: a file never opens with a
        // header that may include it).
        func depth(_ index: Int) -> Int {
            var depth = 0
            var current = index
            while let next = base[current], wanted.contains(next), depth < absolutePaths.count {
                depth += 1
                current = next
            }
            return depth
        }
        // Each file's own wall.
        let entries = readableEntries
        let entryOfFile = Dictionary(zip(files, fileEntries), uniquingKeysWith: { first, _ in first })
        var pchOfReadable: [Int: IncludeWall.Entry] = [:]
        for (header, name) in names { if let own = readableIndex[absolutePaths[header]] { pchOfReadable[own] = entryOfFile[name] } }
        // A lead header's own files, in the walls of the files that use it and of the files that
        // reach those (whose PCHs are chained on it).
        let entryOfLead = leadHeaders.indices.map { [IncludeWall.Entry(leadHeaders[$0]), IncludeWall.Entry(leadPCHs[$0])] }
        var leadOfReadable: [Int: Int] = [:]
        for (index, lead) in leadOf {
            if let number = leadNumber[lead.key], let own = readableIndex[absolutePaths[index]] { leadOfReadable[own] = number }
        }
        let always = [IncludeWall.Entry(headerMapFile)]
        for (index, path) in absolutePaths.enumerated() {
            guard let own = readableIndex[path], let reached = reach(from: own, unknowableAt: { looksUpByName[$0] })
            else { continue }
            let shown = reached.union([own]).sorted()
            let leads = Set(shown.compactMap { leadOfReadable[$0] }).sorted()
            visible[index] = always + shown.map { entries[$0] } + shown.compactMap { pchOfReadable[$0] }
                + leads.flatMap { entryOfLead[$0] }
        }
        for (number, target) in leadTargets.enumerated() {
            guard let own = readableIndex[absolutePaths[target]], let reached = reach(from: own, unknowableAt: { looksUpByName[$0] })
            else { continue }
            visible[absolutePaths.count + number] = always + reached.union([own]).sorted().map { entries[$0] } + entryOfLead[number]
        }
        let depths = Dictionary(wanted.map { ($0, depth($0)) }, uniquingKeysWith: { first, _ in first })
        let first = wanted.sorted { (depths[$0]!, -sizes[$0], $0) < (depths[$1]!, -sizes[$1], $1) }
        let rest = absolutePaths.indices.filter { !wanted.contains($0) }
            .sorted { sizes[$0] != sizes[$1] ? sizes[$0] > sizes[$1] : $0 < $1 }
        let leadsFirst = leadHeaders.indices.sorted { (-sizes[leadTargets[$0]], $0) < (-sizes[leadTargets[$1]], $1) }
        order = leadsFirst.map { absolutePaths.count + $0 } + first + rest
    }
}

extension PrecompiledHeaders {
    /// The step of scanned file `index`, its own include wall written first (into the PCHs' folder,
    /// removed with it); nil when it has nothing to do differently. Called on the thread that hands
    /// the file to libclang, so the walls are written in parallel and only for files parsed.
    /// `slot` is that thread's number: each thread rewrites one wall file, the one its libclang reads
    /// next (a new file for every parse cost the kernel more than the parse of a small file).
    func step(for index: Int, slot: Int) -> Step? {
        var step = steps[index] ?? Step()
        if let shown = visible[index] {
            let path = directory + "/wall-\(slot).yaml"
            if (try? IncludeWall.write(shown, to: path)) != nil { step.overlay = path }
        }
        return step.use == nil && step.save == nil && step.overlay == nil ? nil : step
    }
}

/// Whether `bytes` holds `pattern` anywhere.
private func contains(_ bytes: [UInt8], _ pattern: [UInt8]) -> Bool {
    guard let first = pattern.first, bytes.count >= pattern.count else { return false }
    var index = 0
    let last = bytes.count - pattern.count
    while index <= last {
        if bytes[index] == first, bytes[index..<index + pattern.count].elementsEqual(pattern) { return true }
        index += 1
    }
    return false
}

/// A file's first token when it is `#import "name"` or `#import <name>`: only comments and white
/// space before it, nothing clang could read differently (no line continuation, byte-order mark
/// or digraph).
struct LeadingImport {
    var name: String
    var angled: Bool

    init?(_ bytes: [UInt8]) {
        var index = 0
        guard let first = LeadingImport(bytes, from: &index) else { return nil }
        self = first
    }

    /// The imports a file opens with: its first token's, and each that follows it on a line of its
    /// own with only white space and comments between (a `//` comment may end the line).
    static func run(_ bytes: [UInt8]) -> [LeadingImport] {
        var index = 0
        var imports: [LeadingImport] = []
        while let next = LeadingImport(bytes, from: &index) {
            imports.append(next)
            // The rest of the directive's line: white space, then its end or a `//` comment.
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
            if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
                    if bytes[index] == UInt8(ascii: "\\") { return imports }
                    index += 1
                }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "\r") { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\n") else { return imports }
        }
        return imports
    }

    /// The import whose `#` is the first token from `index` on; `index` ends after its closing quote.
    private init?(_ bytes: [UInt8], from start: inout Int) {
        var index = start
        defer { start = index }
        let count = bytes.count
        func byte(_ offset: Int) -> UInt8? { index + offset < count ? bytes[index + offset] : nil }
        while index < count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                index += 1
            case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"):
                while index < count, bytes[index] != UInt8(ascii: "\n") {
                    if bytes[index] == UInt8(ascii: "\\") { return nil }  // a comment continued
                    index += 1
                }
            case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"):
                index += 2
                while index < count, !(bytes[index] == UInt8(ascii: "*") && byte(1) == UInt8(ascii: "/")) {
                    if bytes[index] == UInt8(ascii: "\\") { return nil }  // `*\` newline `/` ends it too
                    index += 1
                }
                guard index < count else { return nil }
                index += 2
            case UInt8(ascii: "#"):
                index += 1
                while index < count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
                let word = Array("import".utf8)
                guard index + word.count < count, Array(bytes[index..<index + word.count]) == word else { return nil }
                index += word.count
                while index < count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
                guard index < count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "<") else { return nil }
                let closer = bytes[index] == UInt8(ascii: "\"") ? UInt8(ascii: "\"") : UInt8(ascii: ">")
                angled = closer == UInt8(ascii: ">")
                let nameStart = index + 1
                var end = nameStart
                while end < count, bytes[end] != closer {
                    // A name on more than one line, or with a backslash, is left to clang alone.
                    if bytes[end] == UInt8(ascii: "\n") || bytes[end] == UInt8(ascii: "\\") { return nil }
                    end += 1
                }
                guard end < count, end > nameStart else { return nil }
                name = String(decoding: bytes[nameStart..<end], as: UTF8.self)
                index = end + 1
                return
            default:
                return nil
            }
        }
        return nil
    }
}
