import Domain
import Foundation

extension APIClient {
    /// `GET /api/employees`: every employee, by name, with the answer's bytes.
    public func employees() async throws(ServiceError) -> APIDocument<[Employee]> {
        let response = try await send(.get, APIPath.employees, token: try await token())
        return try Self.document([Employee].self, from: response)
    }

    /// `GET <photoPath>`: the photo served at an employee's ``Employee/photoPath``, with its
    /// media type; `nil` when the API has none there (404). The path is always resolved against
    /// the API's own address, so the bearer token is never sent anywhere else.
    /// - Throws: ``ServiceError/invalidRequest(_:)`` for a path outside the API,
    ///   ``ServiceError/invalidResponse(_:)`` when the answer is not an image.
    public func employeePhoto(at photoPath: String) async throws(ServiceError) -> EmployeePhoto? {
        guard photoPath.hasPrefix(APIPath.employees + "/"), !photoPath.contains("..") else {
            throw .invalidRequest("The photo path \(photoPath) is not one of the API's employee photos.")
        }
        let response: HTTPClientResponse
        do throws(ServiceError) {
            response = try await send(.get, photoPath, token: try await token())
        } catch .notFound {
            return nil
        }
        let contentType = response.headers.first { $0.key.lowercased() == "content-type" }?.value ?? ""
        let mediaType = contentType.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        guard mediaType.hasPrefix("image/"), !response.body.isEmpty else {
            throw .invalidResponse("The photo at \(photoPath) is not an image (\(contentType.isEmpty ? "no type" : contentType)).")
        }
        return EmployeePhoto(mediaType: mediaType, data: response.body)
    }

    /// `GET /api/account`: the logged-in user's account details, with the answer's bytes.
    public func accountDetails() async throws(ServiceError) -> APIDocument<AccountDetails> {
        let response = try await send(.get, APIPath.account, token: try await token())
        return try Self.document(AccountDetails.self, from: response)
    }

    /// `GET /api/flags`: the logged-in user's feature flag values, with the answer's bytes.
    public func featureFlags() async throws(ServiceError) -> APIDocument<[String: Bool]> {
        let response = try await send(.get, APIPath.flags, token: try await token())
        return try Self.document([String: Bool].self, from: response)
    }
}
