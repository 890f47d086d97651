"""DESIGN rule 3: a game's state lives in GameState, so that replay(record) rebuilds it bit for bit. The
engine core's modules hold constants, never a table filled while games run: a cache keyed by card
number in engine.beside once answered for an invented test card with the card read before it."""

import ast
from pathlib import Path

from gameplay.engine import dummy_deck
from gameplay.engine.cards import deck_facts, per_record

from .helpers import digimon, marks, option

ENGINE = Path(__file__).resolve().parents[2] / "gameplay" / "engine"
# Caches keyed by id() that keep the records they were computed from (so an entry never answers for
# another card) and are bounded; they hold no game state.
IDENTITY_CACHES = {
    ("conditions.py", "_ROUTES"),
    ("preparation.py", "_FROM_TOP"),
    ("preparation.py", "_SETTABLE"),
    ("version.py", "_TEXTS"),
    ("cards.py", "_DECK_FACTS"),
}
# cards.per_record keeps such a cache for each function it wraps.


def _empty_tables(source: str) -> list[str]:
    """The module-level names bound to an empty dict, list or set: tables meant to be filled later."""
    found = []
    for node in ast.parse(source).body:
        if isinstance(node, ast.Assign):
            targets, value = node.targets, node.value
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            targets, value = [node.target], node.value
        else:
            continue
        empty = (
            (isinstance(value, ast.Dict) and not value.keys)
            or (isinstance(value, ast.List | ast.Set) and not value.elts)
            or (
                isinstance(value, ast.Call)
                and isinstance(value.func, ast.Name)
                and value.func.id in ("dict", "list", "set", "defaultdict")
            )
        )
        if empty:
            found += [ast.unparse(target) for target in targets]
    return found


def test_the_check_finds_a_table_filled_at_run_time():
    assert _empty_tables("_COSTS: dict[str, int] = {}\nLIMIT = 6\nSEEN = set()\n") == ["_COSTS", "SEEN"]


def test_the_engine_core_keeps_no_table_of_its_own_outside_game_state():
    # The effect vocabulary (gameplay/engine/effects) fills its registries at import time only.
    tables = {
        (path.name, name) for path in sorted(ENGINE.glob("*.py")) for name in _empty_tables(path.read_text())
    }
    assert tables <= IDENTITY_CACHES, tables - IDENTITY_CACHES


def test_a_value_derived_per_record_is_worked_out_once_and_never_answers_for_another_record():
    seen = []

    @per_record
    def name_length(card):
        seen.append(card)
        return len(card.name)

    first = digimon("EXAMPLE-1", "Emberpup", "III", "A", (300, 200, 100), (10, 10, 10, 10))
    twin = digimon("EXAMPLE-1", "Emberpup", "III", "A", (300, 200, 100), (10, 10, 10, 10))
    other = digimon("EXAMPLE-2", "Reef", "III", "A", (300, 200, 100), (10, 10, 10, 10))
    assert [name_length(card) for card in (first, first, twin, other, other)] == [8, 8, 8, 4, 4]
    # An equal record is another record (hashing one walks every field, so identity is the key).
    assert seen == [first, twin, other] and seen[1] is twin


def test_the_facts_of_a_deck_say_which_cards_may_appear_and_whether_it_holds_supports_or_options():
    vanilla = dummy_deck()
    facts = deck_facts(tuple(vanilla))
    assert (facts.appearing, facts.supports, facts.options, facts.ignoring) == (
        frozenset(),
        False,
        False,
        False,
    )
    deck = (*vanilla[:29], option("EXAMPLE-3", "Spark"))
    assert deck_facts(deck).options and not deck_facts(deck).supports


def test_the_facts_of_a_deck_list_its_level_threes_and_evolving_digimon_and_follow_its_records():
    vanilla = dummy_deck()
    evolving = digimon(
        "EXAMPLE-4", "Flamepup", "IV", "A", (400, 300, 200), (20, 20, 20, 20), evolution=(marks(1, 1),)
    )
    deck = (*vanilla[:28], evolving, option("EXAMPLE-3", "Spark"))
    facts = deck_facts(deck)
    assert facts.level_threes == frozenset(range(28)) and facts.evolving == frozenset({28})
    # The same records give the same facts; a deck with another record in a place does not.
    assert deck_facts(tuple(deck)) == facts
    assert deck_facts((*vanilla[:29], evolving)).level_threes == frozenset(range(29))


def test_the_facts_of_a_deck_name_its_option_cards_by_timing_without_the_answers_to_an_option():
    vanilla = dummy_deck()
    assert deck_facts(tuple(vanilla)).timed == {"": frozenset(range(30))}
    deck = (
        *vanilla[:27],
        option("EXAMPLE-3", "Spark"),
        option("EXAMPLE-4", "Haste", timing="evolution"),
        # B-6: a "before it takes effect" card only ever answers the opponent's use.
        option("EXAMPLE-5", "Halt", interrupt=True),
    )
    assert deck_facts(deck).timed == {
        "": frozenset(range(27)),
        "battle": frozenset({27}),
        "evolution": frozenset({28}),
    }
