"""The Spirit cards of the Frontier era (RULES EC-7, E-10; patterns/option_spirit.py): their
boilerplate becomes limits the engine enforces (engine/spirits.py), and "the Digimon that appeared"
is the battling Digimon the Spirit's text acts on while the Spirit is tied to it."""

from __future__ import annotations

from gameplay.compiler.patterns.option_spirit import spirit_limits, spirit_part
from gameplay.compiler.text import compile_option
from gameplay.engine.effects.add_attack import AddAttack
from gameplay.engine.effects.add_paid_attack import AddPaidAttack
from gameplay.engine.effects.add_trait import AddTrait
from gameplay.engine.effects.base import Cost
from gameplay.engine.effects.change_points import ChangePoints
from gameplay.engine.effects.conditions.any_of import AnyOf
from gameplay.engine.effects.conditions.base_attack_within import BaseAttackWithin
from gameplay.engine.effects.conditions.card_count import CardCount
from gameplay.engine.effects.conditions.evolution_text_has import EvolutionTextHas
from gameplay.engine.effects.conditions.hand_parity import HandParity
from gameplay.engine.effects.conditions.in_group import InGroup
from gameplay.engine.effects.conditions.name_is import NameIs
from gameplay.engine.effects.conditions.phase_is import PhaseIs
from gameplay.engine.effects.discard_slots_for_attack import DiscardSlotsForAttack
from gameplay.engine.effects.evolve_into import EvolveInto
from gameplay.engine.effects.forbid_supports import ForbidSupports
from gameplay.engine.effects.grant_keyword import GrantKeyword
from gameplay.engine.effects.immunity import (
    DIRECT_POINT_REDUCTION,
    FURTHER_POINT_REDUCTION,
    ZERO_BY_ATTACK,
    GrantImmunity,
)
from gameplay.engine.effects.leave_at_end_of_turn import LeaveAtEndOfTurn
from gameplay.engine.effects.multiply_attack import MultiplyAttack
from gameplay.engine.effects.penalize_field_removal import PenalizeFieldRemoval
from gameplay.engine.effects.send_to_dark_area import SendDigimonToDarkArea
from gameplay.engine.effects.set_attack_column import SetAttackColumn
from gameplay.engine.effects.stack_user_at_end_of_turn import StackUserAtEndOfTurn
from tests.engine.effects.overrides import override_text

_PLACE = (
    "(O)When there are no cards in your support box and slots 2 and 3, send this card face-down from"
    " your hand to your support box. (O)Cannot receive the effects of being 'invalidated' or 'sent to"
    " the Dark Area'; cannot receive the effects of 'Infinity Tower'."
)
_APPEAR = (
    "(O)You can make a Digimon that has fulfilled its 'Spirit Evolution' appearance requirements appear"
    " in your Digimon box."
)
# St-745 Spirit of Water B.
ST_745 = (
    f'{_APPEAR} The Digimon that appeared gains the abilities "underwater" and "grappling", as well'
    " as the 'Deep Savers' field icon (During appearance, excluding this card, you cannot place any"
    " Option cards in your support box. When you win the battle, your opponent takes the lost points"
    " of a Perfect)."
)
# St-746 Spirit of Light B.
ST_746 = (
    f"{_APPEAR} During battle, when you have an even number of cards in your hand, double the attack"
    " power of the Digimon that appeared (During appearance, excluding this card, you cannot place any"
    " Option cards in your support box and slot 3. When you win the battle, your opponent takes the"
    " lost points of an Ultimate)."
)
# St-740 Spirit of Wind B.
ST_740 = (
    f'{_APPEAR} The Digimon that appeared gains the ability "sky". During battle, you may discard two'
    " Digimon cards from your hand and double your attack power (2 cards max. During appearance,"
    " excluding this card, you cannot place any Option cards in your support box. When you win the"
    " battle, your opponent takes the lost points of a Perfect)."
)


