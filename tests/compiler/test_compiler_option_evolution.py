"""Evolution Option texts (patterns/option_evolution.py) on real card texts: EC-2, EC-3, A-20."""

from __future__ import annotations

from gameplay.compiler.text import compile_option
from gameplay.engine.effects.add_attack import AddAttack
from gameplay.engine.effects.add_trait import AddTrait
from gameplay.engine.effects.change_points import ChangePoints
from gameplay.engine.effects.conditions.all_of import AllOf
from gameplay.engine.effects.conditions.base_attack_within import BaseAttackWithin
from gameplay.engine.effects.conditions.evolution_text_has import EvolutionTextHas
from gameplay.engine.effects.conditions.hand_fits import HandFits
from gameplay.engine.effects.conditions.has_attribute import HasAttribute
from gameplay.engine.effects.conditions.in_field import InField
from gameplay.engine.effects.conditions.level_is import LevelIs
from gameplay.engine.effects.conditions.negation import Not
from gameplay.engine.effects.discard_cards import DiscardCards
from gameplay.engine.effects.discard_from_net_ocean import DiscardFromNetOcean
from gameplay.engine.effects.discard_hand import DiscardHand
from gameplay.engine.effects.discard_matching import DiscardMatching
from gameplay.engine.effects.evolve_from_hand import EvolveFromHand
from gameplay.engine.effects.evolve_ignoring_conditions import EvolveIgnoringConditions
from gameplay.engine.effects.evolve_into import EvolveInto
from gameplay.engine.effects.evolve_with_requirement import EvolveWithRequirement
from gameplay.engine.effects.grant_invalidation import GrantInvalidation
from gameplay.engine.effects.immunity import GrantImmunity
from gameplay.engine.effects.leave_at_end_of_turn import LeaveAtEndOfTurn
from gameplay.engine.effects.revert_to_level_iii import RevertToLevelIII
from gameplay.engine.effects.stand_in_for_jogress import StandInForJogress
from gameplay.engine.effects.switch_from_hand import SwitchFromHand
from tests.engine.effects.helpers import single_ability
from tests.engine.effects.overrides import override_text

_REQUIREMENTS_BOX = "(O)Send this card face-down from your hand or slot to the Evolution Requirements box."


def test_a_win_rate_card_that_names_the_levels_it_evolves_into():
    # St-808 Winning Percentage: 40%!
    result = compile_option(
        "(O)Evolve your Digimon into a Perfect or Hybrid level Digimon with Winning Percentage: 40%! in its"
        " evolution requirements.",
        "Evolution Phase",
        _REQUIREMENTS_BOX,
    )
    assert result.status == "compiled"
    assert result.abilities[0].effects == (
        EvolveInto("self", ("Winning Percentage: 40%!",), "level:Perfect|Hybrid"),
    )


def test_an_unquoted_named_requirement_and_no_level():
    # Sx-106 Release of the Sealed Knight!
    result = compile_option(
        "Evolve your Digimon into a Digimon of the next level with Winning Percentage: 80%! or Release of the"
        " Sealed Knight! in its evolution requirements. Send this card to the Dark Area at the end of the"
        " evolution phase.",
        "Evolution Phase",
        "(O)Send this card face-down from your hand or slot to the Power box. (O)Cannot receive any effects"
        " caused by blue frame cards.",
    )
    assert result.status == "compiled"
    assert result.abilities[0].effects == (
        EvolveInto("self", ("Winning Percentage: 80%!", "Release of the Sealed Knight!")),
    )
    # Bo-1148 Digimental of Fate: any Digimon with one of the three, at the price of a hand card.
    result = compile_option(
        "Send 1 card from your hand to the Dark Area. Evolve your Digimon into a Digimon with 'Digimental of"
        " Fate', 'Winning Percentage: 40%!' or 'Winning Percentage: 60%!' in its evolution requirements. Send"
        " this card to the Dark Area at the end of the evolution phase.",
        "Evolution Phase",
        "(O)Send this card face-down from your hand or slot to your power box. (O)Cannot be invalidated.",
    )
    assert result.status == "compiled"
    ability = result.abilities[0]
    assert ability.effects == (
        EvolveInto("self", ("Digimental of Fate", "Winning Percentage: 40%!", "Winning Percentage: 60%!")),
    )
    assert [cost.count for cost in ability.cost] == [1]


