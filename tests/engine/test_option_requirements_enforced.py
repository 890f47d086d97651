"""Use requirements compiled from real Option cards are enforced by the engine (RULES 7.3).

O-N1: a level limit stops the card being turned face-up at all. O-N2: any other situation lets the
card be turned face-up, but its effect applies only while the situation holds.
"""

from gameplay.compiler.patterns.option_lines import parse_requirement
from gameplay.engine import apply
from gameplay.engine.actions import Pass, Prepare, Proceed, Use
from gameplay.engine.attack import attack_value
from gameplay.engine.effect_context import OPTION, EngineContext
from gameplay.engine.effects.add_attack import AddAttack
from gameplay.engine.options import option_actions, resolve_option

from .helpers import (
    BOOSTER_CHIP,
    CINDERHOUND,
    LEAF,
    PEBBLE,
    REEFCRAB,
    SHELLKIT,
    ability,
    compiled_record,
    digimon,
    option,
    record,
    set_in_slot,
)
from .test_battle import battle_start
from .test_evolution import ITEM_CHEER, start, to_evolution

# Invented Digimon (type A) that attack a type B opponent with their B column.
GLUTTON = digimon("EXAMPLE-81", "Glutton", "Perfect", "A", (500, 450, 300), (40, 30, 20, 10))
NIBBLER = digimon("EXAMPLE-82", "Nibbler", "IV", "A", (450, 400, 300), (30, 20, 10, 10))
PALADIN = digimon(
    "EXAMPLE-83",
    "Paladin",
    "Ultimate",
    "A",
    (600, 550, 400),
    (60, 50, 40, 30),
    species="Holy Knight",
    frame="Blue",
)
WARLORD = digimon(
    "EXAMPLE-84",
    "Warlord",
    "Ultimate",
    "A",
    (600, 550, 400),
    (60, 50, 40, 30),
    species="Demon Lord",
    frame="Blue",
)
# Invented type B opponents of each level.
BLAZER = digimon(
    "EXAMPLE-85", "Blazer", "Hybrid", "B", (500, 480, 400), (40, 30, 20, 10), lost_column_as="Ultimate"
)
TITAN = digimon("EXAMPLE-86", "Titan", "Ultimate", "B", (650, 600, 400), (60, 50, 40, 30))
BRUTE = digimon("EXAMPLE-87", "Brute", "Perfect", "B", (550, 500, 400), (40, 30, 20, 10))

# The default battle of test_battle: Cinderhound (type A) attacks Shellkit (type B) with its B column.
CINDERHOUND_B = 420


def _used(card, top, **extra):
    """The battle of `top` (player 0) once it has used `card` from slot 1."""
    state = battle_start((card, BOOSTER_CHIP), slots_a=(1, 2), top_a=top, **extra)
    assert state.actor == 0 and Use(1) in option_actions(state, 0, "battle")
    apply(state, Use(1))
    return state


def test_o_n2_rainbow_flute_adds_300_to_a_dramon_of_aquatic_type(catalog):
    # St-583: "(O)Add 300 to your Digimon's attack power. (O)This card can only be used by Digimon with
    # 'dramon' in their name, and have the word 'aquatic' in their type."
    flute, seadramon = record("St-583"), record("Bo-230")
    assert flute.text.status == "compiled"
    state = battle_start((flute, BOOSTER_CHIP), slots_a=(1, 2), top_a=seadramon)
    before = attack_value(state, 0)
    apply(state, Use(1))
    assert attack_value(state, 0) == before + 300


def test_o_n2_rainbow_flute_does_nothing_for_a_digimon_without_dramon_in_its_name(catalog):
    # The invented Cinderhound has neither 'dramon' in its name nor an Aquatic type.
    state = _used(record("St-583"), None)
    assert attack_value(state, 0) == CINDERHOUND_B


def _hungry(state):
    state.players[0].keywords.append("hungry")


def _doubling(number, top, foe, *, hungry):
    """Player 0's attack before and after `top` uses the card `number` against `foe`."""
    card = record(number)
    assert card.text.status == "compiled"
    # A Leaf in hand pays a discard cost (Bo-29L).
    state = battle_start((card, BOOSTER_CHIP, LEAF), slots_a=(1, 2), hand_a=(3,), top_a=top, top_b=foe)
    if hungry:
        _hungry(state)
    before = attack_value(state, 0)
    assert state.actor == 0 and Use(1) in option_actions(state, 0, "battle")
    apply(state, Use(1))
    return before, attack_value(state, 0)


