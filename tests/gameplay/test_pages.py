"""The board and replay pages: observations only, actions without a reload."""

import re

import pytest

from gameplay.models import Match


def start(client, deck, *, opponent="hotseat", seed=11):
    response = client.post("/play/", {"deck": str(deck.pk), "opponent": opponent, "seed": str(seed)})
    assert response.status_code == 302, response.content.decode()[:2000]
    return Match.objects.latest("pk")


def test_the_play_form_starts_a_match_and_opens_its_board(client, owner, deck):
    client.force_login(owner)
    match = start(client, deck)
    page = client.get(f"/play/{match.pk}/").content.decode()
    assert "Digimon Box" in page and "Evolution Box" in page and "Support Box" in page
    assert "Option slots" in page and "Net Ocean" in page and "Dark Area" in page
    assert 'class="action"' in page
    assert "first player" in page


def test_the_board_never_puts_the_opponents_hidden_cards_in_the_page_source(client, owner, deck):
    """DESIGN rule 5: at the start the opponent's partner is face-down and their hand is private."""
    client.force_login(owner)
    match = start(client, deck)
    page = client.get(f"/play/{match.pk}/").content.decode()
    mine = page.split('<section class="sheet mine"', 1)[1].split("</section>", 1)[0]
    theirs = page.split('<section class="sheet"', 1)[1].split("</section>", 1)[0]
    assert len(re.findall(r'href="/cards/', mine)) == 7  # the partner and a hand of six
    assert "/cards/" not in theirs
    assert '<div class="hand">' not in theirs
    assert 'class="hand-size">6<' in theirs


def test_acting_from_the_board_returns_the_new_board_fragment(client, owner, deck):
    client.force_login(owner)
    match = start(client, deck)
    response = client.post(f"/play/{match.pk}/act/", {"action": "pass"}, headers={"X-Board-Fragment": "1"})
    assert response.status_code == 200
    fragment = response.content.decode()
    assert "<html" not in fragment
    assert 'id="log"' in fragment
    match.refresh_from_db()
    assert match.actions == ["pass"]


def test_an_illegal_action_from_the_board_shows_the_reason(client, owner, deck):
    client.force_login(owner)
    match = start(client, deck)
    response = client.post(f"/play/{match.pk}/act/", {"action": "swap 99"}, headers={"X-Board-Fragment": "1"})
    assert response.status_code == 400
    assert "swap 99" in response.content.decode()


def test_the_board_of_another_players_match_is_not_found(client, owner, outsider, deck):
    client.force_login(owner)
    match = start(client, deck)
    client.force_login(outsider)
    assert client.get(f"/play/{match.pk}/").status_code == 404


def test_the_replay_steps_through_the_actions(client, owner, deck):
    client.force_login(owner)
    match = start(client, deck)
    for _ in range(3):
        client.post(f"/play/{match.pk}/act/", {"action": "pass"})
    match.refresh_from_db()
    assert len(match.actions) == 3
    first = client.get(f"/replay/{match.pk}/?step=0").content.decode()
    assert 'id="step">0<' in first
    second = client.get(f"/replay/{match.pk}/?step=2", headers={"X-Board-Fragment": "1"}).content.decode()
    assert 'id="step">2<' in second
    assert "Last action: <strong>pass</strong>" in second
    # The turn jump lists turn 1 at step 0.
    assert '<option value="0" selected>1</option>' in first
    # Out-of-range steps are clamped, not errors.
    assert 'id="step">3<' in client.get(f"/replay/{match.pk}/?step=999").content.decode()


def test_the_revealed_view_is_offered_only_after_the_game(client, owner, deck):
    client.force_login(owner)
    match = start(client, deck)
    page = client.get(f"/replay/{match.pk}/?view=all").content.decode()
    assert "Everything revealed" not in page
    client.post(f"/play/{match.pk}/act/", {"do": "resign"})
    page = client.get(f"/replay/{match.pk}/?view=all").content.decode()
    assert "Everything revealed" in page
    # Both hands show in the revealed view.
    assert page.count('<div class="hand">') == 2