def test_the_evolved_digimons_immunity_in_parentheses_becomes_its_own_ability():
    # St-672 Winning Percentage: 40%!: the immunity and the discard act after the evolution.
    result = compile_option(
        "(O)Evolve your Digimon into a Digimon of the next level with Winning Percentage: 40%! in its"
        " evolution requirements (The Digimon evolving with the use of this card cannot receive the effects"
        " of 'Infinity Tower'). After evolution, choose one card from your hand and send it to the Dark"
        " Area.",
        "Evolution Phase",
        _REQUIREMENTS_BOX,
    )
    assert result.status == "compiled"
    evolving, after = result.abilities
    assert evolving.effects == (EvolveWithRequirement("self", ("Winning Percentage: 40%!",)),)
    assert after.effects[0] == GrantImmunity("self", "card:Infinity Tower")
    assert isinstance(after.effects[1], DiscardCards) and after.effects[1].count == 1


def test_an_after_evolution_part_continues_the_evolving_part():
    # St-931 Winning Percentage: 80%!
    result = compile_option(
        "(O)Evolve your Digimon into a Digimon of the next level with Winning Percentage: 40%!, Winning"
        " Percentage: 60%!, or Winning Percentage: 80%! in its evolution requirements. (O)After evolution,"
        " choose two cards from your hand and send them to the Dark Area.",
        "Evolution Phase",
        "(O)Send this card face-down from your hand or Option slot to the Evolution Requirements box.",
    )
    ability = single_ability(result)
    assert isinstance(ability.effects[1], DiscardCards) and ability.effects[1].count == 2


def test_a_card_that_stands_in_for_a_jogress_partner():
    # St-219 Winning Percentage: 80%!: only for a Perfect level partner.
    result = override_text("St-219")
    assert result.status == "compiled"
    assert result.abilities[-1].effects == (StandInForJogress("Perfect"),)


def test_an_evolving_sentence_from_the_hand_in_battle_evolves_from_the_hand():
    # Sx-111 Death-X-Evolution!! is used in battle (E-6.7): it pays for what it names, from the hand.
    result = compile_option(
        "Send 3 cards from your Net Ocean to the Dark Area. Evolve your Digimon into a red frame Digimon of"
        " the next level from your hand with Winning Percentage: 40%!, Winning Percentage: 60%!, or"
        " Death-X-Evolution!! in its evolution requirements. Send this card to the Dark Area at the end of"
        " the turn.",
        "Battle Phase",
        "(O)Cannot receive any effects caused by blue frame cards.",
    )
    ability = single_ability(result)
    requirements = ("Winning Percentage: 40%!", "Winning Percentage: 60%!", "Death-X-Evolution!!")
    assert ability.effects == (EvolveFromHand("self", "frame:red;next_level", requirements),)
    assert ability.condition == HandFits("self", "evolve", "frame:red;next_level", requirements)
    assert [(cost.count, cost.source) for cost in ability.cost] == [(3, "net_ocean")]
    assert "end_of_turn" in ability.limits


def test_ignoring_the_requirements_from_the_hand_and_what_follows_the_evolution():
    # St-609 The Revelation of Hidden Power!!: the Net Ocean cards go only after an evolution.
    result = override_text("St-609")
    ability = single_ability(result)
    assert ability.effects == (EvolveFromHand("self", "next_level"), DiscardFromNetOcean("self", 3))
    assert ability.condition == HandFits("self", "evolve", "next_level")


def test_digibeetle_switches_from_the_hand_and_pays_10_points_after_the_switch():
    # Bo-268 DigiBeetle
    result = compile_option(
        "(O)You may switch your Digimon with a Level IV Digimon from your hand with 'O', 'X', 'OO' or 'XX' in"
        " its evolution requirements. After the switch, reduce your points by 10. (O)This card can only be"
        " used when your Digimon is Level IV. (O)This card remains in its slot and continues its effects"
        " until it is discarded by you or when your Digimon reaches the end of its lifespan.",
        "Battle Phase",
        "(O)You may only place one of this card in your slots; cannot receive the effects of 'Items being"
        " invalidated'.",
    )
    ability = single_ability(result)
    marks = ("O", "X", "OO", "XX")
    assert ability.effects == (SwitchFromHand("self", "level:IV", marks), ChangePoints("self", -10))
    assert ability.condition == HandFits("self", "switch", "level:IV", marks)


