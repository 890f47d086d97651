"""O-L2 for a Power Box card that "remains in the Power box until your Digimon gets sent to the Dark
Area" (Sx-72, Bo-977): it stays next to the Digimon it evolved (evolution._fire_power_cards, engine.
beside), and the immunities and abilities it gave that Digimon, which P-5 (d) clears with the turn's
grants, are given again while it stays there."""

from __future__ import annotations

from gameplay.engine.cards import CardRecord, per_record
from gameplay.engine.effect_context import POWER, EngineContext
from gameplay.engine.hand_evolution import EVOLVING_KINDS
from gameplay.engine.modifiers.marks import Beside
from gameplay.engine.spirits import is_spirit
from gameplay.engine.state import GameState

LASTING_GRANTS = ("grant_keyword", "immunity", "forbid_cards", "negate_specials")


@per_record
def is_power_card(card: CardRecord) -> bool:
    """Win-rate, Digimental and "ignore conditions" cards are paid into the Power Box (EC-2),
    never flipped from a slot; so is a card whose text evolves through the requirements it pays
    ("Evolve your Digimon into a Digimon with 'Release of the Sealed Knight!' …")."""
    return (
        card.power_card
        or bool(card.pays_win_rates)
        or card.ignores_conditions
        or card.timing == ""
        # EC-7: a Spirit goes from the hand into the Support Box (engine.spirits).
        or is_spirit(card)
        or any(effect.kind in _PAYING for ability in card.text.abilities for effect in ability.effects)
    )


_PAYING = frozenset({"evolve_into", "evolve_with_requirement"})


def restore_power_grants(state: GameState) -> None:
    for marker in [m for m in state.modifiers if type(m) is Beside]:
        player, card = marker.player, marker.source
        me = state.players[player]
        record = me.deck[card]
        if record.is_digimon or marker.digimon != me.top or not is_power_card(record):
            continue
        ctx = EngineContext(state, player, card, POWER, "source")
        for ability in record.text.abilities:
            # Its evolving sentence acted once, when it paid for the evolution (E-6.2).
            if any(effect.kind in EVOLVING_KINDS for effect in ability.effects):
                continue
            if ability.condition is not None and not ability.condition.holds(ctx):
                continue
            for effect in ability.effects:
                if effect.kind in LASTING_GRANTS:
                    effect.apply(ctx)
