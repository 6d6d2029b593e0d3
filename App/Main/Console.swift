import Foundation

/// Writes the app's messages to standard output unbuffered, so a supervisor reading a pipe (a
/// test harness, a process manager) sees each line as soon as it is written.
enum Console {
    static func line(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }
}
