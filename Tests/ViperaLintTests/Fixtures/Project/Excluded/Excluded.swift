final class Excluded { var x: Excluded? }
