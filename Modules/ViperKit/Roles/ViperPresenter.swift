/// The Presenter role: turns view events into interactor calls or routes, and formats what the
/// interactor outputs into view models. Main-actor isolated, as UI code is.
@MainActor
public protocol ViperPresenter: AnyObject {}
