"""Which Digimon an "ignore evolution conditions" card paid into the Power Box may evolve into
(T-P4, E-6): the next level (RULES 4.2, E-11), unless its evolving sentence names the levels it
reaches ("Ignore the evolution requirements of your Level III or Level IV Digimon and evolve it
into a Perfect level Digimon in your evolution box", CD-9; "… into a Perfect level or Hybrid level
Digimon", Bo-1216): `EvolveIgnoringConditions.target_filter`."""

from __future__ import annotations

from gameplay.engine.cards import CardRecord
from gameplay.engine.conditions import _filter_holds as filter_holds
from gameplay.engine.effects.evolve_ignoring_conditions import EvolveIgnoringConditions
from gameplay.engine.state import PlayerState


def ignore_reaches(card: CardRecord, target: CardRecord, top: CardRecord) -> bool:
    filters = [
        effect.target_filter
        for ability in card.text.abilities
        for effect in ability.effects
        if isinstance(effect, EvolveIgnoringConditions)
    ]
    return filter_holds(target, filters[0] if filters else "next_level", top)


def paid_ignore_card(me: PlayerState, step: int) -> CardRecord | None:
    """The "ignore evolution conditions" card paid for `step` (alt -1), if any."""
    for card, paid_step, tag in me.power:
        if paid_step == step and tag == "card" and me.deck[card].ignores_conditions:
            return me.deck[card]
    return None
