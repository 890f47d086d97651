"""Bo-270 Evil Spiral, played in a game: it changes the opponent's attribute to Virus (RULES 1.9), then
watches each evolution of the opponent's Digimon as it arrives (trigger `opponent_evolves`, E-6.5)."""

from gameplay.engine import apply, moves
from gameplay.engine.actions import Use
from gameplay.engine.effect_context import EngineContext
from gameplay.engine.effects.base import OPTION
from gameplay.engine.moves import remove_from_zones

from .helpers import compiled_record, deck, game, record, slot_card_to_evolution
from .test_battle import put_tops, sheet


def _evil_spiral_in_use():
    """Aki (FP) battles with St-77 Angewomon (Perfect) and has used Bo-270 Evil Spiral (card 1) in her
    Evolution step; Bea battles with St-1 Agumon (Vaccine) and holds St-2 Greymon (Vaccine, card 1)
    and St-15 Nanimon (Virus, card 2)."""
    state = game(
        sheet(record("St-77"), (compiled_record("Bo-270"),)),
        deck(record("St-1"), record("St-2"), record("St-15")),
        first=0,
    )
    put_tops(state)
    slot_card_to_evolution(state)
    apply(state, Use(1))
    return state


def _attributes(state, player):
    return EngineContext(state, 0, 1, OPTION, "source").attributes("self" if player == 0 else "opponent")


def _evolves(state, player, card):
    """`player`'s battling Digimon evolves into `card` as an E-6 step does (engine.evolution.carry_out)."""
    remove_from_zones(state, player, card)
    moves.put_on_top(state, player, card)


def test_rules_1_9_bo_270_changes_the_opponents_attribute_to_virus(catalog):
    # Bo-270: "Change the opponent Digimon's attribute to Virus."
    state = _evil_spiral_in_use()
    assert state.players[0].active[0]
    assert _attributes(state, 1) == frozenset({"Virus"})


def test_e6_5_bo_270_costs_10_when_the_opponent_evolves_into_a_non_virus_digimon(catalog):
    # "After that, if the opponent evolves into a non-Virus attribute Digimon, immediately reduce their
    # points by 10." Greymon is Vaccine (the change was Agumon's own).
    state = _evil_spiral_in_use()
    bea = state.players[1]
    before = bea.points
    _evolves(state, 1, 1)
    assert _attributes(state, 1) == frozenset({"Vaccine"})
    assert bea.points == before - 10


def test_e6_5_bo_270_costs_nothing_when_the_opponent_evolves_into_a_virus_digimon(catalog):
    state = _evil_spiral_in_use()
    bea = state.players[1]
    before = bea.points
    _evolves(state, 1, 2)
    assert bea.points == before
