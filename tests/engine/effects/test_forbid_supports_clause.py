"""Digimon abilities that forbid support Digimon (B-10), played from the real catalog: "The opponent
cannot place any support Digimon into their support box" (Bo-129t Aldamon, Bo-131t Beowolfmon), "…
place or use …" (Bo-851 Magna Garurumon), "During battle, the opponent cannot use support Digimon"
(Sx-100 Alphamon), "The opponent's Digimon (excluding Hybrid levels) cannot place …" (Bo-783
Hououmon, Bo-114t Cherubimon, Bo-98t Ornismon) and "Cannot use any support Digimon" (Bo-1081
Imperialdramon, Bo-1095 Lucemon): in battle, the forbidden side has no Support action."""

from __future__ import annotations

import pytest

from gameplay.engine.battle import support_actions
from gameplay.engine.effects.forbid_supports import ForbidSupports

from ..helpers import GLOWMOTH, record
from ..test_battle import battle_start


def _battle(top_a, top_b=None):
    """A's battling Digimon is `top_a` and B's is `top_b` (a Shellkit by default); each has a
    Glowmoth (a ■ support that any Digimon may take, B-10.2) in hand as card 1 and a card in slot 1,
    so that the battle has windows (B-4)."""
    state = battle_start(
        (GLOWMOTH, GLOWMOTH),
        hand_a=(1,),
        slots_a=(2,),
        cards_b=(GLOWMOTH, GLOWMOTH),
        hand_b=(1,),
        slots_b=(2,),
        top_a=top_a,
        top_b=top_b,
    )
    assert state.phase == "battle"
    return state


@pytest.mark.parametrize("number", ["Bo-129t", "Bo-131t", "Bo-851", "Sx-100"])
def test_b10_the_opponent_of_the_digimon_places_no_support_but_its_owner_still_may(catalog, number):
    state = _battle(record(number))
    assert support_actions(state, 1) == []
    assert support_actions(state, 0) != []


def test_b10_without_the_ability_the_same_position_offers_the_opponent_its_support(catalog):
    # The control: St-2 Greymon, whose abilities say nothing of supports.
    state = _battle(record("St-2"))
    assert support_actions(state, 1) != []


@pytest.mark.parametrize("number", ["Bo-783", "Bo-114t", "Bo-98t"])
def test_b10_a_hybrid_opponent_is_excluded_and_any_other_may_not_place_a_support(catalog, number):
    assert support_actions(_battle(record(number)), 1) == []
    # Bo-13L Agnimon is a Hybrid: "(excluding Hybrid levels)" leaves its Support Box open.
    assert support_actions(_battle(record(number), record("Bo-13L")), 1) != []


@pytest.mark.parametrize("number", ["Bo-1081", "Bo-1095"])
def test_b10_cannot_use_any_support_digimon_closes_the_owners_own_support_box(catalog, number):
    state = _battle(record(number))
    assert support_actions(state, 0) == []
    assert support_actions(state, 1) != []


def test_the_compiled_lines_are_the_forbid_supports_kind_on_the_side_printed(catalog):
    from cards.models import Card
    from gameplay.engine.effects.stored import compiled_text_from_data

    def kinds(number):
        card = Card.objects.get(number=number)
        text = compiled_text_from_data(card.effects["text"], number)
        return [e for a in text.abilities for e in a.effects if e.kind == "forbid_supports"]

    assert kinds("Bo-129t") == [ForbidSupports("opponent")]
    assert kinds("Bo-1081") == [ForbidSupports("self")]
