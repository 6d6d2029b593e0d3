import Foundation

/// This repository, as the tests find it.
enum Repository {
    /// The repository's root: four folders above this file, with links resolved, so it is the real root
    /// also when the tests run in a focused package made of links (`viper test ViperToolKit`).
    static let root = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
