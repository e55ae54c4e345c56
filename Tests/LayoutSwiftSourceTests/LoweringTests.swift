import Foundation
import LayoutCore
import LayoutJSON
import LayoutSwiftSource
import Testing

/// Views and modifiers lower to the JSON format's tree: the JSON written, and the same frames as the JSON twin.
@Suite struct LoweringTests {
    @Test func textWithModifiersLowersToTheFormat() throws {
        let f = try SwiftTest.figure(#"Text("Hi").frame(maxWidth: .infinity, alignment: .leading)"#)
        #expect(SwiftTest.rootJSON(f) == #"{"Text": "Hi", "modifiers": [{"frame": {"maxWidth": "infinity", "alignment": "leading"}}]}"#)
    }

    @Test func stacksAndShorthands() throws {
        try SwiftTest.expectTwin("""
            VStack(alignment: .leading, spacing: 8) {
                Text("One").font(.title)
                HStack { Color.teal.frame(width: 40, height: 40); Spacer(); Text("Two") }
                    .padding()
                    .background(.yellow)
            }
            """, #"""
            {"VStack": {"alignment": "leading", "spacing": 8, "content": [
              {"Text": "One", "modifiers": [{"font": "title"}]},
              {"HStack": [{"Color": "teal", "modifiers": [{"frame": {"width": 40, "height": 40}}]}, {"Spacer": {}}, {"Text": "Two"}],
               "modifiers": [{"padding": {}}, {"background": "yellow"}]}]}}
            """#)
    }

    @Test func modifierArgumentForms() throws {
        try SwiftTest.expectTwin("""
            VStack {
                Text("a").padding(.horizontal, 20).padding(10).padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
                Circle().fill(.red).frame(width: 20, height: 20).overlay(alignment: .topTrailing) { Color.blue.frame(width: 4, height: 4) }
                Rectangle().stroke(Color.green, lineWidth: 3).aspectRatio(1.5, contentMode: .fit).offset(x: 3, y: -2)
                Text("Long text here").lineLimit(2...4).font(.system(size: 20, weight: .bold)).fixedSize(horizontal: false, vertical: true)
                Text("r").rotationEffect(.degrees(30)).shadow(radius: 4).opacity(0.5).border(.red, width: 2)
            }
            """, #"""
            {"VStack": [
              {"Text": "a", "modifiers": [{"padding": {"edges": "horizontal", "length": 20}}, {"padding": 10}, {"padding": {"top": 1, "leading": 2, "bottom": 3, "trailing": 4}}]},
              {"Circle": {}, "modifiers": [{"fill": "red"}, {"frame": {"width": 20, "height": 20}}, {"overlay": {"alignment": "topTrailing", "content": {"Color": "blue", "modifiers": [{"frame": {"width": 4, "height": 4}}]}}}]},
              {"Rectangle": {}, "modifiers": [{"stroke": {"color": "green", "lineWidth": 3}}, {"aspectRatio": {"ratio": 1.5, "contentMode": "fit"}}, {"offset": {"x": 3, "y": -2}}]},
              {"Text": "Long text here", "modifiers": [{"lineLimit": "2...4"}, {"font": {"size": 20, "weight": "bold"}}, {"fixedSize": {"horizontal": false, "vertical": true}}]},
              {"Text": "r", "modifiers": [{"rotationEffect": {"degrees": 30}}, {"shadow": {"radius": 4}}, {"opacity": 0.5}, {"border": {"color": "red", "width": 2}}]}
            ]}
            """#)
    }

    @Test func idNamesTheOutermostNode() throws {
        let f = try SwiftTest.figure(#"Text("T").padding(4).id("title")"#)
        #expect(SwiftTest.rootJSON(f) == #"{"Text": "T", "modifiers": [{"padding": 4, "id": "title"}]}"#)
        let g = try SwiftTest.figure(#"Text("T").id("t")"#)
        #expect(SwiftTest.rootJSON(g) == #"{"Text": "T", "id": "t"}"#)
    }
}

/// The forms real Swift uses that need Swift's literal typing or a colour value (found by convert's round trip).
@Suite struct EverydaySwiftTests {
    @Test(arguments: [
        (#"Color.red.aspectRatio(4 / 3, contentMode: .fit)"#, #"{"Color": "red", "modifiers": [{"aspectRatio": {"ratio": 1.3333333333333333, "contentMode": "fit"}}]}"#),
        (#"Color(red: 60 / 255, green: 0, blue: 1)"#, #"{"Color": {"red": 0.23529411764705882, "green": 0, "blue": 1}}"#),
        (#"Circle().fill(Color(.systemGray5))"#, #"{"Circle": {}, "modifiers": [{"fill": "systemGray5"}]}"#),
        (#"Circle().fill(.blue.opacity(0.3))"#, #"{"Circle": {}, "modifiers": [{"fill": {"color": "blue", "opacity": 0.3}}]}"#),
        (#"Circle().fill(Color.blue.opacity(0.3))"#, #"{"Circle": {}, "modifiers": [{"fill": {"color": "blue", "opacity": 0.3}}]}"#),
        (#"Text("a").background(.black.opacity(0.1))"#, #"{"Text": "a", "modifiers": [{"background": {"color": "black", "opacity": 0.1}}]}"#),
        // The style form (ignores the safe area) and the view form (a trailing closure) stay apart (semantics §4.9).
        (#"Text("a").background(Color.teal)"#, #"{"Text": "a", "modifiers": [{"background": "teal"}]}"#),
        (#"Text("a").background { Color.teal }"#, #"{"Text": "a", "modifiers": [{"background": {"content": "teal"}}]}"#),
        (#"Text("a").overlay { Capsule() }"#, #"{"Text": "a", "modifiers": [{"overlay": {"Capsule": {}}}]}"#),
        // With its edges written out: the format's {"style", "ignoresSafeAreaEdges"}.
        (#"Text("a").background(.teal, ignoresSafeAreaEdges: .top)"#,
         #"{"Text": "a", "modifiers": [{"background": {"style": "teal", "ignoresSafeAreaEdges": "top"}}]}"#),
        (#"Text("a").overlay(Color.teal.opacity(0.5), ignoresSafeAreaEdges: [])"#,
         #"{"Text": "a", "modifiers": [{"overlay": {"style": {"color": "teal", "opacity": 0.5}, "ignoresSafeAreaEdges": []}}]}"#),
        (#"Text("a").background(.teal.gradient, ignoresSafeAreaEdges: [.top, .bottom])"#,
         #"{"Text": "a", "modifiers": [{"background": {"style": {"gradient": "teal"}, "ignoresSafeAreaEdges": ["top", "bottom"]}}]}"#),
        (#"Image(size: CGSize(width: 10, height: 20)) { _ in }"#, #"{"Image": {"width": 10, "height": 20}}"#),
        (#"(true ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())) { Text("a") }"#,
         #"{"AnyLayout": {"layout": {"HStackLayout": {}}, "content": [{"Text": "a"}]}}"#),
        (#"HStack { ForEach(Array([Color.red, .green].enumerated()), id: \.offset) { n, c in c.frame(width: CGFloat(n)) } }"#,
         #"{"HStack": [{"Color": "red", "modifiers": [{"frame": {"width": 0}}]}, {"Color": "green", "modifiers": [{"frame": {"width": 1}}]}]}"#),
    ])
    func lowersAsSwiftMeansIt(_ swift: String, _ json: String) throws {
        #expect(SwiftTest.rootJSON(try SwiftTest.figure(swift)) == json)
    }
}
