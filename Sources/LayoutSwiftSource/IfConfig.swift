import LayoutJSON
import SwiftIfConfig
import SwiftSyntax

/// `#if` blocks (docs/swift-source.md, "Conditional compilation"): a file is read as Xcode's canvas builds it, an
/// iOS Debug build for the simulator, and only the active clause of each `#if` is declared or run. The clause is
/// chosen by swift-syntax's SwiftIfConfig (the compiler's own rules for `#if` conditions) with this configuration:
///
/// - custom conditions: `DEBUG` only (Xcode's Debug configuration defines it; previews build Debug);
/// - `os(iOS)`, `targetEnvironment(simulator)`, `arch(arm64)` (an Apple-silicon Mac's simulator), `_runtime(_ObjC)`,
///   object format MachO, 64-bit little-endian pointers;
/// - `canImport(M)` is true for the iOS SDK's frameworks a view file imports (SwiftUI, UIKit, Foundation, ...)
///   and false for anything else (AppKit, WatchKit, third-party modules: they are not in the inputs);
/// - `swift(>=…)`/`compiler(>=…)`: Swift 6.2, the language mode 6; `hasFeature`/`hasAttribute`: false.
struct PreviewBuildConfiguration: BuildConfiguration {
    static let shared = PreviewBuildConfiguration()

    /// The iOS SDK's frameworks `canImport` finds.
    static let iOSFrameworks: Set<String> = [
        "SwiftUI", "UIKit", "Foundation", "Combine", "CoreGraphics", "CoreFoundation", "Observation", "SwiftData",
        "MapKit", "CoreLocation", "Charts", "PhotosUI", "AVKit", "AVFoundation", "WebKit", "CoreData", "CoreImage",
        "QuartzCore", "Darwin", "Dispatch", "OSLog", "os", "StoreKit", "WidgetKit", "ActivityKit", "TipKit",
        "CoreText", "ImageIO", "UniformTypeIdentifiers", "Swift", "_Concurrency", "RegexBuilder", "Accessibility",
    ]

    func isCustomConditionSet(name: String) -> Bool { name == "DEBUG" }
    func hasFeature(name: String) -> Bool { false }
    func hasAttribute(name: String) -> Bool { false }
    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
        importPath.first.map { Self.iOSFrameworks.contains($0.1) } ?? false
    }
    func isActiveTargetOS(name: String) -> Bool { name == "iOS" }
    func isActiveTargetArchitecture(name: String) -> Bool { name == "arm64" }
    func isActiveTargetEnvironment(name: String) -> Bool { name == "simulator" }
    func isActiveTargetRuntime(name: String) -> Bool { name == "_ObjC" }
    func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
    func isActiveTargetObjectFormat(name: String) -> Bool { name == "MachO" }
    var targetPointerBitWidth: Int { 64 }
    var targetAtomicBitWidths: [Int] { [8, 16, 32, 64, 128] }
    var endianness: Endianness { .little }
    var languageVersion: VersionTuple { VersionTuple(6, 0) }
    var compilerVersion: VersionTuple { VersionTuple(6, 2) }
}

/// The active clause's contents of a `#if` block, or an error at the condition the configuration cannot decide.
enum IfConfig {
    /// The active clause's elements (nil: no clause is active), or the first error SwiftIfConfig reports, located
    /// in `file`.
    static func active(_ block: IfConfigDeclSyntax, in file: SourceFile) throws(InputDiagnostic)
        -> IfConfigClauseSyntax.Elements? {
        let (clause, diagnostics) = block.activeClause(in: PreviewBuildConfiguration.shared)
        if let first = diagnostics.first(where: { $0.diagMessage.severity == .error }) {
            let l = first.location(converter: file.converter)
            throw InputDiagnostic(file: file.name, line: l.line, column: l.column, message: "#if: " + first.message)
        }
        return clause?.elements
    }
}

extension Interpreter {
    /// `base #if cond .modifier() ... #endif` (a postfix `#if` in a modifier chain): the active clause's members
    /// applied to `base`'s value, or that value when no clause is active. The clause's first member (the
    /// innermost one without a base, `.navigationBarTitleDisplayMode` in
    /// `#if os(iOS) .navigationBarTitleDisplayMode(.inline) #endif`) is applied to the value, as the compiler
    /// splices the clause onto the chain.
    func postfixIfConfig(_ e: PostfixIfConfigExprSyntax, _ ctx: Context) throws(InputDiagnostic) -> Value {
        guard let baseExpr = e.base else {
            throw error("#if in a modifier chain needs a view before it", at: e.config)
        }
        let base = try evaluate(baseExpr, ctx)
        guard case .postfixExpression(let clause)? = try IfConfig.active(e.config, in: file) else { return base }
        guard let first = Self.chainStart(clause) else {
            throw error("an #if clause in a modifier chain holds members (.modifier(...)), found "
                        + clause.trimmedDescription, at: clause)
        }
        postfixBases[first.id] = base
        defer { postfixBases[first.id] = nil }
        return try evaluate(clause, ctx)
    }

    /// The member without a base that a postfix chain (`.a(x).b #if ... #endif .c()`) starts with.
    static func chainStart(_ expr: ExprSyntax) -> MemberAccessExprSyntax? {
        var e = expr
        while true {
            if let m = e.as(MemberAccessExprSyntax.self) {
                guard let base = m.base else { return m }
                e = base
            } else if let c = e.as(FunctionCallExprSyntax.self) {
                e = c.calledExpression
            } else if let p = e.as(PostfixIfConfigExprSyntax.self), let base = p.base {
                e = base
            } else if let s = e.as(SubscriptCallExprSyntax.self) {
                e = s.calledExpression
            } else if let o = e.as(OptionalChainingExprSyntax.self) {
                e = o.expression
            } else if let f = e.as(ForceUnwrapExprSyntax.self) {
                e = f.expression
            } else {
                return nil
            }
        }
    }
}
