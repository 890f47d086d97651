"""Real Tamer Option cards that print a menu of effects ("You may only use each of the following
effects once until you hit the limit. 1) … 2) …", Re-73, Re-74, Re-76, Re-79; the CD Tamers print the
same effects as numbered or (O) lines), played in games through `engine.option_menus`: an evolving
effect is used by the evolution prepared with the card, which stays in its slot (T-P4, E-11, E-6);
each other effect is a use of its own in the phase it names, once while the card stays (O-3, O-L1)."""

import pytest

from gameplay.engine import IllegalAction, apply, legal_actions
from gameplay.engine.actions import Pass, Prepare, Proceed, UseAbility
from gameplay.engine.option_menus import OPTION_ABILITY

from .helpers import (
    SHELLKIT,
    arrange,
    compiled_record,
    deck,
    evolve_paying_the_slot_card,
    game,
    prepare_and_pass,
    record,
    set_in_slot,
)
from .test_battle import put_tops, sheet


def _evolved_with(tamer, partner, target, extra=()):
    """Aki's battling `partner` evolves into `target` (id 1, in hand) with `tamer` (id 2) set face down
    in slot 1 (T-P4, alt -1); returns the state once her Evolution Phase is carried out."""
    cards = (record(target), compiled_record(tamer), *map(record, extra))
    state = game(sheet(record(partner), cards), deck(SHELLKIT), first=0)
    put_tops(state)
    evolve_paying_the_slot_card(state)
    return state


def _keep_battle_window(state):
    """St-53 (card 3, "Add 50 to your attack power", Battle Phase) face down in Aki's slot 2: her
    battle window stays open while she holds it (the engine passes for a player with nothing to use)."""
    me = state.players[0]
    for zone in (me.hand, me.net_ocean):
        if 3 in zone:
            zone.remove(3)
    me.slots[1] = 3


def _tamer_set(partner, target, tamer, *extra):
    """Turn 1 against Shellkit: Aki's deck is `partner` (card 0, her battling Level III), `target`
    (card 1), `tamer` (card 2) and `extra` (cards 3, …); the Tamer is set face down in her slot 1,
    from wherever the deal put it, and her hand is empty."""
    cards = (record(partner), record(target), compiled_record(tamer), *map(record, extra))
    state = game(deck(*cards), deck(SHELLKIT), first=0)
    arrange(state, 0, hand=[])
    set_in_slot(state, 0, 2)
    return state


def _menu_uses(state):
    return [a for a in legal_actions(state) if isinstance(a, UseAbility) and a.index >= OPTION_ABILITY]


def _to_battle_window(state):
    """Both players pass until Aki has a Battle Phase decision (B-4)."""
    while not (state.phase == "battle" and state.actor == 0 and state.step == "battle"):
        apply(state, Proceed() if Proceed() in legal_actions(state) else Pass())


def _finish_battle(state):
    while state.phase == "battle":
        apply(state, Pass())


@pytest.mark.parametrize("tamer", ["Re-73", "CD-2"])
def test_o3_the_sora_tamer_evolves_piyomon_and_stays_face_up_in_its_slot(catalog, tamer):
    # Re-73 Takenouchi Sora: "1) If your Digimon is Piyomon, ignore the evolution requirements and evolve
    # it into the Birdramon in your Evolution Box. 2) Add 100 to the attack power of your Digimon with
    # the ability 'sky'. Send this card to the Dark Area at the end of your turn."
    state = _evolved_with(tamer, "St-3", "St-4")
    aki = state.players[0]
    assert aki.digimon == [0, 1]
    # The card was not spent into the Power Box: it is used, face-up, in its slot until its limit.
    assert aki.slots[0] == 2 and aki.face_up[0] and aki.active[0]
    assert 2 not in aki.dark_area and not aki.power


