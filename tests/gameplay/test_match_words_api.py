"""The match API in the players' words: labelled actions, the phase line, the log, the battle area."""

from gameplay.models import Match


def start(api, deck, **extra):
    body = {"deck": deck.share_id, "opponent": {"bot": "greedy"}, "seed": 3} | extra
    response = api.post("/api/matches/", body, format="json")
    assert response.status_code == 201, response.content
    return response.json()


def test_the_match_answer_labels_every_legal_action_and_keeps_the_notations(api, deck):
    data = start(api, deck)
    got = api.get(f"/api/matches/{data['id']}/").json()
    assert sorted(entry["notation"] for entry in got["actions"]) == sorted(got["legal_actions"])
    assert got["actions"][0]["primary"]
    assert set(got["actions"][0]) == {"notation", "label", "hint", "kind", "cards", "primary"}
    assert got["phase_label"].startswith("Turn 1 · Preparation Phase")
    assert got["log"][0] == {
        "turn": 1,
        "kind": "turn",
        "text": "Turn 1 · Player 1 100 points · Player 2 100 points",
        "cards": [],
        "player": None,
        "step": 0,
    }


def test_playing_on_through_the_api_logs_each_battle_and_fills_the_battle_area(api, deck):
    data = start(api, deck)
    for _ in range(200):
        if data["outcome"] is not None or any(e["kind"] in ("battle", "draw") for e in data["log"]):
            break
        primary = data["actions"][0]["notation"]
        data = api.post(f"/api/matches/{data['id']}/actions/", {"action": primary}, format="json").json()
    (line,) = [e for e in data["log"] if e["kind"] in ("battle", "draw")]
    assert " vs " in line["text"] and "loses" in line["text"]
    sides = data["battle"]["sides"]
    assert [side["player"] for side in sides] == [1, 2]
    assert all(side["steps"][-1] == f"final attack {side['value']}" for side in sides)
    # The replay keeps the engine's notation: the match's actions are notations the engine reads.
    match = Match.objects.get(pk=data["id"])
    assert all(not text[0].isupper() for text in match.actions)
