"""Attack changes for "all" the Digimon of a kind on a sheet (B-8; patterns/digimon_sheet_wide_attack.py),
played from the real catalog: only the battling Digimon has an attack power, so the change is its
own when it is of that kind."""

from __future__ import annotations

from dataclasses import replace

from gameplay.engine import apply, legal_actions
from gameplay.engine.actions import Pass, UseAbility
from gameplay.engine.attack import attack_value

from .helpers import BOOSTER_CHIP, compiled_record, record, text
from .test_battle import battle_start


def _battle(top_a, top_b):
    return battle_start(
        (BOOSTER_CHIP,), slots_a=(1,), cards_b=(BOOSTER_CHIP,), slots_b=(1,), top_a=top_a, top_b=top_b
    )


def _plain(card):
    return replace(card, number="EXAMPLE-T2", text=text())


def test_b8_metal_garurumon_adds_200_to_itself_as_a_red_frame_digimon(catalog):
    # Sx-48: "Add 200 to the attack power of all red frame Digimon on your sheet (including this card)."
    garurumon = compiled_record("Sx-48")
    assert garurumon.frame.lower() == "red"
    foe = record("Bo-1034")
    with_text = attack_value(_battle(garurumon, foe), 0)
    assert with_text == attack_value(_battle(_plain(garurumon), foe), 0) + 200


def test_b8_death_x_doruguremon_lowers_a_vaccine_opponent_by_200_and_no_other(catalog):
    # Sx-65: "Until the end of the Battle Phase, reduce the attack power of all Vaccine attribute
    # Digimon on the opponent's sheet by 200." Ikkakumon (Bo-1034) is a Vaccine, Octmon (Bo-1040) a
    # Virus; both are type B, so they attack with the same column.
    dorugure = compiled_record("Sx-65")
    for foe, lowered in (("Bo-1034", 200), ("Bo-1040", 0)):
        state = _battle(dorugure, record(foe))
        assert attack_value(state, 1) == attack_value(_battle(_plain(dorugure), record(foe)), 1) - lowered


def test_b8_skull_baluchimon_may_lower_a_vaccine_opponent_by_200(catalog):
    # Sx-49: "You may lower the attack power of all Vaccine attribute Digimon on the opponent's sheet
    # by 200 until the end of the battle phase": used in Aki's battle window (B-4).
    state = _battle(compiled_record("Sx-49"), record("Bo-1034"))
    if state.actor == 1:
        apply(state, Pass())
    before = attack_value(state, 1)
    uses = [action for action in legal_actions(state) if isinstance(action, UseAbility)]
    assert len(uses) == 1
    apply(state, uses[0])
    assert attack_value(state, 1) == before - 200
