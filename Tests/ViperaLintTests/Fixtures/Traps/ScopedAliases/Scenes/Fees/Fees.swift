enum Fees {}
