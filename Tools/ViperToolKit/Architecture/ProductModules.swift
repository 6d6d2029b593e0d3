import Foundation
import SwiftParser
import SwiftSyntax

/// The modules a product of another package brings, read from that package's manifest where it is
/// checked out (`.build/checkouts/<package>/Package.swift`): a product can name other targets than
/// itself (`GRDB-dynamic` brings `GRDB`) or several. Without a checkout, or for a product the
/// manifest does not spell out with literals, the product's own name is taken as its module.
public struct ProductModules: Sendable {
    private let products: [String: [String: [String]]]

    /// Reads the manifests of the packages checked out under `checkouts` (a missing folder gives none).
    public init(checkouts: URL) {
        var products: [String: [String: [String]]] = [:]
        let manager = FileManager.default
        for folder in (try? manager.contentsOfDirectory(atPath: checkouts.path)) ?? [] {
            let manifest = checkouts.appendingPathComponent(folder).appendingPathComponent("Package.swift")
            guard let text = try? String(contentsOf: manifest, encoding: .utf8) else { continue }
            products[Self.identity(folder)] = Self.libraries(inManifest: text)
        }
        self.products = products
    }

    /// Creates a table from `products` (package identity, lowercased, to product name to module names).
    public init(products: [String: [String: [String]]] = [:]) {
        self.products = products
    }

    /// The module names `dependency` can be imported as.
    public func modules(of dependency: TargetDependency) -> Set<String> {
        guard let package = dependency.package,
            let modules = products[Self.identity(package)]?[dependency.name]
        else { return [dependency.name] }
        return Set(modules).union([dependency.name])
    }

    /// The library products a manifest declares with literal names and targets: `.library(name: "A", targets: ["A", "B"])`.
    public static func libraries(inManifest text: String) -> [String: [String]] {
        var libraries: [String: [String]] = [:]
        for call in Parser.parse(source: text).tokens(viewMode: .sourceAccurate).compactMap(libraryCall) {
            var name: String?
            var targets: [String] = []
            for argument in call.arguments {
                switch argument.label?.text {
                case "name": name = literal(argument.expression)
                case "targets":
                    targets = argument.expression.as(ArrayExprSyntax.self)?.elements.compactMap { literal($0.expression) } ?? []
                default: break
                }
            }
            if let name, !targets.isEmpty { libraries[name] = targets }
        }
        return libraries
    }

    /// The `.library(…)` call a `library` token names, if it is one.
    private static func libraryCall(_ token: TokenSyntax) -> FunctionCallExprSyntax? {
        guard token.text == "library", let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
            let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id
        else { return nil }
        return call
    }

    private static func literal(_ expression: ExprSyntax) -> String? {
        guard let string = expression.as(StringLiteralExprSyntax.self), string.segments.count == 1,
            let segment = string.segments.first?.as(StringSegmentSyntax.self)
        else { return nil }
        return segment.content.text
    }

    /// A package's identity as SwiftPM forms it from a folder or URL name: lowercased, without `.git`.
    private static func identity(_ name: String) -> String {
        let lowered = name.lowercased()
        return lowered.hasSuffix(".git") ? String(lowered.dropLast(4)) : lowered
    }
}