# St-739 Spirit of Fire B.
ST_739 = (
    f'{_APPEAR} The Digimon that appeared gains the ability "flame". During battle, for every card you'
    " discard from your hand, add 100 to your attack power (During appearance, excluding this card, you"
    " cannot place any Option cards in your support box or slot 3. When you win the battle, your"
    " opponent takes the lost points of an Ultimate)."
)
# Bo-852 Spirit of Darkness L.
BO_852 = (
    "(O)Make a Digimon that has fulfilled its 'Spirit Evolution' appearance requirements appear in your"
    " Digimon box. The Digimon that appeared cannot receive the effects of the opponent's effects that"
    " 'directly reduce your points' or 'further reduce your points'. (Excluding this card, you cannot"
    " place any other Digimon cards in your support box during appearance. When you win the battle,"
    " your opponent takes the lost points of a Level IV.)"
)
BO_852_PLACE = (
    "(O)When there are no Digimon cards in your support box, send this card face-down from your hand to"
    " your support box./(O)Cannot be 'invalidated' or 'sent to the Dark Area'; cannot receive the"
    " effects of 'Infinity Tower'."
)


def _limits(text):
    return {limit for ability in text.abilities for limit in ability.limits}


def test_ec7_the_placement_sentence_is_checked_when_the_spirit_is_put_down():
    assert spirit_limits(
        "When there are no cards in your support box and slots 2 and 3, send this card face-down from"
        " your hand to your support box."
    ) == ("spirit_place:clear",)


def test_e10_the_appearance_sentence_makes_the_card_a_spirit():
    assert spirit_limits(_APPEAR.removeprefix("(O)")) == ("spirit",)


def test_the_printed_restriction_and_lost_points_become_sentences_of_their_own():
    # St-683 Spirit of Water H words the restriction the other way round.
    part = spirit_part(
        "You can make a Digimon that has fulfilled its 'Spirit Evolution' appearance requirements"
        " appear in your Digimon box. (Excluding this card, you cannot place any other Option cards in"
        " your support box or your slot 3 during appearance. When you win the battle, your opponent"
        " takes the lost points of a Perfect.)"
    )
    assert part.endswith(
        "Digimon box. During appearance, you cannot place any other Option cards in your support box or"
        " slot 3. During appearance, when you win the battle, the opponent takes the lost points of a"
        " Perfect."
    )
    assert spirit_limits(
        "During appearance, you cannot place any other cards in your support box or slots 2 and 3"
    ) == (
        "spirit_blocks:support_any",
        "spirit_blocks:slot2",
        "spirit_blocks:slot3",
    )


def test_a_part_without_the_appearance_sentence_is_left_as_printed():
    # St-755 Slide Evolution H!!: "the Digimon that appeared" is not a Spirit's Digimon there.
    printed = "For the turn, add 200 to the attack power of the Digimon that appeared."
    assert spirit_part(printed) == printed


def test_st_745_gives_abilities_and_a_field_and_names_the_perfect_column():
    result = compile_option(ST_745, "Evolution Phase", _PLACE)
    assert result.status == "compiled"
    assert result.protections == ("invalidation", "dark_area", "card:Infinity Tower")
    grants, field = result.abilities
    assert grants.effects == (GrantKeyword("self", "underwater"), GrantKeyword("self", "grappling"))
    assert field.effects == (AddTrait("self", "field", "DS"),)
    assert _limits(result) == {
        "spirit_place:clear",
        "spirit",
        "spirit_blocks:support_option",
        "lost_column:Perfect",
    }


def test_st_746_doubles_on_an_even_hand_and_keeps_slot_3_free():
    result = compile_option(ST_746, "Evolution Phase", _PLACE)
    assert result.status == "compiled"
    (double,) = result.abilities
    assert double.effects == (MultiplyAttack("self", 2),)
    assert double.condition == HandParity("self", even=True)
    assert {"spirit_blocks:support_option", "spirit_blocks:slot3", "lost_column:Ultimate"} <= _limits(result)