@pytest.mark.parametrize("seed", ["²", "9" * 5000])
def test_a_seed_that_is_not_a_plain_number_is_an_error_naming_the_seed(client, owner, deck, seed):
    client.force_login(owner)
    response = client.post("/play/", {"deck": str(deck.pk), "opponent": "hotseat", "seed": seed}, follow=True)
    assert "The seed is a whole number" in response.content.decode()
    assert not Match.objects.exists()


def test_a_board_press_with_a_version_that_is_not_a_number_is_taken_as_sent_without_one(client, owner, deck):
    client.force_login(owner)
    match = start(client, deck)
    response = client.post(f"/play/{match.pk}/act/", {"do": "resign", "version": "²"})
    assert response.status_code == 302
    match.refresh_from_db()
    assert match.outcome["termination"] == "concede"


def test_a_shared_replay_opens_for_anyone(client, owner, outsider, deck):
    client.force_login(owner)
    match = start(client, deck)
    client.force_login(outsider)
    assert client.get(f"/replay/s/{match.share_id}/").status_code == 200
    assert client.get(f"/replay/{match.pk}/").status_code == 404


def test_during_battle_the_board_shows_both_attack_values_with_their_b8_steps(client, owner, deck):
    client.force_login(owner)
    match = start(client, deck, opponent="dummy", seed=3)
    from gameplay import services

    # The board stops only where the player has a choice: set options (Offense Plug-In A is used in
    # battle) so that the battle offers one, discarding two cards a turn to draw into them.
    discarded: dict[int, int] = {}
    for _ in range(200):
        page = client.get(f"/play/{match.pk}/").content.decode()
        if 'class="attack-value"' in page:
            break
        view = services.match_view(match=match)
        turn = view.observation["turn"]
        legal = [a for a in view.legal_actions if a != "concede"]
        wanted = ["set", "use", "proceed", "prepare"] + (["discard"] if discarded.get(turn, 0) < 2 else [])
        action = next((a for verb in wanted for a in legal if a.startswith(verb)), "pass")
        if action.startswith("discard"):
            discarded[turn] = discarded.get(turn, 0) + 1
        client.post(f"/play/{match.pk}/act/", {"action": action})
        match.refresh_from_db()
        assert match.outcome is None, "the game ended before a battle with a choice"
    else:
        raise AssertionError("the game never reached a battle")
    assert page.count('class="attack-value"') == 2
    # The breakdown names the column (B-8.1) and the floor (B-8.6, B-8.7); B-8.3 only with a zeroing.
    assert "B-8.1" in page and "B-8.6" in page


def test_a_hotseat_board_shows_the_side_whose_turn_it_is(client, owner, deck):
    client.force_login(owner)
    match = start(client, deck, opponent="hotseat", seed=11)
    from gameplay import services

    view = services.match_view(match=match)
    assert view.player == view.actor
    page = client.get(f"/play/{match.pk}/").content.decode()
    mine = page.split('<section class="sheet mine"', 1)[1].split("</section>", 1)[0]
    assert f"Player {view.player + 1} (you)" in mine


def test_manual_adjustment_presets_are_one_click_away(client, owner, deck):
    client.force_login(owner)
    match = start(client, deck, opponent="dummy")
    page = client.get(f"/play/{match.pk}/").content.decode()
    assert 'value="adjust points p2 -10"' in page
    client.post(f"/play/{match.pk}/act/", {"action": "adjust points p2 -10"})
    match.refresh_from_db()
    assert match.actions[-1] == "adjust points p2 -10"
    page = client.get(f"/play/{match.pk}/").content.decode()
    assert 'class="points">90<' in page


def test_the_board_shows_the_final_values_of_the_last_battle(client, owner, deck):
    """B-7: the battle may pass with no choice to stop at, so its final values stay on the board."""
    client.force_login(owner)
    match = start(client, deck, opponent="dummy", seed=3)
    for _ in range(4):
        client.post(f"/play/{match.pk}/act/", {"action": "pass"})
    page = client.get(f"/play/{match.pk}/").content.decode()
    from gameplay import services

    state, _ = services.match_state(match=Match.objects.get(pk=match.pk))
    first, second = state.last_battle
    assert state.turn > 1
    assert f'id="last-battle">Player 1 {first} – {second} Player 2<' in page