def test_o_n2_bananapple_doubles_a_hungry_digimon_even_against_a_hybrid(catalog):
    # Bo-29L: "(O)When facing a Level IV, Perfect level, or Ultimate level Digimon, double your attack
    # power (if your Digimon has the ability "hungry", you can use this card even when facing a Hybrid
    # level Digimon)."
    before, after = _doubling("Bo-29L", GLUTTON, BLAZER, hungry=True)
    assert after == 2 * before


def test_o_n2_bananapple_does_nothing_against_a_hybrid_without_hungry(catalog):
    before, after = _doubling("Bo-29L", GLUTTON, BLAZER, hungry=False)
    assert after == before


def test_o_n2_bananapple_doubles_against_an_ultimate_without_hungry(catalog):
    before, after = _doubling("Bo-29L", GLUTTON, TITAN, hungry=False)
    assert after == 2 * before


def test_o_n1_bananapple_cannot_be_turned_face_up_by_a_level_iv(catalog):
    # "(O)This card can only be used when your Digimon is Perfect or Hybrid level."
    state = battle_start((record("Bo-29L"), BOOSTER_CHIP), slots_a=(1, 2), top_a=NIBBLER, top_b=TITAN)
    assert Use(1) not in option_actions(state, 0, "battle")


def test_o_n2_french_fried_potato_doubles_a_hungry_level_iv_against_a_perfect(catalog):
    # Bo-5L: "(O)When facing a Level III or Level IV Digimon, double your Digimon's attack power (if
    # your Digimon has the ability "hungry", this card can be used even against Perfect levels)."
    before, after = _doubling("Bo-5L", NIBBLER, BRUTE, hungry=True)
    assert after == 2 * before
    before, after = _doubling("Bo-5L", NIBBLER, BRUTE, hungry=False)
    assert after == before


def test_o_n2_the_proud_knights_battle_lets_a_holy_knight_double_against_an_ultimate(catalog):
    # Bo-1056: "When facing a Level IV or Perfect level Digimon, double your attack power. If your
    # Digimon is a Holy Knight type, you can use this card even against Ultimate level Digimon."
    before, after = _doubling("Bo-1056", PALADIN, TITAN, hungry=False)
    assert after == 2 * before
    before, after = _doubling("Bo-1056", WARLORD, TITAN, hungry=False)
    assert after == before
    before, after = _doubling("Bo-1056", WARLORD, BRUTE, hungry=False)
    assert after == 2 * before


def test_o_n1_the_proud_knights_battle_needs_an_ultimate(catalog):
    # "You can use this card when your Digimon is a blue frame Ultimate level."
    state = battle_start((record("Bo-1056"), BOOSTER_CHIP), slots_a=(1, 2), top_a=GLUTTON, top_b=BRUTE)
    assert Use(1) not in option_actions(state, 0, "battle")


def test_o_n2_victory_yell_adds_200_to_a_hybrid_whose_card_number_ends_in_t(catalog):
    # Bo-142t: "You can use this card when your card number has a "t" at the end. Add 200 to the attack
    # power of your Hybrid level Digimon." Bo-91t Agnimon (Hybrid, type C) attacks Shellkit with B.
    yell, agnimon = record("Bo-142t"), record("Bo-91t")
    assert yell.text.status == "compiled"
    state = _used(yell, agnimon)
    assert attack_value(state, 0) == agnimon.attack("B") + 200


def test_o_n2_victory_yell_does_nothing_for_a_hybrid_numbered_without_t(catalog):
    plain_hybrid = digimon("EXAMPLE-88", "Numbered", "Hybrid", "C", (740, 470, 240), (40, 30, 20, 20))
    state = _used(record("Bo-142t"), plain_hybrid)
    assert attack_value(state, 0) == 470


def _won_with(card, top, foe):
    """The opponent's points once `top` used `card` and won the battle against `foe`."""
    state = battle_start((card,), slots_a=(1,), top_a=top, top_b=foe)
    assert state.actor == 0 and Use(1) in option_actions(state, 0, "battle")
    apply(state, Use(1))
    # Nothing is left to use: the battle ended and points were calculated (P-3).
    assert state.phase != "battle"
    return state.players[1].points


def test_o_n2_hidden_power_of_digimentals_adds_20_for_an_armor_evolved_digimon(catalog):
    # Vj-6: "(O)When you win the battle on the turn during which you played this card, add 20 to the
    # opponent's lost points. (O)This card can only be used when your Digimon has 'Armor Evolution' in
    # its fusion requirements, and the opponent is a Level III or Level IV Digimon."
    # Bo-296 Kongoumon: "Armor Evolution Wormmon + Digimental of Miracles"; it reads Shellkit's IV
    # column, 10 lost points.
    hidden_power, kongoumon = record("Vj-6"), record("Bo-296")
    assert hidden_power.text.status == "compiled"
    assert _won_with(hidden_power, kongoumon, SHELLKIT) == 100 - (10 + 20)


