"""Facing a Digimon by what its own ability box says, played from the real catalog
(patterns/digimon_facing_printed.py, conditions.prints_effect): "When facing a Digimon who has an effect
or ability that states "Cannot lose its special abilities", double your attack power." (Bo-53t)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from gameplay.engine import apply, legal_actions
from gameplay.engine.actions import Pass, UseAbility
from gameplay.engine.attack import attack_column, attack_value
from gameplay.engine.effects import immunity as imm
from gameplay.engine.effects.immunity import GrantImmunity
from gameplay.engine.effects.negate_specials import NegateSpecials

from .helpers import BOOSTER_CHIP, ability, digimon, record, text
from .test_battle import battle_start


def _foe(*effects):
    """Bea's Level IV battling Digimon (type B), with these continuous effects printed on it."""
    lines = text(*(ability(effect, trigger="continuous") for effect in effects)) if effects else text()
    return digimon("EXAMPLE-C60", "Foe", "IV", "B", (400, 400, 400), (30, 20, 10, 10), text=lines)


TAKER = _foe(NegateSpecials("opponent"))
KEEPER = _foe(GrantImmunity("self", imm.NEGATE_SPECIALS))
PLAIN = _foe()


def _attack(card, foe, *, aki_acts=False):
    state = battle_start(
        (BOOSTER_CHIP,) if aki_acts else (),
        slots_a=(1,) if aki_acts else (),
        top_a=card,
        cards_b=(BOOSTER_CHIP,),
        slots_b=(1,),
        top_b=foe,
    )
    assert state.phase == "battle"
    return state, attack_value(state, 0)


def _compiled(number):
    card = record(number)
    assert card.text.status == "compiled", card.text.manual
    return card


@pytest.mark.parametrize(("foe", "factor"), [(KEEPER, 2), (TAKER, 1), (PLAIN, 1)])
def test_b3_boltmon_doubles_against_a_foe_that_cannot_lose_its_specials(catalog, foe, factor):
    # Boltmon's line is an information line; a foe that takes special abilities prints no immunity.
    card = _compiled("Bo-53t")
    plain = replace(card, text=replace(card.text, abilities=()))
    _, multiplied = _attack(card, foe)
    _, alone = _attack(plain, foe)
    assert multiplied == alone * factor


@pytest.mark.parametrize(("foe", "usable"), [(KEEPER, True), (PLAIN, False)])
def test_b4_belphemon_attacks_with_a_against_a_foe_that_cannot_lose_its_specials(catalog, foe, usable):
    # Bo-1146: "When the opponent's Digimon cannot lose its special abilities, you can make your
    # attack A regardless of the opponent's battle type." Against a type B foe its attack is B.
    belphemon = _compiled("Bo-1146")
    state, _ = _attack(belphemon, foe, aki_acts=True)
    apply(state, Pass())
    index = next(
        i for i, a in enumerate(belphemon.text.abilities) if a.text.startswith("When the opponent's")
    )
    assert (UseAbility(index) in legal_actions(state)) is usable
    if usable:
        apply(state, UseAbility(index))
        assert attack_column(state, 0) == "A"


@pytest.mark.parametrize("number", ["Bo-578", "Bo-685", "Bo-878", "Sp-15", "Ta-7"])
@pytest.mark.parametrize(("foe_number", "taker"), [("Bo-1107", True), ("Bo-1140", False)])
@pytest.mark.parametrize("subject_first", [False, True])
def test_b3_a_digimon_multiplies_against_a_foe_that_takes_special_abilities(
    catalog, number, foe_number, taker, subject_first
):
    # "When facing a Digimon with the ability 'the opponent loses its special abilities', triple
    # (Bo-685: quintuple) your attack power." The line is an information line (RULES 1.7; on Bo-578 a
    # ◎ line that "cannot lose its special abilities" keeps, B-11.4), so it acts against the taker
    # (Bo-1107) that blanks its other lines, whether it acted before the taker (as SP) or after.
    # Bo-1140 takes nothing.
    card, foe = _compiled(number), _compiled(foe_number)
    plain = replace(card, text=replace(card.text, abilities=()))
    factor = (5 if number == "Bo-685" else 3) if taker else 1
    values = []
    for subject in (card, plain):
        tops = {"top_a": foe, "top_b": subject} if subject_first else {"top_a": subject, "top_b": foe}
        state = battle_start((BOOSTER_CHIP,), slots_a=(1,), cards_b=(BOOSTER_CHIP,), slots_b=(1,), **tops)
        assert state.phase == "battle"
        values.append(attack_value(state, 1 if subject_first else 0))
    multiplied, alone = values
    assert multiplied == alone * factor