@pytest.mark.parametrize("tamer", ["Re-73", "CD-2"])
def test_o3_the_sora_tamers_second_effect_adds_100_once_in_the_battle_phase(catalog, tamer):
    state = _evolved_with(tamer, "St-3", "St-4", extra=("St-53",))
    _keep_battle_window(state)
    # Effect 2's timing is the Battle Phase ("1) Evolution Phase 2) Battle Phase"): not offered now.
    assert _menu_uses(state) == []
    _to_battle_window(state)
    assert _menu_uses(state) == [UseAbility(OPTION_ABILITY + 1)]
    apply(state, UseAbility(OPTION_ABILITY + 1))
    # Once each: the effect is spent, while the card stays in its slot.
    assert state.phase == "battle" and state.actor == 0 and state.players[0].slots[0] == 2
    assert _menu_uses(state) == []
    _finish_battle(state)
    # St-4 Birdramon ("Has the ability "sky"", B 360) + 100 against Shellkit (battle type B).
    assert state.last_battle[0] == 360 + 100


def test_o3_the_sora_tamers_second_effect_is_not_forced(catalog):
    state = _evolved_with("CD-2", "St-3", "St-4")
    _to_battle_window(state)
    _finish_battle(state)
    assert state.last_battle[0] == 360


def test_o3_the_sora_tamers_second_effect_is_used_on_its_own_turning_the_card_face_up(catalog):
    # St-3 Piyomon has "sky" and does not evolve: effect 2 alone, from the face-down card (O-3, O-4).
    state = _tamer_set("St-3", "St-4", "Re-73")
    _to_battle_window(state)
    aki = state.players[0]
    assert not aki.face_up[0]
    attack = state.players[0].deck[0].attacks[1]
    apply(state, UseAbility(OPTION_ABILITY + 1))
    # The battle ran (nothing else was left to use): St-3 Piyomon's B + 100 against Shellkit (B), and
    # the card, turned face-up by the use, left at the end of the turn (its limit).
    assert state.last_battle[0] == attack + 100
    assert 2 in aki.dark_area


def test_o_n2_the_sora_tamers_second_effect_is_not_offered_to_a_digimon_without_sky(catalog):
    # St-1 Agumon has no "sky": the effect adds nothing, so it is not offered.
    state = _tamer_set("St-1", "St-2", "Re-73", "St-53")
    _keep_battle_window(state)
    _to_battle_window(state)
    assert _menu_uses(state) == []


def test_o1_a_tamers_menu_is_used_from_its_slot_not_from_the_hand(catalog):
    state = game(deck(record("St-3"), record("St-4"), compiled_record("Re-73")), deck(SHELLKIT), first=0)
    arrange(state, 0, hand=[1, 2])
    apply(state, Pass())
    assert not any(isinstance(a, Prepare) and a.alt == -1 for a in legal_actions(state))
    with pytest.raises(IllegalAction):
        apply(state, Prepare(1, -1, (2,)))


@pytest.mark.parametrize("tamer", ["Re-76", "CD-5"])
def test_p9_the_mimi_tamer_lowers_both_players_points_by_20_at_the_end_of_the_evolution_phase(catalog, tamer):
    # Re-76 Tachikawa Mimi: "1) If your Digimon is Palmon, ignore the evolution requirements and evolve
    # it into the Togemon in your Evolution Box. 2) At the end of your Evolution Phase, lower both your
    # and your opponent's points by 20."
    state = _evolved_with(tamer, "St-9", "St-10")
    assert state.players[0].digimon == [0, 1]
    assert [p.points for p in state.players] == [100, 100]
    # The steps were carried out (evolve_paying_the_slot_card); Aki now confirms her evolution.
    assert _menu_uses(state) == []
    apply(state, Proceed())
    assert state.players[0].decided
    assert _menu_uses(state) == [UseAbility(OPTION_ABILITY + 1)]
    apply(state, UseAbility(OPTION_ABILITY + 1))
    # Both lost 20 (P-9); then the battle ran: Togemon beat Shellkit, whose lost points against a
    # Level IV are 10 (the declining test below ends at 100 / 90).
    assert [p.points for p in state.players] == [80, 70]


