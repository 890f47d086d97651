"""Card names listed with the level meant ("Rapidmon (Perfect)", RULES 1.3) and the Digimon that must
be gathered in the one Digimon Box (RULES 1.1), on the real text of Trinity Burst!! (Tv-3)."""

from __future__ import annotations

from gameplay.compiler.patterns.subjects import parse_subject
from gameplay.compiler.text import compile_option
from gameplay.engine.effects.add_attack import AddAttack
from gameplay.engine.effects.conditions.all_of import AllOf
from gameplay.engine.effects.conditions.any_of import AnyOf
from gameplay.engine.effects.conditions.level_is import LevelIs
from gameplay.engine.effects.conditions.name_is import NameIs
from gameplay.engine.effects.multiply_attack import MultiplyAttack

_NAMED = (
    NameIs("self", ("Megalo Growmon",)),
    NameIs("self", ("Taomon",)),
    AllOf((NameIs("self", ("Rapidmon",)), LevelIs("self", ("Perfect",)))),
)


def test_a_list_joined_by_and_names_any_of_its_digimon_and_a_bracketed_level_narrows_a_name():
    assert parse_subject("self", "Megalo Growmon, Taomon, and Rapidmon (Perfect)") == AnyOf(_NAMED)


def test_trinity_burst_adds_to_any_of_the_three_quintuples_only_with_all_three_and_ends_with_its_turn():
    result = compile_option(
        "(O)Add 200 to the attack power of your Megalo Growmon, Taomon, and Rapidmon (Perfect). (O)After"
        " raising their attack power, if you have all three Digimon: Megalo Growmon, Taomon, and Rapidmon"
        " (Perfect) in your Digimon box, quintuple each of their attack powers. (O)At the end of the turn"
        " after the turn during which all three cards were gathered together, or when this card turned"
        " face-up, send this card to the Dark Area.",
        "Battle Phase",
        "(O)You may only place one of this card in your slots.",
    )
    added, gathered = result.abilities
    assert result.status == "compiled"
    assert (added.effects, added.condition) == ((AddAttack("self", 200),), AnyOf(_NAMED))
    assert (gathered.effects, gathered.condition) == ((MultiplyAttack("self", 5),), AllOf(_NAMED))
    assert added.limits == gathered.limits == ("end_of_turn",)
