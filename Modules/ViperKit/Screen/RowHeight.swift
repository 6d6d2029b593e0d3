/// How tall a shell draws a row, as a table view asks a cell's height: as tall as its content by
/// default, a fixed height, or the whole height available to the list, for a row that stands in
/// for the list's rows (nothing found, an error).
///
/// A view that knows its height passes it to its presenter at ready (a UIKit view would pass
/// `.fixed(Int(view.bounds.height))`); a web view cannot know the browser's, so it passes
/// ``fill`` and the shell's CSS makes such a row fill the list's area.
public enum RowHeight: Sendable, Hashable {
    /// As tall as its content.
    case automatic
    /// Exactly this many points (CSS pixels in the web shell).
    case fixed(Int)
    /// The height available to the list: the rest of the screen below what comes before it.
    case fill
}
