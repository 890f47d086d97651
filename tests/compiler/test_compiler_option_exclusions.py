"""Removals narrowed by a printed exclusion (patterns/option_exclusions.py, E-9)."""

from __future__ import annotations

from gameplay.compiler.text import compile_option
from gameplay.engine.effects.conditions.all_of import AllOf
from gameplay.engine.effects.conditions.appears_by_requirements import AppearsByRequirements
from gameplay.engine.effects.conditions.level_is import LevelIs
from gameplay.engine.effects.conditions.name_is import NameIs
from gameplay.engine.effects.conditions.negation import Not
from gameplay.engine.effects.send_to_dark_area import SendDigimonToDarkArea
from tests.engine.effects.helpers import single_ability
from tests.engine.effects.recording import RecordingContext, SideView


def test_a_named_removal_spares_level_iii_and_digimon_with_appearance_requirements():
    # St-592 Dramon Killer.
    result = compile_option(
        "(O)Send one of the opponent's Digimon with 'dramon' in their name to the Dark Area (excluding Level"
        " III Digimon or Digimon that evolve through appearance requirements).",
        "Battle Phase",
        "",
    )
    ability = single_ability(result)
    assert ability.effects == (SendDigimonToDarkArea("opponent"),)
    assert ability.condition == AllOf(
        (
            AllOf((Not(LevelIs("opponent", ("III",))), Not(AppearsByRequirements("opponent")))),
            NameIs("opponent", ("dramon",), partial=True),
        )
    )


def test_appears_by_requirements_asks_the_engine_about_the_battling_digimon():
    appearing = AppearsByRequirements("opponent")
    assert appearing.holds(RecordingContext(opponent=SideView(appears=True)))
    assert not appearing.holds(RecordingContext())
