"""What the board and replay pages show: observations turned into play sheets, replay frames.

Only observations are rendered (DESIGN rule 5): a card the observation does not name is a back.
Card numbers are resolved to names from the catalog so every card links to its page.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from django.db import transaction
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from cards.local_names import local_name
from cards.models import Card
from gameplay import playout
from gameplay.describe import masked_notation, player_name
from gameplay.labels import phase_label
from gameplay.models import Match
from gameplay.narration import TERMINATION_WORDS, Narration, narrate
from gameplay.selectors import Visitor

ACTION_KEYS = "123456789"
VIEW_CHOICES = (
    ("0", gettext_lazy("Player 1’s view")),
    ("1", gettext_lazy("Player 2’s view")),
    ("all", gettext_lazy("Everything revealed")),
)


def _number(entry: Any) -> str | None:
    if isinstance(entry, str) and entry and entry not in ("?", "back", "hidden"):
        return entry
    if isinstance(entry, dict):
        return entry.get("number") or None
    return None


class CardNames:
    """Number → (name, short detail), loaded once per page for every number the board shows."""

    def __init__(self) -> None:
        self._names: dict[str, tuple[str, str]] = {}

    def load(self, numbers: set[str]) -> None:
        missing = numbers - set(self._names)
        for card in Card.objects.filter(number__in=missing).only(
            "number", "name", "level", "battle_type", "attack_a", "attack_b", "attack_c", "kind"
        ):
            detail = (
                f"{card.level} {card.battle_type} {card.attack_a}/{card.attack_b}/{card.attack_c}"
                if card.kind == Card.Kind.DIGIMON
                else "Option"
            )
            self._names[card.number] = (local_name(number=card.number, name=card.name), detail)

    def card(self, entry: Any, *, mark: str = "") -> dict[str, Any] | None:
        if entry is None or entry == -1:
            return None
        number = _number(entry)
        if number is None:
            return {"hidden": True, "label": mark or "▢"}
        fallback = entry.get("name", number) if isinstance(entry, dict) else number
        name, detail = self._names.get(number, (fallback, ""))
        return {
            "hidden": False,
            "number": number,
            "name": name,
            "detail": detail,
            "mark": mark,
            # The dummy's vanilla card is not in the catalog: it has no card page to link to.
            "in_catalog": number in self._names,
        }


def _collect_numbers(value: Any, into: set[str]) -> None:
    if isinstance(value, dict):
        if isinstance(value.get("number"), str):
            into.add(value["number"])
        for item in value.values():
            _collect_numbers(item, into)
    elif isinstance(value, list):
        for item in value:
            _collect_numbers(item, into)
    elif isinstance(value, str) and "-" in value and len(value) < 16:
        into.add(value)


def _count(value: Any) -> int:
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, list):
        return len(value)
    return 0


def _list(value: Any) -> list[Any]:
    if isinstance(value, list):
        return value
    if value in (None, -1, ""):
        return []
    return [value]


def _power_mark(orientation: str) -> str:
    # RULES 4.2 EC-1: ● cards are put upright, × cards sideways; both stay face-down.
    return {"up": "●", "side": "×"}.get(orientation, "")


def _slot(entry: Any, names: CardNames) -> dict[str, Any] | None:
    if not isinstance(entry, dict):
        return None
    card = names.card(entry.get("card"))
    if card is not None and entry.get("face_up") and not card["hidden"]:
        card["detail"] = (card.get("detail") or "") + " · face-up"
    return card


def _sheet(obs: dict[str, Any], names: CardNames) -> dict[str, Any]:
    power = [
        names.card(entry.get("card"), mark=_power_mark(str(entry.get("orientation", ""))))
        for entry in obs.get("power_box", [])
    ]
    hand = obs.get("hand")
    support = ([obs["support"]] if obs.get("support") else []) + list(obs.get("support_other", []))
    digimon = [names.card(c) for c in obs.get("digimon", [])]
    if obs.get("pending_swap"):
        # T-P3: a Level III face-down on top, swapped in at E-2.
        digimon.append(names.card(obs["pending_swap"], mark="⇅"))
    return {
        "points": obs.get("points", 0),
        "digimon": digimon,
        "evolution_box": [names.card(c) for c in obs.get("evolution_box", [])],
        "power": [p for p in power if p],
        "support": [names.card(c) for c in support],
        "slots": [_slot(entry, names) for entry in (list(obs.get("slots", [])) + [None] * 3)[:3]],
        "net_ocean": obs.get("net_ocean", 0),
        "dark_area": obs.get("dark_area", 0),
        "gauge": obs.get("gauge", 0),
        "hand": [names.card(c) for c in hand] if isinstance(hand, list) else None,
        "hand_size": obs.get("hand_size", 0),
        "battle_type": obs.get("battle_type", ""),
    }


def _attack(observation: dict[str, Any], player: int, sheets: list[dict[str, Any]]) -> dict[str, Any] | None:
    """B-8 in words: the column is the opponent's battle type; the value is the engine's."""
    values = observation.get("attack")
    if not values:
        return None
    column = sheets[1 - player].get("battle_type", "")
    top = next((c for c in reversed(sheets[player]["digimon"]) if c and not c["hidden"]), None)
    steps = [f"column {column} (the opponent's battle type, B-8.1)"] if column else []
    if top:
        steps.append(f"printed on {top['name']}: {top.get('detail', '')} (B-8.2)")
    steps.append(f"after zeroing, ×/÷, +/− and the floor at 0: {values[player]} (B-8.3–8.7)")
    return {"value": values[player], "steps": steps}


def _players(observation: dict[str, Any]) -> list[dict[str, Any]]:
    return list(observation.get("sheets", [{}, {}]))


_CARD_VERB = re.compile(r"^(discard|swap|prepare|support|appear|set) (\d+)")
# "use slot 1 pay 4 choose B": the choice (O-3) follows the paid cards.
_PAY = re.compile(r" pay ([\d,]+)(?= choose |$)")


def action_label(text: str, own_cards: dict[int, str]) -> str:
    """The notation with the player's own card ids replaced by card names ("prepare Greymon alt 0")."""

    def name(card_id: str) -> str:
        return own_cards.get(int(card_id), f"card {card_id}")

    label = _CARD_VERB.sub(lambda m: f"{m.group(1)} {name(m.group(2))}", text)
    return _PAY.sub(lambda m: " paying " + ", ".join(name(i) for i in m.group(1).split(",")), label)


