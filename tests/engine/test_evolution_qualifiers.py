"""Printed qualifiers in evolution conditions are part of the requirement (RULES 4.2, E-6.1):
"Gabumon (Virus Busters) + OO" is not met by a Nature Spirits Gabumon. Real catalog cards."""

import pytest

from gameplay.engine import IllegalAction, apply, legal_actions, new_game, parse
from gameplay.engine.actions import Prepare
from gameplay.engine.conditions import route_allowed
from gameplay.engine.preparation import prepare_actions

from .helpers import record


def prepared_targets(state, player=0):
    return {action.card for action in prepare_actions(state, player)}


def on_top(numbers, *, hand):
    """Player 1's game with deck `numbers` (card 0 the Level III partner): the last of the first
    cards is put on top of the partner, the given ids held in hand, in the T-P4 stage."""
    cards = [record(number) for number in numbers]
    deck = cards + [cards[-1]] * (30 - len(cards))
    state = new_game(deck, None, seed=7)
    me = state.players[0]
    state.actor = 0
    state.step = "prep"
    me.prep_stage = 3
    for card in range(1, 30):
        for zone in (me.hand, me.net_ocean):
            if card in zone:
                zone.remove(card)
        if card != me.gauge:
            me.net_ocean.append(card)
    top = len(numbers) - 1 if len(numbers) > 1 else None
    if top is not None and top not in hand:
        me.net_ocean.remove(top)
        me.digimon.append(top)
    for card in hand:
        me.net_ocean.remove(card)
        me.hand.append(card)
    return state


def test_e6_a_nature_spirits_gabumon_cannot_take_tuchidarumons_virus_busters_route(catalog):
    # Bo-56t Tuchidarumon: "Plotmon + OO Gabumon (Virus Busters) + OO"; St-5 Gabumon is NSp.
    state = new_game([record("St-5")] + [record("Bo-56t")] * 29, None, seed=7)
    for text in ("pass", "pass", "pass"):
        apply(state, parse(text))
    assert not any(isinstance(action, Prepare) for action in legal_actions(state))
    with pytest.raises(IllegalAction):
        apply(state, parse("prepare 5 alt 1"))
    assert state.players[0].evo_box == []


def test_e6_a_virus_busters_gabumon_takes_that_route(catalog):
    state = new_game([record("St-453")] + [record("Bo-56t")] * 29, None, seed=7)
    for text in ("pass", "pass", "pass"):
        apply(state, parse(text))
    hand = state.players[0].hand
    assert {Prepare(card, 1, ()) for card in hand} <= set(legal_actions(state))


def test_rules_1_2_a_gold_war_greymon_is_no_blue_frame_one_for_omegamon_s_jogress(catalog):
    # Re-55 Omegamon (1): "War Greymon (Blue Frame) + Metal Garurumon (Blue Frame)"; Re-47 War
    # Greymon is gold-etched, which counts as neither a blue nor a red frame (RULES 1.2).
    gold = on_top(["St-1", "Bo-109", "Re-55", "Re-47"], hand=[1, 2])
    assert 2 not in prepared_targets(gold)
    blue = on_top(["St-1", "Bo-109", "Re-55", "Bo-4j"], hand=[1, 2])
    assert Prepare(2, 0, (1,)) in prepare_actions(blue, 0)


def test_ec3_a_gold_metal_garurumon_does_not_pay_for_a_blue_frame_jogress_partner(catalog):
    # RULES 1.2 again, on the Power Box side: Re-48 Metal Garurumon is gold-etched.
    state = on_top(["St-1", "Re-48", "Re-55", "Bo-4j"], hand=[1, 2])
    assert 2 not in prepared_targets(state)
    with pytest.raises(IllegalAction):
        apply(state, Prepare(2, 0, (1,)))


def test_e6_an_attribute_qualifier_needs_that_attribute(catalog):
    # Bo-638 Skull Greymon: "Black Growmon + 40% / Greymon (Virus) + Winning Percentage: 40%!".
    skull = record("Bo-638")
    assert route_allowed(skull.evolution[1], record("St-137"), skull)
    assert not route_allowed(skull.evolution[1], record("St-2"), skull)


def test_e6_a_level_qualifier_on_any_level_iii_needs_that_field(catalog):
    # Re-29t Tailmon: "Level III Digimon (Nature Spirits) + OOO".
    tailmon = record("Re-29t")
    assert route_allowed(tailmon.evolution[0], record("St-1"), tailmon)
    assert not route_allowed(tailmon.evolution[0], record("St-446"), tailmon)


def test_e6_an_armor_evolution_qualifier_needs_the_armor_level(catalog):
    # Bo-558 Kumbhiramon: "Prairiemon (Armor Evolution) + 40%"; St-353 Prairiemon is a plain IV.
    kumbhiramon = record("Bo-558")
    assert route_allowed(kumbhiramon.evolution[0], record("Bo-392"), kumbhiramon)
    assert not route_allowed(kumbhiramon.evolution[0], record("St-353"), kumbhiramon)


def test_every_printed_qualifier_of_the_catalog_is_enforced_as_a_card_test(catalog):
    """All 132 qualified names and levels of the catalog (115 from, 3 from_level, 14 jogress
    partners) carry a card test on their engine requirement; none is dropped."""
    from cards.models import Card

    qualified = tested = 0
    for card in Card.objects.filter(kind="digimon"):
        printed = sum(
            1 if req.get("qualifier") else sum("(" in name for name in req.get("names", ()))
            for alt in card.evolution_requirements
            for req in alt
            if req["kind"] in ("from", "from_level", "jogress")
        )
        if not printed:
            continue
        qualified += printed
        tested += sum(
            sum(1 for test in req.qualifiers if test)
            for alt in record(card.number).evolution
            for req in alt
            if req.kind in ("from", "from_level", "jogress")
        )
    assert (qualified, tested) == (132, 132)
