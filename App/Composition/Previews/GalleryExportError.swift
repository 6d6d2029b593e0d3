import Foundation

/// Why the gallery could not be written to a folder, each as a sentence that names the folder or
/// file, says what was wrong and what to do.
public enum GalleryExportError: Error, Equatable, CustomStringConvertible {
    /// The folder's path is empty.
    case emptyPath
    /// Something that is not a folder is where the gallery's folder (or one of its feature
    /// folders) goes.
    case notAFolder(String)
    /// A folder is where one of the gallery's files goes.
    case notAFile(String)
    /// A file or folder the gallery writes is a symbolic link, to the path given: the export never
    /// writes through a link, which could lead out of the folder.
    case link(String, to: String)
    /// A file or folder could not be made or written.
    case cannotWrite(String, reason: String)

    public var description: String {
        switch self {
        case .emptyPath:
            "--export needs the path of a folder (made if missing), for example --export gallery."
        case .notAFolder(let path):
            "\(path) is not a folder: choose a folder for the gallery (it is made if missing), or move that file away."
        case .notAFile(let path):
            "\(path) is a folder where the gallery writes a file: move it away, or choose another folder."
        case .link(let path, let target):
            "\(path) is a symbolic link to \(target), and the gallery never writes through a link: remove the link or choose another folder."
        case .cannotWrite(let path, let reason):
            "Could not write \(path) (\(reason)): check that the folder is writable and the disk has room, or choose another folder."
        }
    }
}
