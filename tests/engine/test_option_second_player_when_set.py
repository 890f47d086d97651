"""Options that may be activated right after they are set when their owner is the second player of the
turn (an exception to O-1, RULES 0.3 and 4.1), played in a game against the first player's evolution:

- St-818 The Terror of High Speed Evolution watches each evolution of the opponent's Digimon as it
  arrives (E-6.5) and costs the opponent 10 points when one that began from a Level III or Level IV
  reaches an Ultimate; a warp evolution (RULES 1.10, E-6) began from the Digimon its first step covered.
- Bo-646 Evolution Limiter adds two Digimon cards from the hand to every evolution of the opponent this
  turn (EC-4); a step that cannot pay them is not carried out (E-6.4)."""

import pytest

from gameplay.engine import IllegalAction, apply, evolution, legal_actions, moves
from gameplay.engine.actions import Appear, Pass, Prepare, Proceed, SetOption, Use
from gameplay.engine.moves import remove_from_zones

from .helpers import (
    CINDERHOUND,
    EMBERPUP,
    PEBBLE,
    SHELLKIT,
    arrange,
    compiled_record,
    deck,
    digimon,
    game,
    marks,
    record,
)
from .test_evolution import FIREGATE

# Invented one-● steps (RULES §8 uses EXAMPLE- cards too): a Level III to Ultimate line.
FLAMEWOLF = digimon(
    "EXAMPLE-H1", "Flamewolf", "IV", "A", (480, 420, 310), (30, 20, 10, 10), evolution=(marks(1, 0),)
)
BLAZEKING = digimon(
    "EXAMPLE-H2", "Blazeking", "Perfect", "A", (620, 540, 420), (40, 30, 20, 10), evolution=(marks(1, 0),)
)
SUNLORD = digimon(
    "EXAMPLE-H3", "Sunlord", "Ultimate", "A", (900, 800, 700), (50, 40, 30, 20), evolution=(marks(1, 0),)
)


def _bea_prepares(steps, *, card="St-818", bea_hand=(1, 2, 3), aki_points=100, aki_first=False):
    """Turn 1: Aki (player 0) battles with St-1 Agumon and holds the option `card` (card 1); Bea
    (player 1) battles with Emberpup (Level III) and holds `bea_hand` of Flamewolf, Blazeking and
    Sunlord (cards 1-3), her T-P2 refill drawing Blank Leaf options. The first player prepares first:
    Bea prepares the first `steps` of her line (T-P4), and Aki ends T-P1 and sets `card` in slot 1
    (T-P6)."""
    state = game(
        deck(record("St-1"), compiled_record(card)),
        deck(EMBERPUP, FLAMEWOLF, BLAZEKING, SUNLORD),
        first=0 if aki_first else 1,
    )
    state.players[0].points = aki_points
    arrange(state, 0, hand=[1])
    arrange(state, 1, hand=list(bea_hand))

    def bea():
        apply(state, Pass())
        for card in range(1, steps + 1):
            apply(state, Prepare(card, 0, ()))
        apply(state, Pass())

    def aki():
        apply(state, Pass())
        apply(state, SetOption(1, 1))

    if aki_first:
        aki()
        return state
    bea()
    aki()
    return state


def _to_bea_evolving(state):
    """Aki activates her option and both go on until Bea's (FP's) evolution has been carried out."""
    assert Use(1) in legal_actions(state)
    apply(state, Use(1))
    while state.phase == "preparation":
        apply(state, Pass())
    assert state.phase == "evolution" and state.actor == 1
    apply(state, Proceed())


def test_st_818_a_warp_evolution_from_level_iii_to_ultimate_costs_the_opponent_10(catalog):
    state = _bea_prepares(3)
    # Aki is the second player of the turn: she may activate it right after setting it.
    _to_bea_evolving(state)
    aki, bea = state.players
    # Nothing else was left to decide: Sunlord won the battle and the game went on to turn 2.
    assert state.turn == 2 and bea.deck[bea.top].name == "Sunlord"
    # Only the step into the Ultimate counts, once: Emberpup (Level III) warp-evolved into Sunlord.
    assert bea.points == 100 - 10
    # "At the end of the turn during which this card was used, send it to the Dark Area."
    assert aki.slots[0] == -1 and 1 in aki.dark_area


def test_st_818_an_evolution_that_stops_below_ultimate_costs_nothing(catalog):
    state = _bea_prepares(2)
    _to_bea_evolving(state)
    bea = state.players[1]
    assert state.turn == 2 and bea.deck[bea.top].name == "Blazeking" and bea.points == 100


def test_st_818_an_evolution_from_a_perfect_into_an_ultimate_costs_nothing(catalog):
    state = _bea_prepares(0)
    apply(state, Use(1))
    aki, bea = state.players
    assert aki.active[0]
    # Bea's Emberpup evolves into Blazeking (Perfect) by an effect, then Blazeking into Sunlord (E-6.7).
    remove_from_zones(state, 1, 2)
    moves.put_on_top(state, 1, 2)
    remove_from_zones(state, 1, 3)
    moves.put_on_top(state, 1, 3)
    assert bea.deck[bea.top].name == "Sunlord" and bea.points == 100
    # An appearance or effect evolution of an Ultimate onto the Level III does count.
    moves.top_to_dark_area(state, 1)
    remove_from_zones(state, 1, 3)
    moves.put_on_top(state, 1, 3)
    assert bea.points == 100 - 10


