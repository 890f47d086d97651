"""Real Option cards whose printed text only one card says, read by an override
(fixtures/effects/overrides) or by a reminder the prefixes now accept, played in games: each asserts
the printed effect and the case where it must not act."""

from dataclasses import replace

import pytest

from gameplay.engine import IllegalAction, apply, legal_actions
from gameplay.engine.actions import Prepare, Proceed, Use
from gameplay.engine.cards import Requirement
from gameplay.engine.effects.force_draw import ForceDraw

from .helpers import (
    EMBERPUP,
    SHELLKIT,
    ability,
    arrange,
    compiled_record,
    deck,
    digimon,
    game,
    option,
    prepare_and_pass,
    record,
)
from .test_battle import battle_start, put_tops, sheet
from .test_option_outcome import _finish_turn_1, _first_window

LOST = (40, 30, 20, 20)


def _perfect(name, attack, battle_type="A", **extra):
    return digimon("EXAMPLE-C1", name, "Perfect", battle_type, (attack, attack, attack), LOST, **extra)


def _pull_down(top_a):
    """Aki's `top_a` uses St-110 from slot 1 against Bea's Perfect Foe (type B) of 500, and turn 1
    plays out."""
    foe = _perfect("Foe", 500, "B")
    state = battle_start((record("St-110"),), slots_a=(1,), top_a=top_a, top_b=foe)
    _first_window(state)
    apply(state, Use(1))
    _finish_turn_1(state)
    return state


def test_p3_st_110_makes_the_winner_lose_as_many_points_as_its_underwater_perfect_lost(catalog):
    # St-110 I'll Pull You Down to the Bottom of the Ocean!!: "When your Digimon loses the battle, the
    # opponent loses the same amount of points as you do. This card can only be used when your Digimon
    # is Perfect level … In order to use this card, the ability "underwater" is needed."
    waru_seadramon = record("Bo-143")
    state = _pull_down(waru_seadramon)
    # Waru Seadramon attacks Foe (type B) with B, 430 against 500: it loses.
    assert state.last_battle == (430, 500)
    # P-3: Aki loses the Perfect column of Waru Seadramon's lost points, and Bea as many.
    lost = waru_seadramon.lost_points[2]
    assert [me.points for me in state.players] == [100 - lost, 100 - lost]


def test_p3_st_110_takes_nothing_from_the_opponent_without_the_ability_underwater(catalog):
    state = _pull_down(_perfect("Knight", 480))
    assert [me.points for me in state.players] == [100 - LOST[2], 100]


def _virus(name):
    return digimon("EXAMPLE-C2", name, "Perfect", "A", (100, 100, 100), LOST, attributes=frozenset({"Virus"}))


def _spear(bea_support):
    """Aki's Lowemon uses St-923 against Bea's Virus Perfect, with `bea_support` in Bea's Support Box."""

    def support(state):
        bea = state.players[1]
        arrange(state, 1, hand=[2])
        bea.hand.remove(2)
        bea.support = 2

    state = battle_start(
        (record("St-923"),),
        slots_a=(1,),
        top_a=record("Bo-126t"),
        top_b=_virus("Foe"),
        cards_b=(SHELLKIT, bea_support),
        pre=support,
    )
    _first_window(state)
    before = state.players[1].points
    apply(state, Use(1))
    return before, state.players[1].points


def test_o_n2_st_923_reduces_the_opponent_by_20_with_two_virus_digimon_counting_the_support_box(catalog):
    # St-923 Spear of Conviction: "When there are two or more Virus attribute Digimon on the opponent's
    # sheet (including support Digimon), immediately reduce the opponent's points by 20. This card can
    # only be used when your Digimon is a Lowemon, …"
    before, after = _spear(_virus("Helper"))
    assert after == before - 20


def test_o_n2_st_923_does_nothing_with_one_virus_digimon_on_the_opponents_sheet(catalog):
    before, after = _spear(SHELLKIT)
    assert after == before


def _warrior(groups):
    return digimon(
        "EXAMPLE-C3",
        "Flame Warrior",
        "IV",
        "A",
        (500, 400, 300),
        (30, 20, 10, 10),
        evolution=((Requirement("win_rate", percent=40),),),
        groups=groups,
    )


def _old_bloodline(target):
    """Aki's Emberpup evolves into `target` paying St-935 from slot 1 into the Power Box (T-P4), and
    the battle against Shellkit (type B) runs."""
    state = game(deck(EMBERPUP, compiled_record("St-935"), target, SHELLKIT), deck(SHELLKIT), first=0)
    me = state.players[0]
    me.net_ocean.remove(1)
    me.slots[0] = 1
    arrange(state, 0, hand=[2, 3])
    prepare_and_pass(state, Prepare(2, 0, (1,)))
    apply(state, Proceed())
    assert me.digimon == [0, 2]
    return state


