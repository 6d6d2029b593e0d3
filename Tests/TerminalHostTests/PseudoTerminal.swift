#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pseudo-terminal for tests: the controlling side stands for the person's terminal emulator
/// (it sets the window size, types keys and reads what was drawn) and the other side for the
/// terminal the host runs on.
struct PseudoTerminal: ~Copyable {
    /// The emulator's side.
    let controller: Int32
    /// The host's side, a terminal as far as `isatty` and termios can tell.
    let terminal: Int32

    /// Whether the system gives pseudo-terminals (a container may have none).
    static var isAvailable: Bool {
        #if canImport(Glibc)
        access("/dev/ptmx", R_OK | W_OK) == 0
        #else
        true
        #endif
    }

    /// Opens a new pair, or `nil` where the system has no pseudo-terminals to give.
    init?() {
        #if canImport(Glibc)
        // Glibc's module has neither `posix_openpt` nor `ptsname`, and Swift cannot import the
        // `_IOR`/`_IOW` macros, so this is what they do on Linux: open the multiplexer, unlock the
        // new terminal (TIOCSPTLCK) and ask its number (TIOCGPTN).
        let controller = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard controller >= 0 else { return nil }
        var unlocked: Int32 = 0
        var number: UInt32 = 0
        guard ioctl(controller, UInt(0x4004_5431), &unlocked) == 0, ioctl(controller, UInt(0x8004_5430), &number) == 0 else {
            close(controller)
            return nil
        }
        let name = "/dev/pts/\(number)"
        #else
        let controller = posix_openpt(O_RDWR | O_NOCTTY)
        guard controller >= 0 else { return nil }
        guard grantpt(controller) == 0, unlockpt(controller) == 0, let pointer = ptsname(controller) else {
            close(controller)
            return nil
        }
        let name = String(cString: pointer)
        #endif
        let terminal = open(name, O_RDWR | O_NOCTTY)
        guard terminal >= 0 else {
            close(controller)
            return nil
        }
        self.controller = controller
        self.terminal = terminal
    }

    deinit {
        close(terminal)
        close(controller)
    }

    /// Sets the window size the terminal reports, as resizing the emulator's window does.
    func resize(columns: UInt16, rows: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(controller, UInt(TIOCSWINSZ), &size)
    }

    /// The terminal's current mode.
    var mode: termios {
        var mode = termios()
        _ = tcgetattr(terminal, &mode)
        return mode
    }

    /// Types `bytes` as the person would.
    func type(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
    }

    /// What the host has written so far (waits up to a second for the first byte).
    func drawn() -> String {
        var output: [UInt8] = []
        var poller = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
        var timeout: Int32 = 1000
        while poll(&poller, 1, timeout) > 0 {
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            output += buffer.prefix(count)
            timeout = 50
        }
        return String(decoding: output, as: UTF8.self)
    }
}
