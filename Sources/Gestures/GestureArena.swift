/// Coordinates the recognizers that take part in the current touches: exclusive
/// recognition, failure requirements, held-back recognitions, actions, and the reset at
/// the end of each recognizer's sequence.
///
/// State changes made while a recognizer's touch method runs are queued and processed
/// when it returns (so actions read up-to-date properties); changes made elsewhere (in a
/// timer, by disabling a recognizer) are processed at once.
final class GestureArena {
    /// What a recognizer's attempt to recognize (leave possible) comes to.
    enum Admission {
        /// It may recognize now.
        case admitted
        /// A recognizer it requires to fail is still undecided: hold the recognition back.
        case waiting
        /// It must fail: a required recognizer recognized, or a recognizer sharing its
        /// touches has recognized and prevents it.
        case refused
    }

    private struct Transition {
        let recognizer: GestureRecognizer
        let from: GestureRecognizerState
        let to: GestureRecognizerState
    }

    /// The recognizers tied to touches since their last reset, in the order they joined.
    private(set) var participants: [GestureRecognizer] = []
    /// Reports every state change (not the reset to possible) with the clock's time.
    var onStateChange: ((GestureRecognizer, GestureRecognizerState, Instant) -> Void)?

    private let clock: ManualClock
    private var queue: [Transition] = []
    private var callbackDepth = 0
    private var isDraining = false
    /// Whether a sequence may have ended since the last look: a recognizer joined or
    /// finished (ended, cancelled, failed), or a touch was ignored or lifted (began and
    /// changed end nothing; a reset to possible happens only here). Nothing else ends one, so
    /// `drain()` skips the scan of the participants otherwise.
    private var sequenceMayHaveEnded = false

    init(clock: ManualClock) {
        self.clock = clock
    }

    /// Adds `recognizer` to the participants if it is not one yet.
    func enroll(_ recognizer: GestureRecognizer) {
        guard !participants.contains(where: { $0 === recognizer }) else { return }
        participants.append(recognizer)
        sequenceMayHaveEnded = true
        recognizer.arena = self
        recognizer.timerClock = clock
    }

    /// Runs a recognizer's touch method, processing the state changes it made afterwards.
    func runCallback(_ body: () -> Void) {
        callbackDepth += 1
        body()
        callbackDepth -= 1
        drain()
    }

    /// Called by a recognizer that entered `to`.
    func recognizer(
        _ recognizer: GestureRecognizer, didMoveFrom from: GestureRecognizerState,
        to: GestureRecognizerState
    ) {
        queue.append(Transition(recognizer: recognizer, from: from, to: to))
        if to.isFinished { sequenceMayHaveEnded = true }
        drain()
    }

    /// Notes that touches lifted, were tied to a recognizer or were ignored by one, so
    /// that the next `drain()` looks for sequences that ended.
    func touchesChanged() {
        sequenceMayHaveEnded = true
    }

    /// Processes queued state changes, then resets recognizers whose sequence is over.
    func drain() {
        guard callbackDepth == 0, !isDraining, sequenceMayHaveEnded || !queue.isEmpty else { return }
        isDraining = true
        while !queue.isEmpty {
            process(queue.removeFirst())
        }
        isDraining = false
        resetFinishedSequences()
    }

    // MARK: - Rules

    /// Decides an attempt of `recognizer` to recognize, given the other participants.
    static func admission(of recognizer: GestureRecognizer, among participants: [GestureRecognizer]) -> Admission {
        for other in participants where other !== recognizer && other.hasRecognizedInSequence {
            if shareTouches(other, recognizer) && prevents(other, recognizer) {
                return .refused
            }
        }
        var waiting = false
        for required in failureRequirements(of: recognizer, among: participants) {
            switch required.state {
            case .failed:
                continue
            case .possible:
                if required.isEngaged { waiting = true }
            case .began, .changed, .ended, .cancelled:
                return .refused
            }
        }
        return waiting ? .waiting : .admitted
    }

    /// The recognizers `recognizer` must wait for: the explicit ones, and the participants
    /// that a subclass or delegate adds.
    static func failureRequirements(
        of recognizer: GestureRecognizer,
        among participants: [GestureRecognizer]
    ) -> [GestureRecognizer] {
        var result = recognizer.explicitFailureRequirements
        for other in participants where other !== recognizer && !result.contains(where: { $0 === other }) {
            if requiresDynamically(recognizer, toFail: other) {
                result.append(other)
            }
        }
        return result
    }

