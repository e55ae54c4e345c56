import Foundation
import LayoutCore
import LayoutJSON
import SwiftSyntax

/// Building views: SwiftUI's views of the format (their content closures run as result builders), ForEach
/// (expanded here, like the JSON decoder expands it), modifiers (the format's, the inputs' `extension View`
/// functions, `.modifier(M())`, `.id(_:)`, and the ones with no effect on a still frame).
extension Interpreter {
    /// A value as a view, when it is one (`Color.teal` in a builder is a view).
    func asView(_ v: Value) -> ViewValue? {
        switch v {
        case .view(let view): return view
        case .symbol(let s) where s.base == "Color" && s.chain.isEmpty:
            return ViewValue(type: "Color", arguments: [Argument(label: nil, value: v, position: s.position)],
                             position: s.position)
        case .symbol(let s) where s.base == "Color" && s.arguments == nil && s.chain.last?.name == "gradient":
            // `Color.blue.gradient` as a view: a ShapeStyle's view is a Rectangle filled with it (docs/semantics.md §3.9).
            var view = ViewValue(type: "Rectangle", arguments: [], position: s.position)
            view.modifiers.append(ModifierValue(name: "fill", arguments: [Argument(label: nil, value: v, position: s.position)],
                                                position: s.position))
            return view
        case .symbol(let s) where s.base == "Color" && s.arguments == nil:
            // `Color.red.opacity(0.5)` written as a value chain.
            var base = s
            base.chain = []
            var view = ViewValue(type: "Color", arguments: [Argument(label: nil, value: .symbol(base), position: s.position)],
                                 position: s.position)
            for c in s.chain { view.modifiers.append(ModifierValue(name: c.name, arguments: c.arguments, position: s.position)) }
            return view
        default: return nil
        }
    }

    /// Runs a content closure as a result builder: its views.
    func content(_ v: Value, at node: some SyntaxProtocol) throws(InputDiagnostic) -> [ViewValue] {
        switch v {
        case .closure(let c):
            let result = try callClosure(c, [], builder: true, at: node)
            guard let view = asView(result) else {
                throw error("expected views in this closure, got \(result.typeDescription)", at: node)
            }
            var views: [ViewValue] = []
            try add(view, to: &views, node)
            return views.filter { $0.type != "EmptyView" || !$0.modifiers.isEmpty || $0.id != nil }
        default:
            guard let view = asView(v) else { throw error("expected a view, got \(v.typeDescription)", at: node) }
            return [view]
        }
    }

    /// Whether the call's first argument is written as a string literal (not a String value).
    static func isStringLiteral(_ e: some SyntaxProtocol) -> Bool {
        e.as(FunctionCallExprSyntax.self)?.arguments.first?.expression.is(StringLiteralExprSyntax.self) == true
    }

    func builtinView(_ n: String, _ args: [Argument], _ e: some SyntaxProtocol) throws(InputDiagnostic) -> ViewValue {
        budget.views += 1
        if budget.views > Budget.maxViews { throw error("too many views: more than \(Budget.maxViews)", at: e) }
        let p = position(e)
        var plain: [Argument] = []
        var content: [ViewValue]?
        if n == "GeometryReader" {
            guard case .closure(let c)? = args.last?.value else { throw error("GeometryReader needs a content closure", at: e) }
            return ViewValue(type: n, arguments: [], content: nil, position: p, geometry: c)
        }
        if let v = try systemContainer(n, args, e) { return v }
        if ControlLowering.names.contains(n) { return try controlView(n, args, e) }
        for a in args {
            if case .closure = a.value, a.label == nil || a.label == "content" {
                content = (content ?? []) + (try self.content(a.value, at: e))
            } else {
                plain.append(a)
            }
        }
        if SwiftUINames.transparent.contains(n) {
            return group(content ?? [], at: p)
        }
        if n == "Image" { return try Images.view(plain, at: p, self) }
        if n == "Text", plain.count == 2, let first = plain.first, first.label == nil, plain[1].label == "format" {
            // `Text(7421, format: .number)`: the formatted string.
            let text = try FormatStyles.format(first.value, style: plain[1].value, self, at: first.position)
            plain = [Argument(label: nil, value: .string(text), position: first.position)]
        }
        if n == "Text", let first = plain.first, first.label == nil {
            switch first.value {
            case .string(let s) where plain.count == 1 && Self.isStringLiteral(e):
                // A literal is a LocalizedStringKey: its Markdown styles runs (`TextMarkdown`).
                if let runs = TextMarkdown.runs(s, at: p) { return TextRunLowering.text(runs: runs, at: p) }
            case .string, .template: break
            case .view(let v) where TextRunLowering.isConcatenation(v): return v
            case .view(let v) where v.type == "Image":
                return TextRunLowering.text(runs: [v], at: p)
            default:
                throw error("Text takes a String, got \(first.value.typeDescription); write Text(\"\\(value)\")", at: first.position)
            }
        }
        if n == "Group" || n == "GridRow" || FormatVocabulary.hasContent(n) { content = content ?? [] }
        return ViewValue(type: n, arguments: plain, content: content, position: p)
    }