def test_reverting_your_or_the_opponents_digimon_to_its_level_iii():
    # St-57 That Was a Good Time
    result = compile_option(
        "(O)Return your or your opponent's Level IV Digimon back to the Level III Digimon it was before"
        " evolving, without any conditions. (O)At the end of the Battle Phase during which this card was"
        " used, send this card to the Dark Area.",
        "Battle Phase",
        "(O)Choose one card from your hand and send it to the Dark Area.",
    )
    assert result.status == "compiled"
    assert result.abilities[0].effects == (RevertToLevelIII(("IV",), ("opponent", "self")),)
    # Re-55t Lost Memories
    result = compile_option(
        "Send 1 card from your hand to the Dark Area. Send your or the opponent's Ultimate level Digimon to"
        " the Dark Area, and revert it to the Level III Digimon that it was before evolution. Send this"
        " card to the Dark Area immediately after use.",
        "Battle Phase",
        "",
    )
    assert result.status == "compiled"
    assert result.abilities[0].effects == (RevertToLevelIII(("Ultimate",), ("opponent", "self")),)


def test_a_named_target_the_evolved_digimons_columns_and_the_power_box_limit():
    # Bx-101 Awakening of Gold Digizoid
    result = compile_option(
        "Send 2 cards from your hand to the Dark Area. Evolve your Digimon into a Magnamon with 'Awakening of"
        " Gold Digizoid' in its evolution requirements. The evolved Digimon's A, B, and C attack cannot go"
        " to zero for the turn. Remains in the power box until the end of the turn during which evolution"
        " occurred.",
        "Evolution Phase",
        "(O)Send this card face-down from your slot to your power box. (O)Cannot receive any effects caused"
        " by blue frame cards.",
    )
    assert result.status == "compiled"
    evolving, evolved = result.abilities
    assert evolving.effects == (EvolveInto("self", ("Awakening of Gold Digizoid",), "name:Magnamon"),)
    assert [cost.count for cost in evolving.cost] == [2]
    assert evolved.effects == tuple(GrantImmunity("self", f"zero_column:{c}") for c in "ABC")
    assert "end_of_turn" in evolved.limits


def test_the_evolved_digimon_is_immune_to_the_opponents_options():
    # Bx-67 Release of the Sealed Knight!
    result = compile_option(
        "Evolve your Digimon into a Digimon with 'Release of the Sealed Knight!' in its evolution"
        " requirements. The evolved Digimon cannot receive the effects of the opponent's Option cards for the"
        " turn. Remains in the power box until the end of the turn during which evolution occurred.",
        "Evolution Phase",
        "",
    )
    assert result.status == "compiled"
    assert result.abilities[1].effects == (GrantImmunity("self", "opponent_options"),)


def test_the_evolved_digimon_is_immune_to_the_opponents_blue_frame_fields():
    # Sx-104 Winning Percentage: 60%!
    result = compile_option(
        "Send 2 card from your hand to the Dark Area. Evolve your Digimon into a Digimon of the next level"
        " with Winning Percentage: 40%! or Winning Percentage: 60%! in its evolution requirements. The"
        " evolved Digimon cannot receive the effects of the opponent's blue frame Field cards for this turn."
        " Send this card to the Dark Area at the end of the Evolution Phase.",
        "Evolution Phase",
        "(O)Send this card face-down from your hand or slot to the Power box. (O)Cannot receive any effects"
        " caused by blue frame cards.",
    )
    assert result.status == "compiled"
    assert result.abilities[1].effects == (GrantImmunity("self", "opponent_options:type:Field;frame:blue"),)


