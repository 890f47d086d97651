"""The match API: a whole game, illegal actions, undo, stale versions, races, replays."""

import random
import re

import pytest
import yaml
from rest_framework.test import APIClient

from gameplay import services
from gameplay.models import Match
from tests.decks.concurrency import ROUNDS, race, race_test, starter_deck
from tests.factories import STARTER_TEXT

MAX_ACTIONS = 5000


def start(api, deck, *, opponent="hotseat", seed=11):
    response = api.post(
        "/api/matches/", {"deck": deck.share_id, "opponent": opponent, "seed": seed}, format="json"
    )
    assert response.status_code == 201, response.content
    return response.json()


def play_out(api, data, *, seed=5):
    """Play legal actions picked by a seeded coin until the game ends; returns the last answer."""
    rng = random.Random(seed)
    for _ in range(MAX_ACTIONS):
        if data["outcome"] is not None:
            return data
        # Conceding would end the game at once and test nothing.
        choices = [a for a in data["legal_actions"] if a != "concede"]
        response = api.post(
            f"/api/matches/{data['id']}/actions/", {"action": rng.choice(choices)}, format="json"
        )
        assert response.status_code == 200, response.content
        data = response.json()
    raise AssertionError("the game did not end")


def test_starting_a_match_answers_with_an_observation_and_legal_actions(api, deck):
    data = start(api, deck)
    assert set(data) >= {"id", "observation", "legal_actions", "outcome"}
    assert data["outcome"] is None
    assert data["legal_actions"]
    assert all(isinstance(action, str) for action in data["legal_actions"])
    # S-5: six cards in the opening hand, 22 left in the Net Ocean (the partner and the gauge out).
    me = data["observation"]["sheets"][data["player"]]
    assert len(me["hand"]) == 6
    assert me["net_ocean"] == 22


def test_a_whole_hotseat_game_can_be_played_through_the_api_to_its_outcome(api, deck):
    final = play_out(api, start(api, deck))
    assert final["outcome"]["winner"] in (0, 1, None)
    assert final["legal_actions"] == []
    match = Match.objects.get(pk=final["id"])
    assert match.outcome == final["outcome"]
    # The narrated log ends with the outcome (gameplay.narration).
    assert final["log"][-1]["text"].startswith(("Player 1 wins", "Player 2 wins", "The game is a draw"))


def test_the_observation_never_shows_the_opponents_hand(api, deck):
    data = start(api, deck)
    opponent = data["observation"]["sheets"][1 - data["player"]]
    assert "hand" not in opponent
    assert opponent["hand_size"] == 6


def test_an_illegal_action_is_a_400_with_the_reason_and_changes_nothing(api, deck):
    data = start(api, deck)
    match = Match.objects.get(pk=data["id"])
    before = (list(match.actions), match.version, match.digest)
    response = api.post(f"/api/matches/{data['id']}/actions/", {"action": "set 99 slot 7"}, format="json")
    assert response.status_code == 400
    assert "set 99 slot 7" in response.json()["detail"]
    match.refresh_from_db()
    assert (match.actions, match.version, match.digest) == before


def test_unreadable_notation_is_a_400_too(api, deck):
    data = start(api, deck)
    response = api.post(f"/api/matches/{data['id']}/actions/", {"action": "fly to the moon"}, format="json")
    assert response.status_code == 400
    assert "fly to the moon" in response.json()["detail"]


def test_undo_takes_back_the_last_action_and_restores_the_position(api, deck):
    data = start(api, deck)
    first = api.get(f"/api/matches/{data['id']}/").json()
    action = next(a for a in data["legal_actions"] if a.startswith("discard"))
    after = api.post(f"/api/matches/{data['id']}/actions/", {"action": action}, format="json").json()
    assert after["observation"] != first["observation"]
    undone = api.post(f"/api/matches/{data['id']}/undo/").json()
    assert undone["observation"] == first["observation"]
    assert undone["legal_actions"] == first["legal_actions"]
    assert Match.objects.get(pk=data["id"]).actions == []


def test_undo_with_nothing_to_undo_is_a_400(api, deck):
    data = start(api, deck)
    response = api.post(f"/api/matches/{data['id']}/undo/")
    assert response.status_code == 400
    assert "nothing" in response.json()["detail"].lower() or "no action" in response.json()["detail"].lower()


def act(api, data, action, **extra):
    return api.post(f"/api/matches/{data['id']}/actions/", {"action": action, **extra}, format="json")


