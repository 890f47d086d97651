"""Imports every effect and condition module so that EFFECT_KINDS and CONDITION_KINDS are complete."""

from __future__ import annotations

from gameplay.engine.effects import (  # noqa: F401
    add_attack,
    add_base_attack,
    change_battle_type,
    change_points,
    discard_cards,
    discard_option_slots,
    draw_cards,
    evolve_ignoring_conditions,
    evolve_with_requirement,
    force_draw,
    grant_keyword,
    halve_attack,
    immunity,
    invalidate_option,
    lost_points_add,
    lost_points_multiply,
    multiply_attack,
    negate_options,
    negate_specials,
    send_to_dark_area,
    set_attack,
    set_attack_column,
    zero_column,
)
from gameplay.engine.effects.conditions import (  # noqa: F401
    all_of,
    any_of,
    battle_type_is,
    frame_is,
    has_attribute,
    has_keyword,
    in_field,
    level_is,
    name_is,
    negation,
    points_within,
    species_contains,
)
