import Foundation
import Synchronization

/// The documents one read-through read last, in memory: for each of the few keys read most
/// recently (``capacity``), the decoded value and the validator the API gave with it, so that a
/// read the API answers `304 Not Modified` costs neither a read of the document cache nor a JSON
/// decode (see ``DocumentReadThrough``).
///
/// It holds one user's documents: the first call made for another user empties it, so a session
/// whose user changed never answers with the previous user's values. An entry is only ever a
/// value with the validator of the same answer, and is only answered after the API confirmed that
/// validator, so an entry left behind by a cancelled or failed read can cost a full read, never a
/// stale answer.
final class DocumentMemo: Sendable {
    private struct Entry {
        let key: String
        var document: MemoizedDocument<any Sendable>
    }

    private struct State {
        var userID: Int64?
        /// Least recently read first.
        var entries: [Entry] = []

        /// Empties the memo when it holds another user's documents.
        mutating func own(_ userID: Int64) {
            if self.userID != userID {
                self.userID = userID
                entries = []
            }
        }
    }

    /// How many keys it keeps at most; reading another one drops the least recently read.
    let capacity: Int
    private let state = Mutex(State())

    /// An empty memo keeping at most `capacity` keys (8 by default: the pages and screens a
    /// session goes back to).
    init(capacity: Int = 8) {
        self.capacity = max(1, capacity)
    }

    /// User `userID`'s document under `key`, when it is a `Value`; it becomes the most recently read.
    func document<Value: Sendable>(_ type: Value.Type, key: String, userID: Int64) -> MemoizedDocument<Value>? {
        state.withLock { state in
            state.own(userID)
            guard let index = state.entries.firstIndex(where: { $0.key == key }) else {
                return nil
            }
            let entry = state.entries.remove(at: index)
            state.entries.append(entry)
            guard let value = entry.document.value as? Value else {
                return nil
            }
            return MemoizedDocument(value: value, validator: entry.document.validator, savedAt: entry.document.savedAt)
        }
    }

    /// Keeps `document` as user `userID`'s under `key`, the most recently read, in place of any
    /// other under that key.
    func keep<Value: Sendable>(_ document: MemoizedDocument<Value>, key: String, userID: Int64) {
        let erased = MemoizedDocument<any Sendable>(value: document.value, validator: document.validator, savedAt: document.savedAt)
        state.withLock { state in
            state.own(userID)
            state.entries.removeAll { $0.key == key }
            state.entries.append(Entry(key: key, document: erased))
            if state.entries.count > capacity {
                state.entries.removeFirst(state.entries.count - capacity)
            }
        }
    }

    /// Records that user `userID`'s copy under `key` given with `validator` was confirmed current
    /// at `date`, when the memo still holds that document.
    func confirm(key: String, userID: Int64, validator: String, at date: Date) {
        state.withLock { state in
            guard state.userID == userID, let index = state.entries.firstIndex(where: { $0.key == key && $0.document.validator == validator })
            else { return }
            let document = state.entries[index].document
            state.entries[index].document = MemoizedDocument(value: document.value, validator: document.validator, savedAt: date)
        }
    }

    /// Drops user `userID`'s document under `key`, if any.
    func forget(key: String, userID: Int64) {
        state.withLock { state in
            guard state.userID == userID else { return }
            state.entries.removeAll { $0.key == key }
        }
    }

    /// Drops every document.
    func removeAll() {
        state.withLock { state in
            state.userID = nil
            state.entries = []
        }
    }
}
