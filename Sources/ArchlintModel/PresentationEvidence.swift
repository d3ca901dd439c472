import ArchlintFacts

/// The presentation side of a code base, by evidence (SPEC §3, "Evidence beats names"): what a type
/// subclasses, conforms to and holds says it belongs to the UI, whatever its name or kind suggests.
extension ProjectModel {
    /// Conformances that make any type part of the UI: SwiftUI and WidgetKit protocols. UIKit's own
    /// protocols (`UITableViewDataSource`…) count too, by their `UI` prefix.
    static let presentationConformances: Set<String> = RoleInference.uiConformances.union([
        "Widget", "WidgetBundle", "ControlWidget", "TimelineProvider", "AppIntentTimelineProvider",
        "IntentTimelineProvider", "TimelineEntry", "ButtonStyle", "PrimitiveButtonStyle", "LabelStyle",
        "ToggleStyle", "TextFieldStyle", "ShapeStyle", "ProgressViewStyle", "GroupBoxStyle", "MenuStyle",
        "DisclosureGroupStyle", "Commands",
        // The documents SwiftUI's document scenes and file exporters read and write.
        "FileDocument", "ReferenceFileDocument",
        // A property wrapper SwiftUI updates views through (`@Store var`, wrapping `@ObservedObject`).
        "DynamicProperty",
    ])
    /// SwiftUI's and AppKit's value types that only a display needs (a UIKit one is any `UI…` type),
    /// and the values and actions SwiftUI's environment hands out (`DynamicTypeSize`,
    /// `RequestReviewAction`).
    static let presentationValueTypes: Set<String> = ["Color", "Image", "Font", "AnyView", "NSColor", "NSImage",
                                                      "NSFont", "View", "NavigationPath", "Binding",
                                                      "LocalizedStringKey", "ColorScheme", "DynamicTypeSize",
                                                      "DismissAction", "OpenURLAction", "OpenWindowAction",
                                                      "RequestReviewAction",
                                                      // What SwiftUI hands a view's code: scrolling, layout, keyboard moves.
                                                      "GeometryProxy", "MoveCommandDirection", "ScrollViewProxy",
                                                      "UserInterfaceSizeClass",
                                                      // The keyboard shortcuts of buttons and menu commands.
                                                      "KeyboardShortcut", "KeyEquivalent", "EventModifiers",
                                                      // A button's role in an alert or a menu.
                                                      "ButtonRole",
                                                      // How a view lines up and lays out its content.
                                                      "HorizontalAlignment", "LayoutDirection", "VerticalAlignment"]
    /// SwiftUI's shapes and gradients: drawing, nothing else. Their names are common words (a
    /// project's `typealias Circle`, a package's `Rectangle`), so they count only in a file that
    /// imports SwiftUI.
    static let swiftUIShapeTypes: Set<String> = ["AnyShape", "Capsule", "Circle", "ContainerRelativeShape", "Ellipse",
                                                 "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle",
                                                 "AngularGradient", "EllipticalGradient", "Gradient", "LinearGradient",
                                                 "RadialGradient"]

    /// A type of a UI framework, by its spelling: `UIColor`, `UITableViewCell`, `NSView`, SwiftUI's
    /// `Color`/`Image` (unless the project declares a type of that name), a type nested in a UIKit
    /// type (`UIAlertAction.Style`; not the project's own `UIColor.Text` in an extension of `UIColor`).
    public func isUIFrameworkTypeName(_ written: String, from holder: TypeID) -> Bool {
        let name = ProjectModel.lastComponent(of: written)
        if ProjectModel.isUIFrameworkName(name) {
            // SwiftUI's and AppKit's value names (`Color`, `NSImage`) may be the project's own.
            return !ProjectModel.presentationValueTypes.contains(name)
                || resolve(written, fromModule: holder.module, context: holder).isEmpty
        }
        guard name.utf8.count < written.utf8.count, ProjectModel.hasUIKitPrefix(String(written.prefix { $0 != "." }))
        else { return false }
        return resolve(written, fromModule: holder.module, context: holder).isEmpty
    }

    /// Apple's UI frameworks by their modules' names, sorted; `layer_imports` judges imports of these
    /// unless configured otherwise.
    public static let uiFrameworkModuleNames = ["AppKit", "SwiftUI", "UIKit"]

    /// A type written with its UI framework's module (`SwiftUI.EdgeInsets`, `UIKit.UIColor`): a use of
    /// that framework, whatever the type is; not what it is (display data or not), which its simple
    /// name tells. Not Combine's types SwiftUI re-exports (`SwiftUI.ObservableObject`).
    static func isQualifiedByUIFramework(_ written: String) -> Bool {
        guard let dot = written.utf8.firstIndex(of: UInt8(ascii: ".")),
              uiFrameworkModuleNames.contains(String(written[..<dot])) else { return false }
        return !["ObservableObject", "Published"].contains(String(written[written.index(after: dot)...]))
    }

    /// What AppKit's views and controls end in (`NSTableView`, `NSPopUpButton`, `NSTextField`,
    /// `NSSegmentedControl`, `NSProgressIndicator`); Foundation has no `NS` type named so.
    static let appKitViewSuffixes = ["View", "ViewController", "Window", "Cell", "Button", "Field", "Control", "Slider",
                                     "Toolbar", "Picker", "Stepper", "Switch", "Well", "Indicator"]

