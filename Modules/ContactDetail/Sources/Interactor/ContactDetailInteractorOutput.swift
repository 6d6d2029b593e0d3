/// Everything the contact detail's use case outputs, to its presenter: the output of each of its
/// events (seed 002's general UseCaseOutput, extending one protocol per event).
@MainActor
protocol ContactDetailInteractorOutput: ContactDetailLoadOutput, ContactDetailOrderSavedOutput {}
