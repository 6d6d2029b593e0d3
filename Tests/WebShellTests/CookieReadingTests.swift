import Testing

@testable import WebShell

@Suite("Reading the shell's cookies")
struct CookieReadingTests {
    private func read(_ fields: [String]) -> (String?, String?) {
        ShellResponder.cookies("viper_session", "viper_device", in: fields)
    }

    @Test("both cookies are found among others, in any order, with spaces around the pairs or none")
    func amongOthers() {
        let values = read(["theme=dark; viper_device=DEVICE;viper_session=SESSION ;  other=1"])
        #expect(values.0 == "SESSION")
        #expect(values.1 == "DEVICE")
    }

    @Test("the first cookie of a name counts, in a field or across fields")
    func firstOfAName() {
        #expect(read(["viper_session=one; viper_session=two"]).0 == "one")
        #expect(read(["a=b", "viper_session=one", "viper_session=two"]).0 == "one")
    }

    @Test("a quoted value is read without its quotes; an empty value is empty; a name alone is no cookie")
    func oddValues() {
        #expect(read(["viper_session=\"SESSION\""]).0 == "SESSION")
        #expect(read(["viper_session="]).0 == "")
        #expect(read(["viper_session; viper_device=D"]) == (nil, "D"))
    }

    @Test("a name that only starts or ends like a cookie's is another cookie")
    func namesMatchWhole() {
        #expect(read(["xviper_session=A; viper_sessionx=B; viper_device2=C"]) == (nil, nil))
    }

    @Test("no Cookie field: no cookies")
    func none() {
        #expect(read([]) == (nil, nil))
    }
}
