/// What the API answered a conditional read with (one sent with the validator of a copy the
/// client keeps, `If-None-Match`): the copy is still current, or here is the value now.
public enum APIRevalidation<Value: Sendable>: Sendable {
    /// `304 Not Modified`: the copy whose validator was sent is still current.
    case notModified
    /// The value now, with its bytes and validator (a `200`).
    case modified(APIDocument<Value>)
}
