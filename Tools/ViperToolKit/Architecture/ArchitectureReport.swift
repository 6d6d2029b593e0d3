/// What a check found.
public struct ArchitectureReport: Sendable, Hashable {
    /// The violations, sorted by file and line.
    public let violations: [ArchitectureViolation]
    /// How many targets were checked.
    public let targetsChecked: Int
    /// How many Swift files were scanned for imports.
    public let filesScanned: Int

    /// Creates a report.
    public init(violations: [ArchitectureViolation], targetsChecked: Int, filesScanned: Int) {
        self.violations = violations
        self.targetsChecked = targetsChecked
        self.filesScanned = filesScanned
    }

    /// Whether every rule holds.
    public var isClean: Bool { violations.isEmpty }

    /// The one-line summary printed last.
    public var summary: String {
        let count = violations.count
        return "viper check: \(targetsChecked) target\(targetsChecked == 1 ? "" : "s") checked, "
            + "\(filesScanned) file\(filesScanned == 1 ? "" : "s") scanned, \(count) violation\(count == 1 ? "" : "s")"
    }
}
