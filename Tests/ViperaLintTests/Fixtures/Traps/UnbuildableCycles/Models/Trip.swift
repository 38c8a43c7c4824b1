import SwiftData

@Model
final class Trip {
    var name: String
    var stops: [Stop]

    init(name: String, stops: [Stop]) {
        self.name = name
        self.stops = stops
    }
}

@Model
final class Stop {
    var trip: Trip?

    init(trip: Trip?) {
        self.trip = trip
    }
}
