"""The game log that narrates: turn markers, phase headings, evolutions, options, battles, points.

A match is replayed from its header, action by action (DESIGN rule 3). The engine takes the
decisions whose only choice is to pass by itself, so one action may run through the rest of a
phase, a whole battle and the start of the next turn. To see inside such a stretch the replay runs
on a `TracedState`: the engine's own state class whose `turn`, `phase` and `last_battle` tell the
narrator the moment they change. The attack values are read at B-7 (when `last_battle` is set,
modifiers still in place), the points lost when the turn ends; what changed in the Digimon Boxes,
Net Oceans and points is read at every phase change and after every action. The engine's rules and
digests are untouched: the traced state is the same state, only watched.

Entries are {turn, kind, text, cards}; kinds: turn, phase, evolve (swaps and evolutions), option
(flipped options), battle (a won battle), draw (a drawn battle), points (points changed outside a
battle), reshuffle (an empty Net Ocean refilled from the Dark Area), auto (a player who only passed
in a phase), manual (hand-played adjustments), info (the rest). What `reader` may not see names no
card (gameplay.describe); `reader` None is the revealed view.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from cards.local_names import card_name
from gameplay import battle_view, playout
from gameplay import engine as eng
from gameplay.describe import action_sentence, player_name
from gameplay.engine import actions as engine_actions
from gameplay.engine.state import GameState
from gameplay.labels import MARK_WORDS, NONE, phase_heading

LOG_KINDS = (
    "turn",
    "phase",
    "evolve",
    "option",
    "battle",
    "draw",
    "points",
    "reshuffle",
    "auto",
    "manual",
    "info",
)
TERMINATION_WORDS = {
    "points": gettext_lazy("points"),
    "concede": gettext_lazy("concession"),
    "cannot_continue": gettext_lazy("no Digimon to battle with"),
    "time_limit": gettext_lazy("time limit"),
    "both_zero": gettext_lazy("both at 0 points"),
}
# RULES 6.1: the loser's lost-point column read for the winner's level.
LOST_COLUMNS = {3: "III", 4: "IV", 5: "Perfect", 6: "Ultimate"}


def _watched(name: str) -> property:
    """A property over GameState's own slot `name` that tells the state's watcher before it changes."""
    slot = vars(GameState)[name]

    def change(state: TracedState, value: Any) -> None:
        state.watcher(state, name, value)
        slot.__set__(state, value)

    return property(slot.__get__, change)


class TracedState(GameState):
    """A GameState that calls `watcher(state, name, new_value)` before `turn`, `phase` or
    `last_battle` changes. Only the narration's own replay uses it."""

    __slots__ = ("watcher",)

    turn = _watched("turn")  # type: ignore[assignment]
    phase = _watched("phase")  # type: ignore[assignment]
    last_battle = _watched("last_battle")  # type: ignore[assignment]


_SLOTS = {name: vars(GameState)[name] for name in GameState.__slots__}


def traced(state: GameState, watcher: Any) -> TracedState:
    """The same state as a TracedState (its fields shared, not copied), watched by `watcher`."""
    other = TracedState.__new__(TracedState)
    for slot in _SLOTS.values():
        slot.__set__(other, slot.__get__(state))
    other.watcher = watcher
    return other


@dataclass
class Sheet:
    """What the narrator last saw of one player."""

    digimon: list[int]
    face_down: bool
    points: int
    net_ocean: int
    dark_area: int
    power: list[tuple[int, int, str]]
    evo_box: list[int]

    @classmethod
    def of(cls, me: Any) -> Sheet:
        return cls(
            list(me.digimon),
            me.face_down,
            me.points,
            len(me.net_ocean),
            len(me.dark_area),
            list(me.power),
            list(me.evo_box),
        )


@dataclass
class Battle:
    """A battle decided at B-7: both sides as battle_view gives them, and the points before P-3."""

    sides: list[dict[str, Any]]
    points: list[int]
    # RULES 6.1: the column of the loser's lost-point table each side's Digimon makes it read.
    columns: list[str]
    result: int = NONE
    text: str = ""


