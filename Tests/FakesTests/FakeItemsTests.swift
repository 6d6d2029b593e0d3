import Domain
import Fakes
import Foundation
import Testing

@Suite("FakeItems")
struct FakeItemsTests {
    @Test("makes the same items on every run")
    func deterministic() {
        #expect(FakeItems.make(5) == FakeItems.make(5))
        #expect(FakeItems.make(3).map(\.id) == [1, 2, 3])
        #expect(FakeItems.make(2, startingAt: 10).map(\.id) == [10, 11])
        #expect(FakeItems.make(0).isEmpty)
        #expect(FakeItems.make(-1).isEmpty)
    }

    @Test("odd ids are enabled, even ids disabled; names and dates follow the id")
    func shape() {
        let item = FakeItems.item(id: 3)
        #expect(item.name == "Item 3")
        #expect(item.enabled)
        #expect(FakeItems.item(id: 4).enabled == false)
        #expect(item.date == FakeItems.referenceDate.addingTimeInterval(180))
    }
}
