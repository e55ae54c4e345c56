import Foundation
import LayoutCore

/// `{"GeometryReader": {"as": "proxy", "content": [VIEW, ...]}}` or `{"GeometryReader": [VIEW, ...]}`
/// (docs/semantics.md §3.6). The content's expressions may use `proxy.size.width`, `proxy.size.height` and
/// `proxy.safeAreaInsets.top`... ("proxy" or the name given with "as"). The size is known only at layout time,
/// so the content is kept as JSON and decoded again for the reader's final size; here it is decoded once with
/// a zero-sized proxy, so that every name, type and structural error is reported now.
extension TreeDecoder {
    /// What a GeometryReader needs to decode its content again at layout time.
    struct GeometryContentSource: Sendable {
        var items: [JSONValue]
        var path: JSONPath
        /// The content is one VIEW (its path has no index), not an array.
        var isSingle: Bool
        var scope: Scope
        var proxyName: String
        var alignments: [String: AlignmentKey]
        var preferenceKeys: [PreferenceKeySpec] = []
        var file: String
        var baseDirectory: String
        var level: Int
        var geometryDepth: Int

        /// The content for `proxy`. When `validating` (the decoder's context), its warnings and ForEach counts
        /// go there.
        func decode(_ proxy: GeometryProxy, _ validating: DecodeContext? = nil) throws(InputError) -> [ViewNode] {
            try decode(binding: .proxy(proxy), validating)
        }

        /// The content with `proxyName` standing for `value` (a proxy, or a preference layer's value).
        func decode(binding value: ScopeValue, _ validating: DecodeContext? = nil) throws(InputError) -> [ViewNode] {
            let context = DecodeContext(file: file, baseDirectory: baseDirectory)
            context.alignments = alignments
            context.preferenceKeys = preferenceKeys
            context.geometryDepth = geometryDepth
            if let validating { context.expandedViews = validating.expandedViews } else { context.contentChecked = true }
            let scope = self.scope.binding(proxyName, to: value)
            context.scope = scope
            let list = items.enumerated().map { Item(value: $1, path: isSingle ? path : path.index($0), scope: scope) }
            let nodes = try TreeDecoder(context: context).views(list, level: level)
            if let validating {
                validating.expandedViews = context.expandedViews
                for w in context.warnings { validating.report(w) }
            }
            return nodes
        }
    }

    @inline(never)
    func geometryReader(_ object: ViewObject, level: Int) throws(InputError) -> NodeKind {
        let v = object.arguments, p = object.argumentsPath
        var proxyName = "proxy"
        let contentValue: JSONValue, contentPath: JSONPath
        if v.elements != nil {
            contentValue = v; contentPath = p
        } else {
            let a = try Arguments(v, p, allowed: ["as", "content"], owner: "GeometryReader",
                                  expected: "an array of views or {\"content\": [...]}", context)
            if let n = a["as"] { proxyName = try variableName(n, a.path("as")) }
            contentValue = try a.required("content", context, owner: "GeometryReader")
            contentPath = a.path("content")
        }
        let items: [JSONValue]
        if let list = contentValue.elements {
            items = list
        } else if contentValue.kind == .object {
            items = [contentValue]
        } else {
            throw context.typeError(expected: "a view or an array of views", contentValue, contentPath)
        }
        guard context.geometryDepth < FormatLimits.maxGeometryReaderDepth else {
            throw context.error("GeometryReaders nested too deeply: more than \(FormatLimits.maxGeometryReaderDepth) "
                                + "inside each other's content", v, p)
        }
        let source = GeometryContentSource(
            items: items, path: contentPath, isSingle: contentValue.elements == nil, scope: context.scope,
            proxyName: proxyName, alignments: context.alignments, preferenceKeys: context.preferenceKeys, file: context.file,
            baseDirectory: context.baseDirectory, level: level + 1, geometryDepth: context.geometryDepth + 1)
        // Checked now, with a zero-sized proxy (values over the proxy are clamped, never errors); once, when the
        // document is read (checking again at each reader's layout made nested readers quadratic).
        if !context.contentChecked { _ = try source.decode(GeometryProxy(size: .zero), context) }
        let position = v.position
        let description = "GeometryReader@\(position.line):\(position.column)"
            + (source.scope.isEmpty ? "" : " [\(source.scope.description)]")
        return .geometryReader(GeometryContent(description) { proxy in
            // Everything that could fail was checked above; should decoding fail anyway, the content is empty.
            (try? source.decode(proxy)) ?? []
        })
    }
}
