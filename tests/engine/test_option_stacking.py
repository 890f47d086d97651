"""Option cards placed next to (or stacked onto) the battling Digimon (engine.beside), played with the
real cards.

The 'Chosen Children' partners appear at battle start by paying 2 'Chosen' cards from hand (E-9,
B-2.1/B-2.2); a tamer card paid for its own partner ("If this card was used to make War Greymon
appear from your hand, you may place this card next to your War Greymon card until War Greymon is
sent to the Dark Area") stays on the sheet next to it, where the partner's text reads it.
"""

import pytest

from gameplay.engine import IllegalAction, apply, legal_actions, moves
from gameplay.engine.actions import Appear, MoveCard, Pass, Use, parse
from gameplay.engine.attack import attack_value
from gameplay.engine.beside import is_stacked, place_beside
from gameplay.engine.effect_context import DIGIMON, EngineContext
from gameplay.engine.modifiers.marks import AttributeChange
from gameplay.engine.moves import release_beside, remove_from_zones
from gameplay.engine.state import NONE

from .helpers import BOOSTER_CHIP, EMBERPUP, LEAF, SHELLKIT, arrange, deck, game
from .test_battle import battle_start

# Re-02t War Greymon (1), Re-03t Yagami Taichi (1), Re-72 Yagami Taichi and Re-07t Ishida Yamato (1)
# (both of category 'Chosen Children').
NUMBERS = ("Re-02t", "Re-03t", "Re-72", "Re-07t")
WAR_GREYMON, TAICHI, TAICHI_72, YAMATO = 1, 2, 3, 4


@pytest.fixture
def cards(catalog):
    from gameplay.records import records_by_number

    return records_by_number(set(NUMBERS))


def _at_battle_start(cards, hand):
    """Aki (player 0, FP) battles with Emberpup and holds `hand` (the 'Chosen' cards not in it are in
    the Dark Area) when the battle of turn 1 starts, where Aki may make War Greymon appear."""
    aki = deck(EMBERPUP, cards["Re-02t"], cards["Re-03t"], cards["Re-72"], cards["Re-07t"])
    state = game(aki, deck(SHELLKIT), first=0)
    arrange(state, 0, hand=list(hand))
    for card in {WAR_GREYMON, TAICHI, TAICHI_72, YAMATO} - set(hand):
        remove_from_zones(state, 0, card)
        state.players[0].dark_area.append(card)
    while state.phase == "preparation" and state.turn == 1:
        apply(state, Pass())
    return state


def test_e9_a_partner_whose_chosen_cards_are_in_hand_may_appear_at_battle_start(cards):
    state = _at_battle_start(cards, (WAR_GREYMON, TAICHI, TAICHI_72))
    assert state.step == "battle_start" and state.actor == 0
    assert Appear(WAR_GREYMON) in legal_actions(state)


def test_e9_a_partner_without_two_chosen_cards_in_hand_cannot_appear(cards):
    state = _at_battle_start(cards, (WAR_GREYMON, TAICHI, TAICHI_72))
    remove_from_zones(state, 0, TAICHI_72)
    state.players[0].dark_area.append(TAICHI_72)
    assert Appear(WAR_GREYMON) not in legal_actions(state)
    with pytest.raises(IllegalAction, match="needs 2 more cards"):
        apply(state, Appear(WAR_GREYMON))


def test_the_tamer_paid_for_its_partner_sits_next_to_it_and_doubles_its_attack(cards):
    state = _at_battle_start(cards, (WAR_GREYMON, TAICHI, TAICHI_72))
    apply(state, Appear(WAR_GREYMON))
    aki = state.players[0]
    assert aki.top == WAR_GREYMON
    # The other 'Chosen' card paid goes to the Dark Area; Yagami Taichi (1) goes next to War Greymon.
    assert TAICHI_72 in aki.dark_area and TAICHI in aki.support_other and TAICHI not in aki.dark_area
    # B-3: War Greymon (1) "When you have a 'Yagami Taichi' card on your sheet, double your attack
    # power": Shellkit is type B, so War Greymon attacks with its B of 550 (B-7: the final values).
    assert state.last_battle[0] == 2 * 550
    # It stays next to War Greymon after the turn (P-5 (b) sends only the support Digimon away).
    assert state.turn == 2 and TAICHI in aki.support_other


