"""Seeded bot games play the actions and end in the digests recorded in fixtures/engine_digests.json.

A few hundred greedy, random and dummy games over the sample decks and a deck of option and
support cards: a speed-up of the engine must leave every one of them unchanged. A deliberate
rules change re-records the file: `DMCG_RECORD_DIGESTS=1 pytest tests/engine/test_seeded_game_digests.py`.
"""

import hashlib
import json
import os
from pathlib import Path

import pytest

from gameplay.engine import digest, dummy_deck, engine_version, make_bot, new_game, play

FIXTURE = Path(__file__).resolve().parents[2] / "fixtures" / "engine_digests.json"
SETUP = json.loads(FIXTURE.read_text())


def _decks():
    from gameplay.records import deck_records

    return {name: deck_records(text) for name, text in SETUP["decks"].items()}


def _sides(match):
    """The deck and the opponent's deck (None: the dummy's) of a match."""
    decks = _decks()
    return decks[match["deck"]], decks[match["opponent_deck"]] if match["opponent_deck"] else None


def _digests(deck, opponent_deck, match):
    digests = []
    for game_seed in range(match["seeds"]):
        state = new_game(deck, opponent_deck, game_seed)
        bots = (make_bot(match["policy"], game_seed), make_bot(match["opponent"], game_seed + 1_000_003))
        play(state, bots)
        # The digest counts the actions but does not name them; the fingerprint names them too.
        game = [digest(state), [str(action) for action in state.actions]]
        digests.append(hashlib.sha256(json.dumps(game).encode()).hexdigest())
    return digests


@pytest.mark.parametrize("match", SETUP["matches"], ids=[match["name"] for match in SETUP["matches"]])
def test_seeded_bot_games_play_and_end_as_recorded(catalog, match):
    deck, opponent_deck = _sides(match)
    digests = _digests(deck, opponent_deck, match)
    version = engine_version([deck, opponent_deck or dummy_deck()])
    if os.environ.get("DMCG_RECORD_DIGESTS"):
        match["digests"], match["engine"] = digests, version
        FIXTURE.write_text(json.dumps(SETUP, indent=1) + "\n")
    # A changed card record or rules revision may change games on purpose; say so rather than
    # report them as a broken speed-up.
    assert match["engine"] == version, "the cards or the rules revision changed: re-record if deliberate"
    assert len(digests) == len(match["digests"])
    changed = [
        seed for seed, (now, then) in enumerate(zip(digests, match["digests"], strict=True)) if now != then
    ]
    assert not changed, f"games with seeds {changed} end differently than recorded"
