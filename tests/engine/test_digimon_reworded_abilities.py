"""Digimon of the St-, Bx- and Re- sets whose wordings the compiler reads through
patterns/digimon_turn_and_reach_heads.py, patterns/digimon_uncommon_clauses.py, the rewrites of
patterns/digimon_rewrites.py, each played from the real catalog in a game position that shows its
printed effect."""

from __future__ import annotations

from dataclasses import replace

import pytest

from gameplay.engine import apply, legal_actions
from gameplay.engine.actions import Pass, Support, Use, UseAbility
from gameplay.engine.attack import attack_value
from gameplay.engine.cards import DIGIMON
from gameplay.engine.effect_firing import fire

from .helpers import BOOSTER_CHIP, CINDERHOUND, SHELLKIT, arrange, compiled_record, digimon, game, record
from .test_battle import battle_start, put_tops, sheet
from .test_digimon_override_wordings import _plain


def _index(card, kind):
    """The index of the card's ability whose first effect is of `kind` (the UseAbility index)."""
    return next(i for i, a in enumerate(card.text.abilities) if a.effects and a.effects[0].kind == kind)


def _akis_window(top_a, *, cards_b=(), hand_a=(), cards_a=(), top_b=None):
    """The battle at Aki's first window (B-4): Bea (SP) keeps a Booster Chip in slot 1 and `cards_b`
    in the next slots, and passes; Aki keeps a Booster Chip after `cards_a`, so her window opens."""
    state = battle_start(
        (*cards_a, BOOSTER_CHIP),
        hand_a=hand_a,
        slots_a=(len(cards_a) + 1,),
        top_a=top_a,
        cards_b=(BOOSTER_CHIP, *cards_b),
        slots_b=tuple(range(1, len(cards_b) + 2)),
        top_b=top_b,
    )
    # An ability usable "during the turn" waits for Aki's word in the Evolution Phase too (E-3).
    while state.phase == "evolution":
        apply(state, Pass())
    assert state.phase == "battle" and state.actor == 1
    apply(state, Pass())
    assert state.phase == "battle" and state.actor == 0
    return state


@pytest.mark.parametrize(
    ("number", "field"),
    [
        # "During the turn, you may invalidate one of the opponent's "Infinity Mountain" cards and send
        # it to the Dark Area." St-224 is Infinity Mountain, St-613 Shaggai Hole.
        ("St-652", "St-224"),
        ("St-656", "St-224"),
        ("St-669", "St-613"),
        ("St-671", "St-613"),
    ],
)
def test_b4_the_named_card_of_the_opponent_is_invalidated_during_the_turn(catalog, number, field):
    top = compiled_record(number)
    state = _akis_window(top, cards_b=(record(field),))
    use = UseAbility(_index(top, "invalidate_named_option"))
    assert use in legal_actions(state)
    bea = state.players[1]
    apply(state, use)
    assert 2 not in bea.slots and 2 in bea.dark_area
    # Free, so used once a turn.
    assert use not in legal_actions(state)


def test_t_p5_the_invalidation_is_offered_in_the_preparation_phase_too(catalog):
    # St-669: "During the turn, …": also in the Preparation Phase's use step (T-P5), before the
    # battle; Bea's Shaggai Hole (St-613) lies in her slot 1.
    top = compiled_record("St-669")
    state = game(sheet(top), sheet(SHELLKIT, (record("St-613"),)), first=0)
    put_tops(state)
    bea = state.players[1]
    arrange(state, 1, hand=[1])
    bea.hand.remove(1)
    bea.slots[0] = 1
    use = UseAbility(_index(top, "invalidate_named_option"))
    while state.phase == "preparation" and use not in legal_actions(state):
        apply(state, Pass())
    assert state.phase == "preparation" and state.actor == 0
    apply(state, use)
    assert bea.slots[0] != 1 and 1 in bea.dark_area


def _strong(attack):
    return digimon("EXAMPLE-70", "Bulwark", "Ultimate", "A", (attack, attack, attack), (10, 10, 10, 10))