def test_st_740_prices_its_doubling_with_two_digimon_cards_once():
    result = compile_option(ST_740, "Evolution Phase", _PLACE)
    assert result.status == "compiled"
    sky, double = result.abilities
    assert sky.effects == (GrantKeyword("self", "sky"),) and not sky.cost
    assert double.effects == (MultiplyAttack("self", 2),)
    assert double.cost == (Cost(2, "hand", "digimon"),) and double.uses == 1


def test_st_739_is_paid_one_card_per_use_of_its_addition():
    # An option's "for every card you discard" is paid once at the flip (O-C1) and stays manual; a
    # Spirit's priced ability is used, and paid, one use at a time (engine.spirits).
    result = compile_option(ST_739, "Evolution Phase", _PLACE)
    assert result.status == "compiled"
    flame, addition = result.abilities
    assert flame.effects == (GrantKeyword("self", "flame"),)
    assert addition.effects == (AddAttack("self", 100),)
    assert addition.cost == (Cost(1),) and addition.uses is None


def test_bo_852_shields_from_point_reductions_and_reads_as_a_level_iv():
    result = compile_option(BO_852, "Evolution Phase", BO_852_PLACE)
    assert result.status == "compiled"
    (shield,) = result.abilities
    assert shield.effects == (
        GrantImmunity("self", DIRECT_POINT_REDUCTION),
        GrantImmunity("self", FURTHER_POINT_REDUCTION),
    )
    assert _limits(result) == {
        "spirit_place:no_digimon",
        "spirit",
        "spirit_blocks:support_digimon",
        "lost_column:IV",
    }


def test_every_compiled_spirit_acts_only_when_the_engine_fires_a_spirits_text(catalog):
    """engine.spirits fires a tied Spirit's free abilities at B-2.3 / B-3 (and E-1) and offers its
    priced ones in battle windows, and options.fire_flip_watchers fires its flip watchers in the battle
    (St-748): a compiled Spirit may have no other trigger."""
    from cards.effects import card_effects
    from cards.models import Card

    spirits = [
        card
        for card in Card.objects.filter(kind="option")
        if "'Spirit Evolution' appearance requirements appear" in card.effect_text
    ]
    assert len(spirits) >= 20
    compiled = []
    for card in spirits:
        # The stored effects: an override, where the card has one, else the tables' reading.
        text = card_effects(card).text
        if text.status != "compiled":
            continue
        compiled.append(card.number)
        fired = {"on_use", "continuous", "battle_start", "self_flips", "opponent_flips"}
        assert {a.trigger for a in text.abilities} <= fired, card.number
        assert "spirit" in _limits(text), card.number
        # A free choice ("you may …" with no price) would be made by the engine: none is compiled.
        free = [a.text.lower() for a in text.abilities if not a.cost and a.uses is None]
        assert not any("you may" in t or "you can" in t for t in free), card.number
    assert {
        "Bo-852",
        "Bo-853",
        "St-680",
        "St-681",
        "St-685",
        "St-739",
        "St-740",
        "St-741",
        "St-743",
        "St-744",
        "St-745",
        "St-746",
        "St-747",
    } <= set(compiled)


def test_st_685_offers_each_column_once_and_triples_against_the_named_spirits():
    # St-685 Spirit of Earth H.
    result = compile_option(
        f"{_APPEAR} During battle, the Digimon that appeared can make its attack B or C regardless of the"
        " opponent's battle type. Also, if your opponent has 'Spirit of Light H' or 'Spirit of Steel H'"
        " in their support box, triple your attack power. (Excluding this card, you cannot place any"
        " other cards in your support box or your slot 3 during appearance. When you win the battle, your"
        " opponent takes the lost points of a Perfect.)",
        "Evolution Phase",
        _PLACE,
    )
    assert result.status == "compiled"
    column_b, column_c, triple = result.abilities
    assert (column_b.effects, column_b.uses) == ((SetAttackColumn("self", "B"),), 1)
    assert (column_c.effects, column_c.uses) == ((SetAttackColumn("self", "C"),), 1)
    assert triple.condition == CardCount(
        ("opponent",), "support_box", "name:Spirit of Light H|Spirit of Steel H"
    )
    assert {"spirit_blocks:support_any", "spirit_blocks:slot3", "lost_column:Perfect"} <= _limits(result)


