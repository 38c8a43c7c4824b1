/// Rule ids in the cache as their text.
extension RuleID: BinaryCodable {}
