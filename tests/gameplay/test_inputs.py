"""Bad match, replay and simulation requests are refused with a 400 naming the problem."""

import random

import pytest
from django.core.cache import cache
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gameplay import playout, services
from gameplay.models import Match, SimulationJob
from tests.factories import STARTER_DECK


def test_starting_a_match_with_an_unknown_deck_id_names_it(api):
    response = api.post("/api/matches/", {"deck": 999999, "opponent": "dummy"}, format="json")
    assert response.status_code == 400
    assert "999999" in response.json()["detail"]
    assert not Match.objects.exists()


def test_someone_elses_private_deck_cannot_be_opened_by_its_id(client_of, outsider, deck):
    response = client_of(outsider).post("/api/matches/", {"deck": deck.pk}, format="json")
    assert response.status_code == 400
    assert f"no deck {deck.pk}" in response.json()["detail"]


def test_an_unknown_share_id_is_named(api, deck):
    response = api.post("/api/matches/", {"deck": "no-such-share"}, format="json")
    assert response.status_code == 400
    assert "no-such-share" in response.json()["detail"]


def test_an_unknown_opponent_is_refused(api, deck):
    response = api.post("/api/matches/", {"deck": deck.share_id, "opponent": "wizard"}, format="json")
    assert response.status_code == 400
    assert "wizard" in response.json()["detail"]


def test_a_bot_must_be_greedy_or_random(api, deck):
    response = api.post(
        "/api/matches/", {"deck": deck.share_id, "opponent": {"bot": "genius"}}, format="json"
    )
    assert response.status_code == 400
    assert "genius" in response.json()["detail"]


def test_a_pasted_decklist_with_an_unknown_card_is_refused(api, catalog):
    response = api.post("/api/matches/", {"deck": {"text": "3 St-1\n3 Zz-999"}}, format="json")
    assert response.status_code == 400
    assert "Zz-999" in response.json()["detail"]


def test_a_request_with_neither_deck_nor_replay_is_refused(api, db):
    response = api.post("/api/matches/", {"opponent": "dummy"}, format="json")
    assert response.status_code == 400


@pytest.mark.parametrize("games", [0, 100_001, -5])
def test_a_simulation_plays_between_1_and_100000_games(api, deck, games):
    response = api.post("/api/simulations/", {"deck": deck.pk, "games": games}, format="json")
    assert response.status_code == 400
    assert f"between 1 and 100,000 games, not {games}." in response.json()["detail"]
    assert not SimulationJob.objects.exists()


def test_a_simulation_policy_must_be_known(api, deck):
    response = api.post(
        "/api/simulations/", {"deck": deck.pk, "games": 5, "policy": "psychic"}, format="json"
    )
    assert response.status_code == 400
    assert response.json()["detail"].startswith("policy: ") and "policy" in response.json()["errors"]


def test_another_players_match_is_not_found(client_of, outsider, owner, db):
    match = Match.objects.create(owner=owner, opponent_kind="dummy", header={"seed": 1})
    client = client_of(outsider)
    assert client.get(f"/api/matches/{match.pk}/").status_code == 404
    assert (
        client.post(f"/api/matches/{match.pk}/actions/", {"action": "pass"}, format="json").status_code == 404
    )
    assert client.get(f"/api/matches/{match.pk}/replay/").status_code == 404


def test_the_play_page_offers_my_decks_and_every_opponent(client_of, owner, deck):
    response = client_of(owner).get("/play/")
    assert response.status_code == 200
    page = response.content.decode()
    assert "Starter Greymon" in page
    for opponent in ("dummy", "greedy", "random", "hotseat"):
        assert f'value="{opponent}"' in page


def test_an_anonymous_visitor_is_offered_the_decks_this_session_created_and_no_others(client_of, deck):
    visitor = client_of()
    created = visitor.post(
        "/decks/new/", {"name": "Session Agumon", "format_code": "standard", "decklist": "3 St-1"}
    )
    assert created.status_code == 302
    page = visitor.get("/play/").content.decode()
    assert "Session Agumon" in page
    assert "Starter Greymon" not in page
    assert "Session Agumon" not in client_of().get("/play/").content.decode()


