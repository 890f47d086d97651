"""What one side of a bot game did turn by turn, read from the state around each action (the
simulation report's figures beyond wins and points).

`DeckWatch(side)` is told of every action before it is applied (`before`) and of the state after
(`after`); it never changes the state, so a watched game plays, records and replays exactly as an
unwatched one. It keeps:

- `first_level`: the turn of the side's first Level IV, Perfect and Ultimate (0: never), from its
  evolutions (`evolved_log`) and from the Digimon seen battling;
- `battles`: one letter per finished battle, in turn order: `w` won, `d` drawn, `l` lost;
- `failures`: per turn in which the side could prepare no evolution (T-P4) while below Ultimate,
  why: `no_card` (no Digimon in hand that may follow the battling one), `no_marks` (a step whose
  ●/× the Net Ocean cannot pay, A-11), `no_win_rate` (a step that lacks its win-rate card, EC-2) or
  `other` (a jogress partner, Digimental, Spirit or named card that is missing);
- `options`: card number → times the side used that option (O-2);
- `points_lost`: per action that ended a turn, and once more at the end when points fell since,
  the points (side 0, side 1) lost since the previous entry (P-3; one entry at least).
"""

from __future__ import annotations

from gameplay.engine.actions import Action, Pass, Use
from gameplay.engine.cards import CardRecord
from gameplay.engine.conditions import conditions_ignorable, pays
from gameplay.engine.hands import HAND_LIMIT, hand_limit
from gameplay.engine.ignoring import ignore_reaches
from gameplay.engine.preparation import can_swap, routes_from
from gameplay.engine.state import BATTLE, EMPTY_SLOTS, NONE, POINT_CALCULATION, GameState, PlayerState

LEVELS = (4, 5, 6)
CAUSES = ("no_card", "no_marks", "no_win_rate", "other")


class DeckWatch:
    def __init__(self, side: int = 0) -> None:
        self.side = side
        self.first_level = [0, 0, 0]
        self.battles: list[str] = []
        self.failures: dict[str, int] = {}
        self.options: dict[str, int] = {}
        self.points_lost: list[tuple[int, int]] = []
        self._turn = 1
        self._fp = -1
        # Both sides' points at the last `points_lost` entry (None before the first action).
        self._points: tuple[int, int] | None = None
        self._evolved = 0
        self._highest = 0
        # The level of each card number of the side's deck, read at its first evolution.
        self._levels: dict[str, int] = {}
        # The last shortfall asked and its answer (`_shortfall`).
        self._last: tuple[tuple[object, ...], str | None] | None = None

    def before(self, state: GameState, action: Action) -> None:
        if self._fp < 0:
            self._fp = state.fp
            self._points = (state.players[0].points, state.players[1].points)
        self._turn = state.turn
        if state.actor != self.side:
            return
        # The action classes are final, so their type names them (cheaper than isinstance); most
        # actions are neither a use nor a pass.
        if type(action) is Use:
            me = state.players[self.side]
            if me.slots[action.slot - 1] != NONE:
                number = me.deck[me.slots[action.slot - 1]].number
                self.options[number] = self.options.get(number, 0) + 1
        elif type(action) is Pass and state.step == "prep" and state.players[self.side].prep_stage == 1:
            # Ending T-P1: what the side may prepare is decided by the hand after the refill.
            cause = self._shortfall(state)
            if cause is not None:
                self.failures[cause] = self.failures.get(cause, 0) + 1

    def _shortfall(self, state: GameState) -> str | None:
        """`evolution_shortfall` for the watched side, kept for the same inputs: a side that cannot
        evolve often meets the next turn with the same Digimon, hand and slots (nothing drawn, nothing
        paid), and the answer depends on those alone (the records are immutable)."""
        me = state.players[self.side]
        if not me.digimon or me.deck[me.digimon[-1]].level_order >= 6:
            # shortfall_after_refill's first answers, without working out the refill.
            return None
        hand, ocean = refilled_hand(state, self.side)
        # The Digimon Box and the pending swap decide the top and whether it may be swapped.
        key = (me.digimon.copy(), me.pending_swap, ocean, hand, me.slots.copy())
        if self._last is None or self._last[0] != key:
            self._last = (key, shortfall_after_refill(me, hand, ocean))
        return self._last[1]

    def after(self, state: GameState) -> None:
        me = state.players[self.side]
        if len(me.evolved_log) > self._evolved:
            if not self._levels:
                self._levels = {card.number: card.level_order for card in me.deck}
            for number in me.evolved_log[self._evolved :]:
                self._reached(self._levels.get(number, 0), self._turn)
            self._evolved = len(me.evolved_log)
        # Once an Ultimate (the highest level) was seen, no Digimon reaches a level above it.
        if self._highest < LEVELS[-1] and state.phase in (BATTLE, POINT_CALCULATION) and me.digimon:
            level = me.deck[me.digimon[-1]].level_order
            if level > self._highest:
                # An appearance (E-9) or an effect's evolution reaches a level without a log entry.
                self._reached(level, state.turn)
        if state.turn > self._turn:
            # One action may carry the game through the rest of a turn (pass-only decisions are
            # the engine's, engine.game): the turn it began in has ended.
            for _ in range(state.turn - self._turn):
                self.battles.append(self._battle_letter(state, finished_turn=True))
            self._turn, self._fp = state.turn, state.fp
            self._note_points(state)

    def finish(self, state: GameState) -> None:
        """The last turn's battle, when the game ended in its Point Calculation (P-8)."""
        outcome = state.outcome()
        if outcome is not None and outcome.termination == "points" and len(self.battles) < state.turn:
            self.battles.append(self._battle_letter(state, finished_turn=False))
        now = (state.players[0].points, state.players[1].points)
        if self._points is None:
            self._points = now
        if now != self._points or not self.points_lost:
            self._note_points(state)

    def _note_points(self, state: GameState) -> None:
        before = self._points
        assert before is not None
        now = (state.players[0].points, state.players[1].points)
        self.points_lost.append((max(before[0] - now[0], 0), max(before[1] - now[1], 0)))
        self._points = now

    def _reached(self, level: int, turn: int) -> None:
        if level <= self._highest:
            # Told after every action: a level no higher than one seen before sets nothing new.
            return
        self._highest = level
        for index, wanted in enumerate(LEVELS):
            if level >= wanted and not self.first_level[index]:
                self.first_level[index] = turn

    def _battle_letter(self, state: GameState, *, finished_turn: bool) -> str:
        """P-6: a new first player is the battle's winner; otherwise the final values (B-7) tell
        whether the first player won or the battle was drawn."""
        if finished_turn and state.fp != self._fp:
            winner = state.fp
        else:
            mine, theirs = state.last_battle[self.side], state.last_battle[1 - self.side]
            if mine == theirs:
                return "d"
            winner = self.side if mine > theirs else 1 - self.side
        return "w" if winner == self.side else "l"


