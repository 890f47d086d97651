"""Real Spirit cards of the Frontier era played in games (RULES EC-7, E-10; engine/spirits.py): the
Spirit goes face-down from the hand into the Support Box with the Hybrid prepared in T-P4, stays there
under the Hybrid that appeared, and its text acts on that Digimon."""

import pytest

from gameplay.engine import IllegalAction, apply, legal_actions
from gameplay.engine.actions import Pass, Prepare, Proceed, SetOption, Use, UseAbility
from gameplay.engine.attack import attack_column, attack_value, lost_points
from gameplay.engine.effect_context import OPTION, EngineContext
from gameplay.engine.effects.immunity import OPPONENT_OPTIONS
from gameplay.engine.moves import remove_from_zones, top_to_dark_area
from gameplay.engine.options import refresh_situations
from gameplay.engine.power_grants import is_power_card
from gameplay.engine.spirits import SPIRIT_ABILITY
from gameplay.engine.state import NONE

from .helpers import BOOSTER_CHIP, EMBERPUP, arrange, deck, digimon, game, marks, record, set_in_slot

# The Perfect (and Level IV) the Hybrids spirit-evolve from ("Spirit Evolution/Perfect Digimon + …").
STONEWARDEN = digimon(
    "EXAMPLE-E92", "Stonewarden", "Perfect", "B", (700, 650, 600), (40, 30, 20, 10), evolution=(marks(2, 0),)
)
EMBERCLAW = digimon(
    "EXAMPLE-E93", "Emberclaw", "IV", "A", (500, 450, 350), (30, 20, 10, 10), evolution=(marks(1, 1),)
)
# An opponent whose lost points differ in every column (RULES 6.1).
MARSHKIT = digimon("EXAMPLE-S1", "Marshkit", "III", "A", (300, 300, 300), (40, 30, 20, 10))


def _preparing(
    hybrid,
    spirit,
    *,
    base=STONEWARDEN,
    extra=(),
    opponent_extra=(),
    opponent=MARSHKIT,
    own_slot=BOOSTER_CHIP,
    opponent_slot=BOOSTER_CHIP,
):
    """Aki (FP) has `base` on her Level III, the Hybrid (id 2) and its Spirit (id 3) in hand and a
    Booster Chip (or `own_slot`, id 4) in slot 1, after her T-P1 and T-P2; Bea has Marshkit (or
    `opponent`) and a Booster Chip (or `opponent_slot`, id 1) in slot 1, so that both have battle
    windows (B-4)."""
    state = game(
        deck(EMBERPUP, base, record(hybrid), record(spirit), own_slot, *extra),
        deck(opponent, opponent_slot, *opponent_extra),
        first=0,
    )
    arrange(state, 0, hand=[2, 3])
    set_in_slot(state, 0, 4)
    set_in_slot(state, 1, 1)
    me = state.players[0]
    me.net_ocean.remove(1)
    me.digimon.append(1)
    apply(state, Pass())
    return state, me


def _to_battle(state):
    """Both Preparations end; Aki carries out her prepared evolution; Bea's window opens (B-4)."""
    while state.phase != "battle" or state.step != "battle":
        me = state.players[state.actor]
        if state.step == "evolve" and not me.decided:
            apply(state, Proceed())
        else:
            apply(state, Pass())


def _appeared(hybrid, spirit, **kwargs):
    state, me = _preparing(hybrid, spirit, **kwargs)
    apply(state, Prepare(2, 0, (3,)))
    _to_battle(state)
    assert me.digimon[-1] == 2
    return state, me


def test_ec7_st_745_is_never_flipped_from_a_slot(catalog):
    # EC-7: a Spirit goes from the hand into the Support Box; its text is not an option's use.
    assert is_power_card(record("St-745"))
    assert record("St-745").text.status == "compiled"


def test_ec7_bo_735_is_prepared_with_st_745_put_face_down_into_the_support_box(catalog):
    # Bo-735 Calamaramon: "Spirit Evolution/Perfect Digimon + Spirit of Water B".
    state, me = _preparing("Bo-735", "St-745")
    assert Prepare(2, 0, (3,)) in legal_actions(state)
    apply(state, Prepare(2, 0, (3,)))
    assert me.support_other == [3] and 3 not in me.hand


