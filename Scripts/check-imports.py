#!/usr/bin/env python3
"""Fails when a target imports a module of the project that its manifest does not make available.

Scripts/test.sh builds every package in one shared scratch folder, so a module another package
compiled earlier is on the compiler's search path even when this package never declared it: an
undeclared `import CounterFeature` could compile there and fail only when the package is built on
its own. This check closes that gap without building anything: for every target of every package
(the root, Packages/*, App), each `import X` (also `@testable`, `@_spi(…)`, `@_exported`,
`import struct X.Y`) that names a module of the project must be the target itself or reachable
through the target's declared dependencies (its own targets, and the products of the packages it
depends on, with everything those depend on). Modules outside the project (Foundation, Testing,
Glibc, the toolchain's SwiftSyntax…) are not checked: the toolchain provides them to everyone.

Reads each manifest through `swift package dump-package` (a second or two per package).
Usage: check-imports.py [REPO_ROOT]
"""
import concurrent.futures
import glob
import json
import os
import re
import subprocess
import sys

IMPORT = re.compile(
    r"^\s*(?:@[\w]+(?:\([^)]*\))?\s+)*import\s+(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?"
    r"([A-Za-z_]\w*)"
)


def dump(folder):
    """The manifest of the package at `folder`, as `swift package dump-package` writes it."""
    result = subprocess.run(
        ["swift", "package", "dump-package"], cwd=folder, capture_output=True, text=True, check=True
    )
    return json.loads(result.stdout)


def load(root, folder, cache, manifests):
    """The package at `folder` (absolute): its targets, products and dependencies by identity."""
    folder = os.path.realpath(folder)
    if folder in cache:
        return cache[folder]
    manifest = manifests[folder] if folder in manifests else dump(folder)
    package = {
        "folder": folder,
        "targets": {target["name"]: target for target in manifest["targets"]},
        "products": {product["name"]: product["targets"] for product in manifest["products"]},
        "dependencies": {},
    }
    cache[folder] = package
    for dependency in manifest["dependencies"]:
        for kind in ("fileSystem", "localSourceControl"):
            for entry in dependency.get(kind, []):
                path = entry["path"]
                package["dependencies"][entry["identity"]] = load(root, path, cache, manifests)
                package["dependencies"][os.path.basename(os.path.realpath(path)).lower()] = cache[
                    os.path.realpath(path)
                ]
    return package


def product_package(package, name, declared):
    """The dependency package a product comes from: the one named, or any that has it."""
    if declared is not None:
        return package["dependencies"].get(declared.lower())
    for dependency in package["dependencies"].values():
        if name in dependency["products"]:
            return dependency
    return None


def visible(package, target_name, seen):
    """The modules a target of `package` may import: itself and all it depends on, transitively."""
    key = (package["folder"], target_name)
    if key in seen:
        return set()
    seen.add(key)
    modules = {target_name}
    for dependency in package["targets"][target_name]["dependencies"]:
        (kind, value), = dependency.items()
        name = value[0]
        if kind == "target" or (kind == "byName" and name in package["targets"]):
            modules |= visible(package, name, seen)
            continue
        source = product_package(package, name, value[1] if kind == "product" else None)
        if source is None or name not in source["products"]:
            continue  # SwiftPM itself refuses a dependency it cannot resolve
        for target in source["products"][name]:
            modules |= visible(source, target, seen)
    return modules


def sources(package, target):
    if target.get("path"):
        return os.path.join(package["folder"], target["path"])
    base = "Tests" if target["type"] == "test" else "Sources"
    return os.path.join(package["folder"], base, target["name"])


def main():
    root = os.path.realpath(sys.argv[1] if len(sys.argv) > 1 else os.getcwd())
    cache = {}
    folders = [root, os.path.join(root, "App")] + sorted(glob.glob(os.path.join(root, "Packages", "*")))
    folders = [os.path.realpath(f) for f in folders if os.path.exists(os.path.join(f, "Package.swift"))]
    # Manifests are read in parallel: each dump compiles its manifest, a second or two apiece.
    with concurrent.futures.ThreadPoolExecutor(max_workers=4) as pool:
        manifests = dict(zip(folders, pool.map(dump, folders)))
    packages = [load(root, folder, cache, manifests) for folder in folders]
    project_modules = {name for package in cache.values() for name in package["targets"]}
    problems = []
    checked = 0
    for package in packages:
        for name, target in package["targets"].items():
            allowed = visible(package, name, set())
            folder = sources(package, target)
            for path in sorted(glob.glob(os.path.join(folder, "**", "*.swift"), recursive=True)):
                with open(path, encoding="utf-8") as file:
                    in_string = False
                    for number, line in enumerate(file, 1):
                        # An import written inside a multi-line string (a generated test's text) is
                        # not an import of this file.
                        if line.count('"""') % 2 == 1:
                            in_string = not in_string
                            continue
                        match = None if in_string else IMPORT.match(line)
                        if not match:
                            continue
                        module = match.group(1)
                        checked += 1
                        if module in project_modules and module not in allowed:
                            relative = os.path.relpath(path, root)
                            problems.append(
                                f"{relative}:{number}: target {name} imports {module}, which its "
                                f"manifest ({os.path.relpath(package['folder'], root) or '.'}/Package.swift) "
                                "does not depend on"
                            )
    for problem in problems:
        print(problem)
    if problems:
        print(f"imports: {len(problems)} undeclared; add the dependency to the target in its Package.swift")
        return 1
    print(f"imports: {checked} imports in {len(packages)} packages, each declared by its target")
    return 0


if __name__ == "__main__":
    sys.exit(main())
