extension Array {
    /// The standard library's stable `sort(by:)`, exactly (equal elements keep their order), the
    /// order given on positions in the elements, and elements only moved, never copied. The library's
    /// sort copies an element out and back in for each step of its insertion runs, and its comparator
    /// takes two elements by value, copying both: for a struct that holds strings, each copy retains
    /// and releases them. Sorting each type's edges copied an `Edge` 316,000 times on the 250k-line
    /// tree, nearly all for the comparator; a comparison that reads the fields it needs in place
    /// copies nothing.
    ///
    /// Short arrays are sorted by insertion with swaps (a swap moves); longer ones by sorting their
    /// positions, ties broken by position, and moving each element once into its place.
    mutating func stableSortByMoving(byPosition areInIncreasingOrder: (UnsafeMutableBufferPointer<Element>, Int, Int) -> Bool) {
        let count = self.count
        guard count > 1 else { return }
        withUnsafeMutableBufferPointer { elements in
            let base = elements.baseAddress!
            if count <= 16 {
                for next in 1..<count {
                    var position = next
                    while position > 0, areInIncreasingOrder(elements, position, position - 1) {
                        elements.swapAt(position, position - 1)
                        position -= 1
                    }
                }
                return
            }
            let order = (0..<count).sorted { left, right in
                if areInIncreasingOrder(elements, left, right) { return true }
                return !areInIncreasingOrder(elements, right, left) && left < right
            }
            // Each element moved out once, in its new order, then the whole run moved back: the
            // array is whole again before anyone can see it, and no element was copied.
            let sorted = UnsafeMutablePointer<Element>.allocate(capacity: count)
            defer { sorted.deallocate() }
            for (place, position) in order.enumerated() {
                (sorted + place).moveInitialize(from: base + position, count: 1)
            }
            base.moveInitialize(from: sorted, count: count)
        }
    }
}