def test_ec7_st_745_waits_for_empty_slots_2_and_3(catalog):
    # St-745: "When there are no cards in your support box and slots 2 and 3, send this card
    # face-down from your hand to your support box."
    state, me = _preparing("Bo-735", "St-745", extra=(BOOSTER_CHIP,))
    me.net_ocean.remove(5)
    me.slots[2] = 5
    assert Prepare(2, 0, (3,)) not in legal_actions(state)
    with pytest.raises(IllegalAction, match="Spirit"):
        apply(state, Prepare(2, 0, (3,)))


def test_e10_st_745_stays_under_bo_735_and_gives_it_its_abilities_and_field(catalog):
    # St-745: "The Digimon that appeared gains the abilities "underwater" and "grappling", as well
    # as the 'Deep Savers' field icon"; Bo-735: "The spirit remains in the support box until this
    # card is sent to the Dark Area."
    state, me = _appeared("Bo-735", "St-745")
    assert me.support_other == [3] and 3 not in me.dark_area
    assert {"underwater", "grappling"} <= set(me.keywords)
    ctx = EngineContext(state, 1, 0, OPTION, "phase")
    assert "DS" in ctx.fields("opponent")


def test_e10_the_spirit_goes_to_the_dark_area_with_the_digimon_that_appeared(catalog):
    state, me = _appeared("Bo-735", "St-745")
    top_to_dark_area(state, 0)
    assert 3 in me.dark_area and me.support_other == []
    assert "DS" not in EngineContext(state, 1, 0, OPTION, "phase").fields("opponent")


def test_p3_st_745_makes_the_opponent_take_the_lost_points_of_a_perfect(catalog):
    # St-745: "When you win the battle, your opponent takes the lost points of a Perfect."
    state, _ = _appeared("Bo-735", "St-745")
    assert lost_points(state, 1) == MARSHKIT.lost_points[2]


def test_p3_a_hybrid_without_a_spirit_column_reads_as_ultimate(catalog):
    # St-746 names the Ultimate column, as a Hybrid reads anyway.
    state, _ = _appeared("Bo-721", "St-746")
    assert lost_points(state, 1) == MARSHKIT.lost_points[3]


def test_st_746_doubles_only_while_the_hand_holds_an_even_number_of_cards(catalog):
    # St-746 Spirit of Light B: "During battle, when you have an even number of cards in your hand,
    # double the attack power of the Digimon that appeared." Bo-721 Garummon's own doubling needs a
    # hand of three or four cards, so the hand here holds two, then one.
    state, me = _appeared("Bo-721", "St-746")
    arrange(state, 0, hand=me.hand[:2])
    refresh_situations(state)  # as the engine does after every action (O-N2)
    even = attack_value(state, 0)
    arrange(state, 0, hand=me.hand[:1])
    refresh_situations(state)
    odd = attack_value(state, 0)
    assert even == 2 * odd


def test_st_747_doubles_only_while_the_hand_holds_an_odd_number_of_cards(catalog):
    # St-747 Spirit of Darkness B on Bo-741 Velgrmon (Spirit of Darkness B).
    state, me = _appeared("Bo-741", "St-747")
    arrange(state, 0, hand=me.hand[:1])
    refresh_situations(state)
    odd = attack_value(state, 0)
    arrange(state, 0, hand=[])
    refresh_situations(state)
    assert odd == 2 * attack_value(state, 0)


def test_t_p6_st_746_keeps_slot_3_empty_while_it_is_in_the_support_box(catalog):
    # St-746: "During appearance, excluding this card, you cannot place any Option cards in your
    # support box and slot 3."
    state, me = _preparing("Bo-721", "St-746", extra=(BOOSTER_CHIP,))
    arrange(state, 0, hand=[2, 3, 5])
    apply(state, Prepare(2, 0, (3,)))
    assert SetOption(5, 2) in legal_actions(state)
    assert SetOption(5, 3) not in legal_actions(state)


