/// SwiftUI's names as the interpreter sees them: the views of the format (docs/format.md), the value types that
/// are kept by name (`Symbol`) and lowered into the format's arguments, and the SwiftUI views the format has no
/// layout for (an error naming them, not a placeholder: they are SwiftUI's, not the app's).
enum SwiftUINames {
    /// Views the format has, by their SwiftUI names.
    static let views: Set<String> = ["Text", "Color", "LinearGradient", "RadialGradient", "EllipticalGradient",
                                     "AngularGradient", "Rectangle", "RoundedRectangle", "Circle", "Ellipse", "Capsule",
                                     "Image", "Spacer", "Divider", "EmptyView", "HStack", "VStack", "ZStack", "Group",
                                     "GeometryReader", "ScrollView", "LazyVStack", "LazyHStack", "ViewThatFits",
                                     "AnyLayout", "Grid", "GridRow", "LazyVGrid", "LazyHGrid",
                                     "Form", "List", "NavigationLink", "NavigationStack", "NavigationView", "Section", "TabView", "ToolbarItem",
                                     "ToolbarItemGroup"]
    /// Containers that stand for their content in a still frame (no chrome is drawn).
    static let transparent: Set<String> = ["NavigationSplitView"]

    static func isViewType(_ n: String) -> Bool {
        views.contains(n) || transparent.contains(n) || ControlLowering.names.contains(n)
    }

    /// Value types kept by name and lowered into the format's arguments.
    static let valueTypes: Set<String> = [
        "Font", "Alignment", "HorizontalAlignment", "VerticalAlignment", "Edge", "EdgeInsets", "CGSize", "CGPoint",
        "CGRect", "UnitPoint", "Angle", "Gradient", "Gradient.Stop", "GridItem", "HStackLayout", "VStackLayout", "ZStackLayout", "GridLayout",
        "ContentMode", "TextAlignment", "Axis", "SafeAreaRegions", "StrokeStyle", "RoundedCornerStyle",
        "UserInterfaceSizeClass", "ColorScheme", "Text.TruncationMode", "Text.Case", "UIColor", "NSColor",
        "ProposedViewSize", "PreviewDevice", "CGAffineTransform", "Preview", "CGFloat", "Double", "Int", "Float", "String", "Bool", "Array", "Dictionary",
    ]

    static func isType(_ n: String) -> Bool {
        valueTypes.contains(n) || views.contains(n) || ControlLowering.styleTypes[n] != nil
            || ControlLowering.textFieldStyleTypes[n] != nil || ControlLowering.listStyleTypes[n] != nil
            || ControlLowering.pickerStyleTypes[n] != nil
    }

    /// The UIKit/AppKit bridge protocols: a type conforming to one is an error where it is used.
    static let bridges: Set<String> = ["UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable",
                                       "NSViewControllerRepresentable"]

    /// SwiftUI views with no layout in layoutviz yet, with what to do instead.
    static let unsupported: [String: String] = {
        let controls = ["TextEditor", "DatePicker", "ColorPicker", "Gauge", "Menu", "Table", "OutlineGroup", "DisclosureGroup",
                        "ControlGroup", "ShareLink", "LabeledContent", "Canvas", "TimelineView", "Map", "Chart",
                        "AsyncImage", "VideoPlayer", "SignInWithAppleButton", "UIViewRepresentable",
                        "UIViewControllerRepresentable"]
        var table: [String: String] = [:]
        for n in ["Date", "Timer"] {
            table[n] = "\(n)() is not deterministic; a still frame needs fixed values"
        }
        for c in controls {
            table[c] = "layoutviz has no layout for SwiftUI's \(c) (docs/swift-source.md lists the views it has); "
                + "build it from stacks, Text and shapes"
        }
        return table
    }()
}

/// Modifiers that do not change a still frame: accepted and ignored (docs/swift-source.md, "No effect").
/// Their arguments are not evaluated (an action closure never runs).
enum NoEffect {
    static let modifiers: Set<String> = [
        "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture", "onAppear",
        "onDisappear", "onChange", "onReceive", "onSubmit", "task", "refreshable", "animation", "transition",
        "matchedGeometryEffect", "contentTransition", "sheet", "fullScreenCover", "popover", "alert",
        "confirmationDialog", "navigationBarHidden", "navigationBarBackButtonHidden", "navigationDestination", "toolbarBackground", "toolbarColorScheme", "searchable", "accessibilityLabel", "accessibilityHint",
        "accessibilityValue", "accessibilityIdentifier", "accessibilityElement", "accessibilityAddTraits",
        "accessibilityRemoveTraits", "accessibilityHidden", "accessibilityAction", "accessibilitySortPriority",
        "help", "contextMenu", "swipeActions", "keyboardShortcut",
        "focused", "focusable", "contentShape", "allowsHitTesting",
        "preferredColorScheme", "statusBarHidden", "persistentSystemOverlays",
        "onHover", "onDrag", "onDrop", "draggable", "dropDestination", "scrollIndicators",
        "scrollDisabled", "scrollContentBackground", "navigationViewStyle", "formStyle", "textSelection", "symbolRenderingMode",
        "privacySensitive", "redacted", "sensoryFeedback", "interactiveDismissDisabled", "presentationDetents",
        "onOpenURL", "handlesExternalEvents", "defaultAppStorage", "modelContainer", "controlSize",
        "drawingGroup", "compositingGroup",
        // Text input behaviour: keyboards, autofill and submission never show in a still frame.
        "textContentType", "keyboardType", "autocorrectionDisabled", "disableAutocorrection",
        "textInputAutocapitalization", "autocapitalization", "submitLabel", "scrollDismissesKeyboard", "onKeyPress",
        "defaultFocus", "focusedValue", "focusSection", "hoverEffect", "onContinuousHover",
        "accessibilityInputLabels", "accessibilityShowsLargeContentViewer", "accessibilityRespondsToUserInteraction",
        "scrollTargetBehavior", "scrollTargetLayout", "scrollPosition", "onScrollGeometryChange", "onScrollPhaseChange",
    ]
}