@dataclass
class Narrator:
    """Writes the log while the traced replay runs: called before each action, after it, and (as
    the state's watcher) whenever the turn, the phase or the last battle changes."""

    reader: int | None
    log: list[dict[str, Any]] = field(default_factory=list)
    sheets: list[Sheet] = field(default_factory=list)
    pending: Battle | None = None
    last: Battle | None = None
    # Per player in the current phase: [passes, other actions].
    activity: dict[int, list[int]] = field(default_factory=dict)
    manual_points: bool = False
    turn: int = 1
    # How many actions the replay has applied once the entry being written is true: the replay
    # viewer's step for it (0 for the game's start).
    step: int = 0

    def reveal(self, player: int) -> bool:
        return self.reader is None or self.reader == player

    def add(self, kind: str, text: str, cards: list[str] | None = None, player: int | None = None) -> None:
        entry = {
            "turn": self.turn,
            "kind": kind,
            "text": text,
            "cards": cards or [],
            "player": player,
            "step": self.step,
        }
        self.log.append(entry)

    # -- the watcher -------------------------------------------------------------------------------
    def __call__(self, state: GameState, name: str, value: Any) -> None:
        if name == "last_battle":
            self.battle_decided(state)
            return
        old = getattr(state, name)
        if value == old:
            return
        if name == "turn" or value == "over":
            # The battle line first, then what its result did (a defeated Digimon leaving).
            self.turn_ends(state)
            self.look(state)
            if name == "turn":
                self.turn = value
                self.add("turn", self.turn_text(state, value))
            return
        self.look(state)
        if value == "point_calculation" and self.pending is not None:
            # P-1 is decided (and the win-on-draw marks read) before the phase begins.
            self.pending.result = state.battle_result
        self.phase_ends()
        self.add("phase", phase_heading(value))

    def turn_text(self, state: GameState, turn: int) -> str:
        points = [p.points for p in state.players]
        return _("Turn {turn} · Player 1 {first} points · Player 2 {second} points").format(
            turn=turn, first=points[0], second=points[1]
        )

    def phase_ends(self) -> None:
        for player, (passes, others) in sorted(self.activity.items()):
            if passes and not others:
                # The reader chose to pass; for the other side it is all the reader learns.
                text = _("{who} passes") if player == self.reader else _("{who} has nothing to do")
                self.add("auto", text.format(who=player_name(player)), player=player)
        self.activity = {}

    def battle_decided(self, state: GameState) -> None:
        sides = battle_view.battle_sides(state)
        if sides is not None:
            columns = [lost_column(p.deck[p.digimon[-1]]) for p in state.players]
            self.pending = Battle(sides, [p.points for p in state.players], columns)

    def turn_ends(self, state: GameState) -> None:
        self.phase_ends()
        battle, self.pending = self.pending, None
        if battle is None:
            if state.result is None:
                self.add("info", _("No battle this turn"))
            return
        lost = [before - p.points for before, p in zip(battle.points, state.players, strict=True)]
        kind, battle.text = self.battle_text(state, battle, lost)
        self.add(kind, battle.text, [side["card"] for side in battle.sides])
        for sheet, player in zip(self.sheets, state.players, strict=True):
            sheet.points = player.points
        self.last = battle

    def battle_text(self, state: GameState, battle: Battle, lost: list[int]) -> tuple[str, str]:
        first = 0 if self.reader is None else self.reader
        sides = [battle.sides[first], battle.sides[1 - first]]
        matchup = battle_view.matchup(sides)
        if battle.result not in (0, 1):
            if lost[0] == lost[1]:
                text = _("{matchup}: a draw; each player loses {points}").format(
                    matchup=matchup, points=lost[0]
                )
            else:
                text = _("{matchup}: a draw; Player 1 loses {first}, Player 2 loses {second}").format(
                    matchup=matchup, first=lost[0], second=lost[1]
                )
            return "draw", text
        winner = battle.result
        loser = 1 - winner
        text = _("{matchup}: {winner} wins; {loser} loses {points} (their {column} column)").format(
            matchup=matchup,
            winner=player_name(winner),
            loser=player_name(loser),
            points=lost[loser],
            column=battle.columns[winner],
        )
        return "battle", text

    # -- what changed ------------------------------------------------------------------------------
    def look(self, state: GameState) -> None:
        """Tell what changed on both sheets since the last look."""
        for player, me in enumerate(state.players):
            before, now = self.sheets[player], Sheet.of(me)
            self.boxes(state, player, before, now)
            if now.net_ocean > before.net_ocean:
                if now.dark_area == 0 and before.dark_area > 0:
                    text = _("{who}'s Net Ocean ran out: the Dark Area is shuffled into a new Net Ocean")
                else:
                    text = _("{who} shuffles cards into the Net Ocean")
                self.add("reshuffle", text.format(who=player_name(player)), player=player)
            if now.points != before.points and self.pending is None and not self.manual_points:
                change = now.points - before.points
                text = _("{who} {change} points ({points} left)").format(
                    who=player_name(player),
                    change=_("gains {n}").format(n=change)
                    if change > 0
                    else _("loses {n}").format(n=-change),
                    points=now.points,
                )
                self.add("points", text, player=player)
            if self.pending is not None:
                now.points = before.points
            self.sheets[player] = now

    def boxes(self, state: GameState, player: int, before: Sheet, now: Sheet) -> None:
        me = state.players[player]
        who = player_name(player)
        if before.face_down and not now.face_down and now.digimon:
            card = me.deck[now.digimon[0]]
            self.add(
                "info",
                _("{who} turns {card} face-up").format(who=who, card=card_name(card)),
                [card.number],
                player,
            )
        if now.digimon == before.digimon or now.face_down:
            return
        old, new = before.digimon, now.digimon
        if len(new) > len(old) and new[: len(old)] == old:
            source = old[-1] if old else NONE
            for card in new[len(old) :]:
                self.evolved(state, player, before, source, card)
                source = card
        elif len(new) < len(old) and old[: len(new)] == new:
            for card in reversed(old[len(new) :]):
                record = me.deck[card]
                text = _("{who}'s {card} goes to the Dark Area").format(who=who, card=card_name(record))
                self.add("info", text, [record.number], player)
        elif len(new) == 1:
            record = me.deck[new[0]]
            if old:
                text = _("{who} swaps {old} for {new}").format(
                    who=who, old=card_name(me.deck[old[-1]]), new=card_name(record)
                )
            else:
                text = _("{who} puts {new} in the Digimon Box").format(who=who, new=card_name(record))
            self.add("evolve", text, [record.number], player)
        else:
            record = me.deck[new[-1]]
            self.add(
                "evolve",
                _("{who}'s Digimon is now {card}").format(who=who, card=card_name(record)),
                [record.number],
                player,
            )

    def evolved(self, state: GameState, player: int, before: Sheet, source: int, card: int) -> None:
        me = state.players[player]
        who = player_name(player)
        target = me.deck[card]
        names = {"source": card_name(me.deck[source]) if source != NONE else "?", "target": card_name(target)}
        if card not in before.evo_box:
            self.add(
                "evolve",
                _("{who}'s {source} becomes {target}").format(who=who, **names),
                [target.number],
                player,
            )
            return
        step = before.evo_box.index(card)
        paid = [entry for entry in before.power if entry[1] == step]
        marks = "".join(MARK_WORDS[tag] for _card, _step, tag in paid if tag in MARK_WORDS)
        cards = [c for c, _step, tag in paid if tag == "card"]
        text = _("{who} evolves {source} → {target}").format(who=who, **names)
        if marks:
            text = _("{evolve} ({marks} from the Net Ocean)").format(evolve=text, marks=marks)
        numbers = [target.number]
        if cards and self.reveal(player):
            text = _("{evolve}, paying {cards}").format(
                evolve=text, cards=", ".join(card_name(me.deck[c]) for c in cards)
            )
            numbers += [me.deck[c].number for c in cards]
        elif cards:
            text = _("{evolve}, paying {count} card(s)").format(evolve=text, count=len(cards))
        self.add("evolve", text, numbers, player)

    # -- actions -----------------------------------------------------------------------------------
    def action(self, state: GameState, player: int, action: Any) -> None:
        self.manual_points = isinstance(action, engine_actions.AdjustPoints)
        sentence = action_sentence(state, player, action, reveal=self.reveal(player))
        if isinstance(action, engine_actions.Pass) and self.reader != player:
            # The reader's own end of hand adjustment is confirmed (the click visibly did something);
            # the other side's is one of the passes collapsed into "has nothing to do".
            sentence = None
        counts = self.activity.setdefault(player, [0, 0])
        counts[0 if sentence is None and isinstance(action, engine_actions.Pass) else 1] += 1
        if sentence is not None:
            self.add(*sentence, player=player)

    def finish(self, state: GameState) -> None:
        self.look(state)
        if state.result is not None:
            self.add("info", outcome_text(state))


