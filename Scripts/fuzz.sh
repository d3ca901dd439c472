#!/usr/bin/env bash
# Builds one libFuzzer target with the address sanitizer and runs it for SECONDS, by hand (CI runs
# the regression tests that every crash found here becomes).
#   Scripts/fuzz.sh swift-scanner|objc|configuration|baseline SECONDS [libFuzzer options…]
# Seeds come from Samples/, Tests/Fixtures/, Rules/ and Fuzz/*/Seeds/; the corpus grows in .build/fuzz/corpus/TARGET
# and crashing inputs are kept in .build/fuzz/crashes/TARGET/ (minimise one with -minimize_crash=1).
# Runs under nice: the machines it runs on are shared.
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: Scripts/fuzz.sh swift-scanner|objc|configuration|baseline SECONDS}
seconds=${2:?usage: Scripts/fuzz.sh TARGET SECONDS}
shift 2
out=.build/fuzz
mkdir -p "$out/modules" "$out/corpus/$target" "$out/crashes/$target"
options=()  # target-specific libFuzzer options
flags=(-sanitize=fuzzer,address -parse-as-library -O -g -swift-version 6 -I "$out/modules")

# One module from its sources, instrumented for coverage; the module graph mirrors Package.swift.
module() {
    local name=$1
    shift
    nice swiftc "${flags[@]}" -wmo -module-name "$name" -emit-module -emit-module-path "$out/modules/$name.swiftmodule" \
        -c "$@" -o "$out/modules/$name.o"
}
link() {
    local entry=$1
    shift
    nice swiftc "${flags[@]}" "$entry" "$@" -o "$out/fuzz-$target"
}

module ArchlintFacts Sources/ArchlintFacts/*.swift
case "$target" in
swift-scanner)
    module SwiftScanner Sources/SwiftScanner/*.swift
    link Fuzz/SwiftScanner/FuzzTarget.swift "$out/modules/ArchlintFacts.o" "$out/modules/SwiftScanner.o"
    find Samples Tests/Fixtures -name '*.swift' -exec cp {} "$out/corpus/$target/" \;
    ;;
objc)
    # libclang from the prefix Package.swift finds (ARCHLINT_LIBCLANG_PREFIX, else the newest
    # /usr/lib/llvm-*); it is not instrumented, archlint's walk over its cursors is.
    prefix=${ARCHLINT_LIBCLANG_PREFIX:-$(ls -d /usr/lib/llvm-* 2>/dev/null | sort -t- -k2 -n | tail -1)}
    [ -f "$prefix/include/clang-c/Index.h" ] || { echo "no libclang found (set ARCHLINT_LIBCLANG_PREFIX)" >&2; exit 2; }
    # Opened at run time, as in archlint (`LibClang`): the library file is compiled in, not linked.
    clang=(-Xcc -fmodule-map-file=Sources/CClang/module.modulemap -Xcc -I"$prefix/include")
    module ObjCFrontend "${clang[@]}" -Xcc -DARCHLINT_LIBCLANG_PATH="\"$prefix/lib/libclang.so\"" Sources/ObjCFrontend/*.swift
    link Fuzz/ObjectiveC/FuzzTarget.swift "$out/modules/ArchlintFacts.o" "$out/modules/ObjCFrontend.o" \
        "${clang[@]}" -ldl
    find Samples Tests/Fixtures -name '*.[hm]' -exec cp {} "$out/corpus/$target/" \;
    cp Fuzz/ObjectiveC/Seeds/* "$out/corpus/$target/"
    options=(-dict=Fuzz/ObjectiveC/objc.dict)
    ;;
configuration | baseline)
    module ArchlintModel Sources/ArchlintModel/*.swift
    module ArchlintFindings Sources/ArchlintFindings/*.swift
    module ArchlintConfiguration -Xcc -fmodule-map-file=Sources/CYaml/module.modulemap \
        Sources/ArchlintConfiguration/*.swift
    # The catalog the reader validates against: the rules and the pipeline's own.
    module ArchlintRules $(find Sources/ArchlintRules -name '*.swift')
    module ArchlintPipeline -Xcc -fmodule-map-file=Sources/CYaml/module.modulemap \
        Sources/ArchlintPipeline/Baseline.swift Sources/ArchlintPipeline/BaselineFileError.swift \
        Sources/ArchlintPipeline/PipelineRules.swift
    objects=("$out/modules/ArchlintFacts.o" "$out/modules/ArchlintModel.o" "$out/modules/ArchlintFindings.o"
             "$out/modules/ArchlintConfiguration.o" "$out/modules/ArchlintRules.o" "$out/modules/ArchlintPipeline.o")
    if [ "$target" = configuration ]; then
        link Fuzz/Configuration/FuzzTarget.swift "${objects[@]}" \
            -Xcc -fmodule-map-file=Sources/CYaml/module.modulemap -lyaml
        cp Rules/*.yml "$out/corpus/$target/"
        find Samples Tests -name '*.yml' -exec cp {} "$out/corpus/$target/" \; 2>/dev/null || true
    else
        link Fuzz/Baseline/FuzzTarget.swift "${objects[@]}" \
            -Xcc -fmodule-map-file=Sources/CYaml/module.modulemap -lyaml
        printf '{"entries":[{"file":"App/A.swift","rule":"weak_delegate","symbol":"A.delegate"}],"version":1}\n' \
            > "$out/corpus/$target/seed.json"
    fi
    ;;
*)
    echo "unknown target '$target' (swift-scanner, objc, configuration, baseline)" >&2
    exit 2
    ;;
esac

# -detect_leaks=0: Foundation's FileManager.contents(atPath:) leaks 4 KB on an empty file (not ours).
ASAN_OPTIONS=detect_leaks=0 nice -n 19 "$out/fuzz-$target" "$out/corpus/$target" -max_total_time="$seconds" -max_len=65536 -timeout=10 \
    -rss_limit_mb=2048 -detect_leaks=0 -artifact_prefix="$out/crashes/$target/" -print_final_stats=1 \
    "${options[@]+"${options[@]}"}" "$@"
