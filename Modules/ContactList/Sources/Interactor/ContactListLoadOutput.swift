import Domain

/// What the contact list's use case sends when it loads the contacts (seed 002: one output
/// protocol per event): the same Start, contact…, End sequence as a search (filtered by the search
/// captured last), or, between Start and End, why the contacts could not be loaded.
@MainActor
protocol ContactListLoadOutput: ContactListSearchOutput {
    /// The contacts could not be loaded.
    func present(error: ServiceError)
}
