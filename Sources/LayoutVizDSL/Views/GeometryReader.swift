/// `GeometryReader { proxy in ... }`: takes the size it is proposed and builds its content for that size at
/// placement (docs/semantics.md §3.6). The node is identified (Hashable) by where it is written
/// (`GeometryReader@File.swift:12:9`), never by the closure.
public struct GeometryReader: View {
    public let viewNodes: [ViewNode]
    public var body: EmptyView { EmptyView() }

    public init<Content: View>(fileID: String = #fileID, line: Int = #line, column: Int = #column,
                               @ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        let make: (GeometryProxy) -> [ViewNode] = { content($0).viewNodes }
        let box = UncheckedBox(make)
        let geometry = GeometryContent("GeometryReader@\(fileID):\(line):\(column)") { proxy in box.value(proxy) }
        viewNodes = [ViewNode(.geometryReader(geometry))]
    }
}

extension View {
    /// `.alignmentGuide(.leading) { d in d[.trailing] }`: this view's explicit value for a guide, from its
    /// dimensions (docs/semantics.md §4.10). Identified by where it is written, never by the closure.
    public func alignmentGuide(_ g: HorizontalAlignment, fileID: String = #fileID, line: Int = #line,
                               column: Int = #column,
                               computeValue: @escaping (ViewDimensions) -> CGFloat) -> ModifiedContent {
        alignmentGuide(g.key, "alignmentGuide@\(fileID):\(line):\(column)", computeValue)
    }

    public func alignmentGuide(_ g: VerticalAlignment, fileID: String = #fileID, line: Int = #line,
                               column: Int = #column,
                               computeValue: @escaping (ViewDimensions) -> CGFloat) -> ModifiedContent {
        alignmentGuide(g.key, "alignmentGuide@\(fileID):\(line):\(column)", computeValue)
    }

    private func alignmentGuide(_ key: AlignmentKey, _ description: String,
                                _ compute: @escaping (ViewDimensions) -> CGFloat) -> ModifiedContent {
        let box = UncheckedBox(compute)
        return modifier(.alignmentGuide(key, GuideComputation(description) { d in
            let v = box.value(d)
            // As for JSON expressions computed during layout: finite, within the format's length limit.
            return v.isFinite ? min(max(v, -100_000), 100_000) : 0
        }))
    }
}

/// The content and guide closures are called during layout, synchronously, by the `render`/`layout` call
/// that was given the view; they are not required to be `@Sendable` (SwiftUI's are not).
final class UncheckedBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
