import FinalScreen
import FinalScreenInterface
import ViperKit

/// The final screen's named state: the value the account passed on.
public enum FinalScreenPreviews {
    /// Every state, in the order the gallery shows them.
    public static let all: [ModulePreview] = [
        ModulePreview("showing a value") { language in
            FinalScreenDefaultBuilder(language: language).build(input: FinalScreenInput(value: "Team lead"), delegate: nil)
        }
    ]
}
