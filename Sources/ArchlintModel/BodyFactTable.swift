import ArchlintFacts

/// Body facts of one kind by the type whose body holds them (nil: top-level code): one array of
/// every fact, owner by owner, and where each owner's facts start in it. A dictionary of one small
/// array per owner cost a bucket and an allocation per type: on a file of 450,000 one-line types,
/// the four kinds and their tables were a fifth of the model.
public struct BodyFactTable<Fact: Sendable>: Sendable {
    /// Top-level code's facts first, then each type's in type id order; each owner's in file order,
    /// then source order.
    private let facts: [Fact]
    /// Owner slot `s` (0: top-level code, `i + 1`: the type of index `i`) has `facts[starts[s]..<starts[s + 1]]`.
    private let starts: [Int32]
    private let typeIDs: [TypeID]

    init(facts: [Fact], starts: [Int32], typeIDs: [TypeID]) {
        self.facts = facts
        self.starts = starts
        self.typeIDs = typeIDs
    }

    /// An owner's facts; nil when it has none (as a dictionary without the key).
    public subscript(owner: TypeID?) -> ArraySlice<Fact>? {
        let slot = BodyFactTable.slot(of: owner)
        guard slot + 1 < starts.count else { return nil }
        let start = Int(starts[slot]), end = Int(starts[slot + 1])
        return start < end ? facts[start..<end] : nil
    }

    /// The owners with at least one fact: top-level code (nil) first, then by type id.
    public var keys: [TypeID?] {
        guard starts.count > 1 else { return [] }
        var owners: [TypeID?] = starts[0] < starts[1] ? [nil] : []
        for index in typeIDs.indices where starts[index + 1] < starts[index + 2] { owners.append(typeIDs[index]) }
        return owners
    }

    static func slot(of owner: TypeID?) -> Int { BodyFactRun.slot(of: owner) }
}

/// A run of consecutive facts of one file that belong to one owner (a `BodyFactTable` slot).
struct BodyFactRun: Sendable {
    var slot: Int32
    var start: Int32
    var end: Int32

    /// The table slot of an owner's facts: 0 for top-level code, the type's index plus one.
    static func slot(of owner: TypeID?) -> Int { owner.map { Int($0.index) + 1 } ?? 0 }
}

extension BodyFactTable {
    /// The table of the facts `runs` pick from each file's `facts`, file by file: each owner's runs
    /// keep their file order. The positions are counted first, so each fact is copied once, straight
    /// into its place, the files split over the cores. Inlined into its callers, so that the copy is
    /// made for the concrete kind of fact: the generic copy went through the fact's value witness.
    @inline(__always)
    static func gathering(_ runs: [[BodyFactRun]], from facts: @Sendable (Int) -> [Fact],
                          typeIDs: [TypeID], jobs: Int) -> BodyFactTable {
        let slotCount = typeIDs.count + 1
        var starts = [Int32](repeating: 0, count: slotCount + 1)
        for file in runs { for run in file { starts[Int(run.slot) + 1] += run.end - run.start } }
        for slot in 0..<slotCount { starts[slot + 1] += starts[slot] }
        // Where each run goes: owner by owner, files in order. One array for every file's runs (file
        // `f`'s from `firstRun[f]`): an array per file was 26,000 allocations per kind of fact.
        var next = starts
        var destinations: [Int32] = []
        destinations.reserveCapacity(runs.reduce(0) { $0 + $1.count })
        var firstRun: [Int] = []
        firstRun.reserveCapacity(runs.count)
        for file in runs {
            firstRun.append(destinations.count)
            for run in file {
                destinations.append(next[Int(run.slot)])
                next[Int(run.slot)] += run.end - run.start
            }
        }
        let places = destinations
        let firstPlace = firstRun
        let total = Int(starts[slotCount])
        guard total > 0 else { return BodyFactTable(facts: [], starts: starts, typeIDs: typeIDs) }
        let gathered = [Fact](unsafeUninitializedCapacity: total) { buffer, initializedCount in
            let target = ResultBuffer(base: buffer.baseAddress!)
            ParallelWork.forEach(runs.count, jobs: jobs) { file in
                let source = facts(file)
                for (position, run) in runs[file].enumerated() {
                    let destination = places[firstPlace[file] + position]
                    for offset in 0..<Int(run.end - run.start) {
                        (target.base + Int(destination) + offset).initialize(to: source[Int(run.start) + offset])
                    }
                }
            }
            initializedCount = total
        }
        return BodyFactTable(facts: gathered, starts: starts, typeIDs: typeIDs)
    }
}
