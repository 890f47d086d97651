"""The site in Japanese and Korean: Accept-Language, the switcher's cookie, translated pages."""

import pytest

from gameplay.models import Match
from tests.factories import DeckFactory


def page(client, path, **headers):
    response = client.get(path, headers=headers)
    assert response.status_code in (200, 400), response.status_code
    return response.content.decode()


def test_accept_language_ja_gives_the_navigation_in_japanese(client, db):
    html = page(client, "/", accept_language="ja,en;q=0.5")
    assert '<html lang="ja">' in html
    assert ">カード</a>" in html and ">デッキ</a>" in html and ">プレイ</a>" in html
    assert "カードを検索" in html


def test_accept_language_ko_gives_the_navigation_in_korean(client, db):
    html = page(client, "/", accept_language="ko-KR,ko;q=0.9")
    assert '<html lang="ko">' in html
    assert ">카드</a>" in html and ">덱</a>" in html and ">플레이</a>" in html


def test_an_unknown_language_falls_back_to_english(client, db):
    html = page(client, "/", accept_language="fr")
    assert '<html lang="en">' in html and ">Cards</a>" in html


def test_the_switcher_keeps_the_choice_in_a_cookie_over_accept_language(client, db):
    response = client.post("/i18n/setlang/", {"language": "ko", "next": "/cards/help/"})
    assert response.status_code == 302 and response.url == "/cards/help/"
    assert response.cookies["django_language"].value == "ko"
    html = page(client, "/cards/help/", accept_language="ja")
    assert '<html lang="ko">' in html and "검색 문법" in html


def test_every_page_offers_the_switcher_as_a_plain_form(client, db):
    html = page(client, "/cards/")
    assert 'action="/i18n/setlang/"' in html and 'name="language"' in html
    assert 'value="ja" lang="ja"' in html and 'value="ko" lang="ko"' in html


@pytest.mark.parametrize(
    ("language", "size_message", "level_iii_message"),
    [
        (
            "ja",
            "デッキは 11 枚です。ちょうど 30 枚が必要です。",
            "デッキにレベルIIIのデジモンがいないため",
        ),
        (
            "ko",
            "덱이 11장입니다. 정확히 30장이어야 합니다.",
            "덱에 레벨 III 디지몬이 없어서",
        ),
    ],
)
def test_the_legality_panel_speaks_the_visitors_language(
    client, owner, card, language, size_message, level_iii_message
):
    entries = [(card("St-2"), 3), (card("St-6"), 3), (card("St-49"), 3), (card("St-50"), 2)]
    deck = DeckFactory(owner=owner, name="No rookies", entries=entries)
    html = page(client, f"/d/{deck.share_id}/", accept_language=language)
    assert size_message in html
    assert level_iii_message in html
    assert "Hyper Colosseum Battle needs" not in html


@pytest.mark.parametrize(
    ("language", "words"),
    [
        (
            "ja",
            [
                "準備フェイズ",
                "手札調整を終える",
                "ダークエリアへ送ります",
                "アグモンを捨てる",
                "デジモンボックス",
                "ネットの海",
                "ダークエリア",
                "パワーボックス",
            ],
        ),
        (
            "ko",
            [
                "준비 단계",
                "패 조정 마치기",
                "어둠의 땅으로 보냅니다",
                "Agumon 버리기",
                "디지몬 박스",
                "넷의 바다",
                "어둠의 땅",
                "파워 박스",
            ],
        ),
    ],
)
def test_the_board_labels_its_actions_zones_and_cards_in_the_visitors_language(
    client, owner, deck, language, words
):
    client.force_login(owner)
    client.cookies["django_language"] = language
    client.post("/play/", {"deck": str(deck.pk), "opponent": "hotseat", "seed": "11"})
    match = Match.objects.latest("pk")
    html = page(client, f"/play/{match.pk}/")
    for word in words:
        assert word in html, word
    assert "Done discarding" not in html and "Send it to the Dark Area" not in html


def test_a_search_error_is_explained_in_japanese(client, db):
    html = page(client, "/cards/?q=colour:red", accept_language="ja")
    assert "「colour:red」の検索キー「colour」は使えません" in html


def test_a_card_page_in_japanese_shows_the_japanese_name_first(client, catalog):
    html = page(client, "/cards/St-1/", accept_language="ja")
    assert '<h1 id="card-name" lang="ja">アグモン</h1>' in html
    assert '<p class="ja" lang="en">Agumon</p>' in html


def test_a_card_page_in_english_keeps_the_english_name_first(client, catalog):
    html = page(client, "/cards/St-1/")
    assert '<h1 id="card-name" lang="en">Agumon</h1>' in html
    assert '<p class="ja" lang="ja">アグモン</p>' in html


def test_a_card_page_in_japanese_reads_its_evolution_condition_in_japanese(client, catalog):
    html = page(client, "/cards/St-2/", accept_language="ja")
    assert '">Agumon</a>から' in html
