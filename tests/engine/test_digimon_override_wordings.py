"""Bo- Digimon whose one-card wordings are read by an override (fixtures/effects/overrides), each
played from the real catalog in a game position that shows its printed effect."""

from __future__ import annotations

from dataclasses import replace

import pytest

from gameplay.engine import apply, legal_actions
from gameplay.engine.actions import Pass, Support, Use, UseAbility
from gameplay.engine.attack import attack_value
from gameplay.engine.options import refresh_situations
from gameplay.engine.state import NONE

from .helpers import BOOSTER_CHIP, CINDERHOUND, REEFCRAB, SHELLKIT, ability, digimon, option, record
from .test_battle import battle_start


def _compiled(number):
    card = record(number)
    assert card.text.status == "compiled", card.text.manual
    assert card.support_text is None or card.support_text.status == "compiled"
    return card


def _plain(card):
    """The same Digimon with no abilities: what its attack would be without them."""
    return replace(card, text=replace(card.text, abilities=()))


def _at_window(cards_a=(), *, top_a, hand_a=(), pre=None, top_b=None, aki_acts=False):
    """The battle at its first window (B-4), after attack confirmation (B-3): Bea keeps a Booster
    Chip set, so that the battle waits for her. With `aki_acts` Aki keeps one too (after her other
    cards), and Bea passes to her window."""
    slots_a = (len(cards_a) + 1,) if aki_acts else ()
    cards_a = (*cards_a, BOOSTER_CHIP) if aki_acts else cards_a
    state = battle_start(
        cards_a,
        hand_a=hand_a,
        slots_a=slots_a,
        top_a=top_a,
        cards_b=(BOOSTER_CHIP,),
        slots_b=(1,),
        top_b=top_b,
        pre=pre,
    )
    assert state.phase == "battle" and state.actor == 1
    if aki_acts:
        apply(state, Pass())
        assert state.phase == "battle" and state.actor == 0
    return state


def _finish_turn_1(state):
    while state.turn == 1 and state.result is None:
        apply(state, Pass())


def _in_support_box(card_id):
    """A `pre` for battle_start: Aki's card `card_id` lies in her Support Box (B-10)."""

    def put(state):
        me = state.players[0]
        for zone in (me.hand, me.net_ocean):
            if card_id in zone:
                zone.remove(card_id)
        me.support = card_id

    return put


@pytest.mark.parametrize(("greymon", "added"), [("St-137", 100), ("St-2", 0)])
def test_b3_v_dramon_adds_100_with_a_virus_greymon_on_the_sheet(catalog, greymon, added):
    # Bo-552: "When there is a Greymon (Virus attribute) on your sheet, add 100 …": St-137 is a
    # Virus Greymon, St-2 a Vaccine one.
    v_dramon = _compiled("Bo-552")
    state = _at_window((record(greymon),), top_a=v_dramon, pre=_in_support_box(1))
    alone = _at_window(top_a=v_dramon)
    assert attack_value(state, 0) == attack_value(alone, 0) + added


@pytest.mark.parametrize(
    ("number", "foe", "to_gauge"),
    [
        # Bo-742 Zeed Millenniumon: "When you win the battle with your A attack, stack the
        # opponent's Digimon (excluding Level III) onto their point gauge." Against a type A foe
        # its attack is A; against a type C foe, C.
        ("Bo-742", CINDERHOUND, True),
        ("Bo-742", REEFCRAB, False),
        # Bo-1175 Bancho Leomon: "When the opponent is a Virus attribute Digimon (excluding Level III
        # Digimon), stack that Digimon onto their point gauge (… only … when you win the battle)."
        ("Bo-1175", replace(CINDERHOUND, attributes=frozenset({"Virus"})), True),
        ("Bo-1175", replace(CINDERHOUND, attributes=frozenset({"Vaccine"})), False),
    ],
)
def test_p5a_a_win_stacks_the_described_loser_onto_its_point_gauge(catalog, number, foe, to_gauge):
    state = battle_start((), top_a=_compiled(number), top_b=foe)
    _finish_turn_1(state)
    bea = state.players[1]
    assert 29 not in bea.digimon
    assert (29 in bea.gauge_cards, 29 in bea.dark_area) == (to_gauge, not to_gauge)


