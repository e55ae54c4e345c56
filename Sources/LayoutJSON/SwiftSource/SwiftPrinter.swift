import Foundation
import LayoutCore

/// JSON → Swift: prints a tree document (docs/format.md) as the SwiftUI source a developer would write for
/// it: `import SwiftUI`, the custom alignments as `AlignmentID` types, a `struct ContentView: View` whose
/// `body` is the tree, and a `#Preview` whose traits give the document's canvas (`SwiftPreview`). Every view
/// and modifier is written by the spelling its `FormatCatalogue` entry carries.
///
/// The document is decoded first, so an invalid one fails with the decoder's one-line error; a valid one
/// that Swift cannot express fails with one line naming the file, line:column and JSON path. Recursion is one
/// call per level of views, like the decoder's (run on a large stack for very deep trees).
public enum SwiftPrinter {
    /// The Swift source for a tree file's data, or a comparison sheet's (one view and preview per panel).
    /// - Parameters:
    ///   - file: the name used in messages.
    ///   - baseDirectory: where relative image and font paths start (the tree file's directory).
    ///   - viewName: the name of the view struct (`ContentView`).
    public static func swiftSource(data: Data, file: String, baseDirectory: String,
                                   viewName: String = "ContentView") throws(InputError) -> String {
        _ = try DocumentDecoder.decodeInput(data: data, file: file, baseDirectory: baseDirectory)
        let json: JSONDocument
        do {
            json = try JSONParser.parse([UInt8](data))
        } catch {
            throw InputError(file: file, position: error.position, path: nil, message: error.message)
        }
        return try SwiftSourceFile(session: Session(file: file), viewName: viewName).print(json.root)
    }

    /// The state of one print: the file name for messages, the variables in scope, the custom alignments.
    final class Session {
        let file: String
        /// ForEach and GeometryReader variables, innermost last.
        private(set) var scope: [(name: String, type: SwiftVariableType)] = []
        /// Custom alignments declared by the document: name → axis.
        var alignments: [String: Axis] = [:]
        /// Set when an AnyLayout reads the horizontal size class (the view then declares the property).
        var readsSizeClass = false
        /// The `AnyLayout` constants declared at the start of `body`, in order: name and expression.
        var layoutProperties: [(name: String, expression: String)] = []
        /// The custom shapes the views use (`struct Triangle: Shape { ... }`), declared once each, in order.
        var shapeDeclarations: [(name: String, lines: [String])] = []
        /// The preference keys (`struct WidthKey: PreferenceKey { ... }`), declared once each, in order.
        var preferenceDeclarations: [(name: String, lines: [String])] = []
        /// The document's `@State` properties.
        var stateLines: [String] = []

        /// The name of a constant holding `expression` (`layout`, `layout2`, ...; one per expression).
        func layoutProperty(_ expression: String) -> String {
            if let p = layoutProperties.first(where: { $0.expression == expression }) { return p.name }
            let name = layoutProperties.isEmpty ? "layout" : "layout\(layoutProperties.count + 1)"
            layoutProperties.append((name, expression))
            return name
        }

        init(file: String) { self.file = file }

        func error(_ message: String, _ value: JSONValue, _ path: JSONPath) -> InputError {
            InputError(file: file, position: value.position, path: path, message: message)
        }

        func variable(_ name: String) -> SwiftVariableType? { scope.last { $0.name == name }?.type }

        /// Runs `body` with `variables` in scope.
        func with<T>(_ variables: [(String, SwiftVariableType)], _ body: () throws(InputError) -> T) throws(InputError) -> T {
            let saved = scope
            scope += variables.map { (name: $0.0, type: $0.1) }
            defer { scope = saved }
            return try body()
        }

        /// A VIEW: its spelling, then `.id(...)` and its modifiers in order (each modifier's id after it).
        func view(_ v: JSONValue, _ path: JSONPath) throws(InputError) -> SwiftView {
            let (type, id, modifiers) = try parts(of: v, path, kind: "view")
            guard let rule = SwiftSpelling.of(type.key)?.view else {
                throw error("unknown view type", v, path.key(type.key))
            }
            var view = try rule(SwiftArgument(value: type.value, path: path.key(type.key), printer: self))
            if let id { view.modifiers.append(SwiftModifier("id", [try SwiftLiteral.string(id, path.key("id"), self)])) }
            let listPath = path.key("modifiers")
            for (i, m) in modifiers.enumerated() {
                let mp = listPath.index(i)
                let (key, mid, _) = try parts(of: m, mp, kind: "modifier")
                guard let rule = SwiftSpelling.of(key.key)?.modifier else {
                    throw error("unknown modifier", m, mp.key(key.key))
                }
                view.modifiers.append(try rule(SwiftArgument(value: key.value, path: mp.key(key.key), printer: self)))
                if let mid {
                    view.modifiers.append(SwiftModifier("id", [try SwiftLiteral.string(mid, mp.key("id"), self)]))
                }
            }
            if view.isConcatenation, !view.modifiers.isEmpty { view.head = "(" + view.head + ")" }
            return view
        }

        /// Views of a content list (`[VIEW, ...]`) or a single VIEW.
        func views(_ v: JSONValue, _ path: JSONPath) throws(InputError) -> [SwiftView] {
            guard let elements = v.elements else { return [try view(v, path)] }
            var out: [SwiftView] = []
            for (i, e) in elements.enumerated() { out.append(try view(e, path.index(i))) }
            return out
        }

        /// The type key, the id value and the modifiers of a VIEW or MODIFIER object.
        private func parts(of v: JSONValue, _ path: JSONPath, kind: String)
            throws(InputError) -> (JSONMember, JSONValue?, [JSONValue]) {
            var type: JSONMember?
            var id: JSONValue?
            var modifiers: [JSONValue] = []
            for m in v.members ?? JSONMembers() {
                switch m.key {
                case "id": id = m.value
                case "modifiers" where kind == "view": modifiers = m.value.elements ?? []
                case "$schema": continue
                default: type = m
                }
            }
            guard let type else { throw error("expected a \(kind)", v, path) }
            return (type, id, modifiers)
        }
    }
}

/// What a variable in scope holds, for printing expressions with Swift's types.
enum SwiftVariableType: Equatable {
    case int, double, string, color, proxy
}