    /// A UIKit or AppKit view or control by its name (`UIView`, `UITableViewCell`, `NSButton`), not a
    /// controller, a document or a gesture recognizer.
    public static func isViewClassName(_ name: String) -> Bool {
        guard hasUIKitPrefix(name) || name.hasPrefix("NS"), !name.hasSuffix("Controller") else { return false }
        return ["View", "Cell", "Button", "Label", "Field", "Control", "Slider", "Switch", "Picker", "Stepper",
                "Indicator", "Bar", "Window"].contains { name.hasSuffix($0) }
    }

    /// A UI framework's own type by its simple name (`UIDevice`, `NSTableView`, SwiftUI's `Color`), for a
    /// name the project does not declare.
    public static func isUIFrameworkName(_ name: String) -> Bool {
        hasUIKitPrefix(name) || (name.hasPrefix("NS") && appKitViewSuffixes.contains { name.hasSuffix($0) })
            || presentationValueTypes.contains(name) || isSceneGraphName(name)
            || name.hasPrefix("NSCollectionLayout") || uiKitNSNames.contains(name)
    }

    /// UIKit's own types named with `NS` (shared with AppKit), which the prefix alone does not tell
    /// from Foundation's: diffable data sources' snapshots, Auto Layout, and text layout and
    /// attributes. `NSCollectionLayout…` (a compositional layout's parts) are UIKit's too.
    static let uiKitNSNames: Set<String> = [
        "NSDiffableDataSourceSnapshot", "NSDiffableDataSourceSectionSnapshot", "NSDiffableDataSourceTransaction",
        "NSDirectionalEdgeInsets", "NSDirectionalRectEdge", "NSLayoutAnchor", "NSLayoutConstraint", "NSLayoutDimension",
        "NSLayoutXAxisAnchor", "NSLayoutYAxisAnchor", "NSLayoutManager", "NSMutableParagraphStyle", "NSParagraphStyle",
        "NSShadow", "NSTextAttachment", "NSTextContainer", "NSTextStorage",
    ]

    /// SpriteKit's and SceneKit's nodes, scenes and the views that draw them (`SKSpriteNode`,
    /// `SKScene`, `SCNView`; responders on iOS and macOS): what is on screen in a game. Not StoreKit's
    /// `SK` names (`SKProduct`, `SKPaymentQueue`), which end otherwise.
    static func isSceneGraphName(_ name: String) -> Bool {
        if name.hasPrefix("SK") { return name.hasSuffix("Node") || name == "SKScene" || name == "SKView" }
        return ["SCNView", "SCNScene", "SCNNode", "ARSCNView", "ARSKView"].contains(name)
    }

    /// `UI` followed by an upper-case letter (`UIColor`; not a project's `UIntRange`-like names).
    static func hasUIKitPrefix(_ name: String) -> Bool {
        let utf8 = Array(name.utf8.prefix(3))
        guard utf8.count == 3, utf8[0] == UInt8(ascii: "U"), utf8[1] == UInt8(ascii: "I") else { return false }
        return utf8[2] >= UInt8(ascii: "A") && utf8[2] <= UInt8(ascii: "Z")
    }

    /// A UI object of UIKit or AppKit: something on screen or that builds it (a view, a controller, a
    /// window, a menu builder, a bar item), not a payload such as `UIImage` or a system API such as
    /// `UIApplication`.
    public static func isViewObjectName(_ name: String) -> Bool {
        guard hasUIKitPrefix(name) || name.hasPrefix("NS") else { return false }
        return ["View", "Controller", "Window", "Cell", "Builder", "Menu", "Recognizer", "Item", "Responder"]
            .contains { name.hasSuffix($0) }
    }

    /// The project class a service by its name keeps that itself keeps something drawn (`MenubarItem`
    /// with its `NSStatusItem` and `NSMenu`), or nil: a holder of the menu bar's items, which the
    /// service drives. Only views, windows, bars, status items, menus and popovers count: a helper
    /// that keeps a view controller or a navigation controller is a flow or a tracker, and a service
    /// that drives one is the UI leak layer_imports is about.
    public func keptDrawingHolder(_ id: TypeID) -> TypeID? {
        guard let type = self[id], type.role == .service, type.roleEvidence.map({ $0.kind == .name || $0.kind == .declaration }) ?? true
        else { return nil }
        for property in type.storedProperties {
            guard let text = property.typeName else { continue }
            if let holder = resolveTypeText(text, from: id).ids.first(where: { target in
                guard target != id, let held = self[target], held.kind == .class else { return false }
                return held.storedProperties.contains { kept in
                    kept.writtenOrBuiltType.map { typeReference($0).names.contains { isDrawnObjectName($0, from: target) } } == true
                }
            }) {
                return holder
            }
        }
        return nil
    }

    /// A UIKit or AppKit object that is drawn: a view, window or bar (`isViewClassName`), a status
    /// item, a menu or a popover.
    private func isDrawnObjectName(_ name: String, from holder: TypeID) -> Bool {
        let simple = ProjectModel.lastComponent(of: name)
        guard ProjectModel.isViewClassName(simple)
                || ["NSStatusItem", "NSMenu", "NSMenuItem", "NSPopover", "NSPanel", "UIMenu"].contains(simple) else { return false }
        return resolve(simple, fromModule: holder.module, context: holder).isEmpty
    }

