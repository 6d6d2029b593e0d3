import Domain
import Foundation

extension FetchSource {
    /// When the value was saved on this device, if it is the cached copy; `nil` when it is fresh.
    var cachedAt: Date? {
        if case .cache(let savedAt) = self { return savedAt }
        return nil
    }
}
