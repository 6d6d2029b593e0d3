import Domain
import Foundation
import ItemDetailInterface
import ViperKit

/// Reports saved changes to the module's delegate, and shares the item outside the app through the
/// view's navigator: what the module tells the one that opened it, and where it goes, go through
/// the router.
@MainActor
final class ItemDetailNextDefaultRouter: ItemDetailNextRouter {
    weak var delegate: (any ItemDetailDelegate)?
    weak var view: ModuleView?

    /// The characters a `mailto:` header value keeps as they are: everything else, `&`, `=`, `?`,
    /// `+` and spaces among them, is percent-encoded.
    private static let headerCharacters = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~"))

    init(delegate: (any ItemDetailDelegate)?) {
        self.delegate = delegate
    }

    func notifyDidUpdate(_ item: Item) {
        delegate?.itemDetail(didUpdate: item)
    }

    /// Opens `mailto:?subject=…&body=…`, a draft with no recipient yet.
    func openShare(subject: String, text: String) {
        guard let subject = subject.addingPercentEncoding(withAllowedCharacters: Self.headerCharacters),
            let body = text.addingPercentEncoding(withAllowedCharacters: Self.headerCharacters),
            let url = URL(string: "mailto:?subject=\(subject)&body=\(body)")
        else { return }
        view?.navigator?.open(url)
    }
}
