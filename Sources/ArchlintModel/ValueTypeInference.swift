import ArchlintFacts

/// Infers which project types a value expression stands for, from what the scanner saw:
/// constructions, `self`, locals bound from them, parameters, properties and factory methods'
/// declared return types (`let vc = makeAddViewController(); presented = vc`).
struct ValueTypeInference: Sendable {
    let model: ProjectModel
    init(model: ProjectModel) {
        self.model = model
    }

    /// The values a local named `name` is bound to in a member, if it is a local there.
    func localValues(_ name: String, in context: TypeID?, member: String?) -> ArraySlice<ValueFact>? {
        model.localBindings(name, in: context, member: member)
    }

    func isParameter(_ name: String, in context: TypeID?, member: String?) -> Bool {
        parameterType(named: name, in: context, member: member) != nil
    }

    /// What each local's values stand for, by the arguments that decide it, within one question or
    /// over all the questions about one owner's code (`locals` of `types(of:…)` and
    /// `types(ofPath:…)`: the wiring gives one memo to an owner's questions, and a local is
    /// inferred once for all of them). A local that is bound again from itself (`builder =
    /// builder.with(title: …)`, ten times in a member) is asked about once per binding at every
    /// depth, so without the memo one question cost (bindings)^8: a 10,900-file app spent 95 s
    /// here. The answer for a key never depends on how it was reached (the depth is part of the key,
    /// and a key's answer asks only deeper ones), so remembering it, from one question to the next
    /// too, changes no result.
    final class LocalValues {
        struct Key: Hashable {
            var name: String
            var context: TypeID?
            var member: String?
            var depth: Int
        }
        var types: [Key: [TypeID]] = [:]
    }

    func types(of value: ValueFact, in context: TypeID?, member: String?, depth: Int = 0,
               locals: LocalValues = LocalValues()) -> [TypeID] {
        guard depth < 8 else { return [] }
        switch value {
        case .construction(let name):
            return model.resolve(ProjectModel.stripGenericArguments(name), fromModule: context?.module ?? "",
                                 context: context)
        case .reference(let path):
            return types(ofPath: ValueTypeInference.components(of: path), in: context, member: member, depth: depth,
                         locals: locals)
        case .call(let path):
            var components = ValueTypeInference.components(of: path)
            guard let name = components.popLast() else { return [] }
            let holders = components.isEmpty
                ? context.map { [$0] } ?? []
                : types(ofPath: components, in: context, member: member, depth: depth + 1, locals: locals)
            var result: [TypeID] = []
            for holder in holders {
                guard let type = model[holder] else { continue }
                for function in type.functions(named: name) {
                    guard let returnType = function.returnType else { continue }
                    result += model.resolveTypeText(returnType, from: holder).ids
                }
            }
            return unique(result)
        case .cast(let typeText):
            guard let context else { return [] }
            return model.resolveTypeText(typeText, from: context).ids
        case .closure, .literal, .string, .implicitMember, .callChain, .other, .unset:
            return []
        }
    }

    /// The types of a dotted path: its head is `self`, a local, a parameter or a property.
    func types(ofPath components: [String], in context: TypeID?, member: String?, depth: Int,
               locals: LocalValues = LocalValues()) -> [TypeID] {
        guard let head = components.first else { return [] }
        var current: [TypeID]
        if head == "self" {
            current = context.map { [$0] } ?? []
        } else if let values = model.localBindings(head, in: context, member: member) {
            let key = LocalValues.Key(name: head, context: context, member: member, depth: depth)
            if let known = locals.types[key] {
                current = known
            } else {
                current = unique(values.flatMap {
                    types(of: $0, in: context, member: member, depth: depth + 1, locals: locals)
                })
                locals.types[key] = current
            }
        } else if let parameterType = parameterType(named: head, in: context, member: member), let context {
            current = model.resolveTypeText(parameterType, from: context).ids
        } else if let context, model[context]?.property(named: head) != nil {
            current = propertyTypes(head, of: context, depth: depth, locals: locals)
        } else if components.count > 1, head.first?.isUppercase == true,
                  let typeID = model.resolve(head, fromModule: context?.module ?? "", context: context).first {
            // `PlaybackManager.shared`: a static property of a project type.
            var result = staticPropertyTypes(components[1], of: typeID, depth: depth, locals: locals)
            for name in components.dropFirst(2) {
                result = unique(result.flatMap { propertyTypes(name, of: $0, depth: depth, locals: locals) })
            }
            return result
        } else {
            current = []
        }
        for name in components.dropFirst() {
            current = unique(current.flatMap { propertyTypes(name, of: $0, depth: depth, locals: locals) })
        }
        return current
    }

