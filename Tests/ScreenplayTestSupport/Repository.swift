import Foundation
import Screenplay

/// This repository, whose logs, fixtures and goldens the tests read and copy.
package enum Repository {
  /// The package root: the project `swift test` runs in (`SCREENPLAY_ROOT` if set), else the
  /// current folder.
  package static let root = Project.locate()?.root ?? FileManager.default.currentDirectoryPath
}
