/// FNV-1a, 64 bits: a hash that is the same in every process (unlike `Hasher`), for naming and
/// fingerprinting derived files. Not for security.
enum StableHash {
    /// The hash of `text`'s UTF-8 bytes as 16 hex digits.
    static func hex(of text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
