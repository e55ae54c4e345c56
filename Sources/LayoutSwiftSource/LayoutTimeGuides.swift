import Foundation
import LayoutCore
import LayoutJSON
import SwiftSyntax

/// An `alignmentGuide` closure run during layout with real dimensions (docs/swift-source.md, "Layout-time code"):
/// any closure over `ViewDimensions` the interpreter can evaluate (`{ d in d.width > 100 ? d[.leading] :
/// d[.trailing] }`, `{ d in let w = d.width; return w / 2 }`). Its result must be a number; anything else, or an
/// error inside it, is the figure's layout error (the guide is then 0).
struct LayoutTimeGuide: @unchecked Sendable {
    let shared: LayoutTimeShared
    let closure: Closure
    /// Tells this guide from another made by the same closure with other captured values (a ForEach's rows):
    /// computations are equal by description.
    let unique: String

    var computation: GuideComputation {
        let p = closure.position
        let guide = self
        return GuideComputation("{ d in ... } [swift \(p.line % SourceFile.lineStride):\(p.column) #\(unique)]") { d in
            let v = guide.shared.run(.double(0)) { it throws(InputDiagnostic) in
                let result = try it.callClosure(guide.closure, [.dimensions(d)], builder: false, at: p)
                guard let n = Arithmetic.number(result), n.isFinite else {
                    throw it.error("the alignmentGuide closure must return a finite CGFloat, got \(result.typeDescription)",
                                   at: p)
                }
                return .double(n)
            }
            return CGFloat(Arithmetic.number(v) ?? 0)
        }
    }
}

extension Interpreter {
    /// The alignment a guide value names (`.leading`, `VerticalAlignment.center`, a custom `.myCenter`), for
    /// `d[guide]` over real dimensions.
    func guideKey(_ s: Symbol, at node: some SyntaxProtocol) throws(InputDiagnostic) -> AlignmentKey {
        guard s.arguments == nil, s.chain.isEmpty, let name = s.name else {
            throw error("expected an alignment guide (.leading, .top, .firstTextBaseline, ...), got \(s.description)", at: node)
        }
        let horizontal: [String: HorizontalAlignment] = ["leading": .leading, "trailing": .trailing, "center": .center]
        let vertical: [String: VerticalAlignment] = ["top": .top, "bottom": .bottom, "center": .center,
                                                     "firstTextBaseline": .firstTextBaseline,
                                                     "lastTextBaseline": .lastTextBaseline]
        switch s.base {
        case "HorizontalAlignment"?: if let h = horizontal[name] { return h.key }
        case "VerticalAlignment"?: if let v = vertical[name] { return v.key }
        case nil:
            if name == "center" {
                throw error("\".center\" is ambiguous here: write HorizontalAlignment.center or VerticalAlignment.center",
                            at: node)
            }
            if let h = horizontal[name] { return h.key }
            if let v = vertical[name] { return v.key }
        default: break
        }
        if let custom = module.customAlignments[name], let shared = layoutTime {
            let id = custom.id, at = position(node)
            return AlignmentKey(name: name, axis: custom.axis == "vertical" ? .vertical : .horizontal) { d in
                let v = shared.run(.double(0)) { it throws(InputDiagnostic) in
                    guard let f = it.module.types[id]?.staticMethods["defaultValue"]?.first else {
                        throw it.error("alignment \(id) has no static func defaultValue(in:)", at: at)
                    }
                    return try it.callFunction(f, receiver: .type(id), [Argument(label: "in", value: .dimensions(d),
                                                                                  position: at)],
                                               f.node, Context(scope: it.module.globalScope))
                }
                return CGFloat(Arithmetic.number(v) ?? 0)
            }
        }
        throw error("unknown alignment guide \(s.description)", at: node)
    }
}
