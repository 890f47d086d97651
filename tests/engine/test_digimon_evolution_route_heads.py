"""E-6.5 evolve triggers held by how the Digimon was evolved into (patterns/
digimon_evolution_route_heads.py, conditions.evolved_through), played from the real catalog through
the Evolution Phase: the Evolution step's alternative (EC-2 condition card, EC-3 Jogress) and the
Digimon it covered (E-6.1, E-9) decide whether the printed ability applies for the turn."""

from __future__ import annotations

import pytest

from gameplay.engine import apply
from gameplay.engine.actions import Prepare, Proceed
from gameplay.engine.attack import attack_value
from gameplay.engine.evolution import appear
from gameplay.engine.modifiers.attack import AttackAdd, AttackMultiply
from gameplay.engine.modifiers.marks import LeaveAtEndOfTurn

from .helpers import (
    BOOSTER_CHIP,
    EMBERPUP,
    PEBBLE,
    SHELLKIT,
    arrange,
    compiled_record,
    deck,
    game,
    option,
    record,
    set_in_slot,
)
from .test_evolution import to_evolution

# Invented condition cards (EC-2): win rates, for the alternatives that do not use the named card or
# Jogress, and the named cards of Bx-9s's alternatives.
_PAID = {
    "WR60": option(
        "EXAMPLE-31", "Winning Percentage: 60%!", timing="evolution", pays_win_rates=frozenset({40, 60})
    ),
    "WR80": option(
        "EXAMPLE-42", "Winning Percentage: 80%!", timing="evolution", pays_win_rates=frozenset({40, 60, 80})
    ),
    "Partners": option("EXAMPLE-43", "Partners Connected through Hope", timing="evolution"),
    "Blast": option("EXAMPLE-44", "Blast Evolution!!", timing="evolution"),
}


def evolve_in_step(number, covered, alternative, paid, partner=EMBERPUP):
    """Player A's `covered` (card 1) battles on its `partner` (card 0; None: the partner battles
    alone); A evolves it into `number` (card 2) through its alternative at index `alternative`,
    paying with `paid` (card 3: a catalog number or an invented card of `_PAID`), and A's Evolution
    step is carried out (E-6). B's Booster Chip gives B a battle window, so the battle waits there
    (B-4) with the turn's modifiers in place."""
    payment = _PAID[paid] if paid in _PAID else record(paid)
    below = record(covered) if covered else PEBBLE
    cards_a = deck(partner, below, compiled_record(number), payment)
    state = game(cards_a, deck(SHELLKIT, BOOSTER_CHIP), first=0)
    set_in_slot(state, 1, 1)
    me = state.players[0]
    arrange(state, 0, hand=[2, 3])
    if covered:
        me.net_ocean.remove(1)
        me.digimon.append(1)
    to_evolution(state, [Prepare(2, alternative, (3,))])
    apply(state, Proceed())
    assert me.digimon[-1] == 2 and state.phase == "battle"
    return state


def own_modifiers(state):
    """The modifiers the evolved Digimon's (card 2's) own abilities made."""
    return [m for m in state.modifiers if m.source == 2 and m.source_player == 0]


def _printed(state):
    """The evolved Digimon's attack value before any modifier (B-8 step 1)."""
    kept, state.modifiers = state.modifiers, []
    value = attack_value(state, 0)
    state.modifiers = kept
    return value


@pytest.mark.parametrize(
    ("number", "covered", "alternative", "paid", "bonus"),
    [
        # St-256 Paildramon: "If you Jogress evolved from two Digimon, add 100 to your attack power
        # for the turn during which you evolved." XV-mon + Stingmon is a Jogress alternative…
        ("St-256", "Bo-259", 0, "Bo-368", 100),
        # … Magnamon + Winning Percentage: 60%! is not.
        ("St-256", "Bo-300", 2, "WR60", 0),
        # St-257 Dinobeemon, the same wording: Stingmon + XV-mon.
        ("St-257", "Bo-368", 0, "Bo-259", 100),
        # St-663 Were Garurumon: "On the turn during which you evolved into this Digimon by Jogress
        # evolving two Digimon, add 100 to your attack power." Garurumon + Gururumon.
        ("St-663", "St-6", 0, "Bo-120", 100),
        # St-664 Scorpiomon, the same wording: Ankylomon + Digmon.
        ("St-664", "Bo-280", 0, "St-133", 100),
    ],
)
def test_ec3_a_jogress_evolution_adds_the_printed_bonus_for_the_turn(
    catalog, number, covered, alternative, paid, bonus
):
    state = evolve_in_step(number, covered, alternative, paid)
    assert attack_value(state, 0) == _printed(state) + bonus


