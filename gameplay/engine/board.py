"""A readable text board for debugging and tests (`str(state)`); it shows everything."""

from __future__ import annotations

from gameplay.engine.attack import attack_value, battle_type
from gameplay.engine.state import BATTLE, NONE, POINT_CALCULATION, GameState, PlayerState


def _names(me: PlayerState, cards: list[int]) -> str:
    return ", ".join(f"{me.deck[card].name}#{card}" for card in cards) or "-"


def format_board(state: GameState) -> str:
    lines = [
        f"turn {state.turn}  FP p{state.fp + 1}  phase {state.phase}/{state.step}  "
        f"to act: {'-' if state.actor == NONE else f'p{state.actor + 1}'}"
    ]
    for index, me in enumerate(state.players):
        slots = []
        for i, card in enumerate(me.slots):
            if card == NONE:
                slots.append(f"{i + 1}:-")
            else:
                mark = "*" if me.active[i] else ("^" if me.face_up[i] else "v")
                slots.append(f"{i + 1}:{me.deck[card].name}#{card}{mark}")
        top = me.top_card()
        line = f"p{index + 1}  {me.points:>3} pts  box [{_names(me, me.digimon)}]"
        if top is not None and state.phase in (BATTLE, POINT_CALCULATION):
            line += f" type {battle_type(state, index)} attack {attack_value(state, index)}"
        lines.append(line)
        lines.append(f"    hand {len(me.hand)} [{_names(me, me.hand)}]")
        lines.append(
            f"    NO {len(me.net_ocean)}  DA {len(me.dark_area)}  slots {' '.join(slots)}  "
            f"support {_names(me, [me.support] if me.support != NONE else [])}"
        )
        if me.evo_box or me.power or me.pending_swap != NONE:
            marks = "".join({"up": "●", "side": "×", "card": "□"}[tag] for _, _, tag in me.power)
            swap = f"  swap {me.deck[me.pending_swap].name}" if me.pending_swap != NONE else ""
            lines.append(f"    evolution box [{_names(me, me.evo_box)}] power {marks or '-'}{swap}")
    outcome = state.outcome()
    if outcome is not None:
        winner = "draw" if outcome.winner is None else f"p{outcome.winner + 1} wins"
        lines.append(f"game over: {winner} ({outcome.termination})")
    return "\n".join(lines)
