import Dispatch
import Foundation
import SwiftParser
import SwiftSyntax
import Synchronization

/// Reads a Swift source file with swift-syntax, so what it finds is what the compiler sees: every
/// `import` declaration (plain, `@testable`, `@_exported`, `@preconcurrency`, `@_spi(…)`,
/// access-level `internal import X`, kind imports `import struct X.Y`, after a block comment or a
/// semicolon on the same line, in every branch of an `#if`), never text in a comment or a string
/// literal; every outermost `public`, `open` or `package` declaration with the `// viper:public <reason>`
/// allowance written in the comments directly above it; every protocol, type and extension with
/// what it inherits; the identifiers the code uses; and its plain string literals.
///
/// Each file is parsed once per process: what a scan found is kept by file and text, so a second
/// checker run over an unchanged tree (a copy of the repository with one file edited, a base and a
/// head) parses only what changed. Parsing is most of a check's time.
///
/// Kept in one file on purpose: the imports and the public declarations are read in one walk of
/// each file's syntax, with the same private helpers.
public struct SourceScanner: Sendable {
    /// What was found in each file, by path and text.
    private static let found = Mutex<[Scanned: ScannedSource]>([:])

    private struct Scanned: Hashable {
        let file: String
        let source: String
    }

    /// Creates a scanner.
    public init() {}

    /// The imports, public declarations, types, identifiers and string literals of `source`,
    /// reported against `file`.
    public func scan(_ source: String, file: String) -> ScannedSource {
        let key = Scanned(file: file, source: source)
        if let known = Self.found.withLock({ $0[key] }) { return known }
        let scanned = Self.read(source, file: file)
        Self.found.withLock { $0[key] = scanned }
        return scanned
    }

    /// What ``scan(_:file:)`` finds in each of `files` (paths relative to `root`), read and parsed on
    /// all cores at once; a file that cannot be read as UTF-8 is left out. With a `cache`, a file
    /// whose text an earlier run of this tool scanned is not parsed again, and the cache is left
    /// holding what this run found.
    public func scan(_ files: [String], under root: URL, cache: ScanCache? = nil) -> [String: ScannedSource] {
        let saved = cache?.load() ?? [:]
        let byFile = Mutex<[String: ScannedSource]>([:])
        let byKey = Mutex<[String: ScannedSource]>([:])
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let file = files[index]
            guard let source = try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8) else { return }
            let key = cache?.key(path: file, source: source)
            let scanned = key.flatMap { saved[$0] } ?? scan(source, file: file)
            byFile.withLock { $0[file] = scanned }
            if let key { byKey.withLock { $0[key] = scanned } }
        }
        cache?.save(byKey.withLock { $0 })
        return byFile.withLock { $0 }
    }

    /// The imports of `source`, reported against `file`.
    public func imports(in source: String, file: String) -> [SourceImport] {
        scan(source, file: file).imports
    }

    private static func read(_ source: String, file: String) -> ScannedSource {
        let tree = Parser.parse(source: source)
        let visitor = SourceVisitor(file: file, converter: SourceLocationConverter(fileName: file, tree: tree))
        visitor.walk(tree)
        var identifiers: Set<String> = []
        var literals: Set<String> = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case let .identifier(name):
                identifiers.insert(name)
            case .stringQuote, .multilineStringQuote:
                // The opening quote of a literal with no interpolation: its segments' text, joined.
                guard let literal = token.parent?.as(StringLiteralExprSyntax.self), literal.openingQuote.id == token.id else { break }
                let parts = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }
                if parts.count == literal.segments.count { literals.insert(parts.joined()) }
            default:
                break
            }
        }
        return ScannedSource(
            imports: visitor.imports, publicDeclarations: visitor.publicDeclarations, types: visitor.types, identifiers: identifiers,
            stringLiterals: literals)
    }
}

/// Collects imports, outermost public declarations and type declarations in one walk of the tree.
private final class SourceVisitor: SyntaxAnyVisitor {
    private let file: String
    private let converter: SourceLocationConverter
    private(set) var imports: [SourceImport] = []
    private(set) var publicDeclarations: [PublicDeclaration] = []
    private(set) var types: [TypeDeclaration] = []

    init(file: String, converter: SourceLocationConverter) {
        self.file = file
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    /// Walks declarations only: the top level, `#if` branches and type members. Imports and public
    /// declarations live nowhere else, so bodies, statements and expressions are skipped.
    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if let importDecl = node.as(ImportDeclSyntax.self) {
            record(importDecl)
            return .skipChildren
        }
        if let item = node.as(CodeBlockItemSyntax.self) {
            return item.item.is(DeclSyntax.self) ? .visitChildren : .skipChildren
        }
        if node.is(ExprSyntax.self) || node.is(StmtSyntax.self) || node.is(TokenSyntax.self) { return .skipChildren }
        guard node.is(DeclSyntax.self) else { return .visitChildren }
        recordType(node)
        guard let declaration = node.asProtocol((any WithModifiersSyntax).self) else {
            return node.is(IfConfigDeclSyntax.self) ? .visitChildren : .skipChildren
        }
        if let modifier = declaration.modifiers.first(where: Self.isPublicAccess) {
            // A public type's nested types are still recorded, its members still judged with it.
            if node.asProtocol((any DeclGroupSyntax).self) != nil { walkNestedTypes(of: node) }
            publicDeclarations.append(
                PublicDeclaration(
                    name: Self.name(of: node),
                    access: modifier.name.text,
                    file: file,
                    line: line(of: modifier),
                    allowance: Self.allowance(in: node.leadingTrivia)
                ))
            // The members of a public type or extension are judged with it.
            return .skipChildren
        }
        // A type or an extension can have public members; a function's or a property's body cannot.
        return node.asProtocol((any DeclGroupSyntax).self) != nil ? .visitChildren : .skipChildren
    }