# --- Replay import: a start like any other (S-1), bounded, and the bot acts at once -------------


def bot_game_replay(api, deck, *, opponent, moves=12, seed=4):
    """A real replay: a few seeded human moves against `opponent`, then a resignation."""
    data = api.post(
        "/api/matches/", {"deck": deck.share_id, "opponent": opponent, "seed": seed}, format="json"
    ).json()
    rng = random.Random(seed)
    for _ in range(moves):
        if data["outcome"] is not None:
            break
        choices = [a for a in data["legal_actions"] if a != "concede"]
        data = api.post(
            f"/api/matches/{data['id']}/actions/", {"action": rng.choice(choices)}, format="json"
        ).json()
    api.post(f"/api/matches/{data['id']}/resign/")
    return api.get(f"/api/matches/{data['id']}/replay/").json()


def refused(api, replay, *named):
    count = Match.objects.count()
    response = api.post("/api/matches/", {"replay": replay}, format="json")
    assert response.status_code == 400, response.content[:300]
    assert response["Content-Type"].startswith("application/json")
    detail = response.json()["detail"]
    for word in named:
        assert word in detail
    assert Match.objects.count() == count
    return detail


@pytest.mark.parametrize("opponent", [{"bot": "greedy"}, {"bot": "random"}, "dummy"])
def test_a_replay_cut_where_the_bot_must_act_is_answered_at_once_and_resign_works(api, deck, opponent):
    replay = bot_game_replay(api, deck, opponent=opponent)
    _state, actors = playout.game_rebuild(replay["header"], replay["actions"])
    cuts = [k for k, side in enumerate(actors) if side == 1]
    assert cuts, "the game has no point where the bot is to act"
    for cut in cuts:
        response = api.post(
            "/api/matches/",
            {"replay": {"header": replay["header"], "actions": replay["actions"][:cut]}},
            format="json",
        )
        assert response.status_code == 201, (cut, response.content[:300])
        data = response.json()
        if data["outcome"] is None:
            assert data["actor"] == 0 and data["legal_actions"], cut
            resigned = api.post(f"/api/matches/{data['id']}/resign/")
            assert resigned.status_code == 200, (cut, resigned.content[:300])
            assert resigned.json()["outcome"]["winner"] == 1


def test_a_replay_header_deck_that_could_not_start_a_match_is_refused_naming_the_rule(api, deck):
    """S-1: 29 copies of one card break D-5, whether the deck comes from a deck list or a replay."""
    replay = bot_game_replay(api, deck, opponent={"bot": "greedy"}, moves=2)
    replay["header"]["decks"][0] = ["St-1"] + ["St-95"] * 29
    detail = refused(api, {"header": replay["header"], "actions": []}, "The replay's first deck", "S-1")
    assert "D-5" in detail


def test_the_second_deck_of_a_bot_replay_must_be_legal_too(api, deck):
    replay = bot_game_replay(api, deck, opponent={"bot": "greedy"}, moves=2)
    replay["header"]["decks"][1] = ["St-1"] + ["St-95"] * 29
    refused(api, {"header": replay["header"], "actions": []}, "The replay's second deck", "S-1", "D-5")


def test_a_dummy_replay_must_give_the_dummy_its_own_deck(api, deck):
    replay = bot_game_replay(api, deck, opponent="dummy", moves=2)
    replay["header"]["decks"][1] = list(replay["header"]["decks"][0])
    refused(api, {"header": replay["header"], "actions": []}, "nor the pace dummy's own 30 cards")


def test_a_header_deck_with_an_unknown_number_is_refused_naming_it(api, deck):
    replay = bot_game_replay(api, deck, opponent={"bot": "greedy"}, moves=2)
    replay["header"]["decks"][0][5] = "Zz-999"
    refused(api, {"header": replay["header"], "actions": []}, "Zz-999", "first deck")