def lost_column(winner: Any) -> str:
    """RULES 6.1 / A-15: the winner's level column; a level-less winner names its own, else Ultimate."""
    return LOST_COLUMNS.get(winner.level_order) or winner.lost_column_as or "Ultimate"


def outcome_text(state: GameState) -> str:
    outcome = state.outcome()
    assert outcome is not None
    how = str(TERMINATION_WORDS.get(outcome.termination, outcome.termination.replace("_", " ")))
    if outcome.winner is None:
        return _("The game is a draw ({how})").format(how=how)
    return _("{who} wins the game ({how})").format(who=player_name(outcome.winner), how=how)


@dataclass
class Narration:
    """The replayed game, who played each action, the turns' first steps, its log and its battle
    area."""

    state: GameState
    actors: list[int]
    # (turn, the step it starts at), for every turn the narrated actions reached.
    turn_starts: list[tuple[int, int]]
    log: list[dict[str, Any]]
    # The battle area: {sides, result} of the battle going on, else of the latest one; or None.
    battle: dict[str, Any] | None


def narrate(header: dict[str, Any], actions: list[str], *, reader: int | None) -> Narration:
    """Replay `actions` from `header` and narrate them as `reader` (None: revealed) may read them."""
    narrator = Narrator(reader)
    state = traced(playout.game_new(header), narrator)
    narrator.sheets = [Sheet.of(me) for me in state.players]
    narrator.turn = state.turn
    narrator.add("turn", narrator.turn_text(state, state.turn))
    narrator.add("phase", phase_heading(state.phase))
    actors = []
    turn_starts = [(state.turn, 0)]
    for index, text in enumerate(actions):
        player = state.actor
        actors.append(player)
        narrator.step = index + 1
        try:
            action = eng.parse(text)
            narrator.action(state, player, action)
            eng.apply(state, action)
        except eng.EngineError as error:
            raise playout.PlayError(f"Action {index + 1} ({text!r}) is illegal: {error}") from error
        narrator.look(state)
        narrator.manual_points = False
        if state.turn != turn_starts[-1][0]:
            turn_starts.append((state.turn, index + 1))
    narrator.finish(state)
    return Narration(
        state=state,
        actors=actors,
        turn_starts=turn_starts,
        log=narrator.log,
        battle=battle_area(state, narrator),
    )


def battle_area(state: GameState, narrator: Narrator) -> dict[str, Any] | None:
    """The battle going on (its windows open, or decided and waiting for its points), else the last."""
    if state.phase == "battle" and state.step != "battle_start":
        sides = battle_view.battle_sides(state)
        if sides is not None:
            return {"sides": sides, "result": battle_view.standing(sides)}
    pending = narrator.pending
    if pending is not None:
        matchup = battle_view.matchup(pending.sides)
        if pending.result in (0, 1):
            result = _("{matchup}: {winner} wins the battle").format(
                matchup=matchup, winner=player_name(pending.result)
            )
        else:
            result = _("{matchup}: a draw").format(matchup=matchup)
        return {"sides": pending.sides, "result": result}
    last = narrator.last
    return None if last is None else {"sides": last.sides, "result": last.text}
