import Testing

@testable import TextUI

/// A layout item's answers per proposal: kept by comparison for the first few proposals, in a
/// dictionary past them, each found again whichever holds it.
@Suite struct ProposalCacheTests {
  @Test func everyProposalKeepsItsOwnValuePastTheLinearLimit() {
    var cache = ProposalCache<Int>()
    let count = ProposalCache<Int>.linearLimit * 3
    let proposals = (0..<count).map { ProposedSize(width: $0 % 2 == 0 ? $0 : nil, height: $0) }
    for (index, proposal) in proposals.enumerated() { cache[proposal] = index }
    for (index, proposal) in proposals.enumerated() { #expect(cache[proposal] == index) }
    #expect(cache[ProposedSize(width: nil, height: nil)] == nil)
    #expect(cache[ProposedSize(width: 1, height: 0)] == nil)

    cache[proposals[2]] = -2
    cache[proposals[count - 1]] = -1
    #expect(cache[proposals[2]] == -2)
    #expect(cache[proposals[count - 1]] == -1)
  }
}