def test_the_tamer_next_to_its_partner_goes_to_the_dark_area_when_the_partner_does(cards):
    state = _at_battle_start(cards, (WAR_GREYMON, TAICHI, TAICHI_72))
    apply(state, Appear(WAR_GREYMON))
    moves.top_to_dark_area(state, 0)
    aki = state.players[0]
    assert TAICHI in aki.dark_area and TAICHI not in aki.support_other
    assert not [m for m in state.modifiers if m.source == TAICHI and m.source_player == 0]


def test_a_chosen_card_paid_for_another_partner_goes_to_the_dark_area(cards):
    """Ishida Yamato (1) stays next only to Metal Garurumon, which it names."""
    state = _at_battle_start(cards, (WAR_GREYMON, TAICHI_72, YAMATO))
    apply(state, Appear(WAR_GREYMON))
    aki = state.players[0]
    assert {TAICHI_72, YAMATO} <= set(aki.dark_area) and not aki.support_other
    assert state.last_battle[0] == 550


def test_the_player_chooses_which_chosen_cards_pay(cards):
    state = _at_battle_start(cards, (WAR_GREYMON, TAICHI, TAICHI_72, YAMATO))
    apply(state, Appear(WAR_GREYMON, (TAICHI_72, YAMATO)))
    aki = state.players[0]
    assert TAICHI in aki.hand and {TAICHI_72, YAMATO} <= set(aki.dark_area)


def test_a_payment_with_a_card_that_is_not_chosen_is_refused(cards):
    state = _at_battle_start(cards, (WAR_GREYMON, TAICHI, TAICHI_72, 5))
    with pytest.raises(IllegalAction, match="cannot pay"):
        apply(state, Appear(WAR_GREYMON, (TAICHI, 5)))


def test_an_appearance_with_a_payment_reads_back_from_its_notation():
    assert parse("appear 1 pay 2,3") == Appear(1, (2, 3))
    assert str(Appear(1, (2, 3))) == "appear 1 pay 2,3"
    assert str(Appear(1)) == "appear 1"


# Re-36t The Reason Behind the Transformation: "Stack this card onto your Digimon, which gains the group
# 'Infected Digimon'. After that, when facing an opponent that does not belong to the group 'Infected
# Digimon', add 600 to your attack power. Send this card to the Dark Area when the Digimon this card is
# stacked onto is sent to the Dark Area (including when it evolves or reaches the end of its lifespan)."
TRANSFORMATION = 1


@pytest.fixture
def transformation(catalog):
    from gameplay.records import records_by_number

    return records_by_number({"Re-36t"})["Re-36t"]


def _used_in_battle(transformation):
    """Aki's Cinderhound (B column 420 against Shellkit) uses Re-36t from slot 1 in its window."""
    state = battle_start((transformation,), slots_a=(TRANSFORMATION,))
    assert state.actor == 0 and state.step == "battle"
    apply(state, Use(1))
    return state


def test_a_card_stacked_onto_the_digimon_leaves_its_slot_and_keeps_its_effects(transformation):
    state = _used_in_battle(transformation)
    aki = state.players[0]
    assert aki.slots[0] == NONE and TRANSFORMATION in aki.support_other
    assert "Infected Digimon" in EngineContext(state, 0, 0, DIGIMON, "phase").groups("self")
    assert attack_value(state, 0) == 420 + 600


def test_a_card_stacked_onto_the_digimon_outlasts_the_turn(transformation):
    state = _used_in_battle(transformation)
    while state.turn == 1:
        apply(state, Pass())
    aki = state.players[0]
    assert TRANSFORMATION in aki.support_other
    assert "Infected Digimon" in EngineContext(state, 0, 0, DIGIMON, "phase").groups("self")


