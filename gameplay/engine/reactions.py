"""What card text does when a zone move (engine.moves) changes the board.

Zone moves sit below the code that runs card text, yet three of them set text going: an option in
use that is sent to the Dark Area acts once more (Bo-863), a Level III on top again applies its
continuous abilities at once (B-11.1 / A-2), the keywords a leaving Digimon was granted end while
those active options give are given again (B-11.3), and those an option gave end when it leaves its
slot (O-L2). engine.options, the lowest module that runs card
text, installs these reactions once when it is imported (engine.game imports it with every phase).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from gameplay.engine.state import GameState


@dataclass(frozen=True, slots=True)
class Reactions:
    # (state, player, card, evolving): the card was put on top of the Digimon Box (E-6.5, A-2).
    arrived: Callable[[GameState, int, int, bool], None]
    # (state, player, card): an active option with a "when sent to the Dark Area" text left its slot.
    sent_away: Callable[[GameState, int, int], None]
    # (state, player, card): the card on top of the Digimon Box again in a battle (B-11.1).
    revealed: Callable[[GameState, int, int], None]
    # (state): the keywords and immunities of a Digimon that left were cleared (B-11.3).
    regrant: Callable[[GameState], None]
    # (state, player, card): an active option that gave keywords or immunities left its slot (O-L2).
    withdrawn: Callable[[GameState, int, int], None]
    # (state, player, card, by_opponent, face_down): an effect of an Option card or a Digimon ability
    # removed the option card from its slot (to the Dark Area when `to_dark_area`): "when this card is
    # sent to the Dark Area due to the opponent's Option cards or special abilities" (Bo-651).
    removed: Callable[[GameState, int, int, bool, bool, bool], None]


# Set once, at import (it holds functions, never game state: DESIGN rule 3).
_reactions: Reactions | None = None


def install(reactions: Reactions) -> None:
    global _reactions
    _reactions = reactions


def installed() -> Reactions:
    if _reactions is None:
        raise RuntimeError("engine.options installs the reactions to zone moves; import gameplay.engine")
    return _reactions
