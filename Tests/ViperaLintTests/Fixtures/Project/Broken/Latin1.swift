// café au lait
final class Latin1 {}
