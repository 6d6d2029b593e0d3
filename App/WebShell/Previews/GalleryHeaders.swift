import Hummingbird

/// The headers of every gallery answer: the shell's Content-Security-Policy for pages under the
/// previews' fixed nonce, with frames of the gallery's own origin allowed (the index frames the
/// pages), and no sniffing of types.
struct GalleryHeaders<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        let nonce = ScreenPage.nonce
        response.headers[.contentSecurityPolicy] =
            "default-src 'none'; style-src 'nonce-\(nonce)'; script-src 'nonce-\(nonce)'; img-src data:; frame-src 'self'; "
            + "form-action 'none'; base-uri 'none'; frame-ancestors 'self'"
        response.headers[.xContentTypeOptions] = "nosniff"
        return response
    }
}
