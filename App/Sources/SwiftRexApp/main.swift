// The CLI app: every piece lives in AppCore so tests can drive it too.
import AppCore
import Foundation

let status = await AppMain.run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(status)
