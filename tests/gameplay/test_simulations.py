"""Goldfish simulations: chunked jobs, merged results, progress, replays of games."""

import pytest

from decks.validation import DeckNotLegal
from gameplay import simulations
from gameplay.models import Match, SimulationJob
from gameplay.selectors import DeckSource, Visitor, simulation_progress


def simulate(api, run_on_commit, deck, **fields):
    body = {"deck": deck.pk, "games": 30, "seed": 1234} | fields
    response = run_on_commit(api.post, "/api/simulations/", body, format="json")
    assert response.status_code == 201, response.content
    # In production the job is queued when the request's transaction commits; here the captured
    # callbacks run when run_on_commit returns, so read the job again.
    return api.get(f"/api/simulations/{response.json()['id']}/").json()


def simulate_in_page(client, run_on_commit, deck, games):
    """The deck's "simulate" form, as the signed-in `client`: greedy against the dummy, seed 9."""
    return run_on_commit(
        client.post,
        f"/decks/{deck.pk}/simulate/",
        {"games": games, "opponent": "dummy", "policy": "greedy", "seed": "9"},
    )


def test_a_small_job_runs_at_once_in_chunks_and_reports_its_results(api, run_on_commit, deck, settings):
    settings.SIMULATION_CHUNK_GAMES = 7
    data = simulate(api, run_on_commit, deck)
    job = SimulationJob.objects.get(pk=data["id"])
    assert job.chunks_total == 5  # 7 + 7 + 7 + 7 + 2
    assert job.chunks_done == 5
    assert data["status"] == "done"
    assert data["done"] == 30
    results = data["results"]
    assert results["games"] == 30
    assert results["wins"] + results["draws"] + results["losses"] == 30
    low, high = results["win_rate_interval"]
    assert low <= results["win_rate"] <= high
    assert sum(row["games"] for row in results["turns_to_win"]) == results["wins"]
    assert results["points_lost_per_turn"][0]["games"] == 30


def test_the_results_do_not_depend_on_how_the_job_was_cut(api, run_on_commit, deck, settings):
    settings.SIMULATION_CHUNK_GAMES = 4
    in_fours = simulate(api, run_on_commit, deck, games=24)["results"]
    settings.SIMULATION_CHUNK_GAMES = 24
    in_one = simulate(api, run_on_commit, deck, games=24)["results"]
    assert in_fours is not None
    assert in_fours == in_one


def test_the_greedy_deck_beats_the_dummy_that_never_evolves(api, run_on_commit, deck):
    """A sanity figure: a deck that evolves to Perfect wins most games against a vanilla Level III."""
    results = simulate(api, run_on_commit, deck, games=20, opponent="vanilla")["results"]
    assert results["win_rate"] > 0.5
    assert any(row["succeeded"] for row in results["evolutions"])


def test_a_bot_opponent_plays_the_given_deck(api, run_on_commit, deck):
    data = simulate(api, run_on_commit, deck, games=6, opponent={"bot": "random", "deck": deck.share_id})
    job = SimulationJob.objects.get(pk=data["id"])
    assert job.opponent == {"kind": "bot", "policy": "random"}
    assert job.decklists["opponent_deck"]["name"] == "Starter Greymon"
    assert data["results"]["games"] == 6


def test_a_big_job_waits_in_the_queue_for_a_pool_thread_without_a_broker(
    api, run_on_commit, deck, settings, pool
):
    settings.SIMULATION_EAGER_MAX_GAMES = 5
    pool.dead()
    data = run_on_commit(api.post, "/api/simulations/", {"deck": deck.pk, "games": 12}, format="json").json()
    assert pool.wakes == 1
    assert (data["status"], data["queue_position"], data["done"]) == ("queued", 1, 0)
    pool.inline()
    # The next look at the job (the page's poll) wakes the pool of the process answering it.
    data = api.get(f"/api/simulations/{data['id']}/").json()
    assert pool.wakes == 2
    data = api.get(f"/api/simulations/{data['id']}/").json()
    assert (data["status"], data["queue_position"], data["results"]["games"]) == ("done", None, 12)


