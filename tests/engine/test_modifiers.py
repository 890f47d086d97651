"""The state's modifiers (engine.modifiers): one class per kind, serialised as the rows every digest
and golden replay was made with."""

from typing import get_args

from gameplay.engine.modifiers import Modifier, attack, marks, points
from gameplay.engine.modifiers.marks import AttributeChange, Held
from gameplay.engine.modifiers.points import LostTable
from gameplay.engine.modifiers.tagged import Tagged

TAG = {"player": 1, "seq": 7, "source": 3, "source_player": 0, "lifetime": "turn"}


def test_every_modifier_class_is_in_the_union_with_a_kind_of_its_own():
    classes = set(get_args(Modifier))
    defined = {
        c
        for m in (attack, marks, points)
        for c in vars(m).values()
        if isinstance(c, type) and Tagged in c.__mro__[1:]
    }
    assert classes == defined
    kinds = [cls.kind for cls in classes]
    assert len(kinds) == len(set(kinds))


def test_a_lost_table_is_serialised_as_its_comma_separated_column():
    assert LostTable(**TAG, table=(10, 10, 20, 30)).row_values() == (0, 1, "10,10,20,30")


def test_an_attribute_change_is_serialised_with_its_digimon_flag_and_sorted_attributes():
    change = AttributeChange(
        **TAG, digimon=4, kept_after_evolution=True, attributes=frozenset({"Virus", "Data"})
    )
    assert change.row_values() == (4, 1, "Data|Virus")


def test_a_held_marker_keeps_its_ability_its_first_sequence_number_and_its_source_kind():
    assert Held(**TAG, ability=2, after_seq=5, source_kind="option").row_values() == (2, 5, "option")