    /// A UIKit or AppKit object on screen (`UIViewController`, `NSWindow`, `NSMenu`, `NSStatusItem`),
    /// not one that only shares the prefix (`NSFetchedResultsController`).
    func isUIObjectName(_ name: String, from holder: TypeID) -> Bool {
        let simple = ProjectModel.lastComponent(of: name)
        return ProjectModel.isViewObjectName(simple)
            && (isUIFrameworkTypeName(simple, from: holder) || ProjectModel.appKitNames.contains(simple))
    }

    /// Why a type is a UI type itself, or nil: it subclasses a UI framework class (`UITableViewCell`,
    /// `UIView`) or conforms to a UI protocol (SwiftUI's `View`, WidgetKit's `TimelineProvider`,
    /// UIKit's `UITableViewDataSource`).
    public func uiTypeEvidence(_ id: TypeID) -> String? {
        guard let type = self[id], type.kind != .protocol else { return nil }
        if let external = uiFrameworkSuperclass(of: id) { return "subclass of \(external)" }
        // Not a protocol of the project's own of that name (a command pattern's `protocol Commands`).
        let conformance = conformanceNames(type).first { name in
            ProjectModel.presentationConformances.contains(name) && !declaresProtocol(named: name, from: id)
                || ProjectModel.hasUIKitPrefix(name)
        }
        return conformance.map { "conforms to \($0)" }
    }

    /// Whether the project declares a protocol of the name, seen from `holder`'s code.
    public func declaresProtocol(named name: String, from holder: TypeID) -> Bool {
        resolve(name, fromModule: holder.module, context: holder).contains { self[$0]?.kind == .protocol }
    }

    /// The UI framework class a project class descends from (`UIViewController`, `NSView`), if any.
    public func uiFrameworkSuperclass(of id: TypeID) -> String? {
        guard self[id]?.kind == .class, let external = superclassChain(of: id).externalName,
              isUIFrameworkTypeName(external, from: id) else { return nil }
        return external
    }

    private func conformanceNames(_ type: ProjectType) -> [String] { conformanceNames(of: type.id) }

    /// The colour, font or image type whose static member makes a value (`UIFont.systemFont(ofSize:
    /// 13)`, `UIColor.red`, SwiftUI's `Color.accentColor`): written `Type.member`, nothing after it.
    private func displayValueFactory(_ value: ValueFact?, from id: TypeID) -> String? {
        switch value {
        case .call(let path)?, .reference(let path)?:
            let parts = path.split(separator: ".")
            guard parts.count == 2, case let typeName = String(parts[0]), ProjectModel.displayValueTypes.contains(typeName),
                  isUIFrameworkTypeName(typeName, from: id) else { return nil }
            return typeName
        default:
            return nil
        }
    }

    /// RxDataSources' protocols of a table or collection view's sections.
    static let dataSourceSectionProtocols: Set<String> = ["AnimatableSectionModelType", "SectionModelType"]

    /// The UI frameworks' colour, font and image types.
    static let displayValueTypes: Set<String> = ["UIColor", "UIFont", "UIImage", "NSColor", "NSFont", "NSImage", "Color", "Font", "Image"]

