import Foundation

extension ProjectEditor {
    /// The group standing for `folder`: an existing one whose folder (or, for a group without a
    /// path, whose name) matches at each level, else new groups down from the nearest one.
    mutating func group(for folder: URL) throws(Failure) -> String {
        if let id = groupsByFolder[folder.path] { return id }
        guard let main = project.mainGroupID else { throw Failure(message: "the project has no main group") }
        if folder.path == project.sourceRoot.path { return main }
        guard folder.path.hasPrefix(project.sourceRoot.path + "/") else {
            throw Failure(message: "\(folder.path) is outside the project's folder \(project.sourceRoot.path)")
        }
        let parentID = try group(for: folder.deletingLastPathComponent())
        let name = folder.lastPathComponent
        let id = existingChildGroup(of: parentID, folder: folder, name: name) ?? makeGroup(in: parentID, folder: folder, name: name)
        groupsByFolder[folder.path] = id
        return id
    }

    /// A child group of `parentID` that stands for `folder`: by location, else a path-less group
    /// named like the folder.
    private func existingChildGroup(of parentID: String, folder: URL, name: String) -> String? {
        let children = (project.objects[parentID]?["children"]?.strings ?? []) + (appendedChildren[parentID] ?? [])
        let groups = children.filter { project.isa($0) == "PBXGroup" }
        if let match = groups.first(where: { layout.items[$0]?.location?.path == folder.path }) { return match }
        return groups.first { id in
            let object = project.objects[id]
            return object?["path"] == nil && object?["name"]?.string == name
        }
    }

    /// A new group for `folder` inside `parentID`, with its path relative to the parent's folder.
    private mutating func makeGroup(in parentID: String, folder: URL, name: String) -> String {
        let parentFolder = newGroups[parentID]?.folder ?? layout.items[parentID]?.location ?? project.sourceRoot
        let prefix = parentFolder.path + "/"
        let path = folder.path.hasPrefix(prefix) ? String(folder.path.dropFirst(prefix.count)) : folder.path
        let id = ids.make(for: "group \(relative(folder))")
        newGroups[id] = NewGroup(folder: folder, name: path == name ? nil : name, path: path)
        appendChild(id, comment: name, to: parentID)
        changes.append(.group(relative(folder)))
        return id
    }

    /// The new groups as Xcode writes them.
    func renderedGroups() -> [(id: String, text: String)] {
        newGroups.map { id, group in
            var lines = ["\t\t\(id) /* \(group.name ?? group.path) */ = {", "\t\t\tisa = PBXGroup;", "\t\t\tchildren = ("]
            lines += group.children.map { "\t\t\t\t\($0)," }
            lines.append("\t\t\t);")
            if let name = group.name { lines.append("\t\t\tname = \(PlistText.quoted(name));") }
            lines += ["\t\t\tpath = \(PlistText.quoted(group.path));", "\t\t\tsourceTree = \"<group>\";", "\t\t};"]
            return (id, lines.joined(separator: "\n") + "\n")
        }
    }
}
