import Foundation

/// Unguessable tokens for session ids and CSRF tokens: 32 bytes from the system's secure random
/// number generator, written in base64url without padding (43 characters, cookie-safe).
enum SessionToken {
    /// A fresh token.
    static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        var bytes = [UInt8]()
        bytes.reserveCapacity(32)
        for _ in 0 ..< 4 {
            withUnsafeBytes(of: generator.next() as UInt64) { bytes.append(contentsOf: $0) }
        }
        return Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// Whether `candidate` is a well-formed token (so odd cookie values are not even looked up).
    static func isWellFormed(_ candidate: String) -> Bool {
        candidate.utf8.count == 43
            && candidate.utf8.allSatisfy { byte in
                (UInt8(ascii: "A") ... UInt8(ascii: "Z")).contains(byte)
                    || (UInt8(ascii: "a") ... UInt8(ascii: "z")).contains(byte)
                    || (UInt8(ascii: "0") ... UInt8(ascii: "9")).contains(byte)
                    || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
            }
    }

    /// Compares two tokens in time that does not depend on where they differ.
    static func matches(_ candidate: String, _ expected: String) -> Bool {
        let lhs = Array(candidate.utf8)
        let rhs = Array(expected.utf8)
        guard lhs.count == rhs.count else { return false }
        var difference: UInt8 = 0
        for (left, right) in zip(lhs, rhs) {
            difference |= left ^ right
        }
        return difference == 0
    }
}
