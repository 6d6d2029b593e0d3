import Foundation

/// An item of the items list: a name, whether it is enabled, and when it was created.
public struct Item: Sendable, Equatable, Hashable, Codable, Identifiable {
    /// The item's id, unique and positive.
    public let id: Int64
    /// The item's name.
    public var name: String
    /// Whether the item is enabled.
    public var enabled: Bool
    /// When the item was created.
    public var date: Date

    /// Creates an item.
    /// How many sample items a user gets back (``ItemsService/addSampleItems()``): one page.
    public static let sampleCount = 50

    public init(id: Int64, name: String, enabled: Bool, date: Date) {
        self.id = id
        self.name = name
        self.enabled = enabled
        self.date = date
    }
}
