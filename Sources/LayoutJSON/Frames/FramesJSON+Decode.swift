import Foundation
import LayoutCore

/// Reading frames JSON back (expected frames of fixtures). Strict: the keys `FramesJSON.encode` writes and no
/// others; "children" may be omitted or empty; numbers may also be "infinity", "-infinity" or "nan";
/// "proposal" and "guides" are optional (dumps written before they existed have neither).
extension FramesJSON {
    public static func decode(_ data: Data, file: String = "frames.json") throws(InputError) -> FrameDump {
        let context = DecodeContext(file: file, baseDirectory: "")
        let json: JSONDocument
        do {
            json = try JSONParser.parse([UInt8](data))
        } catch {
            throw InputError(file: file, position: error.position, path: nil, message: error.message)
        }
        let a = try Arguments(json.root, .document, allowed: ["canvas", "passes", "root"], owner: "frames",
                              expected: "an object with canvas and root", context)
        let c = try Arguments(a.required("canvas", context, owner: "frames"), a.path("canvas"),
                              allowed: ["width", "height"], owner: "canvas", context)
        let canvas = CGSize(width: try value(c, "width", context), height: try value(c, "height", context))
        let root = try node(a.required("root", context, owner: "frames"), a.path("root"), context)
        var passes: FramePasses?
        if let pv = a["passes"] {
            let pa = try Arguments(pv, a.path("passes"), allowed: ["count", "state"], owner: "passes", context)
            let count = try context.integer(pa.required("count", context, owner: "passes"), pa.path("count"), in: 1...1000)
            var state: [FrameStateValue] = []
            if let sv = pa["state"] {
                for m in try context.members(sv, pa.path("state"), expected: "an object of state values") {
                    state.append(FrameStateValue(name: m.key, value: try context.string(m.value, pa.path("state").key(m.key))))
                }
            }
            passes = FramePasses(count: count, state: state)
        }
        return FrameDump(canvas: canvas, root: root, passes: passes)
    }

    /// Reads the node tree iteratively: a node's header first, then its children in order.
    private static func node(_ v: JSONValue, _ p: JSONPath, _ context: DecodeContext) throws(InputError) -> FrameNode {
        var stack: [(node: FrameNode, children: [JSONValue], path: JSONPath)] = [try header(v, p, context)]
        while let last = stack.indices.last {
            let next = stack[last].node.children.count
            if next < stack[last].children.count {
                stack.append(try header(stack[last].children[next], stack[last].path.index(next), context))
                continue
            }
            let done = stack.removeLast()
            guard let parent = stack.indices.last else { return done.node }
            stack[parent].node.children.append(done.node)
        }
        return FrameNode(kind: "", frame: .zero)
    }

    /// A node without its children, the children's JSON and their path.
    private static func header(_ v: JSONValue, _ p: JSONPath, _ context: DecodeContext)
        throws(InputError) -> (node: FrameNode, children: [JSONValue], path: JSONPath) {
        let a = try Arguments(v, p, allowed: ["kind", "id", "frame", "proposal", "guides", "children"],
                              owner: "node", context)
        var n = FrameNode(kind: try context.string(a.required("kind", context, owner: "node"), a.path("kind")),
                          frame: try frame(a.required("frame", context, owner: "node"), a.path("frame"), context))
        if let id = a["id"] { n.id = try context.string(id, a.path("id")) }
        if let pv = a["proposal"] {
            let pa = try Arguments(pv, a.path("proposal"), allowed: ["width", "height"], owner: "proposal", context)
            n.proposal = ProposedViewSize(width: try dimension(pa, "width", context),
                                          height: try dimension(pa, "height", context))
        }
        if let gv = a["guides"] {
            guard let members = gv.members else { throw context.typeError(expected: "an object", gv, a.path("guides")) }
            for m in members {
                guard let v = m.value.number else {
                    throw context.typeError(expected: "a number", m.value, a.path("guides").key(m.key))
                }
                n.guides.append(FrameGuide(name: m.key, value: CGFloat(v)))
            }
        }
        var children: [JSONValue] = []
        if let cv = a["children"] {
            guard let list = cv.elements else { throw context.typeError(expected: "an array", cv, a.path("children")) }
            children = list
            n.children.reserveCapacity(list.count)
        }
        return (n, children, a.path("children"))
    }

    private static func frame(_ v: JSONValue, _ p: JSONPath, _ context: DecodeContext) throws(InputError) -> CGRect {
        let a = try Arguments(v, p, allowed: ["x", "y", "width", "height"], owner: "frame", context)
        return CGRect(x: try value(a, "x", context), y: try value(a, "y", context),
                      width: try value(a, "width", context), height: try value(a, "height", context))
    }

    /// A proposal's dimension: a number, "infinity", or null (unspecified).
    private static func dimension(_ a: Arguments, _ key: String, _ context: DecodeContext) throws(InputError) -> CGFloat? {
        let v = try a.required(key, context, owner: "proposal")
        if v.isNull { return nil }
        return try value(a, key, context)
    }

    private static func value(_ a: Arguments, _ key: String, _ context: DecodeContext) throws(InputError) -> CGFloat {
        let v = try a.required(key, context, owner: "frame")
        if let s = v.string {
            switch s {
            case "infinity": return .infinity
            case "-infinity": return -.infinity
            case "nan": return .nan
            default: break
            }
        }
        guard let n = v.number else { throw context.typeError(expected: "a number", v, a.path(key)) }
        return CGFloat(n)
    }
}
