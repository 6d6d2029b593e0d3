/// A validated module name, such as `ShoppingCart`, and the spellings templates use:
/// `shoppingCart` (lowerCamel), `shopping-cart` (kebab) and `Shopping cart` (title).
public struct ModuleName: Sendable, Equatable, CustomStringConvertible {
    /// The name as given: an UpperCamel Swift type name.
    public let value: String

    /// Validates `value`: it must match `^[A-Z][A-Za-z0-9]*$` and not be a Swift keyword.
    public init(_ value: String) throws(GeneratorError) {
        guard let first = value.unicodeScalars.first else {
            throw .invalidName(value, reason: "it is empty")
        }
        guard ("A" ... "Z").contains(first) else {
            throw .invalidName(value, reason: "it must start with an uppercase letter A–Z")
        }
        let allowed = value.unicodeScalars.allSatisfy { scalar in
            ("A" ... "Z").contains(scalar) || ("a" ... "z").contains(scalar) || ("0" ... "9").contains(scalar)
        }
        guard allowed else {
            throw .invalidName(value, reason: "it may hold only the letters A–Z, a–z and the digits 0–9")
        }
        guard !Self.keywords.contains(value) else {
            throw .invalidName(value, reason: "it is a Swift keyword or standard type")
        }
        self.value = value
    }

    /// `ShoppingCart` as `shoppingCart`; a leading acronym is lowered whole (`URLList` as `urlList`).
    public var lowerCamel: String {
        let scalars = Array(value)
        var prefixLength = 0
        while prefixLength < scalars.count, scalars[prefixLength].isUppercase { prefixLength += 1 }
        if prefixLength > 1, prefixLength < scalars.count { prefixLength -= 1 }
        return String(scalars[..<prefixLength]).lowercased() + String(scalars[prefixLength...])
    }

    /// The words of the name: `ShoppingCart` as `Shopping`, `Cart`; `URLList` as `URL`, `List`.
    public var words: [String] {
        let characters = Array(value)
        var words: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            let startsWord =
                index > 0 && character.isUppercase
                && (characters[index - 1].isLowercase || characters[index - 1].isNumber
                    || (index + 1 < characters.count && characters[index + 1].isLowercase))
            if startsWord {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        words.append(current)
        return words
    }

    /// `ShoppingCart` as `shopping-cart`: the plugin id and the route.
    public var kebab: String {
        words.map { $0.lowercased() }.joined(separator: "-")
    }

    /// `ShoppingCart` as `Shopping cart`: the screen's title.
    public var title: String {
        words.enumerated().map { index, word in
            index == 0 || word.allSatisfy(\.isUppercase) ? word : word.lowercased()
        }.joined(separator: " ")
    }

    public var description: String { value }

    /// Names a module must not take: Swift keywords and the standard types a module's code uses.
    static let keywords: Set<String> = [
        "Any", "Self", "Type", "Protocol", "Int", "String", "Bool", "Double", "Float", "Array",
        "Dictionary", "Set", "Optional", "Result", "Error", "Never", "Void", "Task", "Character",
        "Sendable", "Equatable", "Hashable", "Identifiable", "Foundation", "Swift", "Testing",
    ]
}
