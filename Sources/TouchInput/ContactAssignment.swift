/// Pairs one protocol-A frame's contacts with the last frame's by the least total squared
/// distance over all pairings, as mtdev's `match.c` does; greedy nearest-first pairing
/// swaps two fingers that move along the line joining them.
///
/// The search is the Hungarian algorithm (shortest augmenting paths with potentials,
/// O(n²·m) for n ≤ m points): exact at every size, so small frames need no path of their
/// own. min(n, m) pairs are always made; the rest of the larger side ended or began.
///
/// Ties: below the squared distance, each pair costs how far it moves in the frames'
/// packet order, |p − c|. The scale keeps that term from ever outweighing one unit of
/// squared distance, so among pairings of equal total distance the one that keeps the
/// contacts in their previous order wins. Costs are `Int128`: a squared distance between
/// two `Int32` points needs 65 bits, so any value a file holds is exact and cannot trap.
enum ContactAssignment {
    /// A contact's position in device units.
    typealias Position = (x: Int32, y: Int32)

    /// For each of `current`, the index in `previous` of the contact it continues, or
    /// nil for a contact that began.
    static func match(previous: [Position], current: [Position]) -> [Int?] {
        var previousOfCurrent = [Int?](repeating: nil, count: current.count)
        guard !previous.isEmpty, !current.isEmpty else { return previousOfCurrent }
        let scale = Int128(previous.count * current.count)
        func cost(_ p: Int, _ c: Int) -> Int128 {
            let dx = Int128(current[c].x) - Int128(previous[p].x)
            let dy = Int128(current[c].y) - Int128(previous[p].y)
            return (dx * dx + dy * dy) * scale + Int128((p - c).magnitude)
        }
        if previous.count <= current.count {
            for (p, c) in columns(rows: previous.count, columns: current.count, cost: cost).enumerated() {
                previousOfCurrent[c] = p
            }
        } else {
            for (c, p) in columns(rows: current.count, columns: previous.count, cost: { cost($1, $0) }).enumerated() {
                previousOfCurrent[c] = p
            }
        }
        return previousOfCurrent
    }

    /// The column each row is assigned to in the assignment of least total `cost`, for
    /// `rows` ≤ `columns`.
    ///
    /// Rows join one at a time; each joins along the cheapest path of reduced costs
    /// (cost − rowPotential − columnPotential, never negative) from its own row to a free
    /// column, re-assigning the columns on the way, and the potentials move so that the
    /// assignment stays optimal for the rows placed so far. Index 0 of the column arrays
    /// is the virtual start of each path.
    private static func columns(rows: Int, columns: Int, cost: (Int, Int) -> Int128) -> [Int] {
        var rowPotential = [Int128](repeating: 0, count: rows + 1)
        var columnPotential = [Int128](repeating: 0, count: columns + 1)
        var rowOfColumn = [Int](repeating: 0, count: columns + 1)  // 1-based rows; 0 = free
        var previousColumn = [Int](repeating: 0, count: columns + 1)
        var slack = [Int128](repeating: 0, count: columns + 1)
        var visited = [Bool](repeating: false, count: columns + 1)
        for row in 1...rows {
            rowOfColumn[0] = row
            var column = 0
            for index in 1...columns {
                slack[index] = .max
                visited[index] = false
            }
            repeat {
                visited[column] = true
                let from = rowOfColumn[column]
                var delta = Int128.max
                var next = 0
                for index in 1...columns where !visited[index] {
                    let reduced = cost(from - 1, index - 1) - rowPotential[from] - columnPotential[index]
                    if reduced < slack[index] {
                        slack[index] = reduced
                        previousColumn[index] = column
                    }
                    if slack[index] < delta {
                        delta = slack[index]
                        next = index
                    }
                }
                for index in 0...columns {
                    if visited[index] {
                        rowPotential[rowOfColumn[index]] += delta
                        columnPotential[index] -= delta
                    } else {
                        slack[index] -= delta
                    }
                }
                column = next
            } while rowOfColumn[column] != 0
            repeat {
                let before = previousColumn[column]
                rowOfColumn[column] = rowOfColumn[before]
                column = before
            } while column != 0
        }
        var columnOfRow = [Int](repeating: 0, count: rows)
        for index in 1...columns where rowOfColumn[index] != 0 {
            columnOfRow[rowOfColumn[index] - 1] = index - 1
        }
        return columnOfRow
    }
}
