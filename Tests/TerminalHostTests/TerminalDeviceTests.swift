import Testing

@testable import TerminalHost

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One after another: raw mode's saved mode is one per process, as the terminal is.
@Suite("The terminal device: raw mode, its restore, the window size and drawing", .serialized)
struct TerminalDeviceTests {
    @Test("a pipe is no terminal: raw mode is refused and the size falls back to 80x24")
    func pipeIsNoTerminal() throws {
        var descriptors: [Int32] = [0, 0]
        #expect(descriptors.withUnsafeMutableBufferPointer { pipe($0.baseAddress!) } == 0)
        defer {
            close(descriptors[0])
            close(descriptors[1])
        }
        let device = TerminalDevice(input: descriptors[0], output: descriptors[1])
        #expect(!device.isTerminal)
        #expect(device.size == .standard)
        #expect(throws: TerminalError.notATerminal) { try device.enableRawMode() }
    }

    @Test("a frame is drawn line by line from the top, each line cleared to its end, in one write")
    func draw() throws {
        var descriptors: [Int32] = [0, 0]
        #expect(descriptors.withUnsafeMutableBufferPointer { pipe($0.baseAddress!) } == 0)
        defer {
            close(descriptors[0])
            close(descriptors[1])
        }
        TerminalDevice(input: descriptors[0], output: descriptors[1]).draw(["Items", "äöü"])
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = buffer.withUnsafeMutableBytes { read(descriptors[0], $0.baseAddress, $0.count) }
        #expect(String(decoding: buffer.prefix(max(0, count)), as: UTF8.self) == "\u{1B}[1;1HItems\u{1B}[0m\u{1B}[K\u{1B}[2;1Häöü\u{1B}[0m\u{1B}[K")
    }

    @Test("a terminal is a terminal and reports its window's size", .enabled(if: PseudoTerminal.isAvailable))
    func size() throws {
        guard let pty = PseudoTerminal() else {
            Issue.record("no pseudo-terminal could be opened")
            return
        }
        let device = TerminalDevice(input: pty.terminal, output: pty.terminal)
        #expect(device.isTerminal)
        pty.resize(columns: 132, rows: 43)
        #expect(device.size == TerminalSize(columns: 132, rows: 43))
        pty.resize(columns: 0, rows: 0)
        #expect(device.size == .standard, "a terminal that says 0x0 is taken to be 80x24")
    }

    @Test("raw mode turns off echo, line editing and signals from keys, and the restore puts the mode back", .enabled(if: PseudoTerminal.isAvailable))
    func rawMode() throws {
        guard let pty = PseudoTerminal() else {
            Issue.record("no pseudo-terminal could be opened")
            return
        }
        let device = TerminalDevice(input: pty.terminal, output: pty.terminal)
        let before = pty.mode
        #expect(before.c_lflag & tcflag_t(ECHO | ICANON | ISIG) != 0)
        try device.enableRawMode()
        let raw = pty.mode
        #expect(raw.c_lflag & tcflag_t(ECHO) == 0)
        #expect(raw.c_lflag & tcflag_t(ICANON) == 0)
        #expect(raw.c_lflag & tcflag_t(ISIG) == 0)
        pty.type([0x03, 0x1B, UInt8(ascii: "["), UInt8(ascii: "A")])
        var decoder = KeyDecoder()
        var keys: [Key] = []
        while keys.count < 2, let bytes = device.read() { keys += decoder.decode(bytes) }
        #expect(keys == [.ctrlC, .up], "Ctrl-C arrives as a key, not a signal")
        device.restoreMode()
        let after = pty.mode
        #expect(after.c_lflag == before.c_lflag)
        #expect(after.c_iflag == before.c_iflag)
        #expect(after.c_oflag == before.c_oflag)
        device.restoreMode()
        #expect(pty.mode.c_lflag == before.c_lflag, "restoring twice is harmless")
    }

    @Test("the restore puts the mode back and leaves the full screen, once", .enabled(if: PseudoTerminal.isAvailable))
    func restoreLeavesTheFullScreen() throws {
        guard let pty = PseudoTerminal() else {
            Issue.record("no pseudo-terminal could be opened")
            return
        }
        let device = TerminalDevice(input: pty.terminal, output: pty.terminal)
        let before = pty.mode
        try device.enableRawMode()
        device.enterFullScreen()
        #expect(pty.drawn().hasPrefix("\u{1B}[?1049h\u{1B}[?25l"))
        device.restoreMode()
        #expect(pty.mode.c_lflag == before.c_lflag)
        #expect(pty.drawn() == "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
        device.leaveFullScreen()
        device.restoreMode()
        device.write("done")
        #expect(pty.drawn() == "done", "nothing is left to undo")
    }

    @Test("leaving the full screen shows the cursor and the normal screen again", .enabled(if: PseudoTerminal.isAvailable))
    func leaveFullScreen() throws {
        guard let pty = PseudoTerminal() else {
            Issue.record("no pseudo-terminal could be opened")
            return
        }
        let device = TerminalDevice(input: pty.terminal, output: pty.terminal)
        device.enterFullScreen()
        _ = pty.drawn()
        device.leaveFullScreen()
        #expect(pty.drawn() == "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
    }
}
