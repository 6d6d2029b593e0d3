import ViperKit

/// An alert as a box over the screen, as the web shell's `AlertRenderer` draws a dialog: its title
/// in the border, its message wrapped, its buttons below. While it shows, only its buttons take the
/// focus; the screen under it is drawn faint.
enum AlertText {
    /// The alert's box and the targets on each of its lines, fitted into `height` lines (the
    /// message is cut before the buttons are).
    static func box(_ alert: ScreenAlert, height: Int, context: TextContext) -> [BodyLine] {
        let width = BoxText.width(preferred: 60, columns: context.columns)
        let inner = max(1, width - 4)
        let items = alert.actions.map { action in
            ButtonFlow.Item(
                content: ButtonText.button(action, isFocused: context.isFocused(.alertButton(action.id))), target: .alertButton(action.id))
        }
        let buttons = ButtonFlow.lines(items, width: inner, indent: 0, focus: context.focus)
        var message = TextWidth.wrapped(TextWidth.sanitized(alert.message), to: inner).map { TextLine($0) }
        let room = max(0, height - 2 - 1 - buttons.count)
        if message.count > room {
            message = Array(message.prefix(room))
            if let last = message.indices.last { message[last] = (message[last] + TextLine(" …")).truncated(to: inner) }
        }
        let content = message + [TextLine()] + buttons.map(\.line)
        let lines = BoxText.box(title: TextWidth.sanitized(alert.title), content: content, width: width)
        let firstButtonLine = 1 + message.count + 1
        return lines.enumerated().map { index, line in
            let buttonIndex = index - firstButtonLine
            return BodyLine(line, targets: buttons.indices.contains(buttonIndex) ? buttons[buttonIndex].targets : [])
        }
    }
}
