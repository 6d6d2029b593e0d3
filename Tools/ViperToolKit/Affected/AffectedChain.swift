/// How a target came to be selected: the targets from it down to a changed one, and why that one changed.
public struct AffectedChain: Sendable, Hashable, CustomStringConvertible {
    /// The selected target first, then each target it depends on along the way, ending with the changed target.
    public let targets: [String]
    /// Why the last target changed.
    public let reason: AffectedReason

    /// A chain through `targets` (selected first, changed last) ending in `reason`.
    public init(targets: [String], reason: AffectedReason) {
        self.targets = targets
        self.reason = reason
    }

    /// The targets, then the reason: what `--json --why` prints for the target.
    public var links: [String] { targets + [reason.description] }

    /// `ItemsListTests <- ItemsList <- ItemDetailInterface <- Modules/ItemDetail/Interface/ItemDetailInput.swift`.
    public var description: String { links.joined(separator: " <- ") }
}
