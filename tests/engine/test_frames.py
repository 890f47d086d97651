"""RULES 1.2: a gold-etched card counts as neither a blue frame nor a red frame card, wherever card
text names a frame ("your blue frame Digimon", "a red frame Digimon"). Real catalog cards: Re-47 War
Greymon is gold-etched, Bo-4j War Greymon blue, Sx-12 War Greymon red."""

import pytest

from gameplay.engine import apply, legal_actions, new_game
from gameplay.engine.actions import Pass, Support
from gameplay.engine.costs import card_matches
from gameplay.engine.state import BATTLE

from .helpers import record


def supported_attack(top_number, support_number):
    """Player 1's final attack (B-7) with `top_number` battling and `support_number` placed as its
    support at 60 points, against the dummy; and what the top prints against the dummy."""
    top = record(top_number)
    state = new_game([record("St-1"), record(support_number), *[top] * 28], None, seed=7)
    me = state.players[0]
    for card in (1, 2):
        if me.gauge == card:
            me.gauge = me.net_ocean.pop(0)
        for zone in (me.hand, me.net_ocean):
            if card in zone:
                zone.remove(card)
    me.digimon.append(2)
    me.hand.append(1)
    me.points = 60
    while not (state.phase == BATTLE and state.actor == 0):
        apply(state, Pass())
    assert Support(1) in legal_actions(state)
    apply(state, Support(1))
    while state.turn == 1:
        apply(state, Pass())
    printed = top.attack(state.players[1].deck[0].battle_type)
    return state.last_battle[0], printed


@pytest.mark.parametrize(("top", "bonus"), [("Bo-4j", 500), ("Re-47", 0), ("Sx-12", 0)])
def test_rules_1_2_a_blue_frame_support_adds_only_to_a_blue_frame_digimon(catalog, top, bonus):
    # BHK-4 Omegamon X-Antibody: "■When your points are 60 and below, add 500 to the attack power of
    # your blue frame Digimon."
    final, printed = supported_attack(top, "BHK-4")
    assert final == printed + bonus


@pytest.mark.parametrize(("top", "bonus"), [("Sx-12", 100), ("Re-47", 0), ("Bo-4j", 0)])
def test_rules_1_2_a_red_frame_support_adds_only_to_a_red_frame_digimon(catalog, top, bonus):
    # Bx-151 Garudamon X-Antibody: "■When your points are 80 and below, add 100 to the attack power
    # of your red frame Digimon."
    final, printed = supported_attack(top, "Bx-151")
    assert final == printed + bonus


def test_rules_1_2_frame_card_tests_never_take_a_gold_card_for_blue_or_red(catalog):
    gold = record("Re-47")
    assert gold.frame == "Gold"
    assert not card_matches(gold, "frame:blue") and not card_matches(gold, "frame:red")
    assert card_matches(gold, "frame:gold") and card_matches(record("Bo-4j"), "frame:blue")
