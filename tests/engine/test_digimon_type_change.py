"""Bo-688 Kabuterimon, Bo-888 Yanmamon and Bo-889 Kuwagamon: "Change the type of one of the Digimon on
your or your opponent's sheet to Insect type" (patterns/digimon_type_change.py), played from the real
catalog: while the Insect battles, the opponent's Digimon is an Insect type for every condition that
reads the type (RULES 1.9)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from gameplay.engine import apply
from gameplay.engine.actions import Use
from gameplay.engine.attack import attack_value
from gameplay.engine.effect_context import DIGIMON, EngineContext
from gameplay.engine.effects.add_attack import AddAttack
from gameplay.engine.effects.conditions.species_is import SpeciesIs

from .helpers import REEFCRAB, ability, compiled_record, option
from .test_battle import battle_start

# An invented Item: "When facing an Insect type Digimon, add 100 to your attack power."
BUG_NET = option(
    "EXAMPLE-BN",
    "Bug Net",
    abilities=(ability(AddAttack("self", 100), condition=SpeciesIs("opponent", ("Insect",))),),
)


def _plain(card):
    return replace(card, text=replace(card.text, abilities=()))


def _species_of_bea(state):
    return EngineContext(state, 0, state.players[0].top, DIGIMON, "phase").species("opponent")


@pytest.mark.parametrize("number", ["Bo-688", "Bo-888", "Bo-889"])
def test_1_9_the_opponent_is_an_insect_while_the_insect_battles(catalog, number):
    insect = compiled_record(number)
    state = battle_start((BUG_NET,), slots_a=(1,), top_a=insect, top_b=REEFCRAB)
    plain = battle_start((BUG_NET,), slots_a=(1,), top_a=_plain(insect), top_b=REEFCRAB)
    assert _species_of_bea(state) == "Insect" and _species_of_bea(plain) == REEFCRAB.species
    # Bea has nothing to use, so the first window is Aki's: her Bug Net reads Bea's type.
    for game in (state, plain):
        assert game.actor == 0
    before, plain_before = attack_value(state, 0), attack_value(plain, 0)
    apply(state, Use(1))
    apply(plain, Use(1))
    assert state.last_battle[0] == before + 100
    assert plain.last_battle[0] == plain_before
