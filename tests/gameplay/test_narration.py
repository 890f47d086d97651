"""The game log that narrates (gameplay.narration): turns, phases, evolutions, battles, points."""

import json
import re
from collections import defaultdict
from pathlib import Path

import pytest

from gameplay import playout
from gameplay.narration import narrate
from tests.gameplay.words import greedy_game

REPLAYS = sorted((Path(__file__).resolve().parents[2] / "fixtures" / "replays").glob("*.json"))
BATTLE_LINE = re.compile(
    r"^(?P<first>.+) \((?P<fc>[ABC]) (?P<fv>\d+)\) vs (?P<second>.+) \((?P<sc>[ABC]) (?P<sv>\d+)\): "
)
TURN_LINE = re.compile(r"^Turn (\d+) · Player 1 (\d+) points · Player 2 (\d+) points$")


def golden(path):
    record = json.loads(path.read_text())
    return {"header": record, "actions": record["actions"], "digest": record["digest"]}


@pytest.mark.parametrize("path", REPLAYS, ids=[path.stem for path in REPLAYS])
def test_narrating_a_golden_replay_leaves_the_game_as_recorded(catalog, path):
    record = golden(path)
    narration = narrate(record["header"], record["actions"], reader=None)
    assert playout.digest(narration.state) == record["digest"]


def _points_by_turn(log):
    return {
        int(m[1]): (int(m[2]), int(m[3]))
        for e in log
        if e["kind"] == "turn"
        for m in [TURN_LINE.match(e["text"])]
    }


def _check_battle_lines(log, final_points):
    """One battle line per finished turn, with both attack values and the points the turn cost."""
    points = _points_by_turn(log)
    by_turn = defaultdict(list)
    for entry in log:
        by_turn[entry["turn"]].append(entry)
    last = max(by_turn)
    for turn, entries in by_turn.items():
        battles = [e for e in entries if e["kind"] in ("battle", "draw")]
        after = points.get(turn + 1, final_points if turn == last else None)
        if after is None or (turn == last and not battles):
            continue
        assert len(battles) == 1, (turn, [e["text"] for e in entries])
        (line,) = battles
        assert BATTLE_LINE.match(line["text"]), line
        lost = [before - now for before, now in zip(points[turn], after, strict=True)]
        if not any(e["kind"] in ("points", "manual") for e in entries):
            if line["kind"] == "draw":
                assert (
                    f"each player loses {lost[0]}" in line["text"]
                    or f"Player 1 loses {lost[0]}" in line["text"]
                )
            else:
                loser = 1 if "Player 1 wins" in line["text"] else 0
                assert f"Player {loser + 1} loses {lost[loser]} (their " in line["text"], (line, lost)


@pytest.mark.parametrize("path", REPLAYS, ids=[path.stem for path in REPLAYS])
def test_every_turn_of_a_golden_replay_has_one_battle_line_with_both_values_and_the_points_lost(
    catalog, path
):
    record = golden(path)
    narration = narrate(record["header"], record["actions"], reader=None)
    _check_battle_lines(narration.log, tuple(p.points for p in narration.state.players))
    turns = [e for e in narration.log if e["kind"] == "turn"]
    assert len(turns) == narration.state.turn


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_greedy_games_narrate_each_battle_once_per_turn(deck, owner, seed):
    record = greedy_game(deck, owner, seed=seed)
    narration = narrate(record["header"], record["actions"], reader=0)
    _check_battle_lines(narration.log, tuple(p.points for p in narration.state.players))
    assert narration.log[-1]["text"].startswith(("Player 1 wins", "Player 2 wins", "The game is a draw"))


def test_a_zeroed_a_attack_reads_as_zero_against_the_c_attack_that_wins(deck, owner):
    # Seed 3, turn 1: Player 2 flips Defense Plug-In C, its Greymon attacks with C and zeroes A (B-8.3).
    record = greedy_game(deck, owner, seed=3)
    log = narrate(record["header"], record["actions"], reader=0).log
    turn_one = [e["text"] for e in log if e["turn"] == 1]
    assert "Player 2 evolves Agumon → Greymon (●● from the Net Ocean)" in turn_one
    assert any(text.startswith("Player 2 flips Defense Plug-In C: ") for text in turn_one)
    assert "Greymon (A 0) vs Greymon (C 200): Player 2 wins; Player 1 loses 10 (their IV column)" in turn_one
    # The defeated Level IV leaves after the battle line (P-5 (a)).
    assert turn_one.index("Player 1's Greymon goes to the Dark Area") > turn_one.index(
        "Greymon (A 0) vs Greymon (C 200): Player 2 wins; Player 1 loses 10 (their IV column)"
    )


def test_the_battle_area_keeps_the_last_battle_with_its_calculation(deck, owner):
    record = greedy_game(deck, owner, seed=3)
    turn_two = next(count for count in range(1, len(record["actions"])) if _turn_after(record, count) == 2)
    battle = narrate(record["header"], record["actions"][:turn_two], reader=0).battle
    first, second = battle["sides"]
    assert (first["name"], first["column"], first["printed"], first["value"]) == ("Greymon", "A", 440, 0)
    assert "the opponent's C attack zeroes an A attack" in first["steps"]
    assert "B-8.3" in first["rules"]
    assert (second["column"], second["value"]) == ("C", 200)
    assert not any("B-8" in step for step in first["steps"] + second["steps"])
    assert battle["result"].endswith("Player 2 wins; Player 1 loses 10 (their IV column)")


def _turn_after(record, count):
    return playout.game_rebuild(record["header"], record["actions"][:count])[0].turn


