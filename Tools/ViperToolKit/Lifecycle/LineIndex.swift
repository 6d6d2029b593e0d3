import Foundation

/// Where each line of a file starts, so a byte offset can be reported as a 1-based line.
struct LineIndex {
    private let starts: [Int]

    /// The index of `bytes`.
    init(_ bytes: [UInt8]) {
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        self.starts = starts
    }

    /// The 1-based line holding byte `offset`.
    func line(of offset: Int) -> Int {
        var low = 0
        var high = starts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= offset { low = middle } else { high = middle }
        }
        return low + 1
    }

    /// Line `line`'s text, trimmed.
    func text(of line: Int, in bytes: [UInt8]) -> String {
        let start = starts[line - 1]
        let end = line < starts.count ? starts[line] - 1 : bytes.count
        return String(decoding: bytes[start ..< max(start, end)], as: UTF8.self).trimmingCharacters(in: .whitespaces)
    }
}
