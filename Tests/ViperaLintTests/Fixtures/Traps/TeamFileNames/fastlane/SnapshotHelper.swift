// As `fastlane snapshot init` writes it: tooling, not the app.
enum SnapshotError: Error {
    case cannotRunOnPhysicalDevice
}

open class Snapshot {}