def test_b4_st_740_offers_its_priced_doubling_to_shutumon_once(catalog):
    # St-740 Spirit of Wind B on Bo-712 Shutumon ("Spirit Evolution/Level IV Digimon + Spirit of
    # Wind B"): "gains the ability "sky". During battle, you may discard two Digimon cards from your
    # hand and double your attack power (2 cards max …)".
    state, me = _appeared("Bo-712", "St-740", base=EMBERCLAW, extra=(MARSHKIT,) * 5)
    assert "sky" in me.keywords
    arrange(state, 0, hand=[5, 6, 7, 8, 9])
    apply(state, Pass())  # Bea's first window
    use = next(a for a in legal_actions(state) if isinstance(a, UseAbility) and a.index >= SPIRIT_ABILITY)
    before = attack_value(state, 0)
    apply(state, use)
    assert attack_value(state, 0) == 2 * before
    assert len(me.hand) == 3 and sum(card in me.dark_area for card in (5, 6, 7, 8, 9)) == 2
    # "(2 cards max)": used once, and Aki, still in her window, is not offered it again.
    assert state.actor == 0
    assert not any(isinstance(a, UseAbility) and a.index >= SPIRIT_ABILITY for a in legal_actions(state))


def test_b4_st_739_adds_100_for_every_card_discarded_one_use_at_a_time(catalog):
    # St-739 Spirit of Fire B on Bo-703 Vritramon: "gains the ability "flame". During battle, for
    # every card you discard from your hand, add 100 to your attack power."
    state, me = _appeared("Bo-703", "St-739", extra=(MARSHKIT, MARSHKIT))
    assert "flame" in me.keywords
    arrange(state, 0, hand=[5, 6])
    apply(state, Pass())  # Bea's first window
    before = attack_value(state, 0)
    for _ in range(2):
        # Aki stays in her window after each use (B-4).
        assert state.actor == 0
        use = next(a for a in legal_actions(state) if isinstance(a, UseAbility) and a.index >= SPIRIT_ABILITY)
        apply(state, use)
    # Vritramon's own ability reads the hand too: two cards triple its 680 (`before`), none quadruple it;
    # the Spirit's +100 per discarded card is added after the multiplication (B-8 step 5).
    assert before == 3 * 680
    assert attack_value(state, 0) == 4 * 680 + 200 and me.hand == []
    assert state.actor == 0  # still Aki's window (her Booster Chip)
    assert not any(isinstance(a, UseAbility) for a in legal_actions(state))


def test_ec7_bo_852_waits_only_for_a_support_box_without_digimon(catalog):
    # Bo-852 Spirit of Darkness L: "When there are no Digimon cards in your support box, send this
    # card face-down from your hand to your support box"; St-771 Lowemon: "Spirit Evolution Level IV
    # Digimon + Spirit of Darkness L".
    state, me = _preparing("St-771", "Bo-852", base=EMBERCLAW, extra=(BOOSTER_CHIP, MARSHKIT))
    me.net_ocean.remove(5)
    me.slots[2] = 5  # an occupied slot 3 does not matter to it
    me.net_ocean.remove(6)
    me.support_other.append(6)
    assert Prepare(2, 0, (3,)) not in legal_actions(state)
    me.support_other.remove(6)
    me.net_ocean.append(6)
    assert Prepare(2, 0, (3,)) in legal_actions(state)


def test_e10_bo_852_shields_lowemon_from_direct_point_reductions_and_reads_level_iv(catalog):
    # Bo-852: "The Digimon that appeared cannot receive the effects of the opponent's effects that
    # 'directly reduce your points' or 'further reduce your points'. (… When you win the battle,
    # your opponent takes the lost points of a Level IV.)"
    state, me = _appeared("St-771", "Bo-852", base=EMBERCLAW)
    assert me.support_other == [3]
    EngineContext(state, 1, 1, OPTION, "phase").change_points("opponent", -20)
    assert me.points == 100
    assert lost_points(state, 1) == MARSHKIT.lost_points[1]


def _spirit_uses(state):
    return [a for a in legal_actions(state) if isinstance(a, UseAbility) and a.index >= SPIRIT_ABILITY]


