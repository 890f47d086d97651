"""Evolution Phase E-1..E-11 and the evolution-condition kinds EC-1..EC-8 (RULES 4.2, 4.3)."""

import pytest

from gameplay.engine import IllegalAction, apply, legal_actions
from gameplay.engine.actions import Appear, Cancel, MoveCard, Pass, Prepare, Proceed, Swap, Use
from gameplay.engine.cards import Requirement
from gameplay.engine.effects.add_attack import AddAttack
from gameplay.engine.effects.draw_cards import DrawCards
from gameplay.engine.effects.evolve_ignoring_conditions import EvolveIgnoringConditions
from gameplay.engine.effects.immunity import IGNORE_EVOLUTION_CONDITIONS, GrantImmunity
from gameplay.engine.effects.invalidate_option import InvalidateOption

from .helpers import (
    BOOSTER_CHIP,
    CINDERHOUND,
    EMBERPUP,
    PEBBLE,
    REEFCRAB,
    SHELLKIT,
    ability,
    arrange,
    deck,
    digimon,
    game,
    marks,
    option,
    set_in_slot,
    text,
)

WR40 = option("EXAMPLE-30", "Winning Percentage: 40%!", timing="evolution", pays_win_rates=frozenset({40}))
WR60 = option(
    "EXAMPLE-31", "Winning Percentage: 60%!", timing="evolution", pays_win_rates=frozenset({40, 60})
)
BLAZEWOLF = digimon(
    "EXAMPLE-32",
    "Blazewolf",
    "Perfect",
    "B",
    (500, 480, 300),
    (30, 20, 20, 10),
    evolution=((Requirement("from", names=("Cinderhound",)), Requirement("win_rate", percent=40)),),
    text=text(ability(DrawCards("self", 2), trigger="on_evolve")),
)
SOLARFANG = digimon(
    "EXAMPLE-33",
    "Solarfang",
    "Ultimate",
    "A",
    (600, 560, 320),
    (30, 30, 20, 10),
    evolution=((Requirement("from", names=("Blazewolf",)), Requirement("win_rate", percent=60)),),
)
TWINFLAME = digimon(
    "EXAMPLE-34",
    "Twinflame",
    "Perfect",
    "A",
    (520, 470, 300),
    (30, 20, 20, 10),
    evolution=((Requirement("jogress", names=("Cinderhound", "Reefcrab")),),),
)
DIGIMENTAL = option("EXAMPLE-35", "Digimental of Embers", timing="evolution")
ARMORPUP = digimon(
    "EXAMPLE-36",
    "Armorpup",
    "IV",
    "A",
    (460, 400, 280),
    (30, 20, 10, 10),
    evolution=(
        (Requirement("from", names=("Emberpup",)), Requirement("armor", names=("Digimental of Embers",))),
    ),
)
SPIRIT = option("EXAMPLE-37", "Spirit of Flame", timing="evolution")
FLAMEWARRIOR = digimon(
    "EXAMPLE-38",
    "Flamewarrior",
    "Hybrid",
    "A",
    (480, 450, 300),
    (20, 20, 10, 10),
    evolution=(
        (Requirement("from", names=("Emberpup",)), Requirement("spirit", names=("Spirit of Flame",))),
    ),
)
AWAKEN = option("EXAMPLE-39", "Hidden Power Awakens", timing="evolution", ignores_conditions=True)
FIREGATE = digimon(
    "EXAMPLE-40",
    "Firegate",
    "Ultimate",
    "C",
    (600, 600, 400),
    (30, 30, 20, 10),
    evolution=(
        (Requirement("appearance", names=("Cinderhound",), text="When your Digimon is Cinderhound"),),
    ),
)
GREEDY_HOUND = digimon(
    "EXAMPLE-41",
    "Costly Hound",
    "IV",
    "A",
    (470, 420, 300),
    (30, 20, 10, 10),
    evolution=((*marks(1, 0), Requirement("extra_cost", count=1)),),
)


def start(cards_a, hand_a, cards_b=(), hand_b=None):
    state = game(deck(EMBERPUP, *cards_a), deck(SHELLKIT, *cards_b), first=0)
    arrange(state, 0, hand=list(hand_a))
    if hand_b is not None:
        arrange(state, 1, hand=list(hand_b))
    return state


