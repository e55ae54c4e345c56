import Foundation
import Testing
@testable import LayoutJSON

/// Every class of input error, with its exact one-line message: unknown names with "did you mean", wrong
/// structure, wrong types, out-of-range numbers, malformed JSON, missing files.
@Suite struct ErrorMessageTests {
    static let cases: [(String, String)] = [
        (##"{"Hstack": []}"##,
         ##"tree.json:1:2: root.Hstack: unknown view type; did you mean "HStack"?"##),
        (##"{"Foo": {}}"##,
         ##"tree.json:1:2: root.Foo: unknown view type; expected one of: Text, Color, LinearGradient, RadialGradient, EllipticalGradient, AngularGradient, Rectangle, RoundedRectangle, Circle, Ellipse, Capsule, Path, Shape, Image, Spacer, Divider, EmptyView, HStack, VStack, ZStack, Group, ForEach, GeometryReader, ScrollView, LazyVStack, LazyHStack, ViewThatFits, AnyLayout, Grid, GridRow, LazyVGrid, LazyHGrid, Button, Label, Link, Picker, ProgressView, SecureField, Slider, Stepper, TextField, Toggle, Form, List, NavigationLink, NavigationStack, Section, TabView"##),
        (##"{"Text": "a", "padding": 4}"##,
         ##"tree.json:1:15: root.padding: "padding" is a modifier; write it inside "modifiers": [{"padding": ...}]"##),
        (##"{"Text": "a", "modifiers": [{"paddin": 4}]}"##,
         ##"tree.json:1:30: root.modifiers[0].paddin: unknown modifier; did you mean "padding"?"##),
        (##"{"Text": "a", "modifiers": [{"foregroundcolor": "red"}]}"##,
         ##"tree.json:1:30: root.modifiers[0].foregroundcolor: unknown modifier; did you mean "foregroundColor"?"##),
        (##"{"Text": "a", "modifiers": [{"blur": 3}]}"##,
         ##"tree.json:1:30: root.modifiers[0].blur: unknown modifier; see docs/format.md for the list of modifiers"##),
        (##"{"Text": "a", "modifiers": [{"Text": "x"}]}"##,
         ##"tree.json:1:30: root.modifiers[0].Text: "Text" is a view, not a modifier"##),
        (##"{"Text": "a", "modifiers": [{"frame": {"widht": 10}}]}"##,
         ##"tree.json:1:40: root.modifiers[0].frame.widht: unknown argument; did you mean "width"?"##),
        (##"{"Text": "a", "modifiers": [{"offset": {"z": 1}}]}"##,
         ##"tree.json:1:41: root.modifiers[0].offset.z: unknown argument; expected one of: x, y"##),
        (##"{"Rectangle": {"cornerRadius": 3}}"##,
         ##"tree.json:1:16: root.Rectangle.cornerRadius: unknown argument; Rectangle takes no arguments (write {})"##),
        (##"{"Color": "tael"}"##,
         ##"tree.json:1:11: root.Color: unknown color "tael"; did you mean "teal"?"##),
        (##"{"Color": "Red"}"##,
         ##"tree.json:1:11: root.Color: unknown color "Red"; did you mean "red"?"##),
        (##"{"Color": "chartreuse"}"##,
         ##"tree.json:1:11: root.Color: unknown color "chartreuse"; use a SwiftUI color name such as "red", or "#RRGGBB""##),
        (##"{"Color": "#12345"}"##,
         ##"tree.json:1:11: root.Color: invalid hex color "#12345"; expected "#RRGGBB" or "#RRGGBBAA""##),
        (##"{"Color": "#GG0000"}"##,
         ##"tree.json:1:11: root.Color: invalid hex color "#GG0000"; expected "#RRGGBB" or "#RRGGBBAA""##),
        (##"{"Color": {"red": 1, "green": 0}}"##,
         ##"tree.json:1:11: root.Color: missing argument "blue" of Color"##),
        (##"{"ZStack": {"alignment": "topleading", "content": []}}"##,
         ##"tree.json:1:26: root.ZStack.alignment: unknown alignment "topleading"; did you mean "topLeading"?"##),
        (##"{"VStack": {"alignment": "top", "content": []}}"##,
         ##"tree.json:1:26: root.VStack.alignment: unknown alignment "top"; expected one of: leading, center, trailing"##),
        (##"{"canvs": {"width": 1, "height": 1}, "root": {"Text": "a"}}"##,
         ##"tree.json:1:2: canvs: unknown key; did you mean "canvas"?"##),
        (##"{"canvas": {"width": 10, "height": 10}, "Text": "a"}"##,
         ##"tree.json:1:41: Text: a document holds its view under "root": {"root": {"Text": ...}}"##),
        (##"{"Text": "a", "modifiers": [{"padding": "horizonal"}]}"##,
         ##"tree.json:1:41: root.modifiers[0].padding: unknown edge "horizonal"; did you mean "horizontal"?"##),
        (##"{"Text": "a", "modifiers": [{"font": "titel"}]}"##,
         ##"tree.json:1:38: root.modifiers[0].font: unknown text style "titel"; did you mean "title"?"##),
        (##"{"Text": "a", "modifiers": [{"font": {"weight": "heavey"}}]}"##,
         ##"tree.json:1:49: root.modifiers[0].font.weight: unknown font weight "heavey"; did you mean "heavy"?"##),
        (##"{"modifiers": []}"##,
         ##"tree.json:1:1: root: expected a view: an object with one key naming its type, such as {"Text": "Hello"}"##),
        (##"{}"##,
         ##"tree.json:1:1: root: expected a view: an object with one key naming its type, such as {"Text": "Hello"}"##),
        (##"{"Text": "a", "Color": "red"}"##,
         ##"tree.json:1:15: root.Color: a view object names one view type, but this one has "Text" and "Color"; put several views in a stack"##),
        (##"{"Text": "a", "modifiers": [{}]}"##,
         ##"tree.json:1:29: root.modifiers[0]: expected a modifier: an object with one key naming it, such as {"padding": 8}"##),
        (##"{"Text": "a", "modifiers": [{"id": "x"}]}"##,
         ##"tree.json:1:29: root.modifiers[0]: expected a modifier: an object with one key naming it, such as {"padding": 8}"##),
        (##"{"Text": "a", "modifiers": [{"padding": 1, "frame": {}}]}"##,
         ##"tree.json:1:44: root.modifiers[0].frame: one modifier per object, but this one has "padding" and "frame"; list them as separate elements of "modifiers", in order"##),
        (##"{"Text": "a", "modifiers": ["padding"]}"##,
         ##"tree.json:1:29: root.modifiers[0]: a modifier is an object: write {"padding": {}} instead of "padding""##),
        (##"{"Text": "a", "modifiers": [3]}"##,
         ##"tree.json:1:29: root.modifiers[0]: expected a modifier (an object such as {"padding": 8}), got a number"##),
        (##"{"Text": "a", "modifiers": {"padding": 1}}"##,
         ##"tree.json:1:28: root.modifiers: expected an array of modifiers, got an object"##),
        (##"{"Text": "a", "modifiers": [{"frame": {"width": 1, "width": 2}}]}"##,
         ##"tree.json:1:52: root.modifiers[0].frame.width: duplicate key "width""##),
        (##"[1]"##,
         ##"tree.json:1:1: expected a JSON object (a document {"root": VIEW, ...} or a VIEW), got an array"##),
        (##"{"canvas": {"width": 1, "height": 1}}"##,
         ##"tree.json:1:1: missing "root": the document's view, e.g. "root": {"Text": "Hello"}"##),
        (##"{"VStack": ["Hello"]}"##,
         ##"tree.json:1:13: root.VStack[0]: expected a view (an object such as {"Text": "Hello"}), got a string"##),
        (##"{"HStack": {"spacing": 2}}"##,
         ##"tree.json:1:12: root.HStack: missing argument "content" of HStack"##),
        (##"{"ZStack": {"spacing": 2, "content": []}}"##,
         ##"tree.json:1:13: root.ZStack.spacing: unknown argument; expected one of: alignment, content"##),
        (##"{"Text": "a", "modifiers": [{"frame": {"width": 10, "maxWidth": 20}}]}"##,
         ##"tree.json:1:40: root.modifiers[0].frame.width: cannot combine "width" with "maxWidth": SwiftUI has no frame overload taking both; chain two frame modifiers instead"##),
        (##"{"Text": "a", "modifiers": [{"frame": {"minHeight": 10, "height": 20}}]}"##,
         ##"tree.json:1:57: root.modifiers[0].frame.height: cannot combine "height" with "minHeight": SwiftUI has no frame overload taking both; chain two frame modifiers instead"##),
        (##"{"Text": "a", "modifiers": [{"padding": {"edges": "top", "leading": 3}}]}"##,
         ##"tree.json:1:58: root.modifiers[0].padding.leading: use either edges and length, or top/leading/bottom/trailing, not both ("edges" and "leading")"##),
        (##"{"Text": "a", "modifiers": [{"font": {"style": "title", "size": 30}}]}"##,
         ##"tree.json:1:57: root.modifiers[0].font.size: give either style or size, not both (a text style has its own size)"##),
        (##"{"Text": "a", "modifiers": [{"font": {}}]}"##,
         ##"tree.json:1:38: root.modifiers[0].font: font needs a style, or at least one of size, weight, design, italic"##),
        (##"{"Text": "a", "modifiers": [{"fixedSize": {"horizontal": true}}]}"##,
         ##"tree.json:1:43: root.modifiers[0].fixedSize: missing argument "vertical" of fixedSize"##),
        (##"{"Image": {"file": "a.png", "width": 3}}"##,
         ##"tree.json:1:29: root.Image.width: give either file or width and height, not both (an image file's size is its pixel size; resize it with resizable and frame)"##),
        (##"{"Image": {"width": 3}}"##,
         ##"tree.json:1:11: root.Image: missing argument "height" of Image"##),
        (##"{"Image": {}}"##,
         ##"tree.json:1:11: root.Image: Image needs {"file": "name.png"} or {"width": w, "height": h}"##),
        (##"{"Image": 5}"##,
         ##"tree.json:1:11: root.Image: expected a file name or an object with file, width and height, or systemName, got a number"##),
        (##"{"Text": "a", "modifiers": [{"resizable": {}}]}"##,
         ##"tree.json:1:43: root.modifiers[0].resizable: resizable applies only to an Image (as its first modifier)"##),
        (##"{"Image": {"width": 1, "height": 1}, "modifiers": [{"frame": {}}, {"resizable": {}}]}"##,
         ##"tree.json:1:81: root.modifiers[1].resizable: resizable must come directly after the Image, before any other modifier"##),
        (##"{"Text": "a", "modifiers": [{"fill": "red"}]}"##,
         ##"tree.json:1:38: root.modifiers[0].fill: fill applies only to a shape (Rectangle, RoundedRectangle, Circle, Ellipse, Capsule), as its first modifier; use foregroundColor or background for other views"##),
        (##"{"Circle": {}, "modifiers": [{"padding": 1}, {"stroke": "red"}]}"##,
         ##"tree.json:1:57: root.modifiers[1].stroke: stroke must be the shape's first modifier (it paints the shape itself)"##),
        (##"{"Text": "a", "modifiers": [{"clipped": true}]}"##,
         ##"tree.json:1:41: root.modifiers[0].clipped: expected {} (clipped takes no arguments), got true"##),
        (##"{"Rectangle": null}"##,
         ##"tree.json:1:15: root.Rectangle: expected {} (Rectangle takes no arguments), got null"##),
        (##"{"Text": "a", "modifiers": [{"background": [1]}]}"##,
         ##"tree.json:1:44: root.modifiers[0].background: expected a view, a color, or {"alignment": ..., "content": VIEW}, got an array"##),
        (##"{"Text": "a", "modifiers": [{"overlay": {"alignment": "top"}}]}"##,
         ##"tree.json:1:41: root.modifiers[0].overlay: missing argument "content" of overlay"##),
        (##"{"Text": "a", "modifiers": [{"overlay": {"alignmnt": "top", "content": "red"}}]}"##,
         ##"tree.json:1:42: root.modifiers[0].overlay.alignmnt: unknown argument; did you mean "alignment"?"##),
        (##"{"Text": "a", "modifiers": [{"background": {"Txt": "b"}}]}"##,
         ##"tree.json:1:45: root.modifiers[0].background.Txt: unknown view type; did you mean "Text"?"##),
        (##"{"version": 2, "root": {"Text": "a"}}"##,
         ##"tree.json:1:13: version: unsupported format version 2; this layoutviz reads version 1"##),
        (##"{"Text": "a", "modifiers": [{"offset": {"x": "ten"}}]}"##,
         ##"tree.json:1:46: root.modifiers[0].offset.x: expected a number, got a string"##),
        (##"{"Text": "a", "modifiers": [{"frame": {"width": true}}]}"##,
         ##"tree.json:1:49: root.modifiers[0].frame.width: expected a number or "infinity", got true"##),
        (##"{"Text": "a", "modifiers": [{"frame": {"maxWidth": "inf"}}]}"##,
         ##"tree.json:1:52: root.modifiers[0].frame.maxWidth: expected a number or "infinity", got "inf""##),
        (##"{"Text": "a", "modifiers": [{"lineLimit": 1.5}]}"##,
         ##"tree.json:1:43: root.modifiers[0].lineLimit: expected a whole number, got 1.5"##),
        (##"{"Text": "a", "modifiers": [{"lineLimit": "two"}]}"##,
         ##"tree.json:1:43: root.modifiers[0].lineLimit: expected a whole number, got a string"##),
        (##"{"Text": "a", "modifiers": [{"lineLimit": 0}]}"##,
         ##"tree.json:1:43: root.modifiers[0].lineLimit: 0 is out of range; expected 1...10000"##),
        (##"{"Text": 5}"##,
         ##"tree.json:1:10: root.Text: expected a string or {"verbatim": "..."}, got a number"##),
        (##"{"Color": 5}"##,
         ##"tree.json:1:11: root.Color: expected a color (a name, "#RRGGBB" or {"red", "green", "blue"}), got a number"##),
        (##"{"Text": "a", "id": 5}"##,
         ##"tree.json:1:21: root.id: expected a string, got a number"##),
        (##"{"Text": "a", "modifiers": [{"fixedSize": {"horizontal": "yes", "vertical": false}}]}"##,
         ##"tree.json:1:58: root.modifiers[0].fixedSize.horizontal: expected true or false, got a string"##),
        (##"{"Text": "a", "modifiers": [{"padding": 1e6}]}"##,
         ##"tree.json:1:41: root.modifiers[0].padding: 1000000 is out of range; numbers here must be between -100000 and 100000"##),
        (##"{"canvas": {"width": 0, "height": 10}, "root": {"Text": "a"}}"##,
         ##"tree.json:1:22: canvas.width: canvas width must be greater than 0 and at most 10000, got 0"##),
        (##"{"canvas": {"width": 10, "height": 20000}, "root": {"Text": "a"}}"##,
         ##"tree.json:1:36: canvas.height: canvas height must be greater than 0 and at most 10000, got 20000"##),
        (##"{"proposal": {"width": -1, "height": null}, "root": {"Text": "a"}}"##,
         ##"tree.json:1:24: proposal.width: a proposal cannot be negative, got -1"##),
        (##"{"proposal": {"width": 1}, "root": {"Text": "a"}}"##,
         ##"tree.json:1:14: proposal: missing argument "height" of proposal"##),
        (##"{"Text": "a", "modifiers": [{"font": {"size": 0}}]}"##,
         ##"tree.json:1:47: root.modifiers[0].font.size: font size 0 is out of range; expected more than 0 and at most 1000"##),
        (##"{"Text": "a", "modifiers": [{"aspectRatio": 0}]}"##,
         ##"tree.json:1:45: root.modifiers[0].aspectRatio: aspect ratio 0 is out of range; expected a ratio between 0.00001 and 100000"##),
        (##"{"Text": "a", "modifiers": [{"aspectRatio": {"ratio": {"width": 1, "height": 0}}}]}"##,
         ##"tree.json:1:78: root.modifiers[0].aspectRatio.ratio.height: the ratio's height must be greater than 0"##),
        (##"{"Text": "a", "modifiers": [{"cornerRadius": -2}]}"##,
         ##"tree.json:1:46: root.modifiers[0].cornerRadius: must not be negative, got -2"##),
        (##"{"Text": "a", "modifiers": [{"border": {"width": 2}}]}"##,
         ##"tree.json:1:40: root.modifiers[0].border: missing argument "color" of border"##),
        (##"{"Text": "a", "modifiers": [{"multilineTextAlignment": "centre"}]}"##,
         ##"tree.json:1:56: root.modifiers[0].multilineTextAlignment: unknown text alignment "centre"; did you mean "center"?"##),
        (##"{"Text": "a", "modifiers": [{"layoutPriority": "high"}]}"##,
         ##"tree.json:1:48: root.modifiers[0].layoutPriority: expected a number, got a string"##),
        (##"{"Text": "a", "modifiers": [{"frame": {"width": NaN}}]}"##,
         ##"tree.json:1:49: NaN is not a JSON value (JSON has no NaN or Infinity; where a length may be infinite, write the string "infinity")"##),
        (##"{"fontFile": "nope.ttf", "root": {"Text": "a"}}"##,
         ##"tree.json:1:14: fontFile: cannot read font file "nope.ttf": no such file (looked for /base/nope.ttf)"##),
        (##"{"Spacer": {"minLength": -1}}"##,
         ##"tree.json:1:26: root.Spacer.minLength: must not be negative, got -1"##),
        (##"{"Text": "a", "modifiers": [{"frame": {"alignment": "middle"}}]}"##,
         ##"tree.json:1:53: root.modifiers[0].frame.alignment: unknown alignment "middle"; expected one of: topLeading, top, topTrailing, leading, center, trailing, bottomLeading, bottom, bottomTrailing"##),
        // Controls (docs/format.md, "Controls").
        (##"{"Tggle": {"isOn": true}}"##, ##"tree.json:1:2: root.Tggle: unknown view type; did you mean "Toggle"?"##),
        (##"{"Toggle": {"title": "A"}}"##, ##"tree.json:1:12: root.Toggle: missing argument "isOn" of Toggle"##),
        (##"{"Toggle": {"title": "A", "isOn": true, "isOff": 1}}"##,
         ##"tree.json:1:41: root.Toggle.isOff: unknown argument; expected one of: title, isOn, content"##),
        (##"{"Slider": {"value": 1, "in": [5, 2]}}"##,
         ##"tree.json:1:31: root.Slider.in: the range's lower bound must be below its upper bound"##),
        (##"{"Button": {"title": "A", "role": "destroy"}}"##,
         ##"tree.json:1:35: root.Button.role: unknown button role "destroy"; expected one of: destructive, cancel"##),
        (##"{"Button": "A", "modifiers": [{"buttonStyle": "bordred"}]}"##,
         ##"tree.json:1:47: root.modifiers[0].buttonStyle: unknown button style "bordred"; did you mean "bordered"?"##),
        (##"{"Image": {"systemName": "star", "width": 3}}"##,
         ##"tree.json:1:34: root.Image.width: give either systemName or width, not both"##),
        (##"{"ScrollView": [], "modifiers": [{"contentMargins": "horizontal"}]}"##,
         ##"tree.json:1:53: root.modifiers[0].contentMargins: contentMargins needs a length: a number, {"edges": ..., "length": 20} or {top, leading, bottom, trailing}"##),
    ]

    @Test(arguments: cases)
    func message(_ json: String, _ expected: String) {
        #expect(TestInput.error(json, base: "/base") == expected)
    }

    @Test func multiLineInputReportsTheLineAndColumnOfTheKey() {
        let json = """
            {
              "canvas": {"width": 320, "height": 480},
              "root": {
                "VStack": [
                  {"Text": "Title", "modifiers": [{"padding": 4}, {"font": "title"},
                    {"frame": {"widht": 10}}]}
                ]
              }
            }
            """
        #expect(TestInput.error(json) == #"tree.json:6:20: root.VStack[0].modifiers[2].frame.widht: unknown argument; did you mean "width"?"#)
    }

    @Test func unusualKeysAreQuotedInPathsAndLongTextIsCut() {
        #expect(TestInput.error(#"{"Text": "a", "modifiers": [{"frame": {"my key": 1}}]}"#)
                == #"tree.json:1:40: root.modifiers[0].frame["my key"]: unknown argument; expected one of: width, "#
                + "height, minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight, alignment")
        let long = String(repeating: "x", count: 100)
        #expect(TestInput.error(#"{"Color": "\#(long)"}"#)
                == "tree.json:1:11: root.Color: unknown color \"\(String(repeating: "x", count: 40))...\"; "
                + "use a SwiftUI color name such as \"red\", or \"#RRGGBB\"")
        #expect(TestInput.error(#"{"Color": "line\nbreak"}"#)
                == ##"tree.json:1:11: root.Color: unknown color "line\nbreak"; use a SwiftUI color name such as "red", or "#RRGGBB""##)
    }

    @Test func errorFieldsAndDescription() {
        do {
            _ = try TestInput.decode(#"{"Text": "a", "modifiers": [{"paddin": 4}]}"#)
            Issue.record("expected an error")
        } catch {
            #expect(error.file == "tree.json")
            #expect(error.line == 1)
            #expect(error.column == 30)
            #expect(error.path == "root.modifiers[0].paddin")
            #expect(error.message == #"unknown modifier; did you mean "padding"?"#)
        }
        #expect(InputError(file: "-", message: "m").description == "-: m")
        #expect(InputError(file: "f", line: 3, message: "m").description == "f:3: m")
        #expect(InputError(file: "f", line: 3, column: 4, path: "root", message: "m").description == "f:3:4: root: m")
    }

    @Test func suggestionsUseEditDistanceIgnoringCase() {
        #expect(Suggestion.nearest(to: "Hstack", in: Vocabulary.views) == "HStack")
        #expect(Suggestion.nearest(to: "paddin", in: Vocabulary.modifiers) == "padding")
        #expect(Suggestion.nearest(to: "widht", in: ["width", "height"]) == "width")
        #expect(Suggestion.nearest(to: "cornerRadious", in: Vocabulary.modifiers) == "cornerRadius")
        #expect(Suggestion.nearest(to: "blur", in: Vocabulary.modifiers) == nil)
        #expect(Suggestion.nearest(to: "X", in: ["x", "y"]) == "x")
        #expect(Suggestion.nearest(to: "z", in: ["x", "y"]) == nil)
        #expect(Suggestion.distance(Array("ab".unicodeScalars), Array("ba".unicodeScalars)) == 1)
        #expect(Suggestion.distance(Array("kitten".unicodeScalars), Array("sitting".unicodeScalars)) == 3)
    }
}
