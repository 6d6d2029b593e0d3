extension Duration {
    /// This wait as a `Retry-After` header says it: whole seconds, rounded up, at least 1.
    public var retryAfterSeconds: Int {
        let (seconds, fraction) = components
        return max(1, Int(seconds) + (fraction > 0 ? 1 : 0))
    }
}
