// {{ file }} in {{ project }} ({{ project|identifier }}), by {{ author }} on {{ date }}, {{ year }}
import UIKit

final class {{ module }}Card: UIView {
    let title = "{{ title }}"
    let style = "{{ style }}"
{% if withHeader %}    let header = {{ module }}Header()
{% endif %}}