@pytest.mark.parametrize(("number", "loss"), [("Re-102", 20), ("Bx-66", 10)])
def test_o_n2_the_opponent_loses_points_once_its_attack_reaches_1000(catalog, number, loss):
    # "During battle, when the opponent's attack power reaches 1000 and above, immediately reduce the
    # opponent's points by 20." Bea's Bulwark attacks for 950: nothing yet; her Booster Chip (+100)
    # brings it to 1050, and she loses the points at once; her second chip (1150) takes no more.
    # Aki keeps a chip set, so that the battle waits for her.
    state = battle_start(
        (BOOSTER_CHIP,),
        slots_a=(1,),
        top_a=compiled_record(number),
        cards_b=(BOOSTER_CHIP, BOOSTER_CHIP),
        slots_b=(1, 2),
        top_b=_strong(950),
    )
    bea = state.players[1]
    assert state.actor == 1 and bea.points == 100
    apply(state, Use(1))
    assert attack_value(state, 1) == 1050 and bea.points == 100 - loss
    apply(state, Use(2))
    assert state.phase == "battle" and attack_value(state, 1) == 1150 and bea.points == 100 - loss


def test_b3_the_opponent_already_at_1000_loses_the_points_at_attack_confirmation(catalog):
    state = battle_start(
        (), top_a=compiled_record("Re-102"), cards_b=(BOOSTER_CHIP,), slots_b=(1,), top_b=_strong(1000)
    )
    assert state.players[1].points == 80


@pytest.mark.parametrize(("attack", "usable"), [(1100, True), (1090, False)])
def test_b4_machinedramon_reduces_the_opponents_points_once_its_attack_reaches_1100(catalog, attack, usable):
    # St-862: "During battle, when the opponent's attack power reaches 1100 or above, directly reduce
    # the opponent's points by 10 (1 time max)."
    top = compiled_record("St-862")
    state = _akis_window(top, top_b=_strong(attack))
    use = UseAbility(_index(top, "change_points"))
    assert (use in legal_actions(state)) is usable
    if usable:
        apply(state, use)
        assert state.players[1].points == 90 and use not in legal_actions(state)


def test_b4_omegamon_alter_b_pays_a_virus_digimon_for_each_20_points_two_at_most(catalog):
    # Re-128: "During battle, for every Virus attribute Digimon card you discard from your hand, lower
    # the opponent's points by 20 (2 cards max)." Aki holds three Virus Digimon (St-137 Greymon).
    top = compiled_record("Re-128")
    virus = record("St-137")
    state = _akis_window(top, cards_a=(virus, virus, virus), hand_a=(1, 2, 3))
    index = _index(top, "change_points")
    for paid, points in ((1, 80), (2, 60)):
        apply(state, UseAbility(index, pay=(paid,)))
        assert state.players[1].points == points and paid in state.players[0].dark_area
    assert 3 in state.players[0].hand and UseAbility(index) not in legal_actions(state)


def _fused(state):
    """Fire the battling Digimon's "when you fuse into this Digimon" abilities (E-6.5, E-8)."""
    me = state.players[0]
    fire(state, 0, 29, me.deck[29].text, ("on_evolve",), DIGIMON, "turn")


def test_e8_shoutmon_x5_zeroes_the_opponents_attacks_for_the_turn_of_its_fusion(catalog):
    # Re-40: "The opponent's A, B, and C attack go to zero until the end of the turn during which this
    # Digimon was fused." Fused in the Preparation Phase, Bea's Shellkit attacks for 0 in the battle.
    top = compiled_record("Re-40")
    fused = battle_start((), top_a=top, cards_b=(BOOSTER_CHIP,), slots_b=(1,), pre=_fused)
    there = battle_start((), top_a=top, cards_b=(BOOSTER_CHIP,), slots_b=(1,))
    assert attack_value(fused, 1) == 0 and attack_value(there, 1) > 0


