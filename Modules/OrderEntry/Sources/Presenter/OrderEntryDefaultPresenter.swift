import Domain
import Foundation
import OrderEntryInterface
import ViperKit

/// The Order entry presenter: checks the fields (a message next to each empty or wrong one), sends a
/// valid form through the interactor, and reports the accepted submission through the router.
@MainActor
public final class OrderEntryDefaultPresenter: OrderEntryPresenter, OrderEntryInteractorOutput {
    /// The view, held weakly: the view holds the presenter.
    public weak var view: (any OrderEntryView)?

    private let interactor: any OrderEntryInteractor
    private let router: any OrderEntryRouter
    private var name = ""
    private var email = ""
    private var nameError: String?
    private var emailError: String?
    private var formError: String?
    private var isSending = false

    /// Creates the presenter; it holds `interactor` and `router` strongly.
    public init(interactor: any OrderEntryInteractor, router: any OrderEntryRouter) {
        self.interactor = interactor
        self.router = router
    }

    // MARK: - OrderEntryPresenter

    /// Shows the empty form.
    public func viewDidLoad() {
        render()
    }

    /// Checks the fields; sends the form when they are valid, else shows a message next to each
    /// wrong field. Ignored while sending.
    public func didSubmit(name: String, email: String) {
        guard !isSending else { return }
        self.name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        self.email = email.trimmingCharacters(in: .whitespacesAndNewlines)
        nameError = self.name.isEmpty ? "Enter a name." : nil
        emailError = Self.emailError(for: self.email)
        formError = nil
        guard nameError == nil, emailError == nil else {
            render()
            return
        }
        isSending = true
        render()
        interactor.submit(OrderEntrySubmission(name: self.name, email: self.email))
    }

    /// Clears the message popup.
    public func didDismissMessage() {
        view?.hideAlert()
    }

    // MARK: - OrderEntryInteractorOutput

    /// Clears the form, shows Sent and reports the submission through the router.
    public func didSubmit(_ submission: OrderEntrySubmission) {
        isSending = false
        name = ""
        email = ""
        render()
        view?.showMessage(title: "Sent", message: "Thank you, \(submission.name).", dismissTitle: "OK")
        router.notifyDidSubmit(submission)
    }

    /// Shows why the form could not be sent; the values stay so the user can try again.
    public func didFailToSubmit(_ error: ServiceError) {
        isSending = false
        if error != .cancelled { formError = "The form couldn't be sent. Check your connection and try again." }
        render()
    }

    // MARK: - Helpers

    /// The message next to the email field for `email`, or `nil` when it is valid.
    static func emailError(for email: String) -> String? {
        if email.isEmpty { return "Enter an email address." }
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[1].contains("."), !email.contains(" ") else {
            return "Enter an email address such as name@example.com."
        }
        return nil
    }

    private func render() {
        view?.display(
            OrderEntryViewModel(
                title: "Order entry",
                name: name,
                email: email,
                nameError: nameError,
                emailError: emailError,
                formError: formError,
                progress: isSending ? "Sending…" : nil,
                submitTitle: "Send",
                isSubmitEnabled: !isSending
            )
        )
    }
}
