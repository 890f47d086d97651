"""Who may start how much simulation work: game caps, jobs per visitor, the queue, cancellation."""

import pytest

from gameplay import playout, simulations, tasks
from gameplay.models import SimulationChunk, SimulationJob


@pytest.fixture
def start(run_on_commit, deck, pool, settings):
    """start(client, games=...) posts a simulation of the Starter deck; the pool stays idle unless
    the test says `pool.inline()`, so jobs bigger than the eager limit stay queued."""
    settings.SIMULATION_EAGER_MAX_GAMES = 5

    def post(client, **fields):
        body = {"deck": deck.share_id, "games": 100, "seed": 7} | fields
        return run_on_commit(client.post, "/api/simulations/", body, format="json")

    return post


def test_an_anonymous_job_of_more_than_10000_games_gets_400_naming_the_limit(client_of, start):
    response = start(client_of(), games=10_001)
    assert response.status_code == 400
    assert "at most 10,000 games" in response.json()["detail"]
    assert not SimulationJob.objects.exists()


def test_a_signed_in_user_may_queue_100000_games_but_not_more(api, start):
    assert start(api, games=100_000).status_code == 201
    response = start(api, games=100_001)
    assert response.status_code == 400
    assert "between 1 and 100,000 games" in response.json()["detail"]


def test_a_third_job_while_two_are_queued_gets_429_naming_the_limit(api, start):
    assert start(api).status_code == 201
    assert start(api).status_code == 201
    response = start(api)
    assert response.status_code == 429
    assert "already have 2 simulations queued or running" in response.json()["detail"]
    assert int(response["Retry-After"]) > 0
    assert SimulationJob.objects.count() == 2


def test_an_anonymous_visitor_who_drops_their_session_is_still_counted_by_address(client_of, start):
    # Three fresh clients: three sessions, one address (127.0.0.1).
    assert start(client_of()).status_code == 201
    assert start(client_of()).status_code == 201
    assert start(client_of()).status_code == 429


def test_a_cancelled_job_frees_its_place(api, start):
    first = start(api).json()
    start(api)
    assert api.post(f"/api/simulations/{first['id']}/cancel/").json()["status"] == "cancelled"
    assert start(api).status_code == 201


def test_a_full_queue_turns_every_new_job_away(api, client_of, friend, start, settings):
    settings.SIMULATION_QUEUE_LIMIT = 1
    assert start(api).status_code == 201
    response = start(client_of(friend))
    assert response.status_code == 429
    assert "queue is full (1 jobs" in response.json()["detail"]


def test_queued_jobs_show_their_place_in_the_queue_and_move_up(api, client_of, friend, start, pool):
    mine = start(api).json()
    theirs = start(client_of(friend)).json()
    assert (mine["status"], mine["queue_position"]) == ("queued", 1)
    assert theirs["queue_position"] == 2
    assert simulations.simulation_claim_next() == mine["id"]
    assert client_of(friend).get(f"/api/simulations/{theirs['id']}/").json()["queue_position"] == 1
    page = client_of(friend).get(f"/simulations/{theirs['id']}/").content.decode()
    assert "number 1 in the queue" in page


def test_the_pool_plays_the_oldest_job_first(api, client_of, friend, start, pool, monkeypatch):
    mine = start(api, games=10).json()
    theirs = start(client_of(friend), games=10).json()
    played, run_job = [], simulations.simulation_run_job

    def recording_run_job(*, job_id, **options):
        played.append(job_id)
        run_job(job_id=job_id, **options)

    monkeypatch.setattr(simulations, "simulation_run_job", recording_run_job)
    pool.drain()
    assert played == [mine["id"], theirs["id"]]
    assert set(SimulationJob.objects.values_list("status", flat=True)) == {"done"}


def test_a_cancelled_queued_job_is_never_played(api, start, pool):
    job = start(api).json()
    response = api.post(f"/api/simulations/{job['id']}/cancel/")
    assert response.status_code == 200
    assert (response.json()["status"], response.json()["queue_position"]) == ("cancelled", None)
    pool.drain()
    assert not SimulationChunk.objects.filter(job_id=job["id"], progress__gt=0).exists()
    assert SimulationJob.objects.get(pk=job["id"]).status == "cancelled"


def test_a_running_job_stops_at_its_next_progress_write_once_cancelled(
    api, start, pool, monkeypatch, settings
):
    settings.SIMULATION_CHUNK_GAMES = 50
    job = start(api, games=100).json()
    played = []
    play = playout.SimulationRunner.play

    def play_and_cancel_at_game_30(runner, *, game):
        played.append(game)
        if game == 30:
            # The visitor presses Cancel while game 30 is being played.
            api.post(f"/api/simulations/{job['id']}/cancel/")
        return play(runner, game=game)

    monkeypatch.setattr(playout.SimulationRunner, "play", play_and_cancel_at_game_30)
    pool.drain()
    # The next progress write after game 30 is at 50 games (every PROGRESS_EVERY = 25).
    assert len(played) == 50
    chunks = SimulationChunk.objects.filter(job_id=job["id"]).order_by("index")
    assert [(chunk.progress, chunk.done) for chunk in chunks] == [(50, False), (0, False)]
    data = api.get(f"/api/simulations/{job['id']}/").json()
    assert (data["status"], data["results"]) == ("cancelled", None)