def test_the_same_action_sent_twice_with_its_version_applies_once_and_the_second_gets_409(api, deck):
    data = start(api, deck)
    action = data["legal_actions"][0]
    first = act(api, data, action, version=data["version"])
    second = act(api, data, action, version=data["version"])
    assert (first.status_code, second.status_code) == (200, 409)
    body = second.json()
    assert f"at version {data['version'] + 1}, not {data['version']}" in body["detail"]
    applied = first.json()
    assert (body["version"], body["legal_actions"]) == (applied["version"], applied["legal_actions"])
    assert Match.objects.get(pk=data["id"]).actions == [action]


def test_of_two_clients_acting_on_one_version_only_the_first_applies(api, deck):
    data = start(api, deck)
    mine, theirs = data["legal_actions"][:2]
    services.match_apply_action(match=Match.objects.get(pk=data["id"]), action=mine, expected_version=0)
    with pytest.raises(services.MatchConflict) as conflict:
        services.match_apply_action(match=Match.objects.get(pk=data["id"]), action=theirs, expected_version=0)
    assert conflict.value.match.actions == [mine]
    assert Match.objects.get(pk=data["id"]).actions == [mine]


def test_an_action_without_a_version_applies_to_the_current_position(api, deck):
    data = start(api, deck)
    stale = Match.objects.get(pk=data["id"])
    first = act(api, data, data["legal_actions"][0]).json()
    services.match_apply_action(match=stale, action=first["legal_actions"][0])
    assert Match.objects.get(pk=data["id"]).actions == [data["legal_actions"][0], first["legal_actions"][0]]


@pytest.mark.parametrize("what", ["undo", "resign"])
def test_undo_and_resign_on_a_stale_version_get_409_and_change_nothing(api, deck, what):
    data = start(api, deck)
    after = act(api, data, data["legal_actions"][0], version=0).json()
    response = api.post(f"/api/matches/{data['id']}/{what}/", {"version": 0}, format="json")
    assert response.status_code == 409
    assert response.json()["version"] == after["version"] == 1
    match = Match.objects.get(pk=data["id"])
    assert (match.actions, match.outcome) == ([data["legal_actions"][0]], None)
    assert api.post(f"/api/matches/{data['id']}/{what}/", {"version": 1}, format="json").status_code == 200


def test_every_form_of_the_board_carries_the_version_it_was_drawn_on(client, owner, api, deck):
    data = start(api, deck)
    act(api, data, data["legal_actions"][0])
    client.force_login(owner)
    page = client.get(f"/play/{data['id']}/").content.decode()
    forms = re.findall(r'<form method="post" action="/play/\d+/act/".*?</form>', page, re.S)
    assert forms and all('name="version" value="1"' in form for form in forms)


def test_a_board_button_pressed_twice_applies_once_and_the_second_press_shows_the_current_board(
    client, owner, api, deck
):
    data = start(api, deck)
    client.force_login(owner)
    press = {"action": data["legal_actions"][0], "version": 0}
    url = f"/play/{data['id']}/act/"
    first = client.post(url, press, headers={"X-Board-Fragment": "1"})
    second = client.post(url, press, headers={"X-Board-Fragment": "1"})
    assert (first.status_code, second.status_code) == (200, 409)
    assert "at version 1, not 0" in second.content.decode()
    assert 'name="version" value="1"' in second.content.decode()
    assert Match.objects.get(pk=data["id"]).actions == [data["legal_actions"][0]]


def player(user):
    client = APIClient()
    client.force_authenticate(user)
    return client


def mover(user, data, action, version):
    return lambda: act(player(user), data, action, version=version)


@race_test
def test_two_actions_raced_on_one_version_apply_exactly_once(owner):
    data = start(player(owner), starter_deck(owner))
    for _ in range(ROUNDS):
        version = data["version"]
        choices = [action for action in data["legal_actions"] if action != "concede"]
        answers = race(*(mover(owner, data, action, version) for action in (choices[0], choices[-1])))
        codes = [answer.status_code for answer in answers]
        assert sorted(codes) == [200, 409], [answer.content for answer in answers]
        data = answers[codes.index(200)].json()
        match = Match.objects.get(pk=data["id"])
        assert match.version == data["version"] == version + 1
        assert answers[codes.index(409)].json()["version"] == version + 1


def test_resigning_ends_the_game_for_the_resigning_player(api, deck):
    data = start(api, deck)
    response = api.post(f"/api/matches/{data['id']}/resign/")
    assert response.status_code == 200
    outcome = response.json()["outcome"]
    assert outcome["termination"] == "concede"
    assert outcome["winner"] == 1 - data["observation"]["to_act"]