def test_a_job_whose_thread_died_with_the_web_process_is_run_again(
    client, owner, run_on_commit, deck, settings, pool
):
    """Nothing is lost on a restart: the page finds a job that stopped moving and queues it again."""
    from django.utils import timezone

    from gameplay.models import SimulationChunk

    settings.SIMULATION_EAGER_MAX_GAMES = 5
    settings.SIMULATION_CHUNK_GAMES = 5
    client.force_login(owner)
    pool.dead()
    run_on_commit(
        client.post, f"/decks/{deck.pk}/simulate/", {"games": "12", "opponent": "dummy", "seed": "3"}
    )
    job = SimulationJob.objects.latest("pk")
    # A thread claimed it, then its process died: the job says running, and nothing moves.
    assert simulations.simulation_claim(job_id=job.pk)
    pool.inline()
    # Moments later the chunks are not stale yet: the job is left to the thread playing it.
    client.get(f"/simulations/{job.pk}/")
    job.refresh_from_db()
    assert (job.status, simulation_progress(job=job)) == ("running", 0)
    long_ago = timezone.now() - simulations.STALLED_AFTER * 2
    SimulationJob.objects.filter(pk=job.pk).update(started_at=long_ago)
    SimulationChunk.objects.filter(job=job).update(updated_at=long_ago)
    client.get(f"/simulations/{job.pk}/")
    job.refresh_from_db()
    assert job.status == "done"
    assert job.results["games"] == 12


def test_a_queued_job_left_by_a_process_that_died_is_taken_when_its_page_is_opened(
    client, owner, run_on_commit, deck, settings, pool
):
    settings.SIMULATION_EAGER_MAX_GAMES = 5
    client.force_login(owner)
    pool.dead()
    simulate_in_page(client, run_on_commit, deck, "8")
    job = SimulationJob.objects.latest("pk")
    pool.inline()
    client.get(f"/simulations/{job.pk}/")
    job.refresh_from_db()
    assert job.status == "done"
    assert "confidence interval" in client.get(f"/simulations/{job.pk}/").content.decode()


def test_progress_is_the_sum_of_the_chunks_counters(deck, owner, settings):
    from gameplay.models import SimulationChunk

    job = SimulationJob.objects.create(
        decklists={}, opponent={"kind": "dummy"}, games=10, seed=1, owner=owner
    )
    SimulationChunk.objects.create(job=job, index=0, first_game=0, games=5, progress=5, done=True)
    SimulationChunk.objects.create(job=job, index=1, first_game=5, games=5, progress=3)
    assert simulation_progress(job=job) == 8


def test_a_failed_chunk_marks_the_job_failed_with_the_error(deck, owner):
    job = SimulationJob.objects.create(
        decklists={}, opponent={"kind": "dummy"}, games=10, seed=1, owner=owner
    )
    simulations.simulation_fail(job_id=job.pk, error="boom")
    job.refresh_from_db()
    assert (job.status, job.error) == ("failed", "boom")


def test_the_results_page_shows_the_win_rate_interval_and_a_histogram(client, owner, run_on_commit, deck):
    client.force_login(owner)
    response = simulate_in_page(client, run_on_commit, deck, "12")
    assert response.status_code == 302
    page = client.get(response["Location"]).content.decode()
    assert "confidence interval" in page
    assert '<svg class="histogram"' in page
    assert "<rect" in page
    assert 'id="fastest"' in page and 'id="slowest"' in page


def test_the_fastest_game_opens_as_a_replay_one_click_away(client, owner, run_on_commit, deck):
    client.force_login(owner)
    simulate_in_page(client, run_on_commit, deck, "8")
    job = SimulationJob.objects.latest("pk")
    fastest = job.results["fastest"]
    response = client.post(f"/simulations/{job.pk}/games/{fastest['game']}/")
    assert response.status_code == 302
    match = Match.objects.latest("pk")
    assert response["Location"] == f"/replay/{match.pk}/"
    assert match.header["seed"] == job.seed + fastest["game"]
    assert match.outcome is not None
    # The replayed game has as many turns as the statistics say.
    page = client.get(f"/replay/{match.pk}/?step={len(match.actions)}").content.decode()
    assert f'class="phase-label">Turn {fastest["turns"]} · Game over<' in page