def test_p5_daemon_sends_the_beaten_digimon_to_the_dark_area_when_it_wins(catalog):
    # St-226: "When you win the battle, send all of the opponent's Digimon (excluding Level III) to the
    # Dark Area": Bea's Cinderhound goes at once; a Level III stays.
    top = compiled_record("St-226")
    for foe, sent in ((CINDERHOUND, True), (SHELLKIT, False)):
        state = battle_start((), top_a=top, cards_b=(BOOSTER_CHIP,), slots_b=(1,), top_b=foe)
        top_card = state.players[1].digimon[-1]
        fire(state, 0, 29, top.text, ("on_win",), DIGIMON, "phase")
        assert (top_card in state.players[1].dark_area) is sent


@pytest.mark.parametrize(
    ("number", "supported", "added"),
    [
        # Dw-6: "When you send this card from your hand to the support box of your Ofanimon, add 730 to
        # the attack power of your Ofanimon."
        ("Dw-6", "Bo-128t", 730),
        # St-518: "Send this card from your hand to the support box of a Baihumon, Xuanwumon, or
        # Zhuqiaomon, and add 440 to their attack power."
        ("St-518", "St-973", 440),
        # St-711: "… add 210 to the attack power of one of your Chackmon, Mojyamon or Panjyamon. (You
        # can specially move this card into the support box of a Hybrid level)"
        ("St-711", "Bo-850", 210),
        # St-712: "… one of your Digimon with the ability "underwater"": Bo-6 Seadramon has it.
        ("St-712", "Bo-6", 240),
        # St-713: "… one Digimon with 'Ange' in its name": St-14 Angemon.
        ("St-713", "St-14", 270),
        # St-714: "… one of your Digimon containing either 'Devi' or 'Vamde' in its name": Bo-2 Devimon.
        ("St-714", "Bo-2", 270),
        # St-877: "When you send this card from your hand to your support box, add 360 to the attack
        # power of your Wisemon."
        ("St-877", "St-878", 360),
    ],
)
def test_b10_the_support_adds_to_the_digimon_it_names_only(catalog, number, supported, added):
    supporter = record(number)
    assert supporter.support_text is not None and supporter.support_text.status == "compiled"
    top = record(supported)
    if number != "St-712":
        # Without its own abilities, so that only the support changes its attack (St-712 reads the
        # ability "underwater" Seadramon's text gives it).
        top = _plain(top)
    for battler, expected in ((top, added), (CINDERHOUND, 0)):
        state = _akis_window(battler, cards_a=(supporter,), hand_a=(1,))
        before = attack_value(state, 0)
        apply(state, Support(1))
        # B-10.4: placed beside another Digimon, it may be placed but does nothing.
        assert state.players[0].support == 1 and attack_value(state, 0) == before + expected


def _pay_and_use(number, paid, **window):
    """Aki's window with the real card `paid` as her hand's card 1, after using the priced ability of
    `number` paying it; the state and her attack before the use."""
    top = compiled_record(number)
    state = _akis_window(top, cards_a=(record(paid),), hand_a=(1,), **window)
    before = attack_value(state, 0)
    index = next(i for i, a in enumerate(top.text.abilities) if a.cost)
    assert UseAbility(index) in legal_actions(state)
    apply(state, UseAbility(index, pay=(1,)))
    assert 1 in state.players[0].dark_area
    return state, before


@pytest.mark.parametrize(
    ("number", "paid", "factor"),
    [
        # Bx-4s: "You may discard either one 'Aqua Orb' or one Dinotigermon card from your hand, and
        # double your attack power." Bx-48 is a Dinotigermon.
        ("Bx-4s", "Bx-48", 2),
        # St-699: "… discard one 'Spirit of Darkness H' card (St-681) from your hand, and make your A
        # attack unable to go to zero due to the effects of attack C, and triple your attack power."
        ("St-699", "St-681", 3),
        # St-700: "… one 'Spirit of Water B', 'Spirit of Steel B', or 'Spirit of Ice B' card (St-743) …
        # as well as double your attack power (1 card max)."
        ("St-700", "St-743", 2),
    ],
)
def test_b8_the_paid_card_multiplies_the_attack(catalog, number, paid, factor):
    state, before = _pay_and_use(number, paid)
    assert attack_value(state, 0) == before * factor