def test_p5a_a_level_iii_loser_stays_in_its_box(catalog):
    pebble_b = digimon("EXAMPLE-66", "Pebble B", "III", "A", (100, 100, 100), (20, 10, 10, 10))
    state = battle_start((), top_a=_compiled("Bo-742"), top_b=pebble_b)
    _finish_turn_1(state)
    bea = state.players[1]
    assert bea.digimon == [0] and 0 not in bea.gauge_cards


@pytest.mark.parametrize(("points", "usable"), [(80, True), (90, False)])
def test_b10_bakemon_sends_one_unseen_card_of_the_opponents_hand_to_the_dark_area(catalog, points, usable):
    # Bo-822 (■): "When your points are 80 and below, you may send this card from your hand to your
    # support box, pick one card from the opponent's hand, and send it to the Dark Area …".
    def prepare(state):
        state.players[0].points = points
        state.players[1].hand[:] = [card for card in state.players[1].net_ocean[:3]]
        del state.players[1].net_ocean[:3]

    state = _at_window((_compiled("Bo-822"),), hand_a=(1,), pre=prepare, top_a=None, aki_acts=True)
    assert (Support(1) in legal_actions(state)) is usable
    if usable:
        bea = state.players[1]
        before, lost = len(bea.hand), len(bea.dark_area)
        apply(state, Support(1))
        assert len(bea.hand) == before - 1 and len(bea.dark_area) == lost + 1


@pytest.mark.parametrize(("foe", "added"), [(replace(SHELLKIT, species="Insect"), 200), (SHELLKIT, 0)])
def test_b4_archnemon_pays_an_insect_card_for_200_against_an_insect(catalog, foe, added):
    # Bo-365: "You may discard one Insect type Digimon card from your hand, and add 200 to your
    # attack power when facing an Insect type Digimon (1 card max)." Bo-13 Kuwagamon is an Insect.
    state = _at_window((record("Bo-13"),), hand_a=(1,), top_a=_compiled("Bo-365"), top_b=foe, aki_acts=True)
    before = attack_value(state, 0)
    assert (UseAbility(1) in legal_actions(state)) is bool(added)
    if added:
        apply(state, UseAbility(1))
        assert attack_value(state, 0) == before + added and 1 in state.players[0].dark_area
        # "1 card max": once per battle.
        assert UseAbility(1) not in legal_actions(state)


@pytest.mark.parametrize(("cards", "added"), [(2, 200), (3, 300)])
def test_b2_hououmon_counts_the_opponents_slot_cards_at_battle_start(catalog, cards, added):
    # Bo-583: "At the start of the battle, for every card in your opponent's slots, add 100 to your
    # attack power (5 cards max)." Aki keeps a chip set, so that the battle waits for her window.
    hououmon = _compiled("Bo-583")
    chips = (BOOSTER_CHIP,) * cards
    slots = tuple(range(1, cards + 1))
    state = battle_start((BOOSTER_CHIP,), slots_a=(1,), top_a=hououmon, cards_b=chips, slots_b=slots)
    alone = battle_start((BOOSTER_CHIP,), slots_a=(1,), top_a=hououmon)
    assert state.phase == alone.phase == "battle"
    assert attack_value(state, 0) == attack_value(alone, 0) + added


def test_b2_hououmon_counts_no_more_than_five_slot_cards(catalog):
    # The opponent's three slots never hold more than five cards, so the cap shows on the ability.
    (counting,) = [a for a in _compiled("Bo-583").text.abilities if a.trigger == "battle_start"]
    assert counting.effects[0].cap == 5


