import ArchlintTestSupport
import Foundation
import XCTest

/// docs/github-workflow.yml: valid against the GitHub workflow schema (check-jsonschema, from PyPI),
/// and its archlint steps, run as the runner runs a step (`bash -eo pipefail`), on a fixture
/// repository: the SARIF step writes the file the upload step sends, and the annotation step prints
/// GitHub's workflow commands and fails the job on an error.
final class GitHubWorkflowTests: XCTestCase {
    static let workflow = ArchlintProcess.repositoryRoot.appendingPathComponent("docs/github-workflow.yml")

    struct Step: Decodable {
        var id: String?
        var name: String?
        var uses: String?
        var run: String?
        var with: [String: String]?
    }

    struct Workflow: Decodable {
        struct Job: Decodable {
            var steps: [Step]
        }

        var permissions: [String: String]
        var jobs: [String: Job]
    }

    /// The workflow as JSON, through PyYAML (pre-commit's dependency, in the same environment).
    private func workflow() throws -> Workflow {
        let python = ExternalTool.pythonToolsDirectory.appendingPathComponent("python")
        let run = try ExternalTool.run(python, ["-c", "import json, sys, yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1]))))",
                                                Self.workflow.path])
        XCTAssertEqual(run.exitCode, 0, run.standardError)
        return try JSONDecoder().decode(Workflow.self, from: Data(run.standardOutput.utf8))
    }

    func testTheWorkflowIsValidAgainstGitHubsSchema() throws {
        let run = try ExternalTool.run(try ExternalTool.require("check-jsonschema"),
                                       ["--builtin-schema", "vendor.github-workflows", Self.workflow.path])
        XCTAssertEqual(run.exitCode, 0, run.standardOutput + run.standardError)
    }

    func testItsStepsUploadTheSARIFTheyWriteAndAnnotateThePullRequest() throws {
        let workflow = try workflow()
        XCTAssertEqual(workflow.permissions["security-events"], "write")
        let steps = try XCTUnwrap(workflow.jobs["archlint"]?.steps)
        let upload = try XCTUnwrap(steps.first { $0.uses?.hasPrefix("github/codeql-action/upload-sarif@") == true })
        XCTAssertEqual(upload.with?["sarif_file"], "archlint.sarif")
        XCTAssertTrue(steps.contains { $0.id == "build" && $0.run?.contains("swift build -c release") == true })

        let root = try ArchlintProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try ArchlintProcess.write(["Sources/Orders/OrdersPresenter.swift": """
            protocol OrdersDisplayLogic: AnyObject {}
            protocol OrdersPresentationLogic {}
            final class OrdersPresenter: OrdersPresentationLogic {
                var viewController: OrdersDisplayLogic?
            }
            final class OrdersViewController: OrdersDisplayLogic {}

            """], under: root)
        // What the job's `env:` gives the steps once archlint is built.
        let environment = ["ARCHLINT": ArchlintProcess.binary.path, "ARCHLINT_PATHS": "Sources", "GITHUB_WORKSPACE": root.path]
        func runStep(_ id: String) throws -> ArchlintProcess.Outcome {
            let script = try XCTUnwrap(steps.first { $0.id == id }?.run)
            return try ExternalTool.run(try ExternalTool.require("bash"), ["--noprofile", "--norc", "-eo", "pipefail", "-c", script],
                                        in: root, environment: environment)
        }

        let sarif = try runStep("sarif")
        XCTAssertEqual(sarif.exitCode, 0, "violations must not stop the upload: \(sarif.standardError)")
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent("archlint.sarif"))) as? [String: Any])
        let results = try XCTUnwrap(((log["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        XCTAssertEqual(results.map { $0["ruleId"] as? String }, ["weak_back_reference"])

        let annotations = try runStep("annotations")
        XCTAssertEqual(annotations.exitCode, 1)
        XCTAssertTrue(annotations.standardOutput.hasPrefix("::error file=Sources/Orders/OrdersPresenter.swift,line=4,"),
                      annotations.standardOutput)

        // A configuration error is not hidden by the SARIF step's tolerance of violations.
        try ArchlintProcess.write([".archlint.yml": "extends: [no-such-preset]\n"], under: root)
        XCTAssertEqual(try runStep("sarif").exitCode, 2)
    }
}