def test_o_n2_hidden_power_of_digimentals_adds_nothing_without_armor_evolution(catalog):
    # Cinderhound's requirements are two marks; Shellkit loses its IV column only.
    assert _won_with(record("Vj-6"), CINDERHOUND, SHELLKIT) == 100 - 10


def _item_answered(aki_cards, bea_cards, user):
    """Aki and Bea set their cards in slot 1; `user` turns the Item Cheer face-up in its own
    Evolution step. Whether the other player is offered the answer, and the hand of `user` after."""
    state = start(aki_cards, (), bea_cards, ())
    set_in_slot(state, 0, 1)
    set_in_slot(state, 1, 1)
    to_evolution(state)
    assert state.phase == "evolution" and state.actor == user
    hand = len(state.players[user].hand)
    apply(state, Use(1))
    offered = state.step == "interrupt" and state.actor == 1 - user
    if offered:
        apply(state, Use(1))
    return offered, len(state.players[user].hand) - hand


def test_e4_no_items_allowed_answers_the_first_players_item_when_its_owner_is_second(catalog):
    # Bo-351: "(O)Invalidate one of the opponent's Item Option cards before it takes effect, and send it
    # to the Dark Area. This card may be used during evolution phase, regardless of whether you are
    # first or second to attack."
    no_items = record("Bo-351")
    assert no_items.text.status == "compiled" and no_items.interrupt
    offered, drawn = _item_answered((ITEM_CHEER,), (no_items,), user=0)
    # Item Cheer was negated before it drew its card (B-6).
    assert offered and drawn == 0


def test_e3_no_items_allowed_answers_the_second_players_item_when_its_owner_is_first(catalog):
    offered, drawn = _item_answered((record("Bo-351"),), (ITEM_CHEER,), user=1)
    assert offered and drawn == 0


PROGRAM_BOOST = option(
    "EXAMPLE-89",
    "Program Boost",
    option_type="Program",
    limit="turn",
    abilities=(ability(AddAttack("self", 100)),),
)


def test_b6_invalidation_plug_in_p_is_never_offered_as_an_answer_but_removes_a_program_in_its_window(
    catalog,
):
    # Bo-539: "(O)Send one currently active Program Option card in your opponent's slots to the Dark
    # Area. (O)You may only use this card during your turn; this card cannot invalidate the opponent's
    # Option cards before they take effect."
    plug_in = record("Bo-539")
    assert plug_in.text.status == "compiled" and not plug_in.interrupt
    state = battle_start((plug_in, BOOSTER_CHIP), slots_a=(1, 2), cards_b=(PROGRAM_BOOST,), slots_b=(1,))
    # SP (Bea) has the first window: her Program resolves with no answer from Aki.
    assert state.actor == 1
    apply(state, Use(1))
    bea = state.players[1]
    assert state.step == "battle" and bea.active[0]
    assert attack_value(state, 1) == 330 + 100
    # Bea has nothing left, so Aki's window comes: there the plug-in sends the active Program to the
    # Dark Area (O-L2: its +100 ends with it).
    assert state.actor == 0
    apply(state, Use(1))
    assert 1 in bea.dark_area and attack_value(state, 1) == 330


BLAZING = digimon("EXAMPLE-90", "Blazing", "IV", "A", (480, 420, 310), (30, 20, 10, 10), frame="Red")


def test_p3_sx_79_lets_stop_fighting_makes_a_draw_that_costs_neither_player_any_points(catalog):
    # Sx-79: "You can use this card when your Digimon is red frame. The battle ends in a draw. Instead
    # of both parties losing 10 points, both parties do not lose any points instead."
    stop = record("Sx-79")
    assert stop.text.status == "compiled"
    state = _used(stop, BLAZING)
    while state.phase == "battle":
        apply(state, Pass())
    # A won battle would have cost Shellkit its lost points; the draw cost nobody anything.
    assert [me.points for me in state.players] == [100, 100]


def test_o_n2_sx_79_makes_no_draw_for_a_digimon_that_is_not_red_frame(catalog):
    state = _used(record("Sx-79"), None)
    while state.phase == "battle":
        apply(state, Pass())
    # Cinderhound wins on its 420 and Shellkit loses its IV column (P-3).
    assert [me.points for me in state.players] == [100, 90]


def _behind(state):
    state.players[0].points = 50


