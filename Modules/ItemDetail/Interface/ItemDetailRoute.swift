import ViperKit

/// Where the item detail module lives.
public enum ItemDetailRoute {
    /// `/items/:id`.
    public static let pattern = RoutePattern("/items/:id")

    /// The route of item `id`'s detail, such as `/items/3`.
    public static func route(for id: Int64) -> Route {
        pattern.route(["id": String(id)])
    }
}
