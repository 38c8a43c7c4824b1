enum Polls {}