    private func parameterType(named name: String, in context: TypeID?, member: String?) -> String? {
        parameter(named: name, in: context, member: member)?.typeName
    }

    /// The parameter of `member` with this (internal) name.
    func parameter(named name: String, in context: TypeID?, member: String?) -> ParameterFact? {
        guard let context, let member, let type = model[context] else { return nil }
        return type.firstParameter(named: name, ofFunctionsNamed: member)
    }

    /// The declared type of a property, or the type its initialiser builds.
    private func propertyTypes(_ name: String, of holder: TypeID, depth: Int, locals: LocalValues) -> [TypeID] {
        guard let property = model[holder]?.property(named: name) else { return [] }
        return types(of: property, in: holder, depth: depth, locals: locals)
    }

    /// The type of a static property (`static let shared = Manager()`).
    private func staticPropertyTypes(_ name: String, of holder: TypeID, depth: Int, locals: LocalValues) -> [TypeID] {
        guard let property = model[holder]?.properties.first(where: { $0.name == name && $0.isStatic }) else { return [] }
        return types(of: property, in: holder, depth: depth, locals: locals)
    }

    private func types(of property: PropertyFact, in holder: TypeID, depth: Int, locals: LocalValues) -> [TypeID] {
        if let typeName = property.typeName {
            let resolved = model.resolveTypeText(typeName, from: holder)
            return resolved.isCollection ? [] : resolved.ids
        }
        if let initializer = property.initializer {
            return types(of: initializer, in: holder, member: property.name, depth: depth + 1, locals: locals)
        }
        return []
    }

    /// The components of a dotted path (`a.b.c`), empty ones dropped; a plain name (most paths) is
    /// not copied.
    static func components(of path: String) -> [String] {
        if path.isEmpty { return [] }
        // The same split on the bytes in place (nil: not ASCII), without stepping UTF-8 view indices.
        let fast = path.utf8.withContiguousStorageIfAvailable { bytes -> [String]? in
            guard bytes.contains(UInt8(ascii: ".")) else { return [path] }
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            var result: [String] = []
            var start = 0
            for index in bytes.indices where bytes[index] == UInt8(ascii: ".") {
                if start < index { result.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)) }
                start = index + 1
            }
            if start < bytes.count { result.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)) }
            return result
        }
        if let fast, let components = fast { return components }
        let utf8 = path.utf8
        if !utf8.contains(UInt8(ascii: ".")) { return [path] }
        // In ASCII text every byte is a character: split the bytes, without the grapheme breaking
        // of a character split (the same components; it was a seventh of building the graph).
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return path.split(separator: ".").map(String.init) }
        var result: [String] = []
        var start = utf8.startIndex
        var index = start
        while index < utf8.endIndex {
            if utf8[index] == UInt8(ascii: ".") {
                if start < index { result.append(String(path[start..<index])) }
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        if start < utf8.endIndex { result.append(String(path[start..<utf8.endIndex])) }
        return result
    }

    /// The ids without repeats, first occurrences in order. Most lists hold one or two ids: searched
    /// in what is kept while short, in a set only once long (a set for each list was its cost).
    private func unique(_ ids: [TypeID]) -> [TypeID] {
        guard ids.count > 1 else { return ids }
        if ids.count <= 16 {
            var kept: [TypeID] = []
            kept.reserveCapacity(ids.count)
            for id in ids where !kept.contains(id) { kept.append(id) }
            return kept
        }
        var seen = Set<TypeID>()
        return ids.filter { seen.insert($0).inserted }
    }
}