@pytest.mark.parametrize(("support", "added"), [(None, 0), ("St-23", 200), ("St-2", 0)])
def test_b3_insekimon_counts_gottsumon_icemon_and_insekimon_other_than_itself(catalog, support, added):
    # Bo-620: "For every Gottsumon, Icemon, or Insekimon card other than this card on your sheet, add
    # 200 to this card's attack power." St-23 is a Gottsumon, St-2 a Greymon.
    insekimon = _compiled("Bo-620")
    cards = (record(support),) if support else ()
    state = _at_window(cards, top_a=insekimon, pre=_in_support_box(1) if support else None)
    alone = _at_window(top_a=_plain(insekimon))
    assert attack_value(state, 0) == attack_value(alone, 0) + added


def _holding(state, size):
    """Aki's hand cut to `size` cards in the battle (the rest back to the Net Ocean); a held
    continuous ability follows its condition (A-2, options.refresh_situations)."""
    me = state.players[0]
    while len(me.hand) > size:
        me.net_ocean.append(me.hand.pop())
    refresh_situations(state)
    return attack_value(state, 0)


@pytest.mark.parametrize(
    ("hand", "numerator", "denominator"), [(4, 2, 1), (3, 1, 2), (2, 3, 1), (1, 1, 2), (0, 4, 1)]
)
def test_a2_vritramon_multiplies_by_the_size_of_its_hand(catalog, hand, numerator, denominator):
    # Bo-703: "When your hand contains four cards, double … two cards, triple … zero cards, quadruple
    # … three cards or one card, halve your attack power." Preparation leaves six cards in hand.
    vritramon = _compiled("Bo-703")
    state = _at_window(top_a=vritramon)
    assert len(state.players[0].hand) > 4
    alone = _at_window(top_a=_plain(vritramon))
    assert _holding(state, hand) == _holding(alone, hand) * numerator // denominator


def _foe(attack, **extra):
    """Bea's Level IV battling Digimon with `attack` in every column."""
    return digimon("EXAMPLE-C50", "Foe", "IV", "A", (attack, attack, attack), (30, 20, 10, 10), **extra)


def _use_index(card, start):
    """The index of the card's ◎ ability whose printed text starts with `start` (UseAbility)."""
    return next(i for i, a in enumerate(card.text.abilities) if a.text.startswith(start))


@pytest.mark.parametrize(("attack", "usable"), [(690, True), (700, False)])
def test_b4_satan_mode_sends_a_foe_of_690_or_below_to_the_dark_area(catalog, attack, usable):
    # Bo-969: "During battle, you may send a Digimon with an attack power of 690 or below to the Dark
    # Area."
    satan = _compiled("Bo-969")
    state = _at_window(top_a=satan, top_b=_foe(attack), aki_acts=True)
    use = UseAbility(_use_index(satan, "During battle"))
    assert (use in legal_actions(state)) is usable
    if usable:
        apply(state, use)
        assert 29 in state.players[1].dark_area and 29 not in state.players[1].digimon


@pytest.mark.parametrize(("appeared", "usable"), [(True, True), (False, False)])
def test_b4_adr_09_sends_a_foe_that_appeared_by_its_requirements_to_the_dark_area(catalog, appeared, usable):
    # Bo-89t: "During battle, you may send one of the opponent's Digimon that evolved through
    # "Appearance Requirements" to the Dark Area."
    from gameplay.engine.cards import Requirement

    needs = ((Requirement("appearance", names=("Pebble",), text="When your Digimon is Pebble"),),)
    foe = _foe(400, evolution=needs if appeared else ())
    adr = _compiled("Bo-89t")
    state = _at_window(top_a=adr, top_b=foe, aki_acts=True)
    use = UseAbility(_use_index(adr, "During battle"))
    assert (use in legal_actions(state)) is usable
    if usable:
        apply(state, use)
        assert 29 in state.players[1].dark_area