def test_a_capsule_card_that_fuses_a_group_into_a_level():
    # St-926 Transcendental Plug-In Z: "(O)After fusion" continues the fusing part.
    result = compile_option(
        "(O)Fuse your Fusion Form Digimon into a Hybrid level Digimon with 'Wind to Flame and Ice to Sword'"
        " or 'Darkness to Light and Thunder to Cannon' in its fusion requirements. (O)After fusion, choose"
        " two cards from your hand and send them to the Dark Area. (O)At the end of the turn during which"
        " this card was used, send it to the Dark Area.",
        "Evolution Phase",
        "(O)Send this card face-down from your Option slot to your Evolution Requirements box.",
    )
    ability = single_ability(result)
    assert ability.effects[0] == EvolveInto(
        "self",
        ("Wind to Flame and Ice to Sword", "Darkness to Light and Thunder to Cannon"),
        "level:Hybrid",
        "group:Fusion Form",
    )
    assert isinstance(ability.effects[1], DiscardCards) and ability.effects[1].count == 2


def test_the_next_level_or_a_hybrid():
    # St-929 Winning Percentage: 40%!
    result = compile_option(
        "(O)Evolve your Digimon into a Digimon of the next level, or a Hybrid level Digimon with Winning"
        " Percentage: 40%! in its evolution requirements.",
        "Evolution Phase",
        _REQUIREMENTS_BOX,
    )
    assert result.status == "compiled"
    assert result.abilities[0].effects == (
        EvolveInto("self", ("Winning Percentage: 40%!",), "next_level or level:Hybrid"),
    )


def test_an_ignore_card_worded_for_the_digimon_in_the_box_and_its_turn_long_addition():
    # Bo-24t Electric Fairy
    result = compile_option(
        "(O)Ignore the evolution requirements and evolve the Level III Digimon in your Digimon box into a"
        " Level IV Digimon in your evolution box. (O)Add 150 to the attack power of the evolved Digimon only"
        " for the turn during which it evolved using this card. (O)At the end of the turn during which this"
        " card was used, send it to the Dark Area.",
        "Evolution Phase",
        "(O)Send this card face-down from your hand to your evolution requirements box. (O)Choose 2 Digimon"
        " cards from your hand and send them to the Dark Area.",
    )
    assert result.status == "compiled"
    evolving, evolved = result.abilities
    assert evolving.effects == (EvolveIgnoringConditions("self"),)
    assert evolving.condition == LevelIs("self", ("III",))
    assert evolved.effects == (AddAttack("self", 150),) and "end_of_turn" in evolved.limits


def test_from_a_named_digimon_into_a_higher_level():
    # Bo-143t Gospel of the Fallen Angel
    result = compile_option(
        'Evolve your Digimon with "Lucemon" in its name into a higher level Digimon with "Gospel of the'
        ' Fallen Angel" in its evolution requirements. For the turn, add 300 to the attack power of the'
        " Digimon that evolved. This card remains in the evolution requirements box until the end of the turn"
        " during which evolution occurred.",
        "Evolution Phase",
        "(O)Send this card face-down from your hand or slot to the evolution requirements box.",
    )
    assert result.status == "compiled"
    assert result.abilities[0].effects == (
        EvolveInto("self", ("Gospel of the Fallen Angel",), "higher_level", "name_contains:Lucemon"),
    )


def test_a_leading_frame_sentence_names_the_evolving_digimon():
    # Bx-128 X Eraser
    result = override_text("Bx-128")
    assert result.status == "compiled"
    assert result.abilities[0].effects == (
        EvolveInto("self", ("X Eraser",), "next_level or same_name", "frame:red"),
    )


def test_one_frame_at_the_next_or_the_same_level():
    # Bx-106 Death-X-Evolution!!
    result = override_text("Bx-106")
    assert result.status == "compiled"
    assert result.abilities[0].effects == (
        EvolveInto("self", ("Death-X-Evolution!!",), "frame:red;next_level or frame:red;same_level"),
    )


def test_a_same_level_win_rate_card_and_its_bonus_for_the_turn_of_the_evolution():
    # St-815 Super Fusion Plug-In Y
    result = compile_option(
        "(O)Evolve your Digimon into a Digimon of the same level with Winning Percentage: 40%! or Winning"
        " Percentage: 60%! in its evolution requirements (The Digimon that evolved with the use of this card"
        " cannot receive the effects of 'Infinity Tower'). For the turn during which you evolved using this"
        " card, add 300 to your attack power. (O)At the end of the turn during which this card was used, send"
        " it to the Dark Area.",
        "Evolution Phase",
        _REQUIREMENTS_BOX,
    )
    assert result.status == "compiled"
    evolving, immunity, bonus = result.abilities
    assert evolving.effects == (
        EvolveInto("self", ("Winning Percentage: 40%!", "Winning Percentage: 60%!"), "same_level"),
    )
    assert immunity.effects == (GrantImmunity("self", "card:Infinity Tower"),)
    assert bonus.effects == (AddAttack("self", 300),) and "end_of_turn" in bonus.limits