def _own_cards(sheet: dict[str, Any]) -> dict[int, str]:
    """Card id → name for every card of this sheet the observation shows face-up to its owner."""
    cards: dict[int, str] = {}

    def visit(value: Any) -> None:
        if isinstance(value, dict):
            if "id" in value and "name" in value:
                cards[value["id"]] = f"{value['name']} ({value['number']})"
            for item in value.values():
                visit(item)
        elif isinstance(value, list):
            for item in value:
                visit(item)

    visit(sheet)
    return cards


def board_from_observations(
    observations: list[dict[str, Any]],
    *,
    me: int,
    actor: int,
    actions: list[str],
    log: list[dict[str, Any]],
    outcome: dict[str, Any] | None,
    names: CardNames | None = None,
) -> dict[str, Any]:
    """Both sheets; `observations` is one observation, or two (one per player) for a revealed view.

    With two, each player's sheet is taken from that player's own observation, so both hands
    show; with one, the sheets are what `me` may see.
    """
    names = names or CardNames()
    numbers: set[str] = set()
    _collect_numbers(observations, numbers)
    names.load(numbers)
    first = observations[0]
    if len(observations) == 2:
        raw = [_players(observations[0])[0], _players(observations[1])[1]]
    else:
        raw = _players(first)
    fp = first.get("first_player", 0)
    sheets = [_sheet(raw[0] or {}, names), _sheet(raw[1] or {}, names)]
    sides = []
    for player in (me, 1 - me):
        sheet = sheets[player]
        sheet |= {
            "attack": _attack(first, player, sheets),
            "player": player,
            "label": _("{player} (you)").format(player=player_name(player))
            if player == me and len(observations) == 1
            else player_name(player),
            "is_me": player == me,
            "is_first": player == fp,
            "is_actor": outcome is None and player == actor,
        }
        sides.append(sheet)
    return {
        "turn": first.get("turn", 1),
        "phase": str(first.get("phase", "")).replace("_", " "),
        "step": str(first.get("step", "")).replace("_", " "),
        "sides": sides,
        "actions": [
            {
                "notation": text,
                "label": action_label(text, _own_cards(raw[me] or {})),
                "key": ACTION_KEYS[i] if i < len(ACTION_KEYS) else "",
            }
            for i, text in enumerate(actions)
        ],
        "log": log,
        "outcome": outcome,
        "outcome_text": outcome_text(outcome, me=me),
        "manual_presets": manual_presets(),
        # B-7 final values of the latest battle: the phase may have passed with no choice to stop at.
        "last_battle": _last_battle(first),
    }