def to_evolution(state, prepare_a=(), prepare_b=()):
    for player, prepares in ((0, prepare_a), (1, prepare_b)):
        assert state.actor == player
        apply(state, Pass())
        for action in prepares:
            apply(state, action)
        if state.phase == "preparation" and state.actor == player:
            apply(state, Pass())


def test_e1_the_partners_are_revealed_at_the_start_of_the_phase():
    state = start((CINDERHOUND,), (1,))
    to_evolution(state, [Prepare(1, 0)])
    assert state.phase == "evolution"
    assert not state.players[0].face_down and not state.players[1].face_down


def test_e2_fp_swaps_and_the_old_level_iii_goes_to_the_dark_area():
    state = start((PEBBLE, CINDERHOUND), (1, 2))
    to_evolution(state, [Swap(1), Prepare(2, 0)])
    me = state.players[0]
    assert me.digimon == [1]
    assert 0 in me.dark_area
    # the evolution prepared on top of the swap is checked against the new Level III.
    apply(state, Proceed())
    assert me.digimon == [1, 2]


def test_e2_sp_may_cancel_its_swap_after_seeing_fps():
    state = start((), (), (PEBBLE,), (1,))
    to_evolution(state, [], [Swap(1)])
    assert state.step == "swap" and state.actor == 1
    apply(state, Cancel())
    bea = state.players[1]
    assert bea.digimon == [0] and 1 in bea.dark_area


def test_e2_p10_sps_re_placement_into_an_empty_box_is_not_a_swap_she_may_cancel():
    """T-P3 re-placement fills an empty box; E-2's cancel is for swaps only, so SP never
    battles with an empty box (A-26)."""
    state = start((), (), (PEBBLE,), (1,))
    bea = state.players[1]
    bea.dark_area.append(bea.digimon.pop())
    to_evolution(state, [], [Swap(1)])
    assert state.step != "swap"
    assert bea.digimon == [1] and bea.pending_swap == -1


def test_e3_fp_may_decline_its_evolution_and_the_cards_go_to_the_dark_area():
    state = start((CINDERHOUND,), (1,))
    to_evolution(state, [Prepare(1, 0)])
    power = [card for card, _, _ in state.players[0].power]
    apply(state, Cancel())
    me = state.players[0]
    assert me.digimon == [0]
    assert set(me.dark_area) >= {1, *power}
    assert me.evo_box == [] and me.power == []


def test_e4_sp_decides_after_seeing_fps_evolution():
    state = start((CINDERHOUND,), (1,), (REEFCRAB,), (1,))
    to_evolution(state, [Prepare(1, 0)], [Prepare(1, 0)])
    apply(state, Proceed())
    assert state.actor == 1 and state.players[0].digimon == [0, 1]
    assert Cancel() in legal_actions(state)
    apply(state, Cancel())
    assert state.players[1].digimon == [0]


def test_e5_cleanup_empties_the_evolution_and_power_boxes():
    state = start((CINDERHOUND,), (1,))
    to_evolution(state, [Prepare(1, 0)])
    apply(state, Proceed())
    for me in state.players:
        assert me.evo_box == [] and me.power == [] and me.support_other == []


def test_e6_a_warp_evolution_runs_every_step_and_keeps_only_the_level_iii():
    state = start((CINDERHOUND, BLAZEWOLF, WR40), (1, 2, 3))
    to_evolution(state, [Prepare(1, 0), Prepare(2, 0, (3,))])
    me = state.players[0]
    # E-6.3: there is no stopping at Level IV; the only choice is proceed or cancel.
    assert Proceed() in legal_actions(state) and len(legal_actions(state)) == 2
    apply(state, Proceed())
    assert me.digimon == [0, 2]
    assert 1 in me.dark_area and 3 in me.dark_area
    assert me.evolved_log == ["EXAMPLE-02", "EXAMPLE-32"]


def test_e6_a_step_that_cannot_be_paid_stops_the_warp_at_the_last_success():
    state = start((CINDERHOUND, BLAZEWOLF, WR40), (1, 2, 3))
    to_evolution(state, [Prepare(1, 0), Prepare(2, 0, (3,))])
    apply(state, MoveCard(0, 3, "dark_area"))
    apply(state, Proceed())
    me = state.players[0]
    assert me.digimon == [0, 1]
    assert 2 in me.dark_area


