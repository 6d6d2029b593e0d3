import Foundation

/// Writes the app's messages to standard output unbuffered, so a supervisor reading a pipe (a
/// test harness, a process manager) sees each line as soon as it is written. A line that cannot be
/// written (the terminal hung up, the pipe's reader went away) is dropped: the app ends in order
/// all the same.
enum Console {
    static func line(_ text: String) {
        try? FileHandle.standardOutput.write(contentsOf: Data((text + "\n").utf8))
    }
}