def test_b4_st_680_adds_its_option_immunity_when_the_player_chooses_to(catalog):
    # St-680 Spirit of Thunder H on St-620 Blitzmon: "During battle, you may add 'Cannot receive the
    # effects of the opponent's Option cards (This is not a special ability)' to the abilities field
    # of the Digimon that appeared."
    state, me = _appeared("St-620", "St-680")
    bea_option = EngineContext(state, 1, 1, OPTION, "phase")
    bea_option.change_points("opponent", -10)
    assert me.points == 90  # not added by itself
    apply(state, Pass())  # Bea's first window
    (use,) = _spirit_uses(state)
    apply(state, use)
    bea_option.change_points("opponent", -10)
    assert me.points == 90
    assert state.actor == 0 and _spirit_uses(state) == []


def test_b4_st_685_lets_grottemon_choose_its_column_and_triples_against_a_light_spirit(catalog):
    # St-685 Spirit of Earth H on St-653 Grottemon: "During battle, the Digimon that appeared can
    # make its attack B or C regardless of the opponent's battle type. Also, if your opponent has
    # 'Spirit of Light H' or 'Spirit of Steel H' in their support box, triple your attack power."
    state, me = _appeared("St-653", "St-685", opponent_extra=(record("St-677"),))
    apply(state, Pass())  # Bea's first window
    assert len(_spirit_uses(state)) == 2
    apply(state, _spirit_uses(state)[1])
    assert attack_column(state, 0) == "C"
    plain = attack_value(state, 0)
    bea = state.players[1]
    bea.net_ocean.remove(2)
    bea.support_other.append(2)
    refresh_situations(state)
    assert attack_value(state, 0) == 3 * plain


def test_b4_st_743_stacks_an_honor_students_card_on_the_gauge_for_300_and_30_points(catalog):
    # St-743 Spirit of Ice B on St-698 Blizzarmon: "During battle, you can stack one 'We're Honor
    # Students' card from your hand onto your point gauge and add 300 to your attack power (1 card
    # max). After that, recover 30 of your points."
    state, me = _appeared("St-698", "St-743", base=EMBERCLAW, extra=(record("Bo-160"), MARSHKIT))
    arrange(state, 0, hand=[5, 6])
    me.points = 50
    apply(state, Pass())  # Bea's first window
    (use,) = _spirit_uses(state)
    before = attack_value(state, 0)
    apply(state, use)
    assert attack_value(state, 0) == before + 300 and me.points == 80
    assert 5 in me.gauge_cards and me.hand == [6]
    assert state.actor == 0 and _spirit_uses(state) == []


def test_t_p6_st_757_is_set_in_slot_2_only_beside_a_spirit_and_boosts_blitzmon(catalog):
    # St-757 Those Who Inherit the Power to Protect: "When there is a spirit in your support box,
    # ignore that card's effects and place this card in your slot 2." St-680 forbids slots 2 and 3
    # during appearance; St-757 ignores that. "… your Blitzmon gains the ability "sky" … Add 200 to
    # the attack power of your Digimon that gained abilities with the use of this card."
    state, me = _preparing("St-620", "St-680", extra=(record("St-757"), BOOSTER_CHIP))
    arrange(state, 0, hand=[2, 3, 5, 6])
    assert SetOption(5, 2) not in legal_actions(state)  # no Spirit in the Support Box yet
    apply(state, Prepare(2, 0, (3,)))
    assert SetOption(5, 2) in legal_actions(state)
    assert SetOption(6, 2) not in legal_actions(state)  # St-680's restriction holds for others
    apply(state, SetOption(5, 2))
    while state.step != "evolve" or state.actor != 0:
        apply(state, Pass())
    apply(state, Proceed())
    apply(state, Use(2))  # E-3 (d)
    while state.phase != "battle" or state.step != "battle":
        apply(state, Pass())
    assert "sky" in me.keywords
    assert attack_value(state, 0) == record("St-620").attack("A") + 200


# An Ultimate of Nature Spirits with a printed A attack of 600 or more, and a Level IV of Nightmare
# Soldiers to use Bo-586 with.
THORNKING = digimon(
    "EXAMPLE-S2", "Thornking", "Ultimate", "A", (650, 600, 500), (50, 40, 30, 20), fields=frozenset({"NSp"})
)
THORNLING = digimon(
    "EXAMPLE-S3", "Thornling", "Ultimate", "A", (590, 600, 500), (50, 40, 30, 20), fields=frozenset({"NSp"})
)
GLOOMHOUND = digimon(
    "EXAMPLE-S4", "Gloomhound", "IV", "A", (480, 420, 310), (30, 20, 10, 10), fields=frozenset({"NSo"})
)


