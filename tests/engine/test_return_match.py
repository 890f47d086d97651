"""P-2: Return Match! (St-104) takes play back to the Battle Phase (RULES 6, P-2 MUST): "After
losing the battle, instead of sending your Digimon to the Dark Area, you and your opponent both
return to the start of the battle phase. After that, send your whole hand to the Dark Area."""

from gameplay.engine import apply, legal_actions
from gameplay.engine.actions import Pass, Use
from gameplay.engine.effects.conditions.battle_won import BattleWon
from gameplay.engine.effects.discard_hand import DiscardHand
from gameplay.engine.effects.return_to_battle import ReturnToBattle
from gameplay.engine.state import BATTLE, POINT_CALCULATION

from .helpers import BOOSTER_CHIP, REEFCRAB, SHELLKIT
from .test_battle import battle_start


def return_match():
    from cards.models import Card
    from gameplay.records import card_record

    return card_record(Card.objects.get(number="St-104"))


def lost_battle(top_b=REEFCRAB):
    """Player 2 (SP) loses turn 1's battle with Return Match! set in slot 1, a Booster Chip (kept
    unused, so that her battle windows stay open) in slot 2 and 2 cards in hand: Cinderhound's C
    attack (310) zeroes Reefcrab's A attack (B-8.3)."""
    state = battle_start(
        (),
        cards_b=(return_match(), BOOSTER_CHIP, SHELLKIT, SHELLKIT),
        hand_b=(3, 4),
        slots_b=(1, 2),
        top_b=top_b,
    )
    while state.phase == BATTLE:
        apply(state, Pass())
    return state


def test_return_match_compiles_to_a_return_to_the_battle_phase_after_a_lost_battle(catalog):
    text = return_match().text
    assert text.status == "compiled"
    assert [ability.effects for ability in text.abilities] == [(ReturnToBattle(), DiscardHand("self"))]
    assert text.abilities[0].condition == BattleWon("opponent")


def test_p2_the_loser_s_return_match_replays_the_battle_phase_before_any_points(catalog):
    state = lost_battle()
    bea = state.players[1]
    assert (state.phase, state.actor, state.battle_result) == (POINT_CALCULATION, 1, 0)
    assert Use(1) in legal_actions(state)
    apply(state, Use(1))
    # Back to the start of the Battle Phase of the same turn (B-1, B-2): no P-3, no P-5 (a); SP
    # has the first window again (B-4), with her Booster Chip still to use (O-4: a new phase).
    assert (state.turn, state.phase, state.actor) == (1, BATTLE, 1)
    assert Use(2) in legal_actions(state)
    assert bea.points == 100 and bea.digimon[-1] == 29
    assert bea.hand == [] and {1, 3, 4} <= set(bea.dark_area)
    # The battle is fought again and decided again: Reefcrab loses once more, now for good.
    while state.turn == 1:
        apply(state, Pass())
    assert bea.points == 80 and 29 in bea.dark_area


def test_p2_o_n1_return_match_is_not_used_by_a_level_iii(catalog):
    # "This card cannot be used when your Digimon is Level III": P-2 offers nothing, so it passes.
    state = lost_battle(top_b=SHELLKIT)
    bea = state.players[1]
    assert state.turn == 2 and bea.slots[0] == 1
    assert bea.points == 100 - SHELLKIT.lost_points[1]


def test_p2_the_winner_s_return_match_does_nothing(catalog):
    """O-N2: a card whose situation does not hold may be used, to no effect."""
    state = battle_start((return_match(),), slots_a=(1,), top_b=REEFCRAB)
    while state.phase == BATTLE:
        apply(state, Pass())
    aki = state.players[0]
    hand = list(aki.hand)
    assert (state.battle_result, state.actor) == (0, 0)
    apply(state, Use(1))
    # No return: the turn ended as usual, Reefcrab lost 20 (IV column) and left (P-5 (a)).
    assert state.turn == 2 and 1 in aki.dark_area and aki.hand[: len(hand)] == hand
    assert state.players[1].points == 80
