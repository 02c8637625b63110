#!/usr/bin/env bash
# Creates Packages/NAME: a feature package that builds and passes `swift test` as it is — a
# @Feature enum with State, Action, Environment, behaviour and a view, TestStore and render tests,
# a preview executable and a README — for the user to grow into the real feature.
# The files come from Scripts/templates/feature/, with __NAME__ replaced in paths and contents;
# nothing outside Packages/NAME is touched (adding the package to the app is the user's call).
# Usage: Scripts/new-feature.sh NAME    Exit status: 0 created, 1 failed, 2 usage error.
set -euo pipefail
# Character ranges such as [A-Z] mean ASCII only in the C locale; in others they may match É.
export LC_ALL=C
cd "$(dirname "$0")/.."
root=$PWD
templates=$root/Scripts/templates/feature

usage() {
  cat <<'EOF'
Usage: Scripts/new-feature.sh NAME

Creates Packages/NAME, a feature package (library NAMEFeature, executable NAMEPreview, tests
NAMEFeatureTests) that builds and passes `swift test` straight away.

NAME is a Swift type name: an uppercase ASCII letter, then ASCII letters and digits, e.g. Greeting
or Weather2. It becomes the feature enum, so it must not be a folder already in Packages/ nor a
name the generated code or its dependencies use (SwiftRex, TextUI, Store, View, Text, ...).
EOF
}

usage_error() {
  echo "new-feature: $1" >&2
  echo "Run 'Scripts/new-feature.sh --help' for what a name must look like." >&2
  exit 2
}

if (($# == 1)) && [[ $1 == -h || $1 == --help ]]; then
  usage
  exit 0
fi
if (($# == 0)); then
  echo "new-feature: missing NAME." >&2
  usage >&2
  exit 2
fi
if (($# > 1)); then
  usage_error "expected one NAME, got $# arguments ($*); a name cannot contain spaces."
fi
name=$1

# Modules the package depends on or the toolchain provides, and the types the templates name
# unqualified: a feature enum called like one of them would shadow it and the generated code would
# not compile (or would import the wrong module).
reserved=(
  SwiftRex SwiftRexArchitecture SwiftRexTesting SwiftRexSwiftConcurrency SwiftRexPersistence SwiftRexRecording
  SwiftRexMacros SwiftRexArchitectureMacros SwiftRexMacroSupport FPMacros FPMacroExpansions ArchitectureMacros
  ArchitectureMacroExpansions TextUI FP IdentifiedCollections App AppCore
  Benchmarks Fuzz Swift Foundation Dispatch Observation Testing XCTest Glibc Darwin Musl
  PackageDescription Self Any Type Protocol Never Void Optional Result Error String Bool Int
  Sendable Equatable Task Duration Store TestStore TestClock Behavior Effect Feature View Text
  Button VStack HStack ProgressView ViewRenderer TerminalDriver Issue Test Suite
)

# The folder in Packages/ that $1 would collide with, if any. Compared case-insensitively because
# on a case-insensitive file system (macOS by default) Packages/counter is Packages/Counter.
existing_package() {
  local existing folder
  for existing in "$root"/Packages/*; do
    [[ -e $existing ]] || continue
    folder=${existing##*/}
    if [[ ${folder,,} == "${1,,}" ]]; then
      echo "$folder"
      return 0
    fi
  done
  return 1
}

# "; try X" when X would be a valid new name, else nothing: a hint must not lead to another error.
suggest() {
  local candidate=$1
  [[ $candidate =~ ^[A-Z][A-Za-z0-9]*$ ]] || return 0
  existing_package "$candidate" >/dev/null && return 0
  echo "; try $candidate"
}

if [[ -z $name ]]; then
  usage_error "the name is empty."
fi
if [[ $name =~ [^A-Za-z0-9] ]]; then
  usage_error "'$name' has characters other than ASCII letters and digits$(suggest "${name//[^A-Za-z0-9]/}")."
fi
if [[ ! $name =~ ^[A-Z] ]]; then
  usage_error "'$name' must start with an uppercase letter, as Swift type names do$(suggest "${name^}")."
fi
if ((${#name} > 60)); then
  usage_error "'$name' is ${#name} characters long; keep it under 60 (it prefixes every module name)."
fi
for word in "${reserved[@]}"; do
  if [[ $name == "$word" ]]; then
    usage_error "'$name' is reserved: the generated code or its dependencies already use that name."
  fi
done
if collision=$(existing_package "$name"); then
  usage_error "Packages/$collision already exists; pick another name."
fi

if [[ ! -d $templates ]]; then
  echo "new-feature: the templates folder $templates is missing." >&2
  exit 1
fi

# Build the package in a hidden folder next to its destination and move it into place at the end,
# so an interrupted or failed run never leaves a half-made Packages/NAME behind.
staging=$(mktemp -d "$root/Packages/.new-feature.XXXXXX")
trap 'rm -rf "$staging"' EXIT

created=()
while IFS= read -r -d '' template; do
  relative=${template#"$templates"/}
  relative=${relative%.tmpl}
  relative=${relative//__NAME__/$name}
  mkdir -p "$staging/$(dirname "$relative")"
  content=$(<"$template")
  printf '%s\n' "${content//__NAME__/$name}" >"$staging/$relative"
  created+=("$relative")
done < <(find "$templates" -type f -name '*.tmpl' -print0 | sort -z)

if ((${#created[@]} == 0)); then
  echo "new-feature: no templates (*.tmpl) found in $templates." >&2
  exit 1
fi

# The templates are formatted for a short name; formatting with the repository's configuration
# keeps imports ordered and lines within the limit whatever the name (Scripts/lint.sh checks both).
mapfile -t swift_files < <(cd "$staging" && find . -name '*.swift' | sort)
if command -v swift-format >/dev/null 2>&1; then
  (cd "$staging" && swift-format format --configuration "$root/.swift-format" --in-place "${swift_files[@]}")
else
  echo "new-feature: swift-format not found; the files are unformatted (Scripts/lint.sh may flag them)." >&2
fi

mv "$staging" "$root/Packages/$name"
trap - EXIT

echo "Created Packages/$name:"
printf "  Packages/$name/%s\n" "${created[@]}"
cat <<EOF

Next:
  cd Packages/$name
  swift build && swift test   # builds and passes as generated
  swift run ${name}Preview    # the feature alone in the terminal

Nothing else was changed. To use the feature in the app, add .package(path: "Packages/$name")
to the root Package.swift and the ${name}Feature product to the targets that use it (App/), and
list Packages/$name in Scripts/test.sh and in README.md's package map (Scripts/lint.sh checks
the map); Packages/$name/README.md says more.
EOF
