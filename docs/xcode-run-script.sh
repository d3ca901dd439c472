# archlint as an Xcode Run Script build phase (target › Build Phases › + › New Run Script Phase).
# Paste this into the phase. In "Input Files" list the target's Swift files, e.g.
# $(SRCROOT)/MyApp/Scenes/Orders/OrdersInteractor.swift, or list them in an .xcfilelist under
# "Input File Lists"; add $(SRCROOT)/.archlint.yml there too, so User Script Sandboxing lets archlint
# read it. archlint checks exactly those files (SwiftLint's SCRIPT_INPUT_FILE_* convention) and prints
# absolute paths, so each violation opens at its line from the issue navigator; an error fails the build.
export PATH="$PATH:/opt/homebrew/bin:/usr/local/bin"
if ! command -v archlint >/dev/null 2>&1; then
    echo "warning: archlint is not installed; see the Integrations section of archlint's README"
    exit 0
fi
cd "$SRCROOT" && archlint check --use-script-input-files
