"""Real Option cards that look at the opponent's hand and change an attack when it holds a kind of
Digimon card, with a further change for the Digimon the card names (O-N2: the hand is the situation
condition), played in games (patterns/option_hand_check_regroup.py)."""

import pytest

from gameplay.engine import apply
from gameplay.engine.actions import Pass, Use
from gameplay.engine.attack import attack_value

from .helpers import BOOSTER_CHIP, digimon, record
from .test_battle import battle_start

LOST = (40, 30, 20, 20)


def _perfect(name, attack, **extra):
    return digimon("EXAMPLE-H1", name, "Perfect", "A", (attack, attack, attack), LOST, **extra)


def _checked(number, knight, held):
    """Aki's `knight` uses the card `number` against Bea's Foe (500), whose hand holds `held` (one
    Digimon card, or None for none); returns both attack values after the use."""
    cards_b = (BOOSTER_CHIP, *((held,) if held is not None else ()))
    state = battle_start(
        (record(number),),
        slots_a=(1,),
        cards_b=cards_b,
        slots_b=(1,),
        hand_b=(2,) if held is not None else (),
        top_a=knight,
        top_b=_perfect("Foe", 500),
    )
    if state.actor == 1:
        apply(state, Pass())
    apply(state, Use(1))
    return attack_value(state, 0), attack_value(state, 1)


VIRUS = _perfect("Spare", 100, attributes=frozenset({"Virus"}))
DATA = _perfect("Spare", 100, attributes=frozenset({"Data"}))


@pytest.mark.parametrize(
    ("fields", "held", "expected"),
    [
        (frozenset({"VB"}), VIRUS, 400 + 200 + 200),
        (frozenset({"NSp"}), VIRUS, 400 + 200),
        (frozenset({"VB"}), DATA, 400),
        (frozenset({"VB"}), None, 400),
    ],
)
def test_o_n2_st_384_adds_200_when_the_opponents_hand_holds_a_virus_and_200_more_for_virus_busters(
    catalog, fields, held, expected
):
    # St-384 Brave Shield: "Check the contents of your opponent's hand; if their hand contains a Virus
    # attribute Digimon card, add 200 to your attack power (if your Digimon belongs to Virus Busters,
    # further add 200 to your attack power)."
    knight = _perfect("Knight", 400, fields=fields)
    assert _checked("St-384", knight, held)[0] == expected


@pytest.mark.parametrize(
    ("species", "held", "expected"),
    [
        ("Demon Man", DATA, 500 - 200 - 200),
        ("Dragon", DATA, 500 - 200),
        ("Warrior", VIRUS, 500),
    ],
)
def test_o_n2_st_383_reduces_the_opponent_by_200_for_a_data_card_in_hand_and_200_more_for_its_types(
    catalog, species, held, expected
):
    # St-383 Berserk Sword: "Check the contents of your opponent's hand; if their hand contains a Data
    # attribute Digimon card, their attack is reduced by 200 (if your Digimon is a Warrior or Demon Man
    # type, further reduce their attack by 200)."
    knight = _perfect("Knight", 400, species=species)
    assert _checked("St-383", knight, held)[1] == expected
