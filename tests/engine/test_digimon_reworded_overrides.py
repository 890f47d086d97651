"""Digimon whose printed text has a slip (a dropped word or quote, a part printed out of place) or a
reference that the tables cannot read, compiled by an override (fixtures/effects/overrides), played
from the real catalog in a battle (B-4, B-6, B-8)."""

from __future__ import annotations

import pytest

from gameplay.engine import apply, legal_actions
from gameplay.engine.actions import Pass, UseAbility
from gameplay.engine.attack import attack_value, lost_points
from gameplay.engine.moves import remove_from_zones

from .effects.overrides import override_text
from .helpers import BOOSTER_CHIP, CINDERHOUND, PEBBLE, REEFCRAB, SHELLKIT, compiled_record, record
from .test_battle import battle_start
from .test_digimon_sheet_counts import attack_in_battle


def _window(top, hand=()):
    """Aki's first battle window with `top` battling and `hand` (ids 2, 3, …) in her hand."""
    state = battle_start(
        (BOOSTER_CHIP, *hand),
        slots_a=(1,),
        hand_a=tuple(range(2, 2 + len(hand))),
        cards_b=(BOOSTER_CHIP,),
        slots_b=(1,),
        top_a=top,
    )
    if state.actor == 1:
        apply(state, Pass())
    return state


def _abilities(state):
    return [action for action in legal_actions(state) if isinstance(action, UseAbility)]


@pytest.mark.parametrize(
    ("number", "paid", "added"),
    [
        # "For every Metal Empire Digimon card you discard from your hand, add 400 your attack power".
        ("Re-97", "Bo-1016", 400),
        # "… for every Digimon card that you discard from your hand with 'Volca' in its name, add 200 …".
        ("St-975", "Bo-878", 200),
        # "For every card containing the word 'Metal' that you discard from your hand, add 300 …".
        ("Bx-119", "Bo-65", 300),
    ],
)
def test_b8_each_matching_card_discarded_adds_the_printed_amount(catalog, number, paid, added):
    top = compiled_record(number)
    # The card plays its override (the hash of its printed text matches).
    assert top.text == override_text(number)
    state = _window(top, hand=(record(paid), PEBBLE))
    before = attack_value(state, 0)
    uses = _abilities(state)
    assert len(uses) == 1
    apply(state, uses[0])
    aki = state.players[0]
    # The matching card (2) paid, the Pebble (3) kept: it does not match.
    assert 2 in aki.dark_area and 3 in aki.hand
    assert attack_value(state, 0) == before + added


def test_b8_cres_garurumon_adds_for_two_cards_at_most(catalog):
    state = _window(compiled_record("Re-97"), hand=(record("Bo-1016"), record("Bo-1016"), record("Bo-1016")))
    before = attack_value(state, 0)
    for _ in range(2):
        apply(state, _abilities(state)[0])
    assert attack_value(state, 0) == before + 800
    assert _abilities(state) == []


def test_b8_lowemon_keeps_a_from_zero_and_adds_for_each_nightmare_soldier_discarded(catalog):
    # St-771: "A will not go to zerodue to the effects of attack C; For every Digimon card belonging
    # to Nightmare Soldiers you discard, add 400 to your attack power (3 cards max)." Devimon
    # (Bo-2) belongs to Nightmare Soldiers; the Pebble does not.
    top = compiled_record("St-771")
    assert top.text == override_text("St-771")
    state = _window(top, hand=(record("Bo-2"), PEBBLE))
    aki = state.players[0]
    assert {"opponent_options", "zero_column:A"} <= set(aki.immunities)
    before = attack_value(state, 0)
    apply(state, _abilities(state)[0])
    assert 2 in aki.dark_area and 3 in aki.hand
    assert attack_value(state, 0) == before + 400


@pytest.mark.parametrize(("points", "offered"), [(30, True), (40, False)])
def test_p3_ultimate_brachimon_doubles_the_opponents_lost_points_at_30_points_and_below(
    catalog, points, offered
):
    # Sx-47: "When your points are 30 and below, you may double the lost points that the opponent
    # takes." Bea's Shellkit would lose the points printed for it (P-3); doubled, twice as many.
    state = _window(compiled_record("Sx-47"))
    assert state.players[0].top_card().text == override_text("Sx-47")
    state.players[0].points = points
    uses = _abilities(state)
    assert bool(uses) is offered
    before = lost_points(state, 1)
    assert before > 0
    if offered:
        apply(state, uses[0])
        assert lost_points(state, 1) == 2 * before


