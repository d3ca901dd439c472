import CYaml

/// A YAML document as a tree, every node with the line and column it starts at (1-based), so
/// configuration errors can point at `file:line:col`.
public indirect enum YAMLNode: Sendable {
    case scalar(String, YAMLMark)
    case sequence([YAMLNode], YAMLMark)
    case mapping([(key: YAMLNode, value: YAMLNode)], YAMLMark)

    public var mark: YAMLMark {
        switch self {
        case .scalar(_, let mark), .sequence(_, let mark), .mapping(_, let mark): return mark
        }
    }

    public var scalar: String? {
        if case .scalar(let text, _) = self { return text }
        return nil
    }
}

public struct YAMLMark: Sendable, Equatable {
    public var line: Int
    public var column: Int
}

public struct YAMLError: Error, Sendable {
    public var message: String
    public var mark: YAMLMark
}

/// Parses YAML text through libyaml's event API. Aliases are refused (a configuration has no use for
/// them, and they are the usual way to make a YAML parser do unbounded work).
public enum YAMLParser {
    public static let maximumDepth = 64

    public static func parse(_ text: String) throws -> YAMLNode? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) != 0 else {
            throw YAMLError(message: "cannot initialise the YAML parser", mark: YAMLMark(line: 1, column: 1))
        }
        defer { yaml_parser_delete(&parser) }
        let bytes = Array(text.utf8)
        return try bytes.withUnsafeBufferPointer { buffer -> YAMLNode? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var builder = TreeBuilder()
            var documents = 0
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) != 0 else {
                    let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
                    let context = parser.context.map { String(cString: $0) + ": " } ?? ""
                    throw YAMLError(message: context + problem,
                                    mark: YAMLMark(line: Int(parser.problem_mark.line) + 1,
                                                   column: Int(parser.problem_mark.column) + 1))
                }
                defer { yaml_event_delete(&event) }
                let mark = YAMLMark(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    return builder.root
                case YAML_SCALAR_EVENT:
                    let scalar = event.data.scalar
                    let value = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
                    try builder.add(.scalar(value, mark))
                case YAML_DOCUMENT_START_EVENT:
                    // With two documents one would silently win; say which one is extra instead.
                    documents += 1
                    guard documents == 1 else {
                        throw YAMLError(message: "a configuration file holds one YAML document; a second one starts here", mark: mark)
                    }
                case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                    // A configuration nests a few levels; a tree 100,000 deep took seconds to build and
                    // overflowed the stack when it was freed.
                    guard builder.depth < YAMLParser.maximumDepth else {
                        throw YAMLError(message: "the YAML nests deeper than \(YAMLParser.maximumDepth) levels; "
                                        + "an archlint configuration needs only a few", mark: mark)
                    }
                    builder.open(event.type == YAML_SEQUENCE_START_EVENT ? .sequence([], mark) : .mapping([], mark))
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    try builder.close()
                case YAML_ALIAS_EVENT:
                    throw YAMLError(message: "YAML aliases are not supported in archlint configuration", mark: mark)
                default:
                    break
                }
            }
        }
    }

    /// Builds the tree from start/end events with an explicit stack.
    private struct TreeBuilder {
        private var stack: [(node: YAMLNode, pendingKey: YAMLNode?)] = []
        private(set) var root: YAMLNode?
        var depth: Int { stack.count }

        mutating func open(_ node: YAMLNode) {
            stack.append((node, nil))
        }

        mutating func close() throws {
            guard let finished = stack.popLast() else { return }
            try add(finished.node)
        }

        mutating func add(_ node: YAMLNode) throws {
            guard var top = stack.popLast() else {
                root = node
                return
            }
            switch top.node {
            case .sequence(var items, let mark):
                items.append(node)
                top.node = .sequence(items, mark)
            case .mapping(var pairs, let mark):
                if let key = top.pendingKey {
                    pairs.append((key, node))
                    top.pendingKey = nil
                    top.node = .mapping(pairs, mark)
                } else {
                    top.pendingKey = node
                }
            case .scalar:
                break
            }
            stack.append(top)
        }
    }
}
