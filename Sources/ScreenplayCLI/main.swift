import Foundation

let status = await CommandLine.run(
  arguments: Array(CommandLine.arguments.dropFirst()),
  environment: ProcessInfo.processInfo.environment)
exit(status)
