import SwiftParser
import SwiftSyntax

/// The regions of a Swift file, read with swift-syntax: each identifier token, each string
/// literal segment, and each comment, so a rename touches what the compiler reads as names and
/// strings and only reports what comments say.
enum SwiftRegions {
    /// The identifier tokens declared right after a declaration keyword (`struct X`, `func x`,
    /// `case x`), which a module's own files add to the names a rename changes.
    static func declaredNames(in source: String) -> Set<String> {
        let tree = Parser.parse(source: source)
        var names: Set<String> = []
        var previous: TokenKind?
        for token in tree.tokens(viewMode: .sourceAccurate) {
            if case let .identifier(name) = token.tokenKind, let previous, case let .keyword(keyword) = previous,
                declaring.contains(keyword)
            {
                names.insert(name)
            }
            previous = token.tokenKind
        }
        return names
    }

    /// The regions of `source`.
    static func regions(of source: String) -> [TextRegion] {
        let tree = Parser.parse(source: source)
        var regions: [TextRegion] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            comments(in: token.leadingTrivia, from: token.position.utf8Offset, into: &regions)
            let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = token.endPositionBeforeTrailingTrivia.utf8Offset
            switch token.tokenKind {
            case .identifier: regions.append(TextRegion(start: start, end: end, kind: .identifier))
            case .stringSegment: regions.append(TextRegion(start: start, end: end, kind: .words))
            default: break
            }
            comments(in: token.trailingTrivia, from: end, into: &regions)
        }
        return regions
    }

    private static func comments(in trivia: Trivia, from offset: Int, into regions: inout [TextRegion]) {
        var position = offset
        for piece in trivia {
            let length = piece.sourceLength.utf8Length
            switch piece {
            case .lineComment, .blockComment, .docLineComment, .docBlockComment:
                regions.append(TextRegion(start: position, end: position + length, kind: .prose))
            default: break
            }
            position += length
        }
    }

    private static let declaring: Set<Keyword> = [
        .struct, .class, .enum, .protocol, .actor, .typealias, .func, .let, .var, .case, .associatedtype,
    ]
}
