"""Quoted card names keep their apostrophes, and one quote never runs into the next (audit of the
coverage figure: a wrongly cut name compiled to an effect that did nothing)."""

from __future__ import annotations

from gameplay.engine.effects.compiler import compile_digimon, compile_option
from gameplay.engine.effects.forbid_cards import ForbidCards


def test_a_forbidden_card_name_keeps_its_apostrophe():
    # Bo-3dw: "This Digimon cannot use the cards 'Let's Stop Fighting' and 'A Tactical Retreat!!'."
    text = "This Digimon cannot use the cards 'Let's Stop Fighting' and 'A Tactical Retreat!!'."
    (ability,) = compile_digimon([("special", text)]).abilities
    assert ability.effects == (ForbidCards("self", ("Let's Stop Fighting", "A Tactical Retreat!!")),)


def test_two_quoted_words_are_not_read_as_one_type_word():
    # St-583 Rainbow Flute: "(O)This card can only be used by Digimon with 'dramon' in their name, and
    # have the word 'aquatic' in their type." was read as a type containing "dramon' in their name,
    # and have the word 'aquatic", a condition no Digimon meets; the sentence is left to the players.
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
    assert result.status == "partial"
    assert result.manual == (restriction.removeprefix("(O)"),)
