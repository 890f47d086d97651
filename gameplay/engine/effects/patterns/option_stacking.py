"""Option cards that sit next to (or stack onto) the battling Digimon (engine.beside).

- "If this card was used to make War Greymon appear from your hand, you may place this card next to
  your War Greymon card until War Greymon is sent to the Dark Area (including when it evolves or
  reaches the end of its lifespan)." (the 'Chosen Children' tamers, Re-03t and 7 other cards): says
  where the card goes when it is paid from hand for the partner's appearance (E-9), so it is a limit
  of the card, `beside_when_paid:<name>`, which the engine reads when it pays the appearance.
"""

from __future__ import annotations

from gameplay.engine.effects.base import Limit
from gameplay.engine.effects.patterns import compile_re

# The limit engine.beside reads (its WHEN_PAID): the effects package does not import the engine core.
WHEN_PAID = "beside_when_paid:"
_PAID_FOR_PARTNER = compile_re(
    r"If this card was used to make (?P<name>[A-Z][\w .-]*?) appear from your hand, you may place this"
    r" card next to your (?P=name) card until (?P=name) is sent to the Dark Area"
    r" \(including when it evolves or reaches the end of its lifespan\)\.?"
)


def stacking_limit(sentence: str) -> tuple[Limit, ...] | None:
    """The limit a "place this card next to your X" sentence states, or None."""
    if m := _PAID_FOR_PARTNER.fullmatch(sentence.strip()):
        return (WHEN_PAID + m.group("name"),)
    return None
