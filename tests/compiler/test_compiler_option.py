"""The compiler on real Option texts: effect, timing and the timing column's extra text (RULES 7)."""

from __future__ import annotations

from gameplay.compiler.text import compile_option
from gameplay.engine.effects.add_attack import AddAttack
from gameplay.engine.effects.base import Cost
from gameplay.engine.effects.conditions.any_of import AnyOf
from gameplay.engine.effects.conditions.attack_column_is import AttackColumnIs
from gameplay.engine.effects.conditions.battle_type_is import BattleTypeIs
from gameplay.engine.effects.conditions.has_keyword import HasKeyword
from gameplay.engine.effects.conditions.level_is import LevelIs
from gameplay.engine.effects.conditions.negation import Not
from gameplay.engine.effects.discard_cards import DiscardCards
from gameplay.engine.effects.evolve_with_requirement import EvolveWithRequirement
from gameplay.engine.effects.grant_keyword import GrantKeyword
from gameplay.engine.effects.invalidate_option import InvalidateOption
from tests.engine.effects.helpers import single_ability
from tests.engine.effects.recording import RecordingContext, SideView


def test_a_win_rate_card_evolves_through_its_requirement_and_is_paid_into_the_power_box():
    # St-101 (EC-2): effect "(O)Evolve your Digimon into a Digimon of the next level with Winning
    # Percentage: 40%! in its evolution requirements.", timing "Evolution Phase", activation
    # "(O)Send this card face-down from your hand or slot to the Evolution Requirements box."
    result = compile_option(
        "(O)Evolve your Digimon into a Digimon of the next level with Winning Percentage: 40%! in its"
        " evolution requirements.",
        "Evolution Phase",
        "(O)Send this card face-down from your hand or slot to the Evolution Requirements box.",
    )
    ability = single_ability(result)
    assert ability.effects == (EvolveWithRequirement("self", ("Winning Percentage: 40%!",)),)
    assert ability.limits == ("paid_into_power_box",)
    assert ability.line == "option"


def test_a_level_limit_is_the_card_requirement_and_the_limit_ends_it_with_the_battle_phase():
    # Bo-107 (O-N1, O-L1): "(O)Add 100 to the attack power of your Digimon with the ability
    # "Underwater". (O)This card cannot be used when your Digimon is Level III. (O)At the end of the
    # battle phase during which this card was used, send it to the Dark Area."
    result = compile_option(
        '(O)Add 100 to the attack power of your Digimon with the ability "Underwater". (O)This card cannot'
        " be used when your Digimon is Level III. (O)At the end of the battle phase during which this card"
        " was used, send it to the Dark Area.",
        "Battle Phase",
        "",
    )
    assert result.status == "compiled"
    assert result.requirement == Not(LevelIs("self", ("III",)))
    (ability,) = result.abilities
    assert ability.effects == (AddAttack("self", 100),)
    assert ability.condition == HasKeyword("self", "underwater")
    assert ability.limits == ("end_of_battle_phase",)


def test_a_keyword_plug_in_lasts_until_removed_or_the_digimon_leaves():
    # St-485: "(O)You gain the ability "flame". After that, add 100 to your attack power. (O)This card
    # remains in its slot and continues its effects until you discard it or it is rendered
    # ineffective, or when your Digimon is sent to the Dark Area (including when it evolves or dies)."
    result = compile_option(
        '(O)You gain the ability "flame". After that, add 100 to your attack power. (O)This card remains in'
        " its slot and continues its effects until you discard it or it is rendered ineffective, or when"
        " your Digimon is sent to the Dark Area (including when it evolves or dies).",
        "Battle Phase",
        "",
    )
    (ability,) = result.abilities
    assert ability.effects == (GrantKeyword("self", "flame"), AddAttack("self", 100))
    assert set(ability.limits) == {"until_removed", "until_digimon_leaves", "until_lifespan"}


def test_a_flip_cost_in_the_timing_column_and_a_column_bound_follow_up():
    # Bo-45t: effect "(O)Your Digimon gains the ability "sky". After that, add 100 to your B attack
    # power. …", activation "(O)Choose 1 card from your hand and send it to the Dark Area." (O-C1)
    result = compile_option(
        '(O)Your Digimon gains the ability "sky". After that, add 100 to your B attack power. (O)This card'
        " remains in its slot and continues its effects until it is discarded by you or invalidated, or"
        ' when your Digimon loses a battle or reaches the end of its lifespan. This card"s name is'
        " identical to Bo-46, but they have different effects.",
        "Battle Phase",
        "(O)Choose 1 card from your hand and send it to the Dark Area.",
    )
    assert result.status == "compiled"
    keyword, boost = result.abilities
    assert keyword.effects == (GrantKeyword("self", "sky"),)
    # "Your B attack" counts while this side attacks with column B (B-8 step 1).
    assert boost.effects == (AddAttack("self", 100),)
    assert boost.condition == AttackColumnIs("self", ("B",))
    assert boost.condition.holds(RecordingContext(me=SideView(attack_column="B")))
    assert not boost.condition.holds(RecordingContext(me=SideView(attack_column="A")))
    # O-C1: the flip cost is paid once, with the first ability, not once per ability.
    assert keyword.cost == (Cost(1),)
    assert boost.cost == ()


