"""Real Option cards whose user chooses as they resolve (O-3, patterns/option_choices.py): the engine
offers one `Use` per declared choice, refuses a missing or unknown one, runs only the chosen outcome,
keeps the choice with a lasting card, and writes it in the replay."""

import pytest

from gameplay.engine import IllegalAction, apply, digest, legal_actions, parse
from gameplay.engine.actions import Pass, Use
from gameplay.engine.attack import attack_value
from gameplay.engine.effect_context import OPTION, EngineContext
from gameplay.engine.moves import remove_from_zones
from gameplay.engine.replay import record as replay_record

from .helpers import BOOSTER_CHIP, CINDERHOUND, SHELLKIT, arrange, compiled_record, digimon, game
from .test_battle import battle_start, put_tops, sheet

# Level limits of the real cards: a Perfect may use all of them.
PERFECT = digimon("EXAMPLE-C1", "Choicemon", "Perfect", "A", (500, 400, 300), (20, 10, 10, 10))


def _pass_until(state, done):
    while not done(state) and state.outcome() is None:
        apply(state, Pass())


def _my_battle_window(state):
    """B-4: Bea (SP) opens the battle; she passes so that Aki may use his card."""
    assert state.phase == "battle"
    if state.actor == 1:
        apply(state, Pass())
    assert state.actor == 0


def _high_speed_plug_in_t():
    """Bo-498 in Aki's slot 1 with exactly four cards in his hand, at his battle window."""
    state = battle_start(
        (compiled_record("Bo-498"), BOOSTER_CHIP, BOOSTER_CHIP, BOOSTER_CHIP, BOOSTER_CHIP),
        hand_a=(2, 3, 4, 5),
        slots_a=(1,),
        top_a=PERFECT,
    )
    _my_battle_window(state)
    # "… when there are 4 cards in your hand when this card is activated" (T-P2 refilled it to six).
    arrange(state, 0, hand=[2, 3, 4, 5])
    return state


def test_o3_bo_498_offers_one_use_per_column(catalog):
    # Bo-498 High Speed Plug-In T: "(O)You can make your attack A, B, or C, regardless of the
    # opponent's battle type."
    state = _high_speed_plug_in_t()
    uses = [action for action in legal_actions(state) if isinstance(action, Use)]
    assert uses == [Use(1, choice="A"), Use(1, choice="B"), Use(1, choice="C")]


@pytest.mark.parametrize(("column", "attack"), [("A", 500), ("B", 400), ("C", 300)])
def test_o3_bo_498_attacks_with_the_chosen_column(catalog, column, attack):
    state = _high_speed_plug_in_t()
    apply(state, Use(1, choice=column))
    # B-8 step 1: the chosen column whatever the opponent's battle type (Shellkit is B); nobody has
    # anything left to use, so the battle is fought at once (B-7).
    assert state.last_battle[0] == attack


def test_o3_a_card_with_choices_is_refused_without_one_or_with_an_unknown_one(catalog):
    state = _high_speed_plug_in_t()
    before = digest(state)
    with pytest.raises(IllegalAction, match="choose one of A, B, C"):
        apply(state, Use(1))
    with pytest.raises(IllegalAction, match="'D' is not one of A, B, C"):
        apply(state, Use(1, choice="D"))
    assert digest(state) == before


def test_o3_a_card_without_choices_refuses_a_choice():
    state = battle_start((BOOSTER_CHIP,), slots_a=(1,))
    _my_battle_window(state)
    with pytest.raises(IllegalAction, match="offers no choice"):
        apply(state, Use(1, choice="A"))


def test_o3_the_choice_is_written_in_the_action_record_and_replays_to_the_same_state(catalog):
    state = _high_speed_plug_in_t()
    again = state.copy()
    apply(state, Use(1, choice="C"))
    written = replay_record(state)["actions"][-1]
    assert written == "use slot 1 choose C"
    apply(again, parse(written))
    assert digest(again) == digest(state)
    # The card has left with the turn (O-L1), and its choice with it: no trace in the state.
    assert state.phase == "preparation" and "choices" not in state.players[0].to_json()