def test_passes_collapse_into_one_line_per_player_and_phase(deck, owner):
    record = greedy_game(deck, owner, seed=3)
    log = narrate(record["header"], record["actions"], reader=0).log
    # No line per pass: at most one per player and phase.
    assert not any(e["text"].endswith("passes") and e["kind"] != "auto" for e in log)
    idle = [(e["turn"], e["text"]) for e in log if e["kind"] == "auto"]
    assert (3, "Player 2 has nothing to do") in idle
    # At most once per phase: four phases a turn.
    assert all(idle.count(item) <= 4 for item in idle)
    # The reader's own end of hand adjustment is confirmed; the other side's is collapsed.
    texts = [e["text"] for e in log]
    assert "Player 1 is done discarding" in texts
    assert "Player 2 is done discarding" not in texts


def test_the_other_players_hidden_moves_name_no_card_but_the_revealed_view_does(deck, owner):
    record = greedy_game(deck, owner, seed=3)
    mine = narrate(record["header"], record["actions"], reader=0).log
    revealed = narrate(record["header"], record["actions"], reader=None).log
    hidden = [e for e in mine if e["player"] == 1 and e["kind"] == "info" and "face-down card" in e["text"]]
    hidden += [e for e in mine if e["player"] == 1 and e["text"] == "Player 2 prepares an evolution"]
    assert hidden and all(e["cards"] == [] for e in hidden)
    assert "Player 2 prepares Agumon → Greymon" in [e["text"] for e in revealed]
    assert "Player 2 sets Defense Plug-In C in slot 1" not in [e["text"] for e in mine]
    # Player 2's own sets name their cards in the revealed view only.
    assert any(e["text"].startswith("Player 2 sets ") and e["cards"] for e in revealed)


def test_a_manual_adjustment_is_marked_and_not_counted_twice(deck, owner):
    record = greedy_game(deck, owner, seed=3, opponent="dummy")
    actions = [*record["actions"][:1], "adjust points p2 -30"]
    log = narrate(record["header"], actions, reader=0).log
    actor = playout.game_rebuild(record["header"], actions[:1])[0].actor
    assert [e["text"] for e in log if e["kind"] in ("manual", "points")] == [
        f"Player {actor + 1} adjusts Player 2's points by -30 (manual)"
    ]


def test_the_replay_viewer_shows_the_same_narrated_log_for_its_view(deck, owner):
    from gameplay.replays import replay_frame
    from gameplay.selectors import Visitor
    from gameplay.services import match_from_replay

    record = greedy_game(deck, owner, seed=3)
    match = match_from_replay(replay=record, visitor=Visitor(user=owner))
    step = len(record["actions"]) // 2
    frame = replay_frame(match=match, step=step, view="all")
    assert frame.board["log"] == narrate(record["header"], record["actions"][:step], reader=None).log
    assert any(e["kind"] in ("battle", "draw") for e in frame.board["log"])
    assert frame.board["phase_label"].startswith("Turn ")
    assert frame.board["battle"]["sides"][0]["player"] == 1


def test_while_the_battle_windows_are_open_the_battle_area_shows_the_live_values(deck, owner):
    record = greedy_game(deck, owner, seed=3)
    count = next(
        n
        for n in range(len(record["actions"]))
        if playout.game_rebuild(record["header"], record["actions"][:n])[0].step == "battle"
    )
    narration = narrate(record["header"], record["actions"][:count], reader=0)
    attack = playout.observation(narration.state, 0)["attack"]
    battle = narration.battle
    assert [side["value"] for side in battle["sides"]] == attack
    leader = 1 if attack[0] > attack[1] else 2
    expected = (
        f"Level at {attack[0]}"
        if attack[0] == attack[1]
        else f"Player {leader} is ahead, {max(attack)} to {min(attack)}"
    )
    assert battle["result"] == expected


def test_each_replay_log_line_links_to_the_step_where_it_became_true(client, deck, owner):
    from gameplay.selectors import Visitor
    from gameplay.services import match_from_replay

    record = greedy_game(deck, owner, seed=3)
    header, actions = record["header"], record["actions"]
    match = match_from_replay(replay=record, visitor=Visitor(user=owner))
    battle = next(e for e in narrate(header, actions, reader=None).log if e["kind"] in ("battle", "draw"))
    # The turn's battle line appears with the action that decided it, not one action earlier.
    assert battle in narrate(header, actions[: battle["step"]], reader=None).log
    assert battle["text"] not in [
        e["text"] for e in narrate(header, actions[: battle["step"] - 1], reader=None).log
    ]
    client.force_login(owner)
    page = client.get(f"/replay/{match.pk}/", {"step": len(actions), "view": "all"}).content.decode()
    assert f'?step={battle["step"]}&view=all">{battle["text"]}</a>' in page


def test_every_replay_frame_lists_the_same_turn_starts_whatever_its_step(deck, owner):
    from gameplay.replays import replay_frame
    from gameplay.selectors import Visitor
    from gameplay.services import match_from_replay

    record = greedy_game(deck, owner, seed=3)
    header, actions = record["header"], record["actions"]
    match = match_from_replay(replay=record, visitor=Visitor(user=owner))
    # Each turn (§1.10: Preparation to Point Calculation) starts at the first step showing it.
    expected = [(1, 0)]
    for step in range(1, len(actions) + 1):
        turn = playout.game_rebuild(header, actions[:step])[0].turn
        if turn != expected[-1][0]:
            expected.append((turn, step))
    assert len(expected) > 3
    for step in (0, len(actions) // 3, len(actions) - 1, len(actions)):
        assert replay_frame(match=match, step=step, view="0").turns == expected
