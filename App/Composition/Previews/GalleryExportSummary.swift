/// What ``GalleryExport/write(to:live:)`` wrote.
public struct GalleryExportSummary: Sendable, Equatable {
    /// How many files.
    public let files: Int
    /// How many bytes, in all.
    public let bytes: Int
    /// The files that were there before and were replaced, by their paths relative to the folder.
    public let replaced: [String]
}
