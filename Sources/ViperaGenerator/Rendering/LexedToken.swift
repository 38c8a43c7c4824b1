import Stencil

/// A Stencil token and the line (from 1) of its text it starts on.
struct LexedToken {
    let token: Token
    let line: Int

    /// `tokens`, Stencil's lexing of `text`, each with the line it starts on. Stencil's own
    /// source maps place a token by where the text of its line first occurs in the file, so a
    /// token on a repeated line gets an earlier line's number, or 0: here the lines are counted
    /// following the tokens through the text.
    static func lines(of tokens: [Token], in text: String) -> [LexedToken] {
        var text = text
        return text.withUTF8 { bytes in
            var position = 0
            var line = 1
            return tokens.map { token in
                let lexed = LexedToken(token: token, line: line)
                // A text token holds its text as it is; a tag is the rest.
                let end = token.kind == .text ? min(bytes.count, position + token.contents.utf8.count) : tagEnd(in: bytes, from: position)
                line += bytes[position..<end].count { $0 == UInt8(ascii: "\n") }
                position = end
                return lexed
            }
        }
    }

    /// How many tags (`{{ }}`, `{% %}`, `{# #}`) Stencil's lexer finds in `text`, counted
    /// without lexing it.
    static func tagCount(in text: String) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            var count = 0
            var index = 0
            while index + 1 < bytes.count {
                let next = bytes[index + 1]
                if bytes[index] == UInt8(ascii: "{"), next == UInt8(ascii: "{") || next == UInt8(ascii: "%") || next == UInt8(ascii: "#") {
                    count += 1
                    index = tagEnd(in: bytes, from: index)
                } else {
                    index += 1
                }
            }
            return count
        }
    }

    /// Where the tag starting at `start` (`{{`, `{%` or `{#`) ends: after the first `}` that
    /// follows its closing character (`}`, `%` or `#`), as Stencil's scanner ends it.
    private static func tagEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard start + 1 < bytes.count else { return bytes.count }
        let opener = bytes[start + 1]
        let closing = opener == UInt8(ascii: "{") ? UInt8(ascii: "}") : opener
        var index = start + 2
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "}"), bytes[index - 1] == closing { return index + 1 }
            index += 1
        }
        return bytes.count
    }
}
