import Foundation
import LayoutCore
import LayoutJSON
import SwiftSyntax

/// What custom layouts call: a layout value with content (`FlowLayout { ... }`), `subviews[i].sizeThatFits(_:)`,
/// `.dimensions(in:)`, `.place(at:anchor:proposal:)`, `subview[Key.self]`; CoreGraphics and `Angle` helpers.
extension Interpreter {
    /// `MyLayout(...) { content }`: the content laid out by the source's layout.
    func layoutContainer(_ layout: Value, _ content: Argument, _ e: some SyntaxProtocol) throws(InputDiagnostic) -> Value {
        let views = try self.content(content.value, at: e)
        var v = ViewValue(type: "ZStack", arguments: [], content: views, position: position(e))
        v.customLayout = layout
        return .view(v)
    }

    func subviewCall(_ s: LayoutSubview, _ n: String, _ args: [Argument], _ e: some SyntaxProtocol) throws(InputDiagnostic) -> Value {
        func proposal(_ label: String?) throws(InputDiagnostic) -> ProposedViewSize {
            guard let a = args.first(where: { $0.label == label }), let p = GeometryValues.proposalValue(a.value) else {
                throw error("expected a ProposedViewSize (.unspecified, .zero, ProposedViewSize(width:height:))", at: e)
            }
            return p
        }
        switch n {
        case "sizeThatFits":
            let size = s.sizeThatFits(try proposal(nil))
            return GeometryValues.size(Double(size.width), Double(size.height))
        case "dimensions":
            let d = s.dimensions(in: try proposal("in"))
            return GeometryValues.size(Double(d.width), Double(d.height))
        case "place":
            guard let at = args.first(where: { $0.label == "at" }).flatMap({ GeometryValues.pointValue($0.value) }) else {
                throw error("place(at:anchor:proposal:) needs a CGPoint", at: e)
            }
            guard at.x.isFinite, at.y.isFinite else {
                throw error("place(at:) needs a finite point, got (\(Self.swiftDescription(Double(at.x))), "
                            + "\(Self.swiftDescription(Double(at.y))))", at: e)
            }
            let anchor = try args.first(where: { $0.label == "anchor" }).map { a throws(InputDiagnostic) -> UnitPoint in
                guard let u = GeometryValues.unitPoint(a.value) else { throw error("expected a UnitPoint anchor", at: a.position) }
                return u
            } ?? .topLeading
            let p = args.contains { $0.label == "proposal" } ? try proposal("proposal") : .unspecified
            s.place(at: at, anchor: anchor, proposal: p)
            return .void
        default:
            throw error("LayoutSubview has no method \"\(n)\" in layoutviz", at: e)
        }
    }

    /// `a.distance(to: b, along: .horizontal)` between two subviews' spacing preferences.
    func spacingCall(_ s: ViewSpacing, _ n: String, _ args: [Argument], _ e: some SyntaxProtocol) throws(InputDiagnostic) -> Value {
        guard n == "distance", args.count == 2, case .viewSpacing(let next)? = args.first(where: { $0.label == "to" })?.value,
              case .symbol(let axis)? = args.first(where: { $0.label == "along" })?.value,
              axis.name == "horizontal" || axis.name == "vertical" else {
            throw error("ViewSpacing has distance(to: ViewSpacing, along: .horizontal or .vertical) in layoutviz", at: e)
        }
        return .double(Double(s.distance(to: next, along: axis.name == "horizontal" ? .horizontal : .vertical)))
    }

    /// `subview[Key.self]`: the value `.layoutValue(key: Key.self, value:)` set, else `Key.defaultValue`.
    func layoutValue(_ s: LayoutSubview, _ key: String, _ e: some SyntaxProtocol) throws(InputDiagnostic) -> Value {
        if let v = s[SourceLayoutValues.self].values[key] { return v }
        guard let d = try module.staticMember(key, "defaultValue", self) else {
            throw error("\(key) is not a LayoutValueKey with a static defaultValue", at: e)
        }
        return d
    }
}

enum GeometryMethods {
    /// `Angle.degrees(90).radians` and the like.
    static func angle(_ s: Symbol, _ n: String) -> Value? {
        guard s.chain.isEmpty, let kind = s.name, kind == "degrees" || kind == "radians",
              let v = s.arguments?.first.flatMap({ Arithmetic.number($0.value) }) else { return nil }
        switch (kind, n) {
        case ("degrees", "radians"): return .double(v * Double.pi / 180)
        case ("radians", "degrees"): return .double(v * 180 / Double.pi)
        case (_, "radians"), (_, "degrees"): return .double(v)
        default: return nil
        }
    }

    static func staticMember(_ t: String, _ n: String) -> Value? {
        switch (t, n) {
        case ("CGSize", "zero"): return GeometryValues.size(0, 0)
        case ("CGPoint", "zero"): return GeometryValues.point(0, 0)
        case ("CGRect", "zero"): return Interpreter.rect(0, 0, 0, 0)
        case ("EdgeInsets", "zero"): return GeometryValues.construct("EdgeInsets", [])
        default: return nil
        }
    }

    /// Methods of the CoreGraphics values: `proposal.replacingUnspecifiedDimensions()`, `point.applying(t)`.
    static func call(_ base: Value, _ i: Instance, _ n: String, _ args: [Argument], _ e: some SyntaxProtocol,
                     _ it: Interpreter) throws(InputDiagnostic) -> Value {
        switch (i.typeName, n) {
        case ("ProposedViewSize", "replacingUnspecifiedDimensions"):
            var by = CGSize(width: 10, height: 10)
            if let a = args.first, let s = GeometryValues.size(a.value) { by = s }
            let w = GeometryValues.number(i.fields["width"]) ?? Double(by.width)
            let h = GeometryValues.number(i.fields["height"]) ?? Double(by.height)
            return GeometryValues.size(w, h)
        case ("CGPoint", "applying"):
            guard let p = GeometryValues.pointValue(base), case .symbol(let t)? = args.first?.value,
                  let angle = t.arguments?.first(where: { $0.label == "rotationAngle" }).flatMap({ Arithmetic.number($0.value) })
            else { throw it.error("applying(_:) takes CGAffineTransform(rotationAngle:)", at: e) }
            let c = Foundation.cos(angle), s = Foundation.sin(angle)
            return GeometryValues.point(Double(p.x) * c - Double(p.y) * s, Double(p.x) * s + Double(p.y) * c)
        default:
            throw it.error("\(i.typeName) has no method \"\(n)\" in layoutviz", at: e)
        }
    }
}