    /// Why a value type is display data, or nil: a `*ViewModel`, a UI type among its members' types,
    /// or a member that is itself display data (a section model whose header is a
    /// `HeaderViewModel` holding a `UIImage`, a shape model whose gradient holds `UIColor`s), looked
    /// into two levels deep.
    /// `byWhatItHolds`: only by the values it holds, not by a `*ViewModel` name (or a `*ViewModel`
    /// protocol it adopts) nor by what its functions take or return (an extension of the view layer's
    /// giving a plain model a `Color`).
    /// `readsCases`: also by what an enum's cases carry. Not for an enum reached through a property:
    /// a value that holds one whose cases may carry an image (an HTTP task that may be an upload, a
    /// request's attachment) holds the image only in one alternative, where a struct holds its fields
    /// always; an enum's own cases, and those of the types they carry, are what it is.
    private func displayValueEvidence(_ type: ProjectType, depth: Int, byWhatItHolds: Bool = false,
                                      readsCases: Bool = true) -> String? {
        let id = type.id
        let simpleName = RoleInference.nameWithoutImplementationSuffix(type.simpleName)
        if !byWhatItHolds, simpleName.hasSuffix("ViewModel") { return "a \(type.kind.rawValue) *ViewModel is a display model" }
        if !byWhatItHolds, let conformance = conformanceNames(type).first(where: { $0.hasSuffix("ViewModel") }) {
            return "a \(type.kind.rawValue) conforming to \(conformance) is a display model"
        }
        // A section of a table or collection view as RxDataSources takes it (`extension DetailSectionModel:
        // SectionModelType`), not the project's own protocol of the name.
        if !byWhatItHolds, let conformance = conformanceNames(type).first(where: { name in
            ProjectModel.dataSourceSectionProtocols.contains(ProjectModel.lastComponent(of: name))
                && resolve(name, fromModule: id.module, context: id).isEmpty
        }) {
            return "a \(type.kind.rawValue) conforming to \(conformance) is a table or collection view's section"
        }
        var memberTypes: [(member: String, text: String, isCase: Bool)] = []
        for property in type.properties where !byWhatItHolds || property.isStored && !property.isStatic {
            // Declared (`let image: UIImage`) or built (`let image = UIImage(named: …)`), or made by a
            // static member of its type (`var labelFont = UIFont.systemFont(ofSize: 13)`).
            guard let text = property.writtenOrBuiltType else {
                if let name = displayValueFactory(property.initializer, from: id) { return "\(property.name) is a \(name)" }
                continue
            }
            if let name = typeReference(text).names.first(where: { isUIFrameworkTypeName($0, from: id) }) {
                return "\(property.name) is a \(name)"
            }
            // One of the project's views or screens (`var viewController: FAQViewController?`): a value
            // that keeps a screen and sets its navigation items is a view-side helper.
            if !property.isStatic, let view = resolveTypeText(text, from: id).ids.first(where: { uiFrameworkSuperclass(of: $0) != nil }) {
                return "keeps a \(view.name) (\(property.name))"
            }
            // A closure that makes or takes UI values (`let view: () -> AnyView`): a page of a tab bar.
            if text.utf8Contains(UInt8(ascii: ">")),
               let name = TypeReference.writtenNames(in: text).first(where: { isUIFrameworkTypeName($0, from: id) }) {
                return "\(property.name) works with \(name)"
            }
            memberTypes.append((property.name, text, false))
        }
        // What an enum's cases hold is what its values carry (`case image(image: UIImage?)`,
        // `case openDetail(GeometryProxy?)`), directly or through display data of its own.
        for text in type.caseValueTypes where readsCases {
            if let name = TypeReference.writtenNames(in: text).first(where: { isUIFrameworkTypeName($0, from: id) }) {
                return "a case holds a \(name)"
            }
            memberTypes.append(("a case", text, true))
        }
        // A struct without instance state is a namespace of helpers (`struct AssetManager { static func
        // orientation(of:) -> UIImage.Orientation }`): its static functions say nothing about values it
        // has none of. An enum's static factories build its cases, which the facts do not show.
        let isStateless = type.kind == .struct && !type.properties.contains { !$0.isStatic }
        for function in type.functions where !byWhatItHolds && !(isStateless && function.isStatic) {
            let texts = function.parameters.map(\.typeName) + (function.returnType.map { [$0] } ?? [])
            for text in texts {
                if let name = typeReference(text).names.first(where: { isUIFrameworkTypeName($0, from: id) }) {
                    return "\(function.name) takes or returns a \(name)"
                }
            }
            if let view = projectView(returnedBy: function, from: id) { return "\(function.name) returns \(view.name)" }
        }
        guard depth < 2 else { return nil }
        for (member, text, isCase) in memberTypes {
            for target in resolveTypeText(text, from: id).ids where target != id {
                guard let inner = self[target], inner.isValueType,
                      displayValueEvidence(inner, depth: depth + 1, byWhatItHolds: byWhatItHolds, readsCases: isCase) != nil
                else { continue }
                return "\(member) is a \(inner.simpleName), display data"
            }
        }
        return nil
    }

