import Foundation
import LayoutCore

/// The fast path's reader of the commonest modifier of big trees, a fixed frame written
/// `{"width": W, "height": H}` (either or both, plain numbers from 0 to `FormatLimits.maxLength`, centred): its
/// kind is found by the two numbers' bits among those read lately (`FastFrameMemo`), so an equal frame is neither
/// made nor compared as a `NodeKind` again. Every other frame is `FastViews.frame`'s (and the same kind results:
/// a memo miss asks `DecodeContext.sharedFrame`, which shares equal kinds).
extension FastViews {
    /// The kind of `object` (a frame's arguments) when it is a plain fixed frame; nil for any other form.
    func plainFixedFrame(_ object: JSONDocument.Node) -> NodeKind? {
        guard object.count == 1 || object.count == 2 else { return nil }
        // -1: absent.
        var width = -1.0, height = -1.0
        for s in object.payload..<(object.payload + object.count) {
            let slot = document.slots[s]
            let value = document.nodes[slot.value]
            guard value.kind == .number else { return nil }
            let n = value.number
            guard n >= 0, n <= FormatLimits.maxLength else { return nil }
            switch keys.key(slot.key) {
            case .width:
                guard width < 0 else { return nil }
                width = n
            case .height:
                guard height < 0 else { return nil }
                height = n
            default:
                return nil
            }
        }
        return frames.kind(width: width, height: height) {
            context.sharedFrame(width: width < 0 ? nil : CGFloat(width), height: height < 0 ? nil : CGFloat(height),
                                alignment: .center)
        }
    }
}

/// Centred fixed frames' kinds read lately, by their width's and height's bits (-1 for an absent one): 64
/// entries, a new frame replacing the one in its place. One per decoding (`DecodeContext.fastFrames`).
final class FastFrameMemo {
    private struct Entry {
        var width: UInt64
        var height: UInt64
        var kind: NodeKind?
    }

    private static let size = 64
    private let entries: UnsafeMutablePointer<Entry>

    init() {
        entries = .allocate(capacity: Self.size)
        entries.initialize(repeating: Entry(width: 0, height: 0, kind: nil), count: Self.size)
    }

    deinit {
        entries.deinitialize(count: Self.size)
        entries.deallocate()
    }

    /// The kind remembered for `width` and `height`, else `make()`'s (then remembered).
    @inline(__always)
    func kind(width: Double, height: Double, make: () -> NodeKind) -> NodeKind {
        let w = width.bitPattern, h = height.bitPattern
        let slot = Int(truncatingIfNeeded: ((w &* 0x9E37_79B9_7F4A_7C15) ^ (h &* 0xC2B2_AE3D_27D4_EB4F)) >> 58)
        let entry = entries + slot
        if entry.pointee.width == w, entry.pointee.height == h, let known = entry.pointee.kind { return known }
        let made = make()
        entry.pointee = Entry(width: w, height: h, kind: made)
        return made
    }
}
