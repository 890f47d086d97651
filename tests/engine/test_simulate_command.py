"""`manage.py simulate` with the sample decks of fixtures/decks."""

import json

import pytest
from django.core.management import CommandError, call_command

from .conftest import DECKS


def run(*args):
    from io import StringIO

    out = StringIO()
    call_command("simulate", *args, stdout=out)
    return out.getvalue()


def test_it_prints_the_figures_and_is_deterministic_except_for_speed(catalog):
    args = ["--deck", str(DECKS / "agumon-gabumon.txt"), "--games", "12", "--seed", "4", "--json"]
    args += ["--opponent", "vanilla"]
    first, second = json.loads(run(*args)), json.loads(run(*args))
    first.pop("games_per_second")
    second.pop("games_per_second")
    assert first == second
    assert first["games"] == 12 and first["wins"] + first["losses"] + first["draws"] == 12
    # A deck whose Level III already beats the vanilla 300/300/300 dummy wins every game in 10
    # turns: the dummy loses 10 points per battle.
    assert first["win_rate"] == 1.0 and first["turns_to_win"]["distribution"] == {"10": 12}
    assert first["points_lost_per_turn"]["opponent"] == 10.0
    assert all(row["prepared"] >= row["succeeded"] >= 0 for row in first["evolutions"].values())
    assert first["evolutions"], "the greedy policy prepares evolutions"


def test_it_plays_against_a_bot_with_another_deck(catalog):
    text = run(
        "--deck",
        str(DECKS / "agumon-gabumon.txt"),
        "--opponent",
        f"random:{DECKS / 'gomamon-tentomon.txt'}",
        "--games",
        "5",
        "--policy",
        "random",
    )
    assert "5 games, random vs random:" in text and "win rate" in text and "games per second" in text


def test_it_refuses_a_bad_opponent(catalog):
    with pytest.raises(
        CommandError, match="dummy, pace:IV/PERFECT/ULTIMATE, vanilla, random:FILE or greedy:FILE"
    ):
        run("--deck", str(DECKS / "agumon-gabumon.txt"), "--opponent", "smart")


def test_two_workers_give_the_figures_of_one_process(catalog):
    args = [
        "--deck",
        str(DECKS / "agumon-gabumon.txt"),
        "--opponent",
        f"greedy:{DECKS / 'gomamon-tentomon.txt'}",
    ]
    args += ["--games", "7", "--seed", "3", "--json"]
    alone, split = json.loads(run(*args, "--workers", "1")), json.loads(run(*args, "--workers", "2"))
    alone.pop("games_per_second")
    split.pop("games_per_second")
    assert split == alone
    assert split["games"] == 7 and split["wins"] + split["losses"] + split["draws"] == 7