@pytest.mark.parametrize("number", ["St-699", "St-700"])
def test_b8_3_the_paid_spirit_keeps_the_a_attack_from_attack_c(catalog, number):
    # B-8 step 3: the use grants the A attack the immunity to attack C's zeroing for the phase.
    paid = {"St-699": "St-681", "St-700": "St-743"}[number]
    state, _ = _pay_and_use(number, paid)
    assert "zero_column:A" in state.players[0].immunities


@pytest.mark.parametrize(
    ("number", "paid", "added"),
    [
        # Bx-43: "During battle, discard one Digimon card from your hand that contains either 'Mame',
        # 'Giro', or 'Tyrano' in its name, and add 300": Bo-906 Mamemon.
        ("Bx-43", "Bo-906", 300),
        # Bx-3s: "For every DORUgoramon, Grademon, or 'Metal Up' card you discard from your hand, add
        # 400 to your attack power (3 cards max)": Sx-72 is Metal Up.
        ("Bx-3s", "Sx-72", 400),
        # St-717, St-719, St-725: "… add the discarded Agnimon's basic A attack power to your attack
        # power (1 card max)": St-762r Agnimon prints 570, Bo-712 Shutumon 520, Bo-721 Garummon 640.
        ("St-717", "St-762r", 570),
        ("St-719", "Bo-712", 520),
        ("St-725", "Bo-721", 640),
    ],
)
def test_b8_5_the_paid_card_adds_to_the_attack(catalog, number, paid, added):
    state, before = _pay_and_use(number, paid)
    assert attack_value(state, 0) == before + added


def test_b4_dukemon_x_pays_a_red_frame_aegis_for_10_points(catalog):
    # Bx-78: "During battle, you may discard one Aegis (Red Frame) from your hand and immediately reduce
    # the opponent's points by 10." Bx-68 is the red frame Aegis, Bo-545 the blue frame one.
    state, _ = _pay_and_use("Bx-78", "Bx-68")
    assert state.players[1].points == 90
    top = compiled_record("Bx-78")
    blue = _akis_window(top, cards_a=(record("Bo-545"),), hand_a=(1,))
    index = next(i for i, a in enumerate(top.text.abilities) if a.cost)
    assert UseAbility(index) not in legal_actions(blue)


def test_b10_dinotigermon_pays_an_ouryumon_to_send_the_opponents_support_away(catalog):
    # Bx-5s: "You may discard either one 'STR-MAX' or one Ouryumon card, and send all of the opponent's
    # support Digimon to the Dark Area." Bea's support (her card 3) lies in her Support Box.
    def supported(state):
        bea = state.players[1]
        for zone in (bea.hand, bea.net_ocean):
            if 3 in zone:
                zone.remove(3)
        bea.support = 3

    top = compiled_record("Bx-5s")
    state = battle_start(
        (record("Bx-4s"), BOOSTER_CHIP),
        hand_a=(1,),
        slots_a=(2,),
        top_a=top,
        cards_b=(BOOSTER_CHIP, SHELLKIT, SHELLKIT),
        slots_b=(1,),
        pre=supported,
    )
    apply(state, Pass())
    index = next(i for i, a in enumerate(top.text.abilities) if a.cost)
    apply(state, UseAbility(index, pay=(1,)))
    bea = state.players[1]
    assert 3 in bea.dark_area and bea.support != 3


def test_b8_5_birdramon_adds_150_to_itself_as_a_sky_digimon(catalog):
    # St-718: "Add 150 to the attack power of all Digimon on your sheet with the ability "sky" (including
    # this Digimon)": Birdramon has "sky" by its own first line.
    top = compiled_record("St-718")
    assert attack_value(_akis_window(top), 0) == attack_value(_akis_window(_plain(top)), 0) + 150


