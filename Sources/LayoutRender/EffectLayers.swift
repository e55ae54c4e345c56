/// What the effect brackets of a `DisplayList` cost a raster renderer, counted before anything is drawn
/// (docs/limits.md, "Drawing"). A raster renderer draws each opacity group (opacity < 1), shadow and mask
/// (two: the mask, then the content) into an offscreen layer as large as the canvas, and composites it when the
/// bracket closes: nested layers are alive together (memory: the deepest nesting × the canvas), and every layer
/// is composited once (time: the number of layers × the canvas). 3,000 nested opacities on a 2000×2000 canvas
/// never finished; 1,499 nested masks on 500×500 took 5.8 GB.
public struct EffectLayers: Sendable, Equatable {
    /// Layers drawn in all.
    public var total: Int
    /// Most layers alive at once.
    public var deepest: Int

    /// Canvas-sized layers alive at once × their pixels: 100 million pixels (400 MB).
    public static let maxLivePixels = 100_000_000
    /// Layers composited × their pixels: 1,000 million pixels (a few seconds of compositing).
    public static let maxCompositedPixels = 1_000_000_000

    public init(total: Int, deepest: Int) { self.total = total; self.deepest = deepest }

    /// The layers of a list's effect brackets (read from its items other than rectangle fills: a fill opens none).
    public init(_ list: DisplayList) { self.init(list.packed.others) }

    public init(_ items: [DisplayItem]) {
        var total = 0, live = 0, deepest = 0
        // Per open group bracket: the layers it pushed (so its end pops as many).
        var pushed: [Int] = []
        for item in items {
            switch item {
            case .beginGroup(let opacity, _):
                let n = opacity < 1 ? 1 : 0
                pushed.append(n); live += n; total += n
            case .beginTransform: pushed.append(0)
            case .beginShadow, .beginMask:
                pushed.append(1); live += 1; total += 1
            case .beginMaskedContent:
                // The mask's layer stays alive (as a pattern) while the content is drawn into a second one.
                if !pushed.isEmpty { pushed[pushed.count - 1] += 1 }
                live += 1; total += 1
            case .endGroup, .endTransform, .endShadow, .endMask:
                live -= pushed.popLast() ?? 0
            case .fill, .gradient, .stroke, .line, .text, .image: break
            }
            deepest = max(deepest, live)
        }
        self.total = total; self.deepest = deepest
    }

    /// nil when a canvas of `pixels` pixels is within both limits; otherwise the one-line reason.
    public func problem(canvasPixels pixels: Int, width: Int, height: Int) -> String? {
        let size = "\(width)x\(height)-pixel"
        if deepest.multipliedReportingOverflow(by: pixels).partialValue > Self.maxLivePixels
            || deepest.multipliedReportingOverflow(by: pixels).overflow {
            return "the drawing nests \(deepest) effect layers (opacity below 1, shadow, mask) on a \(size) canvas; "
                + "at most \(Self.maxLivePixels) layer pixels may be alive at once (docs/limits.md)"
        }
        if total.multipliedReportingOverflow(by: pixels).partialValue > Self.maxCompositedPixels
            || total.multipliedReportingOverflow(by: pixels).overflow {
            return "the drawing has \(total) effect layers (opacity below 1, shadow, mask) on a \(size) canvas; "
                + "at most \(Self.maxCompositedPixels) layer pixels may be composited (docs/limits.md)"
        }
        return nil
    }
}