@pytest.mark.parametrize(("opponent", "sent"), [(THORNKING, True), (THORNLING, False)])
def test_bo_586_sends_an_ultimate_nature_spirit_whose_printed_a_is_600_or_more(catalog, opponent, sent):
    # Bo-586 The Bone That Calls Death: "Send the opponent's Ultimate level Nature Spirits Digimon with
    # a basic A attack of 600 or more written on its card to the Dark Area."
    from .test_battle import battle_start

    state = battle_start(
        (record("Bo-586"),),
        slots_a=(1,),
        cards_b=(BOOSTER_CHIP,),
        slots_b=(1,),
        top_a=GLOOMHOUND,
        top_b=opponent,
    )
    apply(state, Pass())  # Bea's first window; her Booster Chip keeps the battle open (B-7)
    apply(state, Use(1))
    assert state.phase == "battle"
    assert (29 in state.players[1].dark_area) is sent


@pytest.mark.parametrize(("opponent", "sent"), [("St-701", True), ("Bo-217", True), ("St-762", False)])
def test_bo_1024_sends_an_armor_or_spirit_evolution_digimon_through_option_immunity(catalog, opponent, sent):
    # Bo-1024 Armor Crush: "Ignore any effects or abilities that state 'cannot receive the effects of
    # the opponent's Option cards', and send your opponent's Armor Evolution or Spirit Evolution
    # Digimon to the Dark Area". St-701 Agnimon spirit-evolves, Bo-217 Sethmon armor-evolves, St-762
    # Agnimon evolves from Flamon (● ●).
    from .test_battle import battle_start

    def immune(state):
        state.players[1].immunities.append("opponent_options")  # O-K2

    state = battle_start(
        (record("Bo-1024"),),
        slots_a=(1,),
        cards_b=(BOOSTER_CHIP,),
        slots_b=(1,),
        top_b=record(opponent),
        pre=immune,
    )
    apply(state, Pass())  # Bea's first window; her Booster Chip keeps the battle open (B-7)
    apply(state, Use(1))
    assert state.phase == "battle"
    assert (29 in state.players[1].dark_area) is sent


KNIGHTLING = digimon(
    "EXAMPLE-S5",
    "Knightling",
    "IV",
    "A",
    (480, 420, 310),
    (30, 20, 10, 10),
    groups=frozenset({"Royal Knights"}),
)


@pytest.mark.parametrize(("top", "forbidden"), [(KNIGHTLING, True), (GLOOMHOUND, False)])
def test_b10_st_938_keeps_the_opponents_supports_out_while_a_royal_knight_battles(catalog, top, forbidden):
    # St-938 Noble Arena: "Add the special ability "the opponent cannot use or place support Digimon
    # into their support box" to the abilities field of your Digimon belonging to Royal Knights."
    from gameplay.engine.battle import support_actions

    from .helpers import GLOWMOTH
    from .test_battle import put_tops, sheet

    state = game(sheet(top, (record("St-938"),)), sheet(MARSHKIT, (GLOWMOTH, BOOSTER_CHIP)), first=0)
    put_tops(state)
    arrange(state, 0, hand=[])
    arrange(state, 1, hand=[1])  # Glowmoth, a ■ support
    set_in_slot(state, 0, 1)
    set_in_slot(state, 1, 2)  # a battle window for Bea either way (B-4)
    while state.step != "evolve" or state.actor != 0:
        apply(state, Pass())
    apply(state, Use(1))  # E-3 (d): the Field turns face-up
    while state.phase != "battle":
        apply(state, Pass())
    assert (support_actions(state, 1) == []) is forbidden