    /// Whether `recognizer` must wait for `other` by any rule.
    static func requires(_ recognizer: GestureRecognizer, toFail other: GestureRecognizer) -> Bool {
        recognizer.requiresExplicitly(other) || requiresDynamically(recognizer, toFail: other)
    }

    private static func requiresDynamically(_ recognizer: GestureRecognizer, toFail other: GestureRecognizer) -> Bool {
        recognizer.shouldRequireFailure(of: other)
            || other.shouldBeRequiredToFail(by: recognizer)
            || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
    }

    /// Whether `winner`, by recognizing, makes `loser` fail.
    static func prevents(_ winner: GestureRecognizer, _ loser: GestureRecognizer) -> Bool {
        let simultaneous =
            winner.delegate?.gestureRecognizer(winner, shouldRecognizeSimultaneouslyWith: loser) == true
            || loser.delegate?.gestureRecognizer(loser, shouldRecognizeSimultaneouslyWith: winner) == true
        return !simultaneous && winner.canPrevent(loser) && loser.canBePrevented(by: winner)
    }

    /// Whether the two received a common touch.
    static func shareTouches(_ first: GestureRecognizer, _ second: GestureRecognizer) -> Bool {
        first.deliveredTouches.contains { touch in second.hasDelivered(touch) }
    }

    // MARK: - Processing

    private func process(_ transition: Transition) {
        let recognizer = transition.recognizer
        onStateChange?(recognizer, transition.to, clock.now)
        if transition.from == .possible && (transition.to == .began || transition.to == .ended) {
            failRecognizers(preventedBy: recognizer)
        } else if transition.to == .failed {
            reconsiderRecognizers(waitingFor: recognizer)
        }
        if transition.to.sendsActions {
            recognizer.sendActions()
        }
    }

    /// `winner` recognized: undecided recognizers that share its touches (unless allowed
    /// to recognize simultaneously) or that require it to fail now fail.
    private func failRecognizers(preventedBy winner: GestureRecognizer) {
        for other in participants where other !== winner && other.state == .possible {
            let prevented = GestureArena.shareTouches(other, winner) && GestureArena.prevents(winner, other)
            if prevented || GestureArena.requires(other, toFail: winner) {
                other.heldState = nil
                other.commit(.failed)
            }
        }
    }

    /// `failed` failed: held-back recognizers waiting for it are decided again.
    private func reconsiderRecognizers(waitingFor failed: GestureRecognizer) {
        for other in participants where other.heldState != nil && GestureArena.requires(other, toFail: failed) {
            switch GestureArena.admission(of: other, among: participants) {
            case .waiting:
                continue
            case .refused:
                other.heldState = nil
                other.commit(.failed)
            case .admitted:
                if let held = other.heldState {
                    other.heldState = nil
                    other.commit(held)
                }
            }
        }
    }

    /// Resets finished recognizers whose touches have all lifted, and lets go of
    /// recognizers that only had touches associated (never delivered) once those lifted.
    private func resetFinishedSequences() {
        guard sequenceMayHaveEnded else { return }
        sequenceMayHaveEnded = false
        guard participants.contains(where: \.isSequenceOver) else { return }
        let finished = participants.filter(\.isSequenceOver)
        participants.removeAll(where: \.isSequenceOver)
        for recognizer in finished {
            recognizer.performReset()
        }
    }
}

extension GestureRecognizer {
    /// Whether the recognizer has recognized in its current sequence and still stands
    /// (began, changed or ended), so that it blocks others sharing its touches.
    var hasRecognizedInSequence: Bool {
        state == .began || state == .changed || state == .ended
    }

    /// Whether its sequence is over: no touch of it is down, and it finished, or it is
    /// possible with nothing held back and no touch delivered. The touches are looked at
    /// last: most participants are still undecided with touches, and that is cheaper to see.
    var isSequenceOver: Bool {
        (state.isFinished || (state == .possible && heldState == nil && !isEngaged)) && !hasTouchesDown
    }
}
