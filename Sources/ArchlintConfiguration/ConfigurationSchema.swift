import ArchlintFindings
import ArchlintModel
import Foundation

/// The JSON schema of `.archlint.yml` (draft-07, what editors' YAML support reads), generated from
/// what the reader accepts: its top-level keys, the rule catalog with each rule's declared options,
/// the roles and the bundled presets. `docs/archlint.schema.json` is this text; a test keeps the
/// two equal, so the published schema cannot drift from the reader.
public enum ConfigurationSchema {
    public static func text(rules: [RuleDocumentation]) -> String {
        let ruleIDs = rules.map(\.identifier).sorted()
        var ruleProperties: [String: Any] = [:]
        for rule in rules {
            var options: [String: Any] = ["severity": ["$ref": "#/definitions/severity"]]
            for option in rule.options {
                options[option.name] = described(option.summary + " (default: \(option.defaultText))", schema(of: option.kind))
            }
            ruleProperties[rule.identifier] = [
                "description": rule.summary,
                "oneOf": [
                    ["$ref": "#/definitions/severity"],
                    ["type": "object", "additionalProperties": false, "properties": options],
                ],
            ]
        }
        let ruleList: [String: Any] = ["$ref": "#/definitions/ruleList"]
        let names: [String: Any] = ["$ref": "#/definitions/names"]
        let properties: [String: Any] = [
            "extends": [
                "description": "bundled presets (\(Configuration.presetNames.joined(separator: ", "))) or paths to other "
                    + "configuration files, applied first",
                "oneOf": [["$ref": "#/definitions/extendsEntry"],
                          ["type": "array", "items": ["$ref": "#/definitions/extendsEntry"]]],
            ],
            "included": described("path globs, relative to this file, of the files to check (default: all)", names),
            "excluded": described("path globs, relative to this file, of the files not to check", names),
            "rules": ["description": "each rule's severity, or a map of its severity and options",
                      "type": "object", "additionalProperties": false, "properties": ruleProperties],
            "roles": ["description": "roles the names do not reveal, checked before conformance and names",
                      "type": "object", "additionalProperties": false,
                      "properties": Dictionary(uniqueKeysWithValues: Role.allCases.map { ($0.rawValue, ["$ref": "#/definitions/roleRule"]) })],
            "layers": described("the layers of layer_dependency", ["$ref": "#/definitions/layers"]),
            "only_rules": described("run exactly these rules (SwiftLint's key)", ruleList),
            "opt_in_rules": described("also run these rules (SwiftLint's key)", ruleList),
            "disabled_rules": described("do not run these rules (SwiftLint's key)", ruleList),
        ]
        precondition(Set(properties.keys) == Configuration.topLevelKeys, "the schema names every key the reader knows")
        let nameList: [String: Any] = ["type": "array", "items": ["type": "string"]]
        let layer: [String: Any] = [
            "type": "object", "additionalProperties": false,
            "properties": ["roles": ["$ref": "#/definitions/roles"], "names": ["$ref": "#/definitions/names"],
                           "paths": ["$ref": "#/definitions/names"], "may_depend_on": ["$ref": "#/definitions/names"],
                           "must_not_depend_on": ["$ref": "#/definitions/names"]],
        ]
        let definitions: [String: Any] = [
            "severity": ["enum": Severity.allCases.map(\.rawValue)],
            "names": ["oneOf": [["type": "string"], nameList]],
            "role": ["enum": Role.allCases.map(\.rawValue).sorted()],
            "roles": ["oneOf": [["$ref": "#/definitions/role"], ["type": "array", "items": ["$ref": "#/definitions/role"]]]],
            "ruleID": ["enum": ruleIDs],
            "ruleList": ["oneOf": [["$ref": "#/definitions/ruleID"], ["type": "array", "items": ["$ref": "#/definitions/ruleID"]]]],
            "extendsEntry": ["anyOf": [["enum": Configuration.presetNames],
                                       ["type": "string", "pattern": "(/|\\.ya?ml$)"]]],
            "roleRule": ["type": "object", "additionalProperties": false,
                         "properties": ["names": ["$ref": "#/definitions/names"], "paths": ["$ref": "#/definitions/names"],
                                        "conforms": ["$ref": "#/definitions/names"]]],
            "layers": ["type": "object", "additionalProperties": layer],
            "contracts": ["type": "array", "items": [
                "type": "object", "additionalProperties": false, "required": ["from", "to"],
                "properties": ["from": ["type": "string"], "to": ["type": "string"]],
            ]],
            // The reader takes YAML 1.1's spellings too.
            "boolean": ["oneOf": [["type": "boolean"], ["enum": ["true", "false", "yes", "no", "on", "off"]]]],
        ]
        let schema: [String: Any] = [
            "$schema": "http://json-schema.org/draft-07/schema#",
            "title": "archlint configuration (.archlint.yml)",
            "description": "Generated by `archlint schema` from the rule catalog; do not edit by hand.",
            "type": ["object", "null"],
            "additionalProperties": false,
            "properties": properties,
            "definitions": definitions,
        ]
        let data = (try? JSONSerialization.data(withJSONObject: schema,
                                                options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// In draft-07 a `$ref` hides its siblings, so a description wraps the reference.
    private static func described(_ description: String, _ node: [String: Any]) -> [String: Any] {
        ["description": description, "allOf": [node]]
    }

    private static func schema(of kind: RuleOption.Kind) -> [String: Any] {
        switch kind {
        case .bool: return ["$ref": "#/definitions/boolean"]
        case .integer: return ["type": "integer", "minimum": 0]
        case .names: return ["$ref": "#/definitions/names"]
        case .roles: return ["$ref": "#/definitions/roles"]
        case .layers: return ["$ref": "#/definitions/layers"]
        case .layerContracts: return ["$ref": "#/definitions/contracts"]
        }
    }
}
