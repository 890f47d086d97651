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
- St-934 Evolution Ancient, paid into the Power Box (EC-2) with one hand card: "Fuse your Digimon into
  a Digimon with 'Evolution Ancient' in its fusion requirements. | Ignore the fusion/appearance
  requirements and make your Digimon fuse/appear into a Digimon belonging to the Warrior Ten with the
  same name as your Digimon." (E-11)
- Sp-16 The Glory of Victory Is in My Hand!!! (2): "During battle, you may send as many cards in the
  opponent's support box as you like to the Dark Area. After that, add [400 multiplied by (the number
  of cards you sent to the Dark Area + 1)] to your attack power. | When you win the battle, you may
  double the opponent's lost points." (O-3: the user announces the count)
- St-689 Noise Booster: "You may send all of the support Digimon on the opponent's sheet to the Dark
  Area, ignoring any abilities that state 'cannot receive the effects of Option cards'. After that, if
  your Digimon is Perfect or Ultimate level, add 400 to your attack power. | All of your Digimon
  become unable to receive the effects of the opponent's cards with the word 'Limiter' in their
  names. | This card can only be used when your Digimon is Hybrid level, or if your Digimon's card
  number is less than or is no. 200 (excluding numbers with alphabet letters at the end of them)."
- Bo-1086 Advent of the Seven Great Demon Lords: "During battle, send one Digimon belonging to the
  Seven Great Demon Lords from your hand to your support box. When the Digimon that you sent with the
  use of this card has the same attribute as the Digimon in your Digimon box, add 700 to your attack
  power. Stack it onto your point gauge at the end of the turn."
- Bo-924 Heavy Machine Digimon's Advance!!: "Send one card belonging to the category 'Spirit' in the
  opponent's support box back to their hand, and return the Digimon that appeared using that Spirit
  to their Net Ocean and shuffle it" (E-10).
- Bo-970 Orochi: "(O)Show the opponent 3 of your cards in your hand or slot belonging to the category
  'Elemental Body', and send them to your support box." (O-C1) "Your Digimon gains the ability "sky"."