@pytest.mark.parametrize(("attack", "usable"), [(320, True), (330, False)])
def test_b4_satan_mode_mills_three_while_the_foe_is_at_320_or_below(catalog, attack, usable):
    # Bo-1097: "During battle, when the opponent's attack power is 320 or below, you may send the top
    # three cards of the opponent's Net Ocean to the Dark Area."
    satan = _compiled("Bo-1097")
    state = _at_window(top_a=satan, top_b=_foe(attack), aki_acts=True)
    use = UseAbility(_use_index(satan, "During battle"))
    assert (use in legal_actions(state)) is usable
    if usable:
        bea = state.players[1]
        ocean, dark = len(bea.net_ocean), len(bea.dark_area)
        apply(state, use)
        assert (len(bea.net_ocean), len(bea.dark_area)) == (ocean - 3, dark + 3)


def test_b4_diablomon_pays_a_digimon_card_for_each_support_it_sends_away(catalog):
    # Bo-779: "For every Digimon card you discard from your hand, you may send one of the opponent's
    # support Digimon to the Dark Area."
    diablomon = _compiled("Bo-779")

    def bea_supports(state):
        bea = state.players[1]
        bea.net_ocean.remove(2)
        bea.support = 2

    state = battle_start(
        (record("St-2"), BOOSTER_CHIP),
        hand_a=(1,),
        slots_a=(2,),
        top_a=diablomon,
        cards_b=(BOOSTER_CHIP, record("St-10")),
        slots_b=(1,),
        pre=bea_supports,
    )
    apply(state, Pass())
    assert state.actor == 0 and state.players[1].support == 2
    apply(state, UseAbility(_use_index(diablomon, "For every")))
    aki, bea = state.players
    assert 2 in bea.dark_area and bea.support == NONE and 1 in aki.dark_area


def test_b4_jet_silphymon_adds_250_for_every_two_cards_discarded(catalog):
    # Bo-881: "For every two cards you discard from your hand, add 250 to your attack power."
    jet = _compiled("Bo-881")
    state = _at_window(top_a=jet, aki_acts=True)
    aki = state.players[0]
    held, before = len(aki.hand), attack_value(state, 0)
    use = UseAbility(_use_index(jet, "For every two"))
    apply(state, use)
    # Paid as often as the player pays.
    assert use in legal_actions(state)
    apply(state, use)
    assert attack_value(state, 0) == before + 500 and len(aki.hand) == held - 4


def test_b4_diatrymon_lowers_the_opponent_by_200_for_each_wind_guardians_digimon_discarded(catalog):
    # Bo-1189: "For every Digimon card belonging to Wind Guardians that you discard from your hand,
    # you may lower the opponent's attack power by 200." Bo-9L Kiwimon belongs to Wind Guardians.
    diatrymon = _compiled("Bo-1189")
    state = _at_window((record("Bo-9L"), record("St-2")), hand_a=(1, 2), top_a=diatrymon, aki_acts=True)
    before = attack_value(state, 1)
    use = UseAbility(_use_index(diatrymon, "For every"))
    apply(state, use)
    assert attack_value(state, 1) == before - 200 and 1 in state.players[0].dark_area
    # The Greymon left in hand does not belong to Wind Guardians.
    assert use not in legal_actions(state)


