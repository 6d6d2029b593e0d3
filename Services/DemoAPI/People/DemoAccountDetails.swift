import Domain
import Foundation

/// The account details the demo server gives each user, generated from the user (no table):
/// the same user always gets the same team, role, office, phone and start date.
public enum DemoAccountDetails {
    private static let teams = ["Platform", "Mobile", "Payments", "Growth"]
    private static let roles = ["Engineer", "Team lead", "Designer", "Analyst", "Product owner"]
    private static let offices = ["Berlin", "Lisbon", "London", "Remote"]
    /// 14 September 2020, the demo company's first day.
    private static let firstDay = Date(timeIntervalSince1970: 1_600_041_600)

    /// The details of `user`'s account.
    public static func details(for user: User) -> AccountDetails {
        let seed = Int(user.id)
        return AccountDetails(
            userID: user.id,
            username: user.username,
            displayName: user.displayName,
            email: user.username + "@example.com",
            phone: "+1 555 02" + String(format: "%02d", seed % 100),
            team: teams[seed % teams.count],
            role: roles[seed % roles.count],
            office: offices[seed % offices.count],
            memberSince: firstDay.addingTimeInterval(Double(seed) * 37 * 86_400)
        )
    }
}
