#!/usr/bin/env python3
"""Validates .archlint.yml files against archlint's JSON schema with the `jsonschema` validator.

Usage: Scripts/validate-config.py [--schema docs/archlint.schema.json] FILE...

YAML is read as editors read it (YAML 1.2's core schema): only true/false are booleans, so a rule set
to `off` stays the string archlint reads. Prints one line per problem; exits 1 when a file does not
validate, 2 when the schema itself is not a valid draft-07 schema or a file cannot be read.
"""
import argparse
import json
import re
import sys

import jsonschema
import yaml


class CoreSchemaLoader(yaml.SafeLoader):
    """PyYAML's safe loader, with YAML 1.1's yes/no/on/off booleans turned back into strings."""


CoreSchemaLoader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:bool"]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
CoreSchemaLoader.add_implicit_resolver(
    "tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF"))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--schema", default="docs/archlint.schema.json")
    parser.add_argument("files", nargs="+")
    arguments = parser.parse_args()
    with open(arguments.schema, encoding="utf-8") as handle:
        schema = json.load(handle)
    try:
        jsonschema.Draft7Validator.check_schema(schema)
    except jsonschema.SchemaError as error:
        print(f"{arguments.schema}: not a valid draft-07 schema: {error.message}")
        return 2
    validator = jsonschema.Draft7Validator(schema)
    invalid = False
    for path in arguments.files:
        try:
            with open(path, encoding="utf-8") as handle:
                document = yaml.load(handle, Loader=CoreSchemaLoader)
        except (OSError, yaml.YAMLError) as error:
            print(f"{path}: cannot read: {error}")
            return 2
        errors = sorted(validator.iter_errors(document), key=lambda error: list(error.absolute_path))
        for error in errors:
            where = "/".join(str(part) for part in error.absolute_path) or "(top level)"
            print(f"{path}: {where}: {error.message}")
        invalid = invalid or bool(errors)
        if not errors:
            print(f"{path}: valid")
    return 1 if invalid else 0


if __name__ == "__main__":
    sys.exit(main())
