import Foundation

struct CreditEntry {
    let name: String
}

let entries = CommandLine.arguments.dropFirst().map { CreditEntry(name: $0) }
print(entries.count)
