"""E-6.7 with the real "The Revelation of Hidden Power!!" (Bo-303, Bo-1110): its user chooses whose
Digimon evolves (O-3, `use slot 1 choose opponent`); that player's Digimon evolves from their own hand
into one of the next level, ignoring the evolution requirements (RULES 4.2), or, when their hand holds
none it may evolve into, that player loses 20 points (a direct reduction, RULES 1.10).

The opponent's evolution by it is what the twelve "When you evolve into this Digimon due to the
effects of the opponent's Option cards" Digimon wait for (E-6.5): V-dramon (Bo-1114) and Tankdramon
(Bo-1171) are played here, each against the same evolution by their owner's own option (the control).
"""

import pytest

from gameplay.engine import apply, legal_actions
from gameplay.engine.actions import Pass, Use

from .helpers import BOOSTER_CHIP, CINDERHOUND, SHELLKIT, compiled_record
from .test_battle import battle_start


def _uses(state, player, choice):
    """`player` uses the option in slot 1 at their first battle window, choosing `choice`."""
    assert state.phase == "battle"
    if state.actor != player:
        apply(state, Pass())
    assert Use(1, choice=choice) in legal_actions(state)
    apply(state, Use(1, choice=choice))


def _against(card_b, *, top_b=SHELLKIT, number="Bo-303"):
    """Aki holds `number` in slot 1 (a Booster Chip in slot 2 keeps his window open, B-4); Bea holds
    `card_b` in her hand, her `top_b` battling."""
    return battle_start(
        (compiled_record(number), BOOSTER_CHIP), slots_a=(1, 2), cards_b=(card_b,), hand_b=(1,), top_b=top_b
    )


def test_both_printings_offer_the_choice_of_whose_digimon_evolves(catalog):
    for number in ("Bo-303", "Bo-1110"):
        assert compiled_record(number).choices == ("self", "opponent")


def test_e6_7_hidden_power_evolves_the_opponents_digimon_and_v_dramon_answers(catalog):
    # Aki (player 0) uses Bo-303 on Bea's Shellkit (Level III): it evolves into the V-dramon (IV) in
    # her hand, and V-dramon's "evolved due to the opponent's Option cards" takes 20 of Aki's points.
    state = _against(compiled_record("Bo-1114"))
    aki, bea = state.players
    _uses(state, 0, "opponent")
    assert bea.digimon == [0, 1] and bea.evolved_by == "opponent_option"
    assert (aki.points, bea.points) == (80, 100)
    # "Send this card to the Dark Area immediately after use."
    assert 1 in aki.dark_area


# The other "… reduce the opponent's points by 20" Digimon of the twelve (Level IV and Perfect).
TWENTY = [
    "Bo-1113",
    "Bo-1126",
    "Bo-1127",
    "Bo-1130",
    "Bo-1131",
    "Bo-1165",
    "Bo-1167",
    "Bo-1169",
    "Bo-1173",
    "Bo-1174",
]


@pytest.mark.parametrize("number", TWENTY)
def test_e6_5_each_digimon_evolved_by_the_opponents_hidden_power_takes_20(catalog, number):
    # A Level IV evolves from Bea's Shellkit (III), a Perfect from her Cinderhound (IV).
    target = compiled_record(number)
    state = _against(target, top_b=SHELLKIT if target.level == "IV" else CINDERHOUND)
    aki, bea = state.players
    _uses(state, 0, "opponent")
    assert bea.digimon[-1] == 1 and bea.evolved_by == "opponent_option"
    assert (aki.points, bea.points) == (80, 100)


def test_e6_7_v_dramon_evolved_by_its_owners_own_hidden_power_takes_nothing(catalog):
    # The control: Bea (SP, first window) uses Bo-1110 on her own Shellkit.
    state = battle_start(
        (),
        cards_b=(compiled_record("Bo-1110"), BOOSTER_CHIP, compiled_record("Bo-1114")),
        slots_b=(1, 2),
        hand_b=(3,),
        top_b=SHELLKIT,
    )
    aki, bea = state.players
    _uses(state, 1, "self")
    assert bea.digimon == [0, 3] and bea.evolved_by == "own_option"
    assert (aki.points, bea.points) == (100, 100)


def test_e6_7_a_hand_with_no_digimon_of_the_next_level_costs_that_player_20(catalog):
    # Bea's hand holds only a Perfect (Bo-1113), two levels above her Shellkit: she cannot evolve.
    state = _against(compiled_record("Bo-1113"), number="Bo-1110")
    aki, bea = state.players
    _uses(state, 0, "opponent")
    assert bea.digimon == [0] and 1 in bea.hand
    assert (aki.points, bea.points) == (100, 80)


def test_e6_7_the_forfeit_reads_the_hand_before_the_evolution(catalog):
    # Aki evolves his own Cinderhound (IV) into Aero V-dramon (Perfect): no Perfect is left in his
    # hand afterwards, yet the evolution was carried out, so he loses nothing; and it was his own
    # option, so Aero V-dramon's ability does not take Bea's points either (E-6.5).
    state = battle_start(
        (compiled_record("Bo-303"), BOOSTER_CHIP, compiled_record("Bo-1113")),
        slots_a=(1, 2),
        hand_a=(3,),
    )
    aki, bea = state.players
    _uses(state, 0, "self")
    assert aki.digimon[-1] == 3 and aki.evolved_by == "own_option"
    assert (aki.points, bea.points) == (100, 100)


def test_e6_7_tankdramon_evolved_by_the_opponents_hidden_power_empties_the_opponents_hand(catalog):
    # Bea's Sealsdramon (IV, Bo-1169) evolves into Tankdramon (Perfect, Bo-1171) by Aki's Bo-303:
    # "immediately send the opponent's entire hand to the Dark Area".
    state = battle_start(
        (compiled_record("Bo-303"), BOOSTER_CHIP, BOOSTER_CHIP),
        slots_a=(1, 2),
        hand_a=(3,),
        cards_b=(compiled_record("Bo-1171"),),
        hand_b=(1,),
        top_b=compiled_record("Bo-1169"),
    )
    aki, bea = state.players
    _uses(state, 0, "opponent")
    assert bea.digimon[-1] == 1 and bea.evolved_by == "opponent_option"
    assert aki.hand == [] and 3 in aki.dark_area


def test_o3_the_choice_goes_with_the_card_when_it_leaves_its_slot(catalog):
    # Bo-303 goes to the Dark Area right after use: the slot keeps no trace of "opponent", so the
    # position is the same as one where no choice was ever made (the digest holds choices once made).
    state = _against(compiled_record("Bo-1114"))
    aki = state.players[0]
    _uses(state, 0, "opponent")
    assert aki.slots[0] == -1 and aki.choices == ["", "", ""]
    assert "choices" not in aki.to_json()