    /// Records `node` if it declares a protocol, a type or an extension.
    private func recordType(_ node: Syntax) {
        guard let group = node.asProtocol((any DeclGroupSyntax).self) else { return }
        let name: String
        if let named = node.asProtocol((any NamedDeclSyntax).self) {
            name = named.name.text
        } else if let extensionDecl = node.as(ExtensionDeclSyntax.self) {
            name = extensionDecl.extendedType.trimmedDescription
        } else {
            return
        }
        let inherited = (group.inheritanceClause?.inheritedTypes ?? []).map { entry -> String in
            let written = entry.type.trimmedDescription
            let base = written.split(separator: "<").first.map(String.init) ?? written
            return base.split(separator: ".").last.map(String.init) ?? base
        }
        types.append(
            TypeDeclaration(keyword: group.introducer.text, name: name, inherited: inherited, file: file, line: line(of: group.introducer)))
    }

    /// Records the types nested in a public type, whose members are otherwise skipped.
    private func walkNestedTypes(of node: Syntax) {
        guard let group = node.asProtocol((any DeclGroupSyntax).self) else { return }
        for member in group.memberBlock.members where member.decl.asProtocol((any DeclGroupSyntax).self) != nil {
            recordType(Syntax(member.decl))
            walkNestedTypes(of: Syntax(member.decl))
        }
    }

    private func record(_ node: ImportDeclSyntax) {
        guard let module = node.path.first?.name.text else { return }
        let testable = node.attributes.contains { element in
            element.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "testable"
        }
        imports.append(SourceImport(module: module, file: file, line: line(of: node.importKeyword), isTestable: testable))
    }

    private func line(of node: some SyntaxProtocol) -> Int {
        node.startLocation(converter: converter).line
    }

    /// `public`, `open` or `package` (seen by the package's other targets) on its own: `public(set)`
    /// only widens a setter.
    private static func isPublicAccess(_ modifier: DeclModifierSyntax) -> Bool {
        guard modifier.detail == nil else { return false }
        switch modifier.name.tokenKind {
        case .keyword(.public), .keyword(.open), .keyword(.package): return true
        default: return false
        }
    }

    /// The reason of a `// viper:public <reason>` line in the comments directly above a declaration
    /// (after its last blank line), `""` for the marker alone, `nil` without one.
    private static func allowance(in trivia: Trivia) -> String? {
        var attached: [TriviaPiece] = []
        for piece in trivia.pieces.reversed() {
            if case let .newlines(count) = piece, count > 1 { break }
            if case let .carriageReturnLineFeeds(count) = piece, count > 1 { break }
            attached.append(piece)
        }
        for piece in attached {
            guard case let .lineComment(text) = piece else { continue }
            let body = text.dropFirst(2).drop(while: { $0 == " " || $0 == "\t" })
            guard body.hasPrefix(PublicDeclaration.allowanceMarker) else { continue }
            let rest = body.dropFirst(PublicDeclaration.allowanceMarker.count)
            guard rest.isEmpty || rest.first == " " || rest.first == "\t" || rest.first == ":" else { continue }
            return rest.drop(while: { $0 == " " || $0 == "\t" || $0 == ":" }).trimmingTrailingSpaces()
        }
        return nil
    }

    /// A keyword and a name: `class ItemsListDefaultPresenter`, `func plugin`, `var title`, `extension ServiceError`.
    private static func name(of node: Syntax) -> String {
        if let named = node.asProtocol((any NamedDeclSyntax).self) {
            return keyword(of: node) + " " + named.name.text
        }
        if let extensionDecl = node.as(ExtensionDeclSyntax.self) {
            return "extension " + extensionDecl.extendedType.trimmedDescription
        }
        if let variable = node.as(VariableDeclSyntax.self) {
            let names = variable.bindings.map { $0.pattern.trimmedDescription }.joined(separator: ", ")
            return variable.bindingSpecifier.text + " " + names
        }
        if node.is(InitializerDeclSyntax.self) { return "init" }
        if node.is(SubscriptDeclSyntax.self) { return "subscript" }
        return keyword(of: node)
    }

    /// The declaration's keyword (`class`, `func`, …): its first token after attributes and modifiers.
    private static func keyword(of node: Syntax) -> String {
        for child in node.children(viewMode: .sourceAccurate) {
            if let token = child.as(TokenSyntax.self) { return token.text }
        }
        return "declaration"
    }
}

extension Substring {
    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text = text.dropLast() }
        return String(text)
    }
}