def test_o3_bo_594_changes_only_the_chosen_sides_attribute(catalog):
    # Bo-594 The Voice that Calls from the Darkness (Evolution Phase): "(O)Change either your or your
    # opponent's Digimon to Virus attribute."
    # Bea's Booster Chip keeps the turn waiting for her in the battle (B-4).
    state = battle_start(
        (compiled_record("Bo-594"),), slots_a=(1,), cards_b=(BOOSTER_CHIP,), slots_b=(1,), top_a=PERFECT
    )
    _pass_until(state, lambda s: Use(1, choice="opponent") in legal_actions(s))
    assert Use(1, choice="self") in legal_actions(state)
    apply(state, Use(1, choice="opponent"))
    assert state.turn == 1
    ctx = EngineContext(state, 0, 1, OPTION, "source")
    assert ctx.attributes("opponent") == frozenset({"Virus"})
    assert "Virus" not in ctx.attributes("self")
    # The choice is part of the state (and its digest) while the card is in its slot.
    assert state.players[0].to_json()["choices"] == ["opponent", "", ""]
    # O-N2: the side not chosen does not wait for its choice to come true.
    assert not [m for m in state.modifiers if m.kind == "situation"]


def test_o3_st_214_gives_sky_to_both_digimon_and_keeps_it_for_the_next_turn(catalog):
    # St-214 Speed Seventh (Evolution Phase): "(O)Either your Digimon, the opponent's Digimon, or both
    # sides' Digimon gain the ability "sky"." It stays "until the end of your Digimon's lifespan"
    # (O-L2), so the choice holds after the turn's grants are cleared (P-5 (d)).
    state = battle_start((compiled_record("St-214"),), slots_a=(1,), top_a=PERFECT)
    _pass_until(state, lambda s: Use(1, choice="both") in legal_actions(s))
    assert [a for a in legal_actions(state) if isinstance(a, Use)] == [
        Use(1, choice="self"),
        Use(1, choice="opponent"),
        Use(1, choice="both"),
    ]
    apply(state, Use(1, choice="both"))
    aki, bea = state.players
    assert "sky" in aki.keywords and "sky" in bea.keywords
    _pass_until(state, lambda s: s.turn == 2)
    assert aki.slots[0] == 1 and aki.active[0]
    assert "sky" in aki.keywords and "sky" in bea.keywords


def test_o3_st_214_gives_sky_only_to_the_chosen_side(catalog):
    state = battle_start((compiled_record("St-214"),), slots_a=(1,), top_a=PERFECT)
    _pass_until(state, lambda s: Use(1, choice="opponent") in legal_actions(s))
    apply(state, Use(1, choice="opponent"))
    aki, bea = state.players
    assert "sky" in bea.keywords and "sky" not in aki.keywords


def test_o3_bo_158_sends_away_a_face_down_card_of_the_side_its_user_chooses(catalog):
    # Bo-158 The Dark Network (Preparation Phase): "(O)Send one face-down card in either your or your
    # opponent's slots to the Dark Area without checking its contents." Aki chooses his own side;
    # Bea's face-down card stays. (Not usable by a Level III or Ultimate: Cinderhound is a Level IV.)
    state = game(
        sheet(CINDERHOUND, (compiled_record("Bo-158"), BOOSTER_CHIP)),
        sheet(SHELLKIT, (BOOSTER_CHIP,)),
        first=0,
    )
    put_tops(state)
    aki, bea = state.players
    for player, slot, card in ((0, 0, 1), (0, 1, 2), (1, 0, 1)):
        remove_from_zones(state, player, card)
        state.players[player].slots[slot] = card
    apply(state, Pass())
    assert [a for a in legal_actions(state) if isinstance(a, Use)] == [
        Use(1, choice="self"),
        Use(1, choice="opponent"),
    ]
    apply(state, Use(1, choice="self"))
    assert 2 in aki.dark_area and aki.slots[1] == -1
    assert bea.slots[0] == 1


