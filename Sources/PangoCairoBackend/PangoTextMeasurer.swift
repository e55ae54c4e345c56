import Foundation
import LayoutCore
import LayoutRender
import Synchronization

/// The real `TextMeasurer`: Pango with a pinned, hermetic font set (see `FontConfiguration`, `PangoEngine`),
/// so the same request gives the same numbers on every machine of this kind. Thread-safe: every C call runs
/// under one mutex. Results are memoised per `TextRequest` (the cache is cleared when it grows past
/// `cacheLimit` entries). The PNG renderer draws through the same engine, so drawing matches measurement.
public final class PangoTextMeasurer: TextMeasurer, @unchecked Sendable {
    public let fonts: FontConfiguration
    static let cacheLimit = 100_000

    struct State {
        let engine: PangoEngine
        var cache: [TextRequest: TextLayout] = [:]
    }

    private let state: Mutex<State>

    public init(fonts: FontConfiguration) throws(RenderError) {
        self.fonts = fonts
        state = Mutex(State(engine: try PangoEngine(fonts)))
    }

    /// The standard fonts (Inter, DejaVu Serif, DejaVu Sans Mono).
    public convenience init() throws(RenderError) {
        try self.init(fonts: .standard())
    }

    public func measure(_ request: TextRequest) -> TextLayout {
        state.withLock { s in
            if let hit = s.cache[request] { return hit }
            let result = s.engine.measure(request)
            if s.cache.count >= Self.cacheLimit { s.cache.removeAll(keepingCapacity: true) }
            s.cache[request] = result
            return result
        }
    }

    /// Runs `body` with exclusive use of the Pango engine (for drawing).
    func withEngine<R: Sendable>(_ body: (PangoEngine) throws(RenderError) -> R) throws(RenderError) -> R {
        try state.withLock { (s: inout State) throws(RenderError) -> R in try body(s.engine) }
    }
}

extension PangoTextMeasurer {
    /// The characters of `text` no pinned font covers (Pango draws them as the missing-glyph box), in order,
    /// each once. Every design falls back to the same pinned set, so the body style answers for all.
    public func uncoveredCharacters(_ text: String) -> [Unicode.Scalar] {
        guard !text.unicodeScalars.allSatisfy(\.isASCII) else { return [] }
        let run = TextRun(text: text, origin: .zero, width: 0, style: TextStyle(size: 17), color: .black)
        let missing = state.withLock { s in s.engine.faceUses(run).flatMap(\.missing) }
        var seen = Set<UInt32>()
        return missing.filter { seen.insert($0).inserted }.compactMap(Unicode.Scalar.init)
    }
}
