"""The pace dummy: a goldfish with no options that evolves on a fixed schedule, so that a deck's
speed is measured against an opponent that grows as a typical deck does.

Its deck holds the catalog's median card of each level (III 350/250/160, IV 450/380/240, Perfect
540/460/330, Ultimate 700/620/480; lost points 10/10/10/10, 20/10/10/10, 30/20/10/10, 40/30/20/20;
battle type A; no zeroing C attack, like the vanilla dummy of `dummy.dummy_card`). It plays by the
rules of the standard profile, as a player would, and its deck is built so that its evolutions are
at hand: its IV, Perfect and Ultimate print no condition to pay (T-P4 puts nothing in the Power
Box) and may evolve from any lower level (a printed route, E-6.1), so one card in hand is one
evolution; in T-P1 it discards what it will not need (Level IIIs, evolutions below the scheduled
level, copies beyond an even share of the hand) and the T-P2 refill digs for the rest. From each
scheduled turn on it evolves to the scheduled level whenever its Digimon is below it: after a
defeat (P-5 (a)) or a death check (P-5 (c)) it climbs back the next turn.

Card numbers carry the stats (`DUMMY-IV:450/380/240:20/10/10/10:A`), so a replay header names the
exact dummy it was played against and `goldfish_card` rebuilds it.
"""

from __future__ import annotations

from gameplay.engine.actions import Action, Cancel, Discard, Pass, Prepare, Proceed, Swap
from gameplay.engine.cards import DIGIMON, CardRecord, Requirement
from gameplay.engine.dummy import DUMMY_NUMBER, dummy_card, dummy_from_number
from gameplay.engine.errors import EngineError
from gameplay.engine.game import legal_actions
from gameplay.engine.preparation import expected_top
from gameplay.engine.state import GameState, PlayerState

PREFIX = "DUMMY-"
LEVELS = ("III", "IV", "Perfect", "Ultimate")
# The catalog's median card of each level: attacks A/B/C and lost points vs III/IV/Perfect/Ultimate.
MEDIAN_CARDS: dict[str, tuple[tuple[int, int, int], tuple[int, int, int, int]]] = {
    "III": ((350, 250, 160), (10, 10, 10, 10)),
    "IV": ((450, 380, 240), (20, 10, 10, 10)),
    "Perfect": ((540, 460, 330), (30, 20, 10, 10)),
    "Ultimate": ((700, 620, 480), (40, 30, 20, 20)),
}
# The turns from which the dummy battles as a Level IV, a Perfect and an Ultimate.
DEFAULT_SCHEDULE = (2, 4, 6)
# 30 cards (S-1): the partner Level III first (S-2 takes the first), a spare one for an emptied
# box (T-P3), then the evolutions.
DECK_COUNTS = {"III": 2, "IV": 10, "Perfect": 9, "Ultimate": 9}
HAND = 6


def pace_card(level: str, battle_type: str = "A") -> CardRecord:
    """The dummy's median card of `level`; its Level III is a vanilla dummy card with those stats."""
    attacks, lost_points = MEDIAN_CARDS[level]
    if level == "III":
        return dummy_card(attacks, lost_points, battle_type)
    return _evolution_card(level, attacks, lost_points, battle_type)


def _evolution_card(
    level: str, attacks: tuple[int, int, int], lost_points: tuple[int, int, int, int], battle_type: str
) -> CardRecord:
    number = (
        f"{PREFIX}{level.upper()}:"
        + "/".join(map(str, attacks))
        + ":"
        + "/".join(map(str, lost_points))
        + f":{battle_type}"
    )
    return CardRecord(
        number=number,
        name=f"Dummy {level}",
        kind=DIGIMON,
        level=level,
        level_order=LEVELS.index(level) + 3,
        battle_type=battle_type,
        attacks=attacks,
        lost_points=lost_points,
        c_zeroes_a=False,
        # The next level (E-6.1), or any lower level by a printed route (like the catalog's "can only
        # evolve from Perfect levels"): one card climbs back after a defeat. Nothing to pay (T-P4).
        evolution=((),)
        + tuple(
            (Requirement("from_level", text=lower),) for lower in reversed(LEVELS[: LEVELS.index(level) - 1])
        ),
    )