def test_o3_the_mimi_tamers_point_loss_waits_for_the_end_of_the_evolution_phase_and_may_be_declined(catalog):
    state = _tamer_set("St-9", "St-10", "CD-5")
    arrange(state, 0, hand=[1])
    prepare_and_pass(state, Prepare(1, -1, (2,)))
    # Before Aki's evolution is decided, it is not the end of her Evolution Phase.
    assert state.actor == 0 and not state.players[0].decided
    assert _menu_uses(state) == []
    apply(state, Proceed())
    assert state.players[0].digimon == [0, 1]
    assert _menu_uses(state) == [UseAbility(OPTION_ABILITY + 1)]
    apply(state, Pass())
    # Declined: only the battle's 10 (Shellkit against a Level IV).
    assert [p.points for p in state.players] == [100, 90]


def test_o_l1_the_yamato_tamer_prints_no_limit_so_it_leaves_with_the_evolution_phase(catalog):
    # Re-74 Ishida Yamato: "1) If your Digimon is Gabumon, ignore the evolution requirements and evolve
    # it into the Garurumon in your Evolution Box. 2) Change your Digimon's battle type to either 'A',
    # 'B', or 'C'." No limit is printed: the card leaves at the end of the phase it was used in (O-L1).
    state = _evolved_with("Re-74", "St-5", "St-6", extra=("St-53",))
    _keep_battle_window(state)
    assert state.players[0].digimon == [0, 1]
    assert state.players[0].active[0]
    _to_battle_window(state)
    assert state.players[0].slots[0] != 2 and 2 in state.players[0].dark_area
    assert _menu_uses(state) == []


@pytest.mark.parametrize("battle_type", ["A", "B", "C"])
def test_b3_the_yamato_tamer_changes_the_battle_type_once_to_the_one_chosen(catalog, battle_type):
    # CD-3 Ishida Yamato: "1)Ignore the evolution requirements and evolve your Gabumon into the
    # Garurumon in your Evolution Box. 2)You may change your Battle Type to A, B, or C." (end of turn)
    state = _evolved_with("CD-3", "St-5", "St-6", extra=("St-53",))
    _keep_battle_window(state)
    _to_battle_window(state)
    uses = _menu_uses(state)
    assert uses == [UseAbility(OPTION_ABILITY + i) for i in (1, 2, 3)]
    apply(state, UseAbility(OPTION_ABILITY + 1 + "ABC".index(battle_type)))
    assert _menu_uses(state) == []
    _finish_battle(state)
    # Shellkit (battle type B) is attacked with the column of Bea's battle type; Aki's own type is
    # what Shellkit's attack reads: its A, B or C column against her.
    shellkit = state.players[1].deck[0]
    assert state.last_battle[1] == shellkit.attacks["ABC".index(battle_type)]


@pytest.mark.parametrize(
    ("partner", "target"),
    [
        # Re-79 Yagami Hikari: "1) If your Digimon is Plotmon, … evolve it into the Tailmon in your
        # Evolution Box. 2) If your Digimon is Tailmon, … into the Angewomon … 3) If your Digimon is
        # Agumon, … into the Koromon …"
        ("St-119", "St-130"),
        ("St-130", "Bo-16"),
        ("Bo-421", "Re-71"),
    ],
)
def test_e11_the_hikari_tamer_evolves_each_named_partner_into_its_own_named_digimon(catalog, partner, target):
    assert _evolved_with("Re-79", partner, target).players[0].digimon[-1] == 1


@pytest.mark.parametrize(
    ("partner", "target"),
    [
        # Plotmon's effect reaches Tailmon, not Tailmon's Angewomon; Agumon's reaches Koromon, not Tailmon.
        ("St-119", "Bo-16"),
        ("Bo-421", "St-130"),
    ],
)
def test_e11_the_hikari_tamer_pays_for_no_pair_it_does_not_print(catalog, partner, target):
    with pytest.raises(IllegalAction):
        _evolved_with("Re-79", partner, target)


def test_e6_the_hikari_tamer_pays_two_steps_of_one_evolution_phase_with_two_of_its_effects(catalog):
    # Plotmon into Tailmon (effect 1), then Tailmon into Angewomon (effect 2), one card.
    state = _tamer_set("St-119", "St-130", "Re-79", "Bo-16")
    arrange(state, 0, hand=[1, 3])
    prepare_and_pass(state, Prepare(1, -1, (2,)), Prepare(3, -1, (2,)))
    apply(state, Proceed())
    aki = state.players[0]
    assert aki.digimon == [0, 3]
    # "Send this card to the Dark Area at the end of your Evolution Phase."
    assert 2 in aki.dark_area and 2 not in aki.slots


