enum Balances {}
