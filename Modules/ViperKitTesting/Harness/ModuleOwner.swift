import Foundation
import Synchronization
import ViperKit

/// The team that owns a module, from the repository's `CODEOWNERS` nearest above a test's file
/// (read once per test folder), for the messages that say whom a failure is for.
enum ModuleOwner {
    /// The owners found from each folder so far (none, where no `CODEOWNERS` is above it).
    private static let found = Mutex<[String: ModuleOwners]>([:])

    /// The owners of `module` (see ``ModuleOwners/owners(of:)``), from the `CODEOWNERS` nearest
    /// above `filePath`, or `nil` when there is none or no line matches.
    static func owners(of module: String, near filePath: String) -> String? {
        let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent().path
        if let known = found.withLock({ $0[folder] }) { return known.owners(of: module) }
        let owners = ModuleOwners(nearestAbove: filePath) ?? ModuleOwners()
        found.withLock { $0[folder] = owners }
        return owners.owners(of: module)
    }
}