def test_e6_5_upon_evolving_abilities_fire_at_once():
    state = start((CINDERHOUND, BLAZEWOLF, WR40), (1, 2, 3))
    to_evolution(state, [Prepare(1, 0), Prepare(2, 0, (3,))])
    hand_before = len(state.players[0].hand)
    apply(state, Proceed())
    assert len(state.players[0].hand) == hand_before + 2


def test_e6_6_evolving_into_the_supports_number_sends_the_support_away():
    state = start((CINDERHOUND, CINDERHOUND), (1,))
    me = state.players[0]
    arrange(state, 0, hand=[1, 2])
    me.hand.remove(2)
    me.support = 2
    to_evolution(state, [Prepare(1, 0)])
    apply(state, Proceed())
    assert me.support == -1 and 2 in me.dark_area


def test_e7_ec3_jogress_puts_the_partner_from_hand_in_the_power_box():
    state = start((CINDERHOUND, REEFCRAB, TWINFLAME), (2, 3))
    me = state.players[0]
    me.net_ocean.remove(1)
    me.digimon.append(1)
    to_evolution(state, [Prepare(3, 0, (2,))])
    assert [(card, tag) for card, _, tag in me.power] == [(2, "card")]
    apply(state, Proceed())
    assert me.digimon == [0, 3]
    assert {1, 2} <= set(me.dark_area)


def test_ec2_a_win_rate_card_pays_only_its_own_rate_unless_its_text_says_more():
    """A-20: a 40 % card cannot pay a 60 % requirement; this 60 % card accepts 40 % too."""
    state = start((BLAZEWOLF, SOLARFANG, WR40, WR60), (1, 2, 3, 4))
    me = state.players[0]
    me.net_ocean.remove(5) if 5 in me.net_ocean else None
    me.digimon.append(me.hand.pop(me.hand.index(1)))
    apply(state, Pass())
    with pytest.raises(IllegalAction):
        apply(state, Prepare(2, 0, (3,)))
    apply(state, Prepare(2, 0, (4,)))
    assert me.evo_box == [2]


def test_ec2_a_win_rate_card_may_come_from_a_slot():
    state = start((CINDERHOUND, BLAZEWOLF, WR40), (1, 2))
    me = state.players[0]
    set_in_slot(state, 0, 3)
    apply(state, Pass())
    apply(state, Prepare(1, 0))
    assert Prepare(2, 0, (3,)) in legal_actions(state)
    apply(state, Prepare(2, 0, (3,)))
    assert me.slots[0] == -1


def test_ec4_an_extra_cost_is_paid_from_the_hand_after_the_condition_cards():
    state = start((GREEDY_HOUND,), (1, 2, 3))
    to_evolution(state, [Prepare(1, 0)])
    me = state.players[0]
    hand_before = len(me.hand)
    apply(state, Proceed())
    assert me.digimon == [0, 1] and len(me.hand) == hand_before - 1


def test_ec8_armor_evolution_pays_with_the_named_digimental():
    state = start((ARMORPUP, DIGIMENTAL), (1, 2))
    to_evolution(state, [Prepare(1, 0, (2,))])
    apply(state, Proceed())
    assert state.players[0].digimon == [0, 1] and 2 in state.players[0].dark_area


def test_e10_ec7_spirit_cards_wait_in_the_support_box_then_go_to_the_dark_area():
    state = start((FLAMEWARRIOR, SPIRIT), (1, 2))
    to_evolution(state, [Prepare(1, 0, (2,))])
    me = state.players[0]
    assert me.support_other == [2] and me.power == []
    apply(state, Proceed())
    assert me.digimon == [0, 1] and 2 in me.dark_area


def test_e10_unused_spirits_go_to_the_dark_area_at_the_end_of_the_phase():
    state = start((FLAMEWARRIOR, SPIRIT), (1, 2))
    to_evolution(state, [Prepare(1, 0, (2,))])
    apply(state, Cancel())
    me = state.players[0]
    assert me.support_other == [] and 2 in me.dark_area


def test_e11_an_ignore_conditions_card_reaches_only_the_next_level():
    state = start((CINDERHOUND, SOLARFANG, AWAKEN), (1, 2, 3))
    apply(state, Pass())
    assert Prepare(1, -1, (3,)) in legal_actions(state)
    with pytest.raises(IllegalAction, match="not the next level"):
        apply(state, Prepare(2, -1, (3,)))
    apply(state, Prepare(1, -1, (3,)))
    apply(state, Pass())
    apply(state, Pass())
    apply(state, Pass())
    apply(state, Proceed())
    assert state.players[0].digimon == [0, 1]


