#!/usr/bin/env python3
"""Fails when a package map leaves out a source folder.

The root README's "Package map" block and each package's README are how a reader finds their way
around; a folder added without a line there (as TextUI's Focus/ once was) is a folder nobody is
told about. For every package (Packages/*/ and App/) this checks that:

- the root README's package map names each module (Sources/<Module>) and each concept folder
  inside a module (Sources/<Module>/<Folder>, written `Folder/`);
- the package's own README, when it has one, names each concept folder (`Folder/`) and each
  module, and names the licence ("Apache License 2.0").

DocC catalogs (*.docc), resource folders (Resources) and C header folders (include) are not
concept folders and are skipped.

Usage: check-package-maps.py [REPO_ROOT]
"""
import os
import re
import sys

SKIPPED = {"Resources", "include"}
LICENCE = "Apache License 2.0"


def package_map(readme):
    """The text of the ``` block under the root README's '## Package map' heading."""
    match = re.search(r"^## Package map\s*\n+```[^\n]*\n(.*?)^```", readme, re.S | re.M)
    return match.group(1) if match else None


def folders(path):
    return sorted(
        name for name in os.listdir(path)
        if os.path.isdir(os.path.join(path, name)) and not name.startswith(".")
    )


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.getcwd()
    problems = []
    with open(os.path.join(root, "README.md"), encoding="utf-8") as file:
        root_map = package_map(file.read())
    if root_map is None:
        print("README.md: no '## Package map' section followed by a ``` block")
        return 1
    packages = [os.path.join("Packages", name) for name in folders(os.path.join(root, "Packages"))]
    packages.append("App")
    for package in packages:
        sources = os.path.join(root, package, "Sources")
        if not os.path.isdir(sources):
            continue
        readme_path = os.path.join(root, package, "README.md")
        readme = None
        if os.path.exists(readme_path):
            with open(readme_path, encoding="utf-8") as file:
                readme = file.read()
            if LICENCE not in readme:
                problems.append(f"{package}/README.md: does not name the licence ({LICENCE})")
        for module in folders(sources):
            word = re.compile(rf"\b{re.escape(module)}\b")
            if not word.search(root_map):
                problems.append(f"README.md package map: no mention of {package}'s module {module}")
            if readme is not None and not word.search(readme):
                problems.append(f"{package}/README.md: no mention of its module {module}")
            for folder in folders(os.path.join(sources, module)):
                if folder.endswith(".docc") or folder in SKIPPED:
                    continue
                where = f"{package}/Sources/{module}/{folder}/"
                if f"{folder}/" not in root_map:
                    problems.append(f"README.md package map: no `{folder}/` for {where}")
                if readme is not None and f"{folder}/`" not in readme:
                    problems.append(f"{package}/README.md: no `{folder}/` for {where}")
    for problem in problems:
        print(problem)
    if problems:
        print(f"package maps: {len(problems)} problem(s); list every folder where the map lists its siblings")
        return 1
    print(f"package maps: {len(packages)} packages, every module and folder listed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
