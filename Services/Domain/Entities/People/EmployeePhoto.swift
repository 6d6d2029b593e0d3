import Foundation

/// The bytes of an employee's photo and what kind of image they are.
public struct EmployeePhoto: Sendable, Equatable {
    /// The image's media type, for example `image/svg+xml`.
    public let mediaType: String
    /// The image's bytes.
    public let data: Data

    /// Creates a photo.
    public init(mediaType: String, data: Data) {
        self.mediaType = mediaType
        self.data = data
    }
}
