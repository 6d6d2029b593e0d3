/// Why an ``OTLPFileTracer`` could not be made.
public enum OTLPFileTracerError: Error, Equatable, CustomStringConvertible {
    /// The file cannot be created or opened for writing.
    case cannotWrite(String)

    public var description: String {
        switch self {
        case .cannotWrite(let path): "cannot write the trace file \(path): check that its folder exists and is writable"
        }
    }
}
