/// The body of `GET /api/health`.
struct HealthResponse: Encodable, Sendable {
    /// Always `"ok"`.
    let status = "ok"
}
