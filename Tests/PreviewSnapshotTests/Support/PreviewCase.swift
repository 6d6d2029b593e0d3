import AppComposition
import Testing
import ViperKit

/// One declared state of one feature in one language: a case of the snapshot tests, named as its
/// snapshot file is (`ItemsList.a-page-failed.de`).
struct PreviewCase: Sendable, CustomTestStringConvertible {
    let feature: String
    let preview: ModulePreview
    let language: Language

    /// The snapshot's name: feature, state and language.
    var name: String { "\(feature).\(preview.slug).\(language.code)" }

    var testDescription: String { "\(feature): \(preview.name) (\(language.code))" }

    /// Every state of every feature, in English and in German.
    static let all: [PreviewCase] = FeaturePreviews.all.flatMap { feature, previews in
        previews.flatMap { preview in
            [Language.english, .german].map { PreviewCase(feature: feature, preview: preview, language: $0) }
        }
    }
}