@pytest.mark.parametrize(
    ("number", "named", "foe", "usable"),
    [
        # Bo-726: "For every 'Flying is Wonderful!' card that you discard from your hand, directly
        # reduce the opponent's points by 10, if their Digimon does not have the ability "sky"."
        ("Bo-726", "St-108", SHELLKIT, True),
        ("Bo-726", "St-108", "Bo-2", False),
        # Bo-736: "For every 'I'll Pull You Down to the Bottom of the Ocean!!' card …, if their
        # Digimon does not belong to Deep Savers."
        ("Bo-736", "St-110", SHELLKIT, True),
        ("Bo-736", "St-110", replace(SHELLKIT, fields=frozenset({"DS"})), False),
    ],
)
def test_b4_each_named_card_discarded_takes_10_points_unless_the_foe_is_excepted(
    catalog, number, named, foe, usable
):
    # Bo-2 Devimon has the ability "sky".
    card = _compiled(number)
    foe = record(foe) if isinstance(foe, str) else foe
    state = _at_window((record(named), record(named)), hand_a=(1, 2), top_a=card, top_b=foe, aki_acts=True)
    use = UseAbility(_use_index(card, "For every"))
    assert (use in legal_actions(state)) is usable
    if usable:
        apply(state, use)
        apply(state, use)
        assert state.players[1].points == 80


def test_b4_demon_pays_30_points_to_zero_the_opponents_printed_attacks(catalog):
    # Bo-26v: "During battle, you may reduce your own points by 30, and cause the A, B, and C attack
    # powers written on the opponent's card to go to zero."
    demon = _compiled("Bo-26v")
    state = _at_window(top_a=demon, top_b=_foe(500), aki_acts=True)
    apply(state, UseAbility(_use_index(demon, "During battle")))
    assert state.players[0].points == 70 and attack_value(state, 1) == 0


@pytest.mark.parametrize(
    ("foe", "halved"),
    [
        (_foe(500, evolution=((),)), False),
        (replace(_foe(500), name="Omegamon"), True),
        (replace(_foe(500), name="Omegamon Zwart"), False),
    ],
)
def test_b3_armagemon_halves_an_omegamon(catalog, foe, halved):
    # Bo-430: "During battle, halve the attack power of the opponent's Digimon that appears using
    # Appearance Requirements, and the opponent's Omegamon."
    state = _at_window(top_a=_compiled("Bo-430"), top_b=foe)
    assert attack_value(state, 1) == (250 if halved else 500)


def test_b3_armagemon_halves_a_foe_that_appeared_by_its_requirements(catalog):
    from gameplay.engine.cards import Requirement

    needs = ((Requirement("appearance", names=("Pebble",), text="When your Digimon is Pebble"),),)
    state = _at_window(top_a=_compiled("Bo-430"), top_b=_foe(500, evolution=needs))
    assert attack_value(state, 1) == 250


@pytest.mark.parametrize(("support", "usable"), [("Bo-19", True), ("St-2", False)])
def test_b4_gerbemon_with_an_unknown_support_sends_two_unseen_hand_cards_away(catalog, support, usable):
    # Bo-1199: "When your support Digimon belongs to Unknown, you may pick two cards from the
    # opponent's hand and send them to the Dark Area without checking their contents." Bo-19 Gorimon
    # belongs to Unknown, St-2 Greymon does not.
    gerbemon = _compiled("Bo-1199")
    state = _at_window((record(support),), top_a=gerbemon, pre=_in_support_box(1), aki_acts=True)
    use = UseAbility(_use_index(gerbemon, "When your support"))
    assert (use in legal_actions(state)) is usable
    if usable:
        bea = state.players[1]
        held, dark = len(bea.hand), len(bea.dark_area)
        apply(state, use)
        assert (len(bea.hand), len(bea.dark_area)) == (held - 2, dark + 2)


@pytest.mark.parametrize(("appeared", "usable"), [(True, True), (False, False)])
def test_b4_imperialdramon_pays_a_hybrid_to_send_away_a_foe_that_appeared(catalog, appeared, usable):
    # Bo-729: "You may discard one Hybrid level Digimon from your hand, and send one of the opponent's
    # Digimon that evolved using 'Appearance Requirements' to the Dark Area (1 card max)." Bo-13L
    # Agnimon is a Hybrid.
    from gameplay.engine.cards import Requirement

    needs = ((Requirement("appearance", names=("Pebble",), text="When your Digimon is Pebble"),),)
    foe = _foe(400, evolution=needs if appeared else ())
    imperial = _compiled("Bo-729")
    state = _at_window((record("Bo-13L"),), hand_a=(1,), top_a=imperial, top_b=foe, aki_acts=True)
    use = UseAbility(_use_index(imperial, "You may discard one Hybrid"))
    assert (use in legal_actions(state)) is usable
    if usable:
        apply(state, use)
        assert 29 in state.players[1].dark_area and 1 in state.players[0].dark_area