def test_a_two_megabyte_extra_header_key_is_refused_naming_the_key_and_not_stored(api, deck):
    replay = bot_game_replay(api, deck, opponent={"bot": "greedy"}, moves=2)
    replay["header"]["comment"] = "x" * 2_000_000
    refused(api, replay, "unknown key 'comment'")


def test_a_header_past_the_size_limit_is_refused_naming_the_limit(api, deck):
    replay = bot_game_replay(api, deck, opponent={"bot": "greedy"}, moves=2)
    replay["header"]["decks"][0] = ["St-1"] * 5000
    refused(api, replay, "characters of JSON; at most 20,000")


def test_an_unknown_key_beside_the_header_is_refused_naming_it(api, deck):
    replay = bot_game_replay(api, deck, opponent={"bot": "greedy"}, moves=2)
    replay["notes"] = "mine"
    refused(api, replay, "unknown key 'notes'")


@pytest.mark.parametrize(
    ("opponent", "named"),
    [
        ({"kind": "wizard"}, "'wizard'"),
        ({"kind": "bot", "policy": "genius"}, "'genius'"),
        ({"kind": "bot", "policy": "greedy", "level": 9}, "opponent"),
        ("bot", "opponent"),
    ],
)
def test_a_header_opponent_that_could_not_start_a_match_is_refused(api, deck, opponent, named):
    replay = bot_game_replay(api, deck, opponent={"bot": "greedy"}, moves=2)
    replay["header"]["opponent"] = opponent
    refused(api, replay, named)


def test_a_replay_longer_than_a_game_can_be_is_refused_naming_the_limit(api, deck):
    replay = bot_game_replay(api, deck, opponent={"bot": "greedy"}, moves=2)
    replay["actions"] = ["pass"] * (playout.MAX_ACTIONS_PER_GAME + 1)
    refused(api, replay, "20,001 actions; a game has at most 20,000")


def test_an_overlong_action_in_a_replay_is_refused_naming_its_position(api, deck):
    replay = bot_game_replay(api, deck, opponent={"bot": "greedy"}, moves=2)
    replay["actions"][1] = "pass " * 100
    refused(api, replay, "Action 2 of the replay is longer than 200 characters")


def test_a_non_integer_match_id_is_a_json_404(api, db):
    response = api.post("/api/matches/abc/actions/", {"action": "pass"}, format="json")
    assert response.status_code == 404
    assert response["Content-Type"].startswith("application/json")
    assert "/api/matches/abc/actions/" in response.json()["detail"]


REPLAY_HEADER = {
    "rules": "standard",
    "seed": 3,
    "decks": [[n for n, count in STARTER_DECK for _ in range(count)]] * 2,
    "partners": [0, 0],
    "names": ["Starter", "Starter"],
    "opponent": {"kind": "hotseat", "policy": ""},
}


def current_header() -> dict:
    """REPLAY_HEADER under the engine version its cards play as today (engine.version)."""
    mine, theirs = ({"cards": cards, "partner": 0, "name": "Starter"} for cards in REPLAY_HEADER["decks"])
    engine = playout.header_new(deck=mine, opponent_deck=theirs, seed=3, rules="standard")["engine"]
    return {"engine": engine, **REPLAY_HEADER}


def test_the_replay_the_fuzzing_starts_from_imports(api, deck):
    replay = {"header": current_header(), "actions": []}
    response = api.post("/api/matches/", {"replay": replay}, format="json")
    assert response.status_code == 201, response.content[:300]


JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=40),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


@given(
    key=st.sampled_from([*services.HEADER_KEYS, "actions", "digest"]),
    value=JSON_VALUES,
)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_no_value_in_any_replay_field_is_a_server_error(api, deck, key, value):
    # Each generated replay is a visitor's first start: the match_start throttle counts per test,
    # and hypothesis runs its examples inside one test.
    cache.clear()
    replay = {"header": current_header(), "actions": []}
    if key in services.HEADER_KEYS:
        replay["header"][key] = value
    else:
        replay[key] = value
    response = api.post("/api/matches/", {"replay": replay}, format="json")
    assert response.status_code in (201, 400), response.content[:300]
    assert response.status_code == 201 or response.json()["detail"]
