"""Real Option cards used from the hand straight into the Support Box, an exception to O-1 by card
text ("Send this card from your hand to your support box"): in a battle window (O-2, B-4, B-10.2)
the `Support` action names the card; there it takes effect and stays as its text says."""

from dataclasses import replace

from gameplay.engine import apply, legal_actions, moves
from gameplay.engine.actions import Pass, Support, Use
from gameplay.engine.modifiers.attack import AttackAdd

from .helpers import digimon, record
from .test_battle import battle_start
from .test_option_outcome import _first_window

# Bea's Digimon: type C, so a type A Hybrid attacks it with C; lost points 10/20/30/40 (III..Ultimate).
TARGET = digimon("EXAMPLE-S1", "Target", "Perfect", "C", (100, 100, 100), (10, 20, 30, 40))


def _slide_window(card, top, hand):
    """Aki holds `card` (id 1) and the Digimon `hand` (ids 2, ...) in her first battle window, her
    battling Digimon `top` (id 29), against Bea's TARGET."""
    cards = (record(card), *(record(number) for number in hand))
    state = battle_start(cards, hand_a=tuple(range(1, len(cards) + 1)), top_a=record(top), top_b=TARGET)
    _first_window(state)
    return state


def test_b4_st_755_slides_a_spirit_b_digimon_for_the_spirit_h_one_of_its_element(catalog):
    # St-755 Slide Evolution H!!: "Send this card from your hand to your support box." / "Send your
    # Digimon with 'Spirit B' in its appearance requirements to the Dark Area, and make a Digimon with
    # 'Spirit H' in its appearance requirements appear from your hand (the B and H spirits must be of
    # the same element). For the turn, add 200 to the attack power of the Digimon that appeared; when
    # you win the battle, your opponent takes the lost points of an Ultimate. This card remains in the
    # support box until the Digimon that appeared with the use of this card gets sent to the Dark Area."
    # Bo-703 Vritramon (Spirit of Fire B) battles; the hand holds St-617 Wolfmon (Spirit of Light H)
    # and St-614 Agnimon (Spirit of Fire H): only Agnimon is of the same element.
    state = _slide_window("St-755", "Bo-703", ("St-617", "St-614"))
    aki = state.players[0]
    assert Support(1) in legal_actions(state)
    apply(state, Support(1))
    assert aki.top == 3 and 29 in aki.dark_area and 2 in aki.hand
    assert aki.support_other == [1] and 1 not in aki.hand
    while state.turn == 1:
        apply(state, Pass())
    # Agnimon (C 350) against the type C Target, +200 for the turn.
    assert state.last_battle[0] == 350 + 200
    # The Hybrid won: Bea lost an Ultimate's lost points (40), not the Hybrid default (RULES 6.1).
    assert state.players[1].points == 100 - 40
    # The card stays while Agnimon battles; the +200 was for the turn.
    assert aki.support_other == [1] and aki.top == 3
    assert not any(type(m) is AttackAdd and m.source == 1 for m in state.modifiers)
    # When Agnimon is sent to the Dark Area, the card goes with it.
    moves.top_to_dark_area(state, 0)
    moves.release_beside(state, 0)
    assert 1 in aki.dark_area and aki.support_other == []


def test_b4_st_755_reads_a_spirit_h_named_in_an_appearance_condition(catalog):
    # Bo-13L Agnimon: "When your Digimon is a Perfect level, make this card appear from your hand.
    # After appearance, send one Spirit of Fire H card from your hand to the Dark Area."
    state = _slide_window("St-755", "Bo-703", ("Bo-13L",))
    apply(state, Support(1))
    assert state.players[0].top == 2 and state.players[0].support_other == [1]


def test_b4_st_755_is_not_used_without_a_spirit_h_of_the_same_element_in_hand(catalog):
    state = _slide_window("St-755", "Bo-703", ("St-617",))
    assert Support(1) not in legal_actions(state)


def test_b4_st_755_is_not_used_on_a_digimon_without_spirit_b(catalog):
    # St-614 Agnimon names Spirit of Fire H, not B: St-755 cannot slide it.
    state = _slide_window("St-755", "St-614", ("St-614",))
    assert Support(1) not in legal_actions(state)


