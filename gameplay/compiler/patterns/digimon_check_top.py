"""A Digimon's look at the top card of its Net Ocean, printed over two sentences: "During battle, you
may check the top card of your Net Ocean (afterwards, send it to the Dark Area). If it is a Digimon
card, send all of the cards in the opponent's slots to the Dark Area." (St-620).

`join` puts the two sentences into one, which `_check_top` reads as effects.check_top_card: what the
card is decides whether the effect acts, and the card goes to the Dark Area either way.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from gameplay.compiler.patterns import compile_re
from gameplay.compiler.patterns.clauses import Clause, clause, parse_clause
from gameplay.compiler.patterns.costs import noun_filter
from gameplay.engine.effects.check_top_card import CheckTopCard

_LOOK = compile_re(r"(.*\bcheck the top card of your Net Ocean \(afterwards, send it to the Dark Area\))\.?")
_IF_IT_IS = compile_re(r"(If it (?:is|was) an? .+?, .+?)\.?")


def join(sentences: Sequence[str]) -> list[str]:
    """The sentences with each look at the top card joined to the "If it is …" sentence after it."""
    out: list[str] = []
    for sentence in sentences:
        look = _LOOK.fullmatch(out[-1]) if out else None
        if look and (then := _IF_IT_IS.fullmatch(sentence)):
            out[-1] = f"{look.group(1)}; i{then.group(1)[1:]}."
            continue
        out.append(sentence)
    return out


@clause(
    r"check the top card of your Net Ocean \(afterwards, send it to the Dark Area\);"
    r" if it (?:is|was) an? (.+?), (.+)"
)
def _check_top(m: re.Match[str]) -> Clause | None:
    card_filter, then = noun_filter(m.group(1)), parse_clause(m.group(2))
    # A condition of its own ("one of the opponent's Perfect level Digimon") is not nested here.
    if card_filter is None or then is None or then.condition is not None:
        return None
    return Clause((CheckTopCard("self", card_filter, then.effects),))
