"""Real Option cards whose attack change is read from a battling Digimon's values or printed abilities
(B-8): St-211 Data Copy, whose attack becomes the opponent's while both have the same battle type;
Bo-444 Offense Plug-In V, for a Digimon printing one named ability or no special ability at all
(RULES 1.7); each played in a battle from slot 1 in Aki's first window. Bo-595 Battle
Apprenticeship!, which doubles the printed attacks of such a Digimon, flipped in the Evolution
Phase. Bo-799 Dignity of the Strong, for a Digimon whose evolution requirements name one Digimon
(RULES 4.2)."""

import pytest

from gameplay.engine import apply, legal_actions
from gameplay.engine.actions import Pass, Use
from gameplay.engine.attack import attack_values
from gameplay.engine.effects.add_attack import AddAttack
from gameplay.engine.modifiers.attack import (
    AttackAdd,
    AttackCopy,
    AttackMultiply,
    BaseAttackAdd,
    BaseMultiply,
)

from .helpers import BOOSTER_CHIP, ability, digimon, game, record, set_in_slot, text
from .test_battle import battle_start, ctx, facing, put_tops, sheet
from .test_option_outcome import _finish_turn_1, _first_window

LOST = (40, 30, 20, 20)


def _perfect(name, battle_type, attacks, **extra):
    return digimon("EXAMPLE-AC1", name, "Perfect", battle_type, attacks, LOST, **extra)


def _foe(battle_type):
    """Bea's Foe, whose special ability adds 100 to its attack power; its C attack does not zero A."""
    boost = text(ability(AddAttack("self", 100), trigger="continuous"))
    return _perfect("Foe", battle_type, (900, 800, 700), text=boost, c_zeroes_a=False)


def _data_copy(foe_type, *, booster=False):
    """Aki's type A Knight uses St-211 from slot 1 (and Booster Chip, +100, from slot 2)."""
    knight = _perfect("Knight", "A", (500, 400, 300))
    slots = (record("St-211"), BOOSTER_CHIP) if booster else (record("St-211"),)
    state = battle_start(slots, slots_a=tuple(range(1, len(slots) + 1)), top_a=knight, top_b=_foe(foe_type))
    _first_window(state)
    apply(state, Use(1))
    if booster:
        apply(state, Use(2))
    _finish_turn_1(state)
    return state


def test_b8_st_211_with_the_same_battle_type_takes_the_opponents_modified_attack(catalog):
    # St-211: "When you and the opponent have the same battle type …, your attack power becomes the
    # same as the opponent's (including any attack power adjustments …)": Foe attacks Aki's type A
    # with A, 900 + 100.
    state = _data_copy("A")
    assert state.last_battle == (1000, 1000)


def test_b8_st_211_lets_later_effects_alter_the_copied_attack(catalog):
    # "After that, you may alter your attack power through effects or abilities."
    state = _data_copy("A", booster=True)
    assert state.last_battle == (1100, 1000)


def test_b8_st_211_changes_nothing_against_another_battle_type(catalog):
    # Against a type B Foe, Aki attacks with her own B (400); Foe attacks with A, 900 + 100.
    state = _data_copy("B")
    assert state.last_battle == (400, 1000)


def test_b8_two_copies_read_each_others_value_without_its_copy():
    # Each side's base is the other's value without that side's own copy, so no loop: Aki 500
    # (A against type A), Bea 900; each takes the other's.
    state = facing(_perfect("Knight", "A", (500, 400, 300)), _perfect("Foe", "A", (900, 800, 700)))
    ctx(state, 0).modify(0, AttackCopy)
    ctx(state, 1).modify(1, AttackCopy)
    assert attack_values(state) == (900, 500)


def _plug_in_v(top_a):
    """Aki's Ultimate `top_a` uses Bo-444 from slot 1 against Bea's type A Foe (so Aki attacks with
    A); then turn 1 plays out. Also how many cards the use took from her hand."""
    state = battle_start((record("Bo-444"),), slots_a=(1,), top_a=top_a, top_b=_foe("A"))
    _first_window(state)
    hand = len(state.players[0].hand)
    apply(state, Use(1))
    paid = hand - len(state.players[0].hand)
    _finish_turn_1(state)
    return state, paid


