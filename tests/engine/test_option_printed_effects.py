"""Real Option cards played in the engine: what each card's compiled text makes happen (cards sent
away unseen, attack added against a type or per counted card, points regained, cards kept in place)."""

from gameplay.engine import apply, legal_actions
from gameplay.engine.actions import Pass, Use
from gameplay.engine.attack import attack_value
from gameplay.engine.moves import remove_from_zones

from .helpers import BOOSTER_CHIP, CINDERHOUND, SHELLKIT, digimon, game, option, record
from .test_battle import battle_start, put_tops, sheet


def _first_window(state):
    """B-4: SP (Bea) has the first window; Aki (FP, player 0) acts in the next one."""
    if state.actor == 1:
        apply(state, Pass())
    assert state.phase == "battle" and state.actor == 0


def _finish_turn_1(state):
    while state.turn == 1 and state.result is None:
        apply(state, Pass())


def test_o3_bo_158_sends_one_face_down_card_of_the_opponent_away_unseen_in_preparation(catalog):
    # Bo-158 The Dark Network (Preparation Phase): "(O)Send one face-down card in either your or your
    # opponent's slots to the Dark Area without checking its contents." The player chooses the side
    # when using it (O-3, `choose opponent`); face-up cards stay.
    # "(O)This card cannot be used when your Digimon is Level III or Ultimate level": a Level IV.
    state = game(
        sheet(CINDERHOUND, (record("Bo-158"),)), sheet(SHELLKIT, (BOOSTER_CHIP, BOOSTER_CHIP)), first=0
    )
    put_tops(state)
    aki, bea = state.players
    remove_from_zones(state, 0, 1)
    aki.slots[0] = 1
    for slot, card in enumerate((1, 2)):
        remove_from_zones(state, 1, card)
        bea.slots[slot] = card
    bea.face_up[0] = bea.active[0] = True
    apply(state, Pass())
    apply(state, Use(1, choice="opponent"))
    assert bea.slots[:2] == [1, -1] and 2 in bea.dark_area
    # O-L1: "Send this card to the Dark Area immediately after use."
    assert 1 in aki.dark_area


def test_p3_re_19t_sends_10_opponent_net_ocean_cards_away_when_its_owner_loses(catalog):
    # Re-19t Tachikawa Mimi (1): "When you lose the battle, send the top 10 cards of the opponent's
    # Net Ocean to the Dark Area."
    weak = digimon("EXAMPLE-AU1", "Weakling", "III", "A", (100, 100, 100), (10, 10, 10, 10))
    state = battle_start((record("Re-19t"),), slots_a=(1,), top_a=weak)
    bea = state.players[1]
    _first_window(state)
    ocean, dark = len(bea.net_ocean), len(bea.dark_area)
    apply(state, Use(1))
    _finish_turn_1(state)
    assert state.players[0].points < 100
    assert len(bea.net_ocean) <= ocean - 10 and len(bea.dark_area) >= dark + 10


def test_b8_st_813_adds_600_to_attack_a_against_an_aquatic_type_and_grants_sky_and_flame(catalog):
    # St-813 Flaming Wings: "Your Digimon gains the abilities "sky" and "flame". After that, add 200
    # to your A attack power (However, if the opponent has the words 'Aquatic' or 'Ice-Snow' in their
    # type, add 600 to your attack power instead of 200)."
    fish = digimon("EXAMPLE-AU2", "Finling", "IV", "A", (300, 300, 300), (10, 10, 10, 10), species="Aquatic")
    state = battle_start((record("St-813"),), slots_a=(1,), top_b=fish)
    _first_window(state)
    before = attack_value(state, 0)
    apply(state, Use(1, ()))
    assert state.last_battle[0] == before + 600


def test_b8_bo_974_counts_the_grotte_drill_and_land_cards_on_both_sheets(catalog):
    # Bo-974 Grotte Hammer: "For every card with 'Grotte', 'Drill' or 'Land' in its name on both
    # sheets, add 200 to your attack power." Grottemon itself, a face-up 'Drill' card and the Grotte
    # Hammer in its slot are three.
    grottemon = digimon("EXAMPLE-AU3", "Grottemon", "Ultimate", "A", (600, 500, 300), (10, 10, 10, 10))
    drill = option("EXAMPLE-AU4", "Drill Spin")
    state = battle_start((record("Bo-974"), drill), slots_a=(1, 2), top_a=grottemon)
    aki = state.players[0]
    aki.face_up[1] = aki.active[1] = True
    _first_window(state)
    before = attack_value(state, 0)
    apply(state, Use(1))
    assert state.last_battle[0] == before + 3 * 200


def test_p4_bo_919_adds_200_to_grappling_and_regains_10_for_a_volcamon_facing_grappling(catalog):
    # Bo-919 A Stalwart's Great Wine: "When your Digimon has the ability "grappling", add 200 to its
    # attack power. When your Digimon has 'Volcamon' in its name, and the opponent has the ability
    # "grappling", regardless of the battle outcome, recover 10 of your points after point
    # calculation. This card can only be used when your points are 60 and below."
    volcamon = digimon("EXAMPLE-AU5", "Volcamon", "Perfect", "A", (600, 600, 600), (10, 10, 10, 10))
    brawler = digimon("EXAMPLE-AU6", "Brawler", "III", "A", (300, 300, 300), (10, 10, 10, 10))

    def grappling_at_50(state):
        state.players[0].points = 50
        for me in state.players:
            me.keywords.append("grappling")

    state = battle_start(
        (record("Bo-919"),), slots_a=(1,), top_a=volcamon, top_b=brawler, pre=grappling_at_50
    )
    _first_window(state)
    assert Use(1) in legal_actions(state)
    apply(state, Use(1))
    _finish_turn_1(state)
    assert state.last_battle[0] == 600 + 200
    # Aki won (no lost points), then regained 10 after P-3.
    assert state.players[0].points == 60


def test_bo_1055_keeps_its_owners_face_up_cards_in_their_slots_against_slot_spiral(catalog):
    # Bo-1055 Perfect Anchor: "While this card is activated, you become unable to receive the effects
    # of the opponent's 'send the cards in your opponent's slots to the Dark Area'." Bx-70 Slot
    # Spiral: "Send all of the opponent's support Digimon and face-up cards in their slots to the
    # Dark Area." was once stopped only when worded as a whole-slot discard.
    data_ultimate = digimon(
        "EXAMPLE-AU7",
        "Datamon",
        "Ultimate",
        "A",
        (600, 500, 300),
        (10, 10, 10, 10),
        attributes=frozenset({"Data"}),
    )
    state = battle_start(
        (record("Bo-1055"), BOOSTER_CHIP, BOOSTER_CHIP),
        slots_a=(1, 2, 3),
        cards_b=(record("Bx-70"), BOOSTER_CHIP),
        hand_b=(2,),
        slots_b=(1,),
        top_b=data_ultimate,
    )
    aki = state.players[0]
    aki.face_up[1] = aki.active[1] = True
    _first_window(state)
    apply(state, Use(1))
    apply(state, Pass())
    assert state.actor == 1
    apply(state, Use(1, (2,)))
    # Slot Spiral went off (its cost paid, itself gone) but Aki's two face-up cards stayed; Aki
    # still has his face-down Booster Chip to use, so the battle waits in his window.
    assert state.phase == "battle" and state.actor == 0
    assert 2 in state.players[1].dark_area
    assert aki.slots == [1, 2, 3]