def evolution_shortfall(state: GameState, player: int) -> str | None:
    """Why `player`, about to refill (T-P2), will have no evolution to prepare (T-P4), or None when
    it will have one or its Digimon is an Ultimate; one of CAUSES. Reads the state, changes nothing."""
    hand, ocean = refilled_hand(state, player)
    return shortfall_after_refill(state.players[player], hand, ocean)


def refilled_hand(state: GameState, player: int) -> tuple[list[int], int]:
    """T-P2 worked out without copying the player: the hand after the refill (the Net Ocean's top is
    its end) and how many cards the Net Ocean keeps."""
    me = state.players[player]
    limit = hand_limit(state, player) if state.modifiers else HAND_LIMIT
    drawn = min(max(limit - len(me.hand), 0), len(me.net_ocean))
    ocean = len(me.net_ocean) - drawn
    return me.hand + me.net_ocean[ocean:][::-1], ocean


def shortfall_after_refill(me: PlayerState, hand: list[int], ocean: int) -> str | None:
    """`evolution_shortfall` from the refilled `hand` and the `ocean` cards left in the Net Ocean:
    it reads nothing else of the player that the refill changes, only its Digimon, slots and deck."""
    if not me.digimon:
        return None
    deck = me.deck
    top_card = me.digimon[-1]
    top = deck[top_card]
    if top.level_order >= 6:
        return None
    # The bases a step may evolve: the top and the Level IIIs that may be swapped in; copies
    # of one card are one base (the same record answers the same).
    bases = [top_card]
    if can_swap(me):
        base_ids = {id(top)}
        for c in hand:
            record = deck[c]
            if record.is_digimon and record.level_order == 3 and id(record) not in base_ids:
                bases.append(c)
                base_ids.add(id(record))
    # EC-2: the refilled hand, then the option slots' cards.
    sources = hand + [card for card in me.slots if card != NONE] if me.slots != EMPTY_SLOTS else hand
    ignore_cards = [deck[c] for c in sources if deck[c].ignores_conditions] if me.facts.ignoring else []
    if ignore_cards:
        # An "ignore evolution conditions" card that reaches a Digimon of the hand (E-11) leaves no
        # shortfall, whatever the routes.
        for base_card in bases:
            base = deck[base_card]
            for c in hand:
                target = deck[c]
                if (
                    c in me.facts.evolving
                    and conditions_ignorable(target)
                    and any(ignore_reaches(card, target, base) for card in ignore_cards)
                ):
                    return None
    # The closest route: the fewest missing things, then the first cause in CAUSES order; any route
    # without a block is no shortfall, so the order the routes are tried in does not matter.
    best: tuple[int, int] | None = None
    for base_card in bases:
        base = deck[base_card]
        # The Digimon with an allowed route from the base (preparation.routes_from, per deck).
        table = routes_from(me, base_card)
        for card in hand:
            routes = table.get(card)
            if routes is None:
                continue
            target = deck[card]
            for _alt, net_cards, needs in routes:
                blocks = _blocks(deck, sources, ocean, card, target, base, net_cards, needs)
                if not blocks:
                    return None
                rank = (len(blocks), min(map(CAUSES.index, blocks)))
                best = rank if best is None else min(best, rank)
    return "no_card" if best is None else CAUSES[best[1]]


def _blocks(
    deck: tuple[CardRecord, ...],
    sources: list[int],
    ocean: int,
    card: int,
    target: CardRecord,
    base: CardRecord,
    net_cards: int,
    needs: tuple[tuple[str, object], ...],
) -> list[str]:
    """What keeps one route from being prepared: its marks (A-11) against the `ocean` cards of the
    Net Ocean, then its condition cards from `sources`."""
    blocks = ["no_marks"] if net_cards > ocean else []
    chosen: list[int] = []
    for need in needs:
        for c in sources:
            if c != card and c not in chosen and pays(deck[c], need, target, base):
                chosen.append(c)
                break
        else:
            blocks.append("no_win_rate" if need[0] == "win_rate" else "other")
    return blocks
