import Foundation

/// What the app knows about the logged-in user.
public struct AccountDetails: Sendable, Equatable, Hashable, Codable {
    /// The user's id.
    public let userID: Int64
    /// The name the user logs in with.
    public let username: String
    /// The name shown to people.
    public let displayName: String
    /// The user's email address.
    public let email: String
    /// The user's phone number, as written.
    public let phone: String
    /// The team the user belongs to.
    public let team: String
    /// The user's role in the team.
    public let role: String
    /// The office the user works from.
    public let office: String
    /// When the account was opened.
    public let memberSince: Date

    /// Creates account details.
    public init(
        userID: Int64,
        username: String,
        displayName: String,
        email: String,
        phone: String,
        team: String,
        role: String,
        office: String,
        memberSince: Date
    ) {
        self.userID = userID
        self.username = username
        self.displayName = displayName
        self.email = email
        self.phone = phone
        self.team = team
        self.role = role
        self.office = office
        self.memberSince = memberSince
    }
}
