"""Sweeps of the opponent's sheet and slots printed on Digimon (patterns/digimon_sheet_sweeps.py,
patterns/digimon_slots_for_attack.py) and of the defeated Digimon (the override of Bo-789), played
from the real catalog in a battle (B-2, B-6, P-5)."""

from __future__ import annotations

import pytest

from gameplay.engine import apply, legal_actions
from gameplay.engine.actions import Pass, UseAbility
from gameplay.engine.attack import attack_value

from .helpers import BOOSTER_CHIP, PEBBLE, compiled_record, record
from .test_battle import battle_start

# Octmon (Bo-1040): blue frame, Deep Savers, no "hungry". Chrysalimon (Bo-52t): Dark Area field.
# Leomon X-Antibody (Bx-5): red frame. Vamdemon (Bo-20L): prints "hungry".
OCTMON, CHRYSALIMON, LEOMON_X, VAMDEMON = "Bo-1040", "Bo-52t", "Bx-5", "Bo-20L"


def _uses(state):
    if state.actor == 1:
        apply(state, Pass())
    return [action for action in legal_actions(state) if isinstance(action, UseAbility)]


@pytest.mark.parametrize(
    ("number", "foe", "sent"),
    [
        # Bo-1132: "During battle, you may send all Digimon on the opponent's sheet that do not
        # belong to Dark Area to the Dark Area."
        ("Bo-1132", OCTMON, True),
        ("Bo-1132", CHRYSALIMON, False),
        # Bo-1018: "Discard your whole hand and send all Red Frame Digimon (excluding Level III
        # Digimon) on the opponent's sheet to the Dark Area."
        ("Bo-1018", LEOMON_X, True),
        ("Bo-1018", OCTMON, False),
    ],
)
def test_b6_a_used_sweep_sends_the_opponents_digimon_only_when_it_fits_the_description(
    catalog, number, foe, sent
):
    state = battle_start((PEBBLE,), hand_a=(1,), top_a=compiled_record(number), top_b=record(foe))
    bea = state.players[1]
    foe_card = bea.digimon[-1]
    uses = _uses(state)
    # A Digimon that does not fit leaves nothing to use (B-6).
    assert len(uses) == (1 if sent else 0)
    if uses:
        apply(state, uses[0])
        # The Level III under it stays (send_to_dark_area never sends a Level III).
        assert len(bea.digimon) == 1
    assert (foe_card in bea.dark_area) is sent


def test_b6_bo_1018_pays_its_whole_hand_for_the_red_frame_sweep(catalog):
    state = battle_start(
        (PEBBLE, PEBBLE), hand_a=(1, 2), top_a=compiled_record("Bo-1018"), top_b=record(LEOMON_X)
    )
    aki = state.players[0]
    hand = list(aki.hand)
    (use,) = _uses(state)
    apply(state, use)
    assert set(hand) <= set(aki.dark_area) and not set(hand) & set(aki.hand)


@pytest.mark.parametrize(("foe", "sent"), [(VAMDEMON, True), (OCTMON, False)])
def test_b3_bo_1198_sends_a_hungry_opponent_to_the_dark_area(catalog, foe, sent):
    # Bo-1198: "Immediately send all Digimon with the ability "hungry" on the opponent's sheet to the
    # Dark Area."
    state = battle_start((BOOSTER_CHIP,), slots_a=(1,), top_a=compiled_record("Bo-1198"), top_b=record(foe))
    bea = state.players[1]
    attack_value(state, 0)
    assert (len(bea.digimon) == 1) is sent


@pytest.mark.parametrize("number", ["Bo-356", "Bo-573"])
def test_b2_the_battle_start_sweep_of_the_slots_adds_50_for_every_card_sent(catalog, number):
    # "At the start of the battle, send all of the cards in the opponent's slots to the Dark Area, and
    # for every card sent, add 50 to your attack power." Bea has two cards in her slots; Aki keeps a
    # Booster Chip in his so that the battle stays open.
    def sweep(cards_b, slots_b):
        return battle_start(
            (BOOSTER_CHIP,),
            slots_a=(1,),
            cards_b=cards_b,
            slots_b=slots_b,
            top_a=compiled_record(number),
            top_b=record(OCTMON),
        )

    empty = sweep((), ())
    full = sweep((BOOSTER_CHIP, BOOSTER_CHIP), (1, 2))
    bea = full.players[1]
    assert bea.slots[:2] == [-1, -1] and {1, 2} <= set(bea.dark_area)
    assert attack_value(full, 0) == attack_value(empty, 0) + 2 * 50


@pytest.mark.parametrize(("foe", "stacked"), [("Bo-14", True), ("St-43", False)])
def test_p5a_bo_789_stacks_the_defeated_digimon_unless_it_belongs_to_nightmare_soldiers(
    catalog, foe, stacked
):
    # Bo-789 Belial Vamdemon (A 700): "When you win the battle, you may stack the opponent's Digimon that
    # was defeated (excluding Level III Digimon, and Digimon that belong to Nightmare Soldiers) onto
    # their point gauge." Hanumon (St-43) belongs to Nightmare Soldiers, Mojyamon (Bo-14) does not; both are
    # Level IV of A 400 with no ability, so Belial Vamdemon wins.
    state = battle_start((PEBBLE,), top_a=compiled_record("Bo-789"), top_b=record(foe))
    while state.turn == 1 and state.result is None:
        apply(state, Pass())
    bea = state.players[1]
    assert state.players[0].points == 100 and bea.points < 100
    assert (29 in bea.gauge_cards) is stacked
    assert (29 in bea.dark_area) is not stacked
