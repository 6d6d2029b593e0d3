/// A count a test reads, bumped by the code it hands the counter to.
@MainActor
final class Counter {
    var count = 0
}
