import Foundation
import LayoutCore
import LayoutJSON

/// Lowers evaluated views into the JSON format's VIEW values (`TreeValue`), generically: a view is
/// `{"Type": arguments, "modifiers": [...], "id": ...}`, a call's single unlabeled argument is the format's
/// shorthand, labeled arguments keep SwiftUI's labels, and the few unlabeled arguments after the first are named
/// by `ModifierLowering.positional`. SwiftUI values kept by name (`Symbol`) become the format's strings and
/// objects (`.leading` → "leading", `.degrees(45)` → {"degrees": 45}). Each value keeps its Swift position, so
/// the decoder's messages point into the .swift file.
final class Lowering {
    let interpreter: Interpreter
    /// GeometryReaders whose content runs in the interpreter during layout, by position (see `GeometryLowering`).
    var layoutTimeReaders: [SourcePosition: (closure: Closure, environment: [String: Value])] = [:]
    /// Nodes the format cannot express (custom layouts, layout values), by the marker id they are lowered with.
    var markers: [String: NodePatch] = [:]
    /// The closure of the `alignmentGuide` being lowered when it runs during layout (read by `modifier(_:)`).
    private var layoutTimeGuide: Closure?
    /// The action of the `onPreferenceChange` being lowered when it runs in the interpreter after each pass.
    var interpretedAction: Value?

    init(interpreter: Interpreter) {
        self.interpreter = interpreter
    }

    func error(_ message: String, at p: SourcePosition) -> InputDiagnostic { interpreter.error(message, at: p) }

    func view(_ v: ViewValue) throws(InputDiagnostic) -> TreeValue {
        let p = v.position
        var members: [(key: String, value: TreeValue)] = []
        members.append((v.type, try arguments(of: v)))
        if let layout = v.customLayout {
            members.append(("id", TreeValue(.string(marker(.layout(layout, id: v.id))), at: p)))
        } else if let id = v.id {
            members.append(("id", TreeValue(.string(id), at: p)))
        }
        if !v.modifiers.isEmpty {
            var list: [TreeValue] = []
            var table = LayoutValueTable(values: [:])
            for m in v.modifiers {
                if m.name == "layoutValue" {
                    guard m.arguments.count == 2, case .type(let key) = m.arguments[0].value else {
                        throw error("layoutValue(key:value:) takes a LayoutValueKey type and a value", at: m.position)
                    }
                    table.values[key] = m.arguments[1].value
                    let id = marker(.layoutValue(table, id: m.id))
                    list.append(TreeValue(.object([("zIndex", TreeValue(.number(0), at: m.position)),
                                                   ("id", TreeValue(.string(id), at: m.position))]), at: m.position))
                    continue
                }
                list.append(try modifier(m))
            }
            members.append(("modifiers", TreeValue(.array(list), at: p)))
        }
        return TreeValue(.object(members), at: p)
    }

    private func arguments(of v: ViewValue) throws(InputDiagnostic) -> TreeValue {
        let p = v.position
        if v.type == "GeometryReader", let c = v.geometry {
            return try geometryReader(c, environment: v.environment ?? Interpreter.defaultEnvironment, at: p)
        }
        if v.type == "Text", let first = v.arguments.first, first.label == nil, case .string(let s) = first.value,
           s.contains("\\(") {
            // A literal backslash-paren: verbatim, so the decoder does not read it as an interpolation.
            return TreeValue(.object([("verbatim", TreeValue(.string(s), at: first.position))]), at: p)
        }
        // `Color(white: 0.5)`, `Color(hue:saturation:brightness:)`: the components the format has.
        if v.type == "Color", v.content == nil, v.arguments.contains(where: { $0.label == "white" || $0.label == "hue" }),
           let color = try Colors.lower(Symbol(base: "Color", arguments: v.arguments, position: p), at: p, self) {
            return color
        }
        var members: [(key: String, value: TreeValue)] = []
        let positional = ViewLowering.positional[v.type] ?? []
        var index = 0
        for a in v.arguments {
            let key: String
            if let l = a.label { key = l } else {
                guard index < positional.count else {
                    if v.arguments.count == 1 && v.content == nil { return try value(a.value, at: a.position) }
                    throw error("\(v.type) takes no unlabeled argument here", at: a.position)
                }
                key = positional[index]
                index += 1
            }
            members.append((key, try value(a.value, at: a.position, for: key)))
        }
        if let content = v.content {
            var list: [TreeValue] = []
            for c in content { list.append(try view(c)) }
            if members.isEmpty { return TreeValue(.array(list), at: p) }
            members.append(("content", TreeValue(.array(list), at: p)))
        }
        if members.count == 1, v.arguments.count == 1, v.arguments[0].label == nil, v.content == nil,
           let only = members.first { return only.value }
        return TreeValue(.object(members), at: p)
    }