def pace_deck() -> list[CardRecord]:
    return [pace_card(level) for level in LEVELS for _ in range(DECK_COUNTS[level])]


def is_goldfish_number(number: str) -> bool:
    """Whether `number` names a dummy's card (vanilla or pace), which no catalog holds."""
    return number.startswith(PREFIX)


def goldfish_card(number: str) -> CardRecord:
    """The dummy card (vanilla or pace) a number stands for; EngineError for any other number."""
    if number.startswith(DUMMY_NUMBER):
        return dummy_from_number(number)
    level = next((name for name in LEVELS[1:] if number.startswith(f"{PREFIX}{name.upper()}:")), None)
    try:
        if level is None:
            raise ValueError(number)
        _, attacks, lost, battle_type = number.split(":")
        a, b, c = (int(value) for value in attacks.split("/"))
        w, x, y, z = (int(value) for value in lost.split("/"))
    except ValueError:
        raise EngineError(f"{number!r} is not a dummy card number.") from None
    return _evolution_card(level, (a, b, c), (w, x, y, z), battle_type)


def parse_schedule(text: str) -> tuple[int, int, int]:
    """ "2/4/6" → (2, 4, 6): the turns of the first Level IV, Perfect and Ultimate, in order."""
    try:
        turns = tuple(int(part) for part in text.split("/"))
    except ValueError:
        turns = ()
    if len(turns) != 3 or not 1 <= turns[0] <= turns[1] <= turns[2]:
        raise EngineError(
            f"A pace schedule is three turns in order, IV/Perfect/Ultimate like 2/4/6, not {text!r}."
        )
    return turns[0], turns[1], turns[2]


class PaceBot:
    """Evolves to the scheduled level from its scheduled turns on, keeps its evolutions at hand,
    and otherwise passes (never swaps, never uses options); `pace:2/4/6` in `make_bot`."""

    def __init__(self, schedule: tuple[int, int, int] = DEFAULT_SCHEDULE) -> None:
        self.schedule = schedule

    def target_level(self, turn: int) -> int:
        """The level ordinal the dummy battles at in `turn` (3 before its first evolution)."""
        return 3 + sum(1 for first in self.schedule if turn >= first)

    def choose(self, state: GameState, player: int, legal: list[Action] | None = None) -> Action:
        if legal is None:
            legal = legal_actions(state, player)
        me = state.players[player]
        target = self.target_level(state.turn)
        if state.step == "prep" and me.prep_stage == 1:
            surplus = self._surplus(me, target)
            if surplus is not None and Discard(surplus) in legal:
                return Discard(surplus)
            return legal[0]
        if state.step == "prep":
            swaps = [a for a in legal if isinstance(a, Swap)]
            if swaps and me.top_card() is None:
                # T-P3 re-placement into an emptied box (P-10).
                return swaps[0]
            top = expected_top(me)
            if top is not None and 3 <= top.level_order < target:
                steps = [
                    a
                    for a in legal
                    if isinstance(a, Prepare) and top.level_order < me.deck[a.card].level_order <= target
                ]
                if steps:
                    # The scheduled level in one step when a route allows it, else the highest below.
                    return max(steps, key=lambda a: (me.deck[a.card].level_order, -a.card, -a.alt))
            return Pass()
        if state.step == "evolve" and Proceed() in legal:
            return Proceed()
        for action in legal:
            if isinstance(action, Pass | Cancel):
                return action
        return legal[0]

    def _surplus(self, me: PlayerState, target: int) -> int | None:
        """T-P1: the newest hand card the dummy will not need: Level IIIs, evolutions below the
        scheduled level, and copies beyond an even share of the hand for each level still to come."""
        needed = [level for level in (4, 5, 6) if level >= target]
        share = HAND // len(needed)
        kept: dict[int, int] = {}
        surplus = None
        for card in me.hand:
            level = me.deck[card].level_order
            kept[level] = kept.get(level, 0) + 1
            if level not in needed or kept[level] > share:
                surplus = card
        return surplus


def make_pace_bot(policy: str) -> PaceBot:
    """ "pace" or "pace:2/4/6" (turns of the first IV, Perfect and Ultimate)."""
    _, _, schedule = policy.partition(":")
    return PaceBot(parse_schedule(schedule) if schedule else DEFAULT_SCHEDULE)
