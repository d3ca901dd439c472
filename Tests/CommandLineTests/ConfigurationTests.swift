import ArchlintTestSupport
import Foundation
import XCTest

/// `.archlint.yml`, presets, suppression comments, baselines, `init` and the rule reference, each
/// through the real binary on a temporary tree.
final class ConfigurationTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        root = try ArchlintProcess.temporaryDirectory()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    static let strongPresenter = """
        protocol OrdersDisplayLogic: AnyObject {}
        final class OrdersViewController: UIViewController, OrdersDisplayLogic {}
        final class OrdersPresenter {
            var viewController: OrdersDisplayLogic?
        }
        """

    static let interactorBuildingGateway = """
        final class OrdersInteractor {
            var gateway: OrdersGateway?
            func load() { gateway = OrdersGateway() }
        }
        final class OrdersGateway {}
        """

    func run(_ arguments: [String]) throws -> ArchlintProcess.Outcome {
        try ArchlintProcess.run(arguments, in: root)
    }

    // MARK: Configuration errors

    func testConfigurationErrorsNameTheirLineAndColumnAndExitTwo() throws {
        try ArchlintProcess.write(["A.swift": "final class A {}"], under: root)
        let cases: [(String, String)] = [
            ("rules:\n  weak_back_reference: error\n  weak_delegat: error\n", ".archlint.yml:3:3: error: unknown rule 'weak_delegat'"),
            ("extends: [clean-swift]\nexclude: [Generated]\n", ".archlint.yml:2:1: error: unknown key 'exclude'"),
            ("extends: [clean-swfit]\n", ".archlint.yml:1:11: error: unknown preset 'clean-swfit'"),
            ("rules:\n  vip_direction: fatal\n", ".archlint.yml:2:18: error: severity must be error, warning or off"),
            ("rules:\n  container_size: { max_dependecies: 3 }\n", ".archlint.yml:2:21: error: unknown option 'max_dependecies' for container_size"),
            ("roles:\n  servise: { names: [\"*Gateway\"] }\n", ".archlint.yml:2:3: error: unknown role 'servise'"),
            ("rules: [\n", ".archlint.yml:2:1: error:"),
        ]
        for (text, expected) in cases {
            try Data(text.utf8).write(to: root.appendingPathComponent(".archlint.yml"))
            let outcome = try run(["check", "."])
            XCTAssertEqual(outcome.exitCode, 2, text)
            XCTAssertTrue(outcome.standardError.contains(expected), "\(text) → \(outcome.standardError)")
        }
    }

    // MARK: Rules, roles, files

    func testSeveritiesOptionsRolesAndIncludedExcluded() throws {
        try ArchlintProcess.write(["Sources/Orders.swift": Self.interactorBuildingGateway,
                                   "Generated/Presenter.swift": Self.strongPresenter], under: root)
        // No configuration: a Gateway has no role, the generated presenter is checked.
        var report = try JSONReport.decode(try run(["check", ".", "--reporter", "json"]).standardOutput)
        XCTAssertEqual(report.violations.map(\.rule), ["weak_back_reference"])
        try Data("""
            extends: [clean-swift, di-container]
            excluded: [Generated]
            roles:
              service: { names: ["*Gateway"] }
            rules:
              container_only_construction: error
            """.utf8).write(to: root.appendingPathComponent(".archlint.yml"))
        let outcome = try run(["check", ".", "--reporter", "json"])
        report = try JSONReport.decode(outcome.standardOutput)
        XCTAssertEqual(report.violations.map(\.rule), ["container_only_construction"])
        XCTAssertEqual(report.violations.map(\.severity), ["error"])
        XCTAssertEqual(outcome.exitCode, 1)
        try Data("rules:\n  container_only_construction: off\n  weak_back_reference: off\n".utf8)
            .write(to: root.appendingPathComponent(".archlint.yml"))
        XCTAssertEqual(try run(["check", "."]).standardOutput, "")
    }

    func testLayersFromConfiguration() throws {
        try ArchlintProcess.write([
            "Sources/Domain/Order.swift": "final class Order {\n    weak var screen: OrderViewController?\n}",
            "Sources/App/OrderViewController.swift": "final class OrderViewController: UIViewController {}",
            ".archlint.yml": """
                rules:
                  layer_dependency:
                    layers:
                      domain: { paths: ["Sources/Domain/**"] }
                      ui: { roles: [view] }
                    forbidden: [{ from: domain, to: ui }]
                """,
        ], under: root)
        let outcome = try run(["check", "Sources"])
        XCTAssertEqual(outcome.exitCode, 1)
        XCTAssertTrue(outcome.standardOutput.hasPrefix("Sources/Domain/Order.swift:2:14: error: Order (layer domain) depends on OrderViewController"),
                      outcome.standardOutput)
    }

    // MARK: Suppression

    func testSuppressionComments() throws {
        try ArchlintProcess.write(["A.swift": """
            protocol OrdersDisplayLogic: AnyObject {}
            final class OrdersViewController: UIViewController, OrdersDisplayLogic {}
            final class OrdersPresenter {
                // archlint:disable:next weak_back_reference - the view is re-created each time
                var viewController: OrdersDisplayLogic?
            }
            final class ReceiptPresenter {
                var viewController: OrdersDisplayLogic? // archlint:disable:this weak_back_reference
            }
            // archlint:disable all
            final class LegacyPresenter {
                var viewController: OrdersDisplayLogic?
            }
            // archlint:enable all
            final class CartPresenter {
                var viewController: OrdersDisplayLogic?
            }
            protocol PlayerDelegate: AnyObject {}
            final class Player {
                // swiftlint:disable:next weak_delegate
                var delegate: PlayerDelegate?
                // archlint:disable:next weak_delegat
                var other: Int = 0
                // archlint:disable:next ownership_cycle
                var unused: Int = 1
            }
            """], under: root)
        let outcome = try run(["check", ".", "--reporter", "json", "--report-unused-suppressions"])
        let report = try JSONReport.decode(outcome.standardOutput)
        XCTAssertEqual(report.violations.map { "\($0.line) \($0.rule)" }, [
            "16 weak_back_reference",  // after the region's enable
            "22 suppression",          // unknown rule id
            "22 suppression",          // … which suppresses nothing
            "24 suppression",          // a disable that suppresses nothing
        ])
        XCTAssertTrue(report.violations.contains { $0.message.contains("unknown rule 'weak_delegat'") })
        XCTAssertTrue(report.violations.contains { $0.message.contains("archlint:disable:next ownership_cycle suppresses nothing") })
    }

    func testPresetsSelectRulesAndSwiftLintsRuleListsAdjustThem() throws {
        let scene = """
            protocol OrdersDisplayLogic: AnyObject {}
            protocol OrdersBusinessLogic {}
            final class OrdersViewController: UIViewController, OrdersDisplayLogic {}
            final class OrdersInteractor: OrdersBusinessLogic {}
            final class OrdersPresenter {
                var viewController: OrdersDisplayLogic?
                var interactor: OrdersInteractor?
            }
            """
        try ArchlintProcess.write(["A.swift": scene], under: root)
        func rules(_ configuration: String) throws -> [String] {
            try Data(configuration.utf8).write(to: root.appendingPathComponent(".archlint.yml"))
            let outcome = try run(["check", ".", "--reporter", "json"])
            XCTAssertNotEqual(outcome.exitCode, 2, outcome.standardError)
            return Set(try JSONReport.decode(outcome.standardOutput).violations.map(\.rule)).sorted()
        }
        // The Clean Swift preset sees the forbidden presenter → interactor edge and the strong view.
        XCTAssertEqual(try rules("extends: [clean-swift]\n"), ["vip_direction", "weak_back_reference"])
        // The coordinator preset alone runs no Clean Swift scene rule.
        XCTAssertEqual(try rules("extends: [coordinator]\n"), ["weak_back_reference"])
        XCTAssertEqual(try rules("extends: [coordinator]\nopt_in_rules: [vip_direction]\n"),
                       ["vip_direction", "weak_back_reference"])
        XCTAssertEqual(try rules("extends: [clean-swift]\ndisabled_rules: [weak_back_reference]\n"), ["vip_direction"])
        XCTAssertEqual(try rules("extends: [clean-swift]\nonly_rules: [weak_back_reference]\n"), ["weak_back_reference"])
        // No preset at all: every rule that is not opt-in.
        XCTAssertEqual(try rules("rules:\n  container_size: { max_dependencies: 20 }\n"), ["vip_direction", "weak_back_reference"])
        try Data("disabled_rules: [weak_delegat]\n".utf8).write(to: root.appendingPathComponent(".archlint.yml"))
        let outcome = try run(["check", "."])
        XCTAssertEqual(outcome.exitCode, 2)
        XCTAssertTrue(outcome.standardError.contains(".archlint.yml:1:18: error: unknown rule 'weak_delegat' in disabled_rules"),
                      outcome.standardError)
    }

    /// SPEC §5's precision contract: a rule below 9 in 10 on unseen code is off in the default presets,
    /// on in strict, and any configuration can turn it on.
    func testOptInRulesRunOnlyWhenTurnedOn() throws {
        try ArchlintProcess.write(["Search.swift": """
            final class SearchPresenter {
                func search(_ text: String) {
                    DispatchQueue.global().asyncAfter(deadline: .now() + 1) { [unowned self] in
                        self.finish()
                    }
                }
                func finish() {}
            }
            """], under: root)
        XCTAssertEqual(try rules(nil), [])
        XCTAssertEqual(try rules("extends: [clean-swift, coordinator, di-container]\n"), [])
        XCTAssertEqual(try rules("extends: [strict]\n"), ["unsafe_unowned_capture"])
        XCTAssertEqual(try rules("extends: [clean-swift, coordinator, di-container]\nopt_in_rules: [unsafe_unowned_capture]\n"),
                       ["unsafe_unowned_capture"])
        XCTAssertEqual(try rules("extends: [coordinator]\nrules:\n  unsafe_unowned_capture: warning\n"), ["unsafe_unowned_capture"])
        let listing = try run(["rules"]).standardOutput.split(separator: "\n")
        for rule in ["container_only_construction", "container_size", "coordinator_child_lifecycle", "ownership_cycle",
                     "navigation_ownership", "unsafe_unowned_capture", "weak_delegate"] {
            XCTAssertTrue(listing.contains { $0.hasPrefix(rule + " ") && $0.contains(" opt-in ") }, rule)
        }
        for rule in ["strong_self_capture", "weak_back_reference", "layer_imports", "class_bound_protocol", "vip_direction"] {
            XCTAssertTrue(listing.contains { $0.hasPrefix(rule + " ") && $0.contains(" on ") }, rule)
        }
    }

    /// weak_delegate is opt-in; turned on, it is scoped to delegates an owner can be shown for, and
    /// `untraced: true` (strict) also reports one that nothing visibly assigns, as SwiftLint does.
    func testWeakDelegateReportsUntracedDelegatesOnlyWhenAsked() throws {
        try ArchlintProcess.write(["Login.swift": """
            protocol LoginDelegate: AnyObject {}
            final class LoginView {
                var delegate: LoginDelegate?
            }
            """, "Cell.swift": """
            protocol ProductCellDelegate: AnyObject {}
            final class ProductCell: UITableViewCell {
                var delegate: ProductCellDelegate?
            }
            final class ProductsViewController: UIViewController, ProductCellDelegate {
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath) as! ProductCell
                    cell.delegate = self
                    return cell
                }
            }
            """], under: root)
        XCTAssertEqual(try places(nil), [])
        XCTAssertEqual(try places("extends: [coordinator]\nrules:\n  weak_delegate: error\n"), ["Cell.swift:3 weak_delegate"])
        XCTAssertEqual(try places("extends: [strict]\n"), ["Cell.swift:3 weak_delegate", "Login.swift:3 weak_delegate"])
        XCTAssertEqual(try places("extends: [coordinator]\nrules:\n  weak_delegate:\n    severity: error\n    untraced: true\n"),
                       ["Cell.swift:3 weak_delegate", "Login.swift:3 weak_delegate"])
    }

    private func rules(_ configuration: String?) throws -> [String] {
        try places(configuration).map { String($0.split(separator: " ").last ?? "") }
    }

    /// `file:line rule` of each finding the configuration gives (nil: no configuration file).
    private func places(_ configuration: String?) throws -> [String] {
        let file = root.appendingPathComponent(".archlint.yml")
        if let configuration { try Data(configuration.utf8).write(to: file) } else { try? FileManager.default.removeItem(at: file) }
        let outcome = try run(["check", ".", "--reporter", "json"])
        XCTAssertNotEqual(outcome.exitCode, 2, outcome.standardError)
        return try JSONReport.decode(outcome.standardOutput).violations.map { "\($0.file):\($0.line) \($0.rule)" }
    }

    // MARK: Baseline

    func testBaselineRoundTripSurvivesMovedLinesAndReportsStaleEntries() throws {
        try ArchlintProcess.write(["A.swift": Self.strongPresenter, "B.swift": Self.interactorBuildingGateway
            .replacingOccurrences(of: "Gateway", with: "Worker"), ".archlint.yml": ArchlintProcess.optInRulesConfiguration],
                                  under: root)
        let written = try run(["check", ".", "--write-baseline", "baseline.json"])
        XCTAssertEqual(written.exitCode, 0)
        let baselineText = try String(contentsOf: root.appendingPathComponent("baseline.json"), encoding: .utf8)
        XCTAssertTrue(baselineText.contains("\"rule\" : \"container_only_construction\""), baselineText)
        // The key is rule, file and symbol; the line and its text only break ties between identical findings.
        XCTAssertTrue(baselineText.contains("\"symbol\" : \"OrdersInteractor.load()→OrdersWorker\""), baselineText)
        // Everything is in the baseline: clean.
        var outcome = try run(["check", ".", "--baseline", "baseline.json"])
        XCTAssertEqual(outcome.exitCode, 0)
        XCTAssertEqual(outcome.standardOutput, "")
        // Lines inserted above the violations: still matched.
        try Data(("// A header comment\n\n\n" + Self.strongPresenter).utf8).write(to: root.appendingPathComponent("A.swift"))
        outcome = try run(["check", ".", "--baseline", "baseline.json"])
        XCTAssertEqual(outcome.standardOutput, "")
        // A new violation is reported; a fixed one leaves a stale entry.
        try Data("final class OrdersInteractor {}\nfinal class OrdersWorker {}".utf8).write(to: root.appendingPathComponent("B.swift"))
        try Data((Self.strongPresenter + "\nfinal class CartPresenter {\n    var viewController: OrdersDisplayLogic?\n}").utf8)
            .write(to: root.appendingPathComponent("A.swift"))
        outcome = try run(["check", ".", "--baseline", "baseline.json", "--reporter", "json"])
        let report = try JSONReport.decode(outcome.standardOutput)
        XCTAssertEqual(report.violations.map(\.rule), ["weak_back_reference", "stale_baseline"])
        XCTAssertTrue(report.violations[0].message.hasPrefix("CartPresenter.viewController"))
        XCTAssertEqual(outcome.exitCode, 1)
        // Only the stale entry: passes, unless --strict-baseline.
        try Data(Self.strongPresenter.utf8).write(to: root.appendingPathComponent("A.swift"))
        XCTAssertEqual(try run(["check", ".", "--baseline", "baseline.json"]).exitCode, 0)
        XCTAssertEqual(try run(["check", ".", "--baseline", "baseline.json", "--strict-baseline"]).exitCode, 1)
    }

    /// Objective-C parameters are labelled with their selector's parts now (`setUpWithName(_:count:)`);
    /// a baseline written before, with `setUpWithName(_:_:)`, still matches that finding.
    func testAnObjectiveCFindingMatchesABaselineWrittenBeforeSelectorLabels() throws {
        try ArchlintProcess.write([
            "Thing.h": "#import <Foundation/Foundation.h>\n@interface Thing : NSObject\n@property (nonatomic, copy) void (^handler)(void);\n@end\n",
            "Thing.m": """
                #import "Thing.h"
                @implementation Thing
                - (void)setUpWithName:(NSString *)name count:(NSInteger)count {
                    self.handler = ^{ [self reload]; };
                }
                - (void)reload {}
                @end
                """,
        ], under: root)
        let written = try run(["check", ".", "--write-baseline", "baseline.json"])
        XCTAssertEqual(written.exitCode, 0)
        let baseline = root.appendingPathComponent("baseline.json")
        let current = try String(contentsOf: baseline, encoding: .utf8)
        XCTAssertTrue(current.contains("Thing.setUpWithName(_:count:)"), current)
        try Data(current.replacingOccurrences(of: "setUpWithName(_:count:)", with: "setUpWithName(_:_:)").utf8).write(to: baseline)
        let outcome = try run(["check", ".", "--baseline", "baseline.json"])
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardOutput)
        XCTAssertEqual(outcome.standardOutput, "")
    }

    func testABrokenBaselineIsALocatedError() throws {
        try ArchlintProcess.write(["A.swift": "final class A {}"], under: root)
        let cases: [(String, String)] = [
            ("{\n  \"entries\" : [\n    { \"rule\" : \"x\", \"file\" : \"A.swift\" }\n  ],\n  \"version\" : 2\n}\n",
             "baseline.json:3:5: error: not a baseline: at entries[0], missing \"symbol\""),
            ("{\"entries\": [1, 2", "baseline.json:1:18: error: not valid JSON: the file ends before its ]"),
            ("<<<<<<< HEAD\n", "baseline.json:1:1: error: not valid JSON: expected a value"),
        ]
        for (text, expected) in cases {
            try Data(text.utf8).write(to: root.appendingPathComponent("baseline.json"))
            let outcome = try run(["check", ".", "--baseline", "baseline.json"])
            XCTAssertEqual(outcome.exitCode, 2, text)
            XCTAssertTrue(outcome.standardError.contains(expected), "\(text) → \(outcome.standardError)")
        }
    }

    func testBaselineMatchesWhateverSpellingOfThePathsAndWorkingDirectory() throws {
        try ArchlintProcess.write(["App/Scenes/A.swift": Self.strongPresenter, "App/Scenes/B.swift": Self.interactorBuildingGateway
            .replacingOccurrences(of: "Gateway", with: "Worker")], under: root)
        // Written with a relative path from the root …
        XCTAssertEqual(try run(["check", "App/Scenes", "--write-baseline", "baseline.json"]).exitCode, 0)
        // … matched with an absolute path, with `./`, and from another working directory.
        let absolute = root.appendingPathComponent("App/Scenes").path
        for (arguments, directory) in [(["check", absolute, "--baseline", "baseline.json"], root!),
                                       (["check", "./App/Scenes/", "--baseline", "baseline.json"], root!),
                                       (["check", ".", "--baseline", "../baseline.json"], root.appendingPathComponent("App"))] {
            let outcome = try ArchlintProcess.run(arguments, in: directory)
            XCTAssertEqual(outcome.exitCode, 0, "\(arguments): \(outcome.standardOutput)\(outcome.standardError)")
            XCTAssertEqual(outcome.standardOutput, "", "\(arguments)")
        }
    }

    func testANewFindingBesideIdenticalOnesIsTheOneReported() throws {
        let twice = """
            final class OrdersInteractor {
                var worker: OrdersWorker?
                func load() {
                    worker = OrdersWorker()
                    worker = OrdersWorker()
                }
            }
            final class OrdersWorker {}
            """
        try ArchlintProcess.write(["A.swift": twice, ".archlint.yml": ArchlintProcess.optInRulesConfiguration], under: root)
        XCTAssertEqual(try run(["check", ".", "--write-baseline", "baseline.json"]).exitCode, 0)
        // A third identical construction, between the two old ones, with the old lines moved down.
        let thrice = twice.replacingOccurrences(of: "    func load() {\n        worker = OrdersWorker()\n",
                                                with: "    // moved\n    func load() {\n        worker = OrdersWorker()\n        self.worker = OrdersWorker()\n")
        try Data(thrice.utf8).write(to: root.appendingPathComponent("A.swift"))
        let outcome = try run(["check", ".", "--baseline", "baseline.json", "--reporter", "json"])
        let report = try JSONReport.decode(outcome.standardOutput)
        XCTAssertEqual(report.violations.map { "\($0.line) \($0.rule)" }, ["6 container_only_construction"])
    }

    // MARK: Presets, init, reference

    func testACopiedBinaryCarriesItsPresets() throws {
        let binary = root.appendingPathComponent("bin/archlint")
        try FileManager.default.createDirectory(at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: ArchlintProcess.binary, to: binary)
        try ArchlintProcess.write(["App/Presenter.swift": Self.strongPresenter,
                                   "App/.archlint.yml": "extends: [strict]\n"], under: root)
        let outcome = try ArchlintProcess.run(["check", "App", "--reporter", "json"], in: root, executable: binary)
        XCTAssertEqual(outcome.exitCode, 1, outcome.standardError)
        XCTAssertEqual(try JSONReport.decode(outcome.standardOutput).violations.map(\.rule), ["weak_back_reference"])
    }

    func testEveryPresetLoads() throws {
        try ArchlintProcess.write(["A.swift": "final class A {}"], under: root)
        for preset in ["clean-swift", "coordinator", "di-container", "mvvm-c", "viper", "strict"] {
            try Data("extends: [\(preset)]\n".utf8).write(to: root.appendingPathComponent(".archlint.yml"))
            let outcome = try run(["check", "."])
            XCTAssertEqual(outcome.exitCode, 0, "\(preset): \(outcome.standardError)")
        }
    }

    func testInitWritesPresetsDetectedInTheSample() throws {
        let sample = ArchlintProcess.repositoryRoot.appendingPathComponent("Samples/Catalog")
        let copy = root.appendingPathComponent("Catalog")
        try FileManager.default.copyItem(at: sample, to: copy)
        try FileManager.default.removeItem(at: copy.appendingPathComponent(".archlint.yml"))
        let outcome = try run(["init", "Catalog"])
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardError)
        let text = try String(contentsOf: copy.appendingPathComponent(".archlint.yml"), encoding: .utf8)
        XCTAssertTrue(text.contains("extends: [clean-swift, coordinator, di-container]"), text)
        XCTAssertEqual(try run(["check", "Catalog"]).exitCode, 1)
        XCTAssertEqual(try run(["init", "Catalog"]).exitCode, 2, "an existing file is kept")
        XCTAssertEqual(try run(["init", "Catalog", "--force"]).exitCode, 0)
    }

    func testCommittedRuleReferenceIsUpToDate() throws {
        let committed = try String(contentsOf: ArchlintProcess.repositoryRoot.appendingPathComponent("docs/rules.md"),
                                   encoding: .utf8)
        let generated = try run(["rules", "--markdown"]).standardOutput
        XCTAssertEqual(committed, generated, "docs/rules.md is out of date: run `archlint rules --markdown > docs/rules.md`")
    }

    func testHelpOnEveryCommand() throws {
        for command in ["check", "rules", "init"] {
            let outcome = try run([command, "--help"])
            XCTAssertEqual(outcome.exitCode, 0, command)
            XCTAssertTrue(outcome.standardOutput.hasPrefix("USAGE: archlint \(command)"), command)
        }
        XCTAssertEqual(try run(["version"]).standardOutput.filter { $0 == "." }.count, 2)
    }
}
