import SwiftSyntax

/// One parsed input file: its name as given (used in messages) and the converter from syntax positions to
/// line:column.
final class SourceFile {
    let name: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter
    let directory: String
    /// The file's place in the module: positions carry it in their line number (`line + index * lineStride`), so
    /// the JSON decoder's positions lead back to the right file.
    let index: Int
    static let lineStride = 10_000_000

    init(name: String, tree: SourceFileSyntax, directory: String, index: Int = 0) {
        self.name = name
        self.index = index
        self.tree = tree
        self.directory = directory
        converter = SourceLocationConverter(fileName: name, tree: tree)
    }
}

/// A function, method, initializer or computed property body, with the file it is written in.
struct FunctionDecl {
    struct Parameter {
        var label: String?
        var name: String
        var defaultValue: ExprSyntax?
        var isClosure: Bool
        /// The declared type as written, to give implicit members (`.card`) their enum.
        var typeName: String? = nil
    }
    var name: String
    var parameters: [Parameter]
    var body: CodeBlockItemListSyntax?
    var isStatic: Bool
    /// `mutating` methods and initializers write back to `self`.
    var isMutating: Bool
    var file: SourceFile
    var node: Syntax
}

/// What a closure's body is: statements, or (for a shorthand key path) nothing to run.
struct ClosureBody {
    var statements: CodeBlockItemListSyntax
    var file: SourceFile
}

/// A stored property of a declared type, in declaration order (the memberwise initializer's order).
struct StoredProperty {
    var name: String
    var defaultValue: ExprSyntax?
    var isLet: Bool
    /// `@State`, `@Binding`, `@Environment(...)`, ...: the wrapper's name.
    var wrapper: String?
    /// `@Environment(\.key)`: the key path's last name; `@Environment(T.self)`: the type.
    var environmentKey: String?
    var hasType: Bool
    var isOptionalType: Bool
    /// The declared type as written (`Style`, `[Item]`), to give implicit members (`.card`) their enum.
    var typeName: String
    var file: SourceFile
}

/// A struct, class, enum or protocol declared in the inputs, or a SwiftUI type extended by them (`View`,
/// `Color`, `VerticalAlignment`): its members collected across every file before anything is evaluated.
final class TypeDecl {
    enum Kind { case structType, classType, enumType, protocolType, extensionOnly }
    let name: String
    var kind: Kind
    var conformances: [String] = []
    var stored: [StoredProperty] = []
    /// Computed instance properties (`var body: some View { ... }`).
    var computed: [String: FunctionDecl] = [:]
    var methods: [String: [FunctionDecl]] = [:]
    var initializers: [FunctionDecl] = []
    /// `static let x = ...` / `static var x: T { ... }`.
    var staticStored: [String: (expr: ExprSyntax, file: SourceFile)] = [:]
    var staticComputed: [String: FunctionDecl] = [:]
    var staticMethods: [String: [FunctionDecl]] = [:]
    /// Static members of a constrained protocol extension (`extension LabelStyle where Self == TrailingIcon
    /// { static var trailingIcon: Self { Self() } }`): the type `Self` is inside them.
    var constrainedSelf: [String: String] = [:]
    /// Enum cases in order, with their raw values (explicit or implied).
    var cases: [(name: String, rawValue: ExprSyntax?, hasPayload: Bool)] = []
    var rawType: String?
    var file: SourceFile?
    var position: (line: Int, column: Int) = (0, 0)

    init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }

    var isView: Bool { conformances.contains("View") }
    var isViewModifier: Bool { conformances.contains("ViewModifier") }
    var isLayout: Bool { conformances.contains("Layout") }
    /// A custom shape: `path(in:)` is its outline (`Shapes.swift`).
    var isShape: Bool { conformances.contains("Shape") || conformances.contains("InsettableShape") }
    var isPreviewProvider: Bool { conformances.contains("PreviewProvider") }
    var isAlignmentID: Bool { conformances.contains("AlignmentID") }
    var isPreferenceKey: Bool { conformances.contains("PreferenceKey") }
}
