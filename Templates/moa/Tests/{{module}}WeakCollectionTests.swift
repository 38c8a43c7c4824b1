{% include "_includes/header.stencil" %}

import Testing
{% include "_includes/testable-import.stencil" %}

/// `{{ module }}WeakCollection` holds its elements weakly: a freed one drops out.
@MainActor
@Suite struct {{ module }}WeakCollectionTests {
    @Test func aFreedElementDropsOut() {
{% include "_includes/sample-parameters.stencil" %}
        var collection = {{ module }}WeakCollection<{{ module }}MockRoutable>()
        let kept = {{ module }}MockRoutable(parameters: parameters)
        collection.append(kept)
        collection.append({{ module }}MockRoutable(parameters: parameters))
        #expect(collection.elements.count == 1)
        #expect(collection.elements.first === kept)
    }

    @Test func isEmptyOnceEveryElementIsFreed() {
{% include "_includes/sample-parameters.stencil" %}
        var collection = {{ module }}WeakCollection<{{ module }}MockRoutable>()
        #expect(collection.isEmpty)
        collection.append({{ module }}MockRoutable(parameters: parameters))
        #expect(collection.isEmpty)
    }
}
