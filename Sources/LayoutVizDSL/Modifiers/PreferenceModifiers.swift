import Foundation
import LayoutCore

/// The preference modifiers (docs/semantics.md §10), over LayoutCore's `PreferenceKeySpec` and `PreferenceValue`
/// (the DSL has no generic `PreferenceKey` protocol: a key is a value naming its default and reducer). Closures are
/// identified by where they are written, never by their identity. A DSL view has no state: `onPreferenceChange`
/// actions run in the pipeline's pass loop only for documents that declare state (JSON, Swift source).
extension View {
    /// `.preference(key:value:)`.
    public func preference(key: PreferenceKeySpec, value: PreferenceValue) -> ModifiedContent {
        modifier(.preference(PreferenceWriter(key: key, write: .value(value), description: "preference(\(key.name), \(value))")))
    }

    /// `.transformPreference(key) { value in ... }`: returns the new value.
    public func transformPreference(_ key: PreferenceKeySpec, fileID: String = #fileID, line: Int = #line,
                                    column: Int = #column,
                                    _ transform: @escaping (PreferenceValue) -> PreferenceValue) -> ModifiedContent {
        let box = UncheckedBox(transform)
        return modifier(.preference(PreferenceWriter(key: key, write: .transform { box.value($0) },
                                                     description: "transformPreference@\(fileID):\(line):\(column)")))
    }

    /// `.anchorPreference(key:value:transform:)`.
    public func anchorPreference(key: PreferenceKeySpec, value source: AnchorSource, fileID: String = #fileID,
                                 line: Int = #line, column: Int = #column,
                                 transform: @escaping (Anchor) -> PreferenceValue = { .anchor($0) }) -> ModifiedContent {
        let box = UncheckedBox(transform)
        return modifier(.preference(PreferenceWriter(key: key, write: .anchor(source) { box.value($0) },
                                                     description: "anchorPreference@\(fileID):\(line):\(column)")))
    }

    /// `.onPreferenceChange(key) { value, state in ... }`: returns the state with the action's assignments.
    public func onPreferenceChange(_ key: PreferenceKeySpec, fileID: String = #fileID, line: Int = #line,
                                   column: Int = #column,
                                   perform: @escaping (PreferenceValue, StateValues) -> StateValues = { $1 }) -> ModifiedContent {
        let box = UncheckedBox(perform)
        let location = "\(fileID):\(line):\(column)"
        return modifier(.onPreferenceChange(PreferenceObserver(key: key, location: location,
                                                               description: "onPreferenceChange@\(location)") {
            .success(box.value($0, $1))
        }))
    }

    /// `.overlayPreferenceValue(key, alignment:) { value in ... }`.
    public func overlayPreferenceValue<Content: View>(_ key: PreferenceKeySpec, alignment: Alignment = .center,
                                                      fileID: String = #fileID, line: Int = #line, column: Int = #column,
                                                      @ViewBuilder _ content: @escaping (PreferenceValue) -> Content)
        -> ModifiedContent {
        preferenceLayer(key, alignment, false, "overlayPreferenceValue@\(fileID):\(line):\(column)", content)
    }

    /// `.backgroundPreferenceValue(key, alignment:) { value in ... }`.
    public func backgroundPreferenceValue<Content: View>(_ key: PreferenceKeySpec, alignment: Alignment = .center,
                                                         fileID: String = #fileID, line: Int = #line, column: Int = #column,
                                                         @ViewBuilder _ content: @escaping (PreferenceValue) -> Content)
        -> ModifiedContent {
        preferenceLayer(key, alignment, true, "backgroundPreferenceValue@\(fileID):\(line):\(column)", content)
    }

    /// `.coordinateSpace(name:)`.
    public func coordinateSpace(name: String) -> ModifiedContent { modifier(.coordinateSpace(name)) }

    private func preferenceLayer<Content: View>(_ key: PreferenceKeySpec, _ alignment: Alignment, _ background: Bool,
                                                _ description: String,
                                                _ content: @escaping (PreferenceValue) -> Content) -> ModifiedContent {
        let box = UncheckedBox(content)
        return modifier(.preferenceLayer(PreferenceLayer(key: key, alignment: alignment, isBackground: background,
                                                         description: description) { box.value($0).viewNodes }))
    }
}
