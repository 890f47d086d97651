"""Conditions on the opponent and on the cards of a sheet (patterns/digimon_facing_heads.py), played
from the real catalog: each card battles against an opponent that meets its printed condition and
against one of the same battle type that does not (B-3: the same attack column), and the attack
power differs by exactly what the card prints (B-8)."""

from __future__ import annotations

import pytest

from gameplay.compiler.text import compile_digimon

from .helpers import CINDERHOUND, REEFCRAB, SHELLKIT, compiled_record, record
from .test_digimon_sheet_counts import attack_in_battle

_PLAIN = {"A": CINDERHOUND, "B": SHELLKIT, "C": REEFCRAB}


def _gain(number, meets, *, support_b=None, supported_by=None):
    """A's attack against `meets` (with `support_b` in its Support Box) less A's attack against an
    invented opponent of the same battle type that meets nothing."""
    top, opponent = compiled_record(number), record(meets)
    met = attack_in_battle(
        top, top_b=opponent, support_b=support_b and record(support_b), supported_by=supported_by
    )
    return met, attack_in_battle(top, top_b=_PLAIN[opponent.battle_type], supported_by=supported_by)


@pytest.mark.parametrize(
    ("number", "meets", "added"),
    [
        ("St-153", "Bo-1040", 100),  # Seraphimon, "When facing a Virus Attribute Digimon" (Octmon)
        ("Re-145", "Bo-1013", 800),  # Omegamon, "… with the Attribute "Unknown""
        ("Bx-50", "Bo-100t", 300),  # Megalo Growmon X, 'Spirit Evolution' in its requirements
    ],
)
def test_b8_an_opponent_meeting_the_printed_condition_adds_the_printed_amount(catalog, number, meets, added):
    met, plain = _gain(number, meets)
    assert met == plain + added


def test_b8_ouryumon_adds_200_against_a_virus_and_nothing_against_a_vaccine(catalog):
    ouryumon = compiled_record("Sx-91")
    # "When the opponent is not of the Vaccine attribute": Octmon (Bo-1040) is a Virus, Ikkakumon
    # (Bo-1034) a Vaccine; both are type B.
    against_virus = attack_in_battle(ouryumon, top_b=record("Bo-1040"))
    assert against_virus == attack_in_battle(ouryumon, top_b=record("Bo-1034")) + 200


def test_b8_prince_mamemon_x_triples_against_a_mamemon(catalog):
    # Bo-64 Mamemon has 'Mame' in its name, on the opponent's sheet.
    met, plain = _gain("Bx-117", "Bo-64")
    assert met == 3 * plain


def test_b8_dinorexmon_triples_when_a_spirit_card_is_on_the_opponents_sheet(catalog):
    # St-676 belongs to a "Spirit: …" category; it stands in the opponent's Support Box (B-10.10).
    spirit = record("St-676")
    assert "Spirit" in spirit.category
    met, plain = _gain("Bx-44", "Bo-1040", support_b="St-676")
    assert met == 3 * plain


def test_b8_omegamon_4_adds_800_with_a_chosen_child_on_its_own_sheet(catalog):
    omegamon = compiled_record("Re-131")
    # Re-03t Yagami Taichi belongs to the category 'Chosen Children'.
    with_child = attack_in_battle(omegamon, supported_by=record("Re-03t"))
    assert with_child == attack_in_battle(omegamon) + 800


def test_the_heading_of_the_requirements_field_is_not_read_as_its_words():
    # Bx-37: the catalog's requirement text never prints "Fusion Requirements", so it stays manual.
    text = compile_digimon(
        [
            (
                "special",
                "When facing a Digimon with 'Fusion Requirements' or 'Appearance Requirements' in its"
                " evolution requirements field, triple your attack power.",
            )
        ]
    )
    assert text.status == "manual"


def test_b8_holy_angemon_adds_80_against_a_virus_below_ultimate_only(catalog):
    # St-129 (type C): "When facing a Virus attribute Digimon of a lower level than Ultimate, add 80 to
    # your attack power." Octmon (Bo-1040, Level IV) and War Greymon (1) (Bo-6j, Ultimate) are Virus
    # attribute Digimon of type B.
    met, plain = _gain("St-129", "Bo-1040")
    assert met == plain + 80
    met, plain = _gain("St-129", "Bo-6j")
    assert met == plain
