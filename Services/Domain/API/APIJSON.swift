import Foundation

/// The JSON coding both ends of the demo API use: dates as milliseconds since 1970, so they
/// survive a round trip exactly enough for display and comparison.
public enum APIJSON {
    /// A new encoder with the API's settings.
    public static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .millisecondsSince1970
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }

    /// A new decoder with the API's settings.
    public static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .millisecondsSince1970
        return decoder
    }
}
