final class Message: Decodable {
    let text: String
    let thread: MessageThread?
    let replies: [Message]
}