def test_a_card_stacked_onto_the_digimon_goes_to_the_dark_area_with_it(transformation):
    state = _used_in_battle(transformation)
    moves.top_to_dark_area(state, 0)
    aki = state.players[0]
    assert TRANSFORMATION in aki.dark_area and not aki.support_other
    assert "Infected Digimon" not in EngineContext(state, 0, 0, DIGIMON, "phase").groups("self")


def _attribute_change(state, *, source, source_player, attribute):
    """A change of player 0's battling Digimon's attribute made by `source_player`'s card `source`."""
    seq = moves.next_seq(state)
    top = state.players[0].top
    return AttributeChange(
        player=0,
        seq=seq,
        source=source,
        source_player=source_player,
        lifetime="source",
        digimon=top,
        kept_after_evolution=False,
        attributes=frozenset({attribute}),
    )


def test_a_card_kept_until_the_attribute_changes_leaves_when_another_card_changes_it(transformation):
    """The Training Manuals (Bo-247..249): "… until that Digimon's attribute is changed or it is sent to
    the Dark Area"; the change the card made itself does not count."""
    state = _used_in_battle(transformation)
    aki = state.players[0]
    aki.support_other.remove(TRANSFORMATION)
    own = _attribute_change(state, source=7, source_player=0, attribute="Vaccine")
    moves.add_modifier(state, own)
    place_beside(state, 0, 7, until_attribute_changed=True)
    release_beside(state, 0)
    assert 7 in aki.support_other
    other = _attribute_change(state, source=3, source_player=1, attribute="Virus")
    moves.add_modifier(state, other)
    release_beside(state, 0)
    assert 7 in aki.dark_area and own not in state.modifiers


# The Crests stack on a 'Tag' Item card (Bo-98) in the slots: "(2)You may stack this card on top of a
# 'Tag' Item card placed in your slot. If you do, in addition to the first effect, …", with the timing
# column's "You may only stack up to one card on top of your 'Tag' card".
TAG, FRIENDSHIP, COURAGE = 1, 2, 3


@pytest.fixture
def crests(catalog):
    from gameplay.records import records_by_number

    return records_by_number({"Bo-98", "Bo-102", "Bo-99", "St-1"})


def _crests_in_battle(crests, tag="Bo-98", bea_chip=False):
    """Aki's Cinderhound (B 420 against Shellkit) has `tag` in slot 1, Crest of Friendship (Bo-102) in
    slot 2 and Crest of Courage (Bo-99) in slot 3, in its battle window; with `bea_chip` Bea keeps a
    Booster Chip to use, so her windows stay open."""
    cards = (crests[tag], crests["Bo-102"], crests["Bo-99"])
    chip = {"cards_b": (BOOSTER_CHIP,), "slots_b": (1,)} if bea_chip else {}
    state = battle_start(cards, slots_a=(TAG, FRIENDSHIP, COURAGE), **chip)
    if bea_chip:
        apply(state, Pass())
    assert state.actor == 0 and state.step == "battle"
    return state


def test_a_crest_stacked_on_a_tag_adds_its_second_effect(crests):
    state = _crests_in_battle(crests)
    apply(state, Use(2, choice="yes"))
    assert attack_value(state, 0) == 420 + 50
    assert is_stacked(state, 0, FRIENDSHIP)
    while state.turn == 1:
        apply(state, Pass())
    # Bo-102 "when you win the battle, further reduce the opponent's points by 10": Shellkit loses 10
    # to a Level IV (P-3), and 10 more.
    assert state.players[1].points == 100 - SHELLKIT.lost_points[1] - 10


def test_without_a_tag_in_the_slots_a_crest_gives_only_its_first_effect(crests):
    state = _crests_in_battle(crests, tag="St-1")
    apply(state, Use(2, choice="yes"))
    assert attack_value(state, 0) == 420 + 50 and not is_stacked(state, 0, FRIENDSHIP)
    while state.turn == 1:
        apply(state, Pass())
    assert state.players[1].points == 100 - SHELLKIT.lost_points[1]


