"""B-10.3: a ■ support is placed only while its printed condition holds; B-10.4: a target that
does not match still lets it be placed, to no effect. Real catalog cards."""

import pytest

from gameplay.engine import IllegalAction, apply, legal_actions, new_game, parse
from gameplay.engine.actions import Pass, Support
from gameplay.engine.effects.conditions.points_within import PointsWithin
from gameplay.engine.state import BATTLE

from .helpers import record


def koemon_game(points):
    """Psychemon (Bo-119) partnered, 29 Koemon (Bo-706: "When your points are 60 and below, you
    may send this card from your hand to the support box of a Hybrid level Digimon. After that,
    add 250 …"), against the dummy, in player 1's first battle window (60 points open it: the
    window would be skipped with nothing to do in it)."""
    state = new_game([record("Bo-119")] + [record("Bo-706")] * 29, None, 7)
    state.players[0].points = 60
    for _ in range(4):
        apply(state, parse("pass"))
    assert (state.phase, state.actor) == (BATTLE, 0)
    state.players[0].points = points
    return state


def test_b10_3_koemon_is_not_placed_while_its_owner_has_more_than_60_points(catalog):
    state = koemon_game(100)
    assert legal_actions(state) == [Pass()]
    with pytest.raises(IllegalAction, match="B-10.3"):
        apply(state, parse("support 5"))
    assert not state.players[0].supported and state.players[0].support == -1


def test_b10_3_b10_4_at_60_points_koemon_is_placed_though_psychemon_is_no_hybrid(catalog):
    state = koemon_game(60)
    support = next(action for action in legal_actions(state) if isinstance(action, Support))
    apply(state, support)
    # Nothing else to do: the battle ends, and the support goes to the Dark Area at P-5 (b).
    assert support.card in state.players[0].dark_area
    # B-10.4: the target "a Hybrid level Digimon" does not match, so the +250 did nothing: the
    # Level III kept its printed attack against the dummy's type.
    psychemon = record("Bo-119")
    assert state.last_battle[0] == psychemon.attack(state.players[1].deck[0].battle_type)


def test_b10_3_the_placement_condition_is_the_leading_condition_not_the_target(catalog):
    koemon = record("Bo-706").support_text
    assert koemon.placement == PointsWithin("self", at_most=60)
    # St-772: "When you have 80 points and below, you may send this card … of a Hybrid level Digimon".
    assert record("St-772").support_text.placement == PointsWithin("self", at_most=80)
    # G.E.M.-1: "Add 360 to the attack power of your Nature Spirits or Virus Busters Digimon": a
    # target only (B-10.4), no condition to place it.
    agumon = record("G.E.M.-1").support_text
    assert agumon.placement is None and agumon.abilities[0].condition is not None
