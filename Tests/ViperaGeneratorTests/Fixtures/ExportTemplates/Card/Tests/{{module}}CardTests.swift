// {{ note }}
final class {{ module }}CardTests {}