def test_p3_bo_144t_lets_stop_fighting_costs_you_10_and_the_opponent_20(catalog):
    # Bo-144t: "Send 2 Digimon cards from your hand to the Dark Area. You can use this card when your
    # points are lower than the opponent's. The battle ends in a draw. Instead of both players losing 10
    # points, you lose 10 points while the opponent loses 20 points."
    stop = record("Bo-144t")
    assert stop.text.status == "compiled"
    state = battle_start((stop, PEBBLE, PEBBLE), slots_a=(1,), hand_a=(2, 3), pre=_behind)
    assert state.actor == 0
    apply(state, Use(1))
    while state.phase == "battle":
        apply(state, Pass())
    assert [me.points for me in state.players] == [50 - 10, 100 - 20]
    # The two Digimon cards paid for it (O-C1).
    assert {2, 3} <= set(state.players[0].dark_area)


def test_b5_is_it_true_you_cant_fly_reduces_a_sky_opponent_by_20_and_the_battle_resumes(catalog):
    # Bo-108: "(O)If the opponent's Digimon has the ability "sky", immediately reduce their points by 20.
    # After that, if they still have points left, resume the battle."
    cant_fly = record("Bo-108")
    assert cant_fly.text.status == "compiled"
    state = battle_start((cant_fly, BOOSTER_CHIP), slots_a=(1, 2), cards_b=(BOOSTER_CHIP,), slots_b=(1,))
    state.players[1].keywords.append("sky")
    # SP (Bea) passes her first window; Aki uses the card in his.
    apply(state, Pass())
    apply(state, Use(1))
    assert state.players[1].points == 80
    # The battle goes on: Bea still gets her window and may use her card there (B-4).
    apply(state, Pass())
    assert state.phase == "battle" and state.actor == 1
    assert Use(1) in option_actions(state, 1, "battle")


def test_o_n1_is_it_true_you_cant_fly_cannot_be_used_by_a_level_iii(catalog):
    # "(O)This card cannot be used when your Digimon is Level III."
    state = battle_start((record("Bo-108"), BOOSTER_CHIP), slots_a=(1, 2), top_a=PEBBLE)
    assert Use(1) not in option_actions(state, 0, "battle")


def _holds_for(requirement, top):
    """Whether the O-N2 part of the requirement sentence holds for player 0 battling with `top`."""
    _, situation = parse_requirement(requirement)
    state = battle_start((BOOSTER_CHIP,), slots_a=(1,), top_a=top)
    return situation.holds(EngineContext(state, 0, 0, OPTION, "source"))


KING_DEVICE_USE = (
    "This card can only be used when your Digimon is Ultimate level with a basic A attack power of 560 and"
    " below."
)


def test_o_n2_a_basic_a_attack_requirement_reads_the_attack_printed_on_the_battling_card(catalog):
    # Bo-642 King Device (and Bo-693, Bo-697, Da-5): the printed A attack, before any B-8 change.
    low = digimon("EXAMPLE-91", "Lowblade", "Ultimate", "A", (560, 500, 400), (60, 50, 40, 30))
    high = digimon("EXAMPLE-92", "Highblade", "Ultimate", "A", (570, 500, 400), (60, 50, 40, 30))
    assert _holds_for(KING_DEVICE_USE, low)
    assert not _holds_for(KING_DEVICE_USE, high)


def test_o_n2_an_ability_that_is_needed_to_use_the_card_is_a_keyword_of_your_digimon(catalog):
    # St-110: "(O)In order to use this card, the ability "underwater" is needed."
    needed = 'In order to use this card, the ability "underwater" is needed.'
    state = battle_start((BOOSTER_CHIP,), slots_a=(1,))
    _, situation = parse_requirement(needed)
    ctx = EngineContext(state, 0, 0, OPTION, "source")
    assert not situation.holds(ctx)
    state.players[0].keywords.append("underwater")
    assert situation.holds(ctx)


def _advent(top):
    """Aki uses Vj-10 with Holy Angemon (Bo-142) and a Level IV card in hand; his battling card after."""
    advent, holy_angemon = record("Vj-10"), record("Bo-142")
    assert advent.text.status == "compiled"
    state = battle_start((advent, holy_angemon, CINDERHOUND), slots_a=(1,), hand_a=(2, 3), top_a=top)
    assert state.actor == 0 and Use(1) in option_actions(state, 0, "battle")
    apply(state, Use(1))
    aki = state.players[0]
    # The Level IV card paid for it either way (O-C1).
    assert 3 in aki.dark_area
    return aki.top_card()