@pytest.mark.parametrize(
    ("number", "discard", "usable"),
    [
        # Bo-370: "… a Digimon card that is both of battle type A and Vaccine attribute …": St-2
        # Greymon is both; St-137 Greymon is of type C and Virus.
        ("Bo-370", "St-2", True),
        ("Bo-370", "St-137", False),
        # Bo-372: "… both of battle type C and Virus attribute …": Bo-2 Devimon is both.
        ("Bo-372", "Bo-2", True),
        ("Bo-372", "St-2", False),
        ("Bo-372", "St-137", True),
    ],
)
def test_b4_a_card_of_the_named_battle_type_and_attribute_pays_for_a_doubling(
    catalog, number, discard, usable
):
    card = _compiled(number)
    state = _at_window((record(discard),), hand_a=(1,), top_a=card, aki_acts=True)
    before = attack_value(state, 0)
    use = UseAbility(_use_index(card, "You may discard"))
    assert (use in legal_actions(state)) is usable
    if usable:
        apply(state, use)
        assert attack_value(state, 0) == 2 * before and 1 in state.players[0].dark_area


@pytest.mark.parametrize(("fields", "zeroed"), [(frozenset({"DA"}), True), (frozenset({"NSp"}), False)])
def test_b8_ulforce_zeroes_a_dark_area_foes_printed_attacks(catalog, fields, zeroed):
    # Bo-1vj: "When the opponent belongs to Dark Area, its A, B, and C attack all go to zero."
    state = _at_window(top_a=_compiled("Bo-1vj"), top_b=_foe(500, fields=fields))
    assert attack_value(state, 1) == (0 if zeroed else 500)


@pytest.mark.parametrize(("held", "usable"), [("Bo-559", True), ("St-2", False)])
def test_b4_beelzebumon_doubles_with_a_deva_digimon_in_hand(catalog, held, usable):
    # Bo-821: "You may show your whole hand to your opponent, and if there is a Digimon belonging to
    # 'Deva' in your hand, double your attack power." Bo-559 Vajramon belongs to Deva.
    beelzebumon = _compiled("Bo-821")
    state = _at_window((record(held),), hand_a=(1,), top_a=beelzebumon, aki_acts=True)
    before = attack_value(state, 0)
    use = UseAbility(_use_index(beelzebumon, "You may show"))
    assert (use in legal_actions(state)) is usable
    if usable:
        apply(state, use)
        assert attack_value(state, 0) == 2 * before and 1 in state.players[0].hand


@pytest.mark.parametrize(("number", "added"), [("Bo-295", 100), ("Bo-259", 0)])
@pytest.mark.parametrize("slot_card", [False, True])
def test_b8_with_empty_slots_the_a_attack_cannot_go_to_zero(catalog, number, added, slot_card):
    # Bo-295: "When you have zero cards in your slots, your A cannot go to zero and 100 is added to
    # your attack power."; Bo-259: "When you have no cards in your slots, you are not affected by "A
    # goes to zero"." Played as type C Digimon, so that the type A foe's C attack zeroes their A
    # (RULES 1.5) unless they are immune; a chip in Aki's slot takes the condition away.
    card = replace(_compiled(number), battle_type="C")
    state = _at_window(top_a=card, top_b=_foe(500), aki_acts=slot_card)
    if slot_card:
        assert attack_value(state, 0) == 0
    else:
        assert attack_value(state, 0) == card.attack("A") + added


