import EmployeeListInterface
import Foundation
import ViperKit

/// Opens `tel:` and `mailto:` links through the view's navigator and tells the module's delegate.
@MainActor
final class EmployeeListDefaultRouter: EmployeeListRouter {
    weak var view: ModuleView?
    weak var delegate: (any EmployeeListDelegate)?

    /// The characters a `mailto:` address keeps as they are.
    private static let addressCharacters = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "@.-_+"))

    init(delegate: (any EmployeeListDelegate)?) {
        self.delegate = delegate
    }

    /// Opens `tel:` with the number's digits and leading `+` (`tel:+15550101` for "+1 555 0101").
    func openCall(to phone: String) {
        let number = phone.filter { ($0.isASCII && $0.isNumber) || $0 == "+" }
        guard !number.isEmpty, let url = URL(string: "tel:" + number) else { return }
        open(url)
    }

    /// Opens `mailto:` with the address.
    func openEmail(to email: String) {
        guard email.contains("@"),
            let address = email.addingPercentEncoding(withAllowedCharacters: Self.addressCharacters),
            let url = URL(string: "mailto:" + address)
        else { return }
        open(url)
    }

    private func open(_ url: URL) {
        guard let navigator = view?.navigator else { return }
        navigator.open(url)
        delegate?.employeeList(didOpen: url)
    }
}
