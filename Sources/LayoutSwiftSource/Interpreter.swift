import Foundation
import LayoutCore
import LayoutJSON
import SwiftSyntax

/// Evaluates the module's Swift: expressions, statements, calls, result builders. Declarations were collected
/// first (`ModuleLoader`), so every type, extension and global of every file is known before a view is built.
/// Everything bounded by `Budget`; every problem an `InputDiagnostic` at a Swift file:line:col.
final class Interpreter {
    let module: ModuleDeclarations
    var budget = Budget()
    var file: SourceFile
    /// Warnings (placeholders for undeclared types), once per place.
    var warnings: [InputDiagnostic] = []
    /// Inside a `.tabItem { ... }` closure: Label and Image(systemName:) are kept as written (`BarCalls`).
    var inTabItem = 0
    /// The layout-time side of this interpreter (set by `LayoutTimeShared`), for values computed during layout.
    weak var layoutTime: LayoutTimeShared?
    /// `UUID()` calls so far (each gives the next of a fixed sequence).
    var uuids = 0
    /// The environment values views read (`@Environment(\.horizontalSizeClass)`): the preview's defaults while
    /// views are built; the environment of a view's place while its body runs (EnvironmentResolution).
    var environment: [String: Value] = Interpreter.defaultEnvironment
    /// The `@State` properties read as the document's state (see `PreferenceLowering`), in the order first met.
    var stateDeclarations: [(name: String, initial: Value, position: SourcePosition)] = []
    /// The state of the pass being built (nil: the initial values), for bodies that branch on state
    /// (`StateExpressions`).
    var stateOverrides: StateValues?
    /// The names preference closures' values read as (`anchor`, `value`, an overlay's parameter).
    var preferenceNames: Set<String> = []
    /// The values a postfix `#if` clause's first member applies to, by that member's syntax node (`IfConfig`).
    var postfixBases: [SyntaxIdentifier: Value] = [:]

    init(module: ModuleDeclarations, file: SourceFile) {
        self.module = module
        self.file = file
    }

    // MARK: Positions and errors

    /// A node's position; its line carries the file's index (`SourceFile.index`).
    func position(_ node: some SyntaxProtocol) -> SourcePosition {
        let l = node.startLocation(converter: file.converter)
        return SourcePosition(line: l.line + file.index * SourceFile.lineStride, column: l.column)
    }

    func error(_ message: String, at node: some SyntaxProtocol) -> InputDiagnostic {
        error(message, at: position(node))
    }

    /// An error at a node of another file than the one being run (a method's declaration).
    func error(_ message: String, at node: some SyntaxProtocol, in other: SourceFile) -> InputDiagnostic {
        let saved = file
        file = other
        defer { file = saved }
        return error(message, at: node)
    }

    func error(_ message: String, at p: SourcePosition) -> InputDiagnostic {
        module.resolve(InputDiagnostic(file: file.name, line: p.line, column: p.column, message: message))
    }

    func warn(_ message: String, at p: SourcePosition) {
        let w = module.resolve(InputDiagnostic(severity: .warning, file: file.name, line: p.line, column: p.column,
                                               message: message))
        if !warnings.contains(w) { warnings.append(w) }
    }

    /// Counts one step of work; checks the step and time bounds.
    func step(_ node: some SyntaxProtocol) throws(InputDiagnostic) {
        budget.steps += 1
        if budget.steps > module.maxSteps {
            throw error("the interpreter stopped after \(module.maxSteps) steps (an endless loop or recursion?)", at: node)
        }
        if budget.steps & 0x3FF == 0, Date() > budget.deadline {
            throw error("the interpreter stopped after \(Int(Budget.maxSeconds)) seconds", at: node)
        }
    }

    /// Runs `body` one call level deeper (bounded).
    func nested<T>(_ node: some SyntaxProtocol, in newFile: SourceFile? = nil,
                   _ body: () throws(InputDiagnostic) -> T) throws(InputDiagnostic) -> T {
        try nested(position(node), in: newFile, body)
    }

    func nested<T>(_ p: SourcePosition, in newFile: SourceFile? = nil,
                   _ body: () throws(InputDiagnostic) -> T) throws(InputDiagnostic) -> T {
        budget.depth += 1
        defer { budget.depth -= 1 }
        if budget.depth > Budget.maxCallDepth {
            throw error("calls nested too deeply: more than \(Budget.maxCallDepth) (endless recursion?)", at: p)
        }
        let saved = file
        if let newFile { file = newFile }
        defer { file = saved }
        return try body()
    }
}
