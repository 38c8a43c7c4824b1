import Foundation

final class SessionTimerApplication {}

extension Notification.Name {
    static let sessionExpired = Notification.Name("sessionExpired")
}