def test_only_one_card_may_be_stacked_on_a_tag(crests):
    state = _crests_in_battle(crests, bea_chip=True)
    apply(state, Use(2, choice="yes"))
    apply(state, Use(3, choice="yes"))
    assert state.actor == 1 and state.step == "battle"
    # Crest of Courage finds the Tag taken: no "sky", no further 50 on the B attack; both first effects.
    assert not is_stacked(state, 0, COURAGE)
    assert "sky" not in state.players[0].keywords
    assert attack_value(state, 0) == 420 + 50 + 50


def test_a_crest_of_courage_on_a_tag_gives_sky_and_50_more_on_the_b_attack(crests):
    state = _crests_in_battle(crests)
    apply(state, Use(3, choice="yes"))
    assert is_stacked(state, 0, COURAGE)
    assert "sky" in state.players[0].keywords
    assert attack_value(state, 0) == 420 + 50 + 50


def test_o3_a_crest_whose_user_declines_the_stacking_gives_only_its_first_effect(crests):
    # "(2)You may stack this card on top of a 'Tag' Item card": `choose no` leaves the Tag free.
    state = _crests_in_battle(crests)
    apply(state, Use(2, choice="no"))
    assert attack_value(state, 0) == 420 + 50 and not is_stacked(state, 0, FRIENDSHIP)
    while state.turn == 1:
        apply(state, Pass())
    assert state.players[1].points == 100 - SHELLKIT.lost_points[1]


def test_a_crest_leaves_with_the_tag_it_lies_on(crests):
    state = _crests_in_battle(crests)
    apply(state, Use(3, choice="yes"))
    moves.slot_to_dark_area(state, 0, 0)
    aki = state.players[0]
    assert {TAG, COURAGE} <= set(aki.dark_area) and aki.slots[2] == NONE
    assert attack_value(state, 0) == 420


# Re-11t Takenouchi Sora (1), Point Calculation Phase: "You can use this card when your points are 80 and
# below. Add one of the Digimon cards currently stacked on your point gauge to your hand (this effect
# cannot be used to add to your hand the card that was placed on the point gauge at the start of the
# game). …"
SORA, STACKED_DIGIMON, STACKED_OPTION = 1, 2, 3


@pytest.fixture
def sora(catalog):
    from gameplay.records import records_by_number

    return records_by_number({"Re-11t"})["Re-11t"]


def _sora_at_point_calculation(sora, points):
    """Aki (at `points`) has Sora in slot 1, and Emberpup's twin and a Blank Leaf stacked on its point
    gauge by effects, in its P-2 window."""

    def arrange_gauge(state):
        aki = state.players[0]
        aki.points = points
        for card in (STACKED_DIGIMON, STACKED_OPTION):
            remove_from_zones(state, 0, card)
            aki.gauge_cards.append(card)

    state = battle_start((sora, EMBERPUP, LEAF), slots_a=(SORA,), pre=arrange_gauge)
    while state.phase != "point_calculation":
        apply(state, Pass())
    assert state.actor == 0 and Use(1) in legal_actions(state)
    return state


def test_p2_sora_takes_a_digimon_stacked_on_the_point_gauge_into_the_hand(sora):
    state = _sora_at_point_calculation(sora, 80)
    marker = state.players[0].gauge
    apply(state, Use(1))
    aki = state.players[0]
    assert STACKED_DIGIMON in aki.hand and aki.gauge_cards == [STACKED_OPTION]
    # S-4: the marker placed at setup stays where it is.
    assert aki.gauge == marker and marker not in aki.hand


def test_p2_sora_takes_nothing_above_80_points(sora):
    state = _sora_at_point_calculation(sora, 90)
    apply(state, Use(1))
    assert state.players[0].gauge_cards == [STACKED_DIGIMON, STACKED_OPTION]


