import AppComposition
import Testing

@Suite("Descriptor budget")
struct DescriptorBudgetTests {
    @Test(
        "each server gets a third of the descriptors left after the reserve, between 16 and 512",
        arguments: [(1_024, 298), (20_000, 512), (256, 42), (100, 16), (Int.max, 512)]
    )
    func connectionsPerServer(limit: Int, expected: Int) {
        #expect(DescriptorBudget.connectionsPerServer(openFileLimit: limit) == expected)
    }

    @Test("the shell's and the API's connections together fit in the limit: one descriptor per shell connection, two per API connection")
    func fits() {
        for limit in [512, 1_024, 4_096, 65_536] {
            let each = DescriptorBudget.connectionsPerServer(openFileLimit: limit)
            #expect(each * 3 + DescriptorBudget.reserve <= limit)
        }
    }
}
