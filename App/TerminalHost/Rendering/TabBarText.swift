import ViperKit

/// The tab bar at the foot of the screen: each tab with its digit (`● 1 Items  ○ 2 Contacts`, the
/// selected one filled and bold), then the tab container's buttons such as Log out. Nothing when
/// the app shows no tabs.
enum TabBarText {
    /// The tab bar's lines for `context`'s chrome.
    static func lines(context: TextContext) -> [BodyLine] {
        let chrome = context.chrome
        guard !chrome.tabTitles.isEmpty else { return [] }
        var items = chrome.tabTitles.enumerated().map { index, title in
            let isSelected = index == chrome.selectedTab
            let digit = index < 9 ? "\(index + 1) " : ""
            let text = (isSelected ? Glyph.selectedTab : Glyph.tab) + " " + digit + title
            return ButtonFlow.Item(content: TextLine(text, isSelected ? [.bold, .underline] : []), target: nil)
        }
        if !chrome.isModal {
            items += chrome.tabActions.map { action in
                ButtonFlow.Item(
                    content: ButtonText.button(action, isFocused: context.isFocused(.tabAction(action.id))), target: .tabAction(action.id))
            }
        }
        return ButtonFlow.lines(items, width: context.columns, indent: 1, focus: context.focus)
    }
}