def test_e6_7_the_advent_of_a_shining_guardian_evolves_angemon_into_holy_angemon_from_the_hand(catalog):
    # Vj-10: "(O)Only when your Digimon is either Ankylomon or Angemon, you may send one Level IV Digimon
    # card from your hand to the Dark Area, and evolve your Digimon into either the Shakkoumon or Holy
    # Angemon card in your hand."
    assert _advent(record("St-14")).name == "Holy Angemon"


def test_o_n2_the_advent_of_a_shining_guardian_evolves_no_other_digimon(catalog):
    assert _advent(CINDERHOUND).name == "Cinderhound"


SEER = digimon(
    "EXAMPLE-93",
    "Seer",
    "Perfect",
    "A",
    (500, 450, 300),
    (40, 30, 20, 10),
    species="Archangel",
    fields=frozenset({"VB"}),
)
FALLEN_SEER = digimon(
    "EXAMPLE-94",
    "Fallen Seer",
    "Perfect",
    "A",
    (500, 450, 300),
    (40, 30, 20, 10),
    species="Fallen Angel",
    fields=frozenset({"VB"}),
)
VIRUS_PUP = digimon(
    "EXAMPLE-95", "Virus Pup", "III", "B", (300, 300, 200), (20, 10, 10, 10), attributes=frozenset({"Virus"})
)


def _excalibur(top):
    """Shellkit's attack once `top` used St-486 against Bea holding two Virus Digimon cards."""
    excalibur = record("St-486")
    assert excalibur.text.status == "compiled"
    state = battle_start(
        (excalibur, BOOSTER_CHIP), slots_a=(1, 2), top_a=top, cards_b=(VIRUS_PUP, VIRUS_PUP), hand_b=(1, 2)
    )
    assert state.actor == 0
    apply(state, Use(1))
    return attack_value(state, 1)


def test_o_n2_excalibur_reduces_the_opponent_by_80_per_virus_digimon_in_their_hand(catalog):
    # St-486: "(O)Check the contents of the opponent's hand, and for every Virus attribute Digimon in
    # their hand, reduce their attack power by 80. (O)This card can only be used by Digimon that have the
    # word 'angel' in their type (including Cherub, Dominion, Ophan, Power, Seraph, Virtue; excluding
    # Fallen Angel type), and that belong to Virus Busters." Shellkit attacks type A with 330.
    assert _excalibur(SEER) == 330 - 2 * 80


def test_o_n2_excalibur_does_nothing_for_a_fallen_angel(catalog):
    assert _excalibur(FALLEN_SEER) == 330


def _volcano_armor(top, *, grappling):
    """Player 0's attack before and after `top` uses St-928 against Reefcrab (type C)."""
    armor = record("St-928")
    assert armor.text.status == "compiled"
    state = battle_start((armor, BOOSTER_CHIP), slots_a=(1, 2), top_a=top, top_b=REEFCRAB)
    if grappling:
        state.players[0].keywords.append("grappling")
    before = attack_value(state, 0)
    assert state.actor == 0 and Use(1) in option_actions(state, 0, "battle")
    apply(state, Use(1))
    return before, attack_value(state, 0)


def test_o_n2_volcano_armor_adds_400_to_the_c_attack_of_a_grappling_perfect(catalog):
    # St-928: "(O)Add 400 to the C attack power of your Digimon with the ability "grappling". (O)This card
    # can only be used when your Digimon's name contains 'Volca', or is a Perfect or Ultimate level
    # Digimon." Against a type C opponent the Digimon attacks with C (B-8 step 1).
    before, after = _volcano_armor(GLUTTON, grappling=True)
    assert after == before + 400
    before, after = _volcano_armor(GLUTTON, grappling=False)
    assert after == before


def test_o_n2_volcano_armor_needs_volca_in_the_name_of_a_level_iv(catalog):
    volcamon = digimon("EXAMPLE-96", "Volcamon", "IV", "A", (450, 400, 350), (30, 20, 10, 10))
    before, after = _volcano_armor(volcamon, grappling=True)
    assert after == before + 400
    before, after = _volcano_armor(NIBBLER, grappling=True)
    assert after == before


WILD_BEAST = digimon(
    "EXAMPLE-97", "Wild Beast", "IV", "A", (480, 420, 310), (30, 20, 10, 10), frame="Red", species="Beast"
)
RED_DRAGON = digimon(
    "EXAMPLE-98", "Red Dragon", "IV", "A", (480, 420, 310), (30, 20, 10, 10), frame="Red", species="Dragon"
)


def _aqua_orb_battle(top):
    """Aki holds Sx-75 Aqua Orb in slot 1 and Bx-76 in slot 2, battling with `top`."""
    aqua_orb, protection = record("Sx-75"), record("Bx-76")
    assert protection.text.status == "compiled"
    state = battle_start((aqua_orb, protection), slots_a=(1, 2), top_a=top)
    assert state.actor == 0
    return state


