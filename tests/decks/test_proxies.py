"""/d/<share_id>/proxies/: every copy of every card as a proxy with its full game text, 9 to an A4 sheet."""

import re

import pytest
from django.conf import settings
from django.urls import reverse

from decks.views import PROXY_LAYOUT


@pytest.fixture
def page(deck, client):
    return client.get(reverse("decks:proxies", args=[deck.share_id])).content.decode()


def test_every_copy_of_every_card_is_rendered(page):
    numbers = re.findall(r'<article class="proxy kind-\w+" data-number="([^"]+)"', page)
    assert len(numbers) == 30
    assert numbers.count("St-1") == 3 and numbers.count("St-29") == 2 and numbers.count("St-50") == 2


def test_thirty_cards_fill_four_a4_sheets_of_nine(page):
    assert page.count('<section class="sheet"') == 4
    assert "decks/proxies.css" in page
    sheet = (settings.BASE_DIR / "static" / "decks" / "proxies.css").read_text()
    assert "@page { size: A4 portrait" in sheet
    assert "repeat(3, 63mm)" in sheet and "repeat(3, 88mm)" in sheet


def test_crop_marks_extend_every_cut_line(page):
    """4 vertical and 4 horizontal cut lines, each marked at both ends, on each of the 4 sheets."""
    assert page.count("<line ") == 4 * (4 * 2 + 4 * 2)


def _proxy(page, number):
    return re.search(rf'data-number="{re.escape(number)}">(.*?)</article>', page, re.S).group(1)


def test_a_digimon_proxy_is_its_large_face_with_its_full_game_text(page):
    """Greymon St-2: type A, Lv IV, 440/340/200 with A→0 on C, lost points 20/10/10/10, Agumon + ●●."""
    greymon = _proxy(page, "St-2")
    assert '<span class="cf cf-large cf-blue">' in greymon
    assert '<span class="vh">battle type </span>A</span>' in greymon
    assert '<span class="cf-name">Greymon</span>' in greymon and '<span class="vh">Level </span>IV' in greymon
    assert re.search(
        r"<b>A</b> 440</span><span class=\"cf-a\"><b>B</b> 340</span>"
        r"<span class=\"cf-a\"><b>C</b> 200<small class=\"cf-zero\">A→0</small>",
        greymon,
    )
    assert re.findall(r"<b>(?:III|IV|P|U)</b> (\d+)", greymon) == ["20", "10", "10", "10"]
    assert "<b>Evolution:</b> Agumon + ●●" in greymon


def test_a_level_iii_rules_line_is_not_labelled_as_an_evolution(page):
    agumon = _proxy(page, "St-1")
    assert "Evolution:" not in agumon and "cannot be sent to the Dark Area" in agumon


def test_crosses_print_as_x_marks_and_names_keep_their_letters(page):
    """Garurumon St-6: "Gabumon + XX Bakumon + X" (EC-1)."""
    assert "Gabumon + ×× Bakumon + ×" in _proxy(page, "St-6")


def test_an_option_proxy_carries_its_effect(page, card):
    offense = _proxy(page, "St-49")
    plug_in = card("St-49")
    assert plug_in.name in offense
    text = plug_in.abilities[0]["text"] if plug_in.abilities else plug_in.effect_text
    assert text and text[:30] in offense


def test_abilities_keep_their_special_and_support_marks(deck, client, card, owner):
    """Piyomon St-3 has the ◎ special ability "sky" (RULES 1.7)."""
    from decks.services import deck_card_add

    deck_card_add(deck=deck, card=card("St-3"), count=1)
    page = client.get(reverse("decks:proxies", args=[deck.share_id])).content.decode()
    assert re.search(r'<span class="cf-mark">◎</span> [^<]*sky', _proxy(page, "St-3"))


def test_the_block_of_frames_starts_where_the_first_crop_marks_are_drawn():
    """The stylesheet is a static file: its offsets are plain millimetres, equal to the crop marks'."""
    sheet = (settings.BASE_DIR / "static" / "decks" / "proxies.css").read_text()
    grid = re.search(r"^\.grid \{[^}]*\}", sheet, re.MULTILINE).group(0)
    left, top = (float(re.search(rf"\b{side}: ([0-9.]+)mm;", grid).group(1)) for side in ("left", "top"))
    assert (left, top) == (PROXY_LAYOUT["crop_x"][0], PROXY_LAYOUT["crop_y"][0])
