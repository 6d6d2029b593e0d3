extension APIPath {
    /// `GET` -> `[Contact]`, the logged-in user's contacts by name.
    public static let contacts = "/api/contacts"
    /// `GET` -> ``Contact``, or 404 when it is not one of the user's.
    public static func contact(_ id: Int64) -> String { "/api/contacts/\(id)" }
    /// `GET` -> `[Product]` by name.
    public static let products = "/api/products"
    /// `GET [?contact_id=]` -> `[Order]` newest first; `POST` ``CreateOrderRequest`` with an
    /// ``APIHeader/idempotencyKey`` header -> ``Order`` (201 new, 200 a repeat of a stored key;
    /// 400 without a key or with bad fields, 404 for an unknown contact or product).
    public static let orders = "/api/orders"
}