    /// `ForEach(data) { x in ... }`, `ForEach(0..<n, id: \.self)`, `ForEach(items) { item in ... }`: the
    /// content once per element, as a Group.
    func forEach(_ args: [Argument], _ e: some SyntaxProtocol) throws(InputDiagnostic) -> Value {
        guard let data = args.first, case .closure(let c)? = args.last?.value else {
            throw error("ForEach needs data and a content closure", at: e)
        }
        var views: [ViewValue] = []
        for element in try elements(of: data.value, e) {
            try step(e)
            let result = try callClosure(c, [element], builder: true, at: e)
            guard let v = asView(result) else { throw error("ForEach content must be views", at: e) }
            try add(v, to: &views, e)
        }
        return .view(ViewValue(type: "Group", arguments: [], content: views, position: position(e)))
    }

    /// `view.name(args)`.
    func applyModifier(_ view: ViewValue, _ n: String, _ args: [Argument], _ e: some SyntaxProtocol,
                       _ nameNode: some SyntaxProtocol, _ ctx: Context) throws(InputDiagnostic) -> Value {
        var v = view
        if n == "id" {
            guard let a = args.first else { throw error("id needs a value", at: e) }
            let id = try describe(a.value, e)
            if v.modifiers.isEmpty { v.id = id } else { v.modifiers[v.modifiers.count - 1].id = id }
            return .view(v)
        }
        if Previews.modifiers.contains(n) {
            v.previewHints[n] = args.first?.value ?? .null
            return .view(v)
        }
        if n == "layoutValue" || n == "environmentObject" {
            v.modifiers.append(ModifierValue(name: n, arguments: args, position: position(nameNode)))
            return .view(v)
        }
        if n == "buttonStyle" { return try buttonStyle(v, args, e, nameNode) }
        if n == "labelStyle" { return try labelStyle(v, args, e) }
        if let types = ControlLowering.styleTypesByModifier[n], case .symbol(let s)? = args.first?.value, s.name == nil,
           let name = s.base.flatMap({ types[$0] }) {
            // `RoundedBorderTextFieldStyle()`, `PlainListStyle()`, `SegmentedPickerStyle()`: the format's name.
            return try applyModifier(v, n, [Argument(label: nil, value: .string(name), position: s.position)], e, nameNode, ctx)
        }
        if (n == "tag" || n == "badge"), args.count == 1, let a = args.first, a.label == nil {
            // `.tag(Flavor.vanilla)` is compared with the Picker's selection as text; `.badge(Text("New"))` is its string.
            let value = n == "tag" ? try tagValue(a.value, e) : try badgeValue(a.value, e)
            v.modifiers.append(ModifierValue(name: n, arguments: [Argument(label: nil, value: value, position: a.position)],
                                             position: position(nameNode)))
            return .view(v)
        }
        if n == "contentMargins", let placement = args.first(where: { $0.label == "for" }) {
            // Only the scroll content's margins change a still frame (indicators are not drawn).
            guard case .symbol(let s) = placement.value, s.name == "scrollContent" || s.name == "automatic" else { return .view(v) }
            return try applyModifier(v, n, args.filter { $0.label != "for" }, e, nameNode, ctx)
        }
        if n == "modifier" {
            guard let m = args.first?.value else { throw error("modifier needs a ViewModifier", at: e) }
            return try applyViewModifier(v, m, e)
        }
        if let f = module.types["View"]?.methods[n]?.first {
            return try callFunction(f, receiver: .view(v), args, e, ctx)
        }
        if let m = try barModifier(n, args, e, nameNode) {
            v.modifiers.append(m)
            return .view(v)
        }
        guard FormatVocabulary.modifiers.contains(n) else {
            if NoEffect.modifiers.contains(n) { return .view(v) }
            let known = FormatVocabulary.modifiers + Array(NoEffect.modifiers) + (module.types["View"]?.methods.keys.map { $0 } ?? [])
            let hint = FormatVocabulary.nearest(to: n, in: known.sorted()).map { "; did you mean \"\($0)\"?" }
                ?? "; docs/swift-source.md lists the modifiers layoutviz has"
            if SwiftUINames.isViewType(n) { throw error("\(n) is a view, not a modifier", at: nameNode) }
            throw error("unknown modifier \"\(n)\"" + hint, at: nameNode)
        }
        if n == "background", args.count == 2, args[0].label == nil, let shape = args.first(where: { $0.label == "in" }),
           case .view(var s) = shape.value {
            // `.background(.blue, in: RoundedRectangle(cornerRadius: 12))` is `.background { shape.fill(.blue) }`.
            s.modifiers.append(ModifierValue(name: "fill", arguments: [args[0]], position: args[0].position))
            v.modifiers.append(ModifierValue(name: n, arguments: [Argument(label: nil, value: .view(s), position: shape.position)],
                                             position: position(nameNode)))
            return .view(v)
        }
        if let preference = try preferenceArguments(n, args, at: position(nameNode)) {
            v.modifiers.append(ModifierValue(name: n, arguments: preference, position: position(nameNode)))
            return .view(v)
        }
        var stored: [Argument] = []
        for a in args {
            if case .closure(let c) = a.value, c.parameters.isEmpty, ModifierLowering.takesViewClosure(n) {
                let layer = group(try content(a.value, at: e), at: a.position)
                // `.background { Color.teal }` is the view form, which keeps to the safe area: a lone Color is
                // labelled `content` so it is not read as the style shorthand `.background(.teal)` (§4.9), and so is
                // any content beside `ignoresSafeAreaEdges`, which the view form does not have.
                let viewForm = (n == "background" || n == "overlay")
                    && (layer.type == "Color" || args.contains { $0.label == "ignoresSafeAreaEdges" })
                stored.append(Argument(label: a.label ?? (viewForm ? "content" : nil), value: .view(layer), position: a.position))
            } else {
                stored.append(a)
            }
        }
        v.modifiers.append(ModifierValue(name: n, arguments: stored, position: position(nameNode)))
        return .view(v)
    }

