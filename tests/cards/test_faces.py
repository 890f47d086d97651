"""The rendered card face (cards.faces, templates/cards/_face.html) and the search results as a grid."""

import pytest
from django.template import Context, Template
from django.urls import reverse

from cards.faces import card_face
from cards.models import Card
from cards.views import VIEW_COOKIE

pytestmark = pytest.mark.django_db


def draw(number, size):
    card = Card.objects.get(number=number)
    return Template("{% load card_faces %}{% card_face card size %}").render(
        Context({"card": card, "size": size})
    )


def test_a_gold_etched_card_has_the_gold_frame_neither_blue_nor_red(catalog):
    # RULES 1.2: a gold-etched card counts as neither a blue frame nor a red frame card.
    html = draw("Re-110", "small")
    assert "cf-gold" in html and "cf-blue" not in html and "cf-red" not in html


def test_the_small_face_shows_level_type_name_attacks_lost_points_and_number(catalog):
    agumon = Card.objects.get(number="St-1")
    html = draw("St-1", "small")
    assert 'class="cf cf-small cf-blue"' in html
    assert '<span class="vh">Level </span>III' in html
    assert f'<span class="vh">battle type </span>{agumon.battle_type}' in html
    assert '<span class="cf-name">Agumon</span>' in html
    assert (
        f'<span class="cf-info">{" · ".join([*agumon.attributes, agumon.species, *agumon.fields])}</span>'
        in html
    )
    assert f"<b>A</b> {agumon.attack_a}</span>" in html and f"<b>C</b> {agumon.attack_c}</span>" in html
    assert "<b>III</b> 10</span>" in html and "<b>U</b> 10</span>" in html
    assert '<span class="cf-no">St-1</span>' in html
    assert "cf-text" not in html


def test_the_large_face_adds_the_special_and_support_lines_in_printed_order(catalog):
    face = card_face(card=Card.objects.get(number="Re-110"), size="large")
    assert [mark for mark, _kind, _text in face.lines] == ["", "■", "◎", "◎"]
    html = draw("Re-110", "large")
    assert '<span class="cf-line cf-line-support"><span class="cf-mark">■</span> Add 600' in html


def test_an_option_face_shows_its_category_and_on_the_large_size_its_effect(catalog):
    mega_hand = Card.objects.get(number="Bo-43")
    html = draw("Bo-43", "large")
    assert f'<span class="cf-level">{mega_hand.category}</span>' in html and "cf-option" in html
    assert "cf-atk" not in html
    assert '<span class="cf-info">Battle Phase</span>' in html
    assert '<span class="cf-mark">◎</span> During battle, when facing an opponent' in html


def test_an_unknown_size_is_refused(catalog):
    with pytest.raises(ValueError, match="unknown card face size 'huge'"):
        card_face(card=Card.objects.get(number="St-1"), size="huge")


def test_a_page_of_the_grid_costs_the_same_few_queries_however_many_cards(
    client, catalog, django_assert_max_num_queries
):
    with django_assert_max_num_queries(3):
        html = client.get(reverse("cards:list"), {"q": "greymon", "view": "grid"}).content.decode()
    assert html.count('class="cf cf-small') == 50


def test_the_grid_view_shows_a_face_per_card_and_is_remembered_in_a_cookie(client, catalog):
    response = client.get(reverse("cards:list"), {"q": "lv:iii agumon", "view": "grid"})
    html = response.content.decode()
    assert '<ul class="card-grid"' in html and '<table class="results">' not in html
    assert html.count('class="cf cf-small') == response.context["page"].paginator.count
    assert response.cookies[VIEW_COOKIE].value == "grid"
    # The next search without ?view= comes as a grid again, sortable by the same links.
    again = client.get(reverse("cards:list"), {"q": "agumon", "sort": "a", "order": "desc"})
    assert '<ul class="card-grid"' in again.content.decode()
    assert "view=table" in again.content.decode()
    client.get(reverse("cards:list"), {"q": "agumon", "view": "table"})
    assert '<table class="results">' in client.get(reverse("cards:list"), {"q": "agumon"}).content.decode()


def test_the_face_fragment_of_an_unknown_card_is_a_404(client, catalog):
    assert client.get(reverse("cards:face", args=["Zz-1"])).status_code == 404
