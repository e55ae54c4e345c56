import Foundation
import LayoutCore
import LayoutJSON
import LayoutRender
import LayoutVizDSL
import Testing

/// A custom view with a body of two views: in a stack they become two children, as in SwiftUI.
struct Labelled: View {
    var title: String
    var value: String
    var body: some View {
        Text(title).font(.caption)
        Text(value).bold()
    }
}

enum Mode { case compact, regular, wide }

enum MyCenterID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 }
}

extension VerticalAlignment {
    static let myCenter = VerticalAlignment(MyCenterID.self)
}

/// DSL views and their JSON equivalents: the same tree, frames, SVG and PNG, byte for byte.
@Suite("DSL = JSON")
struct EquivalenceTests {
    static let pairs: [Pair] = [
        Pair(name: "gradients as views and styles", json: """
            {"VStack": [
              {"LinearGradient": {"colors": ["blue", "purple"], "startPoint": "top", "endPoint": "bottom"}, "modifiers": [{"frame": {"height": 20}}]},
              {"HStack": [
                {"RadialGradient": {"stops": [{"color": "yellow", "location": 0.2}, {"color": "red", "location": 1}], "center": "center", "startRadius": 0, "endRadius": 20}},
                {"EllipticalGradient": {"gradient": {"colors": ["white", "teal"]}}},
                {"AngularGradient": {"colors": ["red", "blue"], "center": "center", "startAngle": {"degrees": 0}, "endAngle": {"degrees": 180}}}
              ], "modifiers": [{"frame": {"height": 40}}]},
              {"Text": "Styled", "modifiers": [{"foregroundStyle": {"LinearGradient": {"colors": ["pink", "indigo"], "startPoint": "leading", "endPoint": "trailing"}}}]},
              {"Circle": {}, "modifiers": [{"fill": {"gradient": "blue"}}, {"frame": {"width": 30, "height": 30}}]},
              {"Capsule": {}, "modifiers": [{"stroke": {"color": {"AngularGradient": {"colors": ["red", "blue"], "center": "center"}}, "lineWidth": 3}}, {"frame": {"width": 60, "height": 20}}]},
              {"Text": "Bordered", "modifiers": [{"border": {"color": {"LinearGradient": {"colors": ["orange", "purple"], "startPoint": "top", "endPoint": "bottom"}}, "width": 2}}]}
            ]}
            """, view: {
                VStack {
                    LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom).frame(height: 20)
                    HStack {
                        RadialGradient(stops: [Gradient.Stop(color: .yellow, location: 0.2), Gradient.Stop(color: .red, location: 1)],
                                       center: .center, startRadius: 0, endRadius: 20)
                        EllipticalGradient(gradient: Gradient(colors: [.white, .teal]))
                        AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(0), endAngle: .degrees(180))
                    }.frame(height: 40)
                    Text("Styled").foregroundStyle(.linearGradient(colors: [.pink, .indigo], startPoint: .leading, endPoint: .trailing))
                    Circle().fill(Color.blue.gradient).frame(width: 30, height: 30)
                    Capsule().stroke(AngularGradient(colors: [.red, .blue], center: .center), lineWidth: 3).frame(width: 60, height: 20)
                    Text("Bordered").border(LinearGradient(colors: [.orange, .purple], startPoint: .top, endPoint: .bottom), width: 2)
                }
            }),
        Pair(name: "Text made of runs", json: """
            {"Text": [{"Image": {"systemName": "star"}}, {"Text": " 4.5", "modifiers": [{"bold": {}}]}, " of ",
              {"Text": "5", "modifiers": [{"font": "title"}, {"foregroundColor": "red"}]}],
             "modifiers": [{"padding": 4}]}
            """, view: {
                (Text(Image(systemName: "star")) + Text(" 4.5").bold() + Text(" of ")
                    + Text("5").font(.title).foregroundColor(.red)).padding(4)
            }),
        Pair(name: "UIKit element colours", json: """
            {"VStack": [{"Text": "Card", "modifiers": [{"padding": {}}, {"background": "secondarySystemBackground"}]},
              {"Color": "systemGray4", "modifiers": [{"frame": {"width": 30, "height": 10}}]},
              {"Text": "link", "modifiers": [{"foregroundStyle": "link"}]}]}
            """, view: {
                VStack {
                    Text("Card").padding().background(Color(.secondarySystemBackground))
                    Color(uiColor: .systemGray4).frame(width: 30, height: 10)
                    Text("link").foregroundStyle(Color(.link))
                }
            }),
        Pair(name: "README hello", json: """
            {"canvas": {"width": 320, "height": 120}, "root": {"Text": "Hello, World!", "modifiers": [
              {"frame": {"maxWidth": "infinity"}}, {"background": "teal"}, {"padding": 10}]}}
            """, view: { Text("Hello, World!").frame(maxWidth: .infinity).background(.teal).padding(10) }),
        Pair(name: "format.md opening", json: """
            {"canvas": {"width": 320, "height": 480}, "root": {"HStack": [
              {"Text": "Hello, World!", "id": "greeting"},
              {"Color": "teal", "modifiers": [{"frame": {"width": 40, "height": 40}}]}],
             "modifiers": [{"padding": {}}, {"background": "yellow"}]}}
            """, view: {
                HStack {
                    Text("Hello, World!").id("greeting")
                    Color.teal.frame(width: 40, height: 40)
                }
                .padding()
                .background(.yellow)
            }),
        Pair(name: "stacks with alignment and spacing", json: """
            {"VStack": {"alignment": "leading", "spacing": 8, "content": [
              {"HStack": [{"Text": "One"}, {"Text": "Two"}]},
              {"HStack": {"alignment": "firstTextBaseline", "content": [{"Text": "Big", "modifiers": [{"font": "title"}]}, {"Text": "small"}]}},
              {"ZStack": {"alignment": "topLeading", "content": [{"Color": "blue"}, {"Text": "On top"}]}}
            ]}}
            """, view: {
                VStack(alignment: .leading, spacing: 8) {
                    HStack { Text("One"); Text("Two") }
                    HStack(alignment: .firstTextBaseline) { Text("Big").font(.title); Text("small") }
                    ZStack(alignment: .topLeading) { Color.blue; Text("On top") }
                }
            }),
        Pair(name: "decorations and a styled badge", json: """
            {"List": [
              {"Text": "Inbox", "modifiers": [{"badge": {"Text": ["New", {"Text": "!", "modifiers": [{"foregroundColor": "red"}]}], "modifiers": [{"bold": {}}]}}]},
              {"Text": "Terms", "modifiers": [{"underline": {"pattern": "dash", "color": "blue"}}, {"strikethrough": false}]}
            ]}
            """, view: {
                List {
                    Text("Inbox").badge((Text("New") + Text("!").foregroundColor(.red)).bold())
                    Text("Terms").underline(pattern: .dash, color: .blue).strikethrough(false)
                }
            }),
        Pair(name: "badge layers", json: """
            {"Text": "Badge", "modifiers": [
              {"padding": 8},
              {"background": {"Capsule": {}, "modifiers": [{"fill": "blue"}]}},
              {"overlay": {"alignment": "topTrailing", "content": {"Circle": {}, "modifiers": [{"fill": "red"}, {"frame": {"width": 10, "height": 10}}]}}},
              {"background": "yellow"},
              {"overlay": "clear"},
              {"border": {"color": "blue", "width": 2}}
            ]}
            """, view: {
                Text("Badge")
                    .padding(8)
                    .background(Capsule().fill(.blue))
                    .overlay(alignment: .topTrailing) { Circle().fill(.red).frame(width: 10, height: 10) }
                    .background(.yellow)
                    .overlay(Color.clear)
                    .border(.blue, width: 2)
            }),
        Pair(name: "layer styles with their safe-area edges", json: """
            {"canvas": {"width": 300, "height": 200, "safeArea": {"top": 30, "bottom": 20}}, "root": {"HStack": {"spacing": 0, "content": [
              {"Text": "a", "modifiers": [{"frame": {"maxWidth": "infinity", "maxHeight": "infinity"}},
                {"background": {"style": "mint", "ignoresSafeAreaEdges": []}}]},
              {"Text": "b", "modifiers": [{"frame": {"maxWidth": "infinity", "maxHeight": "infinity"}},
                {"background": {"style": "teal", "ignoresSafeAreaEdges": "top"}}, {"overlay": {"style": "clear", "ignoresSafeAreaEdges": ["bottom"]}}]}]}}}
            """, view: {
                HStack(spacing: 0) {
                    Text("a").frame(maxWidth: .infinity, maxHeight: .infinity).background(.mint, ignoresSafeAreaEdges: [])
                    Text("b").frame(maxWidth: .infinity, maxHeight: .infinity).background(.teal, ignoresSafeAreaEdges: .top)
                        .overlay(.clear, ignoresSafeAreaEdges: [.bottom])
                }
            }),
        Pair(name: "frames", json: """
            {"canvas": {"width": 320, "height": 400}, "root": {"VStack": [
              {"Text": "fixed", "modifiers": [{"frame": {"width": 300, "height": 100, "alignment": "topLeading"}}]},
              {"Text": "wide", "modifiers": [{"frame": {"maxWidth": "infinity", "alignment": "leading"}}]},
              {"Text": "only alignment", "modifiers": [{"frame": {"alignment": "trailing"}}, {"frame": {}}]},
              {"Color": "red", "modifiers": [{"frame": {"minWidth": 40, "idealWidth": 60, "maxWidth": 80, "minHeight": 10, "maxHeight": 20}}]},
              {"Color": "green", "modifiers": [{"frame": {"width": -5, "height": 20}}]}
            ]}}
            """, view: {
                VStack {
                    Text("fixed").frame(width: 300, height: 100, alignment: .topLeading)
                    Text("wide").frame(maxWidth: .infinity, alignment: .leading)
                    Text("only alignment").frame(alignment: .trailing).frame()
                    Color.red.frame(minWidth: 40, idealWidth: 60, maxWidth: 80, minHeight: 10, maxHeight: 20)
                    Color.green.frame(width: -5, height: 20)
                }
            }),
        Pair(name: "fonts", json: """
            {"VStack": [
              {"Text": "Title", "modifiers": [{"font": "title"}]},
              {"Text": "Code", "modifiers": [{"font": {"size": 20, "weight": "bold", "design": "monospaced"}}]},
              {"Text": "Bold title", "modifiers": [{"font": {"style": "title", "weight": "bold", "italic": true}}]},
              {"Text": "Bold body", "modifiers": [{"fontWeight": "bold"}]},
              {"Text": "Serif", "modifiers": [{"fontDesign": "serif"}, {"italic": {}}]},
              {"Text": "Headline", "modifiers": [{"font": {"style": "headline", "design": "rounded"}}]}
            ]}
            """, view: {
                VStack {
                    Text("Title").font(.title)
                    Text("Code").font(.system(size: 20, weight: .bold, design: .monospaced))
                    Text("Bold title").font(.title.bold().italic())
                    Text("Bold body").fontWeight(.bold)
                    Text("Serif").fontDesign(.serif).italic()
                    Text("Headline").font(.system(.headline, design: .rounded))
                }
            }),
        Pair(name: "text options (docs/format.md)", json: """
            {"VStack": {"alignment": "leading", "content": [
              {"Text": "Line spacing puts room between the lines of a paragraph", "modifiers": [{"lineSpacing": 8}, {"frame": {"width": 160}}]},
              {"Text": "This label is far too long for its box", "modifiers": [{"lineLimit": 1}, {"minimumScaleFactor": 0.5}, {"frame": {"width": 180}}]},
              {"Text": "Sold out", "modifiers": [{"textCase": "uppercase"}, {"tracking": 3}, {"allowsTightening": true}]},
              {"Text": "Kerned", "modifiers": [{"kerning": 2}, {"italic": {}}, {"fontDesign": "serif"}]},
              {"Text": "12:05", "modifiers": [{"monospacedDigit": {}}, {"fontWeight": "light"}, {"font": "title"}]},
              {"Text": "Not bold", "modifiers": [{"bold": false}, {"textCase": null}, {"fontWeight": null}]}
            ]}, "modifiers": [{"bold": {}}]}
            """, view: {
                VStack(alignment: .leading) {
                    Text("Line spacing puts room between the lines of a paragraph").lineSpacing(8).frame(width: 160)
                    Text("This label is far too long for its box").lineLimit(1).minimumScaleFactor(0.5).frame(width: 180)
                    Text("Sold out").textCase(.uppercase).tracking(3).allowsTightening(true)
                    Text("Kerned").kerning(2).italic().fontDesign(.serif)
                    Text("12:05").monospacedDigit().fontWeight(.light).font(.title)
                    Text("Not bold").bold(false).textCase(nil).fontWeight(nil)
                }
                .bold()
            }),
        Pair(name: "lineLimit forms", json: """
            {"canvas": {"width": 200, "height": 400}, "root": {"VStack": [
              {"Text": "Reserves three lines", "modifiers": [{"lineLimit": {"limit": 3, "reservesSpace": true}}, {"border": "red"}]},
              {"Text": "Two to four lines of text in a narrow column that wraps", "modifiers": [{"lineLimit": "2...4"}, {"frame": {"width": 80}}]},
              {"Text": "At least two", "modifiers": [{"lineLimit": "2..."}, {"border": "blue"}]},
              {"Text": "At most one line of text in a narrow column", "modifiers": [{"lineLimit": "...1"}, {"frame": {"width": 80}}]},
              {"Text": "Not reserved", "modifiers": [{"lineLimit": {"limit": 2, "reservesSpace": false}}]}
            ]}}
            """, view: {
                VStack {
                    Text("Reserves three lines").lineLimit(3, reservesSpace: true).border(.red)
                    Text("Two to four lines of text in a narrow column that wraps").lineLimit(2...4).frame(width: 80)
                    Text("At least two").lineLimit(2...).border(.blue)
                    Text("At most one line of text in a narrow column").lineLimit(...1).frame(width: 80)
                    Text("Not reserved").lineLimit(2, reservesSpace: false)
                }
            }),
        Pair(name: "images and aspect ratios", json: """
            {"canvas": {"width": 300, "height": 500}, "root": {"VStack": [
              {"Color": "blue", "modifiers": [{"aspectRatio": {"ratio": 1.333, "contentMode": "fit"}}]},
              {"Color": "green", "modifiers": [{"aspectRatio": {"ratio": {"width": 4, "height": 3}, "contentMode": "fill"}}]},
              {"Color": "red", "modifiers": [{"aspectRatio": 1.5}]},
              {"Image": {"width": 100, "height": 30}, "modifiers": [{"resizable": {}}, {"scaledToFit": {}}]},
              {"Image": {"width": 100, "height": 30}, "modifiers": [{"resizable": {}}, {"scaledToFill": {}}, {"clipped": {}}]},
              {"Image": {"width": 100, "height": 30}, "modifiers": [{"resizable": {}}, {"aspectRatio": {"contentMode": "fit"}}, {"frame": {"width": 200}}]}
            ]}}
            """, view: {
                VStack {
                    Color.blue.aspectRatio(1.333, contentMode: .fit)
                    Color.green.aspectRatio(CGSize(width: 4, height: 3), contentMode: .fill)
                    Color.red.aspectRatio(1.5, contentMode: .fit)
                    Image(width: 100, height: 30).resizable().scaledToFit()
                    Image(width: 100, height: 30).resizable().scaledToFill().clipped()
                    Image(width: 100, height: 30).resizable().aspectRatio(contentMode: .fit).frame(width: 200)
                }
            }),
        Pair(name: "if, else, for, switch in builders", json: """
            {"canvas": {"width": 200, "height": 300}, "root": {"VStack": [
              {"Text": "Header"},
              {"Text": "one"}, {"Text": "two"}, {"Text": "three"},
              {"Divider": {}},
              {"HStack": [{"Text": "wide mode"}, {"Spacer": {}}]},
              {"HStack": [{"Text": "Row 0"}, {"Text": "Row 1", "modifiers": [{"foregroundColor": "red"}]}]}
            ]}}
            """, view: {
                let items = ["one", "two", "three"]
                let showHeader = true, compact = false
                let mode = Mode.wide
                return VStack {
                    if showHeader { Text("Header") }
                    for item in items { Text(item) }
                    if compact { Text("compact") } else { Divider() }
                    if !showHeader { Text("never shown") }
                    switch mode {
                    case .compact: Text("compact mode")
                    case .regular: EmptyView()
                    case .wide: HStack { Text("wide mode"); Spacer() }
                    }
                    HStack {
                        ForEachIndex(2) { i in
                            if i == 0 { Text("Row \(i)") } else { Text("Row \(i)").foregroundColor(.red) }
                        }
                    }
                }
            }),
        Pair(name: "shapes, fill and stroke", json: """
            {"canvas": {"width": 300, "height": 100}, "root": {"HStack": [
              {"Circle": {}, "modifiers": [{"fill": "red"}]},
              {"Capsule": {}, "modifiers": [{"stroke": {"color": "blue", "lineWidth": 3}}]},
              {"Rectangle": {}, "modifiers": [{"stroke": "green"}]},
              {"Ellipse": {}, "modifiers": [{"stroke": {"lineWidth": 2}}, {"foregroundColor": "purple"}]},
              {"RoundedRectangle": {"cornerRadius": 5}, "modifiers": [{"foregroundStyle": "#FF8800"}]}
            ]}}
            """, view: {
                HStack {
                    Circle().fill(.red)
                    Capsule().stroke(.blue, lineWidth: 3)
                    Rectangle().stroke(.green)
                    Ellipse().stroke(lineWidth: 2).foregroundColor(.purple)
                    RoundedRectangle(cornerRadius: 5).foregroundStyle(Color(hex: "#FF8800") ?? .black)
                }
            }),
        Pair(name: "padding forms", json: """
            {"VStack": [
              {"Text": "a", "modifiers": [{"padding": {"edges": "horizontal", "length": 10}}]},
              {"Text": "b", "modifiers": [{"padding": ["top", "leading"]}]},
              {"Text": "c", "modifiers": [{"padding": {"top": 1, "leading": 2, "bottom": 3, "trailing": 4}}]},
              {"Text": "d", "modifiers": [{"padding": -4}, {"padding": "vertical"}, {"padding": {"edges": "all", "length": null}}]}
            ]}
            """, view: {
                VStack {
                    Text("a").padding(.horizontal, 10)
                    Text("b").padding([.top, .leading])
                    Text("c").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
                    Text("d").padding(-4).padding(.vertical).padding(.all)
                }
            }),
        Pair(name: "text options and drawing modifiers", json: """
            {"canvas": {"width": 240, "height": 300}, "root": {"VStack": {"spacing": 4, "content": [
              {"Text": "A long text that wraps onto several lines and gets cut", "modifiers": [
                {"lineLimit": 2}, {"multilineTextAlignment": "center"}, {"truncationMode": "middle"}, {"frame": {"width": 120}}]},
              {"Text": "No limit", "modifiers": [{"lineLimit": null}]},
              {"HStack": [{"Text": "Gets the room first", "modifiers": [{"layoutPriority": 1}]}, {"Text": "Shrinks"},
                          {"Spacer": {"minLength": 0}}, {"EmptyView": {}}]},
              {"Text": "Never wraps", "modifiers": [{"fixedSize": {}}, {"frame": {"width": 40}}]},
              {"Text": "One axis", "modifiers": [{"fixedSize": {"horizontal": true, "vertical": false}}]},
              {"Color": {"red": 0.2, "green": 0.4, "blue": 0.6, "opacity": 0.5}, "modifiers": [
                {"frame": {"width": 50, "height": 50}}, {"cornerRadius": 8}, {"opacity": 0.5}, {"offset": {"x": 10, "y": -5}}]},
              {"Color": "gray", "modifiers": [{"offset": {"y": 3}}, {"frame": {"height": 10}}]}
            ]}}}
            """, view: {
                VStack(spacing: 4) {
                    Text("A long text that wraps onto several lines and gets cut")
                        .lineLimit(2).multilineTextAlignment(.center).truncationMode(.middle).frame(width: 120)
                    Text("No limit").lineLimit(nil)
                    HStack { Text("Gets the room first").layoutPriority(1); Text("Shrinks"); Spacer(minLength: 0); EmptyView() }
                    Text("Never wraps").fixedSize().frame(width: 40)
                    Text("One axis").fixedSize(horizontal: true, vertical: false)
                    Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5)
                        .frame(width: 50, height: 50).cornerRadius(8).opacity(0.5).offset(x: 10, y: -5)
                    Color.gray.offset(CGSize(width: 0, height: 3)).frame(height: 10)
                }
            }),
        Pair(name: "custom view with a two-view body; ids on modifiers", json: """
            {"VStack": {"alignment": "leading", "content": [
              {"Text": "Name", "modifiers": [{"font": "caption"}]},
              {"Text": "Ada", "modifiers": [{"bold": {}}]},
              {"Text": "Role", "modifiers": [{"font": "caption"}, {"padding": 2, "id": "p"}]},
              {"Text": "Engineer", "modifiers": [{"bold": {}}, {"padding": 2, "id": "p"}]}
            ]}, "id": "card", "modifiers": [{"padding": {}, "id": "card-padding"}]}
            """, view: {
                VStack(alignment: .leading) {
                    Labelled(title: "Name", value: "Ada")
                    Labelled(title: "Role", value: "Engineer").padding(2).id("p")
                }
                .id("card")
                .padding()
                .id("card-padding")
            }),
        Pair(name: "several views in a layer are an implicit centred ZStack", json: """
            {"Color": "yellow", "modifiers": [{"frame": {"width": 120, "height": 60}},
              {"overlay": {"alignment": "bottomTrailing", "content": {"Group": [
                {"Circle": {}, "modifiers": [{"frame": {"width": 20, "height": 20}}]}, {"Text": "9"}]}}},
              {"background": {"EmptyView": {}}}]}
            """, view: {
                Color.yellow.frame(width: 120, height: 60)
                    .overlay(alignment: .bottomTrailing) {
                        Circle().frame(width: 20, height: 20)
                        Text("9")
                    }
                    .background {}
            }),
        Pair(name: "Group: modifiers apply to each view", json: """
            {"HStack": [{"Group": [{"Text": "A"}, {"Text": "B"}], "modifiers": [{"padding": 6}, {"background": "yellow"}]}, {"Text": "C"}]}
            """, view: {
                HStack {
                    Group { Text("A"); Text("B") }.padding(6).background(.yellow)
                    Text("C")
                }
            }),
        Pair(name: "ForEach over a range and over data", json: """
            {"VStack": {"alignment": "leading", "content": [
              {"ForEach": {"range": [0, 3], "as": "i", "content": {"Text": "Row \\\\(i)", "id": "row\\\\(i)", "modifiers": [{"padding": {"leading": "CGFloat(i) * 10"}}]}}},
              {"HStack": [{"ForEach": {"data": ["red", "green", "blue"], "as": "c", "index": "n", "content":
                {"Color": "c", "modifiers": [{"frame": {"width": "20 + 10 * n", "height": 20}}]}}}]}
            ]}}
            """, view: {
                let colors: [LayoutVizDSL.Color] = [.red, .green, .blue]
                return VStack(alignment: .leading) {
                    ForEach(0..<3) { i in
                        Text("Row \(i)").id("row\(i)").padding(.leading, CGFloat(i) * 10)
                    }
                    HStack {
                        ForEach(Array(colors.enumerated()), id: \.offset) { item in
                            item.element.frame(width: 20 + 10 * CGFloat(item.offset), height: 20)
                        }
                    }
                }
            }),
        Pair(name: "GeometryReader", json: """
            {"canvas": {"width": 300, "height": 200}, "root": {"VStack": [{"Text": "Above"},
              {"GeometryReader": {"as": "geo", "content": [
                {"Color": "teal", "modifiers": [{"frame": {"width": "geo.size.width / 2", "height": "min(geo.size.height, 40)"}}]},
                {"Text": "\\\\(Int(geo.size.width)) wide"}]}}]}}
            """, view: {
                VStack {
                    Text("Above")
                    GeometryReader { geo in
                        Color.teal.frame(width: geo.size.width / 2, height: min(geo.size.height, 40))
                        Text("\(Int(geo.size.width)) wide")
                    }
                }
            }, exactTree: false),
        Pair(name: "alignmentGuide", json: """
            {"VStack": {"alignment": "leading", "content": [
              {"Text": "Hello, world!", "modifiers": [{"alignmentGuide": {"guide": "leading", "value": "d[.trailing]"}}]},
              {"Text": "This is a longer line of text"},
              {"Text": "Indented", "modifiers": [{"alignmentGuide": {"guide": "leading", "value": -20}}]}
            ]}}
            """, view: {
                VStack(alignment: .leading) {
                    Text("Hello, world!").alignmentGuide(.leading) { d in d[.trailing] }
                    Text("This is a longer line of text")
                    Text("Indented").alignmentGuide(.leading) { _ in -20 }
                }
            }, exactTree: false),
        Pair(name: "custom alignment", json: """
            {
              "alignments": {"myCenter": {"axis": "vertical", "default": "d.height / 2"}},
              "root": {"HStack": {"alignment": "myCenter", "content": [
                {"Rectangle": {}, "modifiers": [{"fill": "blue"}, {"frame": {"width": 50, "height": 50}}]},
                {"Text": "Hello\\nWorld", "modifiers": [{"font": "largeTitle"},
                  {"alignmentGuide": {"guide": "myCenter", "value": "d[.firstTextBaseline]"}}]}
              ]}}
            }
            """, view: {
                HStack(alignment: .myCenter) {
                    Rectangle().fill(.blue).frame(width: 50, height: 50)
                    Text("Hello\nWorld").font(.largeTitle).alignmentGuide(.myCenter) { d in d[.firstTextBaseline] }
                }
            }, exactTree: false),
        Pair(name: "drawing modifiers", json: """
            {"canvas": {"width": 400, "height": 300}, "root": {"VStack": [
              {"HStack": {"spacing": 30, "content": [
                {"Rectangle": {}, "modifiers": [{"fill": "red"}, {"frame": {"width": 50, "height": 50}}, {"rotationEffect": {"degrees": 30}}]},
                {"Rectangle": {}, "modifiers": [{"fill": "teal"}, {"frame": {"width": 50, "height": 50}}, {"rotationEffect": {"angle": {"radians": 0.5}, "anchor": {"x": 0, "y": 1}}}]},
                {"Text": "Big", "modifiers": [{"scaleEffect": {"scale": 2, "anchor": "topLeading"}}]},
                {"Text": "Flip", "modifiers": [{"scaleEffect": {"x": -1}}]},
                {"Text": "Wide", "modifiers": [{"scaleEffect": {"scale": {"width": 1.5, "height": 1}}}, {"scaleEffect": 0.9}]}
              ]}},
              {"HStack": [
                {"Color": "blue", "modifiers": [{"frame": {"width": 60, "height": 60}}, {"clipShape": "Circle"}]},
                {"Color": "green", "modifiers": [{"frame": {"width": 60, "height": 60}}, {"clipShape": {"RoundedRectangle": {"cornerRadius": 12, "style": "continuous"}}}]},
                {"Color": "pink", "modifiers": [{"frame": {"width": 120, "height": 40}},
                  {"mask": {"alignment": "leading", "content": {"Text": "MASKED", "modifiers": [{"font": {"size": 28, "weight": "heavy"}}]}}}]},
                {"RoundedRectangle": {"cornerRadius": 12}, "modifiers": [{"fill": "white"}, {"frame": {"width": 60, "height": 40}},
                  {"shadow": {"radius": 8, "y": 4}}, {"shadow": {"color": "red", "radius": 2, "x": -2}}]}
              ]},
              {"ZStack": [
                {"Color": "red", "modifiers": [{"frame": {"width": 40, "height": 40}}, {"zIndex": 1}, {"offset": {"x": 20}}]},
                {"Color": "blue", "modifiers": [{"frame": {"width": 40, "height": 40}}]},
                {"Text": "gone", "modifiers": [{"hidden": {}}]},
                {"Color": "yellow", "modifiers": [{"frame": {"width": 10, "height": 10}}, {"position": {"x": 5, "y": 5}}]}
              ]}
            ]}}
            """, view: {
                VStack {
                    HStack(spacing: 30) {
                        Rectangle().fill(.red).frame(width: 50, height: 50).rotationEffect(.degrees(30))
                        Rectangle().fill(.teal).frame(width: 50, height: 50)
                            .rotationEffect(.radians(0.5), anchor: UnitPoint(x: 0, y: 1))
                        Text("Big").scaleEffect(2, anchor: .topLeading)
                        Text("Flip").scaleEffect(x: -1)
                        Text("Wide").scaleEffect(CGSize(width: 1.5, height: 1)).scaleEffect(0.9)
                    }
                    HStack {
                        Color.blue.frame(width: 60, height: 60).clipShape(Circle())
                        Color.green.frame(width: 60, height: 60).clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
                        Color.pink.frame(width: 120, height: 40)
                            .mask(alignment: .leading) { Text("MASKED").font(.system(size: 28, weight: .heavy)) }
                        RoundedRectangle(cornerRadius: 12).fill(.white).frame(width: 60, height: 40)
                            .shadow(radius: 8, y: 4).shadow(color: .red, radius: 2, x: -2)
                    }
                    ZStack {
                        Color.red.frame(width: 40, height: 40).zIndex(1).offset(x: 20)
                        Color.blue.frame(width: 40, height: 40)
                        Text("gone").hidden()
                        Color.yellow.frame(width: 10, height: 10).position(x: 5, y: 5)
                    }
                }
            }),
        Pair(name: "safe areas", json: """
            {
              "canvas": {"width": 390, "height": 844, "safeArea": {"top": 47, "bottom": 34}},
              "root": {
                "VStack": [
                  {"Color": "mint", "modifiers": [{"edgesIgnoringSafeArea": "top"}, {"frame": {"height": 300}}]},
                  {"Text": "Turtle Rock"},
                  {"Spacer": {}}
                ],
                "modifiers": [
                  {"safeAreaInset": {"edge": "bottom", "spacing": 0, "content": {"Text": "Bar", "modifiers": [{"frame": {"maxWidth": "infinity"}}, {"background": "yellow"}]}}},
                  {"safeAreaInset": {"edge": "leading", "alignment": "top", "content": "red"}},
                  {"safeAreaPadding": {"edges": "horizontal", "length": 20}},
                  {"safeAreaPadding": {}},
                  {"ignoresSafeArea": {"regions": "container", "edges": ["bottom"]}},
                  {"ignoresSafeArea": {}}
                ]
              }
            }
            """, view: {
                VStack {
                    Color.mint.edgesIgnoringSafeArea(.top).frame(height: 300)
                    Text("Turtle Rock")
                    Spacer()
                }
                .safeAreaInset(edge: .bottom, spacing: 0) { Text("Bar").frame(maxWidth: .infinity).background(.yellow) }
                .safeAreaInset(edge: .leading, alignment: .top) { Color.red }
                .safeAreaPadding(.horizontal, 20)
                .safeAreaPadding()
                .ignoresSafeArea(.container, edges: [.bottom])
                .ignoresSafeArea()
            }),
    ]

    @Test("the DSL builds the JSON's tree", arguments: pairs)
    func sameTree(_ pair: Pair) throws {
        let json = try Trees.document(pair.json)
        let dsl = Trees.document(pair.view(), like: json)
        let difference = Trees.difference(dsl.root, json.root, exact: pair.exactTree)
        #expect(difference == nil, "\(difference ?? "")")
    }

    @Test("same frames, SVG and PNG bytes", arguments: pairs)
    func sameOutput(_ pair: Pair) throws {
        let json = try Trees.document(pair.json)
        let dsl = Trees.document(pair.view(), like: json)
        #expect(try frames(dsl) == frames(json))
        #expect(try render(dsl, as: .svg, debug: .borders) == render(json, as: .svg, debug: .borders))
        let png = try render(dsl, as: .png(scale: 2), debug: .labels)
        #expect(png == (try render(json, as: .png(scale: 2), debug: .labels)))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test("a custom Layout lays out like the built-in stack it mirrors")
    func customLayout() throws {
        let custom = HStackLayout(alignment: .top, spacing: 4) { Text("a"); Text("bb").font(.title) }.padding(2)
        let stack = HStack(alignment: .top, spacing: 4) { Text("a"); Text("bb").font(.title) }.padding(2)
        let a = try layout(custom), b = try layout(stack)
        #expect(a.root.children.first?.kind == "HStackLayout")
        #expect(a.canvas == b.canvas)
        #expect(a.root.children.first?.children.map(\.frame) == b.root.children.first?.children.map(\.frame))
        #expect(try render(custom, as: .png(scale: 2)) == render(stack, as: .png(scale: 2)))
    }

    @Test("the device layout proposes the window minus its unsafe bands")
    func device() throws {
        let insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        let result = try layout(Color.red, in: .device(width: 390, height: 844, safeArea: insets))
        #expect(result.canvas == CGSize(width: 390, height: 844))
        #expect(result.root.frame == CGRect(x: 0, y: 47, width: 390, height: 844 - 47 - 34))
    }

    @Test("a root of several views is a VStack; an empty one an EmptyView")
    func roots() {
        let doc = ViewDocument(ViewList2())
        #expect(doc.root.kind == .vStack(alignment: .center, spacing: nil))
        #expect(doc.root.children.count == 2)
        #expect(ViewDocument(EmptyBody()).root.kind == .emptyView)
    }
}

struct ViewList2: View {
    var body: some View { Text("a"); Text("b") }
}

struct EmptyBody: View {
    var body: some View {}
}

/// A loop helper written by a user: views from a range through `for` in a builder.
struct ForEachIndex<Content: View>: View {
    var count: Int
    var content: (Int) -> Content
    init(_ count: Int, @ViewBuilder content: @escaping (Int) -> Content) { self.count = count; self.content = content }
    var body: some View {
        for i in 0..<count { content(i) }
    }
}
