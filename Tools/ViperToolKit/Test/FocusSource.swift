import Foundation

/// What a focused package is made from: its plan, and the manifest text its `Package.swift` is cut
/// from — the real manifest with its `features` array cut to the features the request reaches
/// (see ``FeatureList``), or the real manifest whole when the request reaches beyond features.
///
/// Cutting first keeps a module's loop flat as the package grows: with 1,000 features, evaluating
/// the whole manifest for `dump-package` takes about 11 s on 2 cores, and the focused build would
/// evaluate it again; the cut manifest of `ItemsList` declares a dozen features' targets.
public struct FocusSource: Sendable {
    /// The targets the focused package keeps.
    public let plan: FocusPlan
    /// The manifest text the focused `Package.swift` is cut from.
    public let manifest: String
    /// How many features the cut manifest declares; `nil` when it is the real manifest whole.
    public let features: Int?

    /// Plans the focus of `request` in the package at `root`, whose manifest reads `manifest`.
    ///
    /// The cut manifest is evaluated on its own; its plan is used only when every dependency of the
    /// kept targets resolves inside it (a target outside the cut would otherwise be missed), and the
    /// whole manifest is evaluated instead when it does not.
    public static func planned(forPackageAt root: URL, manifest: String, request: [String]) async throws -> FocusSource {
        if let list = FeatureList(manifest: manifest), let kept = list.features(reachedBy: request) {
            let cut = list.manifest(keeping: kept)
            let plan = try FocusPlan(graph: await PackageDumper().graph(ofManifestText: cut), modules: request)
            if plan.packages != nil { return FocusSource(plan: plan, manifest: cut, features: kept.count) }
        }
        let plan = try FocusPlan(graph: await PackageDumper().graph(ofPackageAt: root), modules: request)
        return FocusSource(plan: plan, manifest: manifest, features: nil)
    }
}
