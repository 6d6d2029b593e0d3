/// A role object of a stand-in module that a builder spy returns.
final class StandInRole {}
