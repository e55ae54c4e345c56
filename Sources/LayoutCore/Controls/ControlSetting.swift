import Foundation

/// Environment values for the controls below a modifier that the engine passes down without knowing them
/// (`NodeKind.controlSetting`; also `imageScale`, read by symbol images): each sets one field of `ControlEnvironment`. A new control setting is a case here
/// and its use in the controls; the engine only calls `apply(to:)`.
public enum ControlSetting: Sendable, Hashable {
    /// `.pickerStyle(_:)`: how the Pickers below draw (`PickerControl`).
    case pickerStyle(PickerStyleKind)
    /// `.disabled(_:)`: the controls below draw disabled when true. SwiftUI's `isEnabled` is the conjunction of
    /// every `disabled` above, so `.disabled(false)` under `.disabled(true)` leaves the controls disabled.
    case disabled(Bool)
    /// `.imageScale(_:)`: the size of the symbol images below (`SymbolImage.Scale`, SwiftUI's `Image.Scale`).
    case imageScale(SymbolImage.Scale)

    public var name: String {
        switch self {
        case .pickerStyle: "pickerStyle"
        case .disabled: "disabled"
        case .imageScale: "imageScale"
        }
    }

    public func apply(to controls: inout ControlEnvironment) {
        switch self {
        case .pickerStyle(let s): controls.pickerStyle = s
        case .disabled(let d): controls.isEnabled = controls.isEnabled && !d
        case .imageScale(let s): controls.imageScale = s
        }
    }
}

/// `.pickerStyle(...)`: SwiftUI's picker styles that layoutviz draws. `palette` is not drawn: the decoders name it
/// in a clear error (docs/semantics.md, "Controls").
public enum PickerStyleKind: String, Sendable, Hashable, CaseIterable {
    /// iOS's default: `menu`.
    case automatic, menu, segmented, navigationLink, wheel, inline

    /// SwiftUI styles known but not drawn, with the reason given in the error.
    public static let unsupported: [String: String] = [
        "palette": "a palette picker is shown only in menus",
    ]
}
