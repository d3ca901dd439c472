/// Every type written in a declaration (inheritance clauses, property types, parameter and return
/// types), parsed, with its names looked up once.
///
/// In shards by a property of the text that costs no hash (its length and last byte), so that the
/// texts are gathered and the shards filled on every core: one set of every text, filled on one
/// thread, was a tenth of the model. What a text maps to does not depend on the shards.
struct TypeTextTable: Sendable {
    private var shards: [StringMap<TypeTextLookup>] = []

    private static let shardCount = 16

    private static func shard(of text: String) -> Int {
        // Read from the bytes in place: stepping the UTF-8 view back from its end to its last byte
        // cost more than the rest of a lookup's hashing.
        let fast = text.utf8.withContiguousStorageIfAvailable { bytes in
            (bytes.count &+ Int(bytes.last ?? 0)) & (shardCount - 1)
        }
        return fast ?? (text.utf8.count &+ Int(text.utf8.last ?? 0)) & (shardCount - 1)
    }

    init() {}

    init(types: [ProjectType], idsByName: StringMap<ProjectModel.IDRange>, nestedSimpleNames: StringSet, jobs: Int) {
        // The texts of a block of types, by shard (repeats allowed).
        let blockSize = 1024
        let blocks = ParallelWork.map((types.count + blockSize - 1) / blockSize, jobs: jobs, chunkSize: 1) { block in
            var texts = [[String]](repeating: [], count: TypeTextTable.shardCount)
            func add(_ text: String) { texts[TypeTextTable.shard(of: text)].append(text) }
            // By index: a loop over the facts copied each one (a retain and a release per string it
            // holds) to read one field.
            for index in block * blockSize..<min(types.count, (block + 1) * blockSize) {
                let type = types[index]
                for text in type.inherited { add(text) }
                let properties = type.properties
                for position in properties.indices { if let text = properties[position].typeName { add(text) } }
                let functions = type.functions
                for position in functions.indices {
                    let parameters = functions[position].parameters
                    for parameter in parameters.indices { add(parameters[parameter].typeName) }
                    if let text = functions[position].returnType { add(text) }
                }
            }
            return texts
        }
        shards = ParallelWork.map(TypeTextTable.shardCount, jobs: jobs, chunkSize: 1) { shard in
            var table = StringMap<TypeTextLookup>()
            for block in blocks {
                for text in block[shard] where !table.contains(text) {
                    table[text] = TypeTextLookup(reference: TypeReference(parsing: text), idsByName: idsByName,
                                                 nestedSimpleNames: nestedSimpleNames)
                }
            }
            return table
        }
    }

    subscript(text: String) -> TypeTextLookup? {
        shards.isEmpty ? nil : shards[TypeTextTable.shard(of: text)][text]
    }
}

/// A written type's names, each with the declared types of that name, found once when the model is
/// built: resolving a declaration's type text then hashes the text alone, not each name twice.
struct TypeTextLookup: Sendable {
    struct Name: Sendable {
        var name: String
        /// `idsByName[name]`: what the name stands for outside any nesting context.
        var ids: ProjectModel.IDRange
        /// The last component is the last component of some nested type, so the context matters.
        var mayBeNested: Bool
    }

    var reference: TypeReference
    var names: [Name]
    var isCollection: Bool { reference.isCollection }

    init(reference: TypeReference, idsByName: StringMap<ProjectModel.IDRange>, nestedSimpleNames: StringSet) {
        self.reference = reference
        names = reference.names.map { name in
            Name(name: name, ids: idsByName[name] ?? ProjectModel.IDRange(start: 0, end: 0),
                 mayBeNested: nestedSimpleNames.contains(ProjectModel.lastComponent(of: name)))
        }
    }
}