"""

import pytest

from gameplay.engine import IllegalAction, apply, legal_actions
from gameplay.engine.abilities import OPTION_ABILITY, option_ability_actions
from gameplay.engine.actions import Pass, Prepare, Proceed, Use, UseAbility
from gameplay.engine.attack import attack_value
from gameplay.engine.effect_context import OPTION, EngineContext
from gameplay.engine.effects.immunity import OPPONENT_OPTIONS
from gameplay.engine.modifiers.attack import AttackAdd
from gameplay.engine.moves import remove_from_zones
from gameplay.engine.state import BATTLE, EVOLUTION, NONE, POINT_CALCULATION

from .helpers import (
    BOOSTER_CHIP,
    GLOWMOTH,
    PEBBLE,
    SHELLKIT,
    arrange,
    compiled_record,
    digimon,
    prepare_and_pass,
    record,
)
from .test_battle import battle_start, game, put_tops, sheet
from .test_option_outcome import _first_window
from .test_option_spirit import _preparing, _to_battle

LOST = (30, 20, 20, 20)
# A battle type A foe (so that Ancient Greymon attacks with its A column 700, B-3), no Virus attribute.
FOE = digimon("EXAMPLE-U9", "Foe", "Ultimate", "A", (500, 500, 500), LOST)


def _flipped_in_evolution(option_number, top, hand):
    """Aki's real `top` has flipped the Evolution Phase card `option_number` from slot 1 in her
    Evolution Phase; her hand holds the real cards `hand` (ids 2, 3, …); the battle is on. Bea
    keeps a Booster Chip unused in slot 1, so that the battle windows stay open."""
    cards = (compiled_record(option_number), *(record(number) for number in hand))
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


def _frontier_in_battle(hand=("Bo-13L",), *, top="Sp-22"):
    """St-939 flipped by `top` (Sp-22 Ancient Greymon, Warrior Ten, attack A 700)."""
    return _flipped_in_evolution("St-939", top, hand)


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


def _evolving_with_evolution_ancient(top, target, alt):
    """Aki's `top` (card 29) prepares `target` (card 1) paying St-934 Evolution Ancient (card 2) for
    alternative `alt` (-1: as the ignore-the-requirements card), with a Pebble (card 3) in hand, and
    carries out the evolution (E-6). Returns the state and the hand just before the evolution."""
    cards = (record(target), compiled_record("St-934"), PEBBLE)
    state = game(sheet(record(top), cards), sheet(FOE), first=0)
    put_tops(state)
    arrange(state, 0, hand=[1, 2, 3])
    prepare_and_pass(state, Prepare(1, alt, (2,)))
    hand = list(state.players[0].hand)
    apply(state, Proceed())
    return state, hand


def test_ec2_st_934_pays_the_evolution_ancient_of_a_fusion_and_one_hand_card(catalog):
    # St-866 Ancient Greymon: "Metal Greymon + Evolution Ancient"; Bo-1 is Metal Greymon.
    state, hand = _evolving_with_evolution_ancient("Bo-1", "St-866", 0)
    aki = state.players[0]
    assert aki.digimon[-1] == 1 and 2 in aki.dark_area
    # "Discard one card from your hand": one hand card went to the Dark Area with the evolution.
    (paid,) = set(hand) - set(aki.hand)
    assert paid in aki.dark_area and len(aki.hand) == len(hand) - 1


def test_e11_st_934_makes_a_warrior_ten_fuse_into_one_of_its_own_name_ignoring_requirements(catalog):
    # St-694 Ancient Greymon (Warrior Ten, an appearance) into St-866 Ancient Greymon (a fusion from
    # Metal Greymon): the requirements are ignored, as the names are the same.
    state, hand = _evolving_with_evolution_ancient("St-694", "St-866", -1)
    aki = state.players[0]
    assert aki.digimon[-1] == 1 and 2 in aki.dark_area and len(aki.hand) == len(hand) - 1


def test_e11_st_934_refuses_a_warrior_ten_of_another_name(catalog):
    # St-892 Ancient Garurumon is of the Warrior Ten, but not named Ancient Greymon.
    with pytest.raises(IllegalAction):
        _evolving_with_evolution_ancient("St-694", "St-892", -1)


def _glory_of_victory(in_box=2):
    """Aki (FP) holds Sp-16 in slot 1 and two Pebbles in hand; Bea's Support Box holds a support
    Digimon (her card 1) and, with `in_box` 2, a card that is not one (her card 2, B-10.5); she keeps
    a Booster Chip unused in slot 1, so that the battle windows stay open."""

    def boxes(state):
        bea = state.players[1]
        for card in (1, 2)[:in_box]:
            remove_from_zones(state, 1, card)
        bea.support = 1
        bea.support_other[:] = [2][: in_box - 1]

    cards_b = (GLOWMOTH, PEBBLE, BOOSTER_CHIP)
    cards_a = (compiled_record("Sp-16"), PEBBLE, PEBBLE)
    state = battle_start(cards_a, hand_a=(2, 3), slots_a=(1,), cards_b=cards_b, slots_b=(3,), pre=boxes)
    _first_window(state)
    return state


def test_o3_sp_16_offers_one_count_per_card_in_the_opponent_s_support_box(catalog):
    state = _glory_of_victory()
    offered = {action.choice for action in legal_actions(state) if isinstance(action, Use)}
    assert offered == {"0", "1", "2"}


def test_sp_16_sends_the_announced_cards_and_adds_400_for_each_plus_one(catalog):
    for count, gone in ((0, ()), (1, (1,)), (2, (1, 2))):
        state = _glory_of_victory()
        bea = state.players[1]
        before = attack_value(state, 0)
        apply(state, Use(1, choice=str(count)))
        assert state.phase == BATTLE and attack_value(state, 0) == before + 400 * (count + 1)
        assert {card for card in (1, 2) if card in bea.dark_area} == set(gone)
    # The support Digimon went first: the card that is not one stays in the box.
    state = _glory_of_victory()
    apply(state, Use(1, choice="1"))
    assert state.players[1].support == NONE and state.players[1].support_other == [2]


def test_sp_16_doubles_the_opponent_s_lost_points_when_it_wins(catalog):
    state = _glory_of_victory(in_box=1)
    apply(state, Use(1, choice="1"))
    while state.turn == 1:
        apply(state, Pass())
    # Cinderhound (Level IV) won on 1220 against 330: Shellkit's IV column, doubled (P-3).
    assert state.last_battle == (1220, 330)
    assert state.players[1].points == 100 - 2 * SHELLKIT.lost_points[1]


def _noise_booster(top, *, immune=False):
    """Aki (FP) battles with the real `top` and St-689 Noise Booster in slot 1; Bea's support Digimon
    (her card 1) is in her Support Box, and with `immune` she cannot receive the effects of the
    opponent's Option cards (O-K2). Bea keeps St-597 Power Limiter (her card 2) in her hand."""

    def boxes(state):
        bea = state.players[1]
        remove_from_zones(state, 1, 1)
        bea.support = 1
        if immune:
            bea.immunities.append(OPPONENT_OPTIONS)

    state = battle_start(
        (compiled_record("St-689"),),
        slots_a=(1,),
        top_a=record(top),
        cards_b=(GLOWMOTH, record("St-597"), BOOSTER_CHIP),
        hand_b=(2,),
        slots_b=(3,),
        pre=boxes,
    )
    _first_window(state)
    return state