def test_b8_xv_mon_receives_no_attack_power_modification(catalog):
    # Bo-259: "This Digimon cannot receive any attack power modifications." Its Booster Chip adds
    # nothing.
    xv = _compiled("Bo-259")
    state = _at_window(top_a=xv, aki_acts=True)
    before = attack_value(state, 0)
    apply(state, Use(1))
    assert attack_value(state, 0) == before


@pytest.mark.parametrize(("size", "usable"), [(6, False), (4, True), (2, True), (1, False)])
def test_b4_shutumon_halves_the_foe_once_with_two_to_four_cards_in_hand(catalog, size, usable):
    # Bo-712: "When your hand contains 2-4 cards, only once, you may halve the attack power of one of
    # the Digimon on the opponent's sheet."
    shutumon = _compiled("Bo-712")
    state = _at_window(top_a=shutumon, top_b=_foe(500), aki_acts=True)
    _holding(state, size)
    use = UseAbility(_use_index(shutumon, "When your hand"))
    assert (use in legal_actions(state)) is usable
    if usable:
        apply(state, use)
        assert attack_value(state, 1) == 250 and use not in legal_actions(state)


@pytest.mark.parametrize(("attribute", "added"), [("Virus", 300), ("Data", 0)])
def test_b3_seraphimon_adds_300_while_a_virus_digimon_is_on_the_opponents_sheet(catalog, attribute, added):
    # Bo-951: "When there is a Virus-attribute Digimon on the opponent's sheet, add 300 to the attack
    # power of all Digimon on your sheet …".
    seraphimon = _compiled("Bo-951")
    foe = _foe(500, attributes=frozenset({attribute}))
    state = _at_window(top_a=seraphimon, top_b=foe)
    alone = _at_window(top_a=_plain(seraphimon), top_b=foe)
    assert attack_value(state, 0) == attack_value(alone, 0) + added


@pytest.mark.parametrize(
    ("number", "price", "kind"),
    [
        # Bo-88t: "Send one D-Reaper ADR-04 from your hand to your support box, and add 300 to the
        # attack power of one of your D-Reapers."
        ("Bo-88t", "Bo-84t", "add"),
        # Bo-1156: "Place a DORUgamon from your hand into your support box, and add 400 to your
        # basic attack power." (Bx-9 DORUgamon)
        ("Bo-1156", "Bx-9", "base"),
    ],
)
def test_b4_the_named_card_goes_to_the_support_box_as_the_price(catalog, number, price, kind):
    card = _compiled(number)
    state = _at_window((record(price),), hand_a=(1,), top_a=card, aki_acts=True)
    aki = state.players[0]
    before = attack_value(state, 0)
    apply(state, UseAbility(_use_index(card, ("Send", "Place")[kind == "base"])))
    assert 1 not in aki.hand and 1 in (aki.support, *aki.support_other)
    added = 300 if kind == "add" else 400
    assert attack_value(state, 0) == before + added


@pytest.mark.parametrize(("battling", "added"), [("Bo-284", 600), ("St-2", 0)])
def test_b10_marin_angemon_adds_600_to_a_seraphimon(catalog, battling, added):
    # Bo-58t (■): "When your points are 80 and below, send this card from your hand to the support box
    # of your Seraphimon, Cherubimon, or Ofanimon and add 600 to its attack power."
    def low(state):
        state.players[0].points = 80

    top = record(battling)
    state = _at_window((_compiled("Bo-58t"),), hand_a=(1,), top_a=top, pre=low, aki_acts=True)
    before = attack_value(state, 0)
    apply(state, Support(1))
    assert attack_value(state, 0) == before + added


