"""Which Digimon an "ignore evolution conditions" card paid into the Power Box may evolve into
(T-P4, E-6): the next level (RULES 4.2, E-11), unless its evolving sentence names the levels it
reaches ("Ignore the evolution requirements of your Level III or Level IV Digimon and evolve it
into a Perfect level Digimon in your evolution box", CD-9; "… into a Perfect level or Hybrid level
Digimon", Bo-1216): `EvolveIgnoringConditions.target_filter`.

Besides the filter words of `EvolveInto.target_filter`, two tests read the target's requirements:
"evolution_route", an alternative that is no fusion, appearance, spirit or armor route (E-11: what
"ignore the evolution requirements" reaches, St-605), and "not_printed:A|B", none of the words in
its printed requirements ("excluding fusion with the Digimentals of Miracles/Fate", Bo-400)."""

from __future__ import annotations

from gameplay.engine.cards import CardRecord
from gameplay.engine.conditions import filter_holds
from gameplay.engine.effects.evolve_ignoring_conditions import EvolveIgnoringConditions
from gameplay.engine.state import PlayerState

_NOT_EVOLUTION = frozenset({"fusion", "appearance", "spirit", "armor"})
_NOT_PRINTED = "not_printed:"


def ignore_reaches(card: CardRecord, target: CardRecord, top: CardRecord) -> bool:
    filters = [
        effect.target_filter
        for ability in card.text.abilities
        for effect in ability.effects
        if isinstance(effect, EvolveIgnoringConditions)
    ]
    return any(
        _alternative_holds(target, words, top)
        for words in (filters[0] if filters else "next_level").split(" or ")
    )


def _alternative_holds(target: CardRecord, words: str, top: CardRecord) -> bool:
    rest: list[str] = []
    for test in words.split(";"):
        if test == "evolution_route":
            if not any(not any(req.kind in _NOT_EVOLUTION for req in alt) for alt in target.evolution):
                return False
        elif test.startswith(_NOT_PRINTED):
            printed = target.evolution_text.casefold()
            if any(word.casefold() in printed for word in test[len(_NOT_PRINTED) :].split("|")):
                return False
        else:
            rest.append(test)
    return filter_holds(target, ";".join(rest) or "any", top)


def paid_ignore_card(me: PlayerState, step: int) -> CardRecord | None:
    """The "ignore evolution conditions" card paid for `step` (alt -1), if any."""
    for card, paid_step, tag in me.power:
        if paid_step == step and tag == "card" and me.deck[card].ignores_conditions:
            return me.deck[card]
    return None
