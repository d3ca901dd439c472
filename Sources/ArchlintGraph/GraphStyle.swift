import ArchlintModel

/// How roles look in every picture: one shape and colour per role, shared by the exporters and the
/// legend.
enum GraphStyle {
    struct Appearance {
        var shape: String
        var fill: String
        var mermaidShape: (open: String, close: String)
    }

    static func appearance(of role: Role?, kind: String) -> Appearance {
        switch role {
        case .view?: return Appearance(shape: "box", fill: "#cfe2ff", mermaidShape: ("[", "]"))
        case .interactor?: return Appearance(shape: "box", fill: "#d1e7dd", mermaidShape: ("[", "]"))
        case .presenter?: return Appearance(shape: "box", fill: "#fff3cd", mermaidShape: ("[", "]"))
        case .vipRouter?: return Appearance(shape: "hexagon", fill: "#e2d9f3", mermaidShape: ("{{", "}}"))
        case .navigationRouter?: return Appearance(shape: "hexagon", fill: "#f8d7da", mermaidShape: ("{{", "}}"))
        case .worker?: return Appearance(shape: "component", fill: "#e2e3e5", mermaidShape: ("[[", "]]"))
        case .dataStore?: return Appearance(shape: "cylinder", fill: "#e2e3e5", mermaidShape: ("[(", ")]"))
        case .coordinator?: return Appearance(shape: "octagon", fill: "#ffe5d0", mermaidShape: ("{{", "}}"))
        case .compositionRoot?: return Appearance(shape: "house", fill: "#f1f3f5", mermaidShape: ("[/", "\\]"))
        case .service?: return Appearance(shape: "cylinder", fill: "#d3f9f9", mermaidShape: ("[(", ")]"))
        case .viewModel?: return Appearance(shape: "ellipse", fill: "#fce4ec", mermaidShape: ("([", "])"))
        case .model?: return Appearance(shape: "note", fill: "#ffffff", mermaidShape: ("[", "]"))
        case .testDouble?: return Appearance(shape: "box", fill: "#ffffff", mermaidShape: ("[", "]"))
        case nil:
            switch kind {
            case "scene": return Appearance(shape: "folder", fill: "#e7f5ff", mermaidShape: ("[", "]"))
            case "module": return Appearance(shape: "tab", fill: "#f8f9fa", mermaidShape: ("[", "]"))
            default: return Appearance(shape: "ellipse", fill: "#ffffff", mermaidShape: ("(", ")"))
            }
        }
    }

    static let legendRoles: [Role] = [.view, .interactor, .presenter, .vipRouter, .worker, .coordinator,
                                      .navigationRouter, .compositionRoot, .service, .viewModel, .model]
}
