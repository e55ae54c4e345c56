/// SwiftUI's `ColorScheme`: the appearance system colours resolve in (docs/format.md, "Colors"; `--theme`).
/// Layout never depends on it; only drawing does.
public enum ColorScheme: String, Sendable, Hashable, CaseIterable {
    case light, dark
}