def _last_battle(observation: dict[str, Any]) -> str:
    values = observation.get("last_battle") or [0, 0]
    if not any(values):
        return ""
    return f"{player_name(0)} {values[0]} – {values[1]} {player_name(1)}"


def manual_presets() -> list[dict[str, str]]:
    """One-click adjustments for the most common hand-played texts (points ±10, attack ±100)."""
    presets = []
    for player in (0, 1):
        label = player_name(player)
        for kind, step in (("points", 10), ("attack", 100)):
            for delta in (-step, step):
                presets.append(
                    {
                        "notation": f"adjust {kind} p{player + 1} {delta:+d}",
                        "label": f"{label} {kind} {delta:+d}",
                    }
                )
    return presets


def outcome_text(outcome: dict[str, Any] | None, *, me: int) -> str:
    if outcome is None:
        return ""
    winner = outcome.get("winner")
    termination = str(outcome.get("termination", ""))
    how = TERMINATION_WORDS.get(termination) or termination.replace("_", " ")
    if winner is None:
        return _("a draw ({how})").format(how=how)
    return _("{player} wins ({how})").format(player=player_name(winner), how=how)


def board(view: Any) -> dict[str, Any]:
    """The board of a MatchView (what its player may see)."""
    return board_from_observations(
        [view.observation],
        me=view.player,
        actor=view.actor,
        actions=view.legal_actions,
        log=view.log,
        outcome=view.outcome,
    )


@dataclass
class ReplayFrame:
    step: int
    total: int
    view: str
    prev: int
    next: int
    turns: list[tuple[int, int]]
    views: tuple[tuple[str, str], ...]
    last_action: str
    board: dict[str, Any]


def allowed_views(match: Match) -> tuple[tuple[str, str], ...]:
    """Everything once the game is over; before that only the sides played by hand (DESIGN rule 5)."""
    if match.is_over:
        return VIEW_CHOICES
    if match.opponent_kind == Match.Opponent.HOTSEAT:
        return VIEW_CHOICES[:2]
    return VIEW_CHOICES[:1]


def replay_frame(*, match: Match, step: Any, view: Any) -> ReplayFrame:
    """The position after `step` actions, seen by player 0 or 1, or revealed once the game is over."""
    total = len(match.actions)
    try:
        step = min(max(int(step), 0), total)
    except (TypeError, ValueError):
        step = 0
    views = allowed_views(match)
    view = view if view in dict(views) else views[0][0]
    reader = None if view == "all" else int(view)
    # The log as this view may read it, and the turns' first steps, from one replay of the game.
    narration = narrate(match.header, match.actions[:step], reader=reader)
    at_step = narration.state
    turns = _turn_starts(narration, match.actions[step:])
    observations = (
        [playout.observation(at_step, 0), playout.observation(at_step, 1)]
        if view == "all"
        else [playout.observation(at_step, int(view))]
    )
    frame_board = board_from_observations(
        observations,
        me=0 if view == "all" else int(view),
        actor=playout.actor(at_step),
        actions=[],
        log=narration.log,
        outcome=playout.outcome_json(at_step),
    )
    frame_board |= {"phase_label": phase_label(at_step), "battle": narration.battle}
    last_action = ""
    if step:
        # The other player's hidden moves stay masked in this view (DESIGN rule 5).
        last_actor = narration.actors[-1]
        text = match.actions[step - 1]
        last_action = text if reader is None or reader == last_actor else masked_notation(text)
    return ReplayFrame(
        step=step,
        total=total,
        view=view,
        prev=max(step - 1, 0),
        next=min(step + 1, total),
        turns=turns,
        views=views,
        last_action=last_action,
        board=frame_board,
    )


def _turn_starts(narration: Narration, later: list[str]) -> list[tuple[int, int]]:
    """(turn, the step it starts at) for every turn of the match: up to the frame from its
    narration, after it by playing the `later` actions on from a copy of the frame's position, so
    a frame replays the game once."""
    turns = list(narration.turn_starts)
    state = narration.state.copy()
    for index, text in enumerate(later, start=len(narration.actors)):
        state = playout.apply_notation(state, text)
        if state.turn != turns[-1][0]:
            turns.append((state.turn, index + 1))
    return turns


@transaction.atomic
def match_from_simulation(*, job: Any, game: int, visitor: Visitor) -> Match:
    """Game `game` of a simulation job, played again (same seed, same bots) and kept as a match."""
    from gameplay.services import match_from_replay

    runner = playout.SimulationRunner(
        decklists=job.decklists, opponent=job.opponent, policy=job.policy, seed=job.seed
    )
    return match_from_replay(replay=runner.record(game=game), visitor=visitor)
