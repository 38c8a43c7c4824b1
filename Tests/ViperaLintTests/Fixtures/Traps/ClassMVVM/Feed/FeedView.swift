import SwiftUI

struct FeedView: View {
    @State private var model = FeedViewModel()

    var body: some View {
        List(model.items, id: \.self) { Text($0) }
    }
}
