import Foundation
import LayoutCore

/// `frame`: the fixed form `{"width", "height", "alignment"}` or the flexible form
/// `{"minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight", "alignment"}`.
/// SwiftUI has no overload mixing the two, so neither does the format. Every dimension may be null (absent).
///
/// Values SwiftUI accepts and normalizes are kept and reported with a warning: a negative or infinite fixed
/// width/height is treated as nil; in the flexible form a negative min becomes 0, an ideal below the min is
/// raised to it, a max below the ideal (or below 0) is raised to it. The flexible values are passed on as
/// written: `FlexibleFrameLayout` normalizes them the same way.
extension TreeDecoder {
    static let fixedFrameKeys = ["width", "height"]
    static let flexibleFrameKeys = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]

    static let frameKeys = fixedFrameKeys + flexibleFrameKeys + ["alignment"]

    func frame(_ v: JSONValue, _ p: JSONPath) throws(InputError) -> NodeKind {
        let a = try Arguments(v, p, allowed: Self.frameKeys, owner: "frame", context)
        var alignment = Alignment.center
        if let al = a["alignment"] { alignment = try context.alignment(al, a.path("alignment")) }
        let fixed = a.firstPresent(Self.fixedFrameKeys), flexible = a.firstPresent(Self.flexibleFrameKeys)
        if let f = fixed, let g = flexible {
            throw context.error("cannot combine \(Quote.json(f)) with \(Quote.json(g)): SwiftUI has no frame overload "
                                + "taking both; chain two frame modifiers instead", at: a.keyPosition(f), a.path(f))
        }
        if flexible == nil {
            return .frame(width: try fixedDimension(a, "width"), height: try fixedDimension(a, "height"),
                          alignment: alignment)
        }
        let w = try flexibleAxis(a, "Width"), h = try flexibleAxis(a, "Height")
        return .flexibleFrame(FlexibleFrame(minWidth: w.min, idealWidth: w.ideal, maxWidth: w.max,
                                            minHeight: h.min, idealHeight: h.ideal, maxHeight: h.max,
                                            alignment: alignment))
    }

    private func fixedDimension(_ a: Arguments, _ key: String) throws(InputError) -> CGFloat? {
        guard let v = a[key] else { return nil }
        // Most dimensions are plain numbers in range: no path to make.
        if let n = v.number, n >= 0, n <= FormatLimits.maxLength { return CGFloat(n) }
        // An optional state (`frame(width: width)` while `width` is nil) leaves the dimension unspecified.
        if context.isNil(v, a.path(key)) { return nil }
        let n = try context.length(v, a.path(key), allowInfinity: true)
        if n < 0 || !n.isFinite {
            context.warn("\(key) \(DecodeContext.format(n)) is \(n < 0 ? "negative" : "not finite"); SwiftUI treats "
                         + "it as unspecified (\"Invalid frame dimension\")", v, a.path(key))
            return nil
        }
        return n
    }

    /// The warnings for the values of one flexible axis that SwiftUI will change, each with the key it is about.
    static func flexibleAxisWarnings(_ keys: (min: String, ideal: String, max: String), min mn: CGFloat?,
                                     ideal id: CGFloat?, max mx: CGFloat?) -> [(message: String, key: String)] {
        var warnings: [(message: String, key: String)] = []
        let f = DecodeContext.format
        if let mn, mn < 0 {
            warnings.append(("negative \(keys.min) \(f(mn)) is treated as 0, as in SwiftUI", keys.min))
        }
        let minN = mn.map { max($0, 0) }
        if let id, id < (minN ?? 0) {
            let message = minN.map { "\(keys.ideal) \(f(id)) is below \(keys.min) \(f($0)); SwiftUI raises it to \(f($0))" }
                ?? "negative \(keys.ideal) \(f(id)) is treated as 0, as in SwiftUI"
            warnings.append((message, keys.ideal))
        }
        let idealN = id.map { max(minN ?? 0, $0) }
        if let mx, mx < (idealN ?? 0) {
            let message = idealN.map { "\(keys.max) \(f(mx)) is below \(keys.ideal) \(f($0)); SwiftUI raises it to \(f($0))" }
                ?? "negative \(keys.max) \(f(mx)) is treated as 0, as in SwiftUI"
            warnings.append((message, keys.max))
        }
        if idealN == nil, let lo = minN, let mx, lo > max(mx, 0) {
            warnings.append(("\(keys.min) \(f(lo)) is greater than \(keys.max) \(f(mx)): contradictory frame "
                             + "constraints; SwiftUI then sizes the frame to its content on this axis", keys.max))
        }
        return warnings
    }

    /// One axis of a flexible frame, as written, with a warning for each value SwiftUI will change.
    private func flexibleAxis(_ a: Arguments, _ axis: String) throws(InputError)
        -> (min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
        let keys = (min: "min" + axis, ideal: "ideal" + axis, max: "max" + axis)
        func read(_ key: String) throws(InputError) -> (value: CGFloat, json: JSONValue)? {
            guard let v = a[key] else { return nil }
            if let n = v.number, abs(n) <= FormatLimits.maxLength { return (CGFloat(n), v) }
            return (try context.length(v, a.path(key), allowInfinity: true), v)
        }
        let mn = try read(keys.min), id = try read(keys.ideal), mx = try read(keys.max)
        for (message, key) in Self.flexibleAxisWarnings(keys, min: mn?.value, ideal: id?.value, max: mx?.value) {
            if let json = key == keys.min ? mn?.json : key == keys.ideal ? id?.json : mx?.json {
                context.warn(message, json, a.path(key))
            }
        }
        return (mn?.value, id?.value, mx?.value)
    }
}