def test_another_visitor_cannot_cancel_a_job(api, client_of, outsider, start):
    job = start(api).json()
    assert client_of(outsider).post(f"/api/simulations/{job['id']}/cancel/").status_code == 404
    assert client_of().post(f"/api/simulations/{job['id']}/cancel/").status_code == 404
    assert SimulationJob.objects.get(pk=job["id"]).status == "queued"


def test_a_finished_job_cannot_be_cancelled(api, start, pool):
    pool.inline()
    job = start(api, games=10).json()
    response = api.post(f"/api/simulations/{job['id']}/cancel/")
    assert response.status_code == 409
    assert response.json()["detail"] == (
        f"Simulation {job['id']} is already done; only a queued or running one can be cancelled."
    )


def test_the_cancel_button_works_as_a_plain_form(client_of, owner, start):
    client = client_of(owner)
    job = start(client).json()
    page = client.get(f"/simulations/{job['id']}/").content.decode()
    assert f'action="/simulations/{job["id"]}/cancel/"' in page
    response = client.post(f"/simulations/{job['id']}/cancel/")
    assert response.status_code == 302
    page = client.get(response["Location"]).content.decode()
    assert '<strong id="job-status">Cancelled</strong>' in page
    assert 'id="cancel-simulation"' not in page


def test_the_simulate_form_says_when_the_visitor_has_too_many_jobs(
    client_of, owner, deck, start, run_on_commit
):
    client = client_of(owner)
    start(client)
    start(client)
    response = run_on_commit(
        client.post, f"/decks/{deck.pk}/simulate/", {"games": "100", "opponent": "dummy", "policy": "greedy"}
    )
    assert response.status_code == 429
    assert "already have 2 simulations" in response.content.decode()


def test_with_a_broker_a_chunk_of_a_cancelled_job_does_not_run(api, start):
    job = start(api, games=10).json()
    api.post(f"/api/simulations/{job['id']}/cancel/")
    chunk = SimulationChunk.objects.get(job_id=job["id"])
    # The Celery task itself, run eagerly: it reads the job before playing anything.
    tasks.simulation_chunk_task.apply(args=[chunk.pk])
    chunk.refresh_from_db()
    assert (chunk.progress, chunk.done) == (0, False)


def test_no_more_than_the_running_limit_play_at_once_across_the_site(api, client_of, friend, start, settings):
    settings.SIMULATION_RUNNING_LIMIT = 1
    mine = start(api).json()
    theirs = start(client_of(friend)).json()
    assert simulations.simulation_claim_next() == mine["id"]
    # Another process's pool looks at the queue: one job runs already, so it takes nothing.
    assert simulations.simulation_claim_next() is None
    api.post(f"/api/simulations/{mine['id']}/cancel/")
    assert simulations.simulation_claim_next() == theirs["id"]


def test_a_job_whose_process_died_mid_run_goes_back_to_the_queue_for_the_next_pool(api, start, settings):
    from datetime import timedelta

    from django.utils import timezone

    settings.SIMULATION_RUNNING_LIMIT = 1
    job = start(api).json()
    assert simulations.simulation_claim_next() == job["id"]
    long_ago = timezone.now() - simulations.STALLED_AFTER - timedelta(seconds=1)
    SimulationJob.objects.filter(pk=job["id"]).update(started_at=long_ago)
    SimulationChunk.objects.filter(job_id=job["id"]).update(updated_at=long_ago)
    # Its slot is not lost: the next look at the queue puts it back and takes it again.
    assert simulations.simulation_claim_next() == job["id"]
    assert SimulationJob.objects.get(pk=job["id"]).status == "running"


def test_a_pool_thread_plays_no_game_while_it_holds_a_database_connection(
    api, start, pool, monkeypatch, settings
):
    from django.db import connection

    settings.SIMULATION_CHUNK_GAMES = 30
    job = start(api, games=60).json()
    state = {"connection": "released", "games_played_holding_it": 0, "games": 0}

    def query_opens(execute, sql, params, many, context):
        state["connection"] = "held"
        return execute(sql, params, many, context)

    def release():
        state["connection"] = "released"

    play = playout.SimulationRunner.play

    def counting_play(runner, *, game):
        state["games"] += 1
        state["games_played_holding_it"] += state["connection"] == "held"
        return play(runner, game=game)

    # The stand-in pool keeps the test's connection open; this records where it would be closed.
    monkeypatch.setattr(simulations, "close_thread_connections", release)
    monkeypatch.setattr(playout.SimulationRunner, "play", counting_play)
    with connection.execute_wrapper(query_opens):
        pool.drain()
    assert state["games"] == 60
    assert state["games_played_holding_it"] == 0
    assert SimulationJob.objects.get(pk=job["id"]).status == "done"