def test_st_743_pays_its_honor_students_card_onto_the_point_gauge():
    # St-743 Spirit of Ice B.
    result = compile_option(
        f"{_APPEAR} During battle, you can stack one 'We're Honor Students' card from your hand onto your"
        " point gauge and add 300 to your attack power (1 card max). After that, recover 30 of your"
        " points. (During appearance, excluding this card, you cannot place any Option cards in your"
        " support box and slot 3. When you win the battle, your opponent takes the lost points of an"
        " Ultimate).",
        "Evolution Phase",
        _PLACE,
    )
    assert result.status == "compiled"
    (stack,) = result.abilities
    assert stack.cost == (Cost(1, "hand", "name:We're Honor Students", to="point_gauge"),)
    assert stack.effects == (AddAttack("self", 300), ChangePoints("self", 30)) and stack.uses == 1


def test_st_758_gives_each_named_digimon_its_ability_and_200_to_those_digimon():
    # St-758 Those Entrusted with the Orders for Destruction.
    result = compile_option(
        '(O)Your Duskmon gains the ability "grappling", your Mercuremon gains the ability "sky", your'
        ' Ranamon gains the ability "underwater", your Grottemon gains the ability "underground", and your'
        ' Arbormon gains the ability "grappling" (These abilities cannot receive the effects of \'the'
        " opponent loses their special abilities'). (O)Add 200 to the attack power of your Digimon that"
        " gained abilities with the use of this card. (O)This card remains in your slot and continues its"
        " effects until it is discarded by you or until your Digimon reaches the end of its lifespan.",
        "Evolution Phase",
        "(O)When there is a spirit in your support box, ignore that card's effects and place this card in"
        " your slot 2.",
    )
    assert result.status == "compiled"
    *grants, addition = result.abilities
    assert [(g.condition, g.effects) for g in grants][1] == (
        NameIs("self", ("Mercuremon",)),
        (GrantKeyword("self", "sky"),),
    )
    names = ("Duskmon", "Mercuremon", "Ranamon", "Grottemon", "Arbormon")
    assert addition.condition == AnyOf(tuple(NameIs("self", (name,)) for name in names))
    assert {"slot:2", "ignores_spirit", "needs_spirit", "until_lifespan"} <= _limits(result)


def test_bo_586_reads_the_attack_written_on_the_card_as_the_printed_one():
    # Bo-586 The Bone That Calls Death.
    result = compile_option(
        "(O)Send the opponent's Ultimate level Nature Spirits Digimon with a basic A attack of 600 or more"
        " written on its card to the Dark Area. (O)This card can only be used when your Digimon is Level"
        " IV or Perfect level, and belongs to Nightmare Soldiers or Unknown. (O)Send this card to the Dark"
        " Area immediately after use.",
        "Battle Phase",
        "(O)You may only place one of this card in your slots; cannot receive the effects of 'cannot"
        " receive the effects of the opponent's Option cards' or 'No Items Allowed!'.",
    )
    assert result.status == "compiled"
    (send,) = result.abilities
    assert send.effects == (SendDigimonToDarkArea("opponent"),)
    assert BaseAttackWithin("opponent", "A", at_least=600) in send.condition.parts[1].parts


def test_bo_1024_reaches_through_option_immunity_to_armor_and_spirit_evolution_digimon():
    # Bo-1024 Armor Crush.
    result = compile_option(
        "Ignore any effects or abilities that state 'cannot receive the effects of the opponent's Option"
        " cards', and send your opponent's Armor Evolution or Spirit Evolution Digimon to the Dark Area"
        " (excluding Digimon that have already finished battle). Send this card to the Dark Area when it is"
        " discarded by you or when your Digimon reaches the end of its lifespan.",
        "Battle Phase",
        "(O)Cannot receive effects that cause it to be 'invalidated' or 'sent to the Dark Area'.",
    )
    assert result.status == "compiled"
    assert "option_immunity" in result.protections
    (send,) = result.abilities
    assert send.effects == (SendDigimonToDarkArea("opponent"),)
    assert send.condition == EvolutionTextHas("opponent", ("Armor Evolution", "Spirit Evolution"))