# The Training Manuals, Evolution Phase, "(O)Choose one card from your hand and send it to the Dark
# Area" in the timing column: "Change your Digimon's attribute to Vaccine [Bo-247] / Virus [Bo-248]. After
# use, place this card next to your Digimon, where it will continue its effects until that Digimon's
# attribute is changed or it is sent to the Dark Area. This card cannot be invalidated after it has
# been used."
LIGHT, DARK = 1, 2


@pytest.fixture
def manuals(catalog):
    from gameplay.records import records_by_number

    return records_by_number({"Bo-247", "Bo-248"})


def _manuals_in_evolution(manuals):
    """Aki's Emberpup has Light Training Manual in slot 1 and Dark Training Manual in slot 2, in
    Aki's Evolution step (E-3 (d))."""
    state = game(deck(EMBERPUP, manuals["Bo-247"], manuals["Bo-248"]), deck(SHELLKIT), first=0)
    for slot, card in enumerate((LIGHT, DARK)):
        remove_from_zones(state, 0, card)
        state.players[0].slots[slot] = card
    while state.phase == "preparation":
        apply(state, Pass())
    assert state.phase == "evolution" and state.actor == 0 and Use(1) in legal_actions(state)
    return state


def _attributes(state):
    return EngineContext(state, 0, 0, DIGIMON, "phase").attributes("self")


def test_a_training_manual_changes_the_attribute_and_keeps_it_from_next_to_the_digimon(manuals):
    state = _manuals_in_evolution(manuals)
    apply(state, Use(1))
    aki = state.players[0]
    assert aki.slots[0] == NONE and LIGHT in aki.support_other
    assert _attributes(state) == frozenset({"Vaccine"})
    while state.turn == 1:
        apply(state, Pass())
    assert LIGHT in state.players[0].support_other and _attributes(state) == frozenset({"Vaccine"})


def test_a_training_manual_leaves_when_another_card_changes_the_attribute(manuals):
    state = _manuals_in_evolution(manuals)
    apply(state, Use(1))
    apply(state, Use(2))
    aki = state.players[0]
    assert LIGHT in aki.dark_area and aki.support_other == [DARK]
    assert _attributes(state) == frozenset({"Virus"})


# Re-23t Kido Jo (1), Battle Phase: "For the turn during which this card is used, both you and the opponent
# become unable to regain any points. … Send this card to the Dark Area after 2 turns."
KIDO = 1


@pytest.fixture
def kido(catalog):
    from gameplay.records import records_by_number

    return records_by_number({"Re-23t"})["Re-23t"]


def _regain(state, player, amount=20):
    EngineContext(state, player, 29, DIGIMON, "phase").change_points("self", amount)


def test_o_l3_kido_blocks_regains_for_the_turn_of_use_and_stays_a_second_turn(kido):
    def at_70(state):
        state.players[0].points = 70
        state.players[1].points = 70

    state = battle_start((kido,), slots_a=(KIDO,), cards_b=(BOOSTER_CHIP,), slots_b=(1,), pre=at_70)
    apply(state, Pass())
    apply(state, Use(1))
    assert state.actor == 1 and state.step == "battle"
    _regain(state, 0)
    _regain(state, 1)
    assert [me.points for me in state.players] == [70, 70]
    while state.turn == 1:
        apply(state, Pass())
    # Turn 2: the card is still in its slot (O-L3 counts the turn of use as turn 1), regains work again.
    assert state.players[0].slots[0] == KIDO
    before = state.players[0].points
    assert before <= 80
    _regain(state, 0)
    assert state.players[0].points == min(100, before + 20)
    while state.turn == 2:
        apply(state, Pass())
    assert KIDO in state.players[0].dark_area


def test_a_training_manual_taken_from_next_to_the_digimon_takes_its_attribute_change_with_it(manuals):
    state = _manuals_in_evolution(manuals)
    apply(state, Use(1))
    apply(state, MoveCard(0, LIGHT, "dark_area"))
    aki = state.players[0]
    assert LIGHT in aki.dark_area and not aki.support_other
    assert _attributes(state) == frozenset()