def test_o3_bo_695_draws_as_many_cards_as_announced(catalog):
    # Bo-695 Jumper Gate (Point Calculation Phase): "(O)You may directly draw up to 6 cards from your
    # Net Ocean (announce how many cards you are going to draw before drawing them)."
    state = battle_start((compiled_record("Bo-695"),), slots_a=(1,), top_a=PERFECT)
    _pass_until(state, lambda s: Use(1, choice="4") in legal_actions(s))
    uses = [a for a in legal_actions(state) if isinstance(a, Use)]
    assert uses == [Use(1, choice=str(n)) for n in range(1, 7)]
    aki = state.players[0]
    hand, ocean = len(aki.hand), len(aki.net_ocean)
    apply(state, Use(1, choice="4"))
    assert len(aki.hand) == hand + 4 and len(aki.net_ocean) == ocean - 4


def test_o3_st_597_lowers_the_printed_attack_for_the_turn_and_attacks_with_the_chosen_column(catalog):
    # St-597 Power Limiter (Evolution Phase): "(O)Reduce the 'basic attack power written on your card' by
    # 200 (…). After that, you can make your attack A, B, or C regardless of the opponent's battle type."
    # Used in the Evolution Phase, both last into the battle (the card leaves at the end of the turn).
    state = battle_start((compiled_record("St-597"),), slots_a=(1,), top_a=PERFECT)
    _pass_until(state, lambda s: Use(1, choice="C") in legal_actions(s))
    assert state.phase == "evolution"
    apply(state, Use(1, choice="C"))
    _pass_until(state, lambda s: s.phase == "point_calculation" or s.turn == 2)
    # Choicemon's printed C is 300 (Shellkit's battle type B would have given B).
    assert state.last_battle[0] == 300 - 200


def test_o3_sx_108_attacks_with_b_and_zeroes_the_opponents_a(catalog):
    # Sx-108 Solid Feint Program: "Send 1 card from your hand to the Dark Area. … You can make your attack
    # [A (the opponent's C attack goes to zero)] or [B (the opponent's A attack goes to zero)] …".
    # Shellkit attacks with its A against Choicemon (battle type A): 330 goes to zero.
    state = battle_start((compiled_record("Sx-108"), BOOSTER_CHIP), hand_a=(2,), slots_a=(1,), top_a=PERFECT)
    _my_battle_window(state)
    aki = state.players[0]
    apply(state, Use(1, (2,), "B"))
    assert 2 in aki.dark_area
    assert state.last_battle == (400, 0)


def _dark_seventh(top):
    """Bo-856 Dark Seventh in Aki's slot 1 at his battle window, with `top` battling."""
    state = battle_start(
        (compiled_record("Bo-856"),), slots_a=(1,), cards_b=(BOOSTER_CHIP,), slots_b=(1,), top_a=top
    )
    _my_battle_window(state)
    return state


def test_o3_bo_856_a_virus_digimon_earns_200_whichever_side_is_changed(catalog):
    # Bo-856 Dark Seventh: "(O)Change the attribute of either your, your opponent's, or both Digimon to
    # Virus attribute. (O)When your Digimon's attribute is Virus, add 200 to your attack power (excluding
    # changes made by a Dark Seventh card)." A Virus by print earns the 200.
    virus = digimon(
        "EXAMPLE-C2",
        "Virumon",
        "Perfect",
        "A",
        (500, 400, 300),
        (20, 10, 10, 10),
        attributes=frozenset({"Virus"}),
    )
    state = _dark_seventh(virus)
    before = attack_value(state, 0)
    apply(state, Use(1, choice="opponent"))
    ctx = EngineContext(state, 0, 1, OPTION, "source")
    assert ctx.attributes("opponent") == frozenset({"Virus"})
    assert attack_value(state, 0) == before + 200


def test_o3_bo_856_its_own_change_earns_nothing(catalog):
    state = _dark_seventh(PERFECT)
    before = attack_value(state, 0)
    apply(state, Use(1, choice="both"))
    ctx = EngineContext(state, 0, 1, OPTION, "source")
    assert ctx.attributes("self") == ctx.attributes("opponent") == frozenset({"Virus"})
    assert attack_value(state, 0) == before