def test_a_replay_round_trips_to_the_same_digest(api, deck):
    final = play_out(api, start(api, deck, seed=21), seed=8)
    replay = api.get(f"/api/matches/{final['id']}/replay/").json()
    assert set(replay) == {"header", "actions", "outcome", "digest"}
    rebuilt = api.post("/api/matches/", {"replay": replay}, format="json")
    assert rebuilt.status_code == 201, rebuilt.content
    copy = Match.objects.get(pk=rebuilt.json()["id"])
    assert copy.pk != final["id"]
    assert copy.digest == replay["digest"]
    assert copy.outcome == replay["outcome"]
    assert copy.actions == replay["actions"]


def test_a_tampered_replay_is_refused_naming_the_illegal_action(api, deck):
    data = start(api, deck)
    api.post(f"/api/matches/{data['id']}/actions/", {"action": data["legal_actions"][0]}, format="json")
    api.post(f"/api/matches/{data['id']}/resign/")
    replay = api.get(f"/api/matches/{data['id']}/replay/").json()
    # Played on after the concession: no action is legal once the game is over.
    replay["actions"] = [*replay["actions"], "pass"]
    count = Match.objects.count()
    response = api.post("/api/matches/", {"replay": replay}, format="json")
    assert response.status_code == 400
    detail = response.json()["detail"]
    assert f"Action {len(replay['actions'])} ('pass')" in detail
    assert "over" in detail
    assert Match.objects.count() == count


def test_a_replay_whose_middle_action_was_changed_is_refused_at_that_action(api, deck):
    final = play_out(api, start(api, deck, seed=21), seed=8)
    replay = api.get(f"/api/matches/{final['id']}/replay/").json()
    replay["actions"][1] = "set 99 slot 2"
    response = api.post("/api/matches/", {"replay": replay}, format="json")
    assert response.status_code == 400
    assert "Action 2 ('set 99 slot 2')" in response.json()["detail"]


def test_the_replay_record_of_a_running_game_is_withheld(api, deck):
    """DESIGN rule 5: the seed and decklists of a running game would tell every hidden card."""
    data = start(api, deck, opponent="dummy")
    response = api.get(f"/api/matches/{data['id']}/replay/")
    assert response.status_code == 400
    assert "when the game is over" in response.json()["detail"]


def finished_replay(api, deck):
    data = start(api, deck)
    api.post(f"/api/matches/{data['id']}/resign/")
    replay = api.get(f"/api/matches/{data['id']}/replay/").json()
    assert set(replay) == {"header", "actions", "outcome", "digest"}, replay
    return replay


def test_a_replay_with_a_wrong_digest_is_refused(api, deck):
    replay = finished_replay(api, deck)
    replay["digest"] = "0" * 64
    response = api.post("/api/matches/", {"replay": replay}, format="json")
    assert response.status_code == 400
    assert f"digest {replay['digest']!r} does not match" in response.json()["detail"]


@pytest.mark.parametrize("seed", ["x", -1, 2.5, None, True])
def test_a_replay_whose_seed_is_not_a_whole_number_is_a_400_naming_the_seed(api, deck, seed):
    replay = finished_replay(api, deck)
    replay["header"]["seed"] = seed
    count = Match.objects.count()
    response = api.post("/api/matches/", {"replay": replay}, format="json")
    assert response.status_code == 400
    assert "seed" in response.json()["detail"]
    assert Match.objects.count() == count


def test_the_shared_replay_is_readable_by_anyone_with_its_share_id(api, client_of, outsider, deck):
    data = start(api, deck)
    api.post(f"/api/matches/{data['id']}/resign/")
    replay = client_of(outsider).get(f"/api/replays/{data['share_id']}/")
    assert replay.status_code == 200
    assert replay.json()["header"]["seed"] == 11


def test_the_log_never_names_the_bots_hidden_cards(api, deck):
    data = start(api, deck, opponent={"bot": "greedy"}, seed=2)
    # Pass while the game runs (once it is over everything may be read; this is about a running game).
    for _ in range(20):
        answer = api.post(f"/api/matches/{data['id']}/actions/", {"action": "pass"}, format="json").json()
        if answer["outcome"] is not None:
            break
        data = answer
    theirs = [line for line in data["log"] if line["player"] == 1]
    hidden = [
        line
        for line in theirs
        if line["text"].endswith(("prepares an evolution", "discards a card"))
        or "face-down card" in line["text"]
    ]
    assert hidden, "the bot made no hidden move to check"
    for line in hidden:
        assert line["cards"] == [], line


def test_a_pasted_decklist_starts_a_match(api, catalog):
    response = api.post(
        "/api/matches/", {"deck": {"text": STARTER_TEXT}, "opponent": "hotseat"}, format="json"
    )
    assert response.status_code == 201, response.content
    assert Match.objects.get(pk=response.json()["id"]).header["names"][0] == "Pasted deck"