@pytest.mark.parametrize(
    ("number", "covered", "alternative", "paid", "multiplier"),
    [
        # Bo-1037 Ancient Megatheriumon: "When you evolve using the card 'The Conflict I Staked My Life
        # On', triple your attack power until the end of the turn." Vikemon + that card (Bo-1054)…
        ("Bo-1037", "Bo-382", 1, "Bo-1054", 3),
        # … Marin Devimon + Winning Percentage: 80%! does not use it.
        ("Bo-1037", "Bo-339", 0, "WR80", 1),
        # Bo-1044 Ancient Mermaimon: Marin Angemon + the card.
        ("Bo-1044", "Bo-34", 1, "Bo-1054", 3),
        # Bo-1053 Ancient Garurumon: Metal Garurumon + the card.
        ("Bo-1053", "Bo-109", 1, "Bo-1054", 3),
    ],
)
def test_ec2_evolving_with_the_named_card_triples_the_attack_for_the_turn(
    catalog, number, covered, alternative, paid, multiplier
):
    state = evolve_in_step(number, covered, alternative, paid)
    own = [(m.numerator, m.lifetime) for m in own_modifiers(state) if isinstance(m, AttackMultiply)]
    assert own == ([(multiplier, "turn")] if multiplier > 1 else [])
    # The card's own "add 200" (Bo-1054, paid into the Power Box, E-6.2) is counted after it (B-8).
    assert attack_value(state, 0) == _printed(state) * multiplier + (200 if multiplier > 1 else 0)


@pytest.mark.parametrize(("alternative", "paid", "bonus"), [(1, "Sx-73", 250), (0, "WR80", 0)])
def test_ec2_dorugoramon_adds_250_when_evolved_with_sky_wing(catalog, alternative, paid, bonus):
    # Bx-1s DORUgoramon: "When you evolved using the card "Sky Wing", add 250 to your attack power
    # until the end of the turn." DORUguremon + Sky Wing (Sx-73), or + Winning Percentage: 80%!.
    state = evolve_in_step("Bx-1s", "Bx-8", alternative, paid)
    own = [(m.amount, m.lifetime) for m in own_modifiers(state) if isinstance(m, AttackAdd)]
    assert own == ([(bonus, "turn")] if bonus else [])
    # Sky Wing's own "100 is added to its attack power" counts too (E-6.2).
    assert attack_value(state, 0) == _printed(state) + bonus + (100 if bonus else 0)


@pytest.mark.parametrize(
    ("number", "covered", "bonus"),
    [
        # Bx-86 Metal Tyranomon X-Antibody: "Until the end of the turn during which you evolved from a
        # red frame Digimon, your A will not go to zero, and 200 is added to your attack power." Its
        # third alternative is Monochromon + 60 %: Sx-45 is red frame, St-339 blue.
        ("Bx-86", "Sx-45", 200),
        ("Bx-86", "St-339", 0),
        # Bx-90 Panjyamon X-Antibody, the same wording: Allomon (Sx-54 red, St-349 blue) + 60 %.
        ("Bx-90", "Sx-54", 200),
        ("Bx-90", "St-349", 0),
    ],
)
def test_e6_1_evolving_from_a_red_frame_digimon_adds_200_and_keeps_a_from_zero(
    catalog, number, covered, bonus
):
    state = evolve_in_step(number, covered, 2, "WR60")
    assert attack_value(state, 0) == _printed(state) + bonus
    assert ("zero_column:A" in state.players[0].immunities) is bool(bonus)


@pytest.mark.parametrize(
    ("partner", "covered", "alternative", "paid", "leaves"),
    [
        # Bx-9s Alphamon: "When you evolved from DORUmon, send this card to the Dark Area at the end
        # of the turn." Its second alternative is DORUmon (Bx-10, the partner) + Partners Connected
        # through Hope…
        ("Bx-10", None, 1, "Partners", True),
        # … its third DORUguremon (Bx-8) + Blast Evolution!!.
        (None, "Bx-8", 2, "Blast", False),
    ],
)
def test_e6_1_alphamon_leaves_at_the_end_of_the_turn_only_when_evolved_from_dorumon(
    catalog, partner, covered, alternative, paid, leaves
):
    state = evolve_in_step(
        "Bx-9s", covered, alternative, paid, partner=record(partner) if partner else EMBERPUP
    )
    assert any(isinstance(m, LeaveAtEndOfTurn) for m in own_modifiers(state)) is leaves


@pytest.mark.parametrize(("covered", "bonus"), [("Re-9", 400), ("Re-35", 400), (None, 0)])
def test_e9_shoutmon_x4_adds_400_when_it_appears_from_a_shout_digimon(catalog, covered, bonus):
    # Re-11 Shoutmon X4: "When this Digimon appeared from a Digimon with 'Shout' in its name, add 400
    # to your attack power until the end of the turn." Over Shoutmon (Re-9) or Shoutmon X3 (Re-35);
    # over Emberpup, no.
    state = _appear("Re-11", covered)
    assert attack_value(state, 0) == _printed(state) + bonus


@pytest.mark.parametrize(("covered", "points"), [("Re-9", 60), (None, 50)])
def test_e9_shoutmon_x5_regains_10_points_when_it_appears_from_a_shout_digimon(catalog, covered, points):
    # Re-36 Shoutmon X5: "When this Digimon appears from a Digimon containing 'Shout' in its name,
    # regain 10 of your points."
    state = _appear("Re-36", covered)
    assert state.players[0].points == points


def _appear(number, covered):
    """Player A, at 50 points, makes `number` (card 1) appear over `covered` (card 2, on Emberpup),
    or over Emberpup alone (E-9)."""
    cards = (record(covered),) if covered else ()
    state = game(deck(EMBERPUP, compiled_record(number), *cards), deck(SHELLKIT), first=0)
    me = state.players[0]
    arrange(state, 0, hand=[1])
    if covered:
        me.net_ocean.remove(2)
        me.digimon.append(2)
    me.points = 50
    appear(state, 0, 1)
    assert me.digimon[-1] == 1
    return state
