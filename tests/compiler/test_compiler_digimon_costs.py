"""Card filters of Digimon discard costs (real catalog texts, by number): name words, type words with
the types a parenthesis adds, alternatives of types and of fields, a source named mid-phrase."""

from __future__ import annotations

from gameplay.compiler.text import compile_digimon
from gameplay.engine.effects.add_attack import AddAttack
from gameplay.engine.effects.base import Cost
from gameplay.engine.effects.multiply_attack import MultiplyAttack


def _only(text: str):
    result = compile_digimon([("special", text)])
    assert result.status == "compiled", result.manual
    (ability,) = result.abilities
    return ability


def test_for_every_digimental_option_card_discarded_add_50_at_most_twice():
    # Bo-364 Tailmon.
    ability = _only(
        "For every Option card with the word 'Digimental' in its name that you discard from your hand, add 50"
        " to your attack power (2 cards max)."
    )
    assert ability.cost == (Cost(1, "hand", "option;name_contains:Digimental"),)
    assert (ability.uses, ability.effects) == (2, (AddAttack("self", 50),))


def test_a_type_word_and_the_types_its_parenthesis_includes():
    # Bo-950: "… for every Digimon card with the word 'Angel' in its type (including Cherub, Dominion,
    # Ophan, Power, Seraph, Virtue) that you discard from your hand, add 300 to your attack power."
    ability = _only(
        "During battle, for every Digimon card with the word 'Angel' in its type (including Cherub, Dominion,"
        " Ophan, Power, Seraph, Virtue) that you discard from your hand, add 300 to your attack power."
    )
    assert ability.cost == (
        Cost(1, "hand", "digimon;species:Angel|Cherub|Dominion|Ophan|Power|Seraph|Virtue"),
    )


def test_alternative_types_and_alternative_fields():
    # Bo-944 and Bo-847.
    types = _only(
        "During battle, for every Ghost Type or Undead Type Digimon card you discard from your hand, add 200"
        " to your attack power (3 cards max)."
    )
    assert types.cost == (Cost(1, "hand", "species:Ghost|Undead;digimon"),)
    assert types.uses == 3
    fields = _only(
        "During battle, for every Digimon card belonging to Nature Spirits or Unknown that you discard from"
        " your hand, add 200 to your attack power (3 cards max)."
    )
    assert fields.cost == (Cost(1, "hand", "digimon;field:NSp|UK"),)


def test_the_hand_named_before_the_field():
    # St-405: "During battle, you may discard one Digimon card from your hand belonging to Deep Savers
    # and double your attack power (1 card max)."
    ability = _only(
        "During battle, you may discard one Digimon card from your hand belonging to Deep Savers and double"
        " your attack power (1 card max)."
    )
    assert ability.cost == (Cost(1, "hand", "digimon;field:DS"),)
    assert ability.effects == (MultiplyAttack("self", 2),)