def test_b4_lighdramon_pays_a_card_for_200_as_a_metal_empire_digimon(catalog):
    # St-722: "You may discard one card from your hand and add 200 to the attack power of all Digimon
    # belonging to Metal Empire on your sheet (including this Digimon)."
    state, before = _pay_and_use("St-722", "St-1")
    assert attack_value(state, 0) == before + 200


@pytest.mark.parametrize(("foe", "added"), [("Bo-128t", 120), ("St-14", 0)])
def test_b8_volcamon_adds_120_and_keeps_its_a_against_an_ultimate(catalog, foe, added):
    # Dg-2: "When the opponent is an Ultimate level Digimon, add 120 to your attack power, and at the same
    # time, your A cannot go to zero due to the effects of the opponent's attack C." Bo-128t Ofanimon is
    # an Ultimate, St-14 Angemon a Level IV.
    top = compiled_record("Dg-2")
    state = _akis_window(top, top_b=_plain(record(foe)))
    alone = _akis_window(_plain(top), top_b=_plain(record(foe)))
    assert attack_value(state, 0) == attack_value(alone, 0) + added
    assert ("zero_column:A" in state.players[0].immunities) is bool(added)


def test_b3_boltmon_attacks_with_c_whatever_the_battle_type_and_adds_100(catalog):
    # St-581: "You can use your C attack regardless of the opponent's battle type. Afterwards, add 100
    # to your attack power." Bea's Shellkit is type B: Boltmon would attack with B.
    top = compiled_record("St-581")
    state = _akis_window(top)
    apply(state, UseAbility(_index(top, "set_attack_column")))
    assert attack_value(state, 0) == top.attack("C") + 100


def test_ec8_nefertimons_restated_armor_requirement_adds_no_ability(catalog):
    # St-131: "When Tailmon is in the Digimon Box and the Digimental of Light is in the Evolution
    # Requirements Box, you may fuse them into this Digimon." repeats its requirement (EC-8); the
    # battling Nefertimon keeps only its "sky".
    top = compiled_record("St-131")
    state = _akis_window(top)
    assert [a.effects[0].kind for a in top.text.abilities] == ["grant_keyword"]
    assert "sky" in state.players[0].keywords


@pytest.mark.parametrize(
    ("number", "shown", "other"),
    [
        # St-951: "For every Xuanwumon card in your hand that you show your opponent, add 200 to your
        # attack power." St-940 is a Xuanwumon; St-1 Agumon does not count.
        ("St-951", "St-940", "St-1"),
        # St-970: "For every Baihumon card in your hand that you show to your opponent, add 200 …"
        ("St-970", "St-973", "St-1"),
        # St-897: "When you have Digimon cards belonging to 'Deva' in your hand, you may show them to your
        # opponent and for each card shown, add 200 to your attack power." Bo-559 Vajramon is a Deva.
        ("St-897", "Bo-559", "St-1"),
    ],
)
def test_b8_5_each_shown_card_of_the_hand_adds_200(catalog, number, shown, other):
    top = compiled_record(number)
    cards = (record(shown), record(shown), record(other))
    state = _akis_window(top, cards_a=cards, hand_a=(1, 2, 3))
    alone = _akis_window(_plain(top), cards_a=cards, hand_a=(1, 2, 3))
    assert attack_value(state, 0) == attack_value(alone, 0) + 2 * 200


def _turn_1_points(top_a, top_b):
    """Bea's points and Digimon Box after the first turn's battle of `top_a` against `top_b`."""
    state = battle_start((), top_a=top_a, top_b=top_b)
    while state.turn == 1 and state.result is None:
        apply(state, Pass())
    return state.players[1].points, list(state.players[1].digimon)


