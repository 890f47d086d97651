"""Real Option cards whose printed text only one card says, read by an override
(fixtures/effects/overrides), played in games: each asserts the printed effect."""

import pytest

from gameplay.engine import IllegalAction, apply, evolution, legal_actions
from gameplay.engine.actions import Discard, Pass, Prepare, Proceed, Use
from gameplay.engine.attack import attack_value
from gameplay.engine.effects.add_attack import AddAttack
from gameplay.engine.modifiers.points import LostMultiply
from gameplay.engine.state import NONE

from .helpers import (
    BOOSTER_CHIP,
    CINDERHOUND,
    EMBERPUP,
    LEAF,
    PEBBLE,
    SHELLKIT,
    ability,
    arrange,
    compiled_record,
    deck,
    digimon,
    evolve_paying_the_slot_card,
    game,
    prepare_and_pass,
    record,
    set_in_slot,
    text,
)
from .test_battle import battle_start, put_tops, sheet
from .test_option_outcome import _first_window


def _net_power_evolution(points):
    """Aki (at `points`) evolves her Emberpup into the real Metal Garurumon (Bo-109, "Regain 30
    points when you evolve into this Digimon") paying Ta-1 from her hand into the Power Box."""
    state = game(deck(EMBERPUP, record("Bo-109"), compiled_record("Ta-1")), deck(SHELLKIT), first=0)
    arrange(state, 0, hand=[1, 2])
    me = state.players[0]
    me.points = points
    prepare_and_pass(state, Prepare(1, -1, (2,)))
    ocean = len(me.net_ocean)
    evolution.carry_out(state, 0)
    return state, ocean


def test_e6_ta_1_evolves_into_an_ultimate_sends_ten_net_ocean_cards_and_blocks_the_regain(catalog):
    # Ta-1 Evolve to Ultimate with the Power of the Net!!!: "Ignore all evolution requirements and
    # evolve your Digimon into an Ultimate level Digimon … After that, send the top 10 cards of your
    # Net Ocean to the Dark Area. You may triple the opponent's lost points for the turn during which
    # evolution occurred. You do not regain any points from evolving to Ultimate level using this card."
    state, ocean = _net_power_evolution(50)
    me = state.players[0]
    assert me.digimon == [0, 1]
    assert len(me.net_ocean) == ocean - 10
    # Metal Garurumon's "Regain 30 points when you evolve into this Digimon" gives nothing.
    assert me.points == 50
    # P-3: Bea's lost points are tripled for the rest of the turn.
    assert [(m.player, m.factor, m.lifetime) for m in state.modifiers if type(m) is LostMultiply] == [
        (1, 3, "turn")
    ]


def _play_until(state, done):
    """Aki and Bea pass (Aki discarding down to her hand limit when asked) until `done(state)`."""
    while not done(state):
        legal = legal_actions(state)
        apply(state, Pass() if Pass() in legal else next(a for a in legal if isinstance(a, Discard)))


def test_o_l3_re_35t_adds_two_net_ocean_cards_at_each_battle_start_then_goes_to_the_point_gauge(catalog):
    # Re-35t Mochizuki Meiko: "At the start of the battle phase, draw the top 10 cards of your Net
    # Ocean, and choose any 2 cards to add to your hand. Shuffle the rest of the cards back into your
    # Net Ocean. After 2 turns, stack this card face-up onto your point gauge."
    state = game(deck(EMBERPUP, compiled_record("Re-35t")), deck(SHELLKIT), first=0)
    set_in_slot(state, 0, 1)
    me = state.players[0]
    _play_until(state, lambda s: s.phase == "evolution" and s.actor == 0)
    hand, ocean = len(me.hand), len(me.net_ocean)
    apply(state, Use(1))
    # Turn 2 begins with Bea (FP alternates): Aki's zones are as turn 1 left them.
    _play_until(state, lambda s: s.turn == 2)
    assert (len(me.hand), len(me.net_ocean)) == (hand + 2, ocean - 2)
    # O-L3: the turn of use is turn 1, so it stays in its slot through turn 2 and searches again
    # (Aki first discards down to her hand limit of 6, T-P1, so no refill draws in between).
    assert me.slots[0] == 1 and me.active[0]
    _play_until(state, lambda s: s.turn == 3)
    assert (len(me.hand), len(me.net_ocean)) == (hand + 2, ocean - 4)
    assert me.slots[0] != 1 and 1 in me.gauge_cards


def test_o_n2_bx_8s_adds_300_for_each_of_the_four_named_cards_in_hand_copies_included(catalog):
    # Bx-8s Concentration of New Power: "Send 2 cards from your Net Ocean to the Dark Area. You can use
    # this card when your Digimon is a red frame Ultimate level. Show the opponent your entire hand. For
    # every DORUgoramon, Ouryumon, Dinotigermon, or Alphamon card in your hand (multiple cards with the
    # same name are counted as one card each), add 300 to your attack power."
    alphamon = record("Bx-66")
    cards = (compiled_record("Bx-8s"), record("Bx-7"), record("Bx-37"), record("Bx-37"), PEBBLE)
    state = battle_start(cards, hand_a=(2, 3, 4, 5), slots_a=(1,), top_a=alphamon)
    _first_window(state)
    me = state.players[0]
    ocean = len(me.net_ocean)
    before = attack_value(state, 0)
    apply(state, Use(1))
    # O-C1: the top two Net Ocean cards paid for it; DORUgoramon and both Ouryumon count, the Pebble not.
    assert len(me.net_ocean) == ocean - 2
    # Nothing else is left to do, so the battle went on to its end (B-7).
    assert state.last_battle[0] == before + 3 * 300


