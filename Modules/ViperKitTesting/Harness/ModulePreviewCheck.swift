import Testing
import ViperKit

/// The one check of a feature's declared states (its `<Name>Previews`): every state is this
/// feature's module, is brought there in English and German, is at rest or mid-work as declared,
/// and lets go of every role once closed. It keeps the gallery and the snapshot tests from drawing
/// a state nobody builds or a module that leaks.
///
/// ```swift
/// @Test("every declared state is built, brought there and released once closed")
/// func previews() async {
///     await ModulePreviewCheck.run(ItemsListPreviews.all, of: "ItemsList")
/// }
/// ```
@MainActor
public enum ModulePreviewCheck {
    /// Checks every state of `previews`, each of module `name`.
    public static func run(_ previews: [ModulePreview], of name: String, sourceLocation: SourceLocation = #_sourceLocation) async {
        #expect(!previews.isEmpty, "\(name) declares at least one state", sourceLocation: sourceLocation)
        #expect(Set(previews.map(\.slug)).count == previews.count, "\(name)'s states have distinct names", sourceLocation: sourceLocation)
        for preview in previews {
            for language in [Language.english, .german] {
                await check(preview, in: language, of: name, at: sourceLocation)
            }
        }
    }

    /// Shows `preview` in `language`, checks it, closes it and expects every role released. The
    /// module is kept only in an optional emptied before the leak check.
    private static func check(_ preview: ModulePreview, in language: Language, of name: String, at location: SourceLocation) async {
        var shown: Module? = await preview.show(in: language)
        let parts = shown!.parts
        let activity = shown!.activity
        let state = "\(name): \(preview.name) (\(language.code))"
        #expect(parts.name == name, "\(state) is a \(name) module, not \(parts.name)", sourceLocation: location)
        #expect(activity.isBusy != preview.isAtRest, "\(state) is \(preview.isAtRest ? "at rest" : "mid-work") as declared", sourceLocation: location)
        activity.cancelAll()
        shown = nil
        let leak = await LeakTracker().expectReleased(parts)
        #expect(leak == nil, "\(state), closed, lets go of every role; still alive: \(leak?.liveRoles ?? [])", sourceLocation: location)
    }
}