def test_a2_centalmon_adds_200_once_it_gains_sky(catalog):
    # Bo-629: "When this Digimon gains either the ability "sky" or "grappling", add 200 …": an option
    # gives Centalmon (which prints neither) the ability "sky".
    from gameplay.engine.effects.grant_keyword import GrantKeyword

    wings = option("EXAMPLE-C51", "Wings", abilities=(ability(GrantKeyword("self", "sky")),))
    centalmon = _compiled("Bo-629")
    state = battle_start((wings,), slots_a=(1,), top_a=centalmon, cards_b=(BOOSTER_CHIP,), slots_b=(1,))
    apply(state, Pass())
    before = attack_value(state, 0)
    apply(state, Use(1))
    assert attack_value(state, 0) == before + 200


def test_b10_paildramon_takes_sky_from_the_opponent(catalog):
    # Bo-1193 (■): "The opponent Digimon loses the ability "sky"." Bo-2 Devimon has the ability.
    from gameplay.engine.effect_context import DIGIMON, EngineContext

    state = _at_window((_compiled("Bo-1193"),), hand_a=(1,), top_a=None, top_b=record("Bo-2"), aki_acts=True)
    ctx = EngineContext(state, 0, 29, DIGIMON, "phase")
    assert "sky" in ctx.keywords("opponent")
    apply(state, Support(1))
    assert "sky" not in ctx.keywords("opponent")


@pytest.mark.parametrize(("level", "regained"), [("Hybrid", 40), ("Ultimate", 0)])
def test_p4_marin_angemon_regains_40_after_losing_to_a_hybrid(catalog, level, regained):
    # Bo-900: "When this Digimon loses to a Hybrid level, after point calculation, regain 40 points."
    marin = _compiled("Bo-900")
    winner = digimon(
        "EXAMPLE-C52", "Winner", level, "A", (2000, 2000, 2000), (30, 20, 10, 10), lost_column_as="Ultimate"
    )

    def at_50(state):
        # Below the 100 cap (P-7), so that the whole regain shows.
        state.players[0].points = 50

    def points_after(card):
        state = battle_start((), top_a=card, top_b=winner, pre=at_50)
        _finish_turn_1(state)
        return state.players[0].points

    assert points_after(marin) == points_after(_plain(marin)) + regained
    assert points_after(_plain(marin)) < 50


@pytest.mark.parametrize(("points", "usable"), [(60, True), (50, False)])
def test_b4_reppamon_stacks_a_dark_area_card_onto_the_point_gauge_of_a_foe_at_60_or_more(
    catalog, points, usable
):
    # Bo-1180: "When the opponent has 60 points or above remaining, you may stack one card from the
    # opponent's Dark Area onto their point gauge."
    card = _compiled("Bo-1180")

    def prepare(state):
        bea = state.players[1]
        bea.points = points
        bea.dark_area.extend(bea.net_ocean[:2])
        del bea.net_ocean[:2]

    state = _at_window(top_a=card, pre=prepare, aki_acts=True)
    use = UseAbility(_use_index(card, "When the opponent has 60"))
    assert (use in legal_actions(state)) is usable
    if usable:
        bea = state.players[1]
        gauge, dark = len(bea.gauge_cards), len(bea.dark_area)
        apply(state, use)
        assert (len(bea.gauge_cards), len(bea.dark_area)) == (gauge + 1, dark - 1)


def test_b4_qinglongmon_places_up_to_two_deva_digimon_for_600_each(catalog):
    # Bo-903: "You may place up to two Digimon belonging to Deva from your hand into your support box.
    # For each one you place, add 600 to your attack power." Bo-559 Vajramon, Bo-560 Mihiramon and
    # Bo-562 Andiramon belong to Deva.
    card = _compiled("Bo-903")
    devas = (record("Bo-559"), record("Bo-560"), record("Bo-562"))
    state = _at_window(devas, hand_a=(1, 2, 3), top_a=card, aki_acts=True)
    aki = state.players[0]
    before = attack_value(state, 0)
    use = UseAbility(_use_index(card, "You may place up to two"))
    apply(state, use)
    apply(state, use)
    assert attack_value(state, 0) == before + 1200 and len({1, 2, 3} & set(aki.hand)) == 1
    assert use not in legal_actions(state)
