import Domain
import Fakes
import Foundation
import Testing
import ViperKit

@testable import EmployeeList

@MainActor
@Suite("Employee section model")
struct EmployeeSectionModelTests {
    let strings = EmployeeListFixtures.strings()

    @Test("holds a base-info cell, one cell per workplace, then Call and Text button cells, each with its cell kind")
    func cells() throws {
        let section = EmployeeSectionModel(EmployeeProfile(employee: FakeEmployees.chloe, photo: nil), strings: strings)
        #expect(section.id == "employee-3")
        #expect(
            section.rows.map(\.cellKind) == [
                .employeeBaseInfo, .employeeWorkplace, .employeeWorkplace, .employeeWorkplace, .button, .button,
            ])
        let workplaces = section.rows.compactMap { ($0 as? EmployeeWorkplaceCellModel)?.workplace }
        #expect(workplaces == ["Berlin office", "London office", "Client site"])
        let call = try #require(section.button("Call"))
        #expect(call.detail == "+1 555 0103")
        let text = try #require(section.button("Text"))
        #expect(text.detail == "chloe.dubois@example.com")
    }

    @Test("a button cell's action calls the section's delegate with the phone or the email")
    func buttonsReachDelegate() throws {
        let section = EmployeeSectionModel(EmployeeProfile(employee: FakeEmployees.alice, photo: nil), strings: strings)
        let delegate = SectionDelegateSpy()
        section.delegate = delegate
        let call = try #require(section.button("Call")?.action)
        call()
        let text = try #require(section.button("Text")?.action)
        text()
        #expect(delegate.calls == ["+1 555 0101"])
        #expect(delegate.texts == ["alice.martin@example.com"])
    }

    @Test("holds its delegate weakly, and a button without a delegate does nothing")
    func weakDelegate() throws {
        let section = EmployeeSectionModel(EmployeeProfile(employee: FakeEmployees.alice, photo: nil), strings: strings)
        var delegate: SectionDelegateSpy? = SectionDelegateSpy()
        section.delegate = delegate
        delegate = nil
        #expect(section.delegate == nil)
        let call = try #require(section.button("Call")?.action)
        call()
    }

    @Test("a photo becomes a data: URL of its bytes; no photo leaves the initials")
    func photoOrInitials() throws {
        let photo = FakeEmployees.photo(id: 1)
        let withPhoto = try #require(EmployeeSectionModel(EmployeeProfile(employee: FakeEmployees.alice, photo: photo), strings: strings).baseInfo)
        #expect(withPhoto.photoURL?.absoluteString == "data:image/svg+xml;base64," + photo.data.base64EncodedString())
        #expect(withPhoto.photoDescription == "Photo of Alice Martin")
        #expect(withPhoto.initials == "AM")
        let without = try #require(EmployeeSectionModel(EmployeeProfile(employee: FakeEmployees.daniel, photo: nil), strings: strings).baseInfo)
        #expect(without.photoURL == nil)
        #expect(without.initials == "DO")
        #expect(without.photoDescription == "Initials of Daniel Okafor")
    }

    @Test("in German, the buttons are Anrufen and Schreiben and the photo is described in German")
    func german() throws {
        let german = EmployeeListFixtures.strings(.german)
        let section = EmployeeSectionModel(EmployeeProfile(employee: FakeEmployees.alice, photo: nil), strings: german)
        #expect(section.button("Anrufen")?.detail == "+1 555 0101")
        #expect(section.button("Schreiben")?.detail == "alice.martin@example.com")
        #expect(section.baseInfo?.photoDescription == "Initialen von Alice Martin")
        section.showPhoto(FakeEmployees.photo(id: 1))
        #expect(section.baseInfo?.photoDescription == "Foto von Alice Martin")
    }

    @Test(
        "initials are the first letters of the first and last names",
        arguments: [
            ("Alice Martin", "AM"), ("Chloé Dubois", "CD"), ("Mary Ann de Vries", "MV"), ("Plato", "P"), ("  ", ""),
        ])
    func initials(name: String, expected: String) {
        #expect(EmployeeBaseInfoCellModel.initials(of: name) == expected)
    }
}