def test_o3_st_689_may_send_the_support_digimon_through_option_immunity_and_adds_400(catalog):
    # Bo-1 Metal Greymon: a Perfect numbered 1, no letter at the end of its number.
    state = _noise_booster("Bo-1", immune=True)
    bea = state.players[1]
    before = attack_value(state, 0)
    assert {a.choice for a in legal_actions(state) if isinstance(a, Use)} == {"yes", "no"}
    assert OPPONENT_OPTIONS in bea.immunities
    apply(state, Use(1, choice="yes"))
    assert bea.support == NONE and 1 in bea.dark_area
    assert attack_value(state, 0) == before + 400
    # The opponent's cards with 'Limiter' in their names no longer reach Aki's Digimon.
    limiter = EngineContext(state, 1, 2, OPTION, "source")
    assert limiter.target("opponent") is None
    assert EngineContext(state, 1, 3, OPTION, "source").target("opponent") == 0


def test_o3_st_689_declined_keeps_the_support_digimon_and_still_adds_400(catalog):
    state = _noise_booster("Bo-1")
    before = attack_value(state, 0)
    apply(state, Use(1, choice="no"))
    assert state.players[1].support == 1
    assert attack_value(state, 0) == before + 400


def test_o_n2_st_689_does_nothing_for_a_numbered_card_with_a_letter_or_above_200(catalog):
    # Bo-15t Megalo Growmon (15, but a "t" at the end) and St-866 Ancient Greymon (866).
    for top in ("Bo-15t", "St-866"):
        state = _noise_booster(top)
        before = attack_value(state, 0)
        apply(state, Use(1, choice="yes"))
        assert state.players[1].support == 1
        assert attack_value(state, 0) == before


def _orochi(hand, slots):
    """Aki (FP) holds Bo-970 Orochi in slot 1 and the real Bo-915 Strike Phantom (an 'Elemental Body'
    card) as cards 2, 3 and 4: `hand` of them in her hand, `slots` of them set in slots 2, 3."""
    phantoms = (2, 3, 4)[: hand + slots]
    cards = (compiled_record("Bo-970"), *[record("Bo-915")] * 3)
    state = battle_start(
        cards, hand_a=phantoms[:hand], slots_a=(1, *phantoms[hand:]), cards_b=(BOOSTER_CHIP,), slots_b=(1,)
    )
    _first_window(state)
    return state


def test_o_c1_bo_970_pays_three_elemental_body_cards_from_hand_and_slot_into_the_support_box(catalog):
    state = _orochi(hand=2, slots=1)
    aki = state.players[0]
    apply(state, Use(1))
    # The three Strike Phantoms are in the Support Box, none of them a support Digimon (B-10.5); the
    # one in slot 2 has left its slot.
    assert sorted(aki.support_other) == [2, 3, 4] and aki.support == NONE
    assert aki.slots[1] == NONE and not set(aki.hand) & {2, 3, 4}
    assert "sky" in aki.keywords


