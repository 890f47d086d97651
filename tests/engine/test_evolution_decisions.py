"""A-30 / E-3 / E-4: FP may decline its prepared evolution, deciding before it sees anything of
SP's; only SP decides after seeing FP's result. Real catalog cards: St-1 Agumon and St-2 Greymon
("Agumon + OO") for player 1, St-5 Gabumon and St-6 Garurumon ("Gabumon + XX") for player 2."""

from gameplay.engine import apply, legal_actions, new_game, observe
from gameplay.engine.actions import Cancel, Pass, Prepare, Proceed
from gameplay.engine.state import EVOLUTION

from .helpers import record


def both_prepared():
    """Turn 1 at E-3, player 1 FP; each player has prepared its Level IV (card 1)."""
    decks = [
        [record("St-1"), record("St-2")] + [record("St-1")] * 28,
        [record("St-5"), record("St-6")] + [record("St-5")] * 28,
    ]
    state = new_game(decks[0], decks[1], seed=7)
    state.fp = state.actor = 0
    for player in (0, 1):
        me = state.players[player]
        if 1 not in me.hand:
            # Card 1 (the Level IV) into the hand in exchange for a Level III copy.
            zone = me.net_ocean if 1 in me.net_ocean else None
            if zone is None:
                me.gauge = me.hand.pop()
            else:
                zone[zone.index(1)] = me.hand.pop()
            me.hand.append(1)
        assert state.actor == player
        apply(state, Pass())
        apply(state, Prepare(1, 0, ()))
        if state.phase == "preparation" and state.actor == player:
            apply(state, Pass())
    assert (state.phase, state.step, state.actor) == (EVOLUTION, "evolve", 0)
    return state


def test_a30_e3_fp_may_decline_its_evolution_before_seeing_anything_of_sp_s(catalog):
    state = both_prepared()
    assert {Proceed(), Cancel()} <= set(legal_actions(state))
    # What FP sees of SP's sheet at that moment: one prepared card, face-down (RULES 1.1).
    assert observe(state, 0)["sheets"][1]["evolution_box"] == ["back"]
    assert observe(state, 0)["sheets"][1]["digimon"][-1]["number"] == "St-5"
    apply(state, Cancel())
    aki, bea = state.players
    assert aki.digimon == [0]
    # E-4: SP decides now, having seen FP's result (FP stayed Agumon), and evolves.
    assert state.actor == 1 and {Proceed(), Cancel()} <= set(legal_actions(state))
    assert observe(state, 1)["sheets"][0]["digimon"][-1]["number"] == "St-1"
    apply(state, Proceed())
    assert [bea.deck[card].number for card in bea.digimon] == ["St-5", "St-6"]
    # E-5 / A-13: FP's declined Greymon and its ●● cards went to the Dark Area.
    assert 1 in aki.dark_area and aki.evo_box == [] and aki.power == []


def test_a30_e4_sp_may_decline_after_seeing_fp_evolve(catalog):
    state = both_prepared()
    apply(state, Proceed())
    aki, bea = state.players
    assert [aki.deck[card].number for card in aki.digimon] == ["St-1", "St-2"]
    assert state.actor == 1
    assert observe(state, 1)["sheets"][0]["digimon"][-1]["number"] == "St-2"
    apply(state, Cancel())
    assert bea.digimon == [0] and 1 in bea.dark_area