    /// Why a type belongs to the presentation side, or nil. Being a UI type (`uiTypeEvidence`) always
    /// counts; the other evidence overrides only a role drawn from a name or from being a value type
    /// (a Clean Swift presenter by its scene protocol stays a presenter, UIKit or not):
    /// - a struct `*ViewModel` (or one conforming to a `*ViewModel` protocol) is a display model;
    /// - a value type whose members' types are UI types (`UIColor`, SwiftUI `Image`…) or the project's
    ///   views and screens is presentation;
    /// - a reference type that keeps a view, view controller or window is a view-side helper, and so
    ///   is a service that keeps one of the project's view controllers;
    /// - an `ObservableObject` named `*Presenter` holds SwiftUI presentation state, and so does a
    ///   SwiftUI observable object that keeps one of the project's display models.
    public func presentationEvidence(_ id: TypeID) -> String? {
        if let evidence = uiTypeEvidence(id) { return evidence }
        guard let type = self[id], type.kind != .protocol else { return nil }
        let weak = type.roleEvidence.map { $0.kind == .name || $0.kind == .declaration } ?? true
        guard weak else { return nil }
        // A `*Presenter` by name that works with a UI object it is handed (`func show(in controller:
        // UIViewController) { controller.present(alert, animated: true) }`, `menu.popUp(…)` on the
        // `NSMenu` it is given, a sheet on the `NSWindow` it hands on) presents in UIKit's and AppKit's
        // sense: a view-side helper. A Clean Swift or VIPER presenter, which keeps its display, its
        // interactor or its router, stays a presenter even when it hands its router a navigation
        // controller.
        if type.role == .presenter, !keepsSceneCollaborator(type) {
            let isUIObject = { (name: String) -> Bool in self.isUIObjectName(name, from: id) }
            let handed = { (member: String?, base: String?, arguments: [ArgumentFact]) -> String? in
                guard let member else { return nil }
                let used = Set((base.map { [$0] } ?? []) + arguments.compactMap { argument in
                    if case .reference(let path) = argument.value { return path }
                    return nil
                })
                return type.functions(named: member).lazy.flatMap(\.parameters).first { parameter in
                    used.contains(parameter.name) && typeReference(parameter.typeName).names.contains(where: isUIObject)
                }?.name
            }
            if let name = (calls[id] ?? []).lazy.compactMap({ handed($0.context.member, $0.base, $0.arguments) }).first
                ?? (constructions[id] ?? []).lazy.compactMap({ handed($0.context.member, nil, $0.arguments) }).first {
                return "works with the \(name) it is handed"
            }
            // Or builds one to show (`UIAlertController(…)`, then `present(alert, …)` on a screen it finds),
            // or a subclass of one of the project's (`PromptAlertController: UIAlertController`).
            if let built = (constructions[id] ?? []).lazy.map({ ProjectModel.stripGenericArguments($0.typeName) }).first(where: { name in
                let resolved = resolve(name, fromModule: id.module, context: id)
                if resolved.isEmpty { return isUIObject(name) }
                return resolved.allSatisfy { target in uiFrameworkSuperclass(of: target).map { isUIObject($0) } ?? false }
            }) {
                return "builds a \(built)"
            }
        }
        if type.isValueType { return displayValueEvidence(type, depth: 0) }
        if let kept = keptView(by: type) { return kept }

        // A member that takes or returns a UIKit view works on views (`func provideCell(for collectionView:
        // UICollectionView, …) -> UICollectionViewCell`). Not a view controller: a service that builds
        // an alert controller or drives a navigation controller is the UI leak this rule is about.
        for function in type.functions {
            let texts = function.parameters.compactMap(\.typeName) + (function.returnType.map { [$0] } ?? [])
            for text in texts {
                if let name = typeReference(text).names.first(where: { name in
                    ProjectModel.hasUIKitPrefix(name) && ProjectModel.isViewObjectName(name) && !name.hasSuffix("Controller")
                }) {
                    return "\(function.name) takes or returns a \(name)"
                }
            }
            if let view = projectView(returnedBy: function, from: id) { return "\(function.name) returns \(view.name)" }
        }

        // A `*Manager` or `*Provider` that holds one of the project's screens drives it.
        if type.role == .service, let property = type.storedProperties.first(where: { property in
            guard let text = property.typeName else { return false }
            return resolveTypeText(text, from: id).ids.contains { self[$0]?.role == .view && self[$0]?.kind == .class }
        }) {
            return "keeps a view (\(property.name))"
        }
        if type.role == .presenter, conformanceNames(type).contains("ObservableObject") {
            return "an ObservableObject presenter holds SwiftUI presentation state"
        }
        // `@Observable` comes from Observation, which UIKit code uses too: only beside a SwiftUI import.
        if type.role == .presenter, type.attributes.contains("@Observable"),
           isDeclared(type, inFileImporting: { $0 == "SwiftUI" }) {
            return "an @Observable presenter holds SwiftUI presentation state"
        }
        // A SwiftUI observable object that keeps one of the project's display models (`var currentItem:
        // SnackBarItem`, an item whose icon holds a `Color`) holds the state views draw, whatever its name.
        if type.role == .service || type.role == .presenter,
           type.attributes.contains("@Observable") || conformanceNames(type).contains("ObservableObject"),
           isDeclared(type, inFileImporting: { $0 == "SwiftUI" }),
           let (property, display) = keptDisplayModel(by: type) {
            return "an observable object keeping display data (\(property), a \(display)) holds SwiftUI presentation state"
        }
        // A `*Presenter` or `*Provider` by name that builds the project's view controllers creates the
        // screens it shows or vends (SPEC §3): a view-side helper or a screen factory. (A presenter by
        // a scene protocol never gets here: its evidence is not a name.)
        if type.role == .service || type.role == .presenter,
           let screen = (constructions[id] ?? []).lazy.compactMap({ construction -> TypeID? in
               self.resolve(ProjectModel.stripGenericArguments(construction.typeName), fromModule: id.module, context: id)
                   .first { self[$0]?.role == .view && self[$0]?.kind == .class && self[$0]?.simpleName.hasSuffix("Controller") == true }
           }).first {
            return "builds \(screen.name)"
        }
        return nil
    }

    /// The first instance property that keeps one of the project's display models (a value type that
    /// is display data by what it holds, `displayValueEvidence`; not a `*ViewModel` by its name alone,
    /// nor a model the view layer's extension gives a `Color`), with that model's name.
    private func keptDisplayModel(by type: ProjectType) -> (property: String, display: String)? {
        for property in type.storedProperties where !property.isStatic {
            guard let text = property.writtenOrBuiltType else { continue }
            for target in resolveTypeText(text, from: type.id).ids where target != type.id {
                guard let held = self[target], held.isValueType,
                      displayValueEvidence(held, depth: 0, byWhatItHolds: true, readsCases: false) != nil
                else { continue }
                return (property.name, held.simpleName)
            }
        }
        return nil
    }

    /// What makes a value type a SwiftUI view.
    static let swiftUIViewConformances: Set<String> = ["View", "UIViewRepresentable", "NSViewRepresentable"]

