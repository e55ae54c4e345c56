import LayoutCore

/// THE table of the format's controls (docs/format.md, "Controls"), sorted by name: one entry per control
/// (`ControlEntry`); its look is its `ControlBody` in LayoutCore/Controls. Container controls (List, Form,
/// NavigationStack, TabView) are not here: they have content of their own, not a label.
enum ControlCatalogue {
    static let entries: [ControlEntry] = [
        ControlEntry(catalogue: FormatCatalogue.view(
            "Button", "A button showing its label (a title, or label views), styled by the buttonStyle in effect "
                + "(automatic: the accent colour; bordered, borderedProminent: padded on a rounded rectangle); "
                + "role destructive makes it red. The action is not part of a still frame.",
            S.anyOf([S.string, S.ref("viewList"),
                     S.object(["title": S.string, "role": S.enumeration(ButtonControl.Role.allCases.map(\.rawValue)),
                               "content": S.ref("viewList")])]),
            #"{"Button": "Sign In", "modifiers": [{"buttonStyle": "borderedProminent"}]}"#, swift: .button)) { r throws(InputError) in
            let a = try r.arguments(["title", "role", "content"], expected: "a title, an array of label views or {title, role, content}")
            var role: ButtonControl.Role?
            if let v = a?["role"], let a {
                role = try r.context.choice(v, a.path("role"), what: "button role",
                                            ButtonControl.Role.allCases.map { ($0.rawValue, $0) })
            }
            return Control(ButtonControl(role: role))
        },
        ControlEntry(catalogue: FormatCatalogue.view(
            "Label", "A title with a symbol image (Image(systemName:) placeholder) before it.",
            S.object(["title": S.string, "systemImage": S.string], required: ["title", "systemImage"]),
            #"{"Label": {"title": "Favorites", "systemImage": "star"}}"#, swift: .label)) { r throws(InputError) in
            guard let a = try r.arguments(["title", "systemImage"], expected: "{\"title\": ..., \"systemImage\": ...}") else {
                throw r.context.typeError(expected: "{\"title\": ..., \"systemImage\": ...}", r.value, r.path)
            }
            _ = try a.required("title", r.context, owner: "Label")
            let symbol = try r.context.string(try a.required("systemImage", r.context, owner: "Label"), a.path("systemImage"))
            return Control(LabelControl(systemImage: symbol))
        },
        ControlEntry(catalogue: FormatCatalogue.view(
            "Link", "A label (a title or views) in the accent colour; the destination is not followed.",
            S.anyOf([S.string, S.object(["title": S.string, "destination": S.string, "content": S.ref("viewList")])]),
            #"{"Link": {"title": "Privacy Policy", "destination": "https://example.com/privacy"}}"#, swift: .link)) { r throws(InputError) in
            let a = try r.arguments(["title", "destination", "content"], expected: "a title or {title, destination}")
            return Control(LinkControl(destination: try a.flatMap { a throws(InputError) in try r.string(a, "destination") }))
        },
        ControlEntry(catalogue: FormatCatalogue.view(
            "Picker", "A picker in the pickerStyle in effect; the selected option is the content view whose tag (else "
                + "text) is selection, else the first. Menu style (the default): outside a List or Form, the selected "
                + "option with an up-down chevron in the accent colour (no title); in a List or Form row, the title "
                + "leading and the selected option with the chevron trailing in the secondary colour. Segmented: equal "
                + "segments on a rounded track, the selected one raised.",
            S.object(["title": S.string, "selection": S.anyOf([S.string, S.type("number")]), "content": S.ref("viewList")],
                     required: ["content"]),
            #"{"Picker": {"title": "Flavor", "selection": "Vanilla", "content": [{"Text": "Vanilla"}, {"Text": "Chocolate"}]}}"#,
            swift: .picker)) { r throws(InputError) in
            guard let a = try r.arguments(["title", "selection", "content"], expected: "{title, selection, content}") else {
                throw r.context.typeError(expected: "{\"title\": ..., \"selection\": ..., \"content\": [...]}", r.value, r.path)
            }
            _ = try a.required("content", r.context, owner: "Picker")
            var selection: String?
            if let v = a["selection"] {
                selection = v.string != nil ? try r.context.interpolated(v, a.path("selection"))
                    : DecodeContext.format(try r.context.number(v, a.path("selection")))
            }
            return Control(PickerControl(selection: selection, hasLabel: !r.labels.isEmpty))
        },
        ControlEntry(catalogue: FormatCatalogue.view(
            "ProgressView", "Without a value, the circular spinner (20 x 20); with value (of total, default 1), a "
                + "linear bar as wide as offered; a title shows above the bar (below the spinner).",
            S.anyOf([S.string, S.object(["title": S.string, "value": S.ref("number"), "total": S.ref("number")])]),
            #"{"ProgressView": {"title": "Downloading", "value": 0.4}}"#, swift: .progressView)) { r throws(InputError) in
            let a = try r.arguments(["title", "value", "total"], expected: "a title or {title, value, total}")
            let value = try a.flatMap { a throws(InputError) in try r.number(a, "value") }
            let total = try a.flatMap { a throws(InputError) in try r.number(a, "total") } ?? 1
            return Control(ProgressViewControl(value: value, total: total))
        },
        ControlEntry(catalogue: FormatCatalogue.view(
            "SecureField", "A TextField whose text shows as bullets.",
            textFieldSchema, #"{"SecureField": {"title": "Password", "text": "hunter2"}}"#, swift: .textField("SecureField"))) {
            r throws(InputError) in try textField(&r, secure: true)
        },
        ControlEntry(catalogue: FormatCatalogue.view(
            "Slider", "A track as wide as offered, 28 tall, filled to value within in (default [0, 1]) with the "
                + "thumb there; step is accepted and ignored.",
            S.object(["value": S.ref("number"), "in": S.type("array", ["items": S.ref("number"), "minItems": .number(2),
                                                                      "maxItems": .number(2)]),
                      "step": S.ref("number")], required: ["value"]),
            #"{"Slider": {"value": 30, "in": [0, 100]}}"#, swift: .slider)) { r throws(InputError) in
            guard let a = try r.arguments(["value", "in", "step"], expected: "{\"value\": ..., \"in\": [lower, upper]}") else {
                throw r.context.typeError(expected: "{\"value\": ..., \"in\": [lower, upper]}", r.value, r.path)
            }
            let value = try r.context.number(try a.required("value", r.context, owner: "Slider"), a.path("value"))
            _ = try r.number(a, "step")
            return Control(SliderControl(value: value, in: try r.bounds(a, "in") ?? 0...1))
        },
        ControlEntry(catalogue: FormatCatalogue.view(
            "Stepper", "Its label (a title or views) leading and the 94 x 32 minus/plus control trailing; value, in "
                + "and step are accepted and not shown.",
            S.anyOf([S.string, S.object(["title": S.string, "value": S.ref("number"),
                                         "in": S.type("array", ["items": S.ref("number"), "minItems": .number(2),
                                                                "maxItems": .number(2)]),
                                         "step": S.ref("number"), "content": S.ref("viewList")])]),
            #"{"Stepper": {"title": "Quantity: 3", "value": 3, "in": [0, 10]}}"#, swift: .stepper)) { r throws(InputError) in
            if let a = try r.arguments(["title", "value", "in", "step", "content"], expected: "a title or {title, value, in, step}") {
                _ = try r.number(a, "value"); _ = try r.number(a, "step"); _ = try r.bounds(a, "in")
            }
            return Control(StepperControl())
        },
        ControlEntry(catalogue: FormatCatalogue.view(
            "TextField", "One line as wide as offered: the text, or the title as a placeholder (tertiaryLabel) "
                + "when the text is empty.",
            textFieldSchema, #"{"TextField": {"title": "Email", "text": ""}}"#, swift: .textField("TextField"))) {
            r throws(InputError) in try textField(&r, secure: false)
        },
        ControlEntry(catalogue: FormatCatalogue.view(
            "Toggle", "A switch (51 x 31; green when on) trailing, its label (a title or views) leading, as wide as "
                + "offered.",
            S.object(["title": S.string, "isOn": S.bool, "content": S.ref("viewList")], required: ["isOn"]),
            #"{"Toggle": {"title": "Wi-Fi", "isOn": true}}"#, swift: .toggle)) { r throws(InputError) in
            guard let a = try r.arguments(["title", "isOn", "content"], expected: "{\"title\": ..., \"isOn\": true}") else {
                throw r.context.typeError(expected: "{\"title\": ..., \"isOn\": true}", r.value, r.path)
            }
            let isOn = try r.context.bool(try a.required("isOn", r.context, owner: "Toggle"), a.path("isOn"))
            return Control(ToggleControl(isOn: isOn))
        },
    ]

    static let names = entries.map(\.catalogue.name)
    private static let entriesByName = Dictionary(entries.map { ($0.catalogue.name, $0) }, uniquingKeysWith: { a, _ in a })
    static func entry(_ name: String) -> ControlEntry? { entriesByName[name] }

    static let textFieldSchema = S.anyOf([S.string, S.object(["title": S.string, "text": S.string], required: ["title"])])

    private static func textField(_ r: inout ControlReader, secure: Bool) throws(InputError) -> Control {
        let a = try r.arguments(["title", "text"], expected: "a title or {\"title\": ..., \"text\": ...}")
        let title: String
        if case .text(let s)? = r.labels.first?.kind { title = s } else { title = "" }
        r.labels = []
        let text = try a.flatMap { a throws(InputError) in try r.string(a, "text") } ?? ""
        return Control(TextFieldControl(title: title, text: text, isSecure: secure))
    }
}
