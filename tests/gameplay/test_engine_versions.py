"""A stored match or an uploaded replay made under another engine version (engine.version: the
rules revision and a hash of its cards' compiled records) is refused naming both versions, before
any action is replayed; never an "illegal action" halfway through."""

from gameplay import services
from gameplay.models import Match


def start(api, deck):
    response = api.post(
        "/api/matches/", {"deck": deck.share_id, "opponent": "dummy", "seed": 11}, format="json"
    )
    assert response.status_code == 201, response.content
    return response.json()


def test_a_new_match_header_carries_the_version_of_its_cards(api, deck):
    from gameplay.engine import RULES_REVISION

    match = Match.objects.get(pk=start(api, deck)["id"])
    assert match.header["engine"].startswith(f"{RULES_REVISION}+")


def test_a_stored_match_of_another_engine_version_is_refused_naming_both(api, deck):
    data = start(api, deck)
    api.post(f"/api/matches/{data['id']}/actions/", {"action": data["legal_actions"][0]}, format="json")
    match = Match.objects.get(pk=data["id"])
    current = match.header["engine"]
    Match.objects.filter(pk=match.pk).update(
        header={**match.header, "engine": "1"}, version=match.version + 1
    )
    services._state_cache.clear()
    response = api.get(f"/api/matches/{data['id']}/")
    assert response.status_code == 400
    detail = response.json()["detail"]
    assert "'1'" in detail and repr(current) in detail
    assert "Action" not in detail


def test_an_uploaded_replay_of_another_engine_version_is_refused_naming_both(api, deck):
    data = start(api, deck)
    api.post(f"/api/matches/{data['id']}/resign/")
    replay = api.get(f"/api/matches/{data['id']}/replay/").json()
    current = replay["header"]["engine"]
    replay["header"]["engine"] = "1"
    count = Match.objects.count()
    response = api.post("/api/matches/", {"replay": replay}, format="json")
    assert response.status_code == 400
    detail = response.json()["detail"]
    assert "recorded under engine version '1'" in detail and repr(current) in detail
    assert Match.objects.count() == count


def test_the_board_and_replay_pages_of_an_outdated_match_say_why_instead_of_failing(
    api, client_of, owner, deck
):
    data = start(api, deck)
    api.post(f"/api/matches/{data['id']}/resign/")
    match = Match.objects.get(pk=data["id"])
    Match.objects.filter(pk=match.pk).update(
        header={**match.header, "engine": "1"}, version=match.version + 1
    )
    services._state_cache.clear()
    browser = client_of(owner)
    for url in (f"/play/{match.pk}/", f"/replay/{match.pk}/"):
        response = browser.get(url)
        assert response.status_code == 409
        assert "recorded under engine version &#x27;1&#x27;" in response.content.decode()