    /// Why a type keeps something on screen in a stored property, or nil: a UIKit or AppKit view, the
    /// window scene whose windows it sets up (`weak var windowScene: UIWindowScene!`), or one of the
    /// project's own views: a `UIView` or `UIViewController` subclass, or a SwiftUI view (`let
    /// terminal: TerminalView`, an `NSViewRepresentable` it writes to).
    public func keptView(by type: ProjectType) -> String? {
        for property in type.storedProperties {
            guard let text = property.typeName else { continue }
            if let name = typeReference(text).names.first(where: { ProjectModel.isViewObjectName($0) || $0 == "UIWindowScene" }) {
                return "keeps a \(name) (\(property.name))"
            }
            if let view = resolveTypeTextReadingAliases(text, from: type.id).first(where: { target in
                guard target != type.id, let held = self[target] else { return false }
                if held.kind == .class { return superclassChain(of: target).externalName.map(ProjectModel.isViewObjectName) == true }
                return held.isValueType && conformanceNames(held).contains(where: ProjectModel.swiftUIViewConformances.contains)
            }) {
                return "keeps a \(view.name) (\(property.name))"
            }
        }
        return nil
    }

    /// The project types a written type names, read through the aliases the holder's code sees when
    /// it names none itself (`unowned let calendarView: CalendarView` beside `typealias CalendarView =
    /// CVCalendarView`).
    public func resolveTypeTextReadingAliases(_ text: String, from holder: TypeID) -> [TypeID] {
        let ids = resolveTypeText(text, from: holder).ids
        guard ids.isEmpty else { return ids }
        return typeReference(text).names.flatMap { resolveReadingAliases($0, fromModule: holder.module, context: holder) }
    }

    /// One of the project's own views a member makes and hands out (`func label() -> KeyLabel`, a
    /// SwiftUI view or a `UIView` subclass; not a screen, which a service may build for its router):
    /// a type whose members return views makes UI. A Clean Swift or VIPER presenter that keeps its
    /// scene's parts stays a presenter, even when it makes a placeholder view for its display.
    private func projectView(returnedBy function: FunctionFact, from id: TypeID) -> TypeID? {
        guard !function.isInitializer, let text = function.returnType else { return nil }
        if let type = self[id], type.role == .presenter, keepsSceneCollaborator(type) { return nil }
        return resolveTypeText(text, from: id).ids.first { target in
            guard target != id, let view = self[target] else { return false }
            if view.kind == .class {
                // A view, not a screen, a window or a document (`UIDocument`).
                guard let external = superclassChain(of: target).externalName.map(ProjectModel.stripGenericArguments) else { return false }
                let name = String(ProjectModel.lastComponent(of: external))
                return ProjectModel.isViewObjectName(name) && (name.hasSuffix("View") || name.hasSuffix("Cell"))
            }
            return view.isValueType && conformanceNames(view).contains(where: ProjectModel.swiftUIViewConformances.contains)
        }
    }

    /// Whether a type keeps one of a scene's parts: a view, an interactor or a router of the project,
    /// directly or through a protocol one of them adopts (`weak var view: OnboardingViewProtocol?`).
    private func keepsSceneCollaborator(_ type: ProjectType) -> Bool {
        let sceneRoles: Set<Role> = [.view, .interactor, .vipRouter, .navigationRouter]
        return type.storedProperties.contains { property in
            guard let text = property.writtenOrBuiltType else { return false }
            return resolveTypeText(text, from: type.id).ids.contains { target in
                guard let held = self[target] else { return false }
                if held.kind == .protocol { return conformers(of: target).contains { self[$0]?.role.map(sceneRoles.contains) == true } }
                return held.role.map(sceneRoles.contains) == true
            }
        }
    }

