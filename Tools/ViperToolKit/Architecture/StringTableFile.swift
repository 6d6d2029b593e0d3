import Foundation

/// One language's `Localizable.strings` of a target (`Resources/<code>.lproj/`), read line by
/// line for its keys and where each stands: the tables are written one `"key" = "word";` a line.
struct StringTableFile: Sendable {
    /// The language code, the `.lproj` folder's name.
    let language: String
    /// The file, relative to the package root.
    let path: String
    /// Each key and the line it stands on.
    let keys: [String: Int]

    /// The tables of the target at `targetPath`, by language, sorted by code.
    static func tables(ofTargetAt targetPath: String, root: URL) -> [StringTableFile] {
        let resources = root.appendingPathComponent(targetPath).appendingPathComponent("Resources")
        guard let folders = try? FileManager.default.contentsOfDirectory(atPath: resources.path) else { return [] }
        return folders.filter { $0.hasSuffix(".lproj") }.sorted().compactMap { folder in
            let path = targetPath + "/Resources/" + folder + "/Localizable.strings"
            guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else { return nil }
            return StringTableFile(language: String(folder.dropLast(".lproj".count)), path: path, keys: keys(in: text))
        }
    }

    /// The keys of a `.strings` text and their lines.
    static func keys(in text: String) -> [String: Int] {
        var keys: [String: Int] = [:]
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("\"") else { continue }
            var key = ""
            var escaped = false
            for character in trimmed.dropFirst() {
                if escaped {
                    key.append(character)
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    if keys[key] == nil { keys[key] = index + 1 }
                    break
                } else {
                    key.append(character)
                }
            }
        }
        return keys
    }
}
