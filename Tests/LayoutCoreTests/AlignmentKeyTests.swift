import Foundation
@testable import LayoutCore
import Testing

/// `AlignmentKey`'s two storages (built-in guides as numbers, other keys in a box) behave as one type, and
/// `PackedAlignment` gives back the alignment it was made from.
@Suite("Alignment keys")
struct AlignmentKeyTests {
    static let builtIn: [(AlignmentKey, String, Axis, AlignmentCombine)] = [
        (HorizontalAlignment.leading.key, "leading", .horizontal, .none),
        (HorizontalAlignment.center.key, "center", .horizontal, .none),
        (HorizontalAlignment.trailing.key, "trailing", .horizontal, .none),
        (VerticalAlignment.top.key, "top", .vertical, .none),
        (VerticalAlignment.center.key, "center", .vertical, .none),
        (VerticalAlignment.bottom.key, "bottom", .vertical, .none),
        (VerticalAlignment.firstTextBaseline.key, "firstTextBaseline", .vertical, .minimum),
        (VerticalAlignment.lastTextBaseline.key, "lastTextBaseline", .vertical, .maximum),
    ]

    @Test("built-in guides: names, axes, combination, default values (a view without text: baselines at its bottom)")
    func builtInValues() {
        let d = ViewDimensions(size: CGSize(width: 40, height: 10))
        let defaults: [CGFloat] = [0, 20, 40, 0, 5, 10, 10, 10]
        for ((key, name, axis, combine), value) in zip(Self.builtIn, defaults) {
            #expect(key.name == name && key.axis == axis && key.combine == combine, "\(name)")
            #expect(key.defaultValue(in: d) == value, "\(name)")
        }
        #expect(VerticalAlignment.firstTextBaseline.key.textBaseline == .first)
        #expect(VerticalAlignment.lastTextBaseline.key.textBaseline == .last)
        #expect(VerticalAlignment.bottom.key.textBaseline == AlignmentKey.TextBaselineGuide.none)
    }

    @Test("keys are equal by name and axis, whichever storage they have; hashes agree with equality")
    func equality() {
        let keys = Self.builtIn.map(\.0)
        for (i, a) in keys.enumerated() {
            for (j, b) in keys.enumerated() { #expect((a == b) == (i == j), "\(a.name) \(a.axis) vs \(b.name) \(b.axis)") }
        }
        // A key made in a box with a built-in guide's name and axis is that guide (as custom guides always were).
        let boxedLeading = AlignmentKey(name: "leading", axis: .horizontal) { _ in 0 }
        #expect(boxedLeading == HorizontalAlignment.leading.key)
        #expect(boxedLeading.hashValue == HorizontalAlignment.leading.key.hashValue)
        #expect(boxedLeading != VerticalAlignment.top.key)
        let custom = AlignmentKey(name: "myGuide", axis: .vertical, combine: .average) { d in d.height / 4 }
        #expect(custom == custom && custom != VerticalAlignment.center.key)
        #expect(custom.defaultValue(in: ViewDimensions(size: CGSize(width: 1, height: 8))) == 2)
        // A box named like a baseline is that baseline for a Text, as before.
        #expect(AlignmentKey(name: "firstTextBaseline", axis: .vertical) { d in d.height }.textBaseline == .first)
    }

    @Test("a fraction key with a built-in guide's name, axis and fraction is that guide; another is a box with its fraction")
    func fractionKeys() {
        #expect(AlignmentKey.fraction("center", .horizontal, 0.5) == HorizontalAlignment.center.key)
        let third = AlignmentKey.fraction("third", .horizontal, 1.0 / 3)
        #expect(third.defaultValue(in: ViewDimensions(size: CGSize(width: 30, height: 9))) == 10)
        #expect(third != HorizontalAlignment.leading.key && third.combine == .none)
    }

    @Test("a packed alignment gives back the nine standard alignments and any other one")
    func packedAlignment() {
        let nine: [Alignment] = [.topLeading, .top, .topTrailing, .leading, .center, .trailing,
                                 .bottomLeading, .bottom, .bottomTrailing]
        let baseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
        let custom = Alignment(horizontal: HorizontalAlignment(key: AlignmentKey(name: "mine", axis: .horizontal) { _ in 3 }),
                               vertical: .lastTextBaseline)
        for a in nine + [baseline, custom] {
            let back = PackedAlignment(a).alignment
            #expect(back == a, "\(a.horizontal.key.name) \(a.vertical.key.name)")
            #expect(back.horizontal.key.name == a.horizontal.key.name && back.vertical.key.combine == a.vertical.key.combine)
        }
        #expect(FixedFrameLayout(width: 10, height: nil, alignment: custom).alignment == custom)
    }

    @Test("a kind the builder passes the environment on through is one whose content would see that very environment")
    func passThroughKinds() {
        let builder = NodeBuilder(scale: 2, store: NodeStore())
        let kinds: [NodeKind] = [
            .frame(width: 1, height: 1, alignment: .center), .flexibleFrame(FlexibleFrame(maxWidth: .infinity)),
            .padding(EdgeInsets()), .background(alignment: .center), .overlay(alignment: .top), .offset(x: 1, y: 2),
            .opacity(0.5), .fixedSize(horizontal: true, vertical: false), .layoutPriority(1),
            .aspectRatio(1, contentMode: .fit), .scaledToFit, .scaledToFill, .clipped, .cornerRadius(3),
            .border(.color(.black), width: 1), .alignmentGuide(HorizontalAlignment.leading.key, GuideComputation(constant: 2)),
            .position(x: 1, y: 1), .mask(alignment: .center), .clipShape(.circle), .hidden, .zIndex(1),
            .effect(.rotation(radians: 1, anchor: .center)), .hStack(alignment: .center, spacing: nil),
            .vStack(alignment: .center, spacing: nil), .zStack(alignment: .center),
            // Kinds that change the environment: never passed through.
            .font(FontSpec(size: 9)), .foregroundColor(.white), .resizable, .scrollView(axes: .vertical, showsIndicators: true),
            .grid(alignment: .center, horizontalSpacing: nil, verticalSpacing: nil), .lineLimit(2),
        ]
        var envs: [Environment] = []
        for axis in [nil, Axis.horizontal, .vertical] as [Axis?] {
            var e = Environment()
            e.stackAxis = axis
            envs.append(e)
            var oneView = e
            oneView.resizable = true
            envs.append(oneView)
        }
        var passed = 0
        for kind in kinds {
            let v = ViewNode(kind, children: [ViewNode(.color(.black))])
            for env in envs where NodeBuilder.passesEnvironmentOn(kind, env) {
                passed += 1
                #expect(builder.childEnvironment(v, env).isSameStorage(as: env), "\(kind)")
            }
        }
        // Every modifier listed passes in the three environments without a one-view setting; each stack in one.
        #expect(passed == 22 * 3 + 3)
    }
}
