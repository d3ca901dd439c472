import ArchlintFacts

extension ProjectModel {
    /// The types declared in the files (both branches of an `#if` merged), each with its first
    /// declaration, before ids exist, sorted by (name, module): the order of their ids; with their
    /// names and modules in that order.
    ///
    /// The declarations are sorted first and the same (name, module) merged where it is adjacent:
    /// no table of every key on one thread, and the sort and the merges split over the cores. Ties
    /// sort by position, so a type's declarations merge in file order, then source order.
    static func declaredTypes(in files: [FileFacts], kinds: [FileKind], jobs: Int)
        -> (names: [String], modules: [String], types: [ProjectType.Declared]) {
        // Each declaration's file and position in it, in file order, with its name.
        let perFile = ParallelWork.map(files.count, jobs: jobs) { fileIndex -> [(fact: Int32, name: String)] in
            let facts = files[fileIndex].types
            var found: [(fact: Int32, name: String)] = []
            for factIndex in facts.indices where !facts[factIndex].name.isEmpty && facts[factIndex].kind != .extension {
                found.append((Int32(factIndex), facts[factIndex].name))
            }
            return found
        }
        var fileOf: [Int32] = []
        var factOf: [Int32] = []
        var names: [String] = []
        let total = perFile.reduce(0) { $0 + $1.count }
        fileOf.reserveCapacity(total)
        factOf.reserveCapacity(total)
        names.reserveCapacity(total)
        for (fileIndex, found) in perFile.enumerated() {
            for entry in found {
                fileOf.append(Int32(fileIndex))
                factOf.append(entry.fact)
                names.append(entry.name)
            }
        }
        // Modules compare as their rank among the sorted module names: one integer comparison.
        let moduleNames = Set(kinds.map(\.module)).sorted()
        let rankByModule = Dictionary(uniqueKeysWithValues: moduleNames.enumerated().map { ($1, Int32($0)) })
        let moduleRankOfFile = kinds.map { rankByModule[$0.module] ?? 0 }
        let declarationNames = names
        let declarationFiles = fileOf
        // Most comparisons are decided by the names' first bytes: comparing the strings twice each
        // time was half of this function.
        let keys = ParallelWork.map(total, jobs: jobs) { NameOrderKey(declarationNames[$0]) }
        let order = ParallelWork.sortedIndices(total, jobs: jobs) { left, right in
            let byKey = NameOrderKey.order(keys[left], keys[right])
            if byKey.decided { return byKey.precedes }
            let leftName = declarationNames[left], rightName = declarationNames[right]
            if leftName != rightName { return leftName < rightName }
            let leftModule = moduleRankOfFile[Int(declarationFiles[left])]
            let rightModule = moduleRankOfFile[Int(declarationFiles[right])]
            return leftModule != rightModule ? leftModule < rightModule : left < right
        }
        // Where each (name, module) run starts in `order`.
        var starts: [Int] = []
        starts.reserveCapacity(total)
        for position in order.indices {
            if position > 0 {
                let previous = order[position - 1], current = order[position]
                if !NameOrderKey.order(keys[previous], keys[current]).decided, names[previous] == names[current],
                   moduleRankOfFile[Int(fileOf[previous])] == moduleRankOfFile[Int(fileOf[current])] { continue }
            }
            starts.append(position)
        }
        // One set for each file, shared by the types it declares: a set per type was a tenth of the
        // model of a file with a type per line.
        let fileSets = ParallelWork.map(files.count, jobs: jobs) { index -> Set<String> in [files[index].path] }
        let runStarts = starts
        let factOfDeclaration = factOf
        let types = ParallelWork.map(runStarts.count, jobs: jobs) { run -> ProjectType.Declared in
            let end = run + 1 < runStarts.count ? runStarts[run + 1] : order.count
            let first = order[runStarts[run]]
            let firstFile = Int(declarationFiles[first])
            var declared = ProjectType.Declared(fact: files[firstFile].types[Int(factOfDeclaration[first])],
                                                files: fileSets[firstFile])
            // The same name declared twice in one module (e.g. both `#if` branches): merged.
            for position in runStarts[run] + 1..<end {
                let declaration = order[position]
                let file = Int(declarationFiles[declaration])
                let fact = files[file].types[Int(factOfDeclaration[declaration])]
                declared.inherited += fact.inherited
                declared.properties += fact.properties
                declared.functions += fact.functions
                declared.caseValueTypes += fact.caseValueTypes
                let path = files[file].path
                if !declared.files.contains(path) { declared.files.insert(path) }
            }
            return declared
        }
        let typeNames = ParallelWork.map(runStarts.count, jobs: jobs) { declarationNames[order[runStarts[$0]]] }
        let modules = ParallelWork.map(runStarts.count, jobs: jobs) { run in
            kinds[Int(declarationFiles[order[runStarts[run]]])].module
        }
        return (typeNames, modules, types)
    }
}