    func marker(_ patch: NodePatch) -> String {
        let id = NodePatch.prefix + String(markers.count)
        markers[id] = patch
        return id
    }

    // MARK: Modifiers

    func modifier(_ m: ModifierValue) throws(InputDiagnostic) -> TreeValue {
        let p = m.position
        var members: [(key: String, value: TreeValue)] = [(m.name, try modifierArguments(m))]
        if m.name == "alignmentGuide", let c = layoutTimeGuide {
            // The closure needs real dimensions: the node gets it back by its marker (`NodePatch.guide`).
            layoutTimeGuide = nil
            members.append(("id", TreeValue(.string(marker(.guide(c, id: m.id))), at: p)))
        } else if m.name == "onPreferenceChange", let action = interpretedAction {
            // The action needs real values: the node gets it back by its marker (`NodePatch.observer`).
            interpretedAction = nil
            members.append(("id", TreeValue(.string(marker(.observer(action, id: m.id))), at: p)))
        } else if let id = m.id {
            members.append(("id", TreeValue(.string(id), at: p)))
        }
        return TreeValue(.object(members), at: p)
    }

    private func modifierArguments(_ m: ModifierValue) throws(InputDiagnostic) -> TreeValue {
        let p = m.position
        let args = m.arguments
        switch m.name {
        case "font":
            guard let a = args.first else { throw error("font needs a Font", at: p) }
            return try Fonts.lower(a.value, at: a.position, self)
        case "alignmentGuide":
            return try alignmentGuide(args, at: p)
        case "onPreferenceChange":
            return try PreferenceLowering.onPreferenceChange(args, at: p, self)
        case "environment":
            guard args.count == 2, case .keyPath(let path) = args[0].value, let key = path.last else {
                throw error("environment(_:_:) takes a key path and a value, as .environment(\\.horizontalSizeClass, .regular)", at: p)
            }
            return TreeValue(.object([(key, try value(args[1].value, at: args[1].position))]), at: p)
        case "offset":
            if args.count == 1, args[0].label == nil, case .instance(let i) = args[0].value, i.typeName == "CGSize" {
                return TreeValue(.object([("x", try value(i.fields["width"] ?? .double(0), at: args[0].position)),
                                          ("y", try value(i.fields["height"] ?? .double(0), at: args[0].position))]), at: p)
            }
        case "stroke":
            if let style = args.first(where: { $0.label == "style" }), case .symbol(let s) = style.value {
                var rest = args.filter { $0.label != "style" }
                if let w = s.arguments?.first(where: { $0.label == "lineWidth" }) { rest.append(w) }
                return try generic(ModifierValue(name: m.name, arguments: rest, position: p))
            }
        case "background", "overlay":
            if let edges = args.first(where: { $0.label == "ignoresSafeAreaEdges" }) {
                // A view content (labelled `content` by `applyModifier`) or an alignment is the view form, which keeps
                // to the safe area: said in Swift's spelling here, not the format's.
                if args.contains(where: { $0.label == "content" || $0.label == "alignment" }) {
                    throw error("ignoresSafeAreaEdges: belongs to SwiftUI's style form, .\(m.name)(.teal, ignoresSafeAreaEdges: .top); "
                                + "the view form, .\(m.name)(alignment:content:), has no such argument", at: edges.position)
                }
                // `.background(.teal, ignoresSafeAreaEdges: .top)`: the format's {"style", "ignoresSafeAreaEdges"}.
                let labeled = args.map { $0.label == nil ? Argument(label: "style", value: $0.value, position: $0.position) : $0 }
                return try generic(ModifierValue(name: m.name, arguments: labeled, position: p))
            }
        case "bold", "italic", "monospacedDigit":
            if args.isEmpty { return TreeValue(.object([]), at: p) }
        default:
            break
        }
        return try generic(m)
    }

