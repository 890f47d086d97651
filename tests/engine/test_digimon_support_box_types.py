"""■ support lines that count a type in the Support Box, with the type printed in quotes: "When you
have a 'Composite' type Digimon in your support box, triple your attack power when facing an Ultimate
level Digimon." (Re-142), "… a 'Holy Knight' type …, triple your attack power when facing a Digimon
without the ability "sky"." (Re-139) and "… quadruple … when facing a Virus or Unknown attribute
Digimon" (Re-140, the Unknown attribute read as the others), played from the real catalog: Aki
places the support in her first battle window (B-10.2); the Support Box counts as her sheet
(B-10.10), with the other card already beside her Digimon."""

from __future__ import annotations

import pytest

from gameplay.engine import apply, legal_actions
from gameplay.engine.actions import Pass, Support
from gameplay.engine.attack import attack_value
from gameplay.engine.moves import remove_from_zones

from .helpers import BOOSTER_CHIP, CINDERHOUND, SHELLKIT, compiled_record, record
from .test_battle import battle_start


def _supported(top, support, beside, opponent):
    """Aki's `top` battles `opponent`; `beside` (card 3, or nothing) lies in her Support Box and she
    places `support` (card 2) from her hand. Returns the state and her attack before the support."""
    cards = (BOOSTER_CHIP, compiled_record(support), *((record(beside),) if beside else ()))

    def lay_beside(state):
        if beside:
            remove_from_zones(state, 0, 3)
            state.players[0].support_other.append(3)

    state = battle_start(
        cards,
        slots_a=(1,),
        hand_a=(2,),
        cards_b=(BOOSTER_CHIP,),
        slots_b=(1,),
        top_a=top,
        top_b=opponent,
        pre=lay_beside,
    )
    if state.actor == 1:
        apply(state, Pass())
    before = attack_value(state, 0)
    assert Support(2) in legal_actions(state)
    apply(state, Support(2))
    return state, before


@pytest.mark.parametrize(("beside", "tripled"), [("Re-143", True), (None, False)])
def test_b10_10_shine_greymon_triples_against_an_ultimate_with_a_composite_in_the_support_box(
    catalog, beside, tripled
):
    # Re-142 Shine Greymon (■): "Add 400 to the attack power of your Susanoomon. When you have a
    # 'Composite' type Digimon in your support box, triple …" Aki's Susanoomon (Re-141) faces Vikemon
    # (Bo-382, Ultimate); Shoutmon X7 (Re-143) is a Composite.
    state, before = _supported(record("Re-141"), "Re-142", beside, record("Bo-382"))
    # B-8: the multiplication acts on the base, the addition after it.
    assert attack_value(state, 0) == (before * 3 if tripled else before) + 400


@pytest.mark.parametrize(("opponent", "tripled"), [(SHELLKIT, True), ("St-256", False)])
def test_b10_10_imperialdramon_triples_against_a_digimon_without_sky_with_a_holy_knight_there(
    catalog, opponent, tripled
):
    # Re-139 Imperialdramon Fighter Mode (■): "When you have a 'Holy Knight' type Digimon in your
    # support box, triple your attack power when facing a Digimon without the ability "sky"." Dukemon
    # (Re-140) is a Holy Knight; Paildramon (St-256) has "sky", Shellkit has not.
    facing = record(opponent) if isinstance(opponent, str) else opponent
    state, before = _supported(CINDERHOUND, "Re-139", "Re-140", facing)
    assert attack_value(state, 0) == (before * 3 if tripled else before)


@pytest.mark.parametrize(("opponent", "quadrupled"), [("Re-143", True), ("Bo-2", True), ("St-6", False)])
def test_b10_10_dukemon_quadruples_against_a_virus_or_unknown_digimon(catalog, opponent, quadrupled):
    # Re-140 Dukemon (■): "Add 800 to the attack power of your Imperialdramon Fighter Mode. When you
    # have a 'Holy Knight' type Digimon in your support box, quadruple your attack power when facing
    # a Virus or Unknown attribute Digimon." Dukemon is itself a Holy Knight in the Support Box;
    # Shoutmon X7 (Re-143) is Unknown, Devimon (Bo-2) Virus, Garurumon (St-6) Data.
    state, before = _supported(record("Re-139"), "Re-140", None, record(opponent))
    assert attack_value(state, 0) == (before * 4 if quadrupled else before) + 800
