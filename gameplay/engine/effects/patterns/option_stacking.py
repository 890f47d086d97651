"""Option cards that sit next to (or stack onto) the battling Digimon (engine.beside).

- "If this card was used to make War Greymon appear from your hand, you may place this card next to
  your War Greymon card until War Greymon is sent to the Dark Area (including when it evolves or
  reaches the end of its lifespan)." (the 'Chosen Children' tamers, Re-03t and 7 other cards): says
  where the card goes when it is paid from hand for the partner's appearance (E-9), so it is a limit
  of the card, `beside_when_paid:<name>`, which the engine reads when it pays the appearance.
- "Stack this card onto your Digimon, which gains the group 'Infected Digimon'." (Re-36t) and "After
  use, place this card next to your Digimon, where it will continue its effects until that Digimon's
  attribute is changed or it is sent to the Dark Area." (the Training Manuals, Bo-247..249): the card
  leaves its slot for the space next to the Digimon, keeping its effects (`PlaceBesideDigimon`).
"""

from __future__ import annotations

import re

from gameplay.engine.effects.add_trait import AddTrait
from gameplay.engine.effects.base import Limit
from gameplay.engine.effects.patterns import compile_re
from gameplay.engine.effects.patterns.clauses import Clause, clause
from gameplay.engine.effects.place_beside_digimon import PlaceBesideDigimon

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


@clause(r"stack this card onto your Digimon(?:, which gains the group '([^']+)')?")
def _stack_onto_digimon(m: re.Match[str]) -> Clause:
    # The card sits with the battling Digimon; the engine keeps such cards next to the Digimon Box
    # (engine.beside), as its Digimon Box holds only the Digimon (RULES 1.1).
    gained = (AddTrait("self", "group", m.group(1)),) if m.group(1) else ()
    return Clause((PlaceBesideDigimon(), *gained))


@clause(
    r"(?:after use, )?place this card next to your Digimon, where it will continue its effects until"
    r" that Digimon's attribute is changed or it is sent to the Dark Area"
)
def _place_next_to_digimon(m: re.Match[str]) -> Clause:
    return Clause((PlaceBesideDigimon(until_attribute_changed=True),))
