"""St-748 Spirit of Wood B under Bo-728 Petaldramon, played from the real catalog (RULES EC-7, E-10;
fixtures/effects/overrides/St-748.json): "The Digimon that appeared gains the ability "hungry". During
battle, the Digimon also gains the effect 'When facing a Digimon with the type Food (Insectivorous
Plant included), add 200 to your attack power. For every Option card that you or the opponent uses
that belongs to the Food category, add 150 to your attack power.'" The tied Spirit watches both
players' flips in the battle (options.fire_flip_watchers, B-4)."""

from dataclasses import replace

import pytest

from gameplay.engine import apply
from gameplay.engine.actions import Pass, Use
from gameplay.engine.attack import attack_value, lost_points

from .helpers import BOOSTER_CHIP, arrange, record
from .test_option_spirit import MARSHKIT, _appeared


def _petaldramon(opponent=MARSHKIT, aki_slot=BOOSTER_CHIP, bea_slot=BOOSTER_CHIP):
    """Aki (FP) has Bo-728 Petaldramon (id 2) appear with St-748 (id 3) from Stonewarden (Perfect), with
    `aki_slot` (id 4) in her slot 1 and a card in hand to pay with (id 5); Bea's `opponent` battles
    with `bea_slot` (id 1) in her slot 1. Returns the state in the first battle window."""
    state, me = _appeared(
        "Bo-728",
        "St-748",
        extra=(BOOSTER_CHIP,),
        opponent=opponent,
        own_slot=aki_slot,
        opponent_slot=bea_slot,
    )
    assert me.support_other == [3]
    arrange(state, 0, hand=[5])
    return state


def test_e10_st_748_makes_petaldramon_hungry_and_reads_the_ultimate_column(catalog):
    state = _petaldramon()
    assert "hungry" in state.players[0].keywords
    # "When you win the battle, your opponent takes the lost points of an Ultimate."
    assert lost_points(state, 1) == MARSHKIT.lost_points[3]


@pytest.mark.parametrize(("species", "added"), [("Food", 200), ("Insectivorous Plant", 200), ("Plant", 0)])
def test_st_748_adds_200_facing_a_food_or_insectivorous_plant_digimon(catalog, species, added):
    # The catalog's types: Burgamon (Bo-27L) is Food, Red Vegimon (Bo-87) Insectivorous Plant.
    facing = attack_value(_petaldramon(replace(MARSHKIT, species=species)), 0)
    assert facing == attack_value(_petaldramon(), 0) + added


def _gain_from_use(state, player):
    """What Aki's attack power gains when `player` turns the card in their slot 1 face-up in their
    battle window (B-4)."""
    if state.actor != player:
        apply(state, Pass())
    assert state.actor == player
    before = attack_value(state, 0)
    apply(state, Use(1))
    return attack_value(state, 0) - before


def test_b4_st_748_adds_150_when_aki_uses_a_food_card(catalog):
    # Bo-30L Rib Sandwich belongs to the Food category: "Add 80 to the attack power of your Digimon (if
    # you used this card on a Digimon with the ability "hungry", add 200 to its attack power instead)".
    assert _gain_from_use(_petaldramon(aki_slot=record("Bo-30L")), 0) == 200 + 150


def test_b4_st_748_adds_150_when_the_opponent_uses_a_food_card(catalog):
    assert _gain_from_use(_petaldramon(bea_slot=record("Bo-30L")), 1) == 150


@pytest.mark.parametrize("user", [0, 1])
def test_b4_st_748_adds_nothing_for_an_option_card_of_another_category(catalog, user):
    # The Booster Chip adds to its user's Digimon only.
    assert _gain_from_use(_petaldramon(), user) == (100 if user == 0 else 0)
