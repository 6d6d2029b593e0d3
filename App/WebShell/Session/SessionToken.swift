#if canImport(Glibc)
import Glibc
#endif

/// Unguessable tokens for session ids and CSRF tokens: 32 bytes from the system's secure random
/// number generator, written in base64url without padding (43 characters, cookie-safe).
enum SessionToken {
    /// A fresh token, written straight into its 43 characters (a page's nonce is made for every
    /// response).
    static func make() -> String {
        var random: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        withUnsafeMutableBytes(of: &random) { fillRandom($0) }
        return withUnsafeBytes(of: random) { bytes in
            String(unsafeUninitializedCapacity: 43) { characters in
                // Every 3 bytes are 4 characters of 6 bits each; the last 2 bytes are 3 characters.
                let alphabet = Self.alphabet
                func character(_ group: UInt32, _ shift: UInt32) -> UInt8 {
                    alphabet[Int(group >> shift & 63)]
                }
                var written = 0
                for index in stride(from: 0, to: 30, by: 3) {
                    let group = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
                    characters[written] = character(group, 18)
                    characters[written + 1] = character(group, 12)
                    characters[written + 2] = character(group, 6)
                    characters[written + 3] = character(group, 0)
                    written += 4
                }
                let last = UInt32(bytes[30]) << 16 | UInt32(bytes[31]) << 8
                characters[40] = character(last, 18)
                characters[41] = character(last, 12)
                characters[42] = character(last, 6)
                return 43
            }
        }
    }

    /// Fills `bytes` (at most 256) from the system's secure random number generator in one call
    /// where the C library has one (`getentropy`, one `getrandom` system call on Linux): a nonce is
    /// made for every page, and the standard library's generator asks the kernel once per 8 bytes.
    private static func fillRandom(_ bytes: UnsafeMutableRawBufferPointer) {
        #if canImport(Glibc)
        if let base = bytes.baseAddress, bytes.count <= 256, getentropy(base, bytes.count) == 0 {
            return
        }
        #endif
        var generator = SystemRandomNumberGenerator()
        for index in bytes.indices {
            bytes[index] = generator.next()
        }
    }

    /// The base64url alphabet.
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

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
