"""The one ordered table of effect clause patterns (DESIGN rule 6).

`parse_clause` tries the patterns of `CLAUSE_TABLE` in order and the first that matches a clause
whole decides it. The order is stated here, not left to which module happens to be imported first:
the modules of `CLAUSE_MODULES` in that order, each module's patterns in the order they are written.

Order only matters where two patterns both match one clause. No clause of the catalog may match
two patterns (tests/compiler/test_clause_table.py), unless `WINS` below says which of the two
reads it and why, with the clause that shows it; the winner is then tried before the loser.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from types import ModuleType

from gameplay.compiler.patterns import (
    clauses,
    counting,
    digimon_all_options_and_supports_banned,
    digimon_battle_result,
    digimon_card_number_subjects,
    digimon_check_top,
    digimon_clauses,
    digimon_face_up_counts,
    digimon_group_grants,
    digimon_hand_picks,
    digimon_net_ocean_search,
    digimon_opponent_wordings,
    digimon_option_bans,
    digimon_option_numbers,
    digimon_past_hit_lock,
    digimon_sheet_counts,
    digimon_sheet_sweeps,
    digimon_sheet_wide_attack,
    digimon_slot_checks,
    digimon_slots_for_attack,
    digimon_stay_on_loss,
    digimon_support_box_sweeps,
    digimon_switch_for_hand_card,
    digimon_type_change,
    digimon_uncommon_clauses,
    option_attack,
    option_choices,
    option_clauses,
    option_draw_immunity,
    option_draw_loss,
    option_draws,
    option_evolution,
    option_evolve_named,
    option_grants,
    option_growth,
    option_hand_check,
    option_lost_column,
    option_outcome,
    option_removal,
    option_searches,
    option_spirit,
    option_stacking,
)
from gameplay.compiler.patterns.clauses import CLAUSES, Builder

CLAUSE_MODULES: tuple[ModuleType, ...] = (
    clauses,
    counting,
    digimon_all_options_and_supports_banned,
    digimon_hand_picks,
    digimon_option_numbers,
    digimon_slot_checks,
    digimon_stay_on_loss,
    digimon_uncommon_clauses,
    digimon_battle_result,
    digimon_card_number_subjects,
    digimon_check_top,
    digimon_clauses,
    digimon_face_up_counts,
    digimon_group_grants,
    digimon_net_ocean_search,
    digimon_opponent_wordings,
    digimon_option_bans,
    digimon_past_hit_lock,
    digimon_sheet_counts,
    digimon_sheet_sweeps,
    digimon_slots_for_attack,
    digimon_sheet_wide_attack,
    digimon_support_box_sweeps,
    digimon_switch_for_hand_card,
    digimon_type_change,
    option_attack,
    option_choices,
    option_searches,
    option_draws,
    option_evolution,
    option_clauses,
    option_draw_loss,
    option_grants,
    option_removal,
    option_spirit,
    option_stacking,
    option_outcome,
    option_evolve_named,
    option_growth,
    option_hand_check,
    option_lost_column,
    option_draw_immunity,
)


@dataclass(frozen=True)
class Win:
    """Where both patterns match a clause, `winner` reads it (names are "module._builder")."""

    winner: str
    loser: str
    # A clause of the catalog that both match.
    clause: str
    why: str


WINS: tuple[Win, ...] = (
    Win(
        "digimon_uncommon_clauses._per_card_in_hand",
        "counting._on_sheet",
        "for every Digimon card with 'Mame', 'Giro' or 'Tekka' in its name in your hand or on your sheet,"
        " add 200 to your attack power",
        "the cards are counted in the hand and on the sheet; the sheet's pattern would read the hand as"
        " part of the noun (St-836)",
    ),
    Win(
        "digimon_card_number_subjects._add_by_number_letters",
        "clauses._add_to_described",
        "Add 580 to the attack power of your Digimon whose card number contains 'Re'",
        "the general clause reads a described Digimon and knows no card-number letters (Re-109)",
    ),
    Win(
        "digimon_clauses._add_to_keyword_holders",
        "clauses._add_to_described",
        'Add 200 to the attack power of all Digimon with the ability "flame" on your sheet',
        "the general clause reads a described Digimon and refuses ability holders on the sheet (St-710)",
    ),
    Win(
        "clauses._win_rate",
        "option_evolution._evolve_into",
        "Evolve your Digimon into a Digimon of the next level with Winning Percentage: 40%! in its"
        " evolution requirements",
        "a next-level evolution by win rates is EC-2's evolution by requirement, paid from the slot",
    ),
    Win(
        "clauses._invalidate",
        "option_clauses._invalidate_before",
        "Invalidate one of the opponent's Item Option cards before it takes effect, and send it to the"
        " Dark Area",
        "both read the same B-6 invalidation; the general clause was written first",
    ),
    Win(
        "clauses._invalidate",
        "option_clauses._invalidate_before",
        "Send one of the opponent's Program Option cards to the Dark Area before it takes effect",
        "both read the same B-6 invalidation; the general clause was written first",
    ),
    Win(
        "digimon_clauses._clear_active_slots",
        "option_clauses._discard_active",
        "send all currently active Option cards in the opponent's slots to the Dark Area",
        "sending every active card of the slots negates them all (Bo-393), whatever their filter",
    ),
    Win(
        "digimon_clauses._clear_active_slots",
        "option_clauses._discard_active",
        "send all currently active cards in the opponent's slots to the Dark Area",
        "sending every active card of the slots negates them all (Bo-439), whatever their filter",
    ),
)


def pattern_name(builder: Builder) -> str:
    """ "module._builder": how the table and its tests name a pattern."""
    return f"{builder.__module__.rsplit('.', 1)[-1]}.{builder.__name__}"


def _ordered() -> tuple[tuple[re.Pattern[str], Builder], ...]:
    by_module = {module.__name__: index for index, module in enumerate(CLAUSE_MODULES)}
    entries = sorted(CLAUSES, key=lambda entry: by_module[entry[1].__module__])
    for win in WINS:
        names = [pattern_name(builder) for _, builder in entries]
        winner, loser = names.index(win.winner), names.index(win.loser)
        if winner > loser:
            entries.insert(loser, entries.pop(winner))
    return tuple(entries)


CLAUSE_TABLE = _ordered()
clauses.CLAUSE_ORDER[:] = CLAUSE_TABLE


@contextmanager
def recorded_clauses() -> Iterator[list[str]]:
    """Collect every clause text `parse_clause` reads inside the `with` block."""
    clauses.CLAUSE_RECORDINGS.append([])
    try:
        yield clauses.CLAUSE_RECORDINGS[-1]
    finally:
        clauses.CLAUSE_RECORDINGS.pop()


def matching_patterns(text: str) -> list[str]:
    """The names of the patterns that match `text` whole, in table order."""
    return [pattern_name(builder) for pattern, builder in CLAUSE_TABLE if pattern.fullmatch(text)]


def undecided(text: str) -> list[str]:
    """The patterns that match `text` whole, less those that `WINS` says lose to another of them:
    more than one means the table's order, not a stated decision, would pick the meaning."""
    names = matching_patterns(text)
    losers = {win.loser for win in WINS if win.winner in names}
    return [name for name in names if name not in losers]
