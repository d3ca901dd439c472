import ArchlintFindings
import ArchlintModel
import Foundation

/// Reads configuration YAML into a `Configuration`, checking every key and value and naming the
/// `file:line:col` of anything it does not understand.
extension Configuration {
    static let topLevelKeys: Set<String> = ["extends", "included", "excluded", "rules", "roles", "layers",
                                            "only_rules", "opt_in_rules", "disabled_rules"]
    /// Configuration files and presets one load may read, `extends` included.
    static let maximumSources = 64

    mutating func apply(file path: String, depth: Int) throws {
        guard depth < 16 else {
            throw ConfigurationError(file: path, line: 1, column: 1, message: "extends nests too deeply (a cycle?)")
        }
        // `extends: /dev/zero` or a FIFO would read forever or block.
        let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
        guard type == nil || type == .typeRegular else {
            throw ConfigurationError(file: path, line: 1, column: 1, message: "the configuration is not a regular file")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError(file: path, line: 1, column: 1, message: "cannot read the configuration file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigurationError(file: path, line: 1, column: 1, message: "the configuration file is not UTF-8")
        }
        try apply(text: text, file: path, depth: depth)
    }

    mutating func apply(preset name: String, from file: String?, depth: Int, mark: YAMLMark? = nil) throws {
        guard let text = Configuration.presetText(name) else {
            throw ConfigurationError(file: file ?? name, line: mark?.line ?? 1, column: mark?.column ?? 1,
                                     message: "unknown preset '\(name)'\(NameSuggestion.phrase(for: name, in: Configuration.presetNames)) "
                                        + "(bundled: \(Configuration.presetNames.joined(separator: ", ")))")
        }
        presetsSelectRules = true
        try apply(text: text, file: "preset \(name)", depth: depth + 1)
    }

    mutating func apply(text: String, file: String, depth: Int) throws {
        let root: YAMLNode?
        do {
            root = try YAMLParser.parse(text)
        } catch let error as YAMLError {
            throw ConfigurationError(file: file, line: error.mark.line, column: error.mark.column, message: error.message)
        }
        sources.append(file)
        guard let root else { return }  // an empty file changes nothing
        guard case .mapping(let pairs, _) = root else {
            throw Configuration.error(file, root, "the configuration must be a mapping of keys (extends, included, excluded, rules, roles, layers)")
        }
        // `extends` applies first, whatever its position, so the file's own settings override it.
        for (key, value) in pairs where key.scalar == "extends" {
            for entry in try Configuration.strings(value, file: file, what: "extends") {
                // Depth alone does not bound the work: ten references per level, seven levels deep,
                // took 19.5 s and ten times more per extra level.
                guard sources.count < Configuration.maximumSources else {
                    throw ConfigurationError(file: file, line: entry.mark.line, column: entry.mark.column,
                                             message: "extends: more than \(Configuration.maximumSources) configuration "
                                                + "files and presets in all (extends fans out too far, or in a cycle)")
                }
                if entry.text.hasSuffix(".yml") || entry.text.hasSuffix(".yaml") || entry.text.contains("/") {
                    let base = URL(fileURLWithPath: file).deletingLastPathComponent()
                    let target = entry.text.hasPrefix("/") ? entry.text : base.appendingPathComponent(entry.text).path
                    guard FileManager.default.fileExists(atPath: target) else {
                        throw ConfigurationError(file: file, line: entry.mark.line, column: entry.mark.column,
                                                 message: "extends: no such file '\(entry.text)'")
                    }
                    presetsSelectRules = true
                    try apply(file: target, depth: depth + 1)
                } else {
                    try apply(preset: entry.text, from: file, depth: depth, mark: entry.mark)
                }
            }
        }
        for (key, value) in pairs {
            guard let name = key.scalar else { throw Configuration.error(file, key, "keys must be plain names") }
            switch name {
            case "extends":
                continue
            case "included":
                included += try Configuration.strings(value, file: file, what: "included").map { Glob($0.text) }
            case "excluded":
                excluded += try Configuration.strings(value, file: file, what: "excluded").map { Glob($0.text) }
            case "rules":
                try applyRules(value, file: file)
            case "roles":
                try applyRoles(value, file: file)
            case "layers":
                try applyLayers(value, rule: nil, file: file)
                if let holder = layersOption?.rule { mentionedRules.insert(holder) }
            case "only_rules":
                onlyRules = Set(try ruleIDs(value, file: file, key: name))
            case "opt_in_rules":
                let listed = try ruleIDs(value, file: file, key: name)
                optInRules.formUnion(listed)
                // Turning a rule on here wins over the `off` of a preset this file extends (an opt-in rule).
                for ruleID in listed where severities[ruleID] == .off { severities[ruleID] = nil }
            case "disabled_rules":
                disabledRules.formUnion(try ruleIDs(value, file: file, key: name))
            default:
                throw Configuration.error(file, key, "unknown key '\(name)'\(NameSuggestion.phrase(for: name, in: Configuration.topLevelKeys)) (expected one of: "
                                          + Configuration.topLevelKeys.sorted().joined(separator: ", ") + ")")
            }
        }
    }

    // MARK: Rules

    private mutating func applyRules(_ node: YAMLNode, file: String) throws {
        guard case .mapping(let pairs, _) = node else {
            throw Configuration.error(file, node, "rules must map rule ids to a severity or to options")
        }
        for (key, value) in pairs {
            guard let id = key.scalar, let rule = rule(id) else {
                let name = key.scalar ?? ""
                throw Configuration.error(file, key, "unknown rule '\(name)'\(NameSuggestion.phrase(for: name, in: rules.map(\.identifier))) "
                                          + "(`archlint rules` lists them)")
            }
            mentionedRules.insert(id)
            switch value {
            case .scalar:
                severities[id] = try Configuration.severity(value, file: file)
            case .mapping(let entries, _):
                // Contracts name layers, so they apply after the layers of the same map.
                var contracts: [(YAMLNode, RuleOption)] = []
                for (optionKey, optionValue) in entries {
                    guard let name = optionKey.scalar else {
                        throw Configuration.error(file, optionKey, "option names must be plain names")
                    }
                    if name == "severity" {
                        severities[id] = try Configuration.severity(optionValue, file: file)
                        continue
                    }
                    guard let option = rule.options.first(where: { $0.name == name }) else {
                        let known = rule.options.map(\.name) + ["severity"]
                        throw Configuration.error(file, optionKey, "unknown option '\(name)' for \(id)"
                                                  + "\(NameSuggestion.phrase(for: name, in: known)) (expected: \(known.joined(separator: ", ")))")
                    }
                    if option.kind == .layerContracts {
                        contracts.append((optionValue, option))
                    } else {
                        try applyOption(option, of: id, value: optionValue, file: file)
                    }
                }
                for (contract, _) in contracts { try applyContracts(contract, rule: id, file: file) }
            case .sequence:
                throw Configuration.error(file, value, "\(id) takes a severity (error, warning, off) or a map of options")
            }
        }
    }

    /// A list of known rule ids (`only_rules`, `opt_in_rules`, `disabled_rules`).
    private func ruleIDs(_ node: YAMLNode, file: String, key: String) throws -> [String] {
        try Configuration.strings(node, file: file, what: key).map { entry in
            guard rule(entry.text) != nil else {
                throw ConfigurationError(file: file, line: entry.mark.line, column: entry.mark.column,
                                         message: "unknown rule '\(entry.text)' in \(key)"
                                            + "\(NameSuggestion.phrase(for: entry.text, in: rules.map(\.identifier))) (`archlint rules` lists them)")
            }
            return entry.text
        }
    }

    /// Parses one declared option by its kind.
    private mutating func applyOption(_ option: RuleOption, of rule: String, value: YAMLNode, file: String) throws {
        switch option.kind {
        case .bool:
            options[rule, option.name] = .bool(try Configuration.bool(value, file: file))
        case .integer:
            guard let number = value.scalar.flatMap(Int.init), number >= 0 else {
                throw Configuration.error(file, value, "\(option.name) must be a whole number")
            }
            options[rule, option.name] = .integer(number)
        case .names:
            options[rule, option.name] = .names(try Configuration.strings(value, file: file, what: option.name).map(\.text))
        case .roles:
            options[rule, option.name] = .names(try Configuration.strings(value, file: file, what: option.name).map {
                try Configuration.role($0.text, file: file, mark: $0.mark).rawValue
            })
        case .layers:
            try applyLayers(value, rule: rule, file: file)
        case .layerContracts:
            try applyContracts(value, rule: rule, file: file)
        }
    }

    // MARK: Roles and layers

    private mutating func applyRoles(_ node: YAMLNode, file: String) throws {
        guard case .mapping(let pairs, _) = node else {
            throw Configuration.error(file, node, "roles must map role names to { names, paths, conforms }")
        }
        for (key, value) in pairs {
            let role = try Configuration.role(key.scalar ?? "", file: file, mark: key.mark)
            guard case .mapping(let fields, _) = value else {
                throw Configuration.error(file, value, "a role takes { names: [...], paths: [...], conforms: [...] }")
            }
            var rule = RoleRule(role: role)
            for (field, list) in fields {
                let globs = try Configuration.strings(list, file: file, what: field.scalar ?? "").map { Glob($0.text) }
                switch field.scalar {
                case "names": rule.names = globs
                case "paths": rule.paths = globs
                case "conforms": rule.conforms = globs
                default:
                    let name = field.scalar ?? ""
                    throw Configuration.error(file, field, "unknown role key '\(name)'"
                                              + "\(NameSuggestion.phrase(for: name, in: ["names", "paths", "conforms"])) (expected: names, paths, conforms)")
                }
            }
            // A later (more specific) file's role rules come first.
            roleRules.insert(rule, at: 0)
        }
    }

    /// The rule and option that hold the layers (the option declared with kind `layers`): the
    /// top-level `layers:` key and the rule's own `layers:` option fill the same value.
    private var layersOption: (rule: String, option: String)? {
        for rule in rules {
            if let option = rule.options.first(where: { $0.kind == .layers }) { return (rule.identifier, option.name) }
        }
        return nil
    }

    private func layers(rule: String) -> [LayerDeclaration] {
        guard let option = self.rule(rule)?.options.first(where: { $0.kind == .layers }),
              case .layers(let layers)? = options[rule, option.name] else { return [] }
        return layers
    }

    private mutating func setLayers(_ layers: [LayerDeclaration], rule: String) {
        guard let option = self.rule(rule)?.options.first(where: { $0.kind == .layers }) else { return }
        options[rule, option.name] = .layers(layers)
    }

    private mutating func applyLayers(_ node: YAMLNode, rule requestedRule: String?, file: String) throws {
        guard let rule = requestedRule ?? layersOption?.rule else {
            throw Configuration.error(file, node, "no rule takes layers")
        }
        guard case .mapping(let pairs, _) = node else {
            throw Configuration.error(file, node, "layers must map layer names to { roles, names, paths, may_depend_on, must_not_depend_on }")
        }
        var layers = layers(rule: rule)
        for (key, value) in pairs {
            guard let name = key.scalar else { throw Configuration.error(file, key, "layer names must be plain names") }
            guard case .mapping(let fields, _) = value else {
                throw Configuration.error(file, value, "layer \(name) takes { roles, names, paths, may_depend_on, must_not_depend_on }")
            }
            var layer = LayerDeclaration(name: name)
            for (field, list) in fields {
                let entries = try Configuration.strings(list, file: file, what: field.scalar ?? "")
                switch field.scalar {
                case "roles": layer.roles = try entries.map { try Configuration.role($0.text, file: file, mark: $0.mark).rawValue }
                case "names": layer.names = entries.map(\.text)
                case "paths": layer.paths = entries.map(\.text)
                case "may_depend_on": layer.mayDependOn = entries.map(\.text)
                case "must_not_depend_on": layer.mustNotDependOn = entries.map(\.text)
                default:
                    let name = field.scalar ?? ""
                    let keys = ["roles", "names", "paths", "may_depend_on", "must_not_depend_on"]
                    throw Configuration.error(file, field, "unknown layer key '\(name)'\(NameSuggestion.phrase(for: name, in: keys)) "
                                              + "(expected: \(keys.joined(separator: ", ")))")
                }
            }
            layers.removeAll { $0.name == name }
            layers.append(layer)
        }
        setLayers(layers, rule: rule)
        try checkLayerNames(rule: rule, file: file, mark: node.mark)
    }

    private mutating func applyContracts(_ node: YAMLNode, rule: String, file: String) throws {
        guard case .sequence(let contracts, _) = node else {
            throw Configuration.error(file, node, "forbidden takes a list of { from: layer, to: layer }")
        }
        var layers = layers(rule: rule)
        for contract in contracts {
            guard case .mapping(let fields, _) = contract,
                  let from = fields.first(where: { $0.key.scalar == "from" })?.value.scalar,
                  let to = fields.first(where: { $0.key.scalar == "to" })?.value.scalar else {
                throw Configuration.error(file, contract, "a forbidden contract is { from: layer, to: layer }")
            }
            guard let index = layers.firstIndex(where: { $0.name == from }) else {
                throw Configuration.error(file, contract, "forbidden: unknown layer '\(from)'\(NameSuggestion.phrase(for: from, in: layers.map(\.name)))")
            }
            guard layers.contains(where: { $0.name == to }) else {
                throw Configuration.error(file, contract, "forbidden: unknown layer '\(to)'\(NameSuggestion.phrase(for: to, in: layers.map(\.name)))")
            }
            if !layers[index].mustNotDependOn.contains(to) { layers[index].mustNotDependOn.append(to) }
        }
        setLayers(layers, rule: rule)
    }

    /// Every layer a contract names must exist.
    private func checkLayerNames(rule: String, file: String, mark: YAMLMark) throws {
        let layers = layers(rule: rule)
        let names = Set(layers.map(\.name))
        for layer in layers {
            for other in layer.mustNotDependOn + (layer.mayDependOn ?? []) where !names.contains(other) {
                throw ConfigurationError(file: file, line: mark.line, column: mark.column,
                                         message: "layer \(layer.name) names an unknown layer '\(other)'")
            }
        }
    }

    // MARK: Values

    static func error(_ file: String, _ node: YAMLNode, _ message: String) -> ConfigurationError {
        ConfigurationError(file: file, line: node.mark.line, column: node.mark.column, message: message)
    }

    static func strings(_ node: YAMLNode, file: String, what: String) throws -> [(text: String, mark: YAMLMark)] {
        switch node {
        case .scalar(let text, let mark):
            return [(text, mark)]
        case .sequence(let items, _):
            return try items.map { item in
                guard case .scalar(let text, let mark) = item else {
                    throw error(file, item, "\(what) takes a list of names")
                }
                return (text, mark)
            }
        case .mapping:
            throw error(file, node, "\(what) takes a list of names")
        }
    }

    static func severity(_ node: YAMLNode, file: String) throws -> Severity {
        guard let text = node.scalar, let severity = Severity(rawValue: text) else {
            throw error(file, node, "severity must be error, warning or off, not '\(node.scalar ?? "a list or map")'")
        }
        return severity
    }

    static func bool(_ node: YAMLNode, file: String) throws -> Bool {
        switch node.scalar {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw error(file, node, "expected true or false, not '\(node.scalar ?? "a list or map")'")
        }
    }

    static func role(_ text: String, file: String, mark: YAMLMark) throws -> Role {
        guard let role = Role(rawValue: text) else {
            throw ConfigurationError(file: file, line: mark.line, column: mark.column,
                                     message: "unknown role '\(text)'\(NameSuggestion.phrase(for: text, in: Role.allCases.map(\.rawValue))) (expected one of: "
                                        + Role.allCases.map(\.rawValue).sorted().joined(separator: ", ") + ")")
        }
        return role
    }
}
