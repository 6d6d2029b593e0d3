import Foundation

/// A target's sources on disk.
extension PackageTarget {
    /// The Swift files in the target's folder (at any depth) of the package at `root`, relative to
    /// `root`, sorted; none when the folder cannot be read.
    func swiftFiles(inPackageAt root: URL) -> [String] {
        let folder = root.appendingPathComponent(path)
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var files: [String] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let relative = url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count)
            files.append(path + (relative.hasPrefix("/") ? "" : "/") + relative)
        }
        return files.sorted()
    }
}
