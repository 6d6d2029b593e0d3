import ViperKit

/// The title bar: Back (where the screen was pushed), the title, and the toolbar's buttons to the
/// right of it when they fit, on lines of their own below it when they do not. A modal screen has
/// no Back: the module closes it with its own button.
enum HeaderText {
    /// The title bar's lines for `screen`.
    static func lines(_ screen: Screen, context: TextContext) -> [BodyLine] {
        var titleLine = BodyLine(TextLine())
        if context.chrome.showsBack {
            let back = ButtonText.button(Glyph.back + " " + context.words["terminal.back"], isFocused: context.isFocused(.back))
            titleLine.line.append(context.isFocused(.back) ? Glyph.focus : " ")
            titleLine.line.append(back)
            titleLine.line.append(" ")
            titleLine.targets.append(.back)
        }
        let title = TextLine(screen.title, .bold)
        let toolbarItems = screen.actions.map { action in
            ButtonFlow.Item(content: ButtonText.button(action, isFocused: context.isFocused(.action(action.id))), target: .action(action.id))
        }
        let toolbar = ButtonFlow.lines(toolbarItems, width: Int.max, indent: 0, focus: context.focus).first
        if let toolbar, titleLine.line.width + title.width + 2 + toolbar.line.width <= context.columns {
            let left = titleLine.line + title
            titleLine.line = left.padded(to: context.columns - toolbar.line.width) + toolbar.line
            titleLine.targets += toolbar.targets
            return [titleLine]
        }
        titleLine.line = (titleLine.line + title).truncated(to: context.columns)
        return [titleLine] + ButtonFlow.lines(toolbarItems, width: context.columns, indent: 0, focus: context.focus)
    }
}