@pytest.mark.parametrize(("virus", "added"), [(True, 20), (False, 0)])
def test_p3_holy_angemon_adds_20_to_a_beaten_level_iv_virus(catalog, virus, added):
    # St-240: "All Level III and Level IV Virus attribute Digimon that lose a battle lose an additional 20
    # points." Bea's Level IV foe loses to Holy Angemon.
    attributes = frozenset({"Virus" if virus else "Vaccine"})
    foe = digimon("EXAMPLE-71", "Husk", "IV", "B", (100, 100, 100), (30, 20, 10, 10), attributes=attributes)
    top = compiled_record("St-240")
    with_text, _ = _turn_1_points(top, foe)
    without, _ = _turn_1_points(_plain(top), foe)
    assert without < 100 and with_text == without - added


def test_p5_bakemon_sends_the_opponents_level_iv_away_on_a_draw(catalog):
    # St-45: "If the opponent's Level IV and above Digimon do not win the battle, they are sent to the
    # Dark Area." Bea's Level IV foe attacks for as much as Bakemon: the battle is a draw (B-9).
    top = compiled_record("St-45")
    mirror = digimon("EXAMPLE-72", "Echo", "IV", "B", (top.attack("B"),) * 3, (30, 20, 10, 10))
    _, box_with = _turn_1_points(top, mirror)
    _, box_without = _turn_1_points(_plain(top), mirror)
    assert 29 not in box_with and 29 in box_without


def test_b4_were_garurumon_x_discards_a_card_for_each_active_blue_frame_card_it_sends_away(catalog):
    # Bx-87: "For every card you discard from your hand, send one of the opponent's currently activated
    # blue frame cards in their slots to the Dark Area (3 cards max)." Bea turns her (blue frame) Booster
    # Chip face-up; Aki pays a card of her hand and it goes to the Dark Area.
    top = compiled_record("Bx-87")
    state = battle_start(
        (SHELLKIT, BOOSTER_CHIP),
        hand_a=(1,),
        slots_a=(2,),
        top_a=top,
        cards_b=(replace(BOOSTER_CHIP, frame="Blue"), BOOSTER_CHIP),
        slots_b=(1, 2),
    )
    apply(state, Use(1))
    bea = state.players[1]
    assert bea.active[0] and state.actor == 1
    apply(state, Pass())
    index = next(i for i, a in enumerate(top.text.abilities) if a.cost)
    apply(state, UseAbility(index, pay=(1,)))
    assert 1 in bea.dark_area and bea.slots[0] != 1 and 1 in state.players[0].dark_area


@pytest.mark.parametrize(("field", "sent"), [("NSp", True), ("UK", False)])
def test_b3_nanimon_sends_the_top_of_the_opponents_net_ocean_away_unless_it_belongs_to_unknown(
    catalog, field, sent
):
    # St-643: "When the opponent does not belong to Unknown, immediately send one card from the top of the
    # opponent's Net Ocean to the Dark Area (1 card max)."
    foe = replace(SHELLKIT, fields=frozenset({field}))
    state = _akis_window(compiled_record("St-643"), top_b=foe)
    plain = _akis_window(_plain(compiled_record("St-643")), top_b=foe)
    assert len(state.players[1].net_ocean) == len(plain.players[1].net_ocean) - (1 if sent else 0)


def test_b4_venom_vamdemon_pays_10_points_to_cut_the_opponents_attack_by_100(catalog):
    # St-296: "Only once during battle, you may reduce your own points by 10 and lower the attack power of
    # all of the opponent's Digimon by 100."
    top = compiled_record("St-296")
    state = _akis_window(top)
    before = attack_value(state, 1)
    use = UseAbility(_index(top, "change_points"))
    apply(state, use)
    assert state.players[0].points == 90 and attack_value(state, 1) == before - 100
    assert use not in legal_actions(state)


def test_b8_5_prince_mamemon_counts_mame_digimon_in_the_hand_and_on_the_sheet(catalog):
    # St-836: "During battle, for every Digimon card with 'Mame', 'Giro' or 'Tekka' in its name in your
    # hand or on your sheet, add 200 to your attack power." Two Mamemon (Bo-906) in the hand and Prince
    # Mamemon itself on the sheet: 600; Gabumon (St-5) does not count.
    top = compiled_record("St-836")
    cards = (record("Bo-906"), record("Bo-906"), record("St-5"))
    state = _akis_window(top, cards_a=cards, hand_a=(1, 2, 3))
    alone = _akis_window(_plain(top), cards_a=cards, hand_a=(1, 2, 3))
    assert attack_value(state, 0) == attack_value(alone, 0) + 3 * 200


