import ArgumentParser
import Foundation
import LayoutCore
import LayoutRender

extension ColorScheme: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument) }
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

/// `--background`: how the canvas behind the content is painted.
enum BackgroundChoice: Equatable {
    /// The theme's `systemBackground` (white in light, black in dark): the default.
    case theme
    case transparent
    case color(Color)

    /// "transparent", "#RRGGBB[AA]", or a SwiftUI colour name (system colours follow the theme); nil = default.
    init(argument: String?) throws {
        guard let argument else { self = .theme; return }
        if argument == "transparent" { self = .transparent; return }
        if argument.hasPrefix("#"), let c = Color(hex: argument) { self = .color(c); return }
        if let c = Color.named[argument] { self = .color(c); return }
        throw ValidationError("--background must be transparent, a SwiftUI color name (white, black, teal, ...) "
                              + "or #RRGGBB[AA] (got \(argument))")
    }

    /// The background colour before resolution (resolved in the scheme by the display list).
    var color: Color? {
        switch self {
        case .theme: SystemColor.systemBackground.color
        case .transparent: nil
        case .color(let c): c
        }
    }
}
