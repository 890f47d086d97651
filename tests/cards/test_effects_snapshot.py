"""The catalog's compiled effects are reviewed data (DESIGN rule 6): a fresh compilation of every
card equals the committed snapshot fixtures/effects/compiled.jsonl, and the stored form loads back
into the very effects the compiler made."""

from __future__ import annotations

import json
from dataclasses import replace

from django.core.management import call_command

from cards.effects import card_effects, card_text, catalog_effects, overrides, snapshot_path
from gameplay.compiler.cards import compile_card_effects
from gameplay.engine.effects.base import CONDITION_KINDS, EFFECT_KINDS
from gameplay.engine.effects.compiled_cards import (
    OVERRIDE,
    card_effects_from_data,
    snapshot_changes,
    snapshot_lines,
    stale_override,
)

UPDATE = "manage.py compile_effects --write-snapshot"


def test_the_whole_catalog_compiles_to_the_committed_snapshot(catalog):
    fresh = snapshot_lines(catalog_effects(catalog.all()))
    committed = snapshot_path().read_text(encoding="utf-8").splitlines()
    moved = snapshot_changes(committed, fresh)
    assert not moved, (
        f"{len(moved)} cards compile differently from {snapshot_path().name} (number: old -> new); "
        f"if that is intended, run `{UPDATE}` and review the diff:\n" + "\n".join(moved[:40])
    )


def test_a_moved_card_is_listed_by_number_with_its_old_and_new_form():
    old = ['{"number": "St-1", "status": "compiled", "text": {"status": "compiled"}}']
    new = ['{"number": "St-1", "status": "manual", "text": {"status": "manual"}}', '{"number": "St-2"}']
    assert snapshot_changes(old, new) == [
        'St-1: {"status": "compiled", "text": {"status": "compiled"}} -> '
        '{"status": "manual", "text": {"status": "manual"}}',
        "St-2: (absent) -> {}",
    ]


def test_every_effect_and_condition_kind_round_trips_through_its_stored_form(catalog):
    effect_kinds, condition_kinds = set(), set()
    for effects in catalog_effects(catalog.all()):
        stored = json.loads(json.dumps(effects.data()))
        assert card_effects_from_data(stored) == effects, effects.number
        line = json.dumps(stored)
        effect_kinds |= {kind for kind in EFFECT_KINDS if f'"effect": "{kind}"' in line}
        condition_kinds |= {kind for kind in CONDITION_KINDS if f'"condition": "{kind}"' in line}
    # The catalog uses every kind the engine knows, so each one was serialised and loaded back.
    assert effect_kinds == set(EFFECT_KINDS)
    assert condition_kinds == set(CONDITION_KINDS)


def test_the_import_stores_each_cards_compiled_effects_for_its_text(card):
    greymon = card("St-5")
    assert greymon.effects["number"] == "St-5"
    assert card_effects(greymon) == card_effects_from_data(greymon.effects)


def test_a_card_whose_text_changed_since_its_effects_were_stored_is_compiled_anew(card):
    greymon = card("St-5")
    greymon.abilities = [{"kind": "special", "text": "Add 100 to your attack power."}]
    assert card_effects(greymon).text.abilities[0].effects[0].describe() == "add 100 to your attack"


def test_compile_effects_check_passes_on_the_imported_catalog(catalog, capsys):
    call_command("compile_effects", "--check")
    assert "compile as the snapshot says" in capsys.readouterr().out


def test_every_override_is_for_a_catalog_card_and_its_current_text(catalog):
    written = overrides()
    assert len(written) >= 30
    numbers = set(catalog.filter(number__in=written).values_list("number", flat=True))
    assert numbers == set(written)
    for effects in catalog_effects(catalog.filter(number__in=written)):
        assert effects.reason.startswith(OVERRIDE), (effects.number, effects.reason)


def test_an_override_stands_in_for_the_tables_only_while_the_text_is_the_one_it_was_written_for(card):
    # Bo-793's one-card pattern became its override: the tables alone no longer read the card.
    text = card_text(card("Bo-793"))
    override = overrides()["Bo-793"]
    assert compile_card_effects(text, override).status == "compiled"
    assert compile_card_effects(text).status != "compiled"
    reworded = replace(text, effect_text=text.effect_text + " (O)Draw one card.")
    stale = compile_card_effects(reworded, override)
    assert stale_override(stale)
    assert stale.reason.startswith(f"override written for another text, hash {override['hash']}")