def test_the_replay_of_a_running_game_against_the_dummy_shows_only_my_view(client, owner, deck):
    """DESIGN rule 5: the opponent's view would show its hand while the game still runs."""
    client.force_login(owner)
    match = start(client, deck, opponent="dummy")
    page = client.get(f"/replay/{match.pk}/?view=1").content.decode()
    assert "Player 2&#x27;s view" not in page and "Player 2's view" not in page
    assert page.count('<div class="hand">') == 1
    mine = page.split('<section class="sheet mine"', 1)[1].split("</section>", 1)[0]
    assert "Player 1" in mine


def test_the_replay_of_a_running_game_does_not_show_the_bots_hidden_move_in_last_action(client, owner, deck):
    """DESIGN rule 5: "discard 17" names the bot's card by its deck position, as the log knows."""
    from gameplay import services

    client.force_login(owner)
    match = start(client, deck, opponent="greedy", seed=2)

    def bots_hidden_moves():
        _state, actors = services.match_state(match=match)
        return [
            step
            for step, (actor, action) in enumerate(zip(actors, match.actions, strict=True), start=1)
            if actor == 1 and action.split()[0] in ("discard", "prepare", "set", "swap")
        ]

    for _ in range(20):
        if bots_hidden_moves() or match.outcome is not None:
            break
        client.post(f"/play/{match.pk}/act/", {"action": "pass"})
        match.refresh_from_db()
    hidden = bots_hidden_moves()
    assert match.outcome is None and hidden, "the bot made no hidden move in a running game"
    for step in hidden:
        page = client.get(f"/replay/{match.pk}/?step={step}&view=0").content.decode()
        last = re.search(r'class="last-action">Last action: <strong>([^<]*)<', page).group(1)
        # The card id is the second word ("swap 13"); a slot number ("set ? slot 1") is public.
        assert not any(word.isdigit() for word in last.split()[:2]), (step, last)


def test_a_seed_that_is_not_a_number_is_refused_on_the_play_form_not_replaced(client, owner, deck):
    client.force_login(owner)
    count = Match.objects.count()
    response = client.post("/play/", {"deck": str(deck.pk), "opponent": "dummy", "seed": "12a"})
    assert response.status_code == 400
    assert "seed" in response.content.decode() and "12a" in response.content.decode()
    assert Match.objects.count() == count


def test_the_simulation_form_names_a_bad_number_of_games_or_seed(client, owner, deck):
    from gameplay.models import SimulationJob

    client.force_login(owner)
    for field, value in (("games", "lots"), ("seed", "x1")):
        data = {"games": "10", "opponent": "dummy", "seed": "", field: value}
        response = client.post(f"/decks/{deck.pk}/simulate/", data)
        assert response.status_code == 400
        body = response.content.decode()
        assert f"“{value}”" in body and "whole number" in body, body[-600:]
        assert "invalid literal" not in body
    assert not SimulationJob.objects.exists()


def test_the_404_page_says_what_was_not_found(client, owner, outsider, deck):
    client.force_login(owner)
    match = start(client, deck)
    client.force_login(outsider)
    response = client.get(f"/play/{match.pk}/")
    assert response.status_code == 404
    assert "No such match of yours." in response.content.decode()


def test_an_unknown_address_gets_the_404_page_naming_the_path(client, db):
    body = client.get("/no/such/page/").content.decode()
    assert "There is nothing at /no/such/page/." in body and "Resolver404" not in body


def test_a_face_down_card_is_announced_as_one_to_screen_readers(client, owner, deck):
    client.force_login(owner)
    match = start(client, deck)
    page = client.get(f"/play/{match.pk}/").content.decode()
    theirs = page.split('<section class="sheet"', 1)[1].split("</section>", 1)[0]
    # At the start the opponent's partner lies face-down in the Digimon Box (S-4).
    assert re.search(r'<span class="card back" role="img" aria-label="face-down card"', theirs)


def test_both_sheets_draw_their_point_gauge_track_from_the_first_board(client, owner, deck):
    client.force_login(owner)
    match = start(client, deck, opponent="dummy")
    html = client.get(f"/play/{match.pk}/").content.decode()
    tracks = re.findall(r'<ol class="track" aria-hidden="true">(.*?)</ol>', html, re.S)
    assert len(tracks) == 2
    # Both players start on 100 points (S-4): each track marks 100 and spends nothing.
    for track in tracks:
        assert '<li class="here">100</li>' in track and "spent" not in track
