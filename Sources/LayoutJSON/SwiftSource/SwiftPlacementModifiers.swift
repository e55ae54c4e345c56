import LayoutCore

/// The spellings of the safe-area, grid-cell, environment and alignment-guide modifiers:
/// `.ignoresSafeArea(.container, edges: .bottom)`, `.edgesIgnoringSafeArea(.top)`, `.safeAreaPadding(...)`,
/// `.gridCellColumns(2)`, `.gridCellAnchor(.topLeading)`, `.environment(\.horizontalSizeClass, .regular)`,
/// and `.alignmentGuide(.leading) { d in d[.trailing] - 10 }`.
extension SwiftSpelling {
    static let ignoresSafeArea = modifier { a throws(InputError) in
        let m = a.members
        var args: [String] = []
        if let r = m["regions"] {
            let regions = try SwiftValues.set(r, a.path("regions"), a.printer)
            if regions != ".all" || m["edges"] == nil { args.append(regions) }
        }
        if let e = m["edges"] {
            let edges = try SwiftValues.set(e, a.path("edges"), a.printer)
            if edges != ".all" { args.append("edges: " + edges) }
        }
        return SwiftModifier("ignoresSafeArea", args)
    }

    static let edgesIgnoringSafeArea = modifier { a throws(InputError) in
        SwiftModifier("edgesIgnoringSafeArea", [try SwiftValues.set(a.value, a.path, a.printer)])
    }

    static let safeAreaPadding = paddingLike("safeAreaPadding")

    static let gridCellColumns = unlabeledNumber("gridCellColumns", .int)
    static let gridCellUnsizedAxes = modifier { a throws(InputError) in
        SwiftModifier("gridCellUnsizedAxes", [try SwiftValues.set(a.value, a.path, a.printer)])
    }
    static let gridColumnAlignment = modifier { a throws(InputError) in
        SwiftModifier("gridColumnAlignment", [try SwiftValues.guide(a.value, a.path, a.printer)])
    }
    static let gridCellAnchor = modifier { a throws(InputError) in
        SwiftModifier("gridCellAnchor", [try SwiftValues.unitPoint(a.value, a.path, a.printer)])
    }

    static let environment = modifier { a throws(InputError) in
        let sizeClass = SwiftValues.enumCase(a.members["horizontalSizeClass"] ?? a.value)
        return SwiftModifier("environment", ["\\.horizontalSizeClass", sizeClass])
    }

    /// The guide (`.leading`, `HorizontalAlignment.center`, `.myCenter`) and the value as a closure over `d`.
    static let alignmentGuide = modifier { a throws(InputError) in
        let m = a.members
        guard let g = m["guide"]?.string, let value = m["value"] else { throw a.error("expected guide and value") }
        let name = g.split(separator: ".").last.map(String.init) ?? g
        let horizontal = g.hasPrefix("HorizontalAlignment") || ["leading", "trailing"].contains(g)
            || a.printer.alignments[name] == .horizontal
        let guide = name == "center" ? g : "." + name
        let body = try SwiftExpression.number(value, .cgFloat, a.path("value"), a.printer,
                                              guideAxis: horizontal ? .horizontal : .vertical)
        let usesD = value.string.map(SwiftExpression.usesDimensions) ?? false
        return SwiftModifier("alignmentGuide", [guide],
                             closure: SwiftClosure(parameters: usesD ? "d" : "_", body: .expression(body)))
    }
}
