"""The gauntlet: the reference decks, a deck's run against all of them, and the matchup report."""

import pytest
from django.core.management import call_command

from gameplay.gauntlet import gauntlet_decks
from gameplay.models import Gauntlet, SimulationJob
from gameplay.simulation_stats import ChunkStats, GameSummary, summarise


@pytest.fixture
def start_gauntlet(run_on_commit, deck, pool, settings):
    """start_gauntlet(client, games=...) posts a gauntlet run of the Starter deck; jobs above the
    eager limit stay queued until the test says `pool.inline()`."""
    settings.SIMULATION_EAGER_MAX_GAMES = 5

    def post(client, **fields):
        body = {"deck": deck.share_id, "games": 2, "seed": 11} | fields
        return run_on_commit(client.post, "/api/gauntlets/", body, format="json")

    return post


def test_a_gauntlet_plays_the_deck_against_every_reference_deck_and_reports_each_matchup(api, start_gauntlet):
    response = start_gauntlet(api, games=3)
    assert response.status_code == 201
    # Small matchups play inline once the request's transaction commits.
    body = api.get(f"/api/gauntlets/{response.json()['id']}/").json()
    names = [deck.name for deck in gauntlet_decks()]
    assert [row["opponent"] for row in body["matchups"]] == names
    assert body["finished"] is True
    for row in body["matchups"]:
        results = row["results"]
        assert row["status"] == "done"
        assert results["games"] == 3
        low, high = results["win_rate_interval"]
        assert low <= results["win_rate"] <= high
        assert (results["won_game"] is None) == (results["wins"] == 0)
    assert body["total"]["games"] == 3 * len(names)
    assert body["total"]["wins"] == sum(row["results"]["wins"] for row in body["matchups"])
    job = SimulationJob.objects.get(pk=body["matchups"][0]["job"])
    assert job.opponent == {"kind": "bot", "policy": "greedy"}
    assert job.seed == body["seed"] == 11


def test_a_gauntlet_counts_as_one_simulation_for_the_visitors_limit(api, start_gauntlet, settings):
    settings.SIMULATION_ACTIVE_JOBS = 2
    assert start_gauntlet(api, games=50).status_code == 201
    assert SimulationJob.objects.filter(status="queued").count() == len(gauntlet_decks())
    assert start_gauntlet(api, games=50).status_code == 201
    refused = start_gauntlet(api, games=50)
    assert refused.status_code == 429
    assert "already have 2 simulations queued or running" in refused.json()["detail"]
    assert Gauntlet.objects.count() == 2


def test_a_gauntlet_bigger_than_one_job_of_the_visitor_is_refused_before_any_job_exists(
    client_of, start_gauntlet
):
    per_deck = 10_000 // len(gauntlet_decks()) + 1
    response = start_gauntlet(client_of(), games=per_deck)
    assert response.status_code == 400
    assert "at most 10,000 games" in response.json()["detail"]
    assert not Gauntlet.objects.exists() and not SimulationJob.objects.exists()


def test_a_queue_without_room_for_every_matchup_refuses_the_whole_gauntlet(api, start_gauntlet, settings):
    settings.SIMULATION_QUEUE_LIMIT = len(gauntlet_decks()) - 1
    response = start_gauntlet(api, games=50)
    assert response.status_code == 429
    assert not SimulationJob.objects.exists()


def test_an_illegal_deck_is_refused_naming_the_rule(api, run_on_commit, catalog):
    body = {"deck": {"text": "3 St-1"}, "games": 2}
    response = run_on_commit(api.post, "/api/gauntlets/", body, format="json")
    assert response.status_code == 400
    assert "30" in response.json()["detail"]
    assert not Gauntlet.objects.exists()


def test_the_report_page_shows_the_matchup_table_with_replay_buttons(api, client_of, owner, deck, pool):
    pool.inline()
    browser = client_of(owner)
    page = browser.post(f"/decks/{deck.pk}/gauntlet/", {"games": "4", "seed": "3"}, follow=True)
    assert page.status_code == 200
    html = page.content.decode()
    assert "<caption>Matchups" in html
    for reference in gauntlet_decks():
        assert reference.name in html and reference.plan in html
    run = Gauntlet.objects.get()
    job = run.jobs.order_by("pk").first()
    figures = job.results
    if figures["first_win"] is not None:
        assert f"/simulations/{job.pk}/games/{figures['first_win']}/" in html
    if figures["first_loss"] is not None:
        assert f"/simulations/{job.pk}/games/{figures['first_loss']}/" in html


def test_another_visitor_cannot_see_or_cancel_a_gauntlet(api, client_of, outsider, start_gauntlet):
    run = start_gauntlet(api, games=50).json()
    stranger = client_of(outsider)
    assert stranger.get(f"/api/gauntlets/{run['id']}/").status_code == 404
    assert stranger.post(f"/gauntlets/{run['id']}/cancel/").status_code == 404


def test_cancelling_a_gauntlet_cancels_every_queued_matchup(api, start_gauntlet, client_of, owner):
    run = start_gauntlet(api, games=50).json()
    client_of(owner).post(f"/gauntlets/{run['id']}/cancel/")
    statuses = set(Gauntlet.objects.get(pk=run["id"]).jobs.values_list("status", flat=True))
    assert statuses == {"cancelled"}


def test_the_turns_behind_on_points_and_the_first_won_and_lost_games_merge_across_chunks():
    ahead = GameSummary(game=4, won=True, drawn=False, turns=2, points_lost=((0, 20), (10, 40)))
    behind_then_ahead = GameSummary(game=1, won=True, drawn=False, turns=2, points_lost=((30, 0), (0, 60)))
    lost = GameSummary(game=2, won=False, drawn=False, turns=2, points_lost=((40, 10), (60, 0)))
    one, other = ChunkStats(), ChunkStats()
    one.add(ahead)
    other.add(behind_then_ahead)
    other.add(lost)
    merged = ChunkStats.from_json(one.to_json()).merge(ChunkStats.from_json(other.to_json()))
    figures = summarise(merged)
    assert [row["behind"] for row in figures["points_lost_per_turn"]] == [2 / 3, 1 / 3]
    assert (figures["first_win"], figures["first_loss"]) == (1, 2)


def test_simulate_gauntlet_prints_one_line_per_reference_deck(tmp_path, catalog, capsys):
    deck_file = tmp_path / "deck.txt"
    deck_file.write_text(gauntlet_decks()[0].text, encoding="utf-8")
    call_command("simulate", "--deck", str(deck_file), "--gauntlet", "--games", "2", "--seed", "5")
    lines = capsys.readouterr().out.splitlines()
    decks = len(gauntlet_decks())
    assert lines[0] == f"2 games against each of {decks} reference decks, greedy vs greedy, seed 5"
    assert [line.split("  ")[1].strip() for line in lines[1:]] == [deck.name for deck in gauntlet_decks()]