    private func generic(_ m: ModifierValue) throws(InputDiagnostic) -> TreeValue {
        let p = m.position
        let args = m.arguments
        if args.isEmpty { return TreeValue(.object([]), at: p) }
        if args.count == 1, args[0].label == nil {
            return try value(args[0].value, at: args[0].position, for: ModifierLowering.positional[m.name]?.first)
        }
        let positional = ModifierLowering.positional[m.name] ?? []
        var members: [(key: String, value: TreeValue)] = []
        var index = 0
        for a in args {
            let key: String
            if let l = a.label { key = l } else {
                guard index < positional.count else {
                    throw error("\(m.name) takes no unlabeled argument here", at: a.position)
                }
                key = positional[index]
                index += 1
            }
            members.append((key, try value(a.value, at: a.position, for: key)))
        }
        return TreeValue(.object(members), at: p)
    }

    private func labeledObject(_ args: [Argument], at p: SourcePosition) throws(InputDiagnostic) -> [(key: String, value: TreeValue)] {
        var members: [(key: String, value: TreeValue)] = []
        for a in args {
            guard let l = a.label else { throw error("expected labeled arguments", at: a.position) }
            members.append((l, try value(a.value, at: a.position)))
        }
        return members
    }

    /// `.alignmentGuide(.leading) { d in d[.trailing] - 10 }`: the closure runs once with `d` standing for the
    /// dimensions, giving an expression of the format (computed during layout). A closure that needs real numbers
    /// (`d.width > 100 ? ... : ...`, locals, `if`) is lowered with the value 0 and runs in the interpreter during
    /// layout instead (`layoutTimeGuide`, then `NodePatch.guide`).
    private func alignmentGuide(_ args: [Argument], at p: SourcePosition) throws(InputDiagnostic) -> TreeValue {
        guard args.count == 2 else { throw error("alignmentGuide takes a guide and a closure", at: p) }
        let guide = try value(args[0].value, at: args[0].position, for: "guide")
        let computed: Value
        switch args[1].value {
        case .closure(let c):
            do throws(InputDiagnostic) {
                computed = try interpreter.callClosure(c, [.expression("d", isInt: false)], builder: false, at: p)
            } catch where error.path == LayoutTimeMarker.path {
                layoutTimeGuide = c
                computed = .int(0)
            }
        default:
            computed = args[1].value
        }
        return TreeValue(.object([("guide", guide), ("value", try value(computed, at: args[1].position))]), at: p)
    }

    // MARK: Values

