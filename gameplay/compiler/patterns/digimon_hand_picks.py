"""Taking a range of cards from the opponent's hand unseen: "During battle, you may draw 1-2 cards from
the opponent's hand, and send them to the Dark Area without checking their contents (choose how many
cards to draw before beginning to draw)." (Bo-738, Bo-739), "… you may pick 1-3 cards from the
opponent's hand, and send them to the Dark Area without checking their contents." (Bo-1145). With no
price, fewer cards are never better for the user: the engine takes the most (effects.discard_cards,
which takes no more than the hand holds), as "up to N" reads elsewhere (Bo-23v)."""

from __future__ import annotations

import re

from gameplay.compiler.patterns.clauses import Clause, clause
from gameplay.engine.effects.discard_cards import DiscardCards


@clause(
    r"(?:draw|pick) (\d+)-(\d+) cards from the opponent's hand,? and send them to the Dark Area"
    r" without checking their contents(?: \(choose how many cards to draw before beginning to draw\))?"
)
def _pick_range(m: re.Match[str]) -> Clause:
    return Clause((DiscardCards("opponent", int(m.group(2))),))