def test_o3_st_300_column_c_still_sends_a_hand_card_away(catalog):
    # St-300 Defense Plug-In C: "… you can make your attack C or A … After that, choose one card from your
    # hand and send it to the Dark Area." The discard follows either column.
    state = battle_start((compiled_record("St-300"), BOOSTER_CHIP), hand_a=(2,), slots_a=(1,), top_a=PERFECT)
    _my_battle_window(state)
    aki = state.players[0]
    hand = len(aki.hand)
    apply(state, Use(1, choice="C"))
    assert state.last_battle[0] == 300
    assert len(aki.hand) == hand - 1


def test_o3_bo_347_stacks_two_cards_of_the_chosen_dark_area_on_that_point_gauge(catalog):
    # Bo-347 Digimon Graveyard (Evolution Phase): "(O)Shuffle either your or your opponent's Dark Area and
    # draw two cards, and stack those two cards on top of your/their point gauge."
    def three_in_beas_dark_area(state):
        bea = state.players[1]
        for card in bea.net_ocean[:3]:
            remove_from_zones(state, 1, card)
            bea.dark_area.append(card)

    state = battle_start(
        (compiled_record("Bo-347"),),
        slots_a=(1,),
        cards_b=(BOOSTER_CHIP,),
        slots_b=(1,),
        top_a=PERFECT,
        pre=three_in_beas_dark_area,
    )
    _pass_until(state, lambda s: Use(1, choice="opponent") in legal_actions(s))
    aki, bea = state.players
    dark, gauge = list(bea.dark_area), list(bea.gauge_cards)
    assert len(dark) == 3
    apply(state, Use(1, choice="opponent"))
    moved = bea.gauge_cards[len(gauge) :]
    assert len(moved) == 2 and set(moved) <= set(dark)
    assert len(bea.dark_area) == 1
    # O-L1: "After this card is used, stack it on top of the card placed on your point gauge."
    assert 1 in aki.gauge_cards


def test_o3_bo_23v_offers_up_to_two_cards_to_a_perfect_and_draws_the_chosen_number(catalog):
    # Bo-23v The Awakening of the Ancient Type: "(O)Only once during battle, draw cards from your Net
    # Ocean and add them to your hand (draw only one card when your Digimon is Level IV, draw up to two
    # cards when your Digimon is Perfect level, and draw up to three cards when your Digimon is Ultimate
    # level)."
    state = battle_start(
        (compiled_record("Bo-23v"),), slots_a=(1,), cards_b=(BOOSTER_CHIP,), slots_b=(1,), top_a=PERFECT
    )
    _my_battle_window(state)
    assert [a for a in legal_actions(state) if isinstance(a, Use)] == [Use(1, choice="1"), Use(1, choice="2")]
    with pytest.raises(IllegalAction, match="'3' is not open now"):
        apply(state, Use(1, choice="3"))
    aki = state.players[0]
    hand = len(aki.hand)
    apply(state, Use(1, choice="2"))
    assert len(aki.hand) == hand + 2


def test_o3_bo_349_offers_only_the_highest_printed_column_and_both_of_a_tie(catalog):
    # Bo-349 Golden Banana: "(O)During battle, regardless of the opponent's battle type, you can make your
    # attack either A, B, or C, depending on which one has the highest attack power written on your card
    # (if any of them have the same attack power, you can choose between either of them), …"
    state = battle_start((compiled_record("Bo-349"),), slots_a=(1,), top_a=PERFECT)
    _my_battle_window(state)
    assert [a for a in legal_actions(state) if isinstance(a, Use)] == [Use(1, choice="A")]
    apply(state, Use(1, choice="A"))
    assert state.last_battle[0] == 500
    tied = digimon("EXAMPLE-C3", "Tiemon", "Perfect", "A", (300, 450, 450), (20, 10, 10, 10))
    state = battle_start((compiled_record("Bo-349"),), slots_a=(1,), top_a=tied)
    _my_battle_window(state)
    assert [a for a in legal_actions(state) if isinstance(a, Use)] == [Use(1, choice="B"), Use(1, choice="C")]
