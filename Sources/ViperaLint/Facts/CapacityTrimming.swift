extension Array {
    /// The same elements in storage of exactly their count: an array grown by appending keeps up
    /// to as much again spare, and a codebase's facts are all held at once.
    var trimmed: [Element] { capacity > count ? withUnsafeBufferPointer { Array($0) } : self }
}

extension FileFacts {
    /// Leaves its arrays, and its types' arrays, no spare capacity.
    mutating func trimCapacity() {
        for index in types.indices { types[index].trimCapacity() }
        types = types.trimmed
        imports = imports.trimmed
        typeAliases = typeAliases.trimmed
        memberAccesses = memberAccesses.trimmed
        filledProperties = filledProperties.trimmed
        functionNames = functionNames.trimmed
        factories = factories.trimmed
    }
}

extension TypeFact {
    /// Leaves its arrays no spare capacity.
    mutating func trimCapacity() {
        scope = scope.trimmed
        attributes = attributes.trimmed
        inherited = inherited.trimmed
        genericParameters = genericParameters.trimmed
        superclassArguments = superclassArguments.trimmed
        properties = properties.trimmed
        closureAssignments = closureAssignments.trimmed
        storedParameters = storedParameters.trimmed
        closureArguments = closureArguments.trimmed
        methods = methods.trimmed
        returnedClosures = returnedClosures.trimmed
        storedResults = storedResults.trimmed
        discardedObservers = discardedObservers.trimmed
        cancelledProperties = cancelledProperties.trimmed
        wirings = wirings.trimmed
        releasedInDefer = releasedInDefer.trimmed
    }
}
