import ViperKit

/// Who owns each module, as the repository's `CODEOWNERS` says, found from this file's place in
/// the sources: the app run from its checkout names each module's team in its spans, with no copy
/// of the file to keep in step; a binary run elsewhere names none.
public enum AppOwners {
    /// The owners of every module; none when no `CODEOWNERS` is above the sources.
    public static let modules = ModuleOwners(nearestAbove: #filePath) ?? ModuleOwners()
}
