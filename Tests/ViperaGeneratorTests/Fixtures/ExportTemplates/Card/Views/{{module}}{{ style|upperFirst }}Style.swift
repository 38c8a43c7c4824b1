/// The {{ style }} look of {{ module }}'s card.
enum {{ module }}{{ style|upperFirst }}Style {}
