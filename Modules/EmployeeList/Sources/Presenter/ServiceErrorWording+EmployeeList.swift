import Domain

extension ServiceErrorWording {
    /// How the employee directory words a failed call: the standard sentences, with its own where it has more to say.
    static let employeeList = ServiceErrorWording(
        notFound: "The employee directory could not be found.",
        storage: "The employees couldn't be read on this device."
    )
}