    /// An argument value in the format. `key` is the argument's name, for the few values that read differently
    /// by place (a guide name, a line-limit range).
    func value(_ v: Value, at p: SourcePosition, for key: String? = nil) throws(InputDiagnostic) -> TreeValue {
        switch v {
        case .int(let i): return TreeValue(.number(Double(i)), at: p)
        case .double(let d):
            if d.isInfinite, d > 0 { return TreeValue(.string("infinity"), at: p) }
            guard d.isFinite else {
                // `0.0 / 0.0`, `-.infinity`: named as Swift writes them, not as `Double.description` ("-nan").
                throw error("the value \(d.isNaN ? "NaN" : d > 0 ? "infinity" : "-infinity") is not a finite number", at: p)
            }
            return TreeValue(.number(d), at: p)
        case .bool(let b): return TreeValue(.bool(b), at: p)
        case .string(let s): return TreeValue(.string(s), at: p)
        case .null: return TreeValue(.null, at: p)
        case .expression(let x, _): return TreeValue(.string(x), at: p)
        case .template(let t): return TreeValue(.string(t), at: p)
        case .array(let items):
            var list: [TreeValue] = []
            for i in items { list.append(try value(i, at: p)) }
            return TreeValue(.array(list), at: p)
        case .dictionary:
            // A state's or preference's dictionary: the format's literal (`[:]`, `[0: 1.0]`).
            guard let text = Interpreter.operandText(v) else { throw error("this dictionary cannot be used here", at: p) }
            return TreeValue(.string(text), at: p)
        case .range(let lo, let hi, _):
            let lower = lo.map(String.init) ?? ""
            let upper = hi.map { String($0 - 1) } ?? ""
            return TreeValue(.string("\(lower)...\(upper)"), at: p)
        case .symbol(let s): return try symbol(s, at: p, for: key)
        case .view(let view):
            // A Color view of components as an argument is its colour (`.fill(Color(red: 1, green: 0.5, blue: 0))`).
            if view.type == "Color", view.id == nil, view.modifiers.isEmpty, view.arguments.count > 1, key != "content",
               let color = try Colors.lower(Symbol(base: "Color", arguments: view.arguments, position: p), at: p, self) {
                return color
            }
            // A Color view as an argument is its colour (`.fill(Color(.systemGray5))`, `.background(Color.red.opacity(0.5))`).
            if view.type == "Color", view.id == nil, view.arguments.count == 1, let c = view.arguments.first,
               view.modifiers.allSatisfy({ $0.name == "opacity" && $0.id == nil && $0.arguments.count == 1 }) {
                var color = try value(c.value, at: c.position)
                for m in view.modifiers {
                    color = TreeValue(.object([("color", color), ("opacity", try value(m.arguments[0].value, at: m.position))]), at: p)
                }
                return color
            }
            return try self.view(view)
        case .instance(let i) where i.typeName == "CGRect":
            // `.rect(CGRect(x:y:width:height:))` (an anchor source): the format's {x, y, width, height}.
            func field(_ v: Value?, _ k: String) -> Value {
                if case .instance(let inner)? = v { return inner.fields[k] ?? .double(0) }
                return .double(0)
            }
            var members: [(key: String, value: TreeValue)] = []
            for (part, k) in [("origin", "x"), ("origin", "y"), ("size", "width"), ("size", "height")] {
                members.append((k, try value(field(i.fields[part], k), at: p)))
            }
            return TreeValue(.object(members), at: p)
        case .instance(let i) where GeometryValues.fieldOrder[i.typeName] != nil:
            var members: [(key: String, value: TreeValue)] = []
            for k in GeometryValues.fieldOrder[i.typeName] ?? [] {
                members.append((k, try value(i.fields[k] ?? .double(0), at: p)))
            }
            return TreeValue(.object(members), at: p)
        case .type(let t) where interpreter.module.types[t]?.isPreferenceKey == true:
            return TreeValue(.string(t), at: p)
        case .enumCase(let c):
            throw error("\(c.typeName).\(c.name) cannot be used here: layoutviz expects a SwiftUI value", at: p)
        default:
            throw error("\(v.typeDescription) cannot be used here", at: p)
        }
    }

    private func symbol(_ s: Symbol, at p: SourcePosition, for key: String?) throws(InputDiagnostic) -> TreeValue {
        if s.base == nil || s.base == "Alignment", s.arguments == nil, s.chain.count == 1,
           let part = s.chain.first?.0, part == "horizontal" || part == "vertical", s.chain.first?.1.isEmpty == true {
            // `alignment.horizontal` of `.topLeading`: its guide, `leading`.
            return TreeValue(.string(Interpreter.guideName(s)), at: p)
        }
        if s.base == Interpreter.sizeClassLayoutBase, let name = s.name, let args = s.arguments, args.count == 2 {
            return TreeValue(.object([("if", TreeValue(.object([("horizontalSizeClass", TreeValue(.string(name), at: p))]), at: p)),
                                      ("then", try value(args[0].value, at: args[0].position)),
                                      ("else", try value(args[1].value, at: args[1].position))]), at: p)
        }
        if s.base == "Color" || (s.base == nil && s.name == nil) {
            if let c = try Colors.lower(s, at: p, self) { return c }
        }
        if s.chain.isEmpty, let args = s.arguments {
            // `.linearGradient(colors:startPoint:endPoint:)` and the other ShapeStyle gradients: the gradient view's
            // arguments; `Gradient.Stop(color:location:)` or `.init(color:location:)` in a stop list: the stop.
            if s.base == nil, let name = s.name, let view = ShapeStyleGradients.views[name] {
                return TreeValue(.object([(view, try labeledValue(args, at: p))]), at: p)
            }
            if (s.base == nil && s.name == "init") || (s.base == "Gradient" && s.name == "Stop") {
                return try labeledValue(args, at: p)
            }
        }
        if s.base == nil || s.base == "Color" || s.base == "Angle" || s.base == "Edge" || s.base == "Edge.Set"
            || s.base == "Alignment" || s.base == "UnitPoint" || s.base == "ContentMode" || s.base == "TextAlignment"
            || s.base == "Font" || s.base == "Axis" || s.base == "Axis.Set" || s.base == "SafeAreaRegions",
           let name = s.name {
            if !s.chain.isEmpty {
                if let c = try Colors.lower(s, at: p, self) { return c }
                throw error("\(s.description) cannot be used here", at: p)
            }
            guard let args = s.arguments else {
                // `startAngle: .zero` (`Angle.zero`): 0 degrees.
                if name == "zero", s.base == nil || s.base == "Angle", ["startAngle", "endAngle", "angle"].contains(key ?? "") {
                    return TreeValue(.number(0), at: p)
                }
                // SwiftUI's hierarchical styles beyond .secondary are the label colours.
                let styles = ["tertiary": "tertiaryLabel", "quaternary": "quaternaryLabel"]
                return TreeValue(.string(styles[name] ?? name), at: p)
            }
            return TreeValue(.object([(name, try argumentsValue(args, at: p))]), at: p)
        }
        if let base = s.base, base == "HorizontalAlignment" || base == "VerticalAlignment", s.arguments == nil,
           let name = s.name, s.chain.isEmpty {
            return TreeValue(.string(name == "center" ? "\(base).center" : name), at: p)
        }
        if let base = s.base, s.name == nil, let args = s.arguments {
            switch base {
            case "GridItem": return try GridItems.lower(args, at: p, self)
            case "HStackLayout", "VStackLayout", "ZStackLayout", "GridLayout":
                return TreeValue(.object([(base, try labeledValue(args, at: p))]), at: p)
            case "Angle":
                return try labeledValue(args, at: p)
            default:
                return try labeledValue(args, at: p)
            }
        }
        if let base = s.base, base == "CGFloat" || base == "Double", s.name == "infinity" {
            return TreeValue(.string("infinity"), at: p)
        }
        throw error("\(s.description) cannot be used here", at: p)
    }

