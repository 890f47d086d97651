"""A group given by a Digimon's ability (RULES 1.4; patterns/digimon_group_grants.py), played from the
real catalog: the battling Digimon that gains it counts as belonging to that group."""

from __future__ import annotations

from gameplay.engine import apply, legal_actions
from gameplay.engine.actions import Pass, UseAbility
from gameplay.engine.cards import DIGIMON
from gameplay.engine.effect_context import EngineContext
from gameplay.engine.effects.conditions.in_group import InGroup

from .helpers import BOOSTER_CHIP, PEBBLE, compiled_record
from .test_battle import battle_start


def test_meicrackmon_vicious_mode_makes_the_opponent_an_infected_digimon(catalog):
    # Re-34t: "The opponent gains the group 'Infected Digimon'." Shellkit belongs to no group.
    state = battle_start((BOOSTER_CHIP,), slots_a=(1,), top_a=compiled_record("Re-34t"))
    assert InGroup("opponent", "Infected Digimon").holds(EngineContext(state, 0, 29, DIGIMON, "phase"))


def test_king_etemon_pays_a_card_to_belong_to_the_royal_knights(catalog):
    # St-884: "You may discard one card from your hand and gain the group 'Royal Knights'."
    state = battle_start((BOOSTER_CHIP, PEBBLE), slots_a=(1,), hand_a=(2,), top_a=compiled_record("St-884"))
    assert state.players[0].dark_area == []
    if state.actor == 1:
        apply(state, Pass())
    royal = InGroup("self", "Royal Knights")
    assert not royal.holds(EngineContext(state, 0, 29, DIGIMON, "phase"))
    uses = [action for action in legal_actions(state) if isinstance(action, UseAbility)]
    assert len(uses) == 1
    aki = state.players[0]
    hand = len(aki.hand)
    apply(state, uses[0])
    # One card of the hand paid (costs.pay_cost_list takes one when none is named).
    assert len(aki.hand) == hand - 1 and len(aki.dark_area) == 1
    assert royal.holds(EngineContext(state, 0, 29, DIGIMON, "phase"))
