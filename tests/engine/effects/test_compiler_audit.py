"""Findings of the audit of the coverage figure, in the compiler: quoted card names keep their
apostrophes and one quote never runs into the next (a wrongly cut name compiled to an effect that
did nothing); a count taken at the beginning of the Battle Phase is taken then only."""

from __future__ import annotations

from gameplay.engine.effects.add_attack_per_card import AddAttackPerCard
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


def test_cards_counted_at_the_beginning_of_the_battle_phase_are_counted_once_at_battle_start():
    # Bo-223: "For every card in the opponent's slots at the beginning of the Battle Phase, add 20 to
    # your attack power." A continuous count is recounted during the battle; this one is not.
    text = (
        "For every card in the opponent's slots at the beginning of the Battle Phase,"
        " add 20 to your attack power."
    )
    result = compile_digimon([("special", text)])
    assert result.status == "compiled"
    (ability,) = result.abilities
    assert ability.trigger == "battle_start"
    assert ability.effects == (AddAttackPerCard("self", 20, ("opponent",), "slots", "any"),)
