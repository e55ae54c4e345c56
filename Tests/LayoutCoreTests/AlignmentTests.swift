import Foundation
import LayoutCore
import Testing

/// Every alignment value in every place that takes one (docs/semantics.md §1.4, §4.2, §4.9, §6.4, §7).
@Suite("Alignment completeness")
struct AlignmentTests {
    static let nine: [(Alignment, CGFloat, CGFloat)] = [
        (.topLeading, 0, 0), (.top, 0.5, 0), (.topTrailing, 1, 0),
        (.leading, 0, 0.5), (.center, 0.5, 0.5), (.trailing, 1, 0.5),
        (.bottomLeading, 0, 1), (.bottom, 0.5, 1), (.bottomTrailing, 1, 1),
    ]

    /// A 20x10 child in a 100x60 box sits at (fx · 80, fy · 50).
    func expectNine(_ build: (Alignment, ViewNode) -> ViewNode, sourceLocation: SourceLocation = #_sourceLocation) {
        for (alignment, fx, fy) in Self.nine {
            let r = layout(build(alignment, color(id: "c").frame(width: 20, height: 10)))
            let f = frame(r, "c")
            #expect(f.minX == fx * 80 && f.minY == fy * 50, "\(alignment): \(f)", sourceLocation: sourceLocation)
        }
    }

    @Test("frame(width:height:alignment:) with the nine alignments")
    func fixedFrame() { expectNine { a, c in c.frame(width: 100, height: 60, alignment: a) } }

    @Test("frame(maxWidth:maxHeight:alignment:) with the nine alignments")
    func flexibleFrame() {
        expectNine { a, c in c.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: a).frame(width: 100, height: 60) }
    }

    @Test("ZStack(alignment:) with the nine alignments")
    func zstackNine() { expectNine { a, c in zstack(alignment: a, [color().frame(width: 100, height: 60), c]) } }

    @Test("overlay and background (alignment:) with the nine alignments")
    func layers() {
        expectNine { a, c in color().frame(width: 100, height: 60).overlay(c, alignment: a) }
        expectNine { a, c in color().frame(width: 100, height: 60).background(c, alignment: a) }
    }

    @Test("HStack top/center/bottom: a 10-tall box beside a 30-tall one", arguments: [
        (VerticalAlignment.top, CGFloat(0)), (.center, 10), (.bottom, 20),
        // No text: the baselines are the bottoms.
        (.firstTextBaseline, 20), (.lastTextBaseline, 20),
    ])
    func hstack(_ alignment: VerticalAlignment, _ y: CGFloat) {
        let r = layout(LayoutCoreTests.hstack(alignment: alignment, [color().frame(width: 10, height: 30),
                                                                      color(id: "s").frame(width: 10, height: 10)]))
        #expect(frame(r, "s").minY == y)
        #expect(r.root.frame.height == 30)
    }

    @Test("VStack leading/center/trailing", arguments: [
        (HorizontalAlignment.leading, CGFloat(0)), (.center, 15), (.trailing, 30),
    ])
    func vstack(_ alignment: HorizontalAlignment, _ x: CGFloat) {
        let r = layout(LayoutCoreTests.vstack(alignment: alignment, [color().frame(width: 50, height: 10),
                                                                      color(id: "s").frame(width: 20, height: 10)]))
        #expect(frame(r, "s").minX == x)
    }

    /// Box font at scale 1: 17 pt is 17 tall with its baseline at round(13.6) = 14; 34 pt is 34 tall, baseline 27.
    @Test("a VStack's first and last baselines are its first and last texts' (§1.4)")
    func stackBaselines() {
        let column = { LayoutCoreTests.vstack(id: "v", [text("a", id: "a"), text("bb", id: "b")]) }
        let big = { text("c", id: "c").font(FontSpec(size: 34)) }
        // Last baselines: the column's is 17 + 14 = 31 (Text above Text: no gap), the big text's 27.
        let last = layout(LayoutCoreTests.hstack(alignment: .lastTextBaseline, [column(), big()]))
        #expect(frame(last, "v").minY == 0)
        #expect(frame(last, "c").minY == 4)
        #expect(last.root.frame.height == 38)
        // First baselines: 14 and 27.
        let first = layout(LayoutCoreTests.hstack(alignment: .firstTextBaseline, [column(), big()]))
        #expect(frame(first, "v").minY == 13)
        #expect(frame(first, "c").minY == 0)
        #expect(first.root.frame.height == 47)
    }

    @Test("baselines pass through frame, background, border and fixedSize, shifted by where the text sits")
    func throughModifiers() {
        let framed = text("a", id: "a").frame(width: 40, height: 40, alignment: .bottom)
            .background(color()).modifier(.border(.color(.black), width: 1)).fixedSize()
        let r = layout(LayoutCoreTests.hstack(alignment: .firstTextBaseline, [framed, text("b", id: "b").font(FontSpec(size: 34))]))
        // The text sits at y 23 in its 40-tall frame: baseline 37 in the frame; the big text's is 27.
        #expect(abs(frame(r, "a").minY - 23) < 0.001, "\(frame(r, "a"))")
        #expect(abs(frame(r, "b").minY - 10) < 0.001, "\(frame(r, "b"))")
    }
}
