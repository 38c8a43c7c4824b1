// How each kind of fact is stored in the cache. A file's path is not stored in its facts: the
// reader supplies it, since a cache entry is found by path.

extension FileFacts: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(imports)
        writer.write(types)
        writer.write(functionTypeAliases)
        writer.write(compositionTypeAliases)
        writer.write(suppressions)
        writer.write(problem)
    }

    init(from reader: inout BinaryReader) throws(BinaryReadError) {
        self.init(path: reader.path)
        imports = try reader.read()
        types = try reader.read()
        functionTypeAliases = try reader.read()
        compositionTypeAliases = try reader.read()
        suppressions = try reader.read()
        problem = try reader.read()
    }
}

extension ImportFact: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(module)
        writer.write(range)
    }

    init(from reader: inout BinaryReader) throws(BinaryReadError) {
        self.init(module: try reader.read(), range: try reader.read())
    }
}

extension TypeFact: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(name)
        writer.write(kind)
        writer.write(isNested)
        writer.write(range)
        writer.write(inherited)
        writer.write(properties)
        writer.write(closureAssignments)
        writer.write(storedParameters)
        writer.write(closureArguments)
        writer.write(releasedInDefer)
        // In name order: equal facts are equal bytes in every process (the run record's facts
        // digest compares them), whatever order this process's hash seed gives a dictionary.
        for names in [mentionedNames, bodyMentionsOfInherited] {
            writer.write(names.count)
            for (name, range) in names.sorted(by: { $0.key < $1.key }) {
                writer.write(name)
                writer.write(range)
            }
        }
    }

    init(from reader: inout BinaryReader) throws(BinaryReadError) {
        self.init(name: try reader.read(), kind: try reader.read(), isNested: try reader.read(), file: reader.path, range: try reader.read())
        inherited = try reader.read()
        properties = try reader.read()
        closureAssignments = try reader.read()
        storedParameters = try reader.read()
        closureArguments = try reader.read()
        releasedInDefer = try reader.read()
        mentionedNames = try Self.readNames(from: &reader)
        bodyMentionsOfInherited = try Self.readNames(from: &reader)
    }

    private static func readNames(from reader: inout BinaryReader) throws(BinaryReadError) -> [String: SourceRange] {
        let count: Int = try reader.read()
        var names: [String: SourceRange] = [:]
        for _ in 0..<max(count, 0) {
            let name: String = try reader.read()
            names[name] = try reader.read() as SourceRange
        }
        return names
    }
}

extension PropertyFact: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(name)
        writer.write(ownership)
        writer.write(typeNames)
        writer.write(exactType)
        for flag in [isFunction, isStored, isStatic, isLazy, isRequirement] { writer.write(flag) }
        writer.write(attributes)
        writer.write(storedClosure)
        writer.write(range)
    }

    init(from reader: inout BinaryReader) throws(BinaryReadError) {
        self.init(
            name: try reader.read(), ownership: try reader.read(), typeNames: try reader.read(), exactType: try reader.read(), isFunction: try reader.read(),
            isStored: try reader.read(), isStatic: try reader.read(), isLazy: try reader.read(), isRequirement: try reader.read(),
            attributes: try reader.read(), storedClosure: try reader.read(), range: try reader.read()
        )
    }
}

extension ClosureFact: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(capturesSelfStrongly)
        writer.write(range)
    }

    init(from reader: inout BinaryReader) throws(BinaryReadError) {
        self.init(capturesSelfStrongly: try reader.read(), file: reader.path, range: try reader.read())
    }
}

extension ClosureAssignment: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(base)
        writer.write(property)
        writer.write(closure)
    }

    init(from reader: inout BinaryReader) throws(BinaryReadError) {
        self.init(base: try reader.read(), property: try reader.read(), closure: try reader.read())
    }
}

extension StoredParameter: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(function)
        writer.write(label)
        writer.write(isLast)
        writer.write(property)
    }

    init(from reader: inout BinaryReader) throws(BinaryReadError) {
        self.init(function: try reader.read(), label: try reader.read(), isLast: try reader.read(), property: try reader.read())
    }
}

extension ClosureArgument: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(base)
        writer.write(function)
        writer.write(label)
        writer.write(closure)
    }

    init(from reader: inout BinaryReader) throws(BinaryReadError) {
        self.init(base: try reader.read(), function: try reader.read(), label: try reader.read(), closure: try reader.read())
    }
}

extension SuppressionComment: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(isEnable)
        writer.write(scope)
        writer.write(ruleIDs)
        writer.write(reason)
        writer.write(range)
        writer.write(unknownCommand)
    }

    init(from reader: inout BinaryReader) throws(BinaryReadError) {
        self.init(
            isEnable: try reader.read(), scope: try reader.read(), ruleIDs: try reader.read(), reason: try reader.read(),
            range: try reader.read(), unknownCommand: try reader.read()
        )
    }
}

extension FileProblem: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(message)
        writer.write(range)
    }

    init(from reader: inout BinaryReader) throws(BinaryReadError) {
        self.init(message: try reader.read(), range: try reader.read())
    }
}

extension SourceRange: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        for number in [start.line, start.column, end.line, end.column] { writer.write(number) }
    }

    init(from reader: inout BinaryReader) throws(BinaryReadError) {
        let start = SourcePosition(line: try reader.read(), column: try reader.read())
        self.init(start: start, end: SourcePosition(line: try reader.read(), column: try reader.read()))
    }
}

extension TypeKind: BinaryCodable {}
extension Ownership: BinaryCodable {}
extension SuppressionComment.Scope: BinaryCodable {}

extension BinaryCodable where Self: RawRepresentable, RawValue == String {
    func write(to writer: inout BinaryWriter) { writer.write(rawValue) }

    init(from reader: inout BinaryReader) throws(BinaryReadError) {
        guard let value = Self(rawValue: try reader.read()) else { throw .corrupt }
        self = value
    }
}

extension Finding: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(ruleID)
        writer.write(severity == .error)
        writer.write(message)
        writer.write(file)
        writer.write(range)
        writer.write(symbol)
        writer.write(related)
        writer.write(cycle)
    }

    init(from reader: inout BinaryReader) throws(BinaryReadError) {
        self.init(
            ruleID: try reader.read(), severity: try reader.read() as Bool ? .error : .warning, message: try reader.read(),
            file: try reader.read(), range: try reader.read(), symbol: try reader.read(), related: try reader.read(),
            cycle: try reader.read()
        )
    }
}

extension CycleStep: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(from)
        writer.write(to)
        writer.write(property)
        writer.write(label)
        writer.write(isClosure)
    }

    init(from reader: inout BinaryReader) throws(BinaryReadError) {
        self.init(from: try reader.read(), to: try reader.read(), property: try reader.read(), label: try reader.read(), isClosure: try reader.read())
    }
}

extension FindingLocation: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(file)
        writer.write(range)
    }

    init(from reader: inout BinaryReader) throws(BinaryReadError) {
        self.init(file: try reader.read(), range: try reader.read())
    }
}