def test_modoki_betamon_has_both_printed_abilities(catalog):
    # St-521: 'Has the abilities underground" and "flame".'
    state = _window(compiled_record("St-521"))
    assert {"underground", "flame"} <= set(state.players[0].keywords)


def test_b6_omegamon_5_invalidates_one_of_the_opponents_options_once(catalog):
    # Re-132: "During battle, you may invalidate one of the opponent's Option cards before it takes
    # effect (1 card max)." Used in Aki's window, it negates one of Bea's set cards (O-L4); once.
    state = battle_start(
        (BOOSTER_CHIP,),
        slots_a=(1,),
        cards_b=(BOOSTER_CHIP, BOOSTER_CHIP),
        slots_b=(1, 2),
        top_a=compiled_record("Re-132"),
    )
    if state.actor == 1:
        apply(state, Pass())
    uses = _abilities(state)
    assert len(uses) == 1
    apply(state, uses[0])
    bea = state.players[1]
    assert len([card for card in (1, 2) if card in bea.dark_area]) == 1
    while state.actor != 0 and state.phase == "battle":
        apply(state, Pass())
    assert _abilities(state) == []


def test_b11_4_thunderballmon_x_takes_the_abilities_of_a_level_iii_or_iv_opponent_only(catalog):
    # Bx-122: "The opponent's Level III and IV Digimon lose their special abilities." Seraphimon
    # (St-153, Ultimate) keeps its "+100 against a Virus"; Level IV Gorimon (Bo-1047) loses "grappling".
    state = battle_start(
        (BOOSTER_CHIP,), slots_a=(1,), top_a=compiled_record("Bx-122"), top_b=record("Bo-1047")
    )
    assert state.players[1].specials_negated
    state = battle_start(
        (BOOSTER_CHIP,), slots_a=(1,), top_a=compiled_record("Bx-122"), top_b=record("St-153")
    )
    assert not state.players[1].specials_negated


@pytest.mark.parametrize(
    ("number", "counted"),
    [("St-537", "Bo-186"), ("St-538", "Bo-69"), ("St-555", "Bo-64"), ("St-577", "Bo-64")],
)
def test_b8_5_the_others_on_the_sheet_are_counted_and_this_card_is_not(catalog, number, counted):
    # "During battle, for every Megadramon or Gigadramon card (… Digimon with 'Mamemon' in its name)
    # on your sheet (excluding this card), add N to your attack power": alone it adds nothing.
    top = compiled_record(number)
    amount = {"St-537": 200, "St-538": 200, "St-555": 120, "St-577": 150}[number]
    plain = attack_in_battle(top)
    # Against Shellkit (type B) it attacks with B, as printed: it does not count itself.
    assert plain == top.attack("B") == attack_in_battle(top, supported_by=PEBBLE)
    assert attack_in_battle(top, supported_by=record(counted)) == plain + amount


def test_b8_5_dorugoramon_counts_the_opponents_face_up_cards_but_not_gold_ones(catalog):
    # Sx-84 / Bx-7: "For every face-up card on the opponent's sheet, add 100 to your attack power
    # (excluding gold frame cards)." Bea's Digimon Box holds Pebble (no frame printed) under Octmon
    # (Bo-1040, blue); her Booster Chip is face-down, then face-up.
    for number in ("Sx-84", "Bx-7"):
        top = compiled_record(number)
        state = battle_start(
            (BOOSTER_CHIP,),
            slots_a=(1,),
            cards_b=(BOOSTER_CHIP,),
            slots_b=(1,),
            top_a=top,
            top_b=record("Bo-1040"),
        )
        bea = state.players[1]
        face_up = sum(1 for card in bea.digimon if bea.deck[card].frame.lower() != "gold")
        assert attack_value(state, 0) == top.attack("B") + 100 * face_up
        # Bo-925 (gold frame, type B as Octmon is) counts nothing; the Pebble under it counts.
        blue_top = attack_in_battle(top, top_b=record("Bo-1040"))
        assert attack_in_battle(top, top_b=record("Bo-925")) == blue_top - 100


def test_b8_5_alphamon_1_counts_an_omega_on_the_opponents_sheet(catalog):
    # Bx-109: "For every card containing 'Omega' on the opponent's sheet, add 500 to your attack
    # power." Omegamon (Re-145) and Angewomon (Re-54) are both type B.
    alphamon = compiled_record("Bx-109")
    assert (
        attack_in_battle(alphamon, top_b=record("Re-145"))
        == attack_in_battle(alphamon, top_b=record("Re-54")) + 500
    )


