"""Golden replays (DESIGN rule 12): fixtures/replays/*.json replay to their outcome and digest."""

import json
from pathlib import Path

import pytest

from gameplay.engine import digest, replay

REPLAYS = sorted((Path(__file__).resolve().parents[2] / "fixtures" / "replays").glob("*.json"))


def test_there_are_golden_replays():
    assert len(REPLAYS) >= 3


@pytest.mark.parametrize("path", REPLAYS, ids=[path.stem for path in REPLAYS])
def test_a_golden_replay_reaches_its_recorded_outcome_and_digest(catalog, path):
    from gameplay.records import records_by_number

    header = json.loads(path.read_text())
    cards = records_by_number({number for deck in header["decks"] for number in deck})
    # The decks are vanilla on purpose: no card text the compiler could start to read.
    assert all(not card.text.abilities or card.pays_win_rates for card in cards.values())
    state = replay(header, cards)
    outcome = state.outcome()
    assert {"termination": outcome.termination, "winner": outcome.winner} == header["outcome"]
    assert [str(action) for action in state.actions] == header["actions"]
    assert digest(state) == header["digest"]
