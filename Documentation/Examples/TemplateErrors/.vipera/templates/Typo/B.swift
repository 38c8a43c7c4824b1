// {{ module }}
let name = "{{ modul }}"
