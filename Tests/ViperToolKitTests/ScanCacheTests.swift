import Foundation
import Testing
import ViperKitTesting

@testable import ViperToolKit

@Suite("What a check parsed, kept on disk for the next run of the same tool", .onThreadsOfTheirOwn)
struct ScanCacheTests {
    private let scanner = SourceScanner()

    /// A package folder with `files` (path: text) and a cache file of the tool named `tool` in it.
    private func folder(_ files: [String: String]) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory(prefix: "ScanCache")
        for (path, text) in files {
            let url = directory.url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return directory
    }

    private func cache(in directory: TemporaryDirectory, tool: String = "viper 1") -> ScanCache {
        ScanCache(file: directory.url.appendingPathComponent(".build/viper-check/scanned.json"), tool: tool)
    }

    @Test("a second scan of an unchanged file takes what the first found from the cache, not from parsing")
    func unchangedFileIsNotParsedAgain() throws {
        let directory = try folder(["A.swift": "import Foundation\n"])
        defer { directory.remove() }
        let cache = cache(in: directory)
        _ = scanner.scan(["A.swift"], under: directory.url, cache: cache)
        // Plant an entry no parser would produce for this text: a scan that reads it did not parse.
        let key = cache.key(path: "A.swift", source: "import Foundation\n")
        let planted = ScannedSource(imports: [SourceImport(module: "Planted", file: "A.swift", line: 9)], publicDeclarations: [])
        #expect(cache.load().keys.sorted() == [key])
        cache.save([key: planted])

        #expect(scanner.scan(["A.swift"], under: directory.url, cache: cache)["A.swift"] == planted)
    }

    @Test("a file whose text changed is parsed again, and the cache then holds only this run's files")
    func changedFileIsParsedAgain() throws {
        let directory = try folder(["A.swift": "import Foundation\n", "B.swift": "import Dispatch\n"])
        defer { directory.remove() }
        let cache = cache(in: directory)
        _ = scanner.scan(["A.swift", "B.swift"], under: directory.url, cache: cache)
        try Data("import Foundation\nimport GRDB\n".utf8).write(to: directory.url.appendingPathComponent("A.swift"))

        let found = scanner.scan(["A.swift"], under: directory.url, cache: cache)

        #expect(found["A.swift"]?.imports.map(\.module) == ["Foundation", "GRDB"])
        #expect(cache.load().keys.sorted() == [cache.key(path: "A.swift", source: "import Foundation\nimport GRDB\n")])
    }

    @Test("what another build of the tool saved is not trusted, and a cache file that is not JSON is read as empty")
    func otherToolOrDamagedFileIsIgnored() throws {
        let directory = try folder(["A.swift": "import Foundation\n"])
        defer { directory.remove() }
        let old = cache(in: directory, tool: "viper 1")
        old.save([old.key(path: "A.swift", source: "import Foundation\n"): ScannedSource(imports: [], publicDeclarations: [])])

        #expect(cache(in: directory, tool: "viper 2").load().isEmpty)
        let rescanned = scanner.scan(["A.swift"], under: directory.url, cache: cache(in: directory, tool: "viper 2"))
        #expect(rescanned["A.swift"]?.imports.map(\.module) == ["Foundation"])

        try Data("not json".utf8).write(to: old.file)
        #expect(old.load().isEmpty)
    }
}