def test_o_n1_divine_protection_of_the_aqua_orb_waits_for_an_aqua_orb_turned_face_up(catalog):
    # Bx-76: "You can use this card when an Aqua Orb card turns face-up in your slot."
    state = _aqua_orb_battle(WILD_BEAST)
    assert Use(2) not in option_actions(state, 0, "battle")
    apply(state, Use(1))
    assert Use(2) in option_actions(state, 0, "battle")


def test_o_n2_divine_protection_of_the_aqua_orb_blanks_the_opponents_abilities_for_a_beast(catalog):
    # "Your Digimon with the words 'beast/animal' or 'ancient' in its type gains the ability 'the
    # opponent loses its special abilities'." (B-11.5)
    state = _aqua_orb_battle(WILD_BEAST)
    apply(state, Use(1))
    apply(state, Use(2))
    assert state.players[1].specials_negated


def test_o_n2_divine_protection_of_the_aqua_orb_does_nothing_for_a_dragon(catalog):
    state = _aqua_orb_battle(RED_DRAGON)
    apply(state, Use(1))
    apply(state, Use(2))
    assert not state.players[1].specials_negated


def _ambush(top, *, bea_face_down=False):
    """Bea's points after Aki, battling with `top` (type A, so its B column against Shellkit), tries St-608;
    None when he may not turn it face-up."""
    ambush = record("St-608")
    assert ambush.text.status == "compiled"
    state = battle_start(
        (ambush, BOOSTER_CHIP),
        slots_a=(1, 2),
        top_a=top,
        cards_b=(BOOSTER_CHIP,) if bea_face_down else (),
        slots_b=(1,) if bea_face_down else (),
    )
    if state.actor == 1:
        apply(state, Pass())
    if Use(1) not in option_actions(state, 0, "battle"):
        return None
    apply(state, Use(1))
    return state.players[1].points


def _ultimate(b_attack):
    # Lost points 60, 50, 40, 30: the Level IV column is 50.
    return digimon("EXAMPLE-99", "Stalker", "Ultimate", "A", (600, b_attack, 400), (60, 50, 40, 30))


def test_o_n2_ambush_reduces_the_opponent_by_your_level_iv_lost_points(catalog):
    # St-608: "(O)Directly reduce the opponent's points by the Level IV amount stated in your lost points
    # field. (O)This card can only be used when your Digimon is Ultimate level and has an attack power of
    # 500 and below at the point when this card turned face-up, and when your opponent has zero face-down
    # cards in their slots."
    assert _ambush(_ultimate(500)) == 100 - 50


def test_o_n1_ambush_cannot_be_turned_face_up_above_500(catalog):
    assert _ambush(_ultimate(510)) is None


def test_o_n2_ambush_does_nothing_while_the_opponent_keeps_a_face_down_card(catalog):
    # Bea passes her window with her Booster Chip still face-down.
    assert _ambush(_ultimate(480), bea_face_down=True) == 100


VIRUS_HOUND = digimon(
    "EXAMPLE-A0", "Virus Hound", "IV", "A", (480, 420, 310), (30, 20, 10, 10), attributes=frozenset({"Virus"})
)


def _time_shock_proof_halving(top):
    """Bea's attack after she adds 100 with a Booster Chip and Aki, battling with `top`, uses Vj-11."""
    halving = record("Vj-11")
    assert halving.text.status == "compiled" and "card:The Time Shock!!" in halving.text.protections
    state = battle_start(
        (halving, BOOSTER_CHIP), slots_a=(1, 2), top_a=top, cards_b=(BOOSTER_CHIP,), slots_b=(1,)
    )
    apply(state, Use(1))
    assert attack_value(state, 1) == 330 + 100
    assert state.actor == 0
    apply(state, Use(1))
    return attack_value(state, 1)


def test_o_n2_vj_11_halves_the_opponents_attack_after_its_changes_for_a_virus(catalog):
    # Vj-11: "(O)Halve the opponent's attack power. If the opponent's attack power has been affected by
    # Option cards or special abilities, halve the attack power after taking them into account. (O)This
    # card can only be used when your Digimon is Virus attribute, …" (B-8 step 7).
    assert _time_shock_proof_halving(VIRUS_HOUND) == (330 + 100) // 2


def test_o_n2_vj_11_halves_nothing_for_a_digimon_that_is_not_virus(catalog):
    assert _time_shock_proof_halving(CINDERHOUND) == 330 + 100


