/// Where the focus targets of the scrolling content were drawn in the last frame and how tall the
/// content was, so Page Up and Page Down know what a page is and which target it lands on.
struct BodyLayout: Sendable, Equatable {
    /// The content lines each target takes (with the header before it or the message under it).
    var ranges: [FocusTarget: Range<Int>]
    /// How many content lines the terminal shows.
    var height: Int
    /// How many content lines there are.
    var lineCount: Int

    /// The largest scroll offset: the last content line at the bottom.
    var maxScroll: Int { max(0, lineCount - height) }

    /// The ranges of `lines`: each target's lines, widened over attached neighbours.
    static func ranges(of lines: [BodyLine]) -> [FocusTarget: Range<Int>] {
        var ranges: [FocusTarget: Range<Int>] = [:]
        for (index, line) in lines.enumerated() {
            for target in line.targets {
                let range = ranges[target] ?? index ..< index + 1
                ranges[target] = min(range.lowerBound, index) ..< max(range.upperBound, index + 1)
            }
        }
        for (target, range) in ranges {
            var lower = range.lowerBound
            while lower > 0, lines[lower - 1].targets.isEmpty, lines[lower - 1].attachment == .next { lower -= 1 }
            var upper = range.upperBound
            while upper < lines.count, lines[upper].targets.isEmpty, lines[upper].attachment == .previous { upper += 1 }
            ranges[target] = lower ..< upper
        }
        return ranges
    }
}
