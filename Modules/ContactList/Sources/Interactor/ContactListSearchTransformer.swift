import Domain
import Foundation

/// The search of the contact list as a method object: filters the contacts by name and sends the
/// Start, contact…, End sequence. The use case runs it for every list it sends, after a load and
/// after a search, so both follow the same rule.
@MainActor
struct ContactListSearchTransformer {
    /// The logged-in user's contacts, in the order the contact manager gave them (by name).
    let contacts: [Contact]
    /// When the contacts were saved on this device if they are the offline copy, else `nil`.
    let cachedAt: Date?

    /// Sends the contacts whose name contains `query`, ignoring case and accents (an empty query
    /// matches every contact), between Start and End; "no contacts found" when the user has none,
    /// "none matching" when the search leaves none.
    func transform(query: String, output: any ContactListContactsOutput) {
        output.presentContactListStart(cachedAt: cachedAt)
        if contacts.isEmpty {
            output.presentNoContactsFound()
        } else {
            let matches = contacts.filter { Self.name($0.name, matches: query) }
            if matches.isEmpty {
                output.presentNoContacts(matching: query)
            }
            for contact in matches {
                output.present(contact: ContactListPresentationModel(contact: contact))
            }
        }
        output.presentContactListEnd()
    }

    /// Whether `name` contains `query`, ignoring case and accents; an empty query matches all.
    nonisolated static func name(_ name: String, matches query: String) -> Bool {
        query.isEmpty || name.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
    }
}