def _wolfmon_with_a_spirit(card, top="St-707", paid="St-701"):
    """Aki's Wolfmon (St-707, or `top`) battles with `card` in slot 3, an Agnimon (St-701, or `paid`) in
    hand and St-685 in her Support Box, whose "you cannot place any other cards in your support box or
    your slot 3 during appearance" forbids both; Bea (SP) has a battle window."""
    from .test_battle import battle_start

    def spirit_in_support_box(state):
        me = state.players[0]
        remove_from_zones(state, 0, 3)
        me.support_other.append(3)
        me.slots[2], me.slots[0] = me.slots[0], NONE  # T-P6: the card goes in slot 3

    return battle_start(
        (card, record(paid), record("St-685")),
        hand_a=(2,),
        slots_a=(1,),
        cards_b=(BOOSTER_CHIP,),
        slots_b=(1,),
        top_a=record(top),
        pre=spirit_in_support_box,
    )


def test_bo_120t_ignores_the_spirit_to_pay_agnimon_and_everything_leaves_at_the_end_of_the_turn(catalog):
    # Bo-120t Shining Burn Slash: "When your Digimon is Wolfmon, ignore the effects of your Spirit and
    # send an Agnimon card from your hand to your support box, and add 600 to your attack power (At the
    # end of the turn, the Digimon that used this card is sent to the Dark Area regardless of whether it
    # won or lost). … At the end of the turn during which this card was used, send it to the Dark Area
    # together with the Agnimon card in your support box."
    state = _wolfmon_with_a_spirit(record("Bo-120t"))
    me = state.players[0]
    apply(state, Pass())  # Bea's first window
    before = attack_value(state, 0)
    apply(state, Use(3))
    assert attack_value(state, 0) == before + 600
    assert 2 in me.support_other
    while state.turn == 1:
        apply(state, Pass())
    assert state.players[0].points == 100  # Wolfmon won, and leaves all the same
    assert {29, 1, 2} <= set(me.dark_area) and me.support_other == [3]


def test_a_card_that_does_not_ignore_the_spirit_cannot_pay_into_its_support_box(catalog):
    from gameplay.engine.effects.add_attack import AddAttack
    from gameplay.engine.effects.base import Cost

    from .helpers import ability, option

    plain = option(
        "EXAMPLE-S6",
        "Agnimon Call",
        abilities=(
            ability(AddAttack("self", 600), cost=(Cost(1, "hand", "name:Agnimon", to="support_box"),)),
        ),
    )
    from gameplay.engine.options import option_actions

    state = _wolfmon_with_a_spirit(plain)
    assert option_actions(state, 0, "battle") == []
    me = state.players[0]
    me.support_other.remove(3)
    me.dark_area.append(3)
    assert option_actions(state, 0, "battle") == [Use(3)]


def test_bo_797_adds_300_for_every_opponent_card_it_really_sends(catalog):
    # Bo-797 Nega Cave: "When your Digimon is Duskmon, ignore the effects of your Spirit and send one
    # Gigasmon card from your hand to your support box, and send all of the cards in your opponent's
    # slots to the Dark Area. For every card in the opponent's slots sent to the Dark Area this way, add
    # 300 to your attack power." Bea's Bo-1024 "cannot receive effects that cause it to be … 'sent to the
    # Dark Area'" stays, so only her Booster Chip counts.
    from .test_battle import battle_start

    state = battle_start(
        (record("Bo-797"), record("St-703")),
        hand_a=(2,),
        slots_a=(1,),
        cards_b=(BOOSTER_CHIP, record("Bo-1024")),
        slots_b=(1, 2),
        top_a=record("St-708"),
    )
    me, bea = state.players
    apply(state, Pass())  # Bea's first window
    before = attack_value(state, 0)
    apply(state, Use(1))
    assert state.phase == "battle"
    assert bea.slots == [NONE, 2, NONE] and 1 in bea.dark_area
    assert attack_value(state, 0) == before + 300 and 2 in me.support_other


def test_st_752_multiplies_agnimon_by_10_and_stacks_it_on_the_gauge_at_the_end_of_the_turn(catalog):
    # St-752 Crossfire: "When your Digimon is Agnimon, ignore the effects of your Spirit and move a
    # Shutumon card from your hand to your support box, multiplying your attack power by 10 (… At the end
    # of the turn, the Digimon that used this card is stacked onto the point gauge, regardless of whether
    # it won or lost). … send this card along with the Shutumon in the support box to the Dark Area."
    state = _wolfmon_with_a_spirit(record("St-752"), top="St-701", paid="St-702")
    me = state.players[0]
    apply(state, Pass())  # Bea's first window
    before = attack_value(state, 0)
    apply(state, Use(3))
    assert attack_value(state, 0) == 10 * before and 2 in me.support_other
    while state.turn == 1:
        apply(state, Pass())
    assert 29 in me.gauge_cards and 29 not in me.dark_area
    assert {1, 2} <= set(me.dark_area) and me.support_other == [3]