    /// A UI framework type the code of a file visibly uses, or nil: one named in a declaration's
    /// signature, inheritance or property types (or a project class descending from one named there),
    /// built, cast to, called on (`UINavigationBar.appearance()`)
    /// or read (`UIApplication.didBecomeActiveNotification`), or made to adopt a protocol (`extension
    /// UIApplication: URLOpening`, when no project type has that name), or aliased. Nil when the file imports a UI framework
    /// for nothing it shows. (What the scanner does not record, such as an implicit member `.red`
    /// assigned to a view's colour, is not seen; `uiFrameworkMention` sees every prefixed name.) Calls of
    /// SwiftUI's free functions (`withAnimation`) count.
    public func uiFrameworkUse(in file: FileFacts, from holder: TypeID) -> String? {
        // A UI framework's type, or a type nested in a UIKit type (`UIImpactFeedbackGenerator.FeedbackStyle`),
        // or a SwiftUI shape where SwiftUI is imported.
        let importsSwiftUI = file.imports.contains { $0.module == "SwiftUI" }
        func isUIName(_ name: String) -> Bool {
            if isUIFrameworkTypeName(name, from: holder) || ProjectModel.isQualifiedByUIFramework(name) { return true }
            return importsSwiftUI && ProjectModel.swiftUIShapeTypes.contains(name)
                && resolve(name, fromModule: holder.module, context: holder).isEmpty
        }
        func uiName(_ text: String?) -> String? {
            guard let text else { return nil }
            if let name = typeReference(text).names.first(where: isUIName) { return name }
            // A stored closure typed with UI types (`(UIImpactFeedbackGenerator.FeedbackStyle) -> Void`).
            guard text.utf8Contains(UInt8(ascii: ">")) else { return nil }
            return TypeReference.writtenNames(in: text).first { name in
                isUIName(name) && resolve(name, fromModule: holder.module, context: holder).isEmpty
            }
        }
        func uiName(of value: ValueFact?) -> String? {
            switch value {
            case .construction(let text)?, .cast(let text)?: return uiName(ProjectModel.stripGenericArguments(text))
            case .reference(let path)?, .call(let path)?:
                return path.split(separator: ".").first.flatMap { uiName(String($0)) }
            default: return nil
            }
        }
        // In a declaration, AppKit's application objects count as UIKit's do (`NSPasteboard` as
        // `UIPasteboard`, `NSMenu` as `UIMenu`): a member that takes or keeps one works with the UI. Only
        // there: a service's code may still run an `NSAlert` of its own, which is the dependency the rule
        // is about. So do the project's own subclasses of UI framework classes.
        func declaredUIName(_ text: String?) -> String? {
            if let name = uiName(text) { return name }
            guard let text else { return nil }
            let names = typeReference(text).names
            // Or one of their nested types (`NSEvent.ModifierFlags`).
            if let name = names.first(where: { name in
                ProjectModel.appKitNames.contains(String(name.prefix { $0 != "." }))
                    && resolve(name, fromModule: holder.module, context: holder).isEmpty
            }) { return name }
            // Or a project class that descends from a UI framework class, as that class would
            // (`TextEditorViewController: VocableViewController`, itself a `UIViewController`).
            return names.first { name in
                resolve(name, fromModule: holder.module, context: holder).contains { uiFrameworkSuperclass(of: $0) != nil }
            }
        }
        for type in file.types {
            // Only one that adopts a protocol: a plain extension may extend a project typealias.
            if type.kind == .extension, !type.inherited.isEmpty, let name = uiName(ProjectModel.stripGenericArguments(type.name)),
               types(inNamespace: name).isEmpty {
                return name
            }
            if let name = type.inherited.lazy.compactMap(uiName).first { return name }
            for property in type.properties {
                if let name = declaredUIName(property.typeName) ?? uiName(of: property.initializer) { return name }
            }
            for function in type.functions {
                let texts = function.parameters.map(\.typeName) + (function.returnType.map { [$0] } ?? [])
                if let name = texts.lazy.compactMap(declaredUIName).first { return name }
            }
        }
        // A type alias of a UI framework's type (`typealias Insets = SwiftUI.EdgeInsets`) declares with it.
        // Not one that names the project's own type or alias (`typealias Palette = UIPalette` of its enum).
        if let name = file.typeAliases.lazy.compactMap({ declaredUIName($0.aliased) }).first(where: { name in
            resolve(name, fromModule: holder.module, context: holder).isEmpty && aliasedTypeText(name, from: holder) == nil
        }) { return name }
        for construction in file.constructions {
            if let name = uiName(ProjectModel.stripGenericArguments(construction.typeName))
                ?? construction.arguments.lazy.compactMap({ uiName(of: $0.value) }).first {
                return name
            }
        }
        for call in file.calls {
            if let name = call.base.flatMap({ uiName(of: .reference($0)) }) ?? call.arguments.lazy.compactMap({ uiName(of: $0.value) }).first {
                return name
            }
        }
        if let name = file.assignments.lazy.compactMap({ uiName(of: $0.value) }).first { return name }
        // SwiftUI's free functions animate a view's state: what calls them drives views.
        if let name = file.calls.first(where: { $0.base == nil && ProjectModel.swiftUIFunctions.contains($0.name) })?.name {
            return name
        }
        // One of the project's own views built here (`ToastView(frame: .zero)` for a `UIView` subclass)
        // or asked by its class to show itself (`DotoriToast.makeToast(text:)`): the file draws. Not a
        // screen: a service that builds and presents view controllers is the UI leak this rule is about.
        func projectView(_ written: String) -> TypeID? {
            resolve(written, fromModule: holder.module, context: holder).first { id in
                uiFrameworkSuperclass(of: id).map(ProjectModel.isViewClassName) == true
            }
        }
        // Built, any of the project's subclasses of a UI framework class that goes on screen or serves
        // one (a view, a gesture recognizer, a layout, a share sheet's `PayslipShareItemProvider:
        // UIActivityItemProvider`), but a screen, a document (`UIDocument` stores a file) or a responder
        // (the app delegate). Not a model holding a UI value (`ExtrasModel(image: icon)`): a service
        // handing out images decides what goes on screen, the dependency this rule is about.
        func projectUIObject(_ written: String) -> TypeID? {
            resolve(written, fromModule: holder.module, context: holder).first { id in
                guard let external = uiFrameworkSuperclass(of: id) else { return false }
                return ProjectModel.isViewObjectName(external) && !external.hasSuffix("Controller") && !external.hasSuffix("Responder")
                    || external.hasSuffix("Layout") || ["UIActivity", "UIActivityItemProvider"].contains(external)
            }
        }
        for construction in file.constructions {
            let written = ProjectModel.stripGenericArguments(construction.typeName)
            if let object = projectUIObject(written) { return object.name }
            // Another module's view, built here: no type or alias of the project's and none of the
            // standard library's string views, named as a view, and built by UIKit's initialiser of
            // views (`NMFNaverMapView(frame: .zero)`) or in a file that names UI framework types
            // besides (a progress HUD's `JGProgressHUDErrorIndicatorView()` shown in the key window's
            // root view). An analytics event named `ScreenView(name:)` in a file of no UI is no view.
            let simpleName = String(ProjectModel.lastComponent(of: written))
            if simpleName.hasSuffix("View"), !ProjectModel.standardLibraryViews.contains(simpleName),
               resolve(written, fromModule: holder.module, context: holder).isEmpty, aliasedTypeText(written, from: holder) == nil,
               construction.arguments.first?.label == "frame" || uiFrameworkMention(in: file, from: holder) != nil {
                return written
            }
        }
        // Through a class property too (`LoadingView.shared.start()`), and written with its module
        // (`DesignSystem.ToastView.show(text:)`); not a value of the name (a parameter, a local, a
        // property of the type's own).
        for call in file.calls {
            guard let base = call.base, base.utf8.first.map({ $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) == true
            else { continue }
            let head = String(base.prefix { $0 != "." })
            guard !isLocalOrParameter(head, in: holder, member: call.context.member), self[holder]?.property(named: head) == nil
            else { continue }
            if let view = projectView(base) ?? projectView(head) { return view.name }
        }
        return nil
    }

    /// A prefixed UI framework name (`UIApplication`, `NSAlert`) the file's code mentions anywhere, or
    /// nil: also where `uiFrameworkUse` looks at no expression (a condition, an enum case's payload, a
    /// literal, an attribute's argument). A mention inside a member's body is a dependency, not the
    /// type's job: it tells what the file uses, not what the type is.
    public func uiFrameworkMention(in file: FileFacts, from holder: TypeID) -> String? {
        let imported = Set(file.imports.map(\.module))
        return file.prefixedNames.first { name in
            guard !imported.contains(name), !ProjectModel.uiFrameworkModules.contains(name),
                  isUIFrameworkTypeName(name, from: holder) || ProjectModel.appKitNames.contains(name) else { return false }
            // `UITestSettingsKey`: the project's own name.
            return resolve(name, fromModule: holder.module, context: holder).isEmpty
        }
    }

    /// The standard library's views of a string's contents (`String.UnicodeScalarView`): no views.
    static let standardLibraryViews: Set<String> = ["CharacterView", "UnicodeScalarView", "UTF16View", "UTF8View"]

    /// The module whose name `#if canImport(UIKit)` mentions, not a type.
    static let uiFrameworkModules: Set<String> = ["UIKit"]
    /// AppKit's application-wide objects and services, which `NS` alone does not tell from
    /// Foundation's (`NSString`): a file that names them uses AppKit.
    static let appKitNames: Set<String> = ["NSAlert", "NSAnimationContext", "NSApp", "NSApplication", "NSCursor",
                                           "NSEvent", "NSHapticFeedbackManager", "NSMenu", "NSMenuItem", "NSPasteboard",
                                           "NSScreen", "NSSound", "NSStatusBar", "NSStatusItem", "NSWorkspace"]
    /// SwiftUI's free functions, called without a receiver.
    static let swiftUIFunctions: Set<String> = ["withAnimation", "withTransaction"]

    /// A caseless enum that only groups nested types (`enum ListProducts {}` with its parts declared in
    /// `extension ListProducts { … }`): a namespace, not a model or any other role's type. So is a
    /// struct used that way (`struct Onboarding { static let speechWidth: CGFloat = 320 }` beside its
    /// `extension Onboarding { struct DaxSpeech: View }`): nothing of its own but static constants
    /// (static variables are global state, not a namespace).
    public func isNamespace(_ id: TypeID) -> Bool {
        guard let type = self[id], type.kind == .enum || type.kind == .struct, type.inherited.isEmpty, type.functions.isEmpty,
              type.properties.allSatisfy({ $0.isStatic && (type.kind == .enum || $0.isLet) }) else { return false }
        let prefix = type.name + "."
        let namespace = String(type.name.split(separator: ".").first ?? "")
        return types(inNamespace: namespace).contains { $0.module == id.module && $0.name.hasPrefix(prefix) }
    }

    /// A name without an implementation suffix (`SessionManagerImpl` → `SessionManager`).
    public static func nameWithoutImplementationSuffix(_ name: String) -> String {
        RoleInference.nameWithoutImplementationSuffix(name)
    }

    /// The types a file declares (not extends), nested ones included, in source order.
    public func declaredTypes(in file: FileFacts) -> [(id: TypeID, fact: TypeFact)] {
        let module = self.module(of: file.path)
        return file.types.filter { $0.kind != .extension && !$0.name.isEmpty }
            .sorted { ($0.location, $0.name) < ($1.location, $1.name) }
            .compactMap { fact in
                guard let id = resolve(fact.name, fromModule: module, context: nil, file: file.path).first else { return nil }
                return (id, fact)
            }
    }

    /// The types a file extends, in source order.
    public func extendedTypes(in file: FileFacts) -> [TypeID] {
        let module = self.module(of: file.path)
        var result: [TypeID] = []
        for fact in file.types.sorted(by: { $0.location < $1.location }) where fact.kind == .extension {
            let name = ProjectModel.stripGenericArguments(fact.name)
            if let id = resolve(name, fromModule: module, context: nil, file: file.path).first, !result.contains(id) { result.append(id) }
        }
        return result
    }
}