    /// A call's arguments: `{}` for none, the value for a single unlabeled one, else an object of labels.
    func argumentsValue(_ args: [Argument], at p: SourcePosition) throws(InputDiagnostic) -> TreeValue {
        if args.isEmpty { return TreeValue(.object([]), at: p) }
        if args.count == 1, args[0].label == nil { return try value(args[0].value, at: args[0].position) }
        return try labeledValue(args, at: p)
    }

    func labeledValue(_ args: [Argument], at p: SourcePosition) throws(InputDiagnostic) -> TreeValue {
        TreeValue(.object(try labeledObject(args, at: p)), at: p)
    }
}

/// Names for the unlabeled arguments of views after the first (or of the first, where the format names it).
enum ViewLowering {
    static let positional: [String: [String]] = [
        "ScrollView": ["axes"], "AnyLayout": ["layout"], "ViewThatFits": ["in"], "Spacer": [],
        // Controls: the title first (docs/format.md, "Controls").
        "Button": ["title"], "Label": ["title"], "Link": ["title"], "Picker": ["title"], "ProgressView": ["title"],
        "SecureField": ["title"], "Stepper": ["title"], "TextField": ["title"], "Toggle": ["title"],
    ]
}

/// Names for unlabeled modifier arguments, in order; SwiftUI spellings that are another modifier of the format.
enum ModifierLowering {
    static let positional: [String: [String]] = [
        "padding": ["edges", "length"], "safeAreaPadding": ["edges", "length"], "contentMargins": ["edges", "length"], "aspectRatio": ["ratio"],
        "border": ["color"], "stroke": ["color"], "strokeBorder": ["color"], "background": ["content"], "overlay": ["content"],
        "mask": ["content"], "rotationEffect": ["angle"], "scaleEffect": ["scale"], "lineLimit": ["limit"],
        "alignmentGuide": ["guide", "value"], "ignoresSafeArea": ["regions"], "shadow": ["color"],
        "safeAreaInset": ["content"], "transformPreference": ["key"], "overlayPreferenceValue": ["key"],
        "backgroundPreferenceValue": ["key"], "listRowSeparator": ["visibility"], "listSectionSeparator": ["visibility"],
        "underline": ["isActive"], "strikethrough": ["isActive"],
    ]

    /// Modifiers whose closure argument is view content (run as a result builder).
    static func takesViewClosure(_ n: String) -> Bool {
        ["background", "overlay", "mask", "safeAreaInset"].contains(n)
    }
}

/// SwiftUI's `ShapeStyle` gradient members and the gradient views they make (docs/swift-source.md).
enum ShapeStyleGradients {
    static let views = ["linearGradient": "LinearGradient", "radialGradient": "RadialGradient",
                        "ellipticalGradient": "EllipticalGradient", "angularGradient": "AngularGradient"]
}