def _wrong_way(slot_card):
    """Aki prepares her Emberpup's evolution into Cinderhound (● ×, EC-1) with `slot_card` in slot 1;
    her × card is then turned upright, as an opponent's "Regular Growth" turns it (turn_power_card),
    and she uses slot 1 in her Evolution Phase if it holds an Evolution Option."""
    state = game(deck(EMBERPUP, CINDERHOUND, slot_card), deck(SHELLKIT), first=0)
    arrange(state, 0, hand=[1])
    set_in_slot(state, 0, 2)
    me = state.players[0]
    apply(state, Pass())
    apply(state, Prepare(1, 0, ()))
    me.power = [(card, step, "up") for card, step, _ in me.power]
    while state.phase == "preparation":
        apply(state, Pass())
    if Use(1) in legal_actions(state):
        apply(state, Use(1))
    while state.phase == "evolution":
        apply(state, Proceed() if Proceed() in legal_actions(state) else Pass())
    return me


def test_ec1_cd_10_evolves_with_an_o_x_card_facing_the_wrong_way(catalog):
    # CD-10 Our Bond Gives Us the Power to Evolve!: "When you are evolving your Digimon, even if the card
    # placed in your evolution requirements box is facing the wrong way from the O or X written in your
    # Digimon's evolution requirements, you may still carry out the evolution."
    assert _wrong_way(compiled_record("CD-10")).digimon == [0, 1]


def test_ec1_an_o_x_card_facing_the_wrong_way_stops_the_evolution_without_cd_10(catalog):
    assert _wrong_way(LEAF).digimon == [0]


def _bx_146_battle(foe_level):
    """Aki's Perfect Knight (A 500) uses Bx-146 from slot 1 in her Evolution Phase against Bea's Foe of
    `foe_level` (A 400, with "◎ add 100 to your attack power"); the battle then starts."""
    knight = digimon("EXAMPLE-P2", "Knight", "Perfect", "A", (500, 500, 500), (40, 30, 20, 20))
    foe = digimon(
        "EXAMPLE-F1",
        "Foe",
        foe_level,
        "A",
        (400, 400, 400),
        (40, 30, 20, 20),
        text=text(ability(AddAttack("self", 100), trigger="continuous")),
    )
    # A Booster Chip waits in slot 2, so that Aki has a Battle Phase window to look at.
    state = game(sheet(knight, (compiled_record("Bx-146"), BOOSTER_CHIP)), sheet(foe), first=0)
    put_tops(state)
    arrange(state, 0, hand=[])
    set_in_slot(state, 0, 1)
    set_in_slot(state, 0, 2, slot=1)
    _play_until(state, lambda s: s.phase == "evolution" and s.actor == 0)
    apply(state, Use(1))
    _play_until(state, lambda s: s.phase == "battle")
    return state


def test_o_n2_bx_146_takes_a_level_iv_opponents_special_abilities_in_the_battle_phase(catalog):
    # Bx-146 Burst Mode: "Add 300 to your attack power until the end of the turn. Furthermore, during the
    # battle phase, the opponent's Level III, Level IV, and Hybrid level Digimon cannot use any special
    # abilities/effects of Digimon, 'A Tactical Retreat!!', or 'Slot Hang!!'."
    state = _bx_146_battle("IV")
    bea = state.players[1]
    assert bea.specials_negated and bea.forbidden
    assert (attack_value(state, 0), attack_value(state, 1)) == (800, 400)


def test_o_n2_bx_146_leaves_a_perfect_opponent_its_special_abilities(catalog):
    state = _bx_146_battle("Perfect")
    assert not state.players[1].specials_negated
    assert (attack_value(state, 0), attack_value(state, 1)) == (800, 500)


def _tamer_evolution(tamer, partner, target):
    """Aki's `partner` (id 0) evolves into `target` (id 1, in hand) paying the Tamer card `tamer` from
    slot 1 into the Power Box (T-P4, alt -1); the Prepare raises IllegalAction when the card does not
    evolve this pair."""
    state = game(deck(record(partner), record(target), compiled_record(tamer)), deck(SHELLKIT), first=0)
    evolve_paying_the_slot_card(state)
    return state.players[0]


@pytest.mark.parametrize(
    ("tamer", "partner", "target"),
    [
        # "Ignore the evolution requirements and evolve your Tentomon into the Kabuterimon in your
        # Evolution Box" (CD-4; Re-75: "If your Digimon is Tentomon, …").
        ("CD-4", "Bo-423", "Bo-764"),
        ("Re-75", "Bo-423", "Bo-764"),
        # "… evolve your Patamon into the Angemon in your Evolution Box" (CD-6, Re-78).
        ("CD-6", "Bo-123t", "St-14"),
        ("Re-78", "Bo-123t", "St-14"),
    ],
)
def test_e11_a_tamer_card_evolves_its_named_partner_into_its_named_digimon(catalog, tamer, partner, target):
    me = _tamer_evolution(tamer, partner, target)
    assert me.digimon == [0, 1]
    assert me.slots[0] == NONE


@pytest.mark.parametrize(
    ("tamer", "partner", "target"),
    [
        # Agumon is not Tentomon; Greymon is not the Kabuterimon the card names.
        ("CD-4", "Bo-421", "Bo-764"),
        ("Re-78", "Bo-123t", "Bo-1127"),
    ],
)
def test_e11_a_tamer_card_pays_for_no_other_evolution(catalog, tamer, partner, target):
    with pytest.raises(IllegalAction):
        _tamer_evolution(tamer, partner, target)