def test_reverting_an_armor_evolved_opponent_and_reducing_its_points():
    # Bo-401 Armor Purge!!
    result = override_text("Bo-401")
    ability = single_ability(result)
    assert ability.effects == (RevertToLevelIII(("IV",)), ChangePoints("opponent", -10))
    assert ability.condition == AllOf(
        (LevelIs("opponent", ("IV", "Armor")), EvolutionTextHas("opponent", ("Armor Evolution",)))
    )


def test_a_fusion_capsule_gives_the_fused_digimon_three_things_and_a_departure():
    # Bo-7j Fuse Into the Ultimate Digimon!
    result = compile_option(
        "(O)Fuse your Digimon into a same-level Digimon that has 'Fuse Into the Ultimate Digimon!' stated in"
        " its Fusion Requirements. (O)The Digimon that was fused through the use of this card will be sent to"
        " the Dark Area at the end of the turn, but its A will not go to zero as a result of the opponent's"
        " attack C, and you can invalidate the opponent's Program Option cards before they take effect.",
        "Evolution Phase",
        "(O)Send this card face-down from its slot to the evolution requirements box. (O)You may only place"
        " one of this card in your slots.",
    )
    assert result.status == "compiled"
    assert [ability.effects for ability in result.abilities] == [
        (EvolveInto("self", ("Fuse Into the Ultimate Digimon!",), "same_level"),),
        (LeaveAtEndOfTurn(),),
        (GrantImmunity("self", "zero_by_attack:A"),),
        (GrantInvalidation("self", "Program"),),
    ]


def test_a_fusion_capsule_that_invalidates_during_battle_only():
    # Bo-252 Fuse into the Ultimate Digimon!: no departure is printed.
    result = compile_option(
        "(O)Fuse your Digimon into a Digimon of the same level with 'Fuse into the Ultimate Digimon!' in its"
        " fusion requirements. (O)The Digimon that fused with the use of this card cannot have its A go to"
        " zero as a result of the opponent's attack C, and during battle, can invalidate the opponent's"
        " Program Option cards before they take effect.",
        "Evolution Phase",
        "(O)Send this card face-down from your slot to your Evolution Requirements box. (O)You may only"
        " place one of this card in your slots.",
    )
    assert result.status == "compiled"
    assert [ability.effects for ability in result.abilities] == [
        (EvolveInto("self", ("Fuse into the Ultimate Digimon!",), "same_level"),),
        (GrantImmunity("self", "zero_by_attack:A"),),
        (GrantInvalidation("self", "Program", "battle"),),
    ]


def test_allowing_an_evolution_ignoring_requirements_is_the_ignore_conditions_card():
    # St-433 Digimental of Darkness: read as St-303's "Ignore the evolution requirements and evolve …".
    result = compile_option(
        "(O)Allows your Level III Digimon to evolve into a Level IV Digimon, ignoring evolution requirements."
        " (O)When the Level IV Digimon that evolved with the use of this card belongs to Dark Area, add 80 to"
        " your attack power. (O)At the end of the turn during which this card was used, send it to the Dark"
        " Area.",
        "Evolution Phase",
        "(O)You may only place one of this card in your slots; cannot receive the effects of 'Dark Tower'.",
    )
    assert result.status == "compiled"
    evolving, bonus = result.abilities
    assert evolving.effects == (EvolveIgnoringConditions("self"),)
    assert evolving.condition == LevelIs("self", ("III",))
    assert bonus.effects == (AddAttack("self", 80),) and bonus.condition == InField("self", "DA")


