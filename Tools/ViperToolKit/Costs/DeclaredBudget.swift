import Foundation
import SwiftParser
import SwiftSyntax

/// A feature's budget as its `Sources/<Feature>Budget.swift` declares it, read with swift-syntax:
/// each event's entry of the `ModuleBudget([...])` literal, named as the test harness names events
/// (`load`, `action "save"`, `select`).
public struct DeclaredBudget: Sendable, Equatable {
    /// What one event may cost.
    public struct Cost: Sendable, Equatable, Codable {
        /// The screens it may draw.
        public let screens: Int
        /// The service calls it may make, by `"<Service>.<call>"`.
        public let calls: [String: Int]

        /// A cost of `screens` screens and `calls` calls.
        public init(screens: Int = 0, calls: [String: Int] = [:]) {
            self.screens = screens
            self.calls = calls
        }
    }

    /// Each event's budget, by the event's name.
    public let events: [String: Cost]

    /// The budget declared in `source` (the text of a budget file); events whose entry is not a
    /// literal the reader understands are left out.
    public init(source: String) {
        let finder = ElementFinder(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: source))
        var events: [String: Cost] = [:]
        for element in finder.elements {
            guard let name = Self.eventName(element.key), let call = element.value.as(FunctionCallExprSyntax.self),
                call.calledExpression.trimmedDescription == "EventCost"
            else { continue }
            var screens = 0
            var calls: [String: Int] = [:]
            for argument in call.arguments {
                switch argument.label?.text {
                case "screens": screens = Int(argument.expression.trimmedDescription) ?? 0
                case "calls":
                    for entry in argument.expression.as(DictionaryExprSyntax.self)?.content.as(DictionaryElementListSyntax.self) ?? [] {
                        guard let key = Self.string(entry.key), let count = Int(entry.value.trimmedDescription) else { continue }
                        calls[key] = count
                    }
                default: break
                }
            }
            events[name] = Cost(screens: screens, calls: calls)
        }
        self.events = events
    }

    /// The budget of `feature` in the package at `root`, or `nil` when it has no budget file.
    public static func of(_ feature: String, inPackageAt root: URL) -> DeclaredBudget? {
        let file = root.appendingPathComponent("Modules/\(feature)/Sources/\(feature)Budget.swift")
        return (try? String(contentsOf: file, encoding: .utf8)).map(DeclaredBudget.init(source:))
    }

    /// Collects every dictionary element of a file; those whose key is no event are left by the reader.
    private final class ElementFinder: SyntaxVisitor {
        var elements: [DictionaryElementSyntax] = []

        override func visit(_ node: DictionaryElementSyntax) -> SyntaxVisitorContinueKind {
            elements.append(node)
            return .visitChildren
        }
    }

    /// `.load` is `load`, `.action("save")` is `action "save"`, as `BudgetedEvent` describes itself.
    private static func eventName(_ key: ExprSyntax) -> String? {
        if let member = key.as(MemberAccessExprSyntax.self), member.base == nil { return member.declName.baseName.text }
        guard let call = key.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base == nil, let argument = call.arguments.first, let text = string(argument.expression)
        else { return nil }
        return "\(member.declName.baseName.text) \"\(text)\""
    }

    private static func string(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
            let segment = literal.segments.first?.as(StringSegmentSyntax.self)
        else { return nil }
        return segment.content.text
    }
}