def test_e9_ec6_a_digimon_appears_from_hand_by_its_appearance_condition():
    state = start((CINDERHOUND, FIREGATE), (1, 2))
    me = state.players[0]
    me.hand.remove(1)
    me.digimon.append(1)
    # An appearance condition is not an evolution condition: it is never prepared (E-11).
    apply(state, Pass())
    assert not any(isinstance(a, Prepare) and a.card == 2 for a in legal_actions(state))
    while state.phase == "preparation":
        apply(state, Pass())
    # E-9: in its Evolution step the player may make it appear: it names the top Digimon.
    assert state.step == "evolve" and Appear(2) in legal_actions(state)
    apply(state, Appear(2))
    assert me.digimon == [0, 2] and 1 in me.dark_area


CAPSULE = option("EXAMPLE-42", "Fusion Capsule", timing="evolution")
FUSED = digimon(
    "EXAMPLE-43",
    "Capsulehound",
    "IV",
    "B",
    (450, 400, 300),
    (30, 20, 10, 10),
    evolution=((Requirement("from", names=("Emberpup",)), Requirement("card", names=("Fusion Capsule",))),),
)
EVO_BOOST = option(
    "EXAMPLE-44", "Evolution Cheer", timing="evolution", abilities=(ability(DrawCards("self", 1)),)
)


def test_e8_ec5_a_fusion_pays_with_the_option_cards_it_names():
    state = start((FUSED, CAPSULE), (1, 2))
    apply(state, Pass())
    assert Prepare(1, 0) not in legal_actions(state)
    assert Prepare(1, 0, (2,)) in legal_actions(state)
    apply(state, Prepare(1, 0, (2,)))
    while state.phase == "preparation":
        apply(state, Pass())
    apply(state, Proceed())
    assert state.players[0].digimon == [0, 1] and 2 in state.players[0].dark_area


def test_e3_d_evolution_options_are_flipped_in_the_owners_evolution_step():
    state = start((CINDERHOUND, EVO_BOOST), (1,))
    me = state.players[0]
    set_in_slot(state, 0, 2)
    to_evolution(state, [Prepare(1, 0)])
    assert Use(1) in legal_actions(state)
    apply(state, Proceed())
    # E-3 (d): after the evolution the step stays open for Evolution-timing options.
    assert state.step == "evolve" and state.actor == 0
    hand = len(me.hand)
    apply(state, Use(1))
    assert len(me.hand) == hand + 1
    assert state.actor == 1 or state.phase != "evolution"


def test_e6_4_an_extra_cost_that_cannot_be_paid_stops_the_evolution():
    state = start((GREEDY_HOUND,), (1, 2, 3))
    to_evolution(state, [Prepare(1, 0)])
    me = state.players[0]
    for card in list(me.hand):
        apply(state, MoveCard(0, card, "dark_area"))
    apply(state, Proceed())
    assert me.digimon == [0] and 1 in me.dark_area


NO_ITEMS = option(
    "EXAMPLE-45",
    "No Items Here",
    timing="evolution",
    interrupt=True,
    abilities=(ability(InvalidateOption("opponent", "Item")),),
)
ITEM_CHEER = option(
    "EXAMPLE-46",
    "Item Cheer",
    timing="evolution",
    option_type="Item",
    abilities=(ability(DrawCards("self", 1)),),
)


def test_b6_an_evolution_item_can_be_answered_before_it_takes_effect():
    state = start((CINDERHOUND, ITEM_CHEER), (1,), (NO_ITEMS,), ())
    aki = state.players[0]
    set_in_slot(state, 0, 2)
    set_in_slot(state, 1, 1)
    to_evolution(state, [Prepare(1, 0)])
    apply(state, Proceed())
    hand = len(aki.hand)
    apply(state, Use(1))
    assert state.step == "interrupt" and state.actor == 1
    apply(state, Use(1))
    # The Item was negated: no card drawn, and it is in the Dark Area.
    assert len(aki.hand) == hand and 2 in aki.dark_area


GUARDED_HOUND = digimon(
    "EXAMPLE-47",
    "Guarded Hound",
    "IV",
    "A",
    (470, 420, 300),
    (30, 20, 10, 10),
    evolution=(marks(2, 0),),
    # "The evolution requirements cannot be ignored." (an information line of the card).
    text=text(ability(GrantImmunity("self", IGNORE_EVOLUTION_CONDITIONS), trigger="continuous")),
)
DIGIVICE = option(
    "EXAMPLE-48",
    "Digivice Glow",
    timing="evolution",
    abilities=(ability(EvolveIgnoringConditions("self")),),
)