def test_e6_st_935_adds_300_to_a_warrior_ten_digimon_while_it_is_in_the_power_box(catalog):
    # St-935 Old Bloodline: "Evolve your Digimon into a Digimon of the next level, or Hybrid level
    # Digimon with Winning Percentage: 40%! in its evolution requirements. While this card is in your
    # evolution requirements box, add 300 to the attack power of all your Digimon belonging to the
    # Warrior Ten." (sent to the Dark Area at the end of the turn)
    state = _old_bloodline(_warrior(frozenset({"Warrior Ten"})))
    assert state.last_battle[0] == 400 + 300


def test_e6_st_935_adds_nothing_to_a_digimon_outside_the_warrior_ten(catalog):
    state = _old_bloodline(_warrior(frozenset()))
    assert state.last_battle[0] == 400


STOP = option("EXAMPLE-C4", "Let's Stop Fighting", abilities=(ability(ForceDraw()),))
FOE_IV = digimon("EXAMPLE-C5", "Foe", "IV", "A", (300, 300, 300), (30, 20, 10, 10))


def _land_battle(top_a):
    """Aki's `top_a` uses St-690 from slot 1 against Bea's Level IV Foe (300); then Bea answers with a
    forced draw (P-1) and turn 1 plays out."""
    state = battle_start(
        (record("St-690"),), slots_a=(1,), top_a=top_a, cards_b=(STOP,), slots_b=(1,), top_b=FOE_IV
    )
    _first_window(state)
    apply(state, Use(1))
    apply(state, Use(1))
    _finish_turn_1(state)
    return state


def test_p1_st_690_keeps_the_opponents_forced_draw_from_an_underground_digimon(catalog):
    # St-690 King of Land Battles!: "Change your lost points to 'III10 IV10 P10 U10'. After that, add
    # 200 to your attack power. During battle, the opponent cannot cause the battle to end in a draw;
    # when you win the battle, further reduce the opponent's points by 10. This card can only be used
    # when your Digimon has the ability "underground" (excluding Level III or Armor evolved Digimon)."
    drimogemon = record("Bo-10")
    state = _land_battle(drimogemon)
    # Drimogemon (type B) attacks Foe (type A) with A: 420 + 200, and the draw did not happen.
    assert state.last_battle == (620, 300)
    # P-3: Bea loses the Level IV column of Foe's table, and 10 more.
    assert [me.points for me in state.players] == [100, 100 - 20 - 10]


def test_p1_st_690_leaves_the_draw_to_a_digimon_without_the_ability_underground(catalog):
    state = _land_battle(digimon("EXAMPLE-C6", "Plain", "IV", "B", (420, 380, 150), (20, 10, 10, 10)))
    # A draw costs each player the draw penalty (P-3).
    assert [me.points for me in state.players] == [100 - state.draw_penalty] * 2


def test_o_n1_st_690_cannot_be_used_by_a_level_iii_or_an_armor_level(catalog):
    labramon = record("Bo-1028")
    armor = replace(record("Bo-10"), level="Armor")
    for top in (labramon, armor):
        state = battle_start((record("St-690"),), slots_a=(1,), top_a=top, top_b=FOE_IV)
        _first_window(state)
        assert Use(1) not in legal_actions(state)


def _armor(name):
    """An Armor level Digimon (A-14: level order 4) of a Digimental."""
    return replace(
        digimon(
            "EXAMPLE-C7",
            name,
            "IV",
            "A",
            (520, 470, 330),
            (30, 20, 10, 10),
            evolution=((Requirement("armor", names=("Digimental of Courage",)),),),
            evolution_text="Armor Evolution Digimental of Courage",
        ),
        level="Armor",
    )


def _armor_texture(top, target):
    """Aki's Level IV `top` prepares `target` paying Bo-494 into the Power Box (T-P4) and evolves;
    raises IllegalAction when the card does not reach `target`."""
    state = game(sheet(top, (target, compiled_record("Bo-494"))), deck(SHELLKIT), first=0)
    put_tops(state)
    arrange(state, 0, hand=[1, 2])
    prepare_and_pass(state, Prepare(1, -1, (2,)))
    apply(state, Proceed())
    return state


PEGASMON_IV = digimon("EXAMPLE-C8", "Pegasmon", "IV", "A", (450, 400, 300), (30, 20, 10, 10))


def test_e6_bo_494_transforms_a_level_iv_into_the_armor_level_of_its_name(catalog):
    # Bo-494 Armor Texture!!: "Ignore the fusion requirements and make your Digimon transform into a
    # Level IV Digimon with the same name with 'Armor Evolution' in its fusion requirements in your
    # evolution box. This card cannot be used when your Digimon is Level III."
    state = _armor_texture(PEGASMON_IV, _armor("Pegasmon"))
    # The Armor Pegasmon is the battling Digimon now.
    assert state.players[0].digimon[-1] == 1


def test_e6_bo_494_reaches_no_armor_of_another_name_and_no_level_iv(catalog):
    with pytest.raises(IllegalAction):
        _armor_texture(PEGASMON_IV, _armor("Flamedramon"))
    with pytest.raises(IllegalAction):
        _armor_texture(PEGASMON_IV, replace(PEGASMON_IV, number="EXAMPLE-C9", level="IV"))