def test_st_818_the_first_player_does_not_activate_it_right_after_setting(catalog):
    # "You may activate this card immediately after it is set, only if you are second to attack."
    state = _bea_prepares(0, aki_first=True)
    assert state.fp == 0 and state.actor == 0
    assert Use(1) not in legal_actions(state)


def test_bo_646_the_opponents_evolution_also_costs_two_digimon_cards_from_the_hand(catalog):
    # Aki has 80 points, no more than Bea's 100: "This card can only be used when your points are 80
    # and below, and your points are equal to or less than the opponent's."
    state = _bea_prepares(1, card="Bo-646", aki_points=80)
    bea = state.players[1]
    _to_bea_evolving(state)
    # Flamewolf's ● was paid in T-P4; Blazeking and Sunlord, the two Digimon left in her hand, paid
    # the added requirement (EC-4).
    assert bea.deck[bea.top].name == "Flamewolf"
    assert {2, 3} <= set(bea.dark_area) and not any(bea.deck[c].is_digimon for c in bea.hand)
    # "At the end of the phase during which this card was used, send it to the Dark Area."
    assert 1 in state.players[0].dark_area


def test_bo_646_an_evolution_that_cannot_pay_the_added_cards_is_not_carried_out(catalog):
    # Bea keeps one Digimon card (Blazeking) besides the Flamewolf she prepares.
    state = _bea_prepares(1, card="Bo-646", bea_hand=(1, 2), aki_points=80)
    bea = state.players[1]
    _to_bea_evolving(state)
    # E-6.4: the step stops; the prepared Flamewolf goes to the Dark Area in E-5.
    assert bea.deck[bea.top].name == "Emberpup"
    assert 1 in bea.dark_area and 2 not in bea.dark_area


def test_bo_646_above_80_points_it_adds_nothing(catalog):
    state = _bea_prepares(1, card="Bo-646", aki_points=90)
    bea = state.players[1]
    _to_bea_evolving(state)
    assert bea.deck[bea.top].name == "Flamewolf"
    assert 2 not in bea.dark_area and 3 not in bea.dark_area


def _bea_may_appear(card):
    """Turn 1, Bea (player 1) first: she battles with Cinderhound (Level IV) over her Emberpup, holds
    Firegate (card 2), an Ultimate that appears "when your Digimon is Cinderhound" (E-9), and prepares
    Blazeking (card 5) in T-P4; Shellkit and Pebble (cards 3 and 4) are in her Net Ocean. Aki (player
    0, Agumon, 80 points) sets `card` (card 1) in T-P6 and activates it at once; both pass to Bea's
    Evolution step, where Firegate is the only Digimon card in her hand."""
    state = game(
        deck(record("St-1"), compiled_record(card)),
        deck(EMBERPUP, CINDERHOUND, FIREGATE, SHELLKIT, PEBBLE, BLAZEKING),
        first=1,
    )
    bea = state.players[1]
    arrange(state, 1, hand=[1, 2, 5])
    bea.hand.remove(1)
    bea.digimon.append(1)
    apply(state, Pass())
    arrange(state, 1, hand=[2, 5])
    apply(state, Prepare(5, 0, ()))
    while state.actor == 1:
        apply(state, Pass())
    state.players[0].points = 80
    arrange(state, 0, hand=[1])
    apply(state, Pass())
    apply(state, SetOption(1, 1))
    apply(state, Use(1))
    while state.phase == "preparation":
        apply(state, Pass())
    assert (state.turn, state.phase, state.actor, bea.hand) == (1, "evolution", 1, [2])
    return state


def test_st_818_an_appearance_from_a_level_iv_into_an_ultimate_costs_the_opponent_10(catalog):
    state = _bea_may_appear("St-818")
    assert Appear(2) in legal_actions(state)
    # What the Appear action does (E-9), without playing on to the battle.
    evolution.appear(state, 1, 2)
    bea = state.players[1]
    assert bea.deck[bea.top].name == "Firegate" and bea.points == 100 - 10


def test_bo_646_an_appearance_that_cannot_pay_the_added_cards_is_not_offered(catalog):
    state = _bea_may_appear("Bo-646")
    # Bea's hand holds no other card: the appearance cannot pay two Digimon cards (EC-4).
    assert Appear(2) not in legal_actions(state)
    with pytest.raises(IllegalAction):
        apply(state, Appear(2))
    # With two Digimon cards more in her hand she appears, paying them.
    bea = state.players[1]
    arrange(state, 1, hand=[2, 3, 4])
    assert Appear(2) in legal_actions(state)
    evolution.appear(state, 1, 2)
    assert bea.deck[bea.top].name == "Firegate" and {3, 4} <= set(bea.dark_area) and bea.hand == []
