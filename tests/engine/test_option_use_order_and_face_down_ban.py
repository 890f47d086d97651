"""Real Option cards that change when Option cards may be used: the Battle Phase's order of use
(St-374, St-381: "… to 'First Attacker > Second Attacker > First Attacker'", B-4) and a ban on the
face-down cards in both players' slots (CD-12, O-3), or on the cards outside the opponent's slot 1
(Bo-1057). Each asserts the printed effect in a game and the case where it must not act."""

import pytest

from gameplay.engine import IllegalAction, apply, legal_actions
from gameplay.engine.actions import Pass, Use
from gameplay.engine.options import why_not_usable

from .helpers import BOOSTER_CHIP, CINDERHOUND, SHELLKIT, arrange, digimon, game, record
from .test_battle import attack_value, battle_start, put_tops, sheet


def _to_evolution(state):
    while state.phase == "preparation":
        apply(state, Pass())
    assert state.phase == "evolution"


def _order_card_game(number, *, user, choice=""):
    """Player `user` holds `number` in slot 1 and a Booster Chip in slot 2 (T-P2 refills its hand to 6), the
    other player a Booster Chip in slot 1
    (Aki's top is the Level IV Cinderhound, Bea's the Level III Shellkit); player 0 is the first
    player. The user flips the card in its Evolution
    step, everyone passes to the Battle Phase."""
    cards = (record(number), BOOSTER_CHIP)
    state = game(sheet(CINDERHOUND, cards), sheet(SHELLKIT, cards), first=0)
    put_tops(state)
    arrange(state, user, hand=[1, 2, 3, 4])
    me = state.players[user]
    for slot, card in ((0, 1), (1, 2)):
        me.hand.remove(card)
        me.slots[slot] = card
    # The other player has a Booster Chip to use in the Battle Phase, so that its window is not
    # passed over for having nothing to do.
    other = state.players[1 - user]
    arrange(state, 1 - user, hand=[2])
    other.hand.remove(2)
    other.slots[0] = 2
    _to_evolution(state)
    while state.phase == "evolution":
        if state.actor == user and Use(1, choice=choice) in legal_actions(state):
            apply(state, Use(1, choice=choice))
            continue
        apply(state, Pass())
    return state


def test_b4_st_381_second_attacker_makes_the_first_attacker_open_the_battle_windows(catalog):
    # St-381 Training Grips: "When your Digimon is the second to attack, change the order of the
    # usage of Option cards during the battle phase to 'First Attacker > Second Attacker > First
    # Attacker'. After that, add 100 to your attack power."
    state = _order_card_game("St-381", user=1)
    bea = state.players[1]
    assert bea.active[0]
    while state.step != "battle":
        apply(state, Pass())
    # B-4: the first player (Aki) now has the first window, not Bea.
    assert state.actor == state.fp == 0
    # Shellkit (type B) against Cinderhound (type A): A 330, and 100 more.
    assert attack_value(state, 1) == 330 + 100


def test_b4_st_381_does_nothing_for_the_first_attacker(catalog):
    state = _order_card_game("St-381", user=0)
    # Cinderhound is the first to attack: the card is used, but its effect waits (O-N2).
    assert state.players[0].active[0]
    while state.step != "battle":
        apply(state, Pass())
    assert state.actor == state.sp == 1
    # Cinderhound (type A) against Shellkit (type B): its B attack, 420, unchanged.
    assert attack_value(state, 0) == 420


def test_b4_st_374_first_attacker_may_open_the_battle_windows_and_discards_two(catalog):
    # St-374 Accelerator: "When your Digimon is the first to attack, you may change the order of the
    # usage of Option cards during the battle phase to 'First Attacker > Second Attacker > First
    # Attacker'. After doing so, send two cards from your hand to the Dark Area."
    state = _order_card_game("St-374", user=0, choice="yes")
    aki = state.players[0]
    while state.step != "battle":
        apply(state, Pass())
    assert state.actor == state.fp == 0
    # T-P2 refilled the hand to 6; two went to the Dark Area.
    assert len(aki.dark_area) == 2 and len(aki.hand) == 6 - 2


def test_b4_st_374_declined_keeps_the_order_and_the_hand(catalog):
    state = _order_card_game("St-374", user=0, choice="no")
    aki = state.players[0]
    assert aki.active[0]
    while state.step != "battle":
        apply(state, Pass())
    assert state.actor == state.sp == 1
    assert aki.dark_area == [] and len(aki.hand) == 6


def test_b4_st_374_second_attacker_cannot_change_the_order(catalog):
    state = _order_card_game("St-374", user=1, choice="yes")
    bea = state.players[1]
    while state.step != "battle":
        apply(state, Pass())
    assert state.actor == state.sp == 1
    assert bea.dark_area == [] and len(bea.hand) == 6