def test_b8_5_jesmon_counts_the_cards_in_its_slots(catalog):
    # Re-119: "For every card you have in your slots, add 200 to your attack power." Two cards set.
    jesmon = compiled_record("Re-119")
    one = battle_start((BOOSTER_CHIP, BOOSTER_CHIP), slots_a=(1,), top_a=jesmon)
    two = battle_start((BOOSTER_CHIP, BOOSTER_CHIP), slots_a=(1, 2), top_a=jesmon)
    assert attack_value(two, 0) == attack_value(one, 0) + 200 == jesmon.attack("B") + 400


def test_b8_5_leomon_counts_its_own_support_digimon(catalog):
    # Sx-14: "For every support Digimon this Digimon has, add 200 to your attack power."
    leomon = compiled_record("Sx-14")
    assert attack_in_battle(leomon, supported_by=record("Bo-1034")) == attack_in_battle(leomon) + 200
    # The opponent's support Digimon are not this Digimon's.
    assert attack_in_battle(leomon, support_b=record("Bo-1034")) == attack_in_battle(leomon)


def test_b8_dynasmon_x_doubles_against_its_own_battle_type_only(catalog):
    # Bx-123 (type A): "When you have the same battle type as the opponent, double your attack power."
    dynasmon = compiled_record("Bx-123")
    assert attack_in_battle(dynasmon, top_b=CINDERHOUND) == 2 * dynasmon.attack("A")
    assert attack_in_battle(dynasmon, top_b=SHELLKIT) == dynasmon.attack("B")


def test_b8_guardromon_adds_100_with_three_metal_empire_digimon_on_its_sheet(catalog):
    # St-292 (Metal Empire itself): "If you have 3 Metal Empire Digimon on your sheet, add 100 to this
    # card's attack power." Andromon (Bo-11) and Maildramon (Bo-11t) are Metal Empire Digimon.
    guardromon = compiled_record("St-292")

    def with_supports(*cards):
        def place(state):
            for card in range(1, 1 + len(cards)):
                remove_from_zones(state, 0, card)
                state.players[0].support_other.append(card)

        state = battle_start((*cards, BOOSTER_CHIP), slots_a=(1 + len(cards),), top_a=guardromon, pre=place)
        return attack_value(state, 0)

    two = with_supports(record("Bo-11"), record("Bo-11t"))
    assert two == with_supports(record("Bo-11")) + 100 == guardromon.attack("B") + 100


def test_b8_shoutmon_x7_superior_mode_triples_against_a_virus_fallen_angel(catalog):
    # Re-68 (type B): "When facing a Virus attribute Digimon with "Evil" (…), "Demon" (…), "Fallen", …
    # in its Type, triple your attack power." Devimon (Bo-2) is a Virus Fallen Angel of type C.
    shoutmon = compiled_record("Re-68")
    assert attack_in_battle(shoutmon, top_b=record("Bo-2")) == 3 * attack_in_battle(shoutmon, top_b=REEFCRAB)


def test_b8_5_wolfmon_counts_a_d_reaper_on_the_opponents_sheet(catalog):
    # St-707: "For every Digimon belonging to D-Reaper or Reaper on the opponent's sheet, add 300 …".
    # D-Reaper ADR-02 (Bo-82t) and Reefcrab are type C.
    wolfmon = compiled_record("St-707")
    assert (
        attack_in_battle(wolfmon, top_b=record("Bo-82t")) == attack_in_battle(wolfmon, top_b=REEFCRAB) + 300
    )


def test_b4_omegamon_alter_b_lowers_the_opponent_by_20_for_each_virus_digimon_discarded_two_at_most(catalog):
    # Re-128 Omegamon Alter-B: "During battle, for every Virus attribute Digimon card you discard from
    # your hand, lower the opponent's points by 20 (2 cards max)."
    virus = record("Bo-20L")
    state = _window(record("Re-128"), hand=(virus, virus, virus, SHELLKIT))
    for _ in range(2):
        apply(state, _abilities(state)[0])
    aki, bea = state.players
    assert bea.points == 60
    # Two of the Virus cards (2, 3, 4) paid; the Shellkit (5) does not match.
    assert len({2, 3, 4} & set(aki.dark_area)) == 2 and 5 in aki.hand
    # The third Virus card stays: two cards at most.
    assert _abilities(state) == []
