#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TabBarLintCLI

exit(CLI.run(Array(CommandLine.arguments.dropFirst()), console: StandardConsole()))
