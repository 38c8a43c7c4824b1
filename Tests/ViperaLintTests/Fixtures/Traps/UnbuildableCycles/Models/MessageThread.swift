final class MessageThread: Decodable {
    let title: String
    let root: Message
}
