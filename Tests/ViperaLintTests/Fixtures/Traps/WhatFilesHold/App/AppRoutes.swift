import SwiftUI

extension View {
    func withAppRoutes() -> some View { self }
}

struct ShareSheet: View {
    var body: some View { Text("share") }
}

extension URL {
    var isAppLink: Bool { scheme == "shop" }
}
