import Hummingbird

/// Refuses what the gallery's file server does not serve before a file is looked up: a method
/// other than GET and HEAD is a 405 whose `Allow` names those two, and a path with a NUL
/// character (`%00` decoded) is a 400, never passed on to the file system.
struct GalleryRequestCheck<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.method == .get || request.method == .head else {
            return Self.refusal(.methodNotAllowed, "The gallery only serves files: send GET or HEAD.", allow: "GET, HEAD")
        }
        let path = request.uri.path
        if path.utf8.contains(0) || path.contains("%00") {
            return Self.refusal(.badRequest, "A path with a NUL character names no file of the gallery.")
        }
        return try await next(request, context)
    }

    /// A plain-text refusal with `status` saying `sentence`.
    private static func refusal(_ status: HTTPResponse.Status, _ sentence: String, allow: String? = nil) -> Response {
        var headers: HTTPFields = [.contentType: "text/plain; charset=utf-8"]
        if let allow { headers[.allow] = allow }
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: sentence + "\n")))
    }
}