def test_a_battle_phase_card_ignoring_the_requirements_evolves_from_the_hand():
    # St-587 Summon Cube: in battle there is no Evolution Box (E-6.7); what follows the evolution
    # reads the Ultimate it evolved into.
    result = override_text("St-587")
    assert result.status == "compiled"
    evolving, after = result.abilities
    assert evolving.effects == (EvolveFromHand("self", "level:Ultimate"), AddAttack("self", 200))
    assert evolving.condition == AllOf(
        (LevelIs("self", ("Perfect",)), HandFits("self", "evolve", "level:Ultimate"))
    )
    assert after.effects == (DiscardFromNetOcean("self", 3),)
    assert after.condition == AllOf(
        (LevelIs("self", ("Ultimate",)), BaseAttackWithin("self", "A", at_least=600))
    )


def test_a_power_box_card_that_stays_with_the_evolved_digimon():
    # Sx-72 Metal Up: the card's limit ties it to the Digimon (evolution._fire_power_cards).
    result = override_text("Sx-72")
    assert result.status == "compiled"
    evolving, gifts = result.abilities
    assert evolving.effects == (EvolveInto("self", ("Winning Percentage: 40%!",), "frame:red"),)
    assert gifts.effects == (AddAttack("self", 50), AddTrait("self", "field", "ME"))
    assert "until_digimon_leaves" in gifts.limits


def test_an_evolved_digimons_named_immunities_last_while_the_card_stays_with_it():
    # Bo-977 Gospel of the Fallen Angel
    result = compile_option(
        "(O)Evolve your Digimon with 'Lucemon' in its name into a higher level Digimon with 'Gospel of the"
        " Fallen Angel' in its evolution requirements. (O)The Digimon that evolved with the use of this card"
        " cannot receive the effects of the opponent's effects that 'directly reduce the opponent's points'"
        " or 'further reduce the opponent's points'. (O)This card remains in the evolution requirements box"
        " until the Digimon that evolved using this card is sent to the Dark Area.",
        "Evolution Phase",
        "(O)Send this card face-down from your hand or slot to your Evolution Requirements box. (O)You may"
        " only place one of this card in your slots.",
    )
    assert result.status == "compiled"
    evolving, immune = result.abilities
    assert evolving.effects == (
        EvolveInto("self", ("Gospel of the Fallen Angel",), "higher_level", "name_contains:Lucemon"),
    )
    assert immune.effects == (
        GrantImmunity("self", "direct_point_reduction"),
        GrantImmunity("self", "further_point_reduction"),
    )
    assert "until_digimon_leaves" in immune.limits


def test_the_evolved_digimons_bonus_against_an_opponent_of_another_attribute():
    # Bo-1083 Lord of the Magic Dashing Bullets: held while it faces a non-Virus (evolution.carry_out).
    result = compile_option(
        "Evolve your Digimon into a Beelzebumon or Beelzebumon: Blast Mode with 'Lord of the Magic Dashing"
        " Bullets' in its evolution requirements. For the turn during which evolution took place, add 400 to"
        " the attack power of the evolved Digimon when facing non-Virus attribute Digimon. Remains in the"
        " power box until the end of the turn during which evolution occurred.",
        "Evolution Phase",
        "(O)Send this card face down from your hand or slot to your power box.",
    )
    assert result.status == "compiled"
    evolving, bonus = result.abilities
    assert evolving.effects == (
        EvolveInto(
            "self", ("Lord of the Magic Dashing Bullets",), "name:Beelzebumon|Beelzebumon: Blast Mode"
        ),
    )
    assert bonus.effects == (AddAttack("self", 400),)
    assert bonus.condition == Not(HasAttribute("opponent", "Virus"))
    assert "end_of_turn" in bonus.limits


