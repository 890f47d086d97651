"""engine/spirits.py (RULES E-10): a Spirit acts on the Digimon that appeared with it only while it is
in the Support Box, played with the real Bo-735 Calamaramon and St-745 Spirit of Water B."""

from gameplay.engine import apply
from gameplay.engine.actions import MoveCard, Pass
from gameplay.engine.attack import lost_points
from gameplay.engine.effect_context import OPTION, EngineContext
from gameplay.engine.moves import tied

from .test_option_spirit import MARSHKIT, _appeared
from .test_points import REFUND


def test_e10_a_spirit_in_the_support_box_is_tied_to_the_hybrid_that_appeared(catalog):
    state, me = _appeared("Bo-735", "St-745")
    assert me.support_other == [3] and tied(state, 0) == [3]
    # St-745: "When you win the battle, your opponent takes the lost points of a Perfect."
    assert lost_points(state, 1) == MARSHKIT.lost_points[2]


def test_e10_a_spirit_moved_out_of_the_support_box_by_hand_gives_nothing_any_more(catalog):
    # Moved by hand (a manual MoveCard) while Bo-735 still battles: the Spirit's marker outlives the
    # move, but a Spirit in the Dark Area no longer names the Perfect column; the Hybrid reads as
    # an Ultimate again (RULES 6.1, A-15).
    state, me = _appeared("Bo-735", "St-745")
    apply(state, MoveCard(0, 3, "dark_area"))
    assert 3 in me.dark_area and me.digimon[-1] == 2
    assert tied(state, 0) == []
    assert lost_points(state, 1) == MARSHKIT.lost_points[3]


def test_e10_b11_2_a_spirits_phase_long_change_is_in_force_in_the_point_calculation_phase(catalog):
    # St-745: "Your Digimon gains the 'Deep Savers' field icon." A tied Spirit's free text applies in
    # every phase, for that phase (engine.spirits), so the icon the Battle Phase ended is given again
    # at P-1, where the Point Calculation Phase's options and abilities read it.
    state, me = _appeared("Bo-735", "St-745", opponent_extra=(REFUND,))
    bea = state.players[1]
    bea.net_ocean.remove(2)
    bea.slots[1] = 2
    assert "DS" in EngineContext(state, 0, 3, OPTION, "phase").fields("self")
    while state.phase == "battle":
        apply(state, Pass())
    # Bea's Refund keeps the phase waiting at her P-2 window (B-4: windows with a choice only).
    assert state.phase == "point_calculation" and state.actor == 1
    assert "DS" in EngineContext(state, 0, 3, OPTION, "phase").fields("self")
