"""Real Option cards that send a Digimon from the hand into the Support Box or the Digimon Box.

- St-939 Frontier (Field): "Add the special ability "you can move one Warrior Ten or Hybrid level
  Digimon from your hand to your support box and add the amount of their basic A attack to your
  attack power (1 card max)" to the abilities field of your Digimon belonging to the Warrior Ten."
  The card paid is not a support Digimon (B-10.5); what the use adds lasts the phase (B-11.2) and is
  lost with the special abilities (B-11.5).
- St-936 Spirit Revenger (Point Calculation): "When your Digimon belonging to the Warrior Ten loses a
  battle, send that Digimon to the Dark Area and send a Hybrid level Digimon (excluding Fusion Form
  and Transcendent Form) from your hand to your Digimon box. After that, both you and your opponent
  return to the start of the battle phase." (P-2, like St-104)
"""

from gameplay.engine import apply, legal_actions
from gameplay.engine.abilities import OPTION_ABILITY, option_ability_actions
from gameplay.engine.actions import Pass, Use, UseAbility
from gameplay.engine.attack import attack_value
from gameplay.engine.modifiers.attack import AttackAdd
from gameplay.engine.state import BATTLE, EVOLUTION, NONE, POINT_CALCULATION

from .helpers import BOOSTER_CHIP, arrange, compiled_record, digimon, record
from .test_battle import battle_start, game, put_tops, sheet
from .test_option_outcome import _first_window

LOST = (30, 20, 20, 20)
# A battle type A foe (so that Ancient Greymon attacks with its A column 700, B-3), no Virus attribute.
FOE = digimon("EXAMPLE-U9", "Foe", "Ultimate", "A", (500, 500, 500), LOST)


def _frontier_in_battle(hand=("Bo-13L",), *, top="Sp-22"):
    """Aki's `top` (Sp-22 Ancient Greymon, Warrior Ten, attack A 700) has flipped St-939 from slot 1
    in her Evolution Phase; her hand holds the real cards `hand` (ids 2, 3, …); the battle is on. Bea
    keeps a Booster Chip unused in slot 1, so that the battle windows stay open."""
    cards = (compiled_record("St-939"), *(record(number) for number in hand))
    state = game(sheet(record(top), cards), sheet(FOE, (BOOSTER_CHIP,)), first=0)
    put_tops(state)
    for player, in_hand in ((0, [1, *range(2, 2 + len(hand))]), (1, [1])):
        arrange(state, player, hand=in_hand)
        state.players[player].hand.remove(1)
        state.players[player].slots[0] = 1
    while not (state.phase == EVOLUTION and state.actor == 0 and Use(1) in legal_actions(state)):
        apply(state, Pass())
    apply(state, Use(1))
    while state.phase != BATTLE:
        apply(state, Pass())
    _first_window(state)
    return state


def test_b10_5_st_939_pays_a_hybrid_into_the_support_box_and_adds_its_printed_a_attack(catalog):
    state = _frontier_in_battle()
    me = state.players[0]
    assert me.active[0] and attack_value(state, 0) == 700
    assert UseAbility(OPTION_ABILITY) in legal_actions(state)
    apply(state, UseAbility(OPTION_ABILITY, pay=(2,)))
    # Agnimon (Bo-13L, A 600) left the hand for the Support Box, as no support Digimon (B-10.5).
    assert 2 not in me.hand and me.support_other == [2] and me.support == NONE
    assert attack_value(state, 0) == 700 + 600
    # "(1 card max)": no second use this turn, with a second Hybrid in hand or not.
    assert option_ability_actions(state, 0) == []


def test_st_939_takes_a_warrior_ten_digimon_but_no_other_level(catalog):
    # Sp-22 (Warrior Ten, A 700) may be paid; Bo-211 Omegamon (Ultimate, no Warrior Ten) may not.
    state = _frontier_in_battle(("Bo-211", "Sp-22"))
    me = state.players[0]
    apply(state, UseAbility(OPTION_ABILITY, pay=(3,)))
    assert me.support_other == [3] and 2 in me.hand
    assert attack_value(state, 0) == 700 + 700
    state = _frontier_in_battle(("Bo-211",))
    assert option_ability_actions(state, 0) == []


def test_b11_2_what_st_939_adds_ends_with_the_battle_phase_while_the_field_stays(catalog):
    state = _frontier_in_battle(("Bo-13L", "Bo-14L"))
    me = state.players[0]
    apply(state, UseAbility(OPTION_ABILITY, pay=(2,)))
    assert attack_value(state, 0) == 1300
    while state.phase == BATTLE:
        apply(state, Pass())
    assert state.last_battle[0] == 1300
    # The Field stays in its slot (a lasting card, "until it is invalidated"), the +600 does not.
    assert me.slots[0] == 1 and me.active[0]
    assert not [m for m in state.modifiers if type(m) is AttackAdd and m.player == 0]


def test_o_n2_st_939_offers_nothing_to_a_digimon_outside_the_warrior_ten(catalog):
    # Bo-13L Agnimon (a Hybrid with no group) battles: the Field is used, its ability is not offered.
    state = _frontier_in_battle(("Bo-14L",), top="Bo-13L")
    assert state.players[0].active[0]
    assert option_ability_actions(state, 0) == []


def _revenger_lost(hand):
    """Bea's Sp-22 Ancient Greymon (Warrior Ten, B type, B 680) loses turn 1's battle to Aki's
    Foe 900 with St-936 in slot 1, a Booster Chip kept unused in slot 2 (so that her battle windows
    stay open) and the real cards `hand` (ids 3, 4, …) in hand."""
    big = digimon("EXAMPLE-U8", "Big Foe", "Ultimate", "A", (900, 900, 900), LOST)
    cards = (compiled_record("St-936"), BOOSTER_CHIP, *(record(number) for number in hand))
    state = battle_start(
        (),
        top_a=big,
        cards_b=cards,
        hand_b=tuple(range(3, 3 + len(hand))),
        slots_b=(1, 2),
        top_b=record("Sp-22"),
    )
    while state.phase == BATTLE:
        apply(state, Pass())
    return state


def test_p2_st_936_switches_the_lost_warrior_ten_for_a_hybrid_and_replays_the_battle(catalog):
    state = _revenger_lost(("Bo-13L", "Bo-129t"))
    bea = state.players[1]
    assert (state.phase, state.actor, state.battle_result) == (POINT_CALCULATION, 1, 0)
    assert Use(1) in legal_actions(state)
    apply(state, Use(1))
    # Ancient Greymon went to the Dark Area; Agnimon (Bo-13L) is on the Level III, not the Fusion
    # Form Aldamon (Bo-129t); both players are back at the start of this turn's Battle Phase.
    assert 29 in bea.dark_area and bea.digimon[-1] == 3 and len(bea.digimon) == 2
    assert 4 in bea.hand and 1 in bea.dark_area
    assert (state.turn, state.phase, state.actor) == (1, BATTLE, 1)
    assert bea.points == 100 and Use(2) in legal_actions(state)
    # The battle is fought again, by Agnimon (its own text takes it to 1000) this time.
    while state.turn == 1:
        apply(state, Pass())
    assert state.last_battle == (900, 1000) and bea.digimon[-1] == 3


def test_st_936_does_nothing_without_a_hybrid_it_may_send(catalog):
    # Only the Fusion Form Aldamon in hand: the card's effect cannot be carried out.
    state = _revenger_lost(("Bo-129t",))
    bea = state.players[1]
    apply(state, Use(1))
    assert state.turn == 2 and 29 in bea.dark_area and 3 in bea.hand
    assert bea.points == 100 - LOST[3]