def test_an_ignore_conditions_card_that_names_the_levels_it_reaches():
    # CD-9 What Awaits After Evolution: a Level III or IV into a Perfect (engine.ignoring).
    result = compile_option(
        "(O)Ignore the evolution requirements of your Level III or Level IV Digimon and evolve it into a"
        " Perfect level Digimon in your evolution box. After that, send your whole hand to the Dark Area."
        " (O)This card cannot be used when your Digimon is Perfect or Ultimate level.",
        "Evolution Phase",
        "(O)Send this card face-down from your hand or slot to the evolution requirements box.",
    )
    ability = single_ability(result)
    assert ability.effects == (EvolveIgnoringConditions("self", "level:Perfect"), DiscardHand("self"))
    assert ability.condition == LevelIs("self", ("III", "IV"))
    # Bo-1216 Future Potential!!: into a Perfect or a Hybrid; its use requirement names the levels from.
    result = compile_option(
        "Send 2 cards from your hand to the Dark Area. You can use this card when your Digimon is Level IV"
        " or Hybrid level. Ignore the evolution requirements and evolve your Digimon into a Perfect level or"
        " Hybrid level Digimon. Send this card to the Dark Area at the end of the evolution phase.",
        "Evolution Phase",
        "(O)Send this card face-down from your hand or slot to your evolution requirements box. (O)Cannot"
        " receive any effects caused by blue frame cards.",
    )
    assert result.status == "compiled"
    assert result.abilities[0].effects == (EvolveIgnoringConditions("self", "level:Perfect|Hybrid"),)
    assert result.requirement == LevelIs("self", ("IV", "Hybrid"))


def test_ignoring_appearance_or_fusion_requirements_names_the_digimon_it_reaches():
    # Re-47t Aim for the Strongest Evolution!
    result = override_text("Re-47t")
    ability = single_ability(result)
    assert ability.effects == (EvolveIgnoringConditions("self", "level:Ultimate;any_route"),)
    assert [cost.count for cost in ability.cost] == [3]
    # St-937 Invitation to the Ancients
    result = override_text("St-937")
    assert result.status == "compiled"
    evolving, after = result.abilities
    assert evolving.effects == (EvolveIgnoringConditions("self", "group:Warrior Ten;any_route"),)
    assert evolving.condition == LevelIs("self", ("Perfect",))
    assert after.effects == (LeaveAtEndOfTurn(), DiscardCards("self", 5))


def test_a_plug_in_pays_win_rates_or_a_digimental_and_then_takes_a_digimon_card():
    # St-584 Super Evolution Plug-In M
    result = compile_option(
        "(O)Evolve your Digimon into a Digimon of the next level with 'Winning Percentage: 40%!' or 'Winning"
        " Percentage: 60%!' in their evolution requirements, or Armor Evolution with the 'Digimental of"
        " Miracles' in their fusion requirements. After evolution, send one Digimon card from your hand to"
        " the Dark Area. (O)Immediately after this card is used, send it to the Dark Area.",
        "Evolution Phase",
        "(O)You may only place one of this card in your slots; cannot receive the effects of 'Items being"
        " invalidated'.",
    )
    ability = single_ability(result)
    items = ("Winning Percentage: 40%!", "Winning Percentage: 60%!", "Digimental of Miracles")
    assert ability.effects == (EvolveInto("self", items, "next_level"), DiscardMatching("self", 1, "digimon"))


def test_ignore_conditions_cards_that_reach_an_armor_and_exclude_two_digimentals():
    # Bo-400 Metal Armor
    result = override_text("Bo-400")
    ability = single_ability(result)
    excluded = "not_printed:Digimental of Miracles|Digimental of Fate"
    assert ability.effects == (
        EvolveIgnoringConditions("self", f"level:Armor;next_level;any_route;{excluded}"),
        DiscardHand("self"),
    )
    assert ability.condition == LevelIs("self", ("III",))
    # St-605 Aim for the Strongest Evolution!: an evolution route (E-11) or such an Armor.
    result = override_text("St-605")
    ability = single_ability(result)
    words = f"next_level;evolution_route or next_level;level:Armor;any_route;{excluded}"
    assert ability.effects == (EvolveIgnoringConditions("self", words), DiscardFromNetOcean("self", 3))


def test_a_battle_evolution_with_a_digimental_and_no_further_evolution():
    # Bo-491 The Sparkle of Fate!!: all of it acts only once the Digimon has evolved (HandFits).
    result = override_text("Bo-491")
    ability = single_ability(result)
    assert ability.effects == (
        EvolveFromHand("self", "level:Perfect"),
        AddAttack("self", 200),
        DiscardMatching("self", 1, "name:Digimental of Fate"),
        GrantImmunity("self", "no_further_evolution"),
        LeaveAtEndOfTurn(),
    )
    assert ability.condition == AllOf(
        (LevelIs("self", ("III", "IV")), HandFits("self", "evolve", "level:Perfect"))
    )