def test_a_situation_condition_joins_the_abilities_instead_of_blocking_the_flip():
    # Bo-52 (O-N2): "(O)When the opponent's Battle Type is B or C, add 100 to your attack power.
    # (O)This card can only be used if you have the ability "sky". (O)At the end of the Battle Phase
    # during which this card was used, send it to the Dark Area."
    result = compile_option(
        "(O)When the opponent's Battle Type is B or C, add 100 to your attack power. (O)This card can only"
        ' be used if you have the ability "sky". (O)At the end of the Battle Phase during which this card'
        " was used, send it to the Dark Area.",
        "Battle Phase",
        "",
    )
    assert result.status == "compiled"
    assert result.requirement is None
    (ability,) = result.abilities
    condition = ability.condition
    assert condition is not None
    flying_against_c = RecordingContext(
        me=SideView(keywords=frozenset({"sky"})), opponent=SideView(battle_type="C")
    )
    grounded_against_c = RecordingContext(opponent=SideView(battle_type="C"))
    flying_against_a = RecordingContext(
        me=SideView(keywords=frozenset({"sky"})), opponent=SideView(battle_type="A")
    )
    assert condition.holds(flying_against_c)
    assert not condition.holds(grounded_against_c)
    assert not condition.holds(flying_against_a)
    assert AnyOf((BattleTypeIs("opponent", "B"), BattleTypeIs("opponent", "C"))) in condition.parts  # type: ignore[attr-defined]


def test_only_one_and_the_cards_own_protections_come_from_the_timing_column():
    # Bo-696 (O-U1): activation "(O)You may only place one of this card in your slots; cannot receive
    # the effects of Item cards being 'invalidated' or 'sent to the Dark Area'."
    result = compile_option(
        "(O)Add 100 to your attack power. (O)This card can only be used when your Digimon is Ultimate level."
        " (O)This card is sent to the Dark Area at the end of the turn.",
        "Battle Phase",
        "(O)You may only place one of this card in your slots; cannot receive the effects of Item cards"
        " being 'invalidated' or 'sent to the Dark Area'.",
    )
    assert result.status == "compiled"
    assert result.only_one
    assert result.protections == ("invalidation", "dark_area")
    assert result.requirement == LevelIs("self", ("Ultimate",))
    assert result.abilities[0].limits == ("end_of_turn",)


def test_an_interrupting_invalidation_of_a_program_option():
    # Bo-50 (B-6): "(O)Invalidate one of the opponent's Program Option cards before it takes effect,
    # and send it to the Dark Area. (O)At the end of the Battle Phase during which this card was
    # used, send it to the Dark Area."
    result = compile_option(
        "(O)Invalidate one of the opponent's Program Option cards before it takes effect, and send it to the"
        " Dark Area. (O)At the end of the Battle Phase during which this card was used, send it to the"
        " Dark Area.",
        "Battle Phase",
        "",
    )
    assert result.abilities[0].effects == (InvalidateOption("opponent", "Program"),)


def test_unknown_parts_stay_manual_as_printed_while_the_cards_protections_are_still_read():
    # St-919: its win effect (the Level III goes too) and its "Discard four cards … and place this
    # card in your support box" placement are not in the vocabulary; its protection is.
    result = compile_option(
        "(O)When you win the battle, send the opponent's Digimon to the Dark Area, including their Level III"
        " Digimon (ignoring its evolution requirements). If the opponent cannot place a new Level III Digimon"
        " in their Digimon Box by the next preparation phase, they lose the game. (O)This card can only be"
        " used by an Ultimate level Digimon with the words 'Dragon Man' in its type, and is Vaccine"
        " attribute. (O)At the end of the turn, stack this card onto your point gauge, and directly reduce"
        " your points by 30.",
        "Battle Phase",
        "(O)Discard four cards from your hand and place this card in your support box (1 card max)."
        " (O)Cannot receive the effects of 'being invalidated' or 'cannot receive the effects of Option"
        " cards'.",
    )
    assert result.status == "manual"
    assert result.abilities == ()
    assert "Discard four cards from your hand and place this card in your support box (1 card max)." in (
        result.manual
    )
    assert result.protections == ("invalidation", "option_immunity")


def test_an_option_with_no_effect_text_is_manual_not_compiled():
    result = compile_option("", "Battle Phase", "")
    assert result.status == "manual"
    assert result.abilities == ()


def test_a_discard_after_evolution_is_an_effect_of_the_same_ability():
    # St-102: "… with Winning Percentage: 40%! or Winning Percentage: 60%! in its evolution
    # requirements. After evolution, choose one card from your hand and send it to the Dark Area."
    result = compile_option(
        "(O)Evolve your Digimon into a Digimon of the next level with Winning Percentage: 40%! or Winning"
        " Percentage: 60%! in its evolution requirements. After evolution, choose one card from your hand"
        " and send it to the Dark Area.",
        "Evolution Phase",
        "",
    )
    (ability,) = result.abilities
    assert ability.effects == (
        EvolveWithRequirement("self", ("Winning Percentage: 40%!", "Winning Percentage: 60%!")),
        DiscardCards("self", 1),
    )