def test_a_whole_game_against_the_dummy_ends_with_an_outcome(api, deck):
    data = start(api, deck, opponent="dummy")
    assert data["player"] == 0
    final = play_out(api, data, seed=3)
    assert final["outcome"] is not None
    match = Match.objects.get(pk=final["id"])
    players = {line["player"] for line in final["log"]} - {None}
    # The dummy answered on its own: both players' actions are in the log.
    assert players == {0, 1}
    assert match.header["names"] == ["Starter Greymon", "Dummy"]


def test_the_bot_answers_at_once_so_it_is_always_my_turn(api, deck):
    data = start(api, deck, opponent={"bot": "greedy"}, seed=4)
    for _ in range(15):
        assert data["actor"] == 0 or data["outcome"] is not None
        if data["outcome"] is not None:
            break
        data = api.post(
            f"/api/matches/{data['id']}/actions/", {"action": data["legal_actions"][0]}, format="json"
        ).json()


def test_undo_against_a_bot_also_takes_back_the_answers_to_my_action(api, deck):
    data = start(api, deck, opponent={"bot": "random"}, seed=6)
    # Pass until an action of mine is answered by the bot.
    for _ in range(40):
        before = Match.objects.get(pk=data["id"])
        data = api.post(f"/api/matches/{data['id']}/actions/", {"action": "pass"}, format="json").json()
        after = Match.objects.get(pk=data["id"])
        if len(after.actions) > len(before.actions) + 1:
            break
    else:
        pytest.fail("the bot never answered")
    undone = api.post(f"/api/matches/{data['id']}/undo/").json()
    assert Match.objects.get(pk=data["id"]).actions == before.actions
    assert undone["legal_actions"] == services.match_view(match=before).legal_actions


def test_a_manual_adjustment_changes_the_points_and_is_logged(api, deck):
    """Card text the engine marks `manual` is applied by hand with adjustment actions."""
    data = start(api, deck, opponent="dummy")
    response = api.post(
        f"/api/matches/{data['id']}/actions/", {"action": "adjust points p2 -30"}, format="json"
    )
    assert response.status_code == 200, response.content
    after = response.json()
    assert after["observation"]["sheets"][1]["points"] == 70
    manual = [line for line in after["log"] if line["kind"] == "manual"]
    assert [line["text"] for line in manual] == ["Player 1 adjusts Player 2's points by -30 (manual)"]


def test_a_server_restart_loses_nothing_the_match_is_rebuilt_from_its_actions(api, deck):
    data = start(api, deck, opponent="dummy")
    for _ in range(3):
        data = api.post(f"/api/matches/{data['id']}/actions/", {"action": "pass"}, format="json").json()
    # A new process starts with an empty cache: the position comes back from header + actions.
    services._state_cache.clear()
    again = api.get(f"/api/matches/{data['id']}/").json()
    assert again["observation"] == data["observation"]
    assert again["legal_actions"] == data["legal_actions"]


@pytest.mark.parametrize(
    ("key", "value", "named"),
    [
        ("names", 5, "names"),
        ("names", ["a"], "names"),
        ("partners", "St-1", "partners"),
        ("partners", ["St-1", None], "partners"),
        ("partners", [40, None], "partners"),
    ],
)
def test_a_replay_header_with_malformed_names_or_partners_is_a_400_naming_the_key(
    api, deck, key, value, named
):
    replay = finished_replay(api, deck)
    replay["header"][key] = value
    count = Match.objects.count()
    response = api.post("/api/matches/", {"replay": replay}, format="json")
    assert response.status_code == 400
    assert named in response.json()["detail"]
    assert Match.objects.count() == count


def test_an_illegal_deck_cannot_start_a_match_and_the_400_names_the_rule(api, catalog):
    """S-1: each player presents a legal deck; 30 copies of Agumon break D-5."""
    response = api.post(
        "/api/matches/", {"deck": {"text": "30 St-1"}, "opponent": "dummy", "seed": 1}, format="json"
    )
    assert response.status_code == 400
    detail = response.json()["detail"]
    assert "S-1" in detail and "D-5" in detail and "Agumon" in detail
    assert not Match.objects.exists()


def test_the_openapi_schema_documents_the_409_and_the_version_of_every_match_write(api, db):
    schema = yaml.safe_load(api.get("/api/schema/").content)
    for what in ("actions", "undo", "resign"):
        post = schema["paths"][f"/api/matches/{{match_id}}/{what}/"]["post"]
        assert post["responses"]["409"]["content"]["application/json"]["schema"]["$ref"].endswith(
            "/MatchConflictOutput"
        )
    components = schema["components"]["schemas"]
    assert "version" in components["ActionInput"]["properties"]
    assert "version" in components["VersionInput"]["properties"]
    assert "detail" in components["MatchConflictOutput"]["properties"]
