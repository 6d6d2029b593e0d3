/// The accounts every demo database has: log in with ``username`` and ``password``.
public enum DemoAccounts {
    /// The main demo account's username.
    public static let username = "demo"
    /// The main demo account's password.
    public static let password = "demo1234"

    /// Every seeded account, the main one first.
    public static let all: [DemoAccount] = [
        DemoAccount(username: username, password: password, displayName: "Demo User"),
        // Alice tries the item detail's successor, which edits an item's name in place.
        DemoAccount(username: "alice", password: "alice1234", displayName: "Alice Martin", flags: ["item-detail-next": true]),
        DemoAccount(username: "bob", password: "bob12345", displayName: "Bob Chen"),
    ]
}
