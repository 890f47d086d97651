"""Bo-119t Digicode, played from the real catalog against the real support Bo-55t Dogmon: "When the
opponent's attack power is increased or multiplied due to their support abilities, you gain the same
modifications to your attack power. Your attack modifications remain even when the opponent loses
their support Digimon and attack modifications." Aki's Hybrid flips Digicode in the Battle Phase
(O-N1: Hybrid level only); Bea then supports her Nature Spirits Tuchidarumon with Dogmon (+350,
B-10.4, B-10.7)."""

from __future__ import annotations

import pytest

from gameplay.engine import apply, legal_actions
from gameplay.engine.actions import Pass, Support, Use
from gameplay.engine.attack import attack_value
from gameplay.engine.moves import support_to_dark_area

from .helpers import BOOSTER_CHIP, digimon, record
from .test_battle import battle_start

HYBRID = digimon("EXAMPLE-DC1", "Codemon", "Hybrid", "A", (500, 400, 300), (30, 20, 20, 10))


def _battle(used, top_a=HYBRID):
    """Aki holds Digicode in slot 1; Bea (points 80) holds Dogmon in hand and a chip set in slot 1,
    and supports once Aki has (or has not) flipped Digicode."""

    def prepare(state):
        state.players[1].points = 80

    state = battle_start(
        (record("Bo-119t"),),
        slots_a=(1,),
        cards_b=(record("Bo-55t"), BOOSTER_CHIP),
        hand_b=(1,),
        slots_b=(2,),
        top_a=top_a,
        top_b=record("Bo-56t"),
        pre=prepare,
    )
    assert state.phase == "battle"
    if used:
        if state.actor == 1:
            apply(state, Pass())
        apply(state, Use(1))
    elif state.actor == 0:
        apply(state, Pass())
    assert state.actor == 1 and Support(1) in legal_actions(state)
    return state


@pytest.mark.parametrize(("used", "gained"), [(True, 350), (False, 0)])
def test_b10_7_digicode_gives_aki_the_350_dogmon_gives_bea(catalog, used, gained):
    state = _battle(used)
    aki, bea = attack_value(state, 0), attack_value(state, 1)
    apply(state, Support(1))
    assert attack_value(state, 1) == bea + 350
    assert attack_value(state, 0) == aki + gained


def test_b10_7_the_copied_gain_stays_when_bea_loses_her_support(catalog):
    state = _battle(True)
    aki, bea = attack_value(state, 0), attack_value(state, 1)
    apply(state, Support(1))
    support_to_dark_area(state, 1)
    # Bea's +350 ended with Dogmon; Aki's copy is Digicode's and remains.
    assert attack_value(state, 1) == bea
    assert attack_value(state, 0) == aki + 350


def test_o_n1_digicode_is_used_only_by_a_hybrid(catalog):
    perfect = digimon("EXAMPLE-DC2", "Perfectmon", "Perfect", "A", (500, 400, 300), (30, 20, 20, 10))

    def prepare(state):
        state.players[1].points = 80

    state = battle_start((record("Bo-119t"),), slots_a=(1,), top_a=perfect, pre=prepare)
    assert Use(1) not in legal_actions(state)


def test_o_l1_digicode_stays_until_the_end_of_the_turn_after_its_use(catalog):
    # "At the end of the turn after the turn during which this card was used, send it to the Dark
    # Area."
    state = _battle(True)
    while state.turn == 1 and state.result is None:
        apply(state, Pass())
    aki = state.players[0]
    assert aki.slots[0] == 1 and aki.active[0]
    while state.turn == 2 and state.result is None:
        actions = legal_actions(state)
        apply(state, Pass() if Pass() in actions else actions[0])
    assert 1 in aki.dark_area and not aki.active[0]
