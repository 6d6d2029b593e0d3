import SwiftSyntax

/// Prints a piece of syntax (a type, a requirement) the same way whatever its source formatting
/// and comments: tokens joined with a space only between two words and after `,` and `:`, and
/// around `->`, `&`, `==` and `=`, so `[ Item ]` and `[Item]` read alike.
enum APISyntaxText {
    /// The canonical text of `node`.
    static func text(of node: some SyntaxProtocol) -> String {
        var text = ""
        var previous: TokenSyntax?
        for token in node.tokens(viewMode: .sourceAccurate) where token.presence == .present {
            let piece = token.text
            if let previous, Self.separated(previous, from: piece) { text += " " }
            text += piece
            previous = token
        }
        return text
    }

    /// Whether a space goes between `previous` and the token `next`.
    private static func separated(_ previous: TokenSyntax, from next: String) -> Bool {
        let before = previous.text
        return spaced(before) || spaced(next) || before == "," || previous.tokenKind == .colon || endsAttribute(previous)
            || isWord(before.last) && isWord(next.first)
    }

    /// Tokens written with a space on both sides.
    private static func spaced(_ token: String) -> Bool {
        token == "->" || token == "&" || token == "==" || token == "="
    }

    /// Whether `token` is the last token of an attribute (`@escaping`, `@Sendable`), which a space follows.
    private static func endsAttribute(_ token: TokenSyntax) -> Bool {
        var node = token.parent
        for _ in 0 ..< 3 {
            guard let current = node else { return false }
            if let attribute = current.as(AttributeSyntax.self) { return attribute.lastToken(viewMode: .sourceAccurate)?.id == token.id }
            node = current.parent
        }
        return false
    }

    private static func isWord(_ character: Character?) -> Bool {
        guard let character else { return false }
        return character.isLetter || character.isNumber || character == "_" || character == "`"
    }
}
