import Foundation
import LayoutCore

/// The drawing vocabulary shared by the SVG and PNG renderers. Every geometry is in canvas points, already
/// snapped to the device pixel grid; renderers draw items in order and never measure or wrap text.
public enum DisplayShape: Sendable, Hashable {
    case rect(CGRect)
    /// Corner radius already clamped to half the shorter side.
    case roundedRect(CGRect, radius: CGFloat)
    /// The ellipse inscribed in the rectangle (circles are square rectangles).
    case ellipse(CGRect)
    /// A custom shape's outline (`PathGeometry`), filled with the non-zero winding rule as SwiftUI's `fill()`.
    case path([PathSegment])
}

/// One line of text: drawn with its left edge at `origin.x` and its baseline at `origin.y`.
public struct TextRun: Sendable, Hashable {
    public var text: String
    public var origin: CGPoint
    /// The measured advance width (informational; renderers do not stretch text to it).
    public var width: CGFloat
    /// The font as drawn (a `minimumScaleFactor` already applied to its size).
    public var style: TextStyle
    public var color: Color
    /// Extra advance after each character cluster (tracking + kerning), in points.
    public var letterSpacing: CGFloat

    public init(text: String, origin: CGPoint, width: CGFloat, style: TextStyle, color: Color,
                letterSpacing: CGFloat = 0) {
        self.text = text; self.origin = origin; self.width = width; self.style = style; self.color = color
        self.letterSpacing = letterSpacing
    }
}

public enum DisplayItem: Sendable, Hashable {
    case fill(DisplayShape, Color)
    /// A shape filled with a gradient laid over `frame` (the unit space of its points and fractions; colours
    /// resolved). Renderers draw it from `GradientStyle.geometry(in: frame)`.
    indirect case gradient(DisplayShape, GradientStyle, frame: CGRect)
    /// An outline centred on the shape's edge.
    case stroke(DisplayShape, Color, lineWidth: CGFloat)
    /// A straight segment (butt caps).
    case line(from: CGPoint, to: CGPoint, Color, lineWidth: CGFloat)
    /// (Boxed, like `gradient`: the common items, fills, stay small, so a long list moves little memory.)
    indirect case text(TextRun)
    /// A PNG file stretched to the rectangle.
    case image(path: String, rect: CGRect)
    /// Starts a group: everything until the matching `endGroup` is clipped to `clip` (when set) and composited
    /// with `opacity`.
    case beginGroup(opacity: Double, clip: DisplayShape?)
    case endGroup
    /// Everything until the matching `endTransform` is drawn through `transform` (canvas points to canvas
    /// points; `rotationEffect`, `scaleEffect`).
    case beginTransform(Transform2D)
    case endTransform
    /// Everything until the matching `endShadow` is drawn once as a shadow (its alpha blurred with a Gaussian
    /// of `shadow.standardDeviation`, tinted with `shadow.color`, moved by (x, y)) and once on top of it.
    case beginShadow(Shadow)
    case endShadow
    /// A mask: the items up to `beginMaskedContent` draw the mask, the items from there to `endMask` draw the
    /// content, which is shown through the mask's alpha.
    case beginMask
    case beginMaskedContent
    case endMask
}
