"""E-9: when both players meet appearance conditions, SP appears first in the Battle Phase only; in
the Evolution Phase appearances follow the evolution order, FP's in E-3 (c), then SP's in E-4."""

from gameplay.engine import apply, legal_actions, new_game
from gameplay.engine.actions import Appear, Pass
from gameplay.engine.state import BATTLE, EVOLUTION

from .helpers import CINDERHOUND, EMBERPUP, arrange, deck, game, record
from .test_evolution import FIREGATE


def _both_on_top(state, top, appearing):
    """Each player battles with card `top` and holds card `appearing`; then both Preparations pass."""
    for player in (0, 1):
        me = state.players[player]
        arrange(state, player, hand=[top, appearing])
        me.hand.remove(top)
        me.digimon.append(top)
    while state.phase == "preparation" and state.turn == 1:
        apply(state, Pass())


def test_e9_in_the_evolution_phase_fp_appears_in_e3_before_sp_in_e4():
    state = game(deck(EMBERPUP, CINDERHOUND, FIREGATE), deck(EMBERPUP, CINDERHOUND, FIREGATE), first=0)
    _both_on_top(state, 1, 2)
    # E-3: FP's Evolution step comes first; SP has nothing to decide yet.
    assert (state.phase, state.step, state.actor) == (EVOLUTION, "evolve", 0)
    assert Appear(2) in legal_actions(state) and legal_actions(state, 1) == []
    apply(state, Appear(2))
    assert state.players[0].digimon[-1] == 2 and state.players[1].digimon[-1] == 1
    # FP had nothing else to do, so its step ended; E-4: SP, having seen FP's result, may appear.
    assert (state.phase, state.actor) == (EVOLUTION, 1) and Appear(2) in legal_actions(state)
    apply(state, Appear(2))
    assert state.players[1].digimon[-1] == 2
    assert [str(action) for action in state.actions[-2:]] == ["appear 2", "appear 2"]


def test_e9_b2_in_the_battle_phase_sp_appears_first(catalog):
    # Bo-569 Sagittarimon: "At the start of the battle, send your Centalmon from the Box to the Dark
    # Area, and make this card appear directly from your hand" (B-2.1, B-2.2); St-17 is Centalmon.
    cards = [record("St-1"), record("St-17"), record("Bo-569")] + [record("St-1")] * 27
    state = new_game(cards, list(cards), seed=7)
    state.fp = state.actor = 0
    _both_on_top(state, 1, 2)
    while state.phase == EVOLUTION:
        apply(state, Pass())
    assert (state.phase, state.step, state.actor) == (BATTLE, "battle_start", 1)
    assert Appear(2) in legal_actions(state)
    apply(state, Appear(2))
    # Then FP, having seen SP's appearance (SP had nothing else to do at B-2.1).
    assert (state.step, state.actor) == ("battle_start", 0) and Appear(2) in legal_actions(state)
