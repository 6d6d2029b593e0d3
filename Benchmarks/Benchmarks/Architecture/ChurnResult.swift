/// What a churn left behind.
struct ChurnResult {
    /// Open/close cycles run.
    let cycles: Int
    /// Modules whose release was checked.
    let checked: Int
    /// Checked modules with any role still alive.
    let liveModules: Int
    /// Their roles still alive.
    let liveRoles: Int
    /// The leak tracker's reports.
    let leakReports: Int
    /// Resident memory after the warm-up, bytes.
    let residentAfterWarmUp: Int
    /// Resident memory after the last cycle, bytes.
    let residentAtEnd: Int
    /// C heap in use after the warm-up, bytes.
    let heapAfterWarmUp: Int
    /// C heap in use after the last cycle, bytes.
    let heapAtEnd: Int

    /// The resident memory's growth after the warm-up in KiB (negative when it shrank).
    var residentGrowthKiB: Int { (residentAtEnd - residentAfterWarmUp) / 1_024 }
    /// The C heap's growth after the warm-up in KiB (negative when it shrank).
    var heapGrowthKiB: Int { (heapAtEnd - heapAfterWarmUp) / 1_024 }
}
