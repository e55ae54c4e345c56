import Foundation
import LayoutCore
import LayoutJSON
import SwiftSyntax

/// The system containers and bar modifiers as SwiftUI source writes them, turned into the format's spellings
/// (docs/swift-source.md, "System containers"): `List(data) { x in ... }` runs like ForEach; `Section("Title")`,
/// `Section(header: Text(...), footer: ...)`, `Section { } header: { } footer: { }`; `NavigationLink("Title") { dest }`,
/// `NavigationLink(destination:) { label }`, `NavigationLink { dest } label: { label }` (the destination is never
/// shown); `NavigationView` is a NavigationStack; `ToolbarItem(placement:)`/`ToolbarItemGroup` in `.toolbar { }`;
/// `.tabItem { Label(title, systemImage:) }` (or a Text and an `Image(systemName:)`); `.navigationBarTitle(_:)`
/// is `.navigationTitle(_:)`. Arguments with no effect on a still frame (`selection:`, `path:`, `value:`) are dropped.
extension Interpreter {
    func systemContainer(_ n: String, _ args: [Argument], _ e: some SyntaxProtocol) throws(InputDiagnostic) -> ViewValue? {
        let p = position(e)
        let dropped: Set<String> = ["selection", "path", "value", "destination", "isActive", "tag", "id", "rowContent"]
        switch n {
        case "Form", "List", "TabView", "NavigationStack", "NavigationView":
            var content: [ViewValue] = []
            let closures = args.filter { if case .closure = $0.value { return $0.label == nil || $0.label == "content" }; return false }
            if n == "List", let data = args.first, data.label == nil, !isClosure(data.value), closures.count == 1 {
                // `List(items) { item in Row(item) }`: one row per element, as ForEach.
                if case .view(let g) = try forEach([data, closures[0]], e) { content = g.content ?? [] }
            } else {
                for c in closures { content += try self.content(c.value, at: e) }
            }
            return ViewValue(type: n == "NavigationView" ? "NavigationStack" : n, arguments: [], content: content, position: p)
        case "Section":
            var plain: [Argument] = []
            var content: [ViewValue] = []
            for a in args {
                switch a.label {
                case nil where isClosure(a.value), "content": content += try self.content(a.value, at: e)
                case nil: plain.append(Argument(label: "header", value: a.value, position: a.position))
                case "header", "footer":
                    let value: Value = isClosure(a.value) ? .view(group(try self.content(a.value, at: e), at: a.position))
                        : a.value
                    plain.append(Argument(label: a.label, value: value, position: a.position))
                default: if !dropped.contains(a.label ?? "") { plain.append(a) }
                }
            }
            return ViewValue(type: n, arguments: plain, content: content, position: p)
        case "NavigationLink":
            if let first = args.first, first.label == nil, !isClosure(first.value) {
                return ViewValue(type: n, arguments: [first], position: p)
            }
            let label = args.first(where: { $0.label == "label" })
                ?? args.last(where: { $0.label == nil && isClosure($0.value) && args.contains { $0.label == "destination" || $0.label == "value" } })
            guard let label else { throw error("NavigationLink needs a title or a label", at: e) }
            return ViewValue(type: n, arguments: [], content: try self.content(label.value, at: e), position: p)
        case "ToolbarItem", "ToolbarItemGroup":
            var content: [ViewValue] = []
            var plain: [Argument] = []
            for a in args {
                if isClosure(a.value) { content += try self.content(a.value, at: e) }
                else if a.label == "placement" { plain.append(a) }
            }
            return ViewValue(type: "ToolbarItem", arguments: plain, content: content, position: p)
        default:
            return nil
        }
    }

    private func isClosure(_ v: Value) -> Bool { if case .closure = v { return true }; return false }

    /// navigationTitle (navigationBarTitle), navigationBarTitleDisplayMode, toolbar and tabItem; nil for others.
    func barModifier(_ n: String, _ args: [Argument], _ e: some SyntaxProtocol,
                     _ nameNode: some SyntaxProtocol) throws(InputDiagnostic) -> ModifierValue? {
        let p = position(nameNode)
        switch n {
        case "navigationTitle", "navigationBarTitle":
            guard let title = args.first else { throw error("\(n) needs a title", at: e) }
            var value = title.value
            if case .view(let t) = value, t.type == "Text", let s = t.arguments.first { value = s.value }
            return ModifierValue(name: "navigationTitle", arguments: [Argument(label: nil, value: value, position: title.position)],
                                 position: p)
        case "navigationBarTitleDisplayMode":
            return ModifierValue(name: n, arguments: args, position: p)
        case "toolbar":
            var items: [Value] = []
            for a in args where isClosure(a.value) {
                for v in try content(a.value, at: e) { items.append(.view(v)) }
            }
            return ModifierValue(name: n, arguments: [Argument(label: nil, value: .array(items), position: p)], position: p)
        case "tabItem":
            guard let closure = args.first(where: { isClosure($0.value) }) else { throw error("tabItem needs a closure", at: e) }
            inTabItem += 1
            defer { inTabItem -= 1 }
            var title: Argument?, image: Argument?
            for v in try content(closure.value, at: e) {
                switch v.type {
                case "Label":
                    if let t = v.arguments.first(where: { $0.label == nil }) { title = t }
                    if let i = v.arguments.first(where: { $0.label == "systemImage" }) { image = i }
                case "Text": title = v.arguments.first
                case "Image": image = v.arguments.first(where: { $0.label == "systemName" })
                default: break
                }
            }
            var out: [Argument] = []
            if let title { out.append(Argument(label: "title", value: title.value, position: title.position)) }
            if let image { out.append(Argument(label: "systemImage", value: image.value, position: image.position)) }
            return ModifierValue(name: n, arguments: out, position: p)
        default:
            return nil
        }
    }
}
