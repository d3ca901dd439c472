import ArchlintFacts

/// Facts of one kind as the scanner collects them, in plain memory kept per thread from file to file
/// (`ScannerBuffers`), each run of them moved at the end into an array of exactly its size
/// (`take(from:)`). Appending to the facts' own arrays grew each from empty by doubling: about a
/// million reallocations on gen-1m (each copying the facts so far), most arrays' last growth left
/// room never used, and a type's properties and functions, a function's parameters, started over
/// in every declaration.
///
/// A stack, so nested declarations share it: a type's properties go on top of its enclosing type's
/// pending ones and are taken off, in order, when the nested type ends, before the enclosing type
/// appends again. One scanner on one thread uses it at a time and no access overlaps another, so the
/// runtime's exclusivity checks are left out (as for the scanner's own state).
final class FactStack<Element> {
    private var base: UnsafeMutablePointer<Element>
    @exclusivity(unchecked) private(set) var count = 0
    @exclusivity(unchecked) private var capacity: Int

    init() {
        capacity = 16
        base = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
    }

    deinit {
        // Elements `0..<count` are initialised (a scan that never took them): release what they hold.
        base.deinitialize(count: count)
        base.deallocate()
    }

    var isEmpty: Bool { count == 0 }

    @inline(__always)
    func append(_ element: Element) {
        if count == capacity { grow(to: capacity * 2) }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Room for `minimumCapacity` elements in all, so a huge file's facts never move while collected.
    func reserveCapacity(_ minimumCapacity: Int) {
        if minimumCapacity > capacity { grow(to: minimumCapacity) }
    }

    private func grow(to newCapacity: Int) {
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        // Moved, not copied: the elements keep their references and the old memory is left uninitialised.
        grown.moveInitialize(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = newCapacity
    }

    /// The element at `index` (below `count`), read or changed in place.
    subscript(index: Int) -> Element {
        unsafeAddress {
            precondition(index >= 0 && index < count, "fact index out of range")
            return UnsafePointer(base + index)
        }
        unsafeMutableAddress {
            precondition(index >= 0 && index < count, "fact index out of range")
            return base + index
        }
    }

    /// Removes the elements from `start` on and returns them, in order, as an array of their count.
    /// They are moved (no retain or release of what they hold), and their memory here is left
    /// uninitialised, which `count` then excludes.
    func take(from start: Int) -> [Element] {
        precondition(start >= 0 && start <= count, "fact stack mark out of range")
        let taken = count - start
        guard taken > 0 else { return [] }
        // Built from a sequence, whose array the standard library allocates in code specialised for
        // the element type; `init(unsafeUninitializedCapacity:)` allocated in generic library code that
        // looked the array's storage class up in the runtime's metadata cache (about 800 instructions).
        let array = [Element](Moving(position: base + start, end: base + count))
        precondition(array.count == taken, "the array took every fact")
        count = start
        return array
    }

    /// Elements `position..<end` of the stack's memory, each moved out as it is handed out. The array that
    /// `take` builds reads the sequence once to its end (checked there), so each element is moved
    /// exactly once, and what it leaves behind is uninitialised memory `take` then drops from `count`.
    private struct Moving: Sequence, IteratorProtocol {
        var position: UnsafeMutablePointer<Element>
        let end: UnsafeMutablePointer<Element>

        var underestimatedCount: Int { end - position }

        mutating func next() -> Element? {
            guard position < end else { return nil }
            defer { position += 1 }
            return position.move()
        }
    }

    /// Empties the stack for the next file; frees its memory when it grew past `largestKept`
    /// elements, so an idle thread holds little.
    func empty(largestKept: Int) {
        if count > 0 {  // never after a whole scan, which takes every fact
            base.deinitialize(count: count)
            count = 0
        }
        if capacity > largestKept {
            base.deallocate()
            capacity = 16
            base = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
        }
    }
}

/// The facts a file's scanner collects, kind by kind, kept per thread with its other buffers
/// (`ScannerBuffers`). A type's properties and functions and a function's parameters are taken when
/// the declaration ends; the rest when the file does (`fileFacts`).
final class CollectedFacts {
    let imports = FactStack<ImportFact>()
    let types = FactStack<TypeFact>()
    let properties = FactStack<PropertyFact>()
    let functions = FactStack<FunctionFact>()
    let caseValueTypes = FactStack<String>()
    let parameters = FactStack<ParameterFact>()
    let constructions = FactStack<ConstructionFact>()
    let calls = FactStack<CallFact>()
    let assignments = FactStack<AssignmentFact>()
    let closures = FactStack<ClosureFact>()
    let typeAliases = FactStack<TypeAliasFact>()

    /// The file's facts, each kind moved out at its exact size.
    func fileFacts(path: String, directives: [CommentDirective], prefixedNames: [String]) -> FileFacts {
        FileFacts(path: path, imports: imports.take(from: 0), types: types.take(from: 0),
                  constructions: constructions.take(from: 0), calls: calls.take(from: 0),
                  assignments: assignments.take(from: 0), closures: closures.take(from: 0), directives: directives,
                  prefixedNames: prefixedNames, typeAliases: typeAliases.take(from: 0))
    }

    func empty(largestKept: Int) {
        imports.empty(largestKept: largestKept)
        types.empty(largestKept: largestKept)
        properties.empty(largestKept: largestKept)
        functions.empty(largestKept: largestKept)
        caseValueTypes.empty(largestKept: largestKept)
        parameters.empty(largestKept: largestKept)
        constructions.empty(largestKept: largestKept)
        calls.empty(largestKept: largestKept)
        assignments.empty(largestKept: largestKept)
        closures.empty(largestKept: largestKept)
        typeAliases.empty(largestKept: largestKept)
    }
}
