"""Bx-30 Twin Swords Gradalpha played in a real game: a grappling Digimon adds 300 against one without
"grappling", and Grademon stacks one of the opponent's face-up Weapon category cards onto their point
gauge (O-L4: removing an active card ends its effect)."""

from gameplay.engine import apply, legal_actions
from gameplay.engine.actions import Pass, Use
from gameplay.engine.attack import attack_value

from .helpers import BOOSTER_CHIP, compiled_record, game, record
from .test_battle import put_tops, sheet
from .test_option_evolution_cards import _hold_in_slot


def _battle(top_a, weapon):
    """Aki (FP) battles with `top_a` and holds Bx-30 in slot 1; Bea battles with Agumon (St-1, no
    "grappling"), a Booster Chip (id 1) face-down in slot 1 and `weapon` (id 2) active in slot 2."""
    card = compiled_record("Bx-30")
    state = game(sheet(top_a, (card,)), sheet(record("St-1"), (BOOSTER_CHIP, weapon)), first=0)
    put_tops(state)
    _hold_in_slot(state, 0, 1)
    _hold_in_slot(state, 1, 1)
    while state.phase != "battle":
        apply(state, Pass())
    bea = state.players[1]
    for zone in (bea.hand, bea.net_ocean):
        if 2 in zone:
            zone.remove(2)
    bea.slots[1], bea.face_up[1], bea.active[1] = 2, True, True
    if state.actor == 1:
        apply(state, Pass())
    return state


def test_bx_30_grademon_stacks_the_opponents_weapon_card_and_adds_300(catalog):
    # Bx-30: "You can use this card when your Digimon is non-Level III, and has the ability
    # "grappling". Add 300 to your attack power when facing an opponent Digimon without the ability
    # "grappling". When your Digimon is Grademon, you may stack one of the opponent's cards belonging
    # to the 'Weapon' category onto their point gauge. Send this card to the Dark Area when your
    # Digimon reaches the end of its lifespan."
    grademon, weapon = record("Sx-101"), record("St-921")
    assert "Weapon" in weapon.category
    state = _battle(grademon, weapon)
    bea = state.players[1]
    before = attack_value(state, 0)
    assert Use(1) in legal_actions(state)
    apply(state, Use(1))
    # Bea's Fenrir Sword leaves its slot for her point gauge; her face-down Booster Chip stays.
    assert bea.slots[1] == -1 and 2 in bea.gauge_cards and 2 not in bea.dark_area
    assert bea.slots[0] == 1
    assert attack_value(state, 0) == before + 300


def test_bx_30_stacks_nothing_when_the_digimon_is_not_grademon(catalog):
    # Imperialdramon Fighter Mode (Bo-357) has no "grappling": neither effect acts.
    state = _battle(record("Bo-357"), record("St-921"))
    bea = state.players[1]
    before = attack_value(state, 0)
    apply(state, Use(1))
    assert bea.slots[1] == 2 and 2 not in bea.gauge_cards
    assert attack_value(state, 0) == before


def test_bx_30_stacks_only_a_weapon_category_card(catalog):
    state = _battle(record("Sx-101"), record("Bo-441"))
    bea = state.players[1]
    apply(state, Use(1))
    assert bea.slots[1] == 2 and 2 not in bea.gauge_cards
