import ViperKit

extension ModuleActivity {
    /// Waits until the module's work is done. The wait is generous because on a loaded machine
    /// (two cores shared by parallel suites) the service calls can be slow to get a thread; it is
    /// a safety net, not a measurement.
    func settle() async {
        await idle(timeout: .seconds(300))
    }
}