def test_another_visitor_cannot_see_a_job(client_of, outsider, api, run_on_commit, deck):
    data = simulate(api, run_on_commit, deck, games=3)
    assert client_of(outsider).get(f"/api/simulations/{data['id']}/").status_code == 404
    assert api.get(f"/api/simulations/{data['id']}/").status_code == 200


def test_an_illegal_deck_cannot_be_simulated(catalog):
    """S-1 holds for simulations too: 4 Agumon (D-5) is refused before any job exists."""
    entries = ((catalog.get(number="St-1"), 4), (catalog.get(number="St-5"), 26))
    with pytest.raises(DeckNotLegal, match="D-5"):
        simulations.simulation_start(
            deck=DeckSource(name="Four Agumon", entries=entries), games=10, visitor=Visitor()
        )
    assert not SimulationJob.objects.exists()


def test_the_dummy_is_the_pace_dummy_and_the_api_reports_its_pace_figures(api, run_on_commit, deck):
    data = simulate(api, run_on_commit, deck, games=12)
    assert data["opponent"] == {"kind": "dummy", "policy": "pace"}
    results = data["results"]
    assert sum(row["games"] for row in results["turns"]) == 12
    assert [row["level"] for row in results["first_level"]] == ["IV", "Perfect", "Ultimate"]
    assert all(row["reached"] + row["never"] == 12 for row in results["first_level"])
    assert results["battles_per_turn"][0] == {**results["battles_per_turn"][0], "turn": 1, "battles": 12}
    assert {row["cause"] for row in results["evolution_failures"]} <= {
        "no_card",
        "no_marks",
        "no_win_rate",
        "other",
    }
    assert set(results["options_used"]) == {"total", "per_game", "cards"}


def test_the_vanilla_dummy_and_another_pace_are_opponents_too(api, run_on_commit, deck):
    vanilla = simulate(api, run_on_commit, deck, games=4, opponent="vanilla")
    assert vanilla["opponent"] == {"kind": "dummy", "policy": "vanilla"}
    slow = simulate(api, run_on_commit, deck, games=4, opponent={"pace": [3, 6, 9]})
    assert slow["opponent"] == {"kind": "dummy", "policy": "pace:3/6/9"}
    body = {"deck": deck.pk, "games": 4, "opponent": {"pace": [6, 3, 9]}}
    refused = api.post("/api/simulations/", body, format="json")
    assert refused.status_code == 400 and "three turns in order" in refused.json()["detail"]


def test_a_game_of_a_job_stored_before_the_pace_dummy_replays_against_the_vanilla_one(
    api, run_on_commit, deck, owner
):
    from gameplay import playout, replays

    data = simulate(api, run_on_commit, deck, games=2, opponent="vanilla")
    job = SimulationJob.objects.get(pk=data["id"])
    # Jobs stored before the pace dummy name no policy for their dummy.
    job.opponent = {"kind": "dummy"}
    match = replays.match_from_simulation(job=job, game=1, visitor=Visitor(user=owner))
    assert match.header["decks"][1] == [card.number for card in playout.dummy_deck()]
    assert match.outcome is not None


def test_a_pace_game_opens_as_a_replay_and_the_page_names_the_opponent(client, owner, run_on_commit, deck):
    client.force_login(owner)
    response = simulate_in_page(client, run_on_commit, deck, "6")
    page = client.get(response["Location"]).content.decode()
    assert "against the pace dummy" in page
    assert "the turn of the first Level IV, Perfect and Ultimate" in page
    assert "Battles won per turn" in page and "Options used" in page
    job = SimulationJob.objects.latest("pk")
    response = client.post(f"/simulations/{job.pk}/games/{job.results['fastest']['game']}/")
    assert response.status_code == 302
    assert Match.objects.latest("pk").header["decks"][1][0].startswith("DUMMY-III:350/250/160")


def test_a_job_against_the_greedy_bot_says_so_in_its_title(client, owner, run_on_commit, deck):
    client.force_login(owner)
    response = run_on_commit(
        client.post, f"/decks/{deck.pk}/simulate/", {"games": "3", "opponent": "greedy", "seed": "2"}
    )
    assert "against the greedy bot" in client.get(response["Location"]).content.decode()
