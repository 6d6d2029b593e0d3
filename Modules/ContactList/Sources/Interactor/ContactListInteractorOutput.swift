/// Everything the contact list's use case outputs, to its presenter: the output of each of its
/// events (seed 002's general UseCaseOutput, extending one protocol per event).
@MainActor
protocol ContactListInteractorOutput: ContactListLoadOutput, ContactListSearchOutput {}
