import SwiftParser
import SwiftSyntax

/// The text of every plain string literal (no interpolation) in a Swift source, as the compiler
/// reads it: what a string table's keys are matched against.
enum StringLiteralCollector {
    /// The plain string literals of `source`.
    static func literals(in source: String) -> Set<String> {
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.walk(Parser.parse(source: source))
        return visitor.literals
    }

    private final class Visitor: SyntaxVisitor {
        var literals: Set<String> = []

        override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
            let parts = node.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }
            if parts.count == node.segments.count { literals.insert(parts.joined()) }
            return .skipChildren
        }
    }
}
