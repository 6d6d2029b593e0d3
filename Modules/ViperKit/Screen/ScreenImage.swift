import Foundation

/// A small picture on a row (a person's photo), platform-neutral: either an image carried in a
/// `data:` URL, or the initials a shell draws in its place, always with the text a screen reader
/// reads for it.
public struct ScreenImage: Sendable, Equatable {
    /// The picture as a `data:image/…` URL, or `nil` to draw ``initials`` instead.
    public var url: URL?
    /// The letters drawn when there is no picture (for example "AM" for Alice Martin).
    public var initials: String
    /// What the picture shows, for assistive technology (for example "Photo of Alice Martin").
    public var label: String

    /// Creates an image; without `url` a shell draws `initials`.
    public init(url: URL?, initials: String, label: String) {
        self.url = url
        self.initials = initials
        self.label = label
    }

    /// The picture's bytes as a data URL, if it is a `data:image/…` URL.
    ///
    /// Shells show only pictures carried in the page itself, never fetched from elsewhere.
    public var dataURL: URL? {
        guard let url, url.absoluteString.lowercased().hasPrefix("data:image/") else { return nil }
        return url
    }
}
