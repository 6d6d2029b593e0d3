/// Draws a generated avatar as SVG: a coloured circle with a few soft dots and the person's
/// initials, its colour and dots chosen from a seed, so the same person always looks the same.
enum DemoAvatar {
    /// The side of the square image, in pixels.
    static let size = 96

    /// The avatar of `name`, coloured by `seed`.
    static func svg(name: String, seed: Int64) -> String {
        let hue = Int((seed * 47) % 360)
        let dots = (0 ..< 3).map { index -> String in
            let value = Int((seed * 31 + Int64(index) * 17) % 97)
            let x = 12 + value % 72
            let y = 12 + (value * 7) % 72
            let radius = 6 + value % 10
            return "<circle cx=\"\(x)\" cy=\"\(y)\" r=\"\(radius)\" fill=\"#ffffff\" fill-opacity=\"0.18\"/>"
        }
        let initials = escaped(Self.initials(of: name))
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(size)" height="\(size)" viewBox="0 0 \(size) \(size)">\
            <title>\(escaped(name))</title>\
            <circle cx="48" cy="48" r="48" fill="hsl(\(hue), 55%, 42%)"/>\
            \(dots.joined())\
            <text x="48" y="60" text-anchor="middle" font-family="sans-serif" font-size="34" font-weight="600" fill="#ffffff">\(initials)</text>\
            </svg>
            """
    }

    /// The first letter of the first and last words of `name` ("AM" for "Alice Martin").
    static func initials(of name: String) -> String {
        let words = name.split(separator: " ")
        let letters = [words.first, words.count > 1 ? words.last : nil].compactMap { $0?.first }
        return String(letters).uppercased()
    }

    /// `text` safe inside SVG text and attribute values.
    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }
}
