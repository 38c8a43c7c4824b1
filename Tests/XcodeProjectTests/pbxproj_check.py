#!/usr/bin/env python3
"""An independent check of a project.pbxproj that vipera edited, with the `pbxproj` package from
PyPI (not vipera's parser): the file loads, and every expected file has a file reference whose
group path resolves to it and, where a phase is given, a build file in that target's phase.

    pbxproj_check.py <project.pbxproj> <project folder> <file>=<target>:<phase>|- ...
Prints one line per problem; exits 1 when there is any.
"""
import os, sys
from pbxproj import XcodeProject


def main():
    pbxproj_path, folder, *expectations = sys.argv[1:]
    project = XcodeProject.load(pbxproj_path)
    objects = project.objects
    parents = {}
    for group in objects.get_objects_in_section("PBXGroup", "PBXVariantGroup"):
        for child in group.children:
            parents[child] = group
    root = objects[project.rootObject]
    source_root = os.path.normpath(os.path.join(folder, root["projectDirPath"] or ""))

    def location(item):
        path = item["path"] if "path" in item else None
        tree = item["sourceTree"] if "sourceTree" in item else "<group>"
        if tree == "SOURCE_ROOT":
            return os.path.normpath(os.path.join(source_root, path or ""))
        if tree == "<absolute>":
            return os.path.normpath(path)
        parent = parents.get(item.get_id())
        base = location(parent) if parent is not None else source_root
        return os.path.normpath(os.path.join(base, path)) if path else base

    references = {}
    for reference in objects.get_objects_in_section("PBXFileReference"):
        references.setdefault(location(reference), []).append(reference.get_id())
    problems = []
    for expectation in expectations:
        file, _, where = expectation.partition("=")
        full = os.path.normpath(os.path.join(source_root, file))
        ids = references.get(full, [])
        if len(ids) != 1:
            problems.append(f"{file}: {len(ids)} file references")
            continue
        if where == "-":
            continue
        target_name, _, phase_isa = where.partition(":")
        targets = [t for t in objects.get_targets() if t.name == target_name]
        if len(targets) != 1:
            problems.append(f"{file}: no target {target_name}")
            continue
        phases = [objects[p] for p in targets[0].buildPhases if objects[p].isa == phase_isa]
        files = [objects[b]["fileRef"] for phase in phases for b in phase.files]
        if files.count(ids[0]) != 1:
            problems.append(f"{file}: {files.count(ids[0])} build files in {target_name} {phase_isa}")
    for problem in problems:
        print(problem)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