    /// `.modifier(M())`: M's `body(content:)` with `content` the view.
    func applyViewModifier(_ view: ViewValue, _ m: Value, _ e: some SyntaxProtocol) throws(InputDiagnostic) -> Value {
        guard case .instance(let i) = m, let t = module.types[i.typeName], t.methods["body"]?.first != nil else {
            throw error("modifier(_:) needs a ViewModifier declared in the inputs, got \(m.typeDescription)", at: e)
        }
        // `body(content:)` runs when the environment of the view's place is known (EnvironmentResolution).
        return .view(ViewValue(type: i.typeName, arguments: [], position: position(e), deferred: .modifier(m, content: view)))
    }
}

/// A view the inputs use but do not declare (an app's `MapView()`): a grey box with the type's name, ideally
/// 100 x 100 and as flexible as a Color (docs/swift-source.md, "Placeholders").
enum Placeholder {
    static func view(_ name: String, at p: SourcePosition) -> ViewValue {
        func sym(_ n: String) -> Value { .symbol(Symbol(name: n, position: p)) }
        func arg(_ v: Value, _ label: String? = nil) -> Argument { Argument(label: label, value: v, position: p) }
        let box = ViewValue(type: "Color", arguments: [arg(sym("systemGray5"))], position: p)
        var label = ViewValue(type: "Text", arguments: [arg(.string(name))], position: p)
        label.modifiers = [ModifierValue(name: "font", arguments: [arg(sym("caption"))], position: p),
                           ModifierValue(name: "foregroundColor", arguments: [arg(sym("secondaryLabel"))], position: p)]
        var z = ViewValue(type: "ZStack", arguments: [], content: [box, label], position: p)
        z.modifiers = [ModifierValue(name: "frame", arguments: [arg(.int(100), "idealWidth"), arg(.int(100), "idealHeight")], position: p),
                       ModifierValue(name: "clipped", arguments: [], position: p)]
        return z
    }
}

/// `Image("name")` (an asset: `name.png` beside the source file, else a placeholder), `Image(systemName:)` (an SF
/// Symbol: the format's `{"Image": {"systemName": ...}}`, a placeholder sized from the font), `Image(decorative:)`, and the format's own `Image(width:height:)`.
enum Images {
    static func view(_ args: [Argument], at p: SourcePosition, _ it: Interpreter) throws(InputDiagnostic) -> ViewValue {
        func size(_ w: Double, _ h: Double) -> [Argument] {
            [Argument(label: "width", value: .double(w), position: p), Argument(label: "height", value: .double(h), position: p)]
        }
        guard let first = args.first else { throw it.error("Image needs a name", at: p) }
        if first.label == "systemName" {
            // An SF Symbol: the format's symbol placeholder, sized from the font (docs/format.md, "Controls").
            return ViewValue(type: "Image", arguments: [first], position: p)
        }
        if first.label == "width" || first.label == "file" { return ViewValue(type: "Image", arguments: args, position: p) }
        if first.label == "size", let s = GeometryValues.size(first.value) {
            // `Image(size:) { context in ... }` draws with a GraphicsContext: a placeholder of that size.
            return ViewValue(type: "Image", arguments: size(Double(s.width), Double(s.height)), position: p)
        }
        guard case .string(let name) = first.value, first.label == nil || first.label == "decorative" else {
            throw it.error("Image needs a name (a string), got \(first.value.typeDescription)", at: first.position)
        }
        let candidates = [name, name + ".png"].map { URL(fileURLWithPath: it.file.directory).appendingPathComponent($0).path }
        if let found = candidates.first(where: { $0.hasSuffix(".png") && FileManager.default.fileExists(atPath: $0) }) {
            return ViewValue(type: "Image", arguments: [Argument(label: "file", value: .string(found), position: p)], position: p)
        }
        it.warn("image \"\(name)\" not found (looked for \(name).png beside the source); drawn as a 100x100 placeholder", at: p)
        return ViewValue(type: "Image", arguments: size(100, 100), position: p)
    }
}
