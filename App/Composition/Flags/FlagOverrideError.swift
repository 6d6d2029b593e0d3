/// Why an `App --flag` value was refused; each description is one sentence.
public enum FlagOverrideError: Error, Equatable, CustomStringConvertible {
    /// Not `name=value`.
    case malformed(String)
    /// No registered flag has this name; `known` lists those that do.
    case unknown(String, known: [String])
    /// The value is not on or off.
    case badValue(String, flag: String)

    public var description: String {
        switch self {
        case .malformed(let text):
            "--flag wants name=on or name=off, not “\(text)”."
        case .unknown(let name, let known):
            "--flag names “\(name)”, which is not a registered flag (flags: \(known.joined(separator: ", ")))."
        case .badValue(let value, let flag):
            "--flag \(flag)= wants on or off, not “\(value)”."
        }
    }
}