def test_bo_798_pays_blizzarmon_past_the_spirit_keeps_its_a_and_leaves_with_it():
    # Bo-798 Plasma Double Tomahawk.
    result = compile_option(
        "(O)When your Digimon is Blitzmon, you can ignore the effects of your Spirit and send one Blizzarmon"
        " card from your hand to your support box, and add 900 to your attack power (your attacks A, B, and"
        " C cannot go to zero due to the effects of attacks C, B, or A). (O)This card can only be used when"
        " your Digimon is Hybrid level. (O)At the end of the turn during which this card was used, send this"
        " card together with the Blizzarmon card in your support box to the Dark Area.",
        "Battle Phase",
        "(O)You may only place one of this card in your slots./(O)Ignore the effects of your Spirit and place"
        " this card in your Option slot.",
    )
    assert result.status == "compiled"
    (tomahawk,) = result.abilities
    assert tomahawk.cost == (Cost(1, "hand", "name:Blizzarmon", to="support_box"),)
    # RULES 1.5: only the opponent's C attack zeroes an A attack.
    assert tomahawk.effects == (AddAttack("self", 900), GrantImmunity("self", ZERO_BY_ATTACK + "A"))
    assert {"ignores_spirit", "end_of_turn", "leaves_with:Blizzarmon"} <= _limits(result)


def test_bo_120t_sends_the_wolfmon_that_used_it_at_the_end_of_the_turn():
    # Bo-120t Shining Burn Slash.
    result = compile_option(
        "(O)When your Digimon is Wolfmon, ignore the effects of your Spirit and send an Agnimon card from"
        " your hand to your support box, and add 600 to your attack power (At the end of the turn, the"
        " Digimon that used this card is sent to the Dark Area regardless of whether it won or lost)."
        " (O)This card can only be used when your Digimon is Hybrid level. (O)At the end of the turn during"
        " which this card was used, send it to the Dark Area together with the Agnimon card in your support"
        " box.",
        "Battle Phase",
        "(O)Ignore the effects of your Spirit and place this card in slot 3.",
    )
    assert result.status == "compiled"
    (slash,) = result.abilities
    assert slash.effects == (AddAttack("self", 600), LeaveAtEndOfTurn())
    assert slash.condition == NameIs("self", ("Wolfmon",))
    assert {"slot:3", "ignores_spirit", "end_of_turn", "leaves_with:Agnimon"} <= _limits(result)


def test_st_938_forbids_the_opponents_supports_while_a_royal_knight_has_the_ability():
    # St-938 Noble Arena.
    result = override_text("St-938")
    assert result.status == "compiled"
    (arena,) = result.abilities
    assert arena.effects == (ForbidSupports("opponent"),)
    assert arena.condition == InGroup("self", "Royal Knights")
    assert {"lost_with_specials", "until_field_replaced", "cannot_be_discarded"} <= _limits(result)


def test_bo_797_counts_the_opponents_cards_it_sends():
    # Bo-797 Nega Cave.
    result = override_text("Bo-797")
    assert result.status == "compiled"
    (cave,) = result.abilities
    assert cave.effects == (DiscardSlotsForAttack("opponent", 300),)
    assert cave.cost == (Cost(1, "hand", "name:Gigasmon", to="support_box"),)
    assert {"ignores_spirit", "leaves_with:Gigasmon"} <= _limits(result)


def test_st_752_multiplies_by_10_and_stacks_the_digimon_that_used_it():
    # St-752 Crossfire.
    result = override_text("St-752")
    assert result.status == "compiled"
    (crossfire,) = result.abilities
    assert crossfire.effects == (MultiplyAttack("self", 10), StackUserAtEndOfTurn())
    assert crossfire.cost == (Cost(1, "hand", "name:Shutumon", to="support_box"),)
    assert {"slot:3", "ignores_spirit", "leaves_with:Shutumon"} <= _limits(result)


