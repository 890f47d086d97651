"""benchmarks/bots.py keeps its tallies straight: every game it plays is counted once, against the
gauntlet deck the search bot held, and the per-deck lines add up to the total line."""

import importlib.util
import json
import re
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DECKS = ROOT / "fixtures" / "decks"
LOG_LINE = re.compile(r"pair \d+ seat (\d) decks (\d+)-(\d+) .* (won|LOST)")


def load_benchmark():
    spec = importlib.util.spec_from_file_location("bots_benchmark", ROOT / "benchmarks" / "bots.py")
    module = importlib.util.module_from_spec(spec)
    # Its dataclasses look their module up by name.
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_each_game_counts_for_the_deck_the_search_bot_held(catalog, capsys, tmp_path, monkeypatch):
    # A two-deck gauntlet whose cross match has a known result whoever holds each deck: the all-C
    # deck's A attack is zeroed by every top of the all-A deck (RULES 1.5), so it loses in both seats.
    names = ["gomamon-tentomon.txt", "virus-ultimates.txt"]
    for name in names:
        shutil.copy(DECKS / name, tmp_path / name)
    gauntlet = tmp_path / "gauntlet.json"
    gauntlet.write_text(json.dumps({"decks": [{"file": name, "strategy": name} for name in names]}))
    bench = load_benchmark()
    monkeypatch.setattr(bench, "GAUNTLET", gauntlet)
    _, pairings = bench._setup()
    all_a, all_c = 0, 1
    tally = bench.play_pairs(pairings.index((all_c, all_a)), 1, 6, "random", False, log=True)
    tally.add(bench.play_pairs(pairings.index((all_a, all_a)), 1, 6, "random", False))
    expected = {all_a: [0, 0], all_c: [0, 0]}
    for line in capsys.readouterr().err.splitlines():
        seat, a, b, result = LOG_LINE.fullmatch(line).groups()
        held = expected[(int(a), int(b))[int(seat) - 1]]
        held[0] += result == "won"
        held[1] += 1
    assert tally.games == 4
    assert expected == {all_a: [1, 1], all_c: [0, 1]}
    # The mirror's two games count for the all-A deck too (with whatever results they had).
    expected[all_a] = [tally.wins, 3]
    assert tally.by_deck == expected
    lines = tally.deck_lines(names)
    for deck, line in zip(sorted(tally.by_deck), lines, strict=True):
        assert line.startswith(f"  with {names[deck]}")