def test_b4_st_677_adds_200_for_every_digimon_of_printed_a_450_or_less_discarded(catalog):
    # St-677 Spirit of Light H on St-707 Wolfmon: "During battle, add 200 to the attack power of the
    # Digimon that appeared for every Digimon card with a basic A attack power of 450 and below that you
    # discard from your hand." Marshkit prints A 300; Emberclaw prints A 500.
    state, me = _appeared("St-707", "St-677", base=EMBERCLAW, extra=(MARSHKIT, EMBERCLAW))
    arrange(state, 0, hand=[5, 6])
    apply(state, Pass())  # Bea's first window
    before = attack_value(state, 0)
    (use,) = _spirit_uses(state)
    apply(state, use)
    assert attack_value(state, 0) == before + 200 and me.hand == [6]
    assert state.actor == 0 and _spirit_uses(state) == []


def test_ec8_st_677_pays_the_digimental_of_light_of_an_armor_evolution_from_the_hand(catalog):
    # St-677: "This card can be used to fuse together to form a Digimon with 'Digimental of Light' in
    # its fusion requirements (after fusion, this card is sent to the Dark Area)"; Bo-295 Gargomon:
    # "Armor Evolution V-mon + Digimental of Light".
    state = game(deck(record("St-112"), record("Bo-295"), record("St-677")), deck(MARSHKIT), first=0)
    arrange(state, 0, hand=[1, 2])
    me = state.players[0]
    apply(state, Pass())
    assert Prepare(1, 0, (2,)) in legal_actions(state)
    apply(state, Prepare(1, 0, (2,)))
    assert me.support_other == []  # a Digimental is paid into the Power Box, not the Support Box
    while state.step != "evolve" or state.actor != 0:
        apply(state, Pass())
    apply(state, Proceed())
    assert me.digimon[-1] == 1 and 2 in me.dark_area


@pytest.mark.parametrize(("active", "lost"), [(True, 20), (False, 0)])
def test_st_744_costs_the_opponent_20_points_for_discarding_an_active_field(catalog, active, lost):
    # St-744 Spirit of Thunder B on Bo-707 Bolgmon: "During the turn, when the opponent removes a Field
    # Option card from their slot (including exchanging), immediately reduce the opponent's points by
    # 20." Bea discards her Field (St-938) at T-P1 of the next turn; a face-down one is not known to be
    # a Field.
    from gameplay.engine.actions import Discard

    state, me = _appeared("Bo-707", "St-744", opponent_extra=(record("Bx-34"),))
    bea = state.players[1]
    while state.turn == 1:
        apply(state, Pass())
    assert me.digimon[-1] == 2 and me.support_other == [3]
    remove_from_zones(state, 1, 2)
    bea.slots[1], bea.face_up[1], bea.active[1] = 2, active, active
    while state.actor != 1:
        apply(state, Pass())
    before = bea.points
    apply(state, Discard(2))
    assert bea.points == before - lost


def test_b4_st_681_lets_duskmon_choose_to_blank_the_opponents_special_abilities(catalog):
    # St-681 Spirit of Darkness H on St-665 Duskmon: "During battle, the Digimon that appeared may change
    # all of the opponent Digimon's special abilities to 'Cannot receive the effects of your own Option
    # cards'."
    state, me = _appeared("St-665", "St-681")
    bea = state.players[1]
    assert not bea.specials_negated  # a choice, not made by itself
    apply(state, Pass())  # Bea's first window
    (use,) = _spirit_uses(state)
    apply(state, use)
    assert bea.specials_negated and "own_options" in bea.immunities
    assert state.actor == 0 and _spirit_uses(state) == []