def test_b8_5_kaiser_greymon_counts_the_dragon_and_dinosaur_types_of_its_shown_hand(catalog):
    # Sp-26: "Show your entire hand to the opponent, and for every Digimon card with the word 'Dragon
    # (Ankylosaur/Ceratopsian/Dinosaur/Plesiosaur/Pterosaur/Stegosaur included)' in its type in your hand,
    # add 300 to your attack power." Greymon (St-2) is a Dinosaur, Gabumon (St-5) a Reptile.
    top = compiled_record("Sp-26")
    cards = (record("St-2"), record("St-2"), record("St-5"))
    state = _akis_window(top, cards_a=cards, hand_a=(1, 2, 3))
    alone = _akis_window(_plain(top), cards_a=cards, hand_a=(1, 2, 3))
    assert attack_value(state, 0) == attack_value(alone, 0) + 2 * 300


def test_b8_5_greymon_x_counts_its_active_program_option_cards(catalog):
    # Bx-26: "For every Program Option card in your slots that is currently activated, add 100 to your
    # attack power." Aki turns two Program chips face-up (each +100 of its own) and keeps an Item set.
    program = replace(BOOSTER_CHIP, option_type="Program")

    def attack_after_flips(top):
        state = battle_start(
            (program, program, BOOSTER_CHIP),
            slots_a=(1, 2, 3),
            top_a=top,
            cards_b=(BOOSTER_CHIP,),
            slots_b=(1,),
        )
        apply(state, Pass())
        apply(state, Use(1))
        apply(state, Use(2))
        assert state.players[0].active[:2] == [True, True]
        return attack_value(state, 0)

    top = compiled_record("Bx-26")
    assert attack_after_flips(top) == attack_after_flips(_plain(top)) + 2 * 100


@pytest.mark.parametrize(("top_card", "factor"), [("Bo-906", 2), ("St-5", 1)])
def test_b4_mamemon_x_doubles_when_the_checked_card_is_a_mame(catalog, top_card, factor):
    # Bx-120: "Draw one card from your Net Ocean, check its contents, and send it to the Dark Area. If the
    # card had 'Mame', 'Giro', 'Tekka', or 'Ball' in its name, double your attack power." Bo-906 Mamemon
    # or St-5 Gabumon lies on top of Aki's Net Ocean; it goes to the Dark Area either way.
    top = compiled_record("Bx-120")
    state = _akis_window(top, cards_a=(record(top_card),))
    arrange(state, 0, net_ocean_top=[1])
    before = attack_value(state, 0)
    apply(state, UseAbility(_index(top, "check_top_card")))
    assert 1 in state.players[0].dark_area and attack_value(state, 0) == before * factor


@pytest.mark.parametrize("number", ["Re-149", "Re-150"])
def test_b10_xv_mon_takes_a_yagami_taichi_from_the_dark_area_when_placed(catalog, number):
    # Re-149, Re-150 (■): "Add 500 to the attack power of your Level III and Level IV Digimon. During
    # battle, search your Dark Area for one "Yagami Taichi" or "Ishida Yamato" card and add it to your
    # hand. Shuffle the remaining cards afterwards (…)". CD-1 is Yagami Taichi; Aki's Cinderhound is IV.
    state = _akis_window(CINDERHOUND, cards_a=(record(number), record("CD-1")), hand_a=(1,))
    me = state.players[0]
    me.net_ocean.remove(2)
    me.dark_area.append(2)
    before = attack_value(state, 0)
    apply(state, Support(1))
    assert 2 in me.hand and 2 not in me.dark_area and attack_value(state, 0) == before + 500
