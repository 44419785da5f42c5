/// How `verify` speaks to the CI system it runs under, beside its text: `--format`, or detected
/// from the environment.
enum OutputFormat: String, Equatable, CaseIterable {
  /// The text only.
  case plain
  /// GitHub Actions: `::error` workflow commands, and a job summary in `$GITHUB_STEP_SUMMARY`.
  case github
  /// Azure Pipelines: `##vso[task.logissue …]` logging commands.
  case azure

  /// The format for `environment` when `--format` is not given: `github` when
  /// `GITHUB_ACTIONS=true`, `azure` when `TF_BUILD=True`, else `plain`.
  static func detected(in environment: [String: String]) -> OutputFormat {
    if environment["GITHUB_ACTIONS"] == "true" { return .github }
    if environment["TF_BUILD"]?.lowercased() == "true" { return .azure }
    return .plain
  }
}