ASHEN = digimon("EXAMPLE-A1", "Ashen", "IV", "A", (300, 300, 300), (30, 20, 10, 10), frame="Red")
# Type B winners: Ashen attacks them with B (300), they attack Ashen's type A with their A.
TUSKER = digimon("EXAMPLE-A2", "Tusker", "IV", "B", (500, 450, 300), (30, 20, 10, 10))


def _turned_face_up_in_the_evolution_step(choice):
    def turned(state):
        # Bx-34 is an Evolution Phase Field (O-F1): once face-up its effect is in force in the battle.
        # "You may reduce …" is the choice its user made then (O-3: `use slot 1 choose yes`).
        aki = state.players[0]
        aki.face_up[0] = aki.active[0] = True
        aki.used_turn[0] = state.turn
        aki.choices[0] = choice
        resolve_option(state, 0, 0)

    return turned


def _lost_with_new_digital_world(foe, *, field=True, choice="yes"):
    """Aki's points after Ashen loses the battle of turn 1 to `foe`, with Bx-34 active or not."""
    ndw = record("Bx-34")
    assert ndw.text.status == "compiled"
    assert ndw.choices == ("yes", "no")
    state = battle_start(
        (ndw,),
        slots_a=(1,) if field else (),
        top_a=ASHEN,
        top_b=foe,
        pre=_turned_face_up_in_the_evolution_step(choice) if field else None,
    )
    # Nobody has anything to use in the battle: it ended, and the points were calculated (P-3).
    assert state.turn == 2 and state.last_battle[0] == 300
    return state.players[0].points


def test_p3_new_digital_world_cuts_your_lost_points_by_10(catalog):
    # Bx-34: "You can use this card when your Digimon is red frame and Level IV, Perfect, or Ultimate
    # level. You may reduce your lost points by 10 (however, it cannot become zero)." Tusker (IV) wins:
    # Ashen's IV column is 20.
    assert _lost_with_new_digital_world(TUSKER, field=False) == 100 - 20
    assert _lost_with_new_digital_world(TUSKER) == 100 - 10


def test_o3_new_digital_world_used_without_its_cut_leaves_the_lost_points(catalog):
    # "You may": its user declines the cut (`choose no`); the card is in use all the same.
    assert _lost_with_new_digital_world(TUSKER, choice="no") == 100 - 20


def test_p3_new_digital_world_never_cuts_the_lost_points_to_zero(catalog):
    # Brute (Perfect) wins: Ashen's Perfect column is 10, and a cut would leave none.
    assert _lost_with_new_digital_world(BRUTE) == 100 - 10


def _prepared_against(number, prepared):
    """Bea (FP) prepares `prepared` in T-P4; Aki (SP) then uses the card `number` (None: nothing) in his
    T-P5. Bea's Power Box marks after, and her battling card once her evolution step is over."""
    card = record(number) if number else LEAF
    assert card.text.status == "compiled"
    state = start((prepared,), (1,), (card,), ())
    set_in_slot(state, 1, 1)
    apply(state, Pass())
    apply(state, Prepare(1, 0))
    apply(state, Pass())
    apply(state, Pass())
    assert state.actor == 1
    if number:
        apply(state, Use(1))
    marks = sorted(tag for _, _, tag in state.players[0].power)
    while state.phase == "preparation":
        apply(state, Pass())
    if state.phase == "evolution" and state.actor == 0:
        apply(state, Proceed())
    return marks, state.players[0].top_card().name


def test_ec1_the_prepared_evolutions_go_ahead_when_nobody_turns_a_mark(catalog):
    assert _prepared_against(None, REEFCRAB) == (["up", "up"], "Reefcrab")
    assert _prepared_against(None, CINDERHOUND) == (["side", "up"], "Cinderhound")


def test_ec1_bad_friends_lays_one_of_the_opponents_upright_marks_sideways_and_spoils_the_evolution(catalog):
    # Bo-106: "(O)You can change the placement of one of the cards in your opponent's evolution
    # requirements box from 'Regular Growth' to 'Irregular Growth'." Reefcrab needs ● ● (EC-1).
    marks, top = _prepared_against("Bo-106", REEFCRAB)
    assert marks == ["side", "up"]
    assert top == "Emberpup"


def test_ec1_were_honor_students_stands_one_of_the_opponents_sideways_marks_upright(catalog):
    # Bo-160: "(O)Change the placement of one of the cards in the opponent's evolution requirements box
    # from 'Irregular Growth' to 'Regular Growth'." Cinderhound needs ● × (EC-1).
    marks, top = _prepared_against("Bo-160", CINDERHOUND)
    assert marks == ["up", "up"]
    assert top == "Emberpup"


