import Foundation

/// The values a template sees: `module`, `author`, `date`, `year`, `project`, `file`, `inputs`,
/// `outputs`, `routes` and the template's parameters.
public struct RenderContext: Sendable {
    /// The module name, e.g. `Login`.
    public var module: String
    /// Who is credited in file headers.
    public var author: String
    /// The generation date: `yyyy-MM-dd`, or in `.vipera.yml`'s `date_format`.
    public var date: String
    /// The generation year.
    public var year: String
    /// The generation time of day, `HH:mm` on a 24-hour clock in UTC, as dates are (Xcode's
    /// `___TIME___`).
    public var time: String
    /// The project name.
    public var project: String
    /// Parameter values by name: `String` or `Bool`.
    public var parameters: [String: any Sendable]
    /// Typed values the module is built with (from a module spec).
    public var inputs: [ModuleInput] = []
    /// Events the module reports to the module that opened it (from a module spec).
    public var outputs: [ModuleOutput] = []
    /// Modules this module navigates to (from a module spec).
    public var routes: [ModuleRoute] = []
    /// The company in Generamba templates' `developer.company` (`.vipera.yml`'s `company`).
    public var company: String?
    /// The class prefix in Generamba templates' `prefix` (`.vipera.yml`'s `prefix`).
    public var prefix: String?
    /// The Xcode targets module files join, as Generamba templates see them
    /// (`module_info.project_targets`, from the `Rambafile`).
    public var projectTargets: [String] = []
    /// The Xcode targets test files join (`module_info.test_targets`).
    public var testTargets: [String] = []
    /// The team's text macros for Xcode templates (`IDETemplateMacros.plist`), with Xcode's
    /// default `FILEHEADER`.
    var xcodeTextMacros = IDETemplateMacros()

    /// - Parameter dateFormat: a Unicode date pattern (`dd/MM/yyyy`) for `date`; `nil` for ISO 8601.
    public init(
        module: String, author: String, date: Date, project: String, parameters: [String: any Sendable] = [:], dateFormat: String? = nil
    ) {
        self.module = module
        self.author = author
        let day = CivilDay(date)
        if let dateFormat {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = dateFormat
            self.date = formatter.string(from: date)
        } else {
            self.date = "\(Self.zeroPadded(day.year, to: 4))-\(Self.zeroPadded(day.month, to: 2))-\(Self.zeroPadded(day.day, to: 2))"
        }
        self.year = String(day.year)
        let minutes = Int((date.timeIntervalSince1970 / 60).rounded(.down))
        let minuteOfDay = (minutes % 1_440 + 1_440) % 1_440
        self.time = "\(Self.zeroPadded(minuteOfDay / 60, to: 2)):\(Self.zeroPadded(minuteOfDay % 60, to: 2))"
        self.project = project
        self.parameters = parameters
    }

    private static func zeroPadded(_ number: Int, to width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// The Stencil context for the file named `file` (its rendered name; empty while rendering
    /// paths).
    func dictionary(file: String) -> [String: Any] {
        var result: [String: Any] = parameters
        result["module"] = module
        result["author"] = author
        result["date"] = date
        result["year"] = year
        result["project"] = project
        result["file"] = file
        result["inputs"] = inputs.map(\.dictionary)
        result["outputs"] = outputs.map(\.dictionary)
        result["routes"] = routes.map(\.dictionary)
        return result
    }
}
