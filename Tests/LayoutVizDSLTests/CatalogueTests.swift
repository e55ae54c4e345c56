import Foundation
import LayoutCore
import LayoutJSON
import LayoutVizDSL
import Testing

/// The DSL covers the whole format: every view and modifier of `FormatCatalogue` (which a LayoutJSON test
/// ties to the decoder's vocabulary) has a DSL spelling here that builds the tree of the entry's example.
/// A view or modifier added to the format fails this test until the DSL can write it.
@Suite("DSL covers the catalogue")
struct CatalogueTests {
    /// The catalogue's examples, written with the DSL.
    static let examples: [String: @Sendable () -> any View] = [
        "Text": { Text("Hello, World!") },
        "Color": { Color.teal },
        "LinearGradient": { LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom) },
        "RadialGradient": { RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 60) },
        "EllipticalGradient": { EllipticalGradient(colors: [.white, .teal]) },
        "AngularGradient": { AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center) },
        "Rectangle": { Rectangle() },
        "RoundedRectangle": { RoundedRectangle(cornerRadius: 8) },
        "Circle": { Circle() },
        "Ellipse": { Ellipse() },
        "Capsule": { Capsule() },
        "Path": {
            Path { p in
                p.move(to: CGPoint(x: 0, y: 0)); p.addLine(to: CGPoint(x: 40, y: 0))
                p.addLine(to: CGPoint(x: 20, y: 30)); p.closeSubpath()
            }
        },
        "Shape": { CatalogueTriangle() },
        "Image": { Image(width: 100, height: 30) },
        "Spacer": { HStack { Text("Left"); Spacer(); Text("Right") } },
        "Divider": { VStack { Text("Above"); Divider(); Text("Below") } },
        "EmptyView": { EmptyView() },
        "HStack": { HStack(alignment: .firstTextBaseline, spacing: 4) { Text("A"); Text("B") } },
        "VStack": { VStack(alignment: .leading) { Text("Title"); Text("Subtitle") } },
        "ZStack": { ZStack(alignment: .topLeading) { Color.blue; Text("On top") } },
        "Group": { HStack { Group { Text("A"); Text("B") }.padding(6); Text("C") } },
        "ForEach": { VStack { ForEach(0..<3) { i in Text("Row \(i)") } } },
        "GeometryReader": { GeometryReader { geo in Color.teal.frame(width: geo.size.width / 2) } },
        "alignmentGuide": {
            VStack(alignment: .leading) { Text("Hello").alignmentGuide(.leading) { d in d[.trailing] }; Text("World") }
        },
        "position": { ZStack { Color.red.frame(width: 40, height: 40).position(x: 30, y: 30) } },
        "zIndex": { ZStack { Color.red.zIndex(1); Color.blue.frame(width: 20, height: 20) } },
        "hidden": { HStack { Text("shown"); Text("hidden").hidden() } },
        "preference": { Text("Hello").preference(key: countKey, value: .number(1)) },
        "transformPreference": {
            Text("Hello").transformPreference(countKey) { v in if case .number(let n) = v { .number(n + 1) } else { v } }
        },
        "anchorPreference": { Text("Tab").anchorPreference(key: boundsKey, value: .bounds) },
        "onPreferenceChange": { Text("Hello").onPreferenceChange(countKey) },
        "overlayPreferenceValue": {
            Text("Hello").overlayPreferenceValue(countKey, alignment: .topTrailing) { v in
                Color.red.frame(width: CGFloat(v == .number(0) ? 0 : 1) * 4 + 4, height: 4)
            }
        },
        "backgroundPreferenceValue": { Text("Hello").backgroundPreferenceValue(countKey) { _ in Color.yellow } },
        "coordinateSpace": { VStack { Text("Hello") }.coordinateSpace(name: "stack") },
        "clipShape": { Color.blue.frame(width: 60, height: 60).clipShape(Circle()) },
        "mask": { Color.pink.frame(width: 120, height: 40).mask(alignment: .leading) { Text("MASKED") } },
        "rotationEffect": { Rectangle().frame(width: 50, height: 50).rotationEffect(.degrees(30)) },
        "scaleEffect": { Text("Big").scaleEffect(2, anchor: .topLeading) },
        "shadow": {
            RoundedRectangle(cornerRadius: 12).fill(.white).frame(width: 120, height: 80).shadow(radius: 8, y: 4)
        },
        "ignoresSafeArea": { Color.teal.ignoresSafeArea(.container, edges: [.bottom]) },
        "edgesIgnoringSafeArea": { Color.mint.edgesIgnoringSafeArea(.top) },
        "safeAreaInset": { Color.white.safeAreaInset(edge: .bottom, spacing: 0) { Text("Bar") } },
        "safeAreaPadding": { Color.white.safeAreaPadding(.horizontal, 20) },
        "ScrollView": {
            ScrollView(.vertical, showsIndicators: false) { Text("First"); Color.teal.frame(height: 400) }
        },
        "LazyVStack": { ScrollView { LazyVStack(alignment: .leading, spacing: 4) { Text("Row 1"); Text("Row 2") } } },
        "LazyHStack": { LazyHStack(spacing: 4) { Text("A"); Text("B") } },
        "ViewThatFits": {
            ViewThatFits(in: .horizontal) { HStack { Text("Save the document"); Text("Cancel") }; Text("Save") }
        },
        "AnyLayout": { AnyLayout(HStackLayout(spacing: 16)) { Text("Name"); Text("Address") } },
        "Grid": {
            Grid(alignment: .leading) {
                GridRow { Text("Name"); Text("Taylor") }
                GridRow { Text("City"); Text("Paris") }
            }
        },
        "GridRow": { Grid { GridRow(alignment: .top) { Text("a"); Text("b") } } },
        "LazyVGrid": {
            LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.flexible(minimum: 50), spacing: 4),
                                GridItem(.adaptive(minimum: 40))]) { Color.red; Text("Two") }
        },
        "LazyHGrid": {
            LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))], alignment: .top) {
                Text("One"); Text("Two"); Text("Three")
            }
        },
        "gridCellColumns": {
            Grid { GridRow { Text("Wide header").gridCellColumns(2) }; GridRow { Text("a"); Text("b") } }
        },
        "gridCellUnsizedAxes": {
            Grid { GridRow { Text("a"); Text("b") }; Divider().gridCellUnsizedAxes(.horizontal) }
        },
        "gridColumnAlignment": { Grid { GridRow { Text("Notes"); Text("Two").gridColumnAlignment(.trailing) } } },
        "gridCellAnchor": { Grid { GridRow { Text("a").gridCellAnchor(UnitPoint(x: 0, y: 0.5)); Color.blue } } },
        "environment": { VStack { Text("A"); Text("B") }.environment(\.horizontalSizeClass, .regular) },
        "padding": { Text("Padded").padding(.horizontal, 12) },
        "frame": { Text("Wide").frame(maxWidth: .infinity, alignment: .leading) },
        "fixedSize": { Text("Never wraps").fixedSize(horizontal: true, vertical: false) },
        "layoutPriority": { HStack { Text("First").layoutPriority(1); Text("Second") } },
        "aspectRatio": { Color.green.aspectRatio(CGSize(width: 4, height: 3), contentMode: .fill) },
        "scaledToFit": { Image(width: 100, height: 30).resizable().scaledToFit() },
        "scaledToFill": { Image(width: 100, height: 30).resizable().scaledToFill() },
        "resizable": { Image(width: 100, height: 30).resizable().frame(width: 50, height: 50) },
        "offset": { Text("Moved").offset(x: 10, y: -5) },
        "background": { Text("Badge").padding(8).background(Capsule().fill(.yellow)) },
        "overlay": {
            Color.blue.frame(width: 60, height: 40)
                .overlay(alignment: .topTrailing) { Circle().fill(.red).frame(width: 10, height: 10) }
        },
        "border": { Text("Framed").border(.blue, width: 2) },
        "foregroundColor": { Text("Blue").foregroundColor(.blue) },
        "foregroundStyle": { Circle().foregroundStyle(Color(hex: "#FF8800") ?? .black) },
        "fill": { Circle().fill(.red) },
        "stroke": { Capsule().stroke(.blue, lineWidth: 3) },
        "strokeBorder": { Circle().strokeBorder(.blue, lineWidth: 8) },
        // Color.red.opacity(0.5) is a Color (as in SwiftUI); the modifier is View.opacity.
        "opacity": { (Color.red as any View).opacity(0.5) },
        "cornerRadius": { Color.blue.frame(width: 50, height: 50).cornerRadius(8) },
        "clipped": { Circle().frame(width: 80, height: 80).frame(width: 40, height: 40).clipped() },
        "font": { Text("Code").font(.system(size: 20, weight: .bold, design: .monospaced)) },
        "lineLimit": { Text("A long text that wraps onto several lines").lineLimit(2).frame(width: 100) },
        "lineSpacing": { Text("Line spacing puts room between the lines").lineSpacing(8).frame(width: 120) },
        "minimumScaleFactor": { Text("This label is far too long").lineLimit(1).minimumScaleFactor(0.5).frame(width: 120) },
        "tracking": { Text("Tracked").tracking(3) },
        "kerning": { Text("Kerned").kerning(2) },
        "textCase": { Text("Sold out").textCase(.uppercase) },
        "allowsTightening": { Text("Tight").allowsTightening(true) },
        "fontWeight": { Text("Semibold").fontWeight(.semibold) },
        "bold": { VStack { Text("Bold title").font(.title); Text("Bold body") }.bold() },
        "italic": { Text("Slanted").italic() },
        "fontDesign": { Text("Serif").fontDesign(.serif) },
        "monospacedDigit": { Text("12:05").monospacedDigit() },
        "underline": { Text("Terms of Service").underline(color: .blue) },
        "strikethrough": { Text("Sold out").strikethrough(pattern: .dash, color: .red) },
        "multilineTextAlignment": { Text("Centred lines of text").multilineTextAlignment(.center).frame(width: 80) },
        "truncationMode": { Text("A long line cut in the middle").lineLimit(1).truncationMode(.middle).frame(width: 90) },
        // Controls (docs/format.md, "Controls").
        "Button": { Button("Sign In") {}.buttonStyle(.borderedProminent) },
        "Label": { Label("Favorites", systemImage: "star") },
        "Link": {
            Link("Privacy Policy", destination: URL(string: "https://example.com/privacy") ?? URL(fileURLWithPath: "/"))
        },
        "Picker": { Picker("Flavor", selection: .constant("Vanilla")) { Text("Vanilla"); Text("Chocolate") } },
        "ProgressView": { ProgressView("Downloading", value: 0.4) },
        "SecureField": { SecureField("Password", text: .constant("hunter2")) },
        "Slider": { Slider(value: .constant(30), in: 0...100) },
        "Stepper": { Stepper("Quantity: 3", value: .constant(3), in: 0...10) },
        "TextField": { TextField("Email", text: .constant("")) },
        "Toggle": { Toggle("Wi-Fi", isOn: .constant(true)) },
        "buttonStyle": { HStack { Button("Cancel") {}; Button("OK") {} }.buttonStyle(.bordered) },
        "tint": { Toggle("Alerts", isOn: .constant(true)).tint(.orange) },
        "textFieldStyle": { TextField("Email", text: .constant("")).textFieldStyle(.roundedBorder) },
        "labelsHidden": { Toggle("Alerts", isOn: .constant(true)).labelsHidden() },
        "contentMargins": { ScrollView { Text("Inset content") }.contentMargins(.horizontal, 20) },
        "pickerStyle": {
            Picker("View", selection: .constant("List")) { Text("List"); Text("Grid") }.pickerStyle(.segmented)
        },
        "tag": { Picker("Size", selection: .constant("m")) { Text("Small").tag("s"); Text("Medium").tag("m") } },
        "disabled": { Button("Sign In") {}.buttonStyle(.borderedProminent).disabled(true) },
        "imageScale": { Label("Favorites", systemImage: "star").imageScale(.large) },
        // Row traits.
        "badge": { List { Text("Inbox").badge(3); Text("Sent") } },
        "listRowBackground": { List { Text("Highlighted").listRowBackground(Color.yellow); Text("Plain") } },
        "listRowInsets": { List { Text("Flush").listRowInsets(EdgeInsets(leading: 0)) } },
        "listRowSeparator": { List { Text("One").listRowSeparator(.hidden); Text("Two") } },
        "listSectionSeparator": { List { Section("Today") { Text("One") }.listSectionSeparator(.hidden) }.listStyle(.plain) },
        // System containers and bar modifiers.
        "Form": { Form { Section("General") { Text("About"); Text("Software Update") } } },
        "List": { List { Text("Inbox"); Text("Sent") } },
        "listStyle": { List { Text("Inbox"); Text("Sent") }.listStyle(.plain) },
        "NavigationLink": { List { NavigationLink("General", destination: EmptyView()) } },
        "NavigationStack": { NavigationStack { Text("Hello").navigationTitle("Home") } },
        "Section": {
            Form { Section(header: Text("Account"), footer: Text("Signed in.")) { Text("Taylor") } }
        },
        "TabView": {
            TabView {
                Text("Home").tabItem(title: "Home", systemImage: "house")
                Text("Settings").tabItem(title: "Settings", systemImage: "gear")
            }
        },
        "navigationBarTitleDisplayMode": {
            NavigationStack { Text("Hi").navigationTitle("Detail").navigationBarTitleDisplayMode(.inline) }
        },
        "navigationTitle": { NavigationStack { Text("Hi").navigationTitle("Settings") } },
        "tabItem": { TabView { Text("Home").tabItem(title: "Home", systemImage: "house") } },
        "toolbar": {
            NavigationStack {
                Text("Hi").navigationTitle("Notes").toolbar {
                    ToolbarItem(placement: .topBarTrailing) { Text("Edit") }
                }
            }
        },
    ]

    @Test("every catalogue entry has a DSL example", arguments: FormatCatalogue.entries.map(\.name))
    func covered(_ name: String) throws {
        let entry = try #require(FormatCatalogue.entries.first { $0.name == name })
        let make = try #require(Self.examples[name], "no DSL example for \(name): add it to the DSL and here")
        var json = try Trees.document(entry.example)
        var dsl = ViewDocument(make())
        // A GeometryReader at its ideal size is empty: lay the examples out in a window.
        json.canvas = CGSize(width: 200, height: 100)
        dsl.canvas = json.canvas
        // Closures (GeometryReader content, alignmentGuide values) are compared by their output instead.
        let exact = !["GeometryReader", "alignmentGuide", "transformPreference", "anchorPreference", "onPreferenceChange",
                      "overlayPreferenceValue", "backgroundPreferenceValue"].contains(name)
        let difference = Trees.difference(dsl.root, json.root, exact: exact)
        #expect(difference == nil, "\(difference ?? "")")
        if !exact { #expect(try frames(dsl) == frames(json)) }
    }

    @Test("no DSL example for a name the catalogue does not have")
    func noExtras() {
        #expect(Set(Self.examples.keys).subtracting(FormatCatalogue.entries.map(\.name)).sorted() == [])
    }
}

/// The catalogue's preference keys.
let countKey = PreferenceKeySpec(name: "CountKey", defaultValue: .number(0), reduce: .sum)
let boundsKey = PreferenceKeySpec(name: "BoundsKey", defaultValue: .none, reduce: .first)

/// The catalogue's Shape example as a DSL custom shape.
struct CatalogueTriangle: CustomShape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}
