/// Turns the bytes a terminal sends into ``Key``s. A read can end in the middle of a key (an
/// arrow's `ESC [` in one read, `A` in the next; the first byte of `ä`; a paste or a slow link
/// splits keys anywhere), so the decoder keeps an unfinished sequence until the next chunk, even
/// an ESC on its own: it is the Esc key only once the terminal has gone quiet for a whole frame
/// (``tick()``), as the rest of a sequence may already be in the next read.
struct KeyDecoder: Sendable {
    /// The bytes of an unfinished key from the end of the last chunk.
    private var pending: [UInt8] = []
    /// Whether bytes were decoded since the last ``tick()``.
    private var readSinceTick = false

    /// A decoder with nothing pending.
    init() {}

    /// The keys `bytes` complete, in order, with anything unfinished kept for the next call.
    mutating func decode(_ bytes: [UInt8]) -> [Key] {
        readSinceTick = true
        let input = pending + bytes
        pending = []
        var keys: [Key] = []
        var index = 0
        while index < input.count {
            let byte = input[index]
            switch byte {
            case ANSI.escapeByte:
                guard let (key, length) = escapeSequence(in: input, at: index) else {
                    pending = Array(input[index...])
                    return keys
                }
                if let key { keys.append(key) }
                index += length
            case 0x0D:
                keys.append(.enter)
                // "\r\n" (a paste, a terminal that sends both) is one Enter.
                index += index + 1 < input.count && input[index + 1] == 0x0A ? 2 : 1
            case 0x0A:
                keys.append(.enter)
                index += 1
            case 0x09:
                keys.append(.tab)
                index += 1
            case 0x7F, 0x08:
                keys.append(.backspace)
                index += 1
            case 0x03:
                keys.append(.ctrlC)
                index += 1
            case 0x04:
                keys.append(.ctrlD)
                index += 1
            case 0x0C:
                keys.append(.ctrlL)
                index += 1
            case 0x20 ..< 0x7F:
                keys.append(.character(Character(Unicode.Scalar(byte))))
                index += 1
            case 0xC0 ... 0xF7:
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                guard index + length <= input.count else {
                    pending = Array(input[index...])
                    return keys
                }
                let scalarBytes = input[index ..< index + length]
                if scalarBytes.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }),
                    let scalar = String(validating: scalarBytes, as: UTF8.self)?.unicodeScalars.first,
                    scalar.properties.generalCategory != .control
                {
                    keys.append(.character(Character(scalar)))
                    index += length
                } else {
                    index += 1
                }
            default:
                // Other control bytes and stray continuation bytes mean nothing here.
                index += 1
            }
        }
        return keys
    }

    /// What the frame clock's tick finishes: an unfinished sequence kept through a whole frame with
    /// nothing read meanwhile (the terminal went quiet after `ESC` or `ESC [`) is Esc, then nothing
    /// else. A tick that comes after bytes were read only starts that quiet time: the sequence's
    /// rest may be in the read after it.
    mutating func tick() -> [Key] {
        guard !readSinceTick else {
            readSinceTick = false
            return []
        }
        defer { pending = [] }
        return pending.first == ANSI.escapeByte ? [.escape] : []
    }

    /// The key the escape sequence at `start` stands for (`nil` for one the host ignores) and how
    /// many bytes it has, or `nil` when the chunk ends before the sequence does.
    private func escapeSequence(in input: [UInt8], at start: Int) -> (Key?, Int)? {
        let next = start + 1
        guard next < input.count else { return nil }
        switch input[next] {
        case ANSI.controlSequenceByte:
            var cursor = next + 1
            while cursor < input.count {
                let byte = input[cursor]
                if (0x40 ... 0x7E).contains(byte) {
                    return (ANSI.key(controlSequence: Array(input[(next + 1) ..< cursor]), final: byte), cursor - start + 1)
                }
                guard (0x20 ... 0x3F).contains(byte) else { return (nil, cursor - start) }
                cursor += 1
            }
            return nil
        case ANSI.singleShiftByte:
            guard next + 1 < input.count else { return nil }
            return (ANSI.key(singleShift: input[next + 1]), 3)
        default:
            // ESC then another key (Alt-x, or Esc pressed twice): Esc, and the next byte is read on its own.
            return (.escape, 1)
        }
    }
}
