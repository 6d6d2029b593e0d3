/// HTTP header names of the demo API's contract.
public enum APIHeader {
    /// The key that makes a `POST /api/orders` safe to repeat: the server stores each key once
    /// and answers a repeat with the order it already has (200 instead of 201).
    public static let idempotencyKey = "Idempotency-Key"
}
