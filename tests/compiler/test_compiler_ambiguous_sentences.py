"""Sentences the compiler could misread: quoted card names keep their
apostrophes and one quote never runs into the next (a wrongly cut name compiled to an effect that
did nothing); a count taken at the beginning of the Battle Phase is taken then only."""

from __future__ import annotations

from gameplay.compiler.text import compile_digimon, compile_option
from gameplay.engine.effects.add_attack_per_card import AddAttackPerCard
from gameplay.engine.effects.base import PAID_PER_USE, Cost
from gameplay.engine.effects.conditions.all_of import AllOf
from gameplay.engine.effects.conditions.chosen import Chosen
from gameplay.engine.effects.conditions.name_is import NameIs
from gameplay.engine.effects.conditions.species_contains import SpeciesContains
from gameplay.engine.effects.discard_cards import DiscardCards
from gameplay.engine.effects.forbid_cards import ForbidCards
from tests.engine.effects.helpers import single_ability


def test_a_forbidden_card_name_keeps_its_apostrophe():
    # Bo-3dw: "This Digimon cannot use the cards 'Let's Stop Fighting' and 'A Tactical Retreat!!'."
    text = "This Digimon cannot use the cards 'Let's Stop Fighting' and 'A Tactical Retreat!!'."
    (ability,) = compile_digimon([("special", text)]).abilities
    assert ability.effects == (ForbidCards("self", ("Let's Stop Fighting", "A Tactical Retreat!!")),)


def test_two_quoted_words_are_not_read_as_one_type_word():
    # St-583 Rainbow Flute: "(O)This card can only be used by Digimon with 'dramon' in their name, and
    # have the word 'aquatic' in their type." was once read as a type containing "dramon' in their
    # name, and have the word 'aquatic", a condition no Digimon meets. It is two conditions: the name
    # part and the type word (O-N2, tests/engine/test_option_requirements_enforced.py).
    restriction = (
        "(O)This card can only be used by Digimon with 'dramon' in their name, and have the word 'aquatic'"
        " in their type."
    )
    limit = (
        "(O)At the end of the turn after the turn during which this card was used, send it to the Dark Area."
    )
    result = compile_option(
        f"(O)Add 300 to your Digimon's attack power. {restriction} {limit}", "Battle Phase", ""
    )
    ability = single_ability(result)
    assert ability.condition == AllOf(
        (NameIs("self", ("dramon",), partial=True), SpeciesContains("self", "aquatic"))
    )


def test_cards_counted_at_the_beginning_of_the_battle_phase_are_counted_once_at_battle_start():
    # Bo-223: "For every card in the opponent's slots at the beginning of the Battle Phase, add 20 to
    # your attack power." A continuous count is recounted during the battle; this one is not.
    text = (
        "For every card in the opponent's slots at the beginning of the Battle Phase,"
        " add 20 to your attack power."
    )
    result = compile_digimon([("special", text)])
    ability = single_ability(result)
    assert ability.trigger == "battle_start"
    assert ability.effects == (AddAttackPerCard("self", 20, ("opponent",), "slots", "any"),)


def test_an_option_paid_for_every_discarded_card_is_paid_at_each_use():
    # Bo-645 Berenjena: "(O)For every 'Baptism of Flames!!' card you discard from your hand, add 300
    # to your attack power." An option's flip costs are paid once (O-C1); this price is paid at each
    # use while the card stays in its slot (O-C2, PAID_PER_USE).
    every = "For every 'Baptism of Flames!!' card you discard from your hand, add 300 to your attack power."
    result = compile_option(
        f"(O)Send the opponent's Digimon with 'Unknown' in its type to the Dark Area. (O){every}"
        " (O)This card can only be used when your Digimon is Demon Lord type. (O)At the end of the turn"
        " during which this card was used, send it to the Dark Area.",
        "Battle Phase",
        "(O)You may only use one of this card on each of your Digimon.",
    )
    assert result.status == "compiled"
    paid = result.abilities[1]
    assert paid.text == every and PAID_PER_USE in paid.limits
    assert paid.cost == (Cost(1, card_filter="name:Baptism of Flames!!"),)
    assert PAID_PER_USE not in result.abilities[0].limits


def test_a_price_paid_at_each_use_stays_manual_outside_the_battle_phase():
    # Only battle windows offer an option's paid-at-each-use ability (engine.abilities).
    result = compile_option(
        "(O)For every Digimon card you discard from your hand, add 100 to your attack power.",
        "Evolution Phase",
        "",
    )
    assert result.status == "manual"


def test_a_limit_sentence_that_also_restricts_use_is_not_read_as_a_limit_alone():
    # Bo-98 Tag: "… or reaches the end of its lifespan, you may only use its effects on the turn that
    # it was set." The engine does not enforce the restriction, so it is not dropped as a limit.
    restriction = (
        "While this card remains in its slot until it is discarded by you, invalidated, or when your Digimon"
        " loses a battle or reaches the end of its lifespan, you may only use its effects on the turn that it"
        " was set."
    )
    result = compile_option(
        "(O)Ignore the evolution requirements and evolve your Level IV Digimon into a Perfect level Digimon."
        f" (O){restriction}",
        "Evolution Phase",
        "(O)You may only place one of this card in your slots.",
    )
    assert result.status == "partial"
    assert result.manual == (restriction,)


def test_an_option_that_lets_the_player_choose_the_attack_column_offers_each_column_as_a_choice():
    # St-301 High Speed Plug-In B: "(O)During battle, you can make your attack B or C regardless of the
    # opponent's battle type. After that, …". Flipped, an option fires all its abilities, so each column
    # holds only when the user chose it (O-3, patterns/option_choices.py); the discard follows either.
    choice = (
        "During battle, you can make your attack B or C regardless of the opponent's battle type. After that,"
        " choose one card from your hand and send it to the Dark Area."
    )
    result = compile_option(
        f"(O){choice} (O)At the end of the turn during which this card was used, send it to the Dark Area.",
        "Battle Phase",
        "(O)You may only place one of this card in your slots.",
    )
    assert result.status == "compiled"
    assert [a.condition for a in result.abilities] == [Chosen(("B",)), Chosen(("C",)), None]
    assert result.abilities[2].effects == (DiscardCards("self", 1),)
