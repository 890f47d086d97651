"""Negated special abilities, played from the real catalog: "The opponent loses its special
abilities" blanks the ◎ lines of the opponent's ability box (B-11.5) but not its information lines
(RULES 1.7), and "Cannot lose its special abilities" keeps every ◎ line (B-11.4)."""

from __future__ import annotations

import pytest

from gameplay.engine.effects import immunity as imm

from .helpers import BOOSTER_CHIP, record
from .test_battle import battle_start

# Bo-1107: ◎ Has the abilities "sky" and "flame". ◎ The opponent loses its special abilities.
TAKER = "Bo-1107"


def _battle(number, *, taker_first):
    """`number` facing Bo-1107 after attack confirmation (B-3): the players of the subject and of
    the taker. Aki is FP; SP's continuous lines act first, so with `taker_first` the taker is Bea's,
    else the subject has acted before it loses its abilities."""
    card, taker = record(number), record(TAKER)
    for compiled in (card, taker):
        assert compiled.text.status == "compiled", compiled.text.manual
    tops = (card, taker) if taker_first else (taker, card)
    state = battle_start(
        (BOOSTER_CHIP,), slots_a=(1,), cards_b=(BOOSTER_CHIP,), slots_b=(1,), top_a=tops[0], top_b=tops[1]
    )
    assert state.phase == "battle" and state.sp == 1
    subject = 0 if taker_first else 1
    return state.players[subject], state.players[1 - subject]


@pytest.mark.parametrize("taker_first", [True, False])
def test_b11_4_a_digimon_that_cannot_lose_its_specials_keeps_them_against_a_taker(catalog, taker_first):
    # Bo-615: "Cannot lose its special abilities." ◎ Has the ability "flame".
    subject, taker = _battle("Bo-615", taker_first=taker_first)
    assert not subject.specials_negated
    assert "flame" in subject.keywords
    # The taker's own lines are untouched: Bo-615 takes nobody's abilities.
    assert not taker.specials_negated and "sky" in taker.keywords


@pytest.mark.parametrize("taker_first", [True, False])
def test_rules_1_7_a_negated_digimon_keeps_its_information_lines_and_loses_its_specials(catalog, taker_first):
    # Bo-1060: "The evolution requirements cannot be ignored." "A will not go to zero." (information
    # lines) ◎ Has the abilities "gale" and "flame".
    subject, _ = _battle("Bo-1060", taker_first=taker_first)
    assert subject.specials_negated
    assert "gale" not in subject.keywords and "flame" not in subject.keywords
    assert f"{imm.ZERO_COLUMN}A" in subject.immunities
    assert imm.IGNORE_EVOLUTION_CONDITIONS in subject.immunities
