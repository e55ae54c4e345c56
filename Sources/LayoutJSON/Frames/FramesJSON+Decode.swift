import Foundation
import LayoutCore

/// Reading frames JSON back (expected frames of fixtures). Strict: the keys `FramesJSON.encode` writes and no
/// others; "children" may be omitted or empty; numbers may also be "infinity", "-infinity" or "nan".
extension FramesJSON {
    public static func decode(_ data: Data, file: String = "frames.json") throws(InputError) -> FrameDump {
        let context = DecodeContext(file: file, baseDirectory: "")
        let json: JSONDocument
        do {
            json = try JSONParser.parse([UInt8](data))
        } catch {
            throw InputError(file: file, position: error.position, path: nil, message: error.message)
        }
        let a = try Arguments(json.root, .document, allowed: ["canvas", "root"], owner: "frames",
                              expected: "an object with canvas and root", context)
        let c = try Arguments(a.required("canvas", context, owner: "frames"), a.path("canvas"),
                              allowed: ["width", "height"], owner: "canvas", context)
        let canvas = CGSize(width: try value(c, "width", context), height: try value(c, "height", context))
        let root = try node(a.required("root", context, owner: "frames"), a.path("root"), context)
        return FrameDump(canvas: canvas, root: root)
    }

    private static func node(_ v: JSONValue, _ p: JSONPath, _ context: DecodeContext) throws(InputError) -> FrameNode {
        let a = try Arguments(v, p, allowed: ["kind", "id", "frame", "children"], owner: "node", context)
        var n = FrameNode(kind: try context.string(a.required("kind", context, owner: "node"), a.path("kind")),
                          frame: try frame(a.required("frame", context, owner: "node"), a.path("frame"), context))
        if let id = a["id"] { n.id = try context.string(id, a.path("id")) }
        if let cv = a["children"] {
            guard let list = cv.elements else { throw context.typeError(expected: "an array", cv, a.path("children")) }
            n.children.reserveCapacity(list.count)
            for (i, child) in list.enumerated() {
                n.children.append(try node(child, a.path("children").index(i), context))
            }
        }
        return n
    }

    private static func frame(_ v: JSONValue, _ p: JSONPath, _ context: DecodeContext) throws(InputError) -> CGRect {
        let a = try Arguments(v, p, allowed: ["x", "y", "width", "height"], owner: "frame", context)
        return CGRect(x: try value(a, "x", context), y: try value(a, "y", context),
                      width: try value(a, "width", context), height: try value(a, "height", context))
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
