#!/usr/bin/env bash
# Installs what archlint needs to build and test on a fresh Debian/Ubuntu machine, then checks the
# Swift toolchain. Safe to run again: it installs only what is missing.
# macOS: install Xcode or a swift.org toolchain, then `brew install libyaml pkg-config llvm graphviz`
# (Homebrew's llvm provides libclang; set ARCHLINT_LIBCLANG_PREFIX to use another one).
set -euo pipefail

# Debian packages the build and tests need: libyaml for .archlint.yml, pkg-config to find it,
# libclang for Objective-C (Package.swift finds the newest /usr/lib/llvm-*), and Graphviz, whose `dot`
# the tests run on archlint's DOT output. The integration tests also run: bash, zsh and fish (the
# completion scripts), git and make (pre-commit, `make install`), Ruby (the Homebrew formula's syntax)
# and Python's venv (the PyPI tools below).
packages=(libyaml-dev pkg-config libclang-dev graphviz bash zsh fish git make ruby python3-venv)

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

# PyPI tools the integration tests run, pinned, in a virtual environment inside .build (nothing is
# installed into the system's Python): pre-commit runs .pre-commit-hooks.yaml, check-jsonschema
# validates docs/github-workflow.yml against GitHub's workflow schema.
python_tools=(pre-commit==4.7.0 check-jsonschema==0.39.0)
venv=.build/test-tools/venv
cd "$(dirname "$0")/.."
# The list that was installed is kept beside the environment: pip itself takes seconds to start.
if [ "$(cat "$venv/installed" 2>/dev/null)" != "${python_tools[*]}" ] || [ ! -x "$venv/bin/pre-commit" ]; then
    rm -rf "$venv"
    python3 -m venv "$venv"
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check "${python_tools[@]}"
    echo "${python_tools[*]}" > "$venv/installed"
fi

if ! command -v swift >/dev/null 2>&1; then
    echo "archlint setup: no 'swift' on the PATH; install a Swift 6 toolchain (swift.org or Xcode)" >&2
    exit 1
fi
