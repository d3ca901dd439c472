import ArchlintFacts
@_implementationOnly import SwiftParser
@_implementationOnly import SwiftSyntax

/// The reference oracle: extracts the same facts as the product's scanner, from SwiftSyntax's tree.
/// Each rule here restates the fact definitions in `ArchlintFacts` in syntax-tree terms.
final class SwiftSyntaxFactExtractor {
    private let path: String
    private let converter: SourceLocationConverter
    private let tree: SourceFileSyntax
    private var facts: FileFacts
    /// The implicit members called, told to their closures at the end (`FileFacts.attribute`).
    private var implicitMemberCalls: [ImplicitMemberCall] = []
    private var references: Set<String>?

    init(path: String, source: String) {
        self.path = path
        self.tree = Parser.parse(source: source)
        self.converter = SourceLocationConverter(fileName: path, tree: tree)
        self.facts = FileFacts(path: path)
    }

    /// Whether SwiftParser read the file without syntax errors; for a file the compiler rejects there
    /// is no reference reading to compare with.
    var parsedWithoutErrors: Bool { !tree.hasError }

    /// Parses without extracting, for the benchmark.
    static func parseOnly(_ source: String) -> Int {
        Parser.parse(source: source).statements.count
    }

    /// Whether the token is a path component after the first of an import's path.
    func isImportPathNameAfterModule(_ token: TokenSyntax) -> Bool {
        guard let component = token.parent?.as(ImportPathComponentSyntax.self),
              let path = component.parent?.as(ImportPathComponentListSyntax.self) else { return false }
        return path.first?.id != component.id
    }