def test_b4_st_755_is_kept_out_by_a_spirit_that_forbids_options_in_the_support_box(catalog):
    # St-739 Spirit of Fire B: "Excluding this card, you cannot place any other Option cards in your
    # support box … during appearance" (engine.spirits).
    state = _slide_window("St-755", "Bo-703", ("St-614", "St-739"))
    aki = state.players[0]
    aki.hand.remove(3)
    aki.support_other.append(3)
    assert Support(1) not in legal_actions(state)


def test_b4_st_756_slides_a_spirit_h_digimon_for_the_spirit_b_one_of_its_element(catalog):
    # St-756 Slide Evolution B!!: the same, from a Spirit H Digimon to a Spirit B one.
    # St-620 Blitzmon (Spirit of Thunder H) battles; the hand holds Bo-707 Bolgmon (Spirit of
    # Thunder B).
    state = _slide_window("St-756", "St-620", ("Bo-707",))
    aki = state.players[0]
    apply(state, Support(1))
    assert aki.top == 2 and 29 in aki.dark_area and aki.support_other == [1]
    while state.turn == 1:
        apply(state, Pass())
    # Bolgmon (C 600) against Target, +200.
    assert state.last_battle[0] == 600 + 200
    assert state.players[1].points == 100 - 40
    assert aki.support_other == [1]


def _omega_blade_window(top, *, extra=()):
    """Aki holds St-919 Omega Blade (id 1) and `extra` in her first battle window, her battling
    Digimon `top`, against Bea's TARGET over a Level III partner."""
    cards = (record("St-919"), *(record(number) for number in extra))
    state = battle_start(cards, hand_a=tuple(range(1, len(cards) + 1)), top_a=top, top_b=TARGET)
    _first_window(state)
    return state


def test_b4_st_919_omega_blade_sends_the_losers_level_iii_and_costs_30_at_the_end_of_the_turn(catalog):
    # St-919 Omega Blade: "Discard four cards from your hand and place this card in your support box
    # (1 card max)." / "When you win the battle, send the opponent's Digimon to the Dark Area,
    # including their Level III Digimon (…). If the opponent cannot place a new Level III Digimon in
    # their Digimon Box by the next preparation phase, they lose the game. This card can only be used
    # by an Ultimate level Digimon with the words 'Dragon Man' in its type, and is Vaccine attribute.
    # At the end of the turn, stack this card onto your point gauge, and directly reduce your points
    # by 30." Bo-266 War Greymon is an Ultimate Vaccine Dragon Man.
    state = _omega_blade_window(record("Bo-266"))
    aki, bea = state.players
    others = set(aki.hand) - {1}
    assert len(others) >= 4 and Support(1) in legal_actions(state)
    partner = bea.digimon[0]
    apply(state, Support(1))
    # The four hand cards paid for it (O-C1); with nothing left to use, the turn ends at once.
    assert len(others & set(aki.dark_area)) == 4
    while state.turn == 1:
        apply(state, Pass())
    # War Greymon (C 330) beat Target (C 100): Bea lost Target's Ultimate column (40, RULES 6.1) and
    # her whole box, the Level III partner too; P-10 now asks her for a new Level III (T-P3).
    assert state.players[1].points == 100 - 40
    assert bea.digimon == [] and {29, partner} <= set(bea.dark_area) | set(bea.net_ocean)
    # P-5 (d): the card went onto Aki's point gauge and Aki lost 30 points.
    assert 1 in aki.gauge_cards and aki.support_other == []
    assert aki.points == 100 - 30


def test_b4_st_919_is_not_used_by_a_digimon_that_is_not_a_vaccine_dragon_man(catalog):
    virus = digimon("EXAMPLE-S2", "Dragon", "Ultimate", "B", (500, 500, 500), (10, 20, 30, 40))
    virus = replace(virus, species="Dragon Man", attributes=frozenset({"Virus"}))
    state = _omega_blade_window(virus)
    assert Support(1) not in legal_actions(state)


def test_b4_st_919_one_card_max_and_never_from_a_slot(catalog):
    # A second Omega Blade (id 2) may not join the first in the Support Box ("1 card max").
    state = _omega_blade_window(record("Bo-266"), extra=("St-919",))
    aki = state.players[0]
    apply(state, Support(1))
    assert Support(2) not in legal_actions(state) and 2 in aki.hand
    # Set in a slot, it is not used from there: its text sends it from the hand.
    aki.hand.remove(2)
    aki.slots[0] = 2
    assert not any(isinstance(action, Use) for action in legal_actions(state))