def test_st_677_counts_low_a_digimon_discards_and_pays_for_the_digimental_of_light():
    # St-677 Spirit of Light H.
    result = compile_option(
        f"{_APPEAR} During battle, add 200 to the attack power of the Digimon that appeared for every Digimon"
        " card with a basic A attack power of 450 and below that you discard from your hand. (Excluding this"
        " card, you cannot place any other cards in your support box or your slots 2 and 3 during"
        " appearance. When you win the battle, your opponent takes the lost points of an Ultimate.) (O)This"
        " card can be used to fuse together to form a Digimon with 'Digimental of Light' in its fusion"
        " requirements (after fusion, this card is sent to the Dark Area).",
        "Evolution Phase",
        _PLACE,
    )
    assert result.status == "compiled"
    addition, digimental = result.abilities
    assert addition.cost == (Cost(1, "hand", "digimon;attack_max:A=450"),)
    assert addition.effects == (AddAttack("self", 200),) and addition.uses is None
    assert digimental.effects == (EvolveInto("self", ("Digimental of Light",)),)


def test_st_744_makes_the_opponent_pay_for_removing_an_active_field():
    # St-744 Spirit of Thunder B.
    result = override_text("St-744")
    assert result.status == "compiled"
    (penalty,) = result.abilities
    assert penalty.effects == (PenalizeFieldRemoval("opponent", 20),)
    assert {"spirit", "spirit_blocks:slot3", "lost_column:Ultimate"} <= _limits(result)


def test_bo_853_offers_three_field_icons_as_one_choice_of_the_evolution_phase():
    # Bo-853 Spirit of Darkness K.
    result = compile_option(
        "(O)Make a Digimon that has fulfilled its 'Spirit Evolution' appearance requirements appear in your"
        " Digimon box. During the evolution phase of every turn, you can choose one of the 'Deep Savers',"
        " 'Wind Guardians', or 'Virus Busters' field icons to add to the Digimon that appeared. The field"
        " icons that you added are lost at the end of the turn (Excluding this card, you cannot place any"
        " other Digimon cards in your support box during appearance. When you win the battle, your opponent"
        " takes the lost points of a Perfect).",
        "Evolution Phase",
        BO_852_PLACE,
    )
    assert result.status == "compiled"
    assert [a.effects for a in result.abilities] == [
        (AddTrait("self", "field", code),) for code in ("DS", "WG", "VB")
    ]
    assert all(a.condition == PhaseIs(("evolution",)) and a.uses == 1 for a in result.abilities)
    assert {"one_choice", "end_of_turn", "spirit_place:no_digimon", "lost_column:Perfect"} <= _limits(result)


def test_st_759_adds_the_a_attack_of_the_beast_it_pays_when_the_digimon_has_a_beast_spirit():
    # St-759 Beast Call!!.
    result = compile_option(
        "(O)When your Digimon has 'Spirit B' in its appearance requirements, ignore the effects of your"
        " Spirit and send one Digimon card with the word 'Beast/Animal' in its type to your support box."
        " After that, add that Digimon's basic A attack power to your attack power (1 card max). (O)At the"
        " end of the turn during which this card was used, send it to the Dark Area.",
        "Battle Phase",
        "(O)You may only place one of this card in your slots; cannot receive the effects of being"
        " 'invalidated' or 'sent to the Dark Area'.",
    )
    assert result.status == "compiled"
    (call,) = result.abilities
    assert call.cost == (Cost(1, "hand", "species:Beast|Animal;digimon", to="support_box"),)
    assert call.effects == (AddPaidAttack("A"),)
    assert isinstance(call.condition, EvolutionTextHas) and "Spirit of Water B" in call.condition.words
    assert {"ignores_spirit", "end_of_turn"} <= _limits(result)