FUSED = digimon(
    "EXAMPLE-A3",
    "Fused",
    "Ultimate",
    "A",
    (600, 550, 400),
    (60, 50, 40, 30),
    groups=frozenset({"Fusion Form"}),
)


def _transcendental(top):
    """Shellkit's attack, and Aki's hand, after `top` uses Bo-2f holding Pebble (type C) in hand."""
    beings = record("Bo-2f")
    assert beings.text.status == "compiled"
    state = battle_start((beings, BOOSTER_CHIP, PEBBLE), slots_a=(1, 2), hand_a=(3,), top_a=top)
    # Aki is type A: Shellkit attacks him with its A column (B-3).
    assert attack_value(state, 1) == 330
    assert state.actor == 0
    apply(state, Use(1))
    return attack_value(state, 1), list(state.players[0].hand)


def test_b3_transcendental_beings_discards_a_digimon_to_take_its_battle_type(catalog):
    # Bo-2f: "(O)You may discard one Digimon card from your hand, and change your battle type to match
    # discarded card's battle type (1 card max). (O)This card can only be used when your Digimon's group
    # is Fusion Form or Transcendent Form." As type C, Aki faces Shellkit's C column, 240.
    attack, hand = _transcendental(FUSED)
    assert attack == 240 and 3 not in hand


def test_o_n2_transcendental_beings_changes_nothing_outside_the_fusion_forms(catalog):
    attack, hand = _transcendental(CINDERHOUND)
    assert attack == 330 and 3 in hand


DRAGON_KNIGHT = digimon(
    "EXAMPLE-A4", "Dragon Knight", "Ultimate", "A", (590, 550, 400), (60, 50, 40, 30), species="Dragon Man"
)


def _dramon_killer(foe):
    """Whether Bea's battling `foe` went to the Dark Area once Aki's Dragon Knight used St-592."""
    killer = record("St-592")
    assert killer.text.status == "compiled"
    state = battle_start((killer, BOOSTER_CHIP), slots_a=(1, 2), top_a=DRAGON_KNIGHT, top_b=foe)
    bea = state.players[1]
    top = bea.top
    assert state.actor == 0
    apply(state, Use(1))
    return top in bea.dark_area


def test_o_n2_dramon_killer_sends_a_dramon_to_the_dark_area(catalog):
    # St-592: "(O)Send one of the opponent's Digimon with 'dramon' in their name to the Dark Area
    # (excluding Level III Digimon or Digimon that evolve through appearance requirements). (O)This card
    # can only be used when your Digimon is Ultimate level and its type has the words 'dragon man' in it,
    # and when the basic attack A written on its card is 590 and below." Bo-230 Seadramon (Level IV).
    assert _dramon_killer(record("Bo-230"))


def test_o_n2_dramon_killer_spares_a_level_iii_and_a_digimon_with_appearance_requirements(catalog):
    # Bo-66t Monodramon (Level III); Bo-904 Holydramon appears through appearance requirements (E-9).
    assert not _dramon_killer(record("Bo-66t"))
    assert not _dramon_killer(record("Bo-904"))
    assert not _dramon_killer(TITAN)


# A Level III that beats Skull Greymon's B attack (500): Skull Greymon's III column is 30.
BRAWLER = digimon("EXAMPLE-G1", "Brawler", "III", "B", (900, 900, 900), (10, 10, 10, 10))


def _skull_greymon_loses_with_mythical_dragons_scale(choice):
    """Aki (60 points) uses Bo-920 with Skull Greymon (Bo-638: "Has the ability "flame"") and loses
    the battle of turn 1 to Brawler; his points after P-3."""

    def at_60(state):
        state.players[0].points = 60

    state = battle_start(
        (compiled_record("Bo-920"),), slots_a=(1,), top_a=compiled_record("Bo-638"), top_b=BRAWLER, pre=at_60
    )
    assert state.actor == 0
    apply(state, Use(1, choice=choice))
    while state.turn == 1:
        apply(state, Pass())
    return state.players[0].points


def test_o3_mythical_dragons_scale_cuts_a_flame_greymons_lost_points_by_20_when_taken(catalog):
    # Bo-920: "When your Digimon has 'Greymon' in its name and has the ability "flame", you may reduce
    # your lost points by 20 (it cannot become zero however)." 30 - 20 (P-3).
    assert _skull_greymon_loses_with_mythical_dragons_scale("yes") == 60 - 10


def test_o3_mythical_dragons_scale_left_untaken_cuts_nothing(catalog):
    assert _skull_greymon_loses_with_mythical_dragons_scale("no") == 60 - 30
