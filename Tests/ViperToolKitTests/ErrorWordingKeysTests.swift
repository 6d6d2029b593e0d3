import Domain
import Testing

@testable import ViperToolKit

/// `viper check` counts a string-table key as used when it is one of the sentences Domain's
/// `ServiceErrorWording(locale:prefix:words:)` reads under a prefix the code names; the checker
/// does not import Domain, so it keeps its own list, which this test holds to Domain's.
@Suite("Error wording keys")
struct ErrorWordingKeysTests {
    @Test("the checker reads an error wording's keys under the same suffixes as Domain's ServiceErrorWording")
    func sameSuffixes() {
        #expect(ArchitectureChecker.errorWordingSuffixes == Set(ServiceErrorWording.keySuffixes))
    }
}
