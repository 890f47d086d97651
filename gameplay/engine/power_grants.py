"""O-L2 for a Power Box card that "remains in the Power box until your Digimon gets sent to the Dark
Area" (Sx-72, Bo-977): it stays next to the Digimon it evolved (evolution._fire_power_cards, engine.
beside), and the immunities and abilities it gave that Digimon, which P-5 (d) clears with the turn's
grants, are given again while it stays there."""

from __future__ import annotations

from gameplay.engine.beside import BESIDE
from gameplay.engine.effect_context import POWER, EngineContext
from gameplay.engine.evolution import EVOLVING_KINDS
from gameplay.engine.options import LASTING_GRANTS, is_power_card
from gameplay.engine.state import GameState


def restore_power_grants(state: GameState) -> None:
    for marker in [m for m in state.modifiers if m.kind == BESIDE]:
        player, card = marker.player, marker.source
        me = state.players[player]
        record = me.deck[card]
        if record.is_digimon or marker.a != me.top or not is_power_card(record):
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
