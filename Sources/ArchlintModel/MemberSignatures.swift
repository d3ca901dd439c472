import ArchlintFacts

extension FunctionFact {
    /// `present(response:)`, `init(service:_:)`, `viewDidLoad()`: the name with its argument labels,
    /// as Swift spells a function reference.
    public var signature: String {
        name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}

extension ProjectModel {
    /// The signature of the member a body fact sits in (`fetch(id:)`), so two overloads stay apart:
    /// the function of that name declared last before the fact in the same file, else the only one;
    /// a property's or unknown member's plain name; `(top level)` outside any member.
    public func signature(of context: DeclarationContext, at location: SourceLocation, in owner: TypeID?) -> String {
        guard let member = context.member else { return "(top level)" }
        guard let owner, let type = self[owner], let first = type.functions(named: member).first
        else { return member }
        return (enclosingFunction(of: context, at: location, in: owner) ?? first).signature
    }
}