def test_e11_a_target_whose_conditions_cannot_be_ignored_is_not_reached_by_an_ignore_card():
    """RULES 4.2 [FAQ-R]: "ignore evolution conditions" works unless the target says its
    conditions cannot be ignored."""
    state = start((GUARDED_HOUND, AWAKEN), (1, 2))
    apply(state, Pass())
    assert Prepare(1, -1, (2,)) not in legal_actions(state)
    with pytest.raises(IllegalAction, match="cannot be ignored"):
        apply(state, Prepare(1, -1, (2,)))


def test_e11_an_ignore_effect_from_a_slot_does_not_carry_a_protected_target_past_its_condition():
    state = start((GUARDED_HOUND, DIGIVICE), (1,))
    me = state.players[0]
    set_in_slot(state, 0, 2)
    to_evolution(state, [Prepare(1, 0)])
    # The ● ● cards were paid; take one out so the printed condition no longer holds.
    me.dark_area.append(me.power.pop()[0])
    apply(state, Use(1))
    apply(state, Proceed())
    assert me.digimon == [0]


def test_ec4_ignoring_evolution_conditions_also_ignores_the_extra_cost():
    """RULES 4.2: an "ignore evolution conditions" effect also skips extra-cost lines."""
    state = start((GREEDY_HOUND, DIGIVICE), (1,))
    me = state.players[0]
    set_in_slot(state, 0, 2)
    to_evolution(state, [Prepare(1, 0)])
    for card in list(me.hand):
        apply(state, MoveCard(0, card, "dark_area"))
    apply(state, Use(1))
    apply(state, Proceed())
    assert me.digimon == [0, 1]


def _appearing_over_cinderhound(number, name, condition_text):
    """A Perfect that appears over Cinderhound (E-9) under its printed appearance condition."""
    return digimon(
        number,
        name,
        "Perfect",
        "A",
        (560, 520, 330),
        (30, 20, 10, 10),
        evolution=((Requirement("appearance", names=("Cinderhound",), text=condition_text),),),
    )


BURSTHOUND = _appearing_over_cinderhound(
    "EXAMPLE-49",
    "Bursthound",
    "When your Digimon is Cinderhound, make this card appear from your hand (only during battle).",
)
DAWNHOUND = _appearing_over_cinderhound(
    "EXAMPLE-90",
    "Dawnhound",
    "At the start of the battle, send your Cinderhound from the box to the Dark Area, and make this card"
    " appear directly from your hand.",
)


def _cinderhound_on_top(cards):
    state = start((CINDERHOUND, *cards), (1, *range(2, 2 + len(cards))))
    me = state.players[0]
    me.hand.remove(1)
    me.digimon.append(1)
    if BOOSTER_CHIP in cards:
        chip = 2 + cards.index(BOOSTER_CHIP)
        me.hand.remove(chip)
        me.slots[0] = chip
    while state.phase == "preparation" and state.turn == 1:
        apply(state, Pass())
    return state


def test_e9_a_during_battle_digimon_appears_in_a_battle_window_not_in_the_evolution_step():
    state = _cinderhound_on_top((BURSTHOUND,))
    # Nothing to do in the Evolution step (the Digimon may not appear there): the battle began.
    assert state.phase == "battle" and state.actor == 0
    assert Appear(2) in legal_actions(state)


def test_e9_b2_4_a_battle_start_digimon_is_offered_neither_in_the_evolution_step_nor_in_a_window():
    """B-2.4: once the battle-start effects have begun, "appear at battle start" is over."""
    state = _cinderhound_on_top((DAWNHOUND, BOOSTER_CHIP))
    # Its moment is B-2.2 (see the next test); Aki lets it pass.
    assert state.step == "battle_start" and state.actor == 0
    apply(state, Pass())
    # The Booster Chip in slot 1 keeps Aki's battle window open.
    assert state.step == "battle" and state.actor == 0 and Use(1) in legal_actions(state)
    assert Appear(2) not in legal_actions(state)