def test_e11_transform_to_level_iv_turns_a_perfect_into_the_level_iv_of_the_evolution_box(catalog):
    compiled_record("St-55")
    # St-55 Transform to Level IV!: "Ignore all evolution requirements and transform your Digimon into the
    # Level IV Digimon currently placed in your Evolution box." St-77 Angewomon (Perfect) into St-130 Tailmon.
    assert _evolved_with("St-55", "St-77", "St-130").players[0].digimon[-1] == 1


@pytest.mark.parametrize(
    ("partner", "target"),
    [
        # "This card cannot be used when your Digimon is Level III" (St-119 Plotmon into St-130 Tailmon).
        ("St-119", "St-130"),
        # It reaches a Level IV only (St-130 Tailmon into Bo-16 Angewomon).
        ("St-130", "Bo-16"),
    ],
)
def test_e11_transform_to_level_iv_pays_for_no_level_iii_partner_nor_other_target(catalog, partner, target):
    with pytest.raises(IllegalAction):
        _evolved_with("St-55", partner, target)


def _jo_evolved(tamer):
    """St-11 Gomamon evolves into St-12 Ikkakumon (card 1) with the Jo Tamer (card 2) in slot 1; St-53
    (card 3) is set face down in slot 2 and St-53 (card 4) is in Aki's hand."""
    state = _tamer_set("St-11", "St-12", tamer, "St-53", "St-53")
    _keep_battle_window(state)
    arrange(state, 0, hand=[1, 4])
    prepare_and_pass(state, Prepare(1, -1, (2,)))
    return state


@pytest.mark.parametrize("tamer", ["Re-77", "CD-7"])
def test_t_p6_the_jo_tamer_swaps_a_hand_option_with_a_set_card_at_the_end_of_the_evolution_phase(
    catalog, tamer
):
    # Re-77 Kido Jo: "1) If your Digimon is Gomamon, ignore the evolution requirements and evolve it
    # into the Ikkakumon in your Evolution Box. 2) At the end of your Evolution Phase, you may swap an
    # Option card from your hand with a card already set in your slot."
    state = _jo_evolved(tamer)
    aki = state.players[0]
    # Not before the evolution is decided ("at the end of your Evolution Phase").
    assert _menu_uses(state) == []
    apply(state, Proceed())
    assert aki.digimon == [0, 1]
    # Slot 2 holds the set card; slot 1 is the face-up Tamer and slot 3 is empty: one use, for slot 2.
    assert _menu_uses(state) == [UseAbility(OPTION_ABILITY + 2)]
    apply(state, UseAbility(OPTION_ABILITY + 2, pay=(4,)))
    assert aki.slots[1] == 4 and not aki.face_up[1] and 3 in aki.hand and 4 not in aki.hand


def test_o3_the_jo_tamers_swap_may_be_declined(catalog):
    state = _jo_evolved("CD-7")
    apply(state, Proceed())
    apply(state, Pass())
    aki = state.players[0]
    assert aki.slots[1] == 3 and 4 in aki.hand


def test_e6_4_a_step_prepared_with_a_tamer_fails_once_the_card_has_left_its_slot(catalog):
    # The card stays in its slot until the step is carried out: sent back to the hand meanwhile (as by
    # "send any face-down cards in … slots back to your/their hand"), it evolves nothing (E-6.4).
    state = _tamer_set("St-3", "St-4", "Re-73")
    arrange(state, 0, hand=[1])
    apply(state, Pass())
    apply(state, Prepare(1, -1, (2,)))
    aki = state.players[0]
    assert aki.slots[0] == 2 and not aki.power
    while state.phase == "preparation":
        apply(state, Pass())
    aki.slots[0] = -1
    aki.hand.append(2)
    apply(state, Proceed())
    # Piyomon did not evolve; E-5 sent the prepared Birdramon to the Dark Area.
    assert aki.digimon[-1] == 0 and aki.deck[aki.digimon[-1]].name == "Piyomon"
    assert 1 in aki.dark_area and 1 not in aki.digimon
