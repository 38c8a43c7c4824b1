/// Liquid's math filters, on whole numbers read as Ruby Liquid reads them (`"5"` is 5, nil 0).
enum LiquidMathFilters {
    static let all: [String: LiquidFilter] = {
        var result: [String: LiquidFilter] = [:]
        for (name, operation) in [("plus", "+"), ("minus", "-"), ("times", "*"), ("divided_by", "/"), ("modulo", "%")] as [(String, Character)] {
            result[name] = LiquidFilter(1...1) { input, arguments, _ throws(LiquidError) in
                .int(try LiquidNumber.apply(operation, try LiquidNumber.number(input), try LiquidNumber.number(arguments[0])))
            }
        }
        result["abs"] = LiquidFilter(0...0) { input, _, _ throws(LiquidError) in
            let number = try LiquidNumber.number(input)
            guard number != .min else { throw LiquidError(message: "the number \(number) is too large") }
            return .int(abs(number))
        }
        result["at_least"] = LiquidFilter(1...1) { input, arguments, _ throws(LiquidError) in
            .int(max(try LiquidNumber.number(input), try LiquidNumber.number(arguments[0])))
        }
        result["at_most"] = LiquidFilter(1...1) { input, arguments, _ throws(LiquidError) in
            .int(min(try LiquidNumber.number(input), try LiquidNumber.number(arguments[0])))
        }
        return result
    }()
}
