import Foundation
import LayoutCore
import LayoutJSON
import SwiftDiagnostics
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Parses the input files with SwiftParser (a syntax error is the first diagnostic, one line), folds operators
/// with Swift's standard precedence, and collects every declaration into one `ModuleDeclarations`.
enum ModuleLoader {
    static func load(_ sources: [(name: String, text: String, directory: String)]) throws(InputDiagnostic)
        -> ModuleDeclarations {
        let module = ModuleDeclarations()
        for (index, source) in sources.enumerated() {
            let parsed = Parser.parse(source: source.text)
            let probe = SourceFile(name: source.name, tree: parsed, directory: source.directory)
            let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: parsed)
            if let first = diagnostics.first(where: { $0.diagMessage.severity == .error }) {
                let l = first.location(converter: probe.converter)
                throw InputDiagnostic(file: source.name, line: l.line, column: l.column,
                                      message: "syntax error: " + first.message)
            }
            let folded = OperatorTable.standardOperators.foldAll(parsed) { _ in }
            guard let tree = folded.as(SourceFileSyntax.self) else { continue }
            let file = SourceFile(name: source.name, tree: tree, directory: source.directory, index: index)
            module.files.append(file)
            try collect(tree.statements, file, module)
        }
        return module
    }

    private static func position(_ node: some SyntaxProtocol, _ file: SourceFile) -> SourcePosition {
        let l = node.startLocation(converter: file.converter)
        return SourcePosition(line: l.line + file.index * SourceFile.lineStride, column: l.column)
    }

    private static func collect(_ items: CodeBlockItemListSyntax, _ file: SourceFile, _ module: ModuleDeclarations)
        throws(InputDiagnostic) {
        for item in items {
            switch item.item {
            case .decl(let d):
                if let block = d.as(IfConfigDeclSyntax.self) {
                    if case .statements(let active)? = try IfConfig.active(block, in: file) { try collect(active, file, module) }
                } else {
                    try declaration(d, file, module)
                }
            case .expr(let e):
                if let m = e.as(MacroExpansionExprSyntax.self), m.macroName.text == "Preview" {
                    module.previews.append(preview(m.arguments, m.trailingClosure, m, file))
                }
            case .stmt:
                break
            }
        }
    }

    private static func preview(_ arguments: LabeledExprListSyntax, _ closure: ClosureExprSyntax?,
                                _ node: some SyntaxProtocol, _ file: SourceFile) -> PreviewDecl {
        var name: String?
        var traits: [ExprSyntax] = []
        var body = closure?.statements
        for a in arguments {
            if a.label == nil, let s = a.expression.as(StringLiteralExprSyntax.self) {
                name = s.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
            } else if let c = a.expression.as(ClosureExprSyntax.self), body == nil {
                body = c.statements
            } else {
                traits.append(a.expression)
            }
        }
        return PreviewDecl(name: name, traits: traits, body: body ?? [], file: file, position: position(node, file))
    }

    private static func declaration(_ d: DeclSyntax, _ file: SourceFile, _ module: ModuleDeclarations) throws(InputDiagnostic) {
        if d.is(ImportDeclSyntax.self) { return }
        if let m = d.as(MacroExpansionDeclSyntax.self) {
            if m.macroName.text == "Preview" {
                module.previews.append(preview(m.arguments, m.trailingClosure, m, file))
            }
            return
        }
        if let s = d.as(StructDeclSyntax.self) {
            try claim(s.name.text, s.name, file, module)
            let t = module.type(s.name.text, kind: .structType)
            try members(s.memberBlock, s.inheritanceClause, t, file, module, s)
            return
        }
        if let c = d.as(ClassDeclSyntax.self) {
            try claim(c.name.text, c.name, file, module)
            let t = module.type(c.name.text, kind: .classType)
            try members(c.memberBlock, c.inheritanceClause, t, file, module, c)
            return
        }
        if let e = d.as(EnumDeclSyntax.self) {
            try claim(e.name.text, e.name, file, module)
            let t = module.type(e.name.text, kind: .enumType)
            t.rawType = e.inheritanceClause?.inheritedTypes.first.map { $0.type.trimmedDescription }
            try members(e.memberBlock, e.inheritanceClause, t, file, module, e)
            return
        }
        if let p = d.as(ProtocolDeclSyntax.self) {
            try claim(p.name.text, p.name, file, module)
            _ = module.type(p.name.text, kind: .protocolType)
            return
        }
        if let x = d.as(ExtensionDeclSyntax.self) {
            var name = x.extendedType.trimmedDescription
            if name.hasPrefix("Array") || name.hasPrefix("[") { name = "Array" }
            if name == "CGFloat" { name = "Double" }
            let t = module.type(name, kind: .extensionOnly)
            try members(x.memberBlock, x.inheritanceClause, t, file, module, x)
            // `extension LabelStyle where Self == TrailingIcon`: `Self` is TrailingIcon in its static members.
            for r in x.genericWhereClause?.requirements ?? [] {
                guard case .sameTypeRequirement(let same) = r.requirement, same.leftType.trimmedDescription == "Self"
                else { continue }
                let target = same.rightType.trimmedDescription
                for member in x.memberBlock.members {
                    if let v = member.decl.as(VariableDeclSyntax.self) {
                        for b in v.bindings {
                            if let n = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { t.constrainedSelf[n] = target }
                        }
                    } else if let f = member.decl.as(FunctionDeclSyntax.self) {
                        t.constrainedSelf[f.name.text] = target
                    }
                }
            }
            return
        }
        if let v = d.as(VariableDeclSyntax.self) {
            for b in v.bindings {
                guard let n = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                try claim(n, b.pattern, file, module)
                if let i = b.initializer { module.globalConstants[n] = (i.value, file) }
            }
            return
        }
        if let f = d.as(FunctionDeclSyntax.self) {
            module.globalFunctions[f.name.text, default: []].append(function(f, file: file))
            return
        }
        if d.is(TypeAliasDeclSyntax.self) || d.is(PrecedenceGroupDeclSyntax.self) || d.is(OperatorDeclSyntax.self) {
            return
        }
    }

    private static let redeclarationAdvice = "; a type or constant is declared once per module, as in Swift"

    /// Swift's rule for one module: a type or a global constant is declared once. Without it a second
    /// `struct ContentView` in another file would silently replace the first in every file's previews.
    private static func claim(_ name: String, _ node: some SyntaxProtocol, _ file: SourceFile,
                              _ module: ModuleDeclarations) throws(InputDiagnostic) {
        let l = node.startLocation(converter: file.converter)
        let site = "\(file.name):\(l.line):\(l.column)"
        if let first = module.declarationSites[name] {
            throw InputDiagnostic(file: file.name, line: l.line, column: l.column,
                                  message: "invalid redeclaration of '\(name)' (first declared at \(first))"
                                      + redeclarationAdvice, kind: .redeclaration(name: name, first: first))
        }
        module.declarationSites[name] = site
    }

    private static func members(_ block: MemberBlockSyntax, _ inheritance: InheritanceClauseSyntax?, _ t: TypeDecl,
                                _ file: SourceFile, _ module: ModuleDeclarations, _ node: some SyntaxProtocol)
        throws(InputDiagnostic) {
        for i in inheritance?.inheritedTypes ?? [] {
            t.conformances.append(i.type.trimmedDescription)
        }
        if t.file == nil || t.kind != .extensionOnly {
            if t.file == nil { t.file = file }
        }
        try memberItems(block.members, t, file, module)
    }

    /// A type's member declarations (the active clause's of an `#if` block among them).
    private static func memberItems(_ items: MemberBlockItemListSyntax, _ t: TypeDecl, _ file: SourceFile,
                                    _ module: ModuleDeclarations) throws(InputDiagnostic) {
        for member in items {
            let d = member.decl
            if let block = d.as(IfConfigDeclSyntax.self) {
                if case .decls(let active)? = try IfConfig.active(block, in: file) { try memberItems(active, t, file, module) }
                continue
            }
            if let v = d.as(VariableDeclSyntax.self) { variable(v, t, file) }
            else if let f = d.as(FunctionDeclSyntax.self) {
                let decl = function(f, file: file)
                if decl.isStatic { t.staticMethods[decl.name, default: []].append(decl) }
                else { t.methods[decl.name, default: []].append(decl) }
            } else if let i = d.as(InitializerDeclSyntax.self) {
                t.initializers.append(FunctionDecl(name: "init", parameters: parameters(i.signature.parameterClause),
                                                   body: i.body?.statements, isStatic: false, isMutating: true,
                                                   file: file, node: Syntax(i)))
            } else if let c = d.as(EnumCaseDeclSyntax.self) {
                for el in c.elements {
                    t.cases.append((el.name.text, el.rawValue?.value, el.parameterClause != nil))
                }
            } else if let s = d.as(StructDeclSyntax.self) {
                let nested = module.type(s.name.text, kind: .structType)
                try members(s.memberBlock, s.inheritanceClause, nested, file, module, s)
            } else if let e = d.as(EnumDeclSyntax.self) {
                let nested = module.type(e.name.text, kind: .enumType)
                nested.rawType = e.inheritanceClause?.inheritedTypes.first.map { $0.type.trimmedDescription }
                try members(e.memberBlock, e.inheritanceClause, nested, file, module, e)
            }
        }
    }

    private static func variable(_ v: VariableDeclSyntax, _ t: TypeDecl, _ file: SourceFile) {
        let isStatic = v.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        var wrapper: String?
        var environmentKey: String?
        for a in v.attributes {
            guard case .attribute(let attr) = a else { continue }
            let n = attr.attributeName.trimmedDescription
            wrapper = n
            if n == "Environment" || n == "EnvironmentObject",
               case .argumentList(let list) = attr.arguments, let first = list.first {
                environmentKey = first.expression.trimmedDescription
                    .replacingOccurrences(of: "\\.", with: "").replacingOccurrences(of: ".self", with: "")
            }
        }
        for b in v.bindings {
            guard let n = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if let accessor = b.accessorBlock {
                let body: CodeBlockItemListSyntax?
                switch accessor.accessors {
                case .getter(let items): body = items
                case .accessors(let list):
                    body = list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
                }
                // `var x: T = 1 { didSet { } }` is stored; a getter makes it computed.
                if let body, b.initializer == nil {
                    let f = FunctionDecl(name: n, parameters: [], body: body, isStatic: isStatic, isMutating: false,
                                         file: file, node: Syntax(b))
                    if isStatic { t.staticComputed[n] = f } else { t.computed[n] = f }
                    continue
                }
            }
            if isStatic {
                if let i = b.initializer { t.staticStored[n] = (i.value, file) }
                continue
            }
            let typeText = b.typeAnnotation?.type.trimmedDescription ?? ""
            t.stored.append(StoredProperty(
                name: n, defaultValue: b.initializer?.value, isLet: v.bindingSpecifier.tokenKind == .keyword(.let),
                wrapper: wrapper, environmentKey: wrapper == "EnvironmentObject" ? typeText : environmentKey,
                hasType: b.typeAnnotation != nil, isOptionalType: typeText.hasSuffix("?"),
                typeName: typeText, file: file))
        }
    }

    static func function(_ f: FunctionDeclSyntax, file: SourceFile) -> FunctionDecl {
        let isStatic = f.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        let isMutating = f.modifiers.contains { $0.name.tokenKind == .keyword(.mutating) }
        return FunctionDecl(name: f.name.text, parameters: parameters(f.signature.parameterClause), body: f.body?.statements,
                            isStatic: isStatic, isMutating: isMutating, file: file, node: Syntax(f))
    }

    static func parameters(_ clause: FunctionParameterClauseSyntax) -> [FunctionDecl.Parameter] {
        clause.parameters.map { p in
            let first = p.firstName.text
            let label: String? = first == "_" ? nil : first
            let name = p.secondName?.text ?? first
            let typeText = p.type.trimmedDescription
            return FunctionDecl.Parameter(label: label, name: name, defaultValue: p.defaultValue?.value,
                                          isClosure: typeText.contains("->"), typeName: typeText)
        }
    }
}
