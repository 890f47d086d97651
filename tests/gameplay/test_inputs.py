"""Bad match and simulation requests are refused with a 400 naming the problem (issue 5 §4, §5)."""

import pytest

from gameplay.models import Match, SimulationJob


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
    assert response.json()["detail"].startswith("games: ") and "games" in response.json()["errors"]
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