    func extract() -> FileFacts {
        for item in tree.statements { topLevel(item.item) }
        var prefixedNames = Set<String>()
        for token in tree.tokens(viewMode: .sourceAccurate) {
            // `FileFacts.prefixedNames`. A macro's name after `#` (`#Preview`) is part of the directive, not a
            // mention; nor is a name after the module in an import's path (`UIDevice` in `import UIKit.UIDevice`).
            if case .identifier(let text) = token.tokenKind, token.previousToken(viewMode: .sourceAccurate)?.tokenKind != .pound,
               !isImportPathNameAfterModule(token) {
                let name = stripBackticks(text)
                let prefix = name.utf8.prefix(2)
                if prefix.count == 2, prefix.allSatisfy({ $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) {
                    prefixedNames.insert(name)
                }
            }
            // Suppression directives live in line comments, anywhere in the trivia.
            var position = token.position
            for piece in token.leadingTrivia {
                recordDirective(piece, at: position)
                position = position.advanced(by: piece.sourceLength.utf8Length)
            }
            position = token.endPositionBeforeTrailingTrivia
            for piece in token.trailingTrivia {
                recordDirective(piece, at: position)
                position = position.advanced(by: piece.sourceLength.utf8Length)
            }
        }
        facts.prefixedNames = Array(prefixedNames)
        facts.attribute(implicitMemberCalls)
        return facts.sorted()
    }

    private func recordDirective(_ piece: TriviaPiece, at position: AbsolutePosition) {
        guard case .lineComment(let text) = piece else { return }
        let converted = converter.location(for: position)
        let location = ArchlintFacts.SourceLocation(file: path, line: converted.line, column: converted.column)
        if let directive = CommentDirective.parse(comment: text, location: location) { facts.directives.append(directive) }
    }

    private func location(_ node: some SyntaxProtocol) -> ArchlintFacts.SourceLocation {
        let converted = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return ArchlintFacts.SourceLocation(file: path, line: converted.line, column: converted.column)
    }

    // MARK: Declarations

    private func topLevel(_ item: CodeBlockItemSyntax.Item) {
        let context = DeclarationContext(typeName: nil, member: nil)
        if let decl = item.as(DeclSyntax.self) {
            if let function = decl.as(FunctionDeclSyntax.self) {
                let functionContext = DeclarationContext(typeName: nil, member: stripBackticks(function.name.text))
                for parameter in function.signature.parameterClause.parameters {
                    if let value = parameter.defaultValue?.value {
                        walk(Syntax(value), context: functionContext, inDefaultArgument: true)
                    }
                }
                if let body = function.body { walk(Syntax(body), context: functionContext) }
                return
            }
            if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    if case .statements(let items) = clause.elements { for inner in items { topLevel(inner.item) } }
                }
                return
            }
            if decl.is(ImportDeclSyntax.self) || isTypeDecl(decl) {
                declaration(decl, parent: nil)
                return
            }
            if let alias = decl.as(TypeAliasDeclSyntax.self) {
                typeAlias(alias, typeName: nil)
                return
            }
        }
        // Code in a top-level `#Preview { … }` runs in the previews only.
        let macro = item.as(DeclSyntax.self)?.as(MacroExpansionDeclSyntax.self)?.macroName.text
            ?? item.as(ExprSyntax.self)?.as(MacroExpansionExprSyntax.self)?.macroName.text
        if macro == "Preview" {
            walk(Syntax(item), context: DeclarationContext(typeName: nil, member: DeclarationContext.previewMember))
            return
        }
        walk(Syntax(item), context: context)
    }

    private func isTypeDecl(_ decl: DeclSyntax) -> Bool {
        decl.is(ClassDeclSyntax.self) || decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self)
            || decl.is(ProtocolDeclSyntax.self) || decl.is(ActorDeclSyntax.self) || decl.is(ExtensionDeclSyntax.self)
    }

    private func declaration(_ decl: DeclSyntax, parent: String?) {
        if let importDecl = decl.as(ImportDeclSyntax.self) {
            if let module = importDecl.path.first {
                // `@_exported import Core`: the module's names are seen wherever this module is imported.
                let isExported = importDecl.attributes.contains {
                    $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "_exported"
                }
                facts.imports.append(ImportFact(module: module.name.text, location: location(importDecl.importKeyword),
                                                isExported: isExported))
            }
            return
        }
        let kind: DeclarationKind
        var name: String
        var nameNode: Syntax
        var generics: [String] = []
        let attributes: AttributeListSyntax
        let modifiers: DeclModifierListSyntax
        let inheritance: InheritanceClauseSyntax?
        let members: MemberBlockSyntax
        if let node = decl.as(ClassDeclSyntax.self) {
            (kind, name, nameNode) = (.class, node.name.text, Syntax(node.name))
            generics = node.genericParameterClause?.parameters.map { $0.name.text } ?? []
            (attributes, modifiers, inheritance, members) = (node.attributes, node.modifiers, node.inheritanceClause, node.memberBlock)
        } else if let node = decl.as(StructDeclSyntax.self) {
            (kind, name, nameNode) = (.struct, node.name.text, Syntax(node.name))
            generics = node.genericParameterClause?.parameters.map { $0.name.text } ?? []
            (attributes, modifiers, inheritance, members) = (node.attributes, node.modifiers, node.inheritanceClause, node.memberBlock)
        } else if let node = decl.as(EnumDeclSyntax.self) {
            (kind, name, nameNode) = (.enum, node.name.text, Syntax(node.name))
            generics = node.genericParameterClause?.parameters.map { $0.name.text } ?? []
            (attributes, modifiers, inheritance, members) = (node.attributes, node.modifiers, node.inheritanceClause, node.memberBlock)
        } else if let node = decl.as(ProtocolDeclSyntax.self) {
            (kind, name, nameNode) = (.protocol, node.name.text, Syntax(node.name))
            generics = node.primaryAssociatedTypeClause?.primaryAssociatedTypes.map { $0.name.text } ?? []
            (attributes, modifiers, inheritance, members) = (node.attributes, node.modifiers, node.inheritanceClause, node.memberBlock)
        } else if let node = decl.as(ActorDeclSyntax.self) {
            (kind, name, nameNode) = (.actor, node.name.text, Syntax(node.name))
            generics = node.genericParameterClause?.parameters.map { $0.name.text } ?? []
            (attributes, modifiers, inheritance, members) = (node.attributes, node.modifiers, node.inheritanceClause, node.memberBlock)
        } else if let node = decl.as(ExtensionDeclSyntax.self) {
            (kind, name, nameNode) = (.extension, typeText(node.extendedType), Syntax(node.extendedType))
            (attributes, modifiers, inheritance, members) = (node.attributes, node.modifiers, node.inheritanceClause, node.memberBlock)
        } else {
            return
        }
        name = stripBackticks(name)
        let objcName = kind == .extension ? nil : objectiveCName(attributes).flatMap { $0 == name ? nil : $0 }
        if let parent { name = parent + "." + name }
        var fact = TypeFact(kind: kind, name: name, genericParameters: generics,
                            inherited: inheritance?.inheritedTypes.map { typeText($0.type) } ?? [],
                            attributes: attributeNames(attributes), modifiers: modifiers.map { tokensText($0) },
                            objcName: objcName, location: location(nameNode))
        let saved = references
        references = nil
        memberList(members.members, into: &fact)
        references = saved
        facts.types.append(fact)
    }

    /// The name of `@objc(Name)`: one plain name, no selector pieces.
    private func objectiveCName(_ attributes: AttributeListSyntax) -> String? {
        var found: String?
        for element in attributes {
            guard let attribute = element.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "objc" else { continue }
            found = nil
            guard case .objCName(let pieces)? = attribute.arguments, pieces.count == 1, let piece = pieces.first,
                  piece.colon == nil, let name = piece.name else { continue }
            found = name.text
        }
        return found
    }

    private func typeAlias(_ alias: TypeAliasDeclSyntax, typeName: String?) {
        facts.typeAliases.append(TypeAliasFact(name: alias.name.text, aliased: typeText(alias.initializer.value),
                                               typeName: typeName, location: location(alias.typealiasKeyword)))
    }

    private func memberList(_ list: MemberBlockItemListSyntax, into fact: inout TypeFact) {
        for item in list {
            let decl = item.decl
            if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    if case .decls(let inner) = clause.elements { memberList(inner, into: &fact) }
                }
            } else if isTypeDecl(decl) {
                declaration(decl, parent: fact.name)
            } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
                typeAlias(alias, typeName: fact.name)
            } else if let enumCase = decl.as(EnumCaseDeclSyntax.self) {
                // What an enum's cases hold: each associated value's type.
                guard fact.kind == .enum else { continue }
                for element in enumCase.elements {
                    for parameter in element.parameterClause?.parameters ?? [] {
                        fact.caseValueTypes.append(typeText(parameter.type))
                    }
                }
            } else if let variable = decl.as(VariableDeclSyntax.self) {
                property(variable, owner: &fact)
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                fact.functions.append(functionFact(name: stripBackticks(function.name.text), nameNode: Syntax(function.name),
                                                   isInitializer: false, modifiers: function.modifiers,
                                                   parameters: function.signature.parameterClause.parameters,
                                                   returnType: function.signature.returnClause?.type,
                                                   body: function.body.map(Syntax.init), owner: fact.name))
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                fact.functions.append(functionFact(name: "init", nameNode: Syntax(initializer.initKeyword),
                                                   isInitializer: true, modifiers: initializer.modifiers,
                                                   parameters: initializer.signature.parameterClause.parameters,
                                                   returnType: initializer.signature.returnClause?.type,
                                                   body: initializer.body.map(Syntax.init), owner: fact.name))
            } else if let deinitializer = decl.as(DeinitializerDeclSyntax.self) {
                fact.functions.append(functionFact(name: "deinit", nameNode: Syntax(deinitializer.deinitKeyword),
                                                   isInitializer: false, modifiers: deinitializer.modifiers,
                                                   parameters: nil, returnType: nil,
                                                   body: deinitializer.body.map(Syntax.init), owner: fact.name))
            } else if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
                fact.functions.append(functionFact(name: "subscript", nameNode: Syntax(subscriptDecl.subscriptKeyword),
                                                   isInitializer: false, modifiers: subscriptDecl.modifiers,
                                                   parameters: subscriptDecl.parameterClause.parameters,
                                                   returnType: subscriptDecl.returnClause.type,
                                                   body: subscriptDecl.accessorBlock.map(Syntax.init), owner: fact.name))
            }
        }
    }

    private func functionFact(name: String, nameNode: Syntax, isInitializer: Bool, modifiers: DeclModifierListSyntax,
                              parameters: FunctionParameterListSyntax?, returnType: TypeSyntax?, body: Syntax?,
                              owner: String) -> FunctionFact {
        let context = DeclarationContext(typeName: owner, member: name)
        references = []
        var parameterFacts: [ParameterFact] = []
        for parameter in parameters ?? [] {
            var type = typeText(parameter.type)
            if let ellipsis = parameter.ellipsis { type += ellipsis.text }
            var defaultValue: ValueFact?
            if let value = parameter.defaultValue?.value {
                defaultValue = classify(value, declaredType: type)
                walk(Syntax(value), context: context, inDefaultArgument: true)
            }
            let first = stripBackticks(parameter.firstName.text)
            parameterFacts.append(ParameterFact(label: first == "_" ? nil : first,
                                                name: parameter.secondName.map { stripBackticks($0.text) } ?? first,
                                                typeName: type, defaultValue: defaultValue))
        }
        if let body { walk(body, context: context) }
        let fact = FunctionFact(name: name, isInitializer: isInitializer, isStatic: isStatic(modifiers),
                                parameters: parameterFacts, returnType: returnType.map(typeText),
                                references: (references ?? []).sorted(), location: location(nameNode))
        references = nil
        return fact
    }

    private func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
    }

    private func property(_ variable: VariableDeclSyntax, owner: inout TypeFact) {
        let modifiers = variable.modifiers.map { tokensText($0) }
        var ownership = Ownership.strong
        for modifier in modifiers {
            if modifier == "weak" { ownership = .weak }
            else if modifier == "unowned(unsafe)" { ownership = .unownedUnsafe }
            else if modifier.hasPrefix("unowned") { ownership = .unowned }
        }
        let isLet = variable.bindingSpecifier.text == "let"
        let inProtocol = owner.kind == .protocol
        var pending: [(String, Syntax)] = []
        let bindings = Array(variable.bindings)
        for binding in bindings {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { return }
            let name = stripBackticks(pattern.identifier.text)
            let context = DeclarationContext(typeName: owner.name, member: name)
            let typeName = binding.typeAnnotation.map { typeText($0.type) }
            references = []
            var initializer: ValueFact?
            if let value = binding.initializer?.value {
                initializer = plainString(value).map(ValueFact.string) ?? classify(value, declaredType: typeName)
                walk(Syntax(value), context: context)
            }
            // An overriding property observes the superclass's storage and declares none of its own.
            var isStored = !inProtocol && !modifiers.contains("override")
            if let accessorBlock = binding.accessorBlock {
                switch accessorBlock.accessors {
                case .getter(let body):
                    isStored = false
                    walk(Syntax(body), context: context)
                case .accessors(let accessors):
                    for accessor in accessors {
                        let specifier = accessor.accessorSpecifier.text
                        if specifier != "willSet" && specifier != "didSet" { isStored = false }
                        // `set(image)`: the parameter is a local of the property's accessors.
                        if let parameter = accessor.parameters?.name {
                            facts.assignments.append(AssignmentFact(
                                target: stripBackticks(parameter.text), value: .other, isDeclaration: true,
                                context: context, location: location(Syntax(parameter))))
                        }
                        if let body = accessor.body { walk(Syntax(body), context: context) }
                    }
                @unknown default:
                    break
                }
            }
            let refs = (references ?? []).sorted()
            references = nil
            let make = { (name: String, node: Syntax, typeName: String?, initializer: ValueFact?, refs: [String]) -> PropertyFact in
                PropertyFact(name: name, typeName: typeName, initializer: initializer, ownership: ownership, isLet: isLet,
                             isLazy: modifiers.contains("lazy"), isStatic: modifiers.contains("static") || modifiers.contains("class"),
                             isStored: isStored, attributes: self.attributeNames(variable.attributes), references: refs,
                             location: self.location(node))
            }
            if typeName == nil, initializer == nil, binding.trailingComma != nil {
                pending.append((name, Syntax(pattern)))
                continue
            }
            if let typeName, initializer == nil {
                for (pendingName, node) in pending { owner.properties.append(make(pendingName, node, typeName, nil, [])) }
                pending.removeAll()
            }
            owner.properties.append(make(name, Syntax(pattern), typeName, initializer, refs))
        }
        for (pendingName, node) in pending {
            owner.properties.append(PropertyFact(
                name: pendingName, typeName: nil, initializer: nil, ownership: ownership, isLet: isLet,
                isLazy: modifiers.contains("lazy"), isStatic: modifiers.contains("static") || modifiers.contains("class"),
                isStored: !inProtocol && !modifiers.contains("override"), attributes: attributeNames(variable.attributes),
                references: [], location: location(node)))
        }
    }

    // MARK: Bodies

    private func walk(_ node: Syntax, context: DeclarationContext, inDefaultArgument: Bool = false) {
        if node.is(AttributeSyntax.self) || node.is(KeyPathExprSyntax.self) { return }
        if let clause = node.as(IfConfigClauseSyntax.self) {
            if let elements = clause.elements { walk(Syntax(elements), context: context, inDefaultArgument: inDefaultArgument) }
            return
        }
        if let decl = node.as(DeclSyntax.self), isTypeDecl(decl) {
            let saved = references
            declaration(decl, parent: context.typeName)
            references = saved
            return
        }
        if let function = node.as(FunctionDeclSyntax.self) {
            if let body = function.body { walk(Syntax(body), context: context, inDefaultArgument: inDefaultArgument) }
            return
        }
        if let call = node.as(FunctionCallExprSyntax.self) {
            recordCall(call, context: context, inDefaultArgument: inDefaultArgument)
            recordUntypedInits(in: call, context: context, inDefaultArgument: inDefaultArgument)
        } else if let sequence = node.as(SequenceExprSyntax.self) {
            recordAssignment(sequence, context: context)
        } else if let variable = node.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
                guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                guard let value = binding.initializer?.value else {
                    // `let item: NSMenuItem`, set later (no value yet), or a computed `var total: Int { … }`
                    // (a value archlint does not read): a local declared without a value.
                    if binding.typeAnnotation != nil, pattern.identifier.text != "_" {
                        facts.assignments.append(AssignmentFact(
                            target: stripBackticks(pattern.identifier.text), value: binding.accessorBlock == nil ? .unset : .other,
                            isDeclaration: true, context: context, location: location(pattern)))
                    }
                    continue
                }
                let declaredType = binding.typeAnnotation.map { typeText($0.type) }
                facts.assignments.append(AssignmentFact(
                    target: stripBackticks(pattern.identifier.text),
                    value: classify(value, declaredType: declaredType, inLocalDeclaration: true),
                    isDeclaration: true, context: context, location: location(pattern)))
            }
        } else if let binding = node.as(OptionalBindingConditionSyntax.self) {
            if let pattern = binding.pattern.as(IdentifierPatternSyntax.self), pattern.identifier.tokenKind != .keyword(.self),
               let value = binding.initializer?.value {
                facts.assignments.append(AssignmentFact(
                    target: stripBackticks(pattern.identifier.text),
                    value: classify(value, declaredType: binding.typeAnnotation.map { typeText($0.type) }),
                    isDeclaration: true, context: context, location: location(pattern)))
            }
        } else if let pattern = node.as(IdentifierPatternSyntax.self), isBoundByAPattern(pattern) {
            // `case let .memo(destination)`, `case .tag(let tag)`, `catch let error`: a local.
            facts.assignments.append(AssignmentFact(target: stripBackticks(pattern.identifier.text), value: .other,
                                                    isDeclaration: true, context: context, location: location(pattern)))
        } else if let accessor = node.as(AccessorDeclSyntax.self), let parameter = accessor.parameters?.name {
            // A subscript's or a local computed variable's `set(socket)`, a local or global observed
            // variable's `didSet(old)`: a local of its accessors, as a property's is.
            facts.assignments.append(AssignmentFact(target: stripBackticks(parameter.text), value: .other,
                                                    isDeclaration: true, context: context, location: location(Syntax(parameter))))
        } else if let closure = node.as(ClosureExprSyntax.self) {
            recordClosure(closure, context: context)
        } else if let reference = node.as(DeclReferenceExprSyntax.self) {
            recordReference(reference)
        }
        for child in node.children(viewMode: .sourceAccurate) {
            walk(child, context: context, inDefaultArgument: inDefaultArgument)
        }
    }

    private func recordReference(_ reference: DeclReferenceExprSyntax) {
        guard references != nil, case .identifier = reference.baseName.tokenKind else { return }
        let name = stripBackticks(reference.baseName.text)
        guard isLowercaseName(name) else { return }
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
            // `self.name`, or the method `#selector(Home.start)` names.
            let isSelf = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            let isSelectorOperand = member.parent?.as(LabeledExprSyntax.self)?.parent?.parent?
                .as(MacroExpansionExprSyntax.self)?.macroName.text == "selector"
            guard isSelf || isSelectorOperand else { return }
        }
        references?.insert(name)
    }

    private func isLowercaseName(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        if first == UInt8(ascii: "_") { return name.utf8.count > 1 }
        return first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")
    }

    // MARK: Calls

    private struct Callee {
        var components: [String]
        var isPlain: Bool
        var isImplicitMember: Bool
        var node: Syntax
    }

    private func callee(of expression: ExprSyntax) -> Callee? {
        var expression = expression
        if let generic = expression.as(GenericSpecializationExprSyntax.self) { expression = generic.expression }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return Callee(components: [stripBackticks(reference.baseName.text)], isPlain: true, isImplicitMember: false,
                          node: Syntax(reference))
        }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = stripBackticks(member.declName.baseName.text)
        guard let base = member.base else {
            // In a postfix `#if` (`Text("a")⏎#if os(iOS)⏎.bold()⏎#endif`) the member continues the chain
            // before the directive: SwiftSyntax gives it no base, but it is no implicit member.
            // Its base is the expression before the directive, when the clause's chain starts at the member.
            if let directive = postfixDirective(startingChainAt: member) {
                if let base = directive.base, let components = plainComponents(base) {
                    return Callee(components: components + [name], isPlain: true, isImplicitMember: false, node: Syntax(base))
                }
                return Callee(components: [name], isPlain: false, isImplicitMember: false, node: Syntax(member.declName))
            }
            return Callee(components: [name], isPlain: true, isImplicitMember: true, node: Syntax(member))
        }
        if let components = plainComponents(base) {
            return Callee(components: components + [name], isPlain: true, isImplicitMember: false, node: Syntax(member))
        }
        // A chain through a call or subscript: the location is the member's name, where the call is.
        return Callee(components: [name], isPlain: false, isImplicitMember: false, node: Syntax(member.declName))
    }

    /// The postfix `#if` whose clause's chain a base-less member access starts, if it does.
    private func postfixDirective(startingChainAt member: MemberAccessExprSyntax) -> PostfixIfConfigExprSyntax? {
        var node = Syntax(member)
        while let parent = node.parent {
            if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id {
                node = parent
            } else if let access = parent.as(MemberAccessExprSyntax.self), access.base?.id == node.id {
                node = parent
            } else if parent.is(ExprSyntax.self), !parent.is(SequenceExprSyntax.self), node.is(ExprSyntax.self),
                      parent.children(viewMode: .sourceAccurate).first?.id == node.id {
                node = parent  // `?`, `!`, a subscript or a trailing closure after the chain
            } else {
                guard parent.is(IfConfigClauseSyntax.self) else { return nil }
                return parent.parent?.parent?.parent?.as(PostfixIfConfigExprSyntax.self)
            }
        }
        return nil
    }

    private func plainComponents(_ expression: ExprSyntax) -> [String]? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            if case .keyword(let keyword) = reference.baseName.tokenKind, keyword != .self, keyword != .`init` { return nil }
            return [stripBackticks(reference.baseName.text)]
        }
        if expression.is(SuperExprSyntax.self) { return ["super"] }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return plainComponents(optional.expression) }
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return plainComponents(unwrap.expression) }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
           let components = plainComponents(base) {
            return components + [stripBackticks(member.declName.baseName.text)]
        }
        return nil
    }

    /// The text of a one-line string literal without interpolations, escapes or raw delimiters.
    private func plainString(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self), literal.openingPounds == nil,
              literal.openingQuote.tokenKind == .stringQuote, literal.segments.count == 1,
              let segment = literal.segments.first?.as(StringSegmentSyntax.self) else { return nil }
        let text = segment.content.text
        return text.isEmpty || text.contains("\\") ? nil : text
    }

    private func arguments(of call: FunctionCallExprSyntax) -> [ArgumentFact] {
        var result = call.arguments.map {
            ArgumentFact(label: $0.label.map { stripBackticks($0.text) },
                         value: plainString($0.expression).map(ValueFact.string)
                             ?? classify($0.expression, declaredType: nil, inArgument: true))
        }
        if call.trailingClosure != nil { result.append(ArgumentFact(label: nil, value: .closure)) }
        for element in call.additionalTrailingClosures {
            result.append(ArgumentFact(label: stripBackticks(element.label.text), value: .closure))
        }
        return result
    }

    /// The untyped `.init(…)` written as a whole argument of a call (`transform(input: .init(tap: tap))`):
    /// a construction of `ConstructionFact.untypedInit`, which the parameter it fills types.
    private func recordUntypedInits(in call: FunctionCallExprSyntax, context: DeclarationContext, inDefaultArgument: Bool) {
        for argument in call.arguments {
            guard plainString(argument.expression) == nil,
                  classify(argument.expression, declaredType: nil, inArgument: true) == .construction(ConstructionFact.untypedInit)
            else { continue }
            var expression = argument.expression
            while true {
                if let tryExpr = expression.as(TryExprSyntax.self) { expression = tryExpr.expression; continue }
                if let awaitExpr = expression.as(AwaitExprSyntax.self) { expression = awaitExpr.expression; continue }
                break
            }
            guard let inner = expression.as(FunctionCallExprSyntax.self), let callee = callee(of: inner.calledExpression) else { continue }
            facts.constructions.append(ConstructionFact(typeName: ConstructionFact.untypedInit, arguments: arguments(of: inner),
                                                        context: context, inDefaultArgument: inDefaultArgument,
                                                        location: location(callee.node)))
        }
    }

    private func recordCall(_ call: FunctionCallExprSyntax, context: DeclarationContext, inDefaultArgument: Bool) {
        guard let callee = callee(of: call.calledExpression) else { return }
        var components = callee.components
        let name = components.removeLast()
        let location = location(callee.node)
        if callee.isImplicitMember {
            if name != "init" {
                implicitMemberCalls.append(ImplicitMemberCall(name: name, location: location))
            } else if let typeName = typedInitType(of: call) {
                facts.constructions.append(ConstructionFact(typeName: typeName, arguments: arguments(of: call), context: context,
                                                            inDefaultArgument: inDefaultArgument, location: location))
            }
            return
        }
        if !callee.isPlain {
            facts.calls.append(CallFact(name: name, base: CallFact.computedReceiver, arguments: arguments(of: call), context: context, location: location))
            return
        }
        if let typeName = constructedType(name: name, base: components) {
            facts.constructions.append(ConstructionFact(typeName: typeName, arguments: arguments(of: call), context: context,
                                                        inDefaultArgument: inDefaultArgument, location: location))
            return
        }
        if components.first == "self" { components.removeFirst() }
        facts.calls.append(CallFact(name: name, base: components.isEmpty ? nil : components.joined(separator: "."),
                                    arguments: arguments(of: call), context: context, location: location))
    }

    /// `.init(…)` as the whole initial value of a typed binding or parameter default, or as the first
    /// statement (or first `return`) of a signature-less closure called at once with no arguments that
    /// is that whole value (`lazy var central: Central = { .init(…) }()`).
    private func typedInitType(of call: FunctionCallExprSyntax) -> String? {
        var node = Syntax(call)
        func skipTryAndAwait() {
            while let parent = node.parent, parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) { node = parent }
        }
        skipTryAndAwait()
        if let returned = node.parent?.as(ReturnStmtSyntax.self) { node = Syntax(returned) }
        if let item = node.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
           list.first?.id == item.id, let closure = list.parent?.as(ClosureExprSyntax.self) {
            guard closure.signature == nil, let calling = closure.parent?.as(FunctionCallExprSyntax.self),
                  calling.calledExpression.id == closure.id, calling.arguments.isEmpty, calling.leftParen != nil,
                  calling.trailingClosure == nil, calling.additionalTrailingClosures.isEmpty else { return nil }
            node = Syntax(calling)
            skipTryAndAwait()
        } else if node.is(ReturnStmtSyntax.self) {
            return nil
        }
        guard let clause = node.parent?.as(InitializerClauseSyntax.self) else { return nil }
        if let binding = clause.parent?.as(PatternBindingSyntax.self), let type = binding.typeAnnotation?.type {
            return constructedTypeName(typeText(type))
        }
        if let parameter = clause.parent?.as(FunctionParameterSyntax.self) {
            return constructedTypeName(typeText(parameter.type))
        }
        return nil
    }

    private func constructedType(name: String, base: [String]) -> String? {
        // The fact definition: a type name starts with an ASCII uppercase letter or a non-ASCII character.
        let isTypeName = { (text: String) -> Bool in
            guard let first = text.utf8.first else { return false }
            return (first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")) || first >= 0x80
        }
        guard base.allSatisfy(isTypeName) else { return nil }
        if name == "init" { return base.isEmpty ? nil : base.joined(separator: ".") }
        guard isTypeName(name), name != "Self" else { return nil }
        return (base + [name]).joined(separator: ".")
    }

    private func constructedTypeName(_ typeText: String) -> String? {
        var text = Substring(typeText)
        while text.last == "?" || text.last == "!" { text = text.dropLast() }
        guard let first = text.first, first.isLetter || first == "_" else { return nil }
        guard text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        return String(text)
    }

    // MARK: Assignments and values

    private func recordAssignment(_ sequence: SequenceExprSyntax, context: DeclarationContext) {
        let elements = Array(sequence.elements)
        // `try a = b()`: SwiftParser folds `try` into the first operand; it covers the whole assignment.
        var first = elements.first
        while let effect = first?.as(TryExprSyntax.self)?.expression ?? first?.as(AwaitExprSyntax.self)?.expression { first = effect }
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
              let first, let target = plainComponents(first) else { return }
        var value: ValueFact = elements.count == 3 ? classify(elements[2], declaredType: nil) : .other
        // `x = y as? T`: unfolded, the cast's pieces follow the assignment in the same sequence.
        if elements.count == 5, let cast = elements[3].as(UnresolvedAsExprSyntax.self), cast.questionOrExclamationMark != nil,
           let type = elements[4].as(TypeExprSyntax.self) {
            value = .cast(typeText(type.type))
        }
        let path = normalizedPath(target)
        facts.assignments.append(AssignmentFact(target: path, value: value, isDeclaration: false,
                                                onlyWhenNil: isTestedForNil(path, around: Syntax(sequence)),
                                                context: context, location: location(first)))
    }

    /// Whether the assignment sits in the body of an `if path == nil { … }` (that one condition, the
    /// same path), at any depth within the same type declaration, with no closure or nested function
    /// in between and no `await` before the assigned value ends.
    private func isTestedForNil(_ path: String, around node: Syntax) -> Bool {
        var current = node
        while let parent = current.parent {
            if parent.is(ClosureExprSyntax.self) || parent.is(ClosureCaptureClauseSyntax.self) || parent.is(FunctionDeclSyntax.self)
                || parent.as(DeclSyntax.self).map({ $0.asProtocol(DeclGroupSyntax.self) != nil }) == true {
                return false
            }
            if let ifExpression = parent.as(IfExprSyntax.self), current.id == ifExpression.body.id,
               ifExpression.conditions.count == 1, case .expression(let condition) = ifExpression.conditions.first!.condition,
               let test = condition.as(SequenceExprSyntax.self), test.elements.count == 3 {
                let elements = Array(test.elements)
                if elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==", elements[2].is(NilLiteralExprSyntax.self),
                   let tested = plainComponents(elements[0]), normalizedPath(tested) == path {
                    // No `await` from the test to the end of the assigned value.
                    return !ifExpression.tokens(viewMode: .sourceAccurate).contains { token in
                        token.tokenKind == .keyword(.await) && token.position < node.endPosition
                    }
                }
            }
            current = parent
        }
        return false
    }

    /// A value's path: `self.` stays where a parameter of the enclosing member function has the name
    /// after it (the outermost function whose body holds the value, within the innermost type: the
    /// scanner reads a function declared inside a body as part of its member).
    private func valuePath(_ components: [String], at node: Syntax) -> String {
        if components.count > 1, components.first == "self", bodyParameterNames(around: node).contains(components[1]) {
            return components.joined(separator: ".")
        }
        return normalizedPath(components)
    }

    private func bodyParameterNames(around node: Syntax) -> [String] {
        let names = { (parameters: FunctionParameterListSyntax) -> [String] in
            parameters.map { parameter in
                let first = self.stripBackticks(parameter.firstName.text)
                return parameter.secondName.map { self.stripBackticks($0.text) } ?? first
            }
        }
        var found: [String] = []
        var child = node
        var current = node.parent
        while let parent = current {
            if parent.is(ClassDeclSyntax.self) || parent.is(StructDeclSyntax.self) || parent.is(EnumDeclSyntax.self)
                || parent.is(ProtocolDeclSyntax.self) || parent.is(ActorDeclSyntax.self) || parent.is(ExtensionDeclSyntax.self) {
                break
            }
            if let function = parent.as(FunctionDeclSyntax.self), let body = function.body, body.id == child.id {
                found = names(function.signature.parameterClause.parameters)
            } else if let initializer = parent.as(InitializerDeclSyntax.self), let body = initializer.body, body.id == child.id {
                found = names(initializer.signature.parameterClause.parameters)
            } else if let deinitializer = parent.as(DeinitializerDeclSyntax.self), let body = deinitializer.body, body.id == child.id {
                found = []
            }
            child = parent
            current = parent.parent
        }
        return found
    }

    private func normalizedPath(_ components: [String]) -> String {
        if components.count > 1, components.first == "self" { return components.dropFirst().joined(separator: ".") }
        return components.joined(separator: ".")
    }

    private func classify(_ expression: ExprSyntax, declaredType: String?, inArgument: Bool = false,
                          inLocalDeclaration: Bool = false) -> ValueFact {
        var expression = expression
        while true {
            if let tryExpr = expression.as(TryExprSyntax.self) { expression = tryExpr.expression; continue }
            if let awaitExpr = expression.as(AwaitExprSyntax.self) { expression = awaitExpr.expression; continue }
            break
        }
        if expression.is(ClosureExprSyntax.self) { return .closure }
        // `value as! T` / `as? T`: unfolded, a sequence of the value, the cast and the type.
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, let cast = elements[1].as(UnresolvedAsExprSyntax.self), cast.questionOrExclamationMark != nil,
               let type = elements[2].as(TypeExprSyntax.self) {
                return .cast(typeText(type.type))
            }
            return .other
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            return .implicitMember(stripBackticks(member.declName.baseName.text))
        }
        if let inOut = expression.as(InOutExprSyntax.self) {
            return plainComponents(inOut.expression).map { .reference(valuePath($0, at: Syntax(expression))) } ?? .other
        }
        if let boolean = expression.as(BooleanLiteralExprSyntax.self) { return .literal(boolean.literal.text) }
        if expression.is(NilLiteralExprSyntax.self) { return .literal("nil") }
        if let components = plainComponents(expression) { return .reference(valuePath(components, at: Syntax(expression))) }
        guard let call = expression.as(FunctionCallExprSyntax.self), let callee = callee(of: call.calledExpression),
              callee.isPlain else {
            guard inArgument || inLocalDeclaration, let chain = callChain(expression) else { return .other }
            return .callChain(chain)
        }
        var components = callee.components
        let name = components.removeLast()
        if callee.isImplicitMember {
            guard name == "init" else { return .other }
            guard let declaredType else { return inArgument ? .construction(ConstructionFact.untypedInit) : .other }
            guard let typeName = constructedTypeName(declaredType) else { return .other }
            return .construction(typeName)
        }
        if let typeName = constructedType(name: name, base: components) { return .construction(typeName) }
        return .call(normalizedPath(callee.components))
    }

    /// A call of a member of what another call returned (`header.rx.tapGesture().asObservable()`): the
    /// path with `()` after each member called on the way, a leading `self.` removed; nil for a chain
    /// with anything else on the way (a subscript, generic arguments) or none of it.
    private func callChain(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
              plainComponents(base) == nil, let link = chainLink(base) else { return nil }
        let text = link + "." + stripBackticks(member.declName.baseName.text)
        return text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
    }

    /// The text of a link of a `callChain` up to a member.
    private func chainLink(_ expression: ExprSyntax) -> String? {
        if let components = plainComponents(expression) { return components.joined(separator: ".") }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return chainLink(optional.expression) }
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return chainLink(unwrap.expression) }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, let link = chainLink(base) {
            return link + "." + stripBackticks(member.declName.baseName.text)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return stripBackticks(reference.baseName.text) + "()"
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
              let link = chainLink(base) else { return nil }
        return link + "." + stripBackticks(member.declName.baseName.text) + "()"
    }

    // MARK: Closures

    private func recordClosure(_ closure: ClosureExprSyntax, context: DeclarationContext) {
        var captures: [CaptureFact] = []
        for item in closure.signature?.capture?.items ?? [] {
            var ownership = Ownership.strong
            if let specifier = item.specifier {
                if specifier.specifier.text == "weak" { ownership = .weak }
                else if specifier.detail?.text == "unsafe" { ownership = .unownedUnsafe }
                else { ownership = .unowned }
            }
            captures.append(CaptureFact(name: stripBackticks(item.name.text), ownership: ownership))
        }
        let ownCaptures = closure.signature?.capture.map { $0.range }
        var referencesSelf = false
        var previous: TokenSyntax?
        for token in closure.tokens(viewMode: .sourceAccurate) {
            defer { previous = token }
            guard token.tokenKind == .keyword(.self), previous?.tokenKind != .period else { continue }
            if let ownCaptures, ownCaptures.contains(token.position) { continue }
            if token.ancestorOrSelf(mapping: { $0.as(AttributeSyntax.self) }) != nil { continue }
            referencesSelf = true
            break
        }
        if referencesSelf, seesAWeakSelf(closure) || parametersNameSelf(closure) { referencesSelf = false }
        let destination = destination(of: closure)
        var chained: [ChainedCallFact] = []
        var resultIsDiscarded = false
        if case .argument = destination, let call = receivingCall(of: closure) {
            let chain = chainedCalls(after: call)
            chained = chain.calls
            resultIsDiscarded = isDiscarded(chainEndingAt: chain.end)
        }
        facts.closures.append(ClosureFact(captures: captures, referencesSelf: referencesSelf,
                                          destination: destination, chainedCalls: chained, resultIsDiscarded: resultIsDiscarded,
                                          parameters: parameterNames(closure), context: context,
                                          location: location(closure.leftBrace), end: location(closure.rightBrace)))
    }

    /// The names a closure's parameters bind (`_` binds none; backticks are not part of a name).
    private func parameterNames(_ closure: ClosureExprSyntax) -> [String] {
        var tokens: [TokenSyntax] = []
        switch closure.signature?.parameterClause {
        case .simpleInput(let parameters)?: tokens = parameters.map(\.name)
        case .parameterClause(let clause)?: tokens = clause.parameters.map { $0.secondName ?? $0.firstName }
        default: break
        }
        return tokens.map { stripBackticks($0.text) }.filter { $0 != "_" }
    }

    /// Whether a closure's parameters include one named `self` (`{ (self, action) in … }`): inside it,
    /// `self` is that parameter.
    private func parametersNameSelf(_ closure: ClosureExprSyntax) -> Bool {
        // `self` or `` `self` ``.
        let namesSelf = { (name: TokenSyntax) in name.tokenKind == .keyword(.self) || name.tokenKind == .identifier("`self`") }
        switch closure.signature?.parameterClause {
        case .simpleInput(let parameters)?:
            return parameters.contains { namesSelf($0.name) }
        case .parameterClause(let clause)?:
            return clause.parameters.contains { namesSelf($0.firstName) }
        default:
            return false
        }
    }

    /// A closure without a `self` capture of its own inside a closure whose capture list makes `self`
    /// weak or unowned, with no `guard let self` / `if let self` between the two openings: its `self`
    /// is that weak reference.
    private func seesAWeakSelf(_ closure: ClosureExprSyntax) -> Bool {
        func selfCapture(of node: ClosureExprSyntax) -> ClosureCaptureSyntax? {
            node.signature?.capture?.items.first { stripBackticks($0.name.text) == "self" }
        }
        guard selfCapture(of: closure) == nil else { return false }
        var node = closure.parent
        while let current = node {
            // A parameter named `self` binds it strongly.
            if let outer = current.as(ClosureExprSyntax.self), parametersNameSelf(outer) { return false }
            if let outer = current.as(ClosureExprSyntax.self), let capture = selfCapture(of: outer) {
                guard capture.specifier != nil else { return false }  // `[self]`
                let start = outer.leftBrace.position
                let end = closure.leftBrace.position
                let rebinds = outer.tokens(viewMode: .sourceAccurate).contains { token in
                    guard token.position > start, token.position < end,
                          token.tokenKind == .keyword(.self) || token.text == "`self`",
                          let pattern = token.parent?.as(IdentifierPatternSyntax.self),
                          pattern.parent?.is(OptionalBindingConditionSyntax.self) == true else { return false }
                    // Not inside another closure, which has ended before this one: its own scope.
                    guard let around = token.ancestorOrSelf(mapping: { $0.as(ClosureExprSyntax.self) }) else { return true }
                    return around.id == outer.id || around.endPosition > closure.position
                }
                return !rebinds
            }
            node = current.parent
        }
        return false
    }

    /// Whether a name is bound by a `let` or `var` pattern other than a declaration's or an optional
    /// binding's (those are recorded with their values).
    private func isBoundByAPattern(_ pattern: IdentifierPatternSyntax) -> Bool {
        guard pattern.identifier.tokenKind != .keyword(.self), pattern.identifier.text != "`self`",
              pattern.parent?.is(PatternBindingSyntax.self) != true,
              pattern.parent?.is(OptionalBindingConditionSyntax.self) != true else { return false }
        var node = pattern.parent
        while let current = node {
            // A value binding, or a tuple an optional binding destructures (`if let (artist, title) = …`).
            if current.is(ValueBindingPatternSyntax.self) || current.is(OptionalBindingConditionSyntax.self) { return true }
            // A loop's own pattern (`for item in`, `for (key, value) in`) binds locals of its body.
            if current.is(ForStmtSyntax.self) { return true }
            if current.is(CodeBlockItemSyntax.self) || current.is(ClosureExprSyntax.self) || current.is(SwitchCaseSyntax.self) {
                return false
            }
            node = current.parent
        }
        return false
    }

    /// The call a closure is an argument of, trailing or in parentheses.
    private func receivingCall(of closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        guard let parent = closure.parent else { return nil }
        if let call = parent.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id { return call }
        if let element = parent.as(MultipleTrailingClosureElementSyntax.self) {
            return element.parent?.parent?.as(FunctionCallExprSyntax.self)
        }
        if let labeled = parent.as(LabeledExprSyntax.self) { return labeled.parent?.parent?.as(FunctionCallExprSyntax.self) }
        return nil
    }

    /// The calls applied in turn to a call's result, through `?` and `!`, up to the first member not
    /// called, which ends the list without arguments; and the node the chain ends with.
    private func chainedCalls(after call: FunctionCallExprSyntax) -> (calls: [ChainedCallFact], end: Syntax) {
        var calls: [ChainedCallFact] = []
        var node = Syntax(call)
        while let parent = node.parent {
            if parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
                node = parent
                continue
            }
            guard let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == node.id else { break }
            guard let next = member.parent?.as(FunctionCallExprSyntax.self), next.calledExpression.id == member.id else {
                calls.append(ChainedCallFact(name: stripBackticks(member.declName.baseName.text), arguments: []))
                node = parent
                break
            }
            calls.append(ChainedCallFact(name: stripBackticks(member.declName.baseName.text), arguments: arguments(of: next)))
            node = Syntax(next)
        }
        return (calls, node)
    }

    /// Whether the statement throws away the chain ending at `end`: the chain, after `try` or `await`,
    /// is the whole value of `_ = …` or of `let _ = …`, not in a condition (`guard let _ = …` tests the
    /// value).
    private func isDiscarded(chainEndingAt end: Syntax) -> Bool {
        var node = end
        while let parent = node.parent, parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) { node = parent }
        guard let parent = node.parent else { return false }
        if parent.is(ExprListSyntax.self), let sequence = parent.parent?.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            return elements.count == 3 && elements[0].is(DiscardAssignmentExprSyntax.self)
                && elements[1].is(AssignmentExprSyntax.self) && elements[2].id == node.id
        }
        guard let clause = parent.as(InitializerClauseSyntax.self), let holder = clause.parent else { return false }
        return holder.as(PatternBindingSyntax.self)?.pattern.is(WildcardPatternSyntax.self) ?? false
    }

    private func destination(of closure: ClosureExprSyntax) -> ClosureDestination {
        guard let parent = closure.parent else { return .other }
        if let call = parent.as(FunctionCallExprSyntax.self) {
            if call.calledExpression.id == closure.id { return .invoked }
            if call.trailingClosure?.id == closure.id { return argumentDestination(call, label: nil) }
        }
        if let element = parent.as(MultipleTrailingClosureElementSyntax.self),
           let call = element.parent?.parent?.as(FunctionCallExprSyntax.self) {
            return argumentDestination(call, label: stripBackticks(element.label.text))
        }
        if let labeled = parent.as(LabeledExprSyntax.self),
           let call = labeled.parent?.parent?.as(FunctionCallExprSyntax.self) {
            return argumentDestination(call, label: labeled.label.map { stripBackticks($0.text) })
        }
        if let clause = parent.as(InitializerClauseSyntax.self), let binding = clause.parent?.as(PatternBindingSyntax.self),
           let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
           let variable = binding.parent?.parent?.as(VariableDeclSyntax.self) {
            let isProperty = variable.parent?.is(MemberBlockItemSyntax.self) ?? false
            return .declared(name: stripBackticks(pattern.identifier.text), isProperty: isProperty)
        }
        if let sequence = parent.parent?.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == closure.id,
               let target = plainComponents(elements[0]) {
                return .assigned(target: normalizedPath(target))
            }
        }
        return .other
    }

    private func argumentDestination(_ call: FunctionCallExprSyntax, label: String?) -> ClosureDestination {
        guard let callee = callee(of: call.calledExpression) else {
            return .argument(callee: "", base: nil, label: label)
        }
        // An implicit member call (`.custom { … }`) is named, without a base.
        if callee.isImplicitMember { return .argument(callee: callee.components.last ?? "", base: nil, label: label) }
        var components = callee.components
        let name = components.removeLast()
        if !callee.isPlain { return .argument(callee: name, base: CallFact.computedReceiver, label: label) }
        if constructedType(name: name, base: components) != nil {
            return .argument(callee: name, base: components.isEmpty ? nil : components.joined(separator: "."), label: label)
        }
        if components.first == "self" { components.removeFirst() }
        return .argument(callee: name, base: components.isEmpty ? nil : components.joined(separator: "."), label: label)
    }

    // MARK: Text

    private func typeText(_ type: TypeSyntax) -> String { tokensText(type) }

    /// Tokens joined, one space only between two words: the scanner's normalisation.
    private func tokensText(_ node: some SyntaxProtocol) -> String {
        var text = ""
        var previousWasWord = false
        for token in node.tokens(viewMode: .sourceAccurate) {
            let isWord: Bool
            switch token.tokenKind {
            case .identifier, .keyword, .integerLiteral, .floatLiteral, .dollarIdentifier, .wildcard: isWord = true
            default: isWord = false
            }
            if isWord && previousWasWord { text += " " }
            text += stripBackticks(token.text)
            previousWasWord = isWord
        }
        return text
    }

    private func attributeNames(_ list: AttributeListSyntax) -> [String] {
        list.compactMap { element in
            guard let attribute = element.as(AttributeSyntax.self) else { return nil }
            return "@" + tokensText(attribute.attributeName)
        }
    }

    private func stripBackticks(_ text: String) -> String {
        text.hasPrefix("`") && text.hasSuffix("`") && text.count >= 2 ? String(text.dropFirst().dropLast()) : text
    }
}
