"""Bo-269 Evil Ring, played in a game: an active option that watches each evolution of the opponent's
Digimon as it arrives (trigger `opponent_evolves`, E-6.5) and the names it evolved into before
(conditions.evolved_into_name_again, `PlayerState.evolved_log`)."""

from gameplay.engine import apply, legal_actions, moves, points
from gameplay.engine.actions import Use
from gameplay.engine.moves import remove_from_zones

from .helpers import compiled_record, deck, game, record, slot_card_to_evolution
from .test_battle import put_tops, sheet


def _evil_ring_in_use():
    """Aki (FP) battles with St-77 Angewomon (Perfect) and has used Bo-269 Evil Ring (card 1) in her
    Evolution step; Bea battles with St-1 Agumon and holds two St-2 Greymon (cards 1 and 2)."""
    state = game(
        sheet(record("St-77"), (compiled_record("Bo-269"),)),
        deck(record("St-1"), record("St-2"), record("St-2"), record("St-2")),
        first=0,
    )
    put_tops(state)
    slot_card_to_evolution(state)
    # "This card can only be used when your Digimon is Perfect or Ultimate level."
    assert Use(1) in legal_actions(state)
    apply(state, Use(1))
    aki = state.players[0]
    assert aki.active[0]
    # Nothing else was left to decide: the game went on to turn 2, the card still in use (lasting).
    assert state.turn == 2 and aki.active[0]
    return state


def _evolves(state, player, card):
    """`player`'s battling Digimon evolves into `card` as an E-6 step does (engine.evolution.carry_out)."""
    me = state.players[player]
    remove_from_zones(state, player, card)
    moves.put_on_top(state, player, card)
    me.evolved_log.append(me.deck[card].number)


def test_e6_5_evil_ring_costs_20_when_a_level_iii_evolves_again_into_a_level_iv_name_seen_before(catalog):
    # Bo-269: "When your opponent's Level III Digimon evolves into a Digimon with the same name as a
    # Level IV Digimon that has been evolved to before, immediately reduce the opponent's points by 20."
    state = _evil_ring_in_use()
    bea = state.players[1]
    before = bea.points
    # The first Greymon was never evolved to before.
    _evolves(state, 1, 1)
    assert bea.points == before
    moves.top_to_dark_area(state, 1)
    # Agumon (Level III) evolves into a Greymon again.
    _evolves(state, 1, 2)
    assert bea.points == before - 20
    assert state.players[0].points == 100


def test_e6_5_evil_ring_ignores_an_evolution_from_a_digimon_that_is_not_level_iii(catalog):
    state = _evil_ring_in_use()
    bea = state.players[1]
    before = bea.points
    _evolves(state, 1, 1)
    # Greymon (Level IV) into another Greymon: not a Level III evolving.
    _evolves(state, 1, 2)
    assert bea.points == before


def test_e6_5_without_evil_ring_in_use_a_repeated_evolution_costs_nothing(catalog):
    state = game(
        sheet(record("St-77"), (compiled_record("Bo-269"),)),
        deck(record("St-1"), record("St-2"), record("St-2")),
        first=0,
    )
    put_tops(state)
    _evolves(state, 1, 1)
    moves.top_to_dark_area(state, 1)
    _evolves(state, 1, 2)
    assert state.players[1].points == 100


def test_p5_c_evil_ring_leaves_when_the_opponents_digimon_reaches_the_end_of_its_lifespan(catalog):
    # "This card remains in its slot … until it is discarded by you or when the opponent's Digimon
    # reaches the end of its lifespan."
    state = _evil_ring_in_use()
    aki, bea = state.players
    # Not her own Digimon's lifespan ("until_lifespan" limits end with her death check).
    moves.expire_lasting(state, 0, ("until_lifespan",))
    assert aki.slots[0] == 1 and aki.active[0]
    bea.dark_area.extend(bea.net_ocean)
    bea.net_ocean.clear()
    points.death_check(state, 1)
    assert aki.slots[0] != 1 and 1 in aki.dark_area