@pytest.mark.parametrize(
    ("number", "added"),
    [
        # Holydramon prints "Regain 30 points when you evolve into this Digimon.".
        ("Bo-17", 300),
        # Jijimon prints no special ability.
        ("Bo-145", 300),
        # War Greymon prints only "Has the ability "sky"."
        ("St-151", 0),
    ],
)
def test_b8_bo_444_adds_300_to_the_digimon_it_names_and_costs_one_hand_card(catalog, number, added):
    # Bo-444: "Add 300 to the attack power of your Digimon with the ability 'Recover 30 of your
    # points when you evolve into this Digimon', or your Digimon with no special abilities. After
    # that, choose one card from your hand and send it to the Dark Area."
    top = record(number)
    state, paid = _plug_in_v(top)
    assert state.last_battle[0] == top.attacks[0] + added
    assert paid == 1


def _apprenticeship(top_a):
    """Aki's Ultimate `top_a` flips Bo-595 from slot 1 as soon as she may (in the Evolution Phase)
    against Bea's weaker type A Foe; then turn 1 plays out."""
    foe = _perfect("Foe", "A", (300, 300, 300), c_zeroes_a=False)
    state = game(sheet(top_a, (record("Bo-595"),)), sheet(foe), first=0)
    put_tops(state)
    set_in_slot(state, 0, 1)
    while Use(1) not in legal_actions(state):
        apply(state, Pass())
    apply(state, Use(1))
    _finish_turn_1(state)
    return state


@pytest.mark.parametrize(("number", "factor"), [("Bo-17", 2), ("St-151", 1)])
def test_b8_p3_bo_595_doubles_the_printed_attack_of_a_regain_30_digimon_and_takes_20_more(
    catalog, number, factor
):
    # Bo-595: "Double the basic A, B, and C attack of your Digimon with the ability 'Regain 30 points
    # when you evolve into this Digimon'." Holydramon prints it, War Greymon does not. "Add 'When you
    # win the battle, further reduce the opponent's lost points by 20 …' to your Digimon's abilities
    # field": Bea loses the Ultimate column of Foe's table (20) and 20 more.
    top = record(number)
    state = _apprenticeship(top)
    assert state.last_battle[0] == top.attacks[0] * factor
    assert state.players[1].points == 100 - 20 - 20


def test_b8_2_a_doubled_printed_attack_is_base_so_a_multiplier_and_additions_follow_it():
    # B-8 step 2: the doubled printed value (500 × 2) plus a base addition (+30) is the base; step 4
    # multiplies it (× 2) and step 5 adds (+ 50): (1000 + 30) × 2 + 50.
    state = facing(_perfect("Knight", "A", (500, 400, 300)), _perfect("Foe", "A", (900, 800, 700)))
    context = ctx(state, 0)
    context.modify(0, BaseMultiply, factor=2)
    context.modify(0, BaseAttackAdd, amount=30)
    context.modify(0, AttackMultiply, numerator=2, denominator=1)
    context.modify(0, AttackAdd, amount=50)
    assert attack_values(state)[0] == (1000 + 30) * 2 + 50


@pytest.mark.parametrize(
    ("number", "added"),
    [
        # Zeed Millenniumon: "Millenniumon + Winning Percentage: 80%!".
        ("Bo-1012", 200),
        # Holydramon names Atlur Kabuterimon, Okuwamon and Angewomon; Jijimon Jogresses from two.
        ("Bo-17", 0),
        ("Bo-145", 0),
    ],
)
def test_b8_bo_799_adds_200_to_an_ultimate_whose_requirements_name_one_digimon(catalog, number, added):
    # Bo-799: "Add 200 to the attack power of your Ultimate or Hybrid level Digimon with only one
    # Digimon name in its evolution requirements field (excluding Digimon that evolve through
    # Appearance Requirements)."
    top = record(number)
    state = battle_start((record("Bo-799"),), slots_a=(1,), top_a=top, top_b=_foe("A"))
    _first_window(state)
    apply(state, Use(1))
    _finish_turn_1(state)
    assert state.last_battle[0] == top.attacks[0] + added
