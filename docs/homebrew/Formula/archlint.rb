# Homebrew formula for archlint, laid out as a tap: copy docs/homebrew/Formula/ into a repository
# named homebrew-archlint, then `brew install --HEAD <owner>/archlint/archlint`. Once a release is
# tagged, add its `url` and `sha256` so a plain `brew install` works.
class Archlint < Formula
  desc "Architecture linter and dependency-graph inspector for layered Swift code"
  homepage "https://github.com/archlint/archlint"
  license "MIT"
  head "https://github.com/archlint/archlint.git", branch: "main"

  depends_on "pkg-config" => :build
  depends_on "libyaml"
  # libclang, for the Objective-C files of mixed targets.
  depends_on "llvm"
  uses_from_macos "swift" => :build

  def install
    ENV["ARCHLINT_LIBCLANG_PREFIX"] = Formula["llvm"].opt_prefix
    # Homebrew builds in its own sandbox, inside which SwiftPM's sandbox cannot start.
    system "make", "install", "PREFIX=#{prefix}", "SWIFT_FLAGS=--disable-sandbox"
  end

  test do
    (testpath/"OrdersPresenter.swift").write <<~SWIFT
      protocol OrdersDisplayLogic: AnyObject {}
      protocol OrdersPresentationLogic {}
      final class OrdersPresenter: OrdersPresentationLogic {
          var viewController: OrdersDisplayLogic?
      }
      final class OrdersViewController: OrdersDisplayLogic {}
    SWIFT
    assert_match "(weak_back_reference)", shell_output("#{bin}/archlint check #{testpath}", 1)
    assert_match "complete -F _archlint archlint", (bash_completion/"archlint").read
  end
end