def test_e3_bo_853_lets_kaiser_leomon_choose_one_field_icon_each_evolution_phase(catalog):
    # Bo-853 Spirit of Darkness K on Bo-805 Kaiser Leomon ("Perfect Digimon + Spirit of Darkness K"):
    # "During the evolution phase of every turn, you can choose one of the 'Deep Savers', 'Wind
    # Guardians', or 'Virus Busters' field icons to add to the Digimon that appeared. The field icons
    # that you added are lost at the end of the turn."
    state, me = _preparing("Bo-805", "Bo-853")
    apply(state, Prepare(2, 1, (3,)))
    while state.step != "evolve" or state.actor != 0:
        apply(state, Pass())
    apply(state, Proceed())
    assert me.digimon[-1] == 2 and me.support_other == [3]
    choices = _spirit_uses(state)
    assert len(choices) == 3
    apply(state, choices[1])  # 'Wind Guardians'
    bea_view = EngineContext(state, 1, 0, OPTION, "phase")
    assert "WG" in bea_view.fields("opponent")
    assert _spirit_uses(state) == []  # one of them, not all three
    while state.phase != "battle" or state.step != "battle":
        apply(state, Pass())
    assert "WG" in bea_view.fields("opponent")  # lost at the end of the turn, not of the phase
    while state.turn == 1:
        apply(state, Pass())
    assert "WG" not in bea_view.fields("opponent")


BEASTLING = digimon("EXAMPLE-S7", "Beastling", "IV", "A", (450, 400, 300), (30, 20, 10, 10), species="Beast")


def test_st_759_adds_the_printed_a_of_the_beast_it_sends_to_the_support_box(catalog):
    # St-759 Beast Call!! used by Bo-735 Calamaramon (Spirit of Water B): "When your Digimon has 'Spirit B'
    # in its appearance requirements, ignore the effects of your Spirit and send one Digimon card with
    # the word 'Beast/Animal' in its type to your support box. After that, add that Digimon's basic A
    # attack power to your attack power (1 card max)."
    state, me = _appeared("Bo-735", "St-745", extra=(record("St-759"), BEASTLING, MARSHKIT))
    remove_from_zones(state, 0, 5)
    me.slots[1] = 5
    arrange(state, 0, hand=[6, 7])  # Beastling (Beast type) and Marshkit (not)
    apply(state, Pass())  # Bea's first window
    before = attack_value(state, 0)
    apply(state, Use(2))
    assert attack_value(state, 0) == before + BEASTLING.attacks[0]
    assert me.support_other == [3, 6] and me.hand == [7]


@pytest.mark.parametrize(
    ("hybrid", "spirit", "named", "immune"),
    [
        # St-679 Spirit of Wind H on St-626 Fairimon: "The Digimon that appeared can then send one of the
        # opponent's Digimon that appeared using 'Spirit of Light H' to the Dark Area."
        ("St-626", "St-679", "St-677", False),
        # St-678 Spirit of Ice H on St-623 Chackmon: "… using 'Spirit of Thunder H' …, ignoring their
        # ability of 'cannot receive the effects of the opponent's Option cards'."
        ("St-623", "St-678", "St-680", True),
    ],
)
def test_b4_a_spirit_sends_away_the_opponent_that_appeared_with_the_spirit_it_names(
    catalog, hybrid, spirit, named, immune
):
    state, me = _appeared(hybrid, spirit, base=EMBERCLAW, opponent_extra=(record(named),))
    bea = state.players[1]
    # Bea's Digimon appeared with the Spirit the card names, which stays in her Support Box (E-10).
    bea.net_ocean.remove(2)
    bea.support_other.append(2)
    if immune:
        bea.immunities.append(OPPONENT_OPTIONS)
    top = bea.digimon[-1]
    apply(state, Pass())  # Bea's first window
    (use,) = _spirit_uses(state)
    apply(state, use)
    assert top in bea.dark_area


def test_b4_a_spirit_offers_nothing_against_an_opponent_without_the_spirit_it_names(catalog):
    state, me = _appeared("St-626", "St-679", base=EMBERCLAW, opponent_extra=(record("St-680"),))
    bea = state.players[1]
    bea.net_ocean.remove(2)
    bea.support_other.append(2)
    apply(state, Pass())
    assert _spirit_uses(state) == []
