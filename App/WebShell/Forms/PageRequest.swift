/// A request for another page of a paged section: `?section=<id>&offset=<n>` on a screen's URL.
struct PageRequest: Sendable, Equatable {
    /// The section to move.
    let section: String
    /// The index of the first row to show.
    let offset: Int

    /// The query name of the section.
    static let sectionName = "section"
    /// The query name of the offset.
    static let offsetName = "offset"

    /// Reads a paging request from a query; `nil` if the query asks for none.
    init?(query: FormData) throws(FormError) {
        let section = query[Self.sectionName]
        let offset = query[Self.offsetName]
        if section == nil, offset == nil { return nil }
        guard let section, !section.isEmpty, let offset else { throw .incompletePaging }
        guard offset.allSatisfy(\.isASCII), let value = Int(offset), value >= 0 else {
            throw .invalidOffset(String(offset.prefix(40)))
        }
        self.section = section
        self.offset = value
    }

    /// The query string (without `?`) asking for `offset` in `section`.
    static func query(section: String, offset: Int) -> String {
        "\(sectionName)=\(section.formEncoded)&\(offsetName)=\(offset)"
    }
}
