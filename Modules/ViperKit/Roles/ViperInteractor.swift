/// The Interactor role: the use case. Applies business rules to entities through service
/// protocols and outputs presentation models; never formats for display. Work it starts runs in
/// its module's ``ModuleActivity`` so it ends with the module.
@MainActor
public protocol ViperInteractor: AnyObject {}