def test_e5_a_card_an_effect_put_in_the_support_box_is_not_a_spirit_and_stays():
    """RULES 1.1 / B-10.5: cards put in the Support Box by effects or costs are not support
    Digimon; E-5 sends only the unused Spirits of a spirit evolution to the Dark Area."""
    state = start((FLAMEWARRIOR, SPIRIT, PEBBLE), (1, 2, 3))
    apply(state, MoveCard(0, 3, "support"))
    to_evolution(state, [Prepare(1, 0, (2,))])
    apply(state, Cancel())
    me = state.players[0]
    # Past E-5 (the battle, with nothing to use, is already over too).
    assert state.phase != "evolution"
    assert me.support_other == [3] and 2 in me.dark_area


STORMHOUND = digimon(
    "EXAMPLE-91",
    "Stormhound",
    "Perfect",
    "A",
    (560, 520, 330),
    (30, 20, 10, 10),
    evolution=BURSTHOUND.evolution,
    text=text(ability(AddAttack("self", 100), trigger="continuous")),
)


def test_e9_b3_a_digimon_appearing_during_battle_brings_its_continuous_abilities():
    """A-2: continuous abilities need no window; they apply from the moment the Digimon is in
    the box, also when it arrives after attack confirmation (B-3)."""
    state = _cinderhound_on_top((STORMHOUND,))
    apply(state, Appear(2))
    # Stormhound uses its B attack against Shellkit (type B): 520, plus its own +100.
    assert state.last_battle[0] == 520 + 100


def test_e9_b2_a_battle_start_digimon_appears_before_the_battle_start_effects_sp_first():
    """B-2.1/B-2.2: SP's, then FP's "appear at battle start" Digimon, before B-2.3 and B-3."""
    state = start((CINDERHOUND, DAWNHOUND), (1, 2), (CINDERHOUND, DAWNHOUND), (1, 2))
    for player in (0, 1):
        me = state.players[player]
        me.hand.remove(1)
        me.digimon.append(1)
    while state.phase == "preparation" and state.turn == 1:
        apply(state, Pass())
    # FP is Aki (0): Bea (SP) is asked first.
    assert state.phase == "battle" and state.actor == 1
    assert legal_actions(state) == [Pass(), Appear(2)]
    apply(state, Appear(2))
    assert state.actor == 0 and Appear(2) in legal_actions(state)
    apply(state, Appear(2))
    for me in state.players:
        assert me.digimon == [0, 2] and 1 in me.dark_area


VIRUS_PUP = digimon(
    "EXAMPLE-93", "Murkpup", "III", "C", (330, 300, 240), (20, 10, 10, 10), attributes=frozenset({"Virus"})
)
PURE_HOUND = digimon(
    "EXAMPLE-94",
    "Purehound",
    "IV",
    "A",
    (470, 420, 300),
    (30, 20, 10, 10),
    evolution=(
        (
            *marks(1, 0),
            Requirement("note", text="Cannot evolve from Virus attributes.", not_attribute="virus"),
        ),
    ),
)
TOLL_HOUND = digimon(
    "EXAMPLE-95",
    "Tollhound",
    "IV",
    "A",
    (470, 420, 300),
    (30, 20, 10, 10),
    evolution=(
        (
            *marks(1, 0),
            Requirement("note", text="Send one additional card from your hand to the Dark Area.", count=1),
        ),
    ),
)


def test_e6_1_a_printed_only_from_restriction_limits_the_route():
    """RULES 4.2 (the catalog's "(O)Cannot evolve from Virus attributes." condition note)."""
    state = game(deck(VIRUS_PUP, PURE_HOUND), deck(SHELLKIT), first=0)
    arrange(state, 0, hand=[1])
    apply(state, Pass())
    assert not any(isinstance(action, Prepare) for action in legal_actions(state))
    with pytest.raises(IllegalAction, match="cannot evolve from"):
        apply(state, Prepare(1, 0))
    # From Emberpup, which is not Virus, the same card evolves.
    state = start((PURE_HOUND,), (1,))
    apply(state, Pass())
    assert Prepare(1, 0) in legal_actions(state)


def test_ec4_a_printed_extra_cost_note_is_paid_from_the_hand():
    """EC-4: the catalog's "(O)Send one additional card from your hand to the Dark Area." note."""
    state = start((TOLL_HOUND,), (1, 2, 3))
    to_evolution(state, [Prepare(1, 0)])
    me = state.players[0]
    hand = len(me.hand)
    apply(state, Proceed())
    assert me.digimon == [0, 1] and len(me.hand) == hand - 1
