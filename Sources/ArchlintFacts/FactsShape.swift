/// A file's facts apart from where they sit (`FactsCodec.shape`): `bytes` is their encoding with every
/// location's line and column left out, `positions` those lines and columns, one after the other, in
/// the order the encoding meets them. Two versions of a file whose facts have equal `bytes` say the
/// same about the code and differ at most in where it is.
public struct FactsShape: Sendable {
    public var bytes: [UInt8]
    public var positions: [Int]
    /// Whether every location is in the facts' own file.
    public var onlyInFile: Bool
}

extension SourceLocation {
    /// How far apart two lines of one file may be for the model, the rules or the suppressions to
    /// read their distance (`strong_self_capture` looks 16 lines back from a closure; a
    /// `disable:next` comment names the line after it). Beyond this, positions are only compared:
    /// which comes first, and whether two lines are the same. `PositionShift` relies on it: raise it
    /// before a rule reads a longer distance (a test checks the rules' sources).
    public static let nearbyLines = 32

    /// Whether the two are on one line of one file. Lines of two files are never compared:
    /// `PositionShift` moves each file's positions on their own, so a relation between two files'
    /// lines could change where no rule may see a change (a test checks the rules' sources).
    public func isOnSameLine(as other: SourceLocation) -> Bool { line == other.line && file == other.file }

    /// Whether this is in `other`'s file, on its line, below it, or at most `lines` lines above it.
    public func isWithin(_ lines: Int, linesAbove other: SourceLocation) -> Bool {
        file == other.file && other.line - line <= lines
    }
}

/// Where the facts of a file's earlier version sit in its new version, when the new facts are the old
/// ones moved by an edit that nothing downstream can tell from no edit: a line inserted, removed or
/// changed between facts that are more than `SourceLocation.nearbyLines` apart, or text changed on
/// a line without moving any fact. Then every finding is the old finding at its moved location
/// (the findings cache answers such a run without the model, the graph or the rules).
///
/// It holds when the two shapes' `bytes` are equal and, pairing their positions in order:
/// - every location keeps its column;
/// - each old line goes to one new line, and the old lines keep their order;
/// - two lines next to each other among the facts' lines keep their distance, or it is and stays
///   over `nearbyLines`. Any two lines then keep their distance if it is at most `nearbyLines`,
///   and stay more than that apart if they were.
public struct PositionShift: Sendable {
    /// Old line → new line.
    private let lines: [Int: Int]
    /// The old positions, as line and column in one word.
    private let positions: Set<Int>

    public init?(from old: FactsShape, to new: FactsShape) {
        guard old.onlyInFile, new.onlyInFile, old.bytes == new.bytes, old.positions.count == new.positions.count else {
            return nil
        }
        var lines: [Int: Int] = [:]
        var positions = Set<Int>()
        var index = 0
        while index + 1 < old.positions.count {
            let (line, column) = (old.positions[index], old.positions[index + 1])
            let (movedLine, movedColumn) = (new.positions[index], new.positions[index + 1])
            index += 2
            guard column == movedColumn, lines.updateValue(movedLine, forKey: line) ?? movedLine == movedLine,
                  let key = PositionShift.key(line: line, column: column) else { return nil }
            positions.insert(key)
        }
        let window = SourceLocation.nearbyLines
        let ordered = lines.keys.sorted()
        for (earlier, later) in zip(ordered, ordered.dropFirst()) {
            let (distance, movedDistance) = (later - earlier, lines[later]! - lines[earlier]!)
            guard movedDistance > 0, distance == movedDistance || (distance > window && movedDistance > window) else {
                return nil
            }
        }
        self.lines = lines
        self.positions = positions
    }

    /// Whether the edit moved nothing.
    public var isIdentity: Bool { lines.allSatisfy { $0.key == $0.value } }

    /// Where `location`, a position of the old facts, is now; nil for any other position.
    public func moved(_ location: SourceLocation) -> SourceLocation? {
        guard let key = PositionShift.key(line: location.line, column: location.column), positions.contains(key),
              let line = lines[location.line] else { return nil }
        return SourceLocation(file: location.file, line: line, column: location.column)
    }

    /// Line and column in one word; nil for a position too large for it.
    private static func key(line: Int, column: Int) -> Int? {
        guard line >= 0, column >= 0, line < 1 << 31, column < 1 << 31 else { return nil }
        return line << 31 | column
    }
}
