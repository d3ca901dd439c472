#!/usr/bin/env bash
# Regenerates the pictures in docs/ from the sample app: the type-level graph and the scene-level view.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/setup.sh
swift build -c release --product archlint
.build/release/archlint graph Samples/Catalog | dot -Tsvg -o docs/catalog.svg
.build/release/archlint graph Samples/Catalog --level scene | dot -Tsvg -o docs/catalog-scenes.svg
.build/release/archlint graph Samples/Catalog --level scene --format mermaid > docs/catalog-scenes.mmd
echo "wrote docs/catalog.svg, docs/catalog-scenes.svg and docs/catalog-scenes.mmd"