def _cd12_game():
    """Aki set CD-12 face-up in slot 1 (Cinderhound is Level IV) and holds a Booster Chip face-down in
    slot 2; Bea holds a Booster Chip face-down in slot 1 and one set face-up in slot 2, as if set
    face-up in an earlier turn."""
    chips = (BOOSTER_CHIP, BOOSTER_CHIP)
    state = game(sheet(CINDERHOUND, (record("CD-12"), BOOSTER_CHIP)), sheet(SHELLKIT, chips), first=0)
    put_tops(state)
    for player, cards in ((0, (1, 2)), (1, (1, 2))):
        arrange(state, player, hand=list(cards))
        me = state.players[player]
        for slot, card in enumerate(cards):
            me.hand.remove(card)
            me.slots[slot] = card
    state.players[0].face_up[0] = True
    state.players[1].face_up[1] = True
    return state


def test_o3_cd_12_bans_face_down_slot_cards_of_both_players_for_the_turn(catalog):
    # CD-12 A Battle Without Cheating!: "Both you and your opponent become unable to use any face-down
    # cards in their slots. However, both parties can still use cards that were placed face-up. | At
    # the end of the turn during which this card was used, it is sent to the Dark Area, after which
    # the cards that were unable to be used return to normal."
    state = _cd12_game()
    aki, bea = state.players
    # T-P1 done, T-P5: Aki uses CD-12 (set face-up before this turn).
    apply(state, Pass())
    assert Use(1) in legal_actions(state)
    apply(state, Use(1))
    assert aki.active[0]
    while state.step != "battle":
        apply(state, Pass())
    # Bea (SP) opens the window: her face-down Booster Chip is banned, the face-up one is not.
    assert state.actor == 1
    assert Use(1) not in legal_actions(state) and Use(2) in legal_actions(state)
    with pytest.raises(IllegalAction):
        apply(state, Use(1))
    # Aki's own face-down Booster Chip is banned too.
    assert "face-down cards in slots cannot be used" in why_not_usable(state, 0, 1, "battle")
    apply(state, Use(2))
    while state.turn == 1 and state.result is None:
        apply(state, Pass())
    # The end of the turn: CD-12 is in the Dark Area and the ban is over.
    assert aki.slots[0] != 1 and 1 in aki.dark_area
    while state.step != "battle":
        apply(state, Pass())
    if state.actor == 0:
        assert Use(2) in legal_actions(state)
    else:
        assert Use(1) in legal_actions(state)


def test_o3_cd_12_is_not_used_by_a_level_iii(catalog):
    state = game(sheet(SHELLKIT, (record("CD-12"),)), sheet(SHELLKIT, ()), first=0)
    arrange(state, 0, hand=[1])
    aki = state.players[0]
    aki.hand.remove(1)
    aki.slots[0] = 1
    aki.face_up[0] = True
    apply(state, Pass())
    assert state.phase == "preparation" and Use(1) not in legal_actions(state)


def _worm_three_game(bea_frame):
    """Aki holds Bo-1057 in slot 1; Bea's Nightmare Soldiers Digimon of frame `bea_frame` holds a
    Booster Chip in each of slots 1 and 2. Bea passes her first window and Aki uses Bo-1057."""
    soldier = digimon(
        "EXAMPLE-W1",
        "Soldier",
        "IV",
        "A",
        (400, 400, 400),
        (30, 20, 10, 10),
        fields=frozenset({"NSo"}),
        frame=bea_frame,
    )
    state = battle_start(
        (record("Bo-1057"),),
        slots_a=(1,),
        cards_b=(BOOSTER_CHIP, BOOSTER_CHIP),
        slots_b=(1, 2),
        top_b=soldier,
    )
    assert state.actor == 1
    apply(state, Pass())
    apply(state, Use(1))
    # Aki has nothing left, so her window closes by itself.
    assert state.actor == 1
    return state


def test_o3_bo_1057_leaves_the_opponents_nightmare_soldier_only_slot_1(catalog):
    # Bo-1057 Particle Worm No. 3: "When this card is activated, your opponent's Nightmare Soldiers
    # Digimon become unable to use any cards placed outside of their slot 1 or power box. However,
    # this effect does not activate when you are facing a red frame Digimon. Send this card to the Dark
    # Area when your or your opponent's Digimon reaches the end of its lifespan (this card cannot be
    # discarded by you)."
    state = _worm_three_game("Blue")
    actions = legal_actions(state)
    assert Use(1) in actions and Use(2) not in actions
    assert "only the card in slot 1" in why_not_usable(state, 1, 1, "battle")
    # It stays in its slot, and Aki cannot discard it (T-P1).
    assert state.players[0].active[0] and "cannot_be_discarded" in record("Bo-1057").limits


def test_o3_bo_1057_does_not_act_against_a_red_frame_digimon(catalog):
    state = _worm_three_game("Red")
    actions = legal_actions(state)
    assert Use(1) in actions and Use(2) in actions
