import LayoutJSON
import Synchronization

/// What `layoutviz preview` serves, shared by the render loop (which publishes) and the server's requests and
/// WebSockets (which read and subscribe): for each input, its last good figures (each as the inspector's data and
/// figures JSON), its current error (nil when the last load worked) and a version counting the publications. The
/// last good figures stay when an error arrives, so a page keeps showing them under the error.
///
/// A subscriber (an open page's WebSocket) gets the current message at once and then every new one for its
/// (input, figure); it holds at most the newest unsent message, so a slow or vanished client never makes the
/// render loop wait or memory grow. Thread-safe.
public final class PreviewHub: Sendable {
    /// One figure of an input, ready to send: its name (nil for a single-figure input) and the page's JSON.
    public struct Figure: Sendable, Equatable {
        public var name: String?
        public var data: String
        public var figures: String

        public init(name: String?, data: String, figures: String) {
            self.name = name; self.data = data; self.figures = figures
        }
    }

    /// The state of one input.
    public struct Entry: Sendable {
        public var figures: [Figure] = []
        public var error: String?
        public var version = 0
        /// Nothing has been published yet.
        public var pending = true
    }

    struct Subscriber {
        var input: Int
        var figure: Int
        var continuation: AsyncStream<String>.Continuation
    }

    struct State {
        var entries: [Entry]
        var subscribers: [Int: Subscriber] = [:]
        var nextID = 0
    }

    /// The served inputs, as given (after directories were expanded): the only files the server knows.
    public let inputs: [String]
    private let state: Mutex<State>

    public init(inputs: [String]) {
        self.inputs = inputs
        state = Mutex(State(entries: inputs.map { _ in Entry() }))
    }

    public func entry(_ input: Int) -> Entry? {
        state.withLock { $0.entries.indices.contains(input) ? $0.entries[input] : nil }
    }

    /// New figures for `input`: its error is cleared and every subscriber told.
    public func publish(_ input: Int, figures: [Figure]) {
        update(input) { $0.figures = figures; $0.error = nil }
    }

    /// An error for `input` (its last good figures stay).
    public func publish(_ input: Int, error: String) {
        update(input) { $0.error = error }
    }

    private func update(_ input: Int, _ change: (inout Entry) -> Void) {
        state.withLock { s in
            guard s.entries.indices.contains(input) else { return }
            change(&s.entries[input])
            s.entries[input].version += 1
            s.entries[input].pending = false
            for sub in s.subscribers.values where sub.input == input {
                sub.continuation.yield(Self.message(s.entries[input], figure: sub.figure))
            }
        }
    }

    /// The messages for one figure of one input, starting with the current one; nil for an unknown input.
    /// `unsubscribe(id)` ends the stream.
    public func subscribe(input: Int, figure: Int) -> (id: Int, messages: AsyncStream<String>)? {
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let id: Int? = state.withLock { s in
            guard s.entries.indices.contains(input) else { return nil }
            let id = s.nextID
            s.nextID += 1
            s.subscribers[id] = Subscriber(input: input, figure: figure, continuation: continuation)
            if !s.entries[input].pending { continuation.yield(Self.message(s.entries[input], figure: figure)) }
            return id
        }
        guard let id else { return nil }
        return (id, stream)
    }

    public func unsubscribe(_ id: Int) {
        let sub = state.withLock { $0.subscribers.removeValue(forKey: id) }
        sub?.continuation.finish()
    }

    public var subscriberCount: Int { state.withLock { $0.subscribers.count } }

    /// The WebSocket message for one figure of an entry (docs/preview.md, "Protocol"):
    /// `{"version": v, "error": "..."}` while the input has an error, else
    /// `{"version": v, "name": ..., "data": <inspector data>, "figures": <figures>}`.
    static func message(_ entry: Entry, figure: Int) -> String {
        var error = entry.error
        if error == nil, !entry.figures.indices.contains(figure) {
            error = "the input has \(entry.figures.count) figure\(entry.figures.count == 1 ? "" : "s") now; "
                + "figure \(figure + 1) is gone (back to the index page)"
        }
        if let error { return "{\"version\": \(entry.version), \"error\": " + Quote.jsonString(error) + "}" }
        let f = entry.figures[figure]
        return "{\"version\": \(entry.version), \"name\": " + (f.name.map(Quote.jsonString) ?? "null")
            + ", \"data\": " + f.data + ", \"figures\": " + f.figures + "}"
    }
}