def test_o_c1_bo_970_cannot_be_used_with_two_elemental_body_cards(catalog):
    state = _orochi(hand=1, slots=1)
    assert Use(1) not in legal_actions(state)
    with pytest.raises(IllegalAction):
        apply(state, Use(1))


def test_bo_1086_sends_a_demon_lord_to_the_support_box_and_adds_700_for_a_shared_attribute(catalog):
    # Bo-1 Metal Greymon (blue frame Perfect, Virus); Bo-943 Lilithmon (Seven Great Demon Lords,
    # Virus); Bo-211 Omegamon belongs to no such group.
    state = _flipped_in_evolution("Bo-1086", "Bo-1", ("Bo-211", "Bo-943"))
    aki = state.players[0]
    # "Send 2 cards from your Net Ocean to the Dark Area", paid when it was flipped.
    assert len(aki.dark_area) >= 2 and aki.active[0]
    before = attack_value(state, 0)
    assert option_ability_actions(state, 0) == [UseAbility(OPTION_ABILITY + 1)]
    apply(state, UseAbility(OPTION_ABILITY + 1, pay=(3,)))
    assert aki.support_other == [3] and aki.support == NONE and 2 in aki.hand
    assert attack_value(state, 0) == before + 700
    # Once (the card says "send one").
    assert option_ability_actions(state, 0) == []
    while state.turn == 1:
        apply(state, Pass())
    # "Stack it onto your point gauge at the end of the turn."
    assert 1 in aki.gauge_cards


def test_bo_1086_adds_nothing_for_a_demon_lord_of_another_attribute(catalog):
    # Sp-22 Ancient Greymon: a blue frame Ultimate, Vaccine; Lilithmon is Virus.
    state = _flipped_in_evolution("Bo-1086", "Sp-22", ("Bo-943",))
    before = attack_value(state, 0)
    apply(state, UseAbility(OPTION_ABILITY + 1, pay=(2,)))
    assert state.players[0].support_other == [2]
    assert attack_value(state, 0) == before


def _heavy_machines_against_a_spirit(user="Bo-55"):
    """Aki's Bo-735 Calamaramon (her card 2) appeared with St-745 Spirit of Water B (her card 3) on
    her Level III (card 0); Bea battles with the real `user` (her card 2) and holds Bo-924 Heavy
    Machine Digimon's Advance!! (her card 3) in slot 2; the Battle Phase is on, Bea's window first."""
    state, aki = _preparing("Bo-735", "St-745", opponent_extra=(record(user), compiled_record("Bo-924")))
    bea = state.players[1]
    for card in (2, 3):
        remove_from_zones(state, 1, card)
    bea.digimon.append(2)
    bea.slots[1] = 3
    apply(state, Prepare(2, 0, (3,)))
    _to_battle(state)
    assert aki.digimon[-1] == 2 and aki.support_other == [3] and state.actor == 1
    return state, aki


def test_e10_bo_924_returns_the_spirit_to_the_hand_and_its_hybrid_to_the_net_ocean(catalog):
    # Bo-55 Mugendramon uses it.
    state, aki = _heavy_machines_against_a_spirit()
    ocean = len(aki.net_ocean)
    apply(state, Use(2))
    assert 3 in aki.hand and aki.support_other == []
    assert 2 in aki.net_ocean and len(aki.net_ocean) == ocean + 1 and 2 not in aki.dark_area
    # The Level III stays in the Digimon Box; what the Spirit gave has ended with it.
    assert aki.digimon == [0]
    assert "underwater" not in aki.keywords


def test_o_n2_bo_924_does_nothing_for_another_user(catalog):
    # Bo-1 Metal Greymon is none of the five Digimon the card names.
    state, aki = _heavy_machines_against_a_spirit("Bo-1")
    apply(state, Use(2))
    assert aki.digimon[-1] == 2 and aki.support_other == [3]
