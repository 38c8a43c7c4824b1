{% include "_includes/header.stencil" %}

/// What the {{ module }} module is called with: the parameters of its contract. Calling the module
/// again with equal parameters shows the live screen instead of creating another.
struct {{ module }}Parameters: Hashable, Sendable {
{% for input in inputs %}
    let {{ input.name }}: {{ input.type }}
{% endfor %}
}
