import Gestures
import TouchScripts

/// The events `play --control`'s clients scheduled, in the order they are due: by time,
/// and at equal times in the order they were scheduled (so a line's frames come before
/// its `expect` of the same moment, and one client's before a later one's). A binary
/// heap: statements of different clients and overlapping statements interleave in time,
/// and a million waiting events must not make each new one cost a million moves.
struct ControlSocketSchedule {
    private struct Entry {
        var event: TouchScript.Event
        var client: ControlSocketClient
        /// The order it was scheduled in, for equal times.
        var order: Int

        func isDue(before other: Entry) -> Bool {
            (event.time, order) < (other.event.time, other.order)
        }
    }

    private var heap: [Entry] = []
    private var nextOrder = 0
    /// The touch updates of the frames waiting.
    private(set) var waitingUpdates = 0
    /// The `expect` lines waiting.
    private(set) var waitingExpectations = 0

    /// When the earliest event is due.
    var nextTime: Instant? { heap.first?.event.time }

    mutating func add(_ event: TouchScript.Event, for client: ControlSocketClient) {
        count(event, by: 1)
        heap.append(Entry(event: event, client: client, order: nextOrder))
        nextOrder += 1
        siftUp(heap.count - 1)
    }

    /// Drops the `expect` lines `client` is owed: it went away, and nobody reads their
    /// answers. Its frames stay, to play out.
    mutating func removeExpectations(of client: ControlSocketClient) {
        let kept = heap.filter { entry in
            guard entry.client === client, case .expectation = entry.event else { return true }
            return false
        }
        waitingExpectations -= heap.count - kept.count
        heap = kept
        for index in heap.indices { siftUp(index) }
    }

    private mutating func count(_ event: TouchScript.Event, by sign: Int) {
        switch event {
        case .frame(let frame): waitingUpdates += sign * frame.updates.count
        case .key: waitingUpdates += sign
        case .expectation: waitingExpectations += sign
        }
    }

    private mutating func siftUp(_ index: Int) {
        var child = index
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].isDue(before: heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    /// Takes the earliest event if it is due by `time`.
    mutating func popDue(by time: Instant) -> (TouchScript.Event, ControlSocketClient)? {
        guard let first = heap.first, first.event.time <= time else { return nil }
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            var parent = 0
            while true {
                let (left, right) = (2 * parent + 1, 2 * parent + 2)
                var earliest = parent
                if left < heap.count, heap[left].isDue(before: heap[earliest]) { earliest = left }
                if right < heap.count, heap[right].isDue(before: heap[earliest]) { earliest = right }
                guard earliest != parent else { break }
                heap.swapAt(parent, earliest)
                parent = earliest
            }
        }
        count(first.event, by: -1)
        return (first.event, first.client)
    }
}
