"""O-L2 / B-8 (lifetime of modifiers): what an option gave ends the moment the card leaves its slot, its
granted abilities (RULES 1.9 keywords) and immunities included, not only its attack changes. Played
with the real St-485 Flame Fragment ("You gain the ability "flame". After that, add 100 to your attack
power") sent away in the battle by the opponent's St-162 ("Invalidate one of the opponent's Item
Option cards and send it to the Dark Area"); what another source gives stays (the control)."""

from gameplay.engine import apply
from gameplay.engine.actions import Pass, Use

from .helpers import BOOSTER_CHIP, compiled_record
from .test_battle import battle_start


def _flame_fragment_sent_away(top_a=None):
    """Aki (FP) uses Flame Fragment; in her next window Bea sends it to the Dark Area."""
    state = battle_start(
        (compiled_record("St-485"), BOOSTER_CHIP),
        slots_a=(1, 2),
        cards_b=(compiled_record("St-162"),),
        slots_b=(1,),
        top_a=top_a,
    )
    aki, bea = state.players
    apply(state, Pass())
    apply(state, Use(1))
    assert "flame" in aki.keywords
    apply(state, Pass())
    assert state.actor == 1
    apply(state, Use(1))
    assert 1 in aki.dark_area and aki.slots[0] == -1
    return state


def test_o_l2_the_ability_an_option_gave_ends_when_it_leaves_its_slot(catalog):
    state = _flame_fragment_sent_away()
    assert "flame" not in state.players[0].keywords


def test_o_l2_the_same_ability_the_digimon_has_of_its_own_stays(catalog):
    # Aero V-dramon (Bo-1113): "Has the abilities "sky" and "flame"."
    state = _flame_fragment_sent_away(top_a=compiled_record("Bo-1113"))
    assert {"flame", "sky"} <= set(state.players[0].keywords)
