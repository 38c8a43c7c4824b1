final class PodThing {}
final class Other {}
