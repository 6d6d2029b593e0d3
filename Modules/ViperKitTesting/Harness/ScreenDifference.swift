import ViperKit

/// The lines in which two screens differ, for a failure message: each screen is dumped, and the
/// lines only the expected screen has are marked `−`, the ones only the actual screen has `+`,
/// with two lines of context around each change.
enum ScreenDifference {
    /// The readable difference from `expected` to `actual`.
    static func describe(expected: Screen, actual: Screen) -> String {
        let old = lines(of: expected)
        let new = lines(of: actual)
        let difference = new.difference(from: old)
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        // Walk both dumps side by side, printing changed lines and their context.
        var output: [(mark: String, text: String)] = []
        var oldIndex = 0
        var newIndex = 0
        while oldIndex < old.count || newIndex < new.count {
            if oldIndex < old.count, removed.contains(oldIndex) {
                output.append(("−", old[oldIndex]))
                oldIndex += 1
            } else if newIndex < new.count, inserted.contains(newIndex) {
                output.append(("+", new[newIndex]))
                newIndex += 1
            } else {
                output.append((" ", newIndex < new.count ? new[newIndex] : old[oldIndex]))
                oldIndex += 1
                newIndex += 1
            }
        }
        let changed = output.indices.filter { output[$0].mark != " " }
        let shown = Set(changed.flatMap { max(0, $0 - 2) ... min(output.count - 1, $0 + 2) })
        var text: [String] = []
        var last = -1
        for index in output.indices where shown.contains(index) {
            if last >= 0, index > last + 1 { text.append("  …") }
            text.append("\(output[index].mark) \(output[index].text)")
            last = index
        }
        return text.joined(separator: "\n")
    }

    private static func lines(of screen: Screen) -> [String] {
        var text = ""
        dump(screen, to: &text)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
