"""The card pages (cards.views): search, card, 404 with suggestions, help."""

import re

import pytest
from django.conf import settings
from django.urls import reverse
from django.utils.html import escape

from cards.models import Card

pytestmark = pytest.mark.django_db


def row_numbers(html: str) -> list[str]:
    return re.findall(r'<td><a href="/cards/[^"]+/">([^<]+)</a></td>', html)


def test_the_search_page_lists_cards_in_number_order_with_a_count(client, catalog):
    response = client.get(reverse("cards:list"))
    html = response.content.decode()
    assert response.status_code == 200
    assert f"{Card.objects.count()} cards" in html
    # Natural order computed independently of the ORM: prefix, numeric seq, suffix, byte-wise.
    expected = sorted(Card.objects.all(), key=lambda c: (c.prefix.encode(), c.seq, c.suffix.encode()))
    assert row_numbers(html) == [c.number for c in expected[:50]]


def test_the_search_page_shows_the_matching_cards(client, catalog):
    html = client.get(reverse("cards:list"), {"q": "bo1145"}).content.decode()
    assert row_numbers(html) == ["Bo-1145"]
    assert "1 card." in html
    assert 'value="bo1145"' in html


def test_the_filter_form_filters_like_the_query(client, catalog):
    form = client.get(reverse("cards:list"), {"lv": "ultimate", "bt": "a", "set": "bo1"}).content.decode()
    query = client.get(reverse("cards:list"), {"q": "lv:ultimate bt:a set:bo1"}).content.decode()
    assert row_numbers(form) == row_numbers(query) != []


def test_the_search_form_has_labels_for_every_control(client, catalog):
    html = client.get(reverse("cards:list")).content.decode()
    for control in (
        "id_q",
        "id_lv",
        "id_bt",
        "id_kind",
        "id_attr",
        "id_field",
        "id_set",
        "id_sort",
        "id_order",
    ):
        assert f'for="{control}"' in html, control
        assert f'id="{control}"' in html, control


def test_every_control_the_search_page_describes_names_an_element_of_the_page(client, catalog):
    html = client.get(reverse("cards:list"), {"q": "st-1", "view": "grid"}).content.decode()
    described = {ref for refs in re.findall(r'aria-describedby="([^"]+)"', html) for ref in refs.split()}
    assert "id_attr_helptext" in described
    assert {ref for ref in described if f'id="{ref}"' not in html} == set()
    assert '<small class="helptext" id="id_field_helptext">Field code, exact: NSp' in html


def test_a_bad_query_is_shown_next_to_the_box_with_the_term_quoted(client, catalog):
    response = client.get(reverse("cards:list"), {"q": "agumon lv:mega"})
    html = response.content.decode()
    assert response.status_code == 400
    assert 'role="alert"' in html and "&quot;lv:mega&quot;" in html
    assert 'aria-invalid="true"' in html
    assert row_numbers(html) == []


def test_pages_split_results_and_keep_the_query(client, catalog):
    first = client.get(reverse("cards:list"), {"q": "kind:option"}).content.decode()
    assert "page 1 of" in first
    next_link = re.search(r'href="(\?[^"]*page=2[^"]*)" rel="next"', first).group(1)
    assert "q=kind" in next_link
    second = client.get(reverse("cards:list") + next_link.replace("&amp;", "&")).content.decode()
    assert "page 2 of" in second
    assert not set(row_numbers(first)) & set(row_numbers(second))


def test_column_headers_sort_and_a_second_click_reverses(client, catalog):
    html = client.get(reverse("cards:list"), {"q": "set:bo1 kind:digimon"}).content.decode()
    link = re.search(r'<a href="(\?[^"]*sort=a[^"]*)">A</a>', html).group(1).replace("&amp;", "&")
    assert "order=asc" in link
    ascending = client.get(reverse("cards:list") + link).content.decode()
    numbers = row_numbers(ascending)
    attacks = [Card.objects.get(number=n).attack_a for n in numbers]
    assert attacks == sorted(attacks)
    assert 'aria-sort="ascending"' in ascending
    flip = re.search(r'<a href="(\?[^"]*sort=a[^"]*)">A</a>', ascending).group(1)
    assert "order=desc" in flip


def test_the_card_page_shows_the_card(client, catalog):
    card = Card.objects.get(number="Bo-1145")
    html = client.get(reverse("cards:detail", args=["Bo-1145"])).content.decode()
    assert "Astamon" in html and "Bo-1145" in html
    assert f"Lv {card.level}" in html and f"Type {card.battle_type}" in html
    for value in (card.attack_a, card.attack_b, card.attack_c, card.lost_iii):
        assert f">{value}<" in html
    assert "A→0" in html
    assert card.species in html and "Virus" in html and "DA" in html


def test_the_card_page_marks_special_and_support_lines(client, catalog):
    digimon = Card.objects.filter(kind="digimon").exclude(ability_text="")
    card = next(c for c in digimon if {"special", "support"} <= {a["kind"] for a in c.abilities})
    html = client.get(reverse("cards:detail", args=[card.number])).content.decode()
    assert "◎" in html and "■" in html
    for ability in card.abilities:
        assert ability["text"].replace('"', "&quot;").replace("'", "&#x27;") in html


def test_a_card_whose_a_cannot_be_zeroed_says_so(client, catalog):
    card = Card.objects.filter(a_can_be_zeroed=False).first()
    html = client.get(reverse("cards:detail", args=[card.number])).content.decode()
    assert "A cannot go to 0" in html


def test_the_card_page_links_its_evolutions(client, catalog):
    link = Card.evolves_to.through.objects.select_related("source", "target").first()
    if link is None:
        pytest.skip("the catalog has no resolved evolution links yet")
    html = client.get(reverse("cards:detail", args=[link.target.number])).content.decode()
    assert f'href="{reverse("cards:detail", args=[link.source.number])}"' in html


def test_the_card_page_links_the_previous_and_next_card(client, catalog):
    html = client.get(reverse("cards:detail", args=["Bo-10"])).content.decode()
    assert re.search(r'href="/cards/Bo-9v/" rel="prev"', html)
    assert re.search(r'href="/cards/Bo-10L/" rel="next"', html)


def test_an_option_card_page_shows_its_timing_and_effect(client, catalog):
    html = client.get(reverse("cards:detail", args=["Bo-43"])).content.decode()
    assert "Mega Hand" in html and "Battle Phase" in html and "Item" in html and "sky" in html


def test_another_spelling_of_the_number_redirects_to_the_card(client, catalog):
    response = client.get("/cards/bo1145/")
    assert response.status_code == 301 and response["Location"] == "/cards/Bo-1145/"


def test_a_number_printed_with_a_leading_zero_has_its_page_and_its_api_entry(client, catalog):
    # Re-01t .. Re-09t are printed with a zero; every spelling of them finds the card.
    assert client.get("/cards/Re-01t/").status_code == 200
    assert client.get("/api/cards/Re-01t/").json()["number"] == "Re-01t"
    response = client.get("/cards/re1t/")
    assert response.status_code == 301 and response["Location"] == "/cards/Re-01t/"
    assert client.get("/api/cards/", {"q": "Re-01t"}).json()["results"][0]["number"] == "Re-01t"


def test_an_unknown_number_is_a_404_with_did_you_mean(client, catalog):
    response = client.get("/cards/Bo-11455/")
    assert response.status_code == 404
    html = response.content.decode()
    assert "Did you mean" in html and 'href="/cards/Bo-1145/"' in html


def test_an_unknown_name_suggests_similar_names(client, catalog):
    response = client.get("/cards/agumn/")
    assert response.status_code == 404
    assert "Agumon" in response.content.decode()


def test_the_help_page_documents_every_key(client, db):
    html = client.get(reverse("cards:help")).content.decode()
    for key in (
        "lv:",
        "bt:",
        "kind:",
        "attr:",
        "species:",
        "field:",
        "frame:",
        "group:",
        "set:",
        "cat:",
        "timing:",
        "o:",
        "evo:",
        "from:",
        "lost.iii",
        "sort:",
        "order:",
        "-term",
        "or",
    ):
        assert key in html, key


def test_pages_are_readable_on_a_phone(client, catalog):
    html = client.get(reverse("cards:detail", args=["St-1"])).content.decode()
    assert 'name="viewport" content="width=device-width' in html
    assert "cards/cards.css" in client.get(reverse("cards:list")).content.decode()
    assert "overflow-x: auto" in (settings.BASE_DIR / "static" / "cards" / "cards.css").read_text()


def test_the_search_and_card_pages_need_only_a_few_queries(client, catalog, django_assert_max_num_queries):
    with django_assert_max_num_queries(2):  # the count and the page
        client.get(reverse("cards:list"), {"q": "greymon"})
    # The card, its neighbours, its links both ways, its other printings, public decks using it.
    with django_assert_max_num_queries(8):
        client.get(reverse("cards:detail", args=["Bo-1"]))


def test_a_disambiguated_name_shows_the_name_the_deck_rule_counts(client, catalog):
    # D-5 counts copies by base name: "Agumon (1)" is an "Agumon".
    card = next(c for c in Card.objects.filter(kind="digimon") if c.base_name != c.name)
    html = client.get(reverse("cards:detail", args=[card.number])).content.decode()
    assert f"Counts as “{escape(card.base_name)}”" in html


def test_every_example_in_the_help_page_keys_table_finds_cards(client, catalog):
    from html import unescape

    from cards.selectors import card_list

    html = client.get(reverse("cards:help")).content.decode()
    rows = re.findall(r"<tr><td><code>[^<]+</code></td><td>.*?</td><td>(.*?)</td></tr>", html)
    examples = [unescape(code) for row in rows for code in re.findall(r"<code>(.*?)</code>", row)]
    assert len(examples) >= 14
    for example in examples:
        assert card_list(query=example).exists(), example


def evolution_section(html: str) -> str:
    return html.split("<dt>Evolution</dt>", 1)[1].split("</dl>", 1)[0]


def test_the_card_page_lists_each_parsed_evolution_alternative(client, catalog):
    # Bo-1145 Astamon: "Porcupamon + Winning Percentage: 60%! Porcupamon + Particle Worm No. 2".
    section = evolution_section(client.get(reverse("cards:detail", args=["Bo-1145"])).content.decode())
    alternatives = re.findall(r'<li class="alternative">(.*?)</li>', section, re.S)
    assert len(alternatives) == 2
    assert "Porcupamon" in alternatives[0] and "a “Winning Percentage: 60%!” card" in alternatives[0]
    assert "Porcupamon" in alternatives[1] and "Particle Worm No. 2" in alternatives[1]
    assert "Winning Percentage" not in alternatives[1]


def test_the_card_page_shows_power_box_marks_as_symbols_with_a_spoken_label(client, catalog):
    # St-4 Birdramon: "Piyomon + O" is one upright (●) card in the Power Box.
    section = evolution_section(client.get(reverse("cards:detail", args=["St-4"])).content.decode())
    assert re.search(r'aria-label="1 upright \(●\) card"[^>]*>●<', section)


def test_the_card_page_names_the_jogress_partners(client, catalog):
    # Re-98: "Blitz Greymon + Cres Garurumon" is a Jogress of the two.
    section = evolution_section(client.get(reverse("cards:detail", args=["Re-98"])).content.decode())
    assert re.search(r"Jogress of .*Blitz Greymon.* and .*Cres Garurumon", section, re.S)


def test_appearance_links_are_labelled_as_appearances_not_evolutions(client, catalog):
    # Re-129 Omegamon Zwart D appears (it does not evolve) when your Digimon is Re-89 Omegamon Zwart.
    appearing = client.get(reverse("cards:detail", args=["Re-129"])).content.decode()
    assert "<dt>Evolves from</dt>" not in appearing
    appears_from = appearing.split("<dt>Appears from</dt>", 1)[1].split("</dd>", 1)[0]
    assert 'href="/cards/Re-89/"' in appears_from
    source = client.get(reverse("cards:detail", args=["Re-89"])).content.decode()
    assert "<dt>Evolves to</dt>" not in source
    assert 'href="/cards/Re-129/"' in source.split("<dt>Makes appear</dt>", 1)[1].split("</dd>", 1)[0]


def test_a_jogress_partner_with_a_printed_qualifier_links_to_a_search_for_its_name(client, catalog):
    # Bo-1101: Jogress of Tyranomon and "Greymon (Red Frame)"; the link searches "Greymon".
    section = evolution_section(client.get(reverse("cards:detail", args=["Bo-1101"])).content.decode())
    jogress = next(
        li for li in re.findall(r'<li class="alternative">(.*?)</li>', section, re.S) if "Jogress" in li
    )
    link = re.search(r'<a href="([^"]+)">Greymon</a> \(Red Frame\)', jogress)
    assert link is not None, jogress
    found = client.get(link.group(1).replace("&amp;", "&")).content.decode()
    assert "Greymon" in found and "No card matches" not in found


def test_a_level_iii_rules_line_in_the_condition_column_is_not_labelled_as_an_evolution(client, catalog):
    # St-1 Agumon's condition column holds a rule ("Unless this Digimon is replaced ..."), no condition.
    html = client.get(reverse("cards:detail", args=["St-1"])).content.decode()
    assert "<dt>Evolution</dt>" not in html
    assert re.search(r"<dt>Rule</dt>\s*<dd>\s*Unless this Digimon is replaced", html)


def test_an_unparsed_condition_of_an_evolved_digimon_is_still_its_evolution(client, catalog):
    # Bo-766's "Bakumon + /Koemon + O/Bokomon + OO" is not parsed; it is shown as printed.
    section = evolution_section(client.get(reverse("cards:detail", args=["Bo-766"])).content.decode())
    assert "Bakumon + /Koemon + O/Bokomon + OO" in section


def test_the_search_page_finds_metal_greymon_written_as_one_word(client, catalog):
    html = client.get(reverse("cards:list"), {"q": "metalgreymon"}).content.decode()
    assert 'href="/cards/Bo-1/"' in html and "Metal Greymon" in html


def test_a_search_that_finds_nothing_suggests_the_nearest_names_as_searches(client, catalog):
    response = client.get(reverse("cards:list"), {"q": "agumno"})
    assert response.status_code == 200
    html = response.content.decode()
    assert 'id="suggestions"' in html
    assert '<a href="/cards/?q=Agumon">Agumon</a>' in html


def test_the_search_box_names_its_autocomplete_endpoint_and_script(client, db):
    html = client.get(reverse("cards:list")).content.decode()
    assert f'data-autocomplete="{reverse("cards:api-autocomplete")}"' in html
    assert 'src="/static/cards/autocomplete.js"' in html
    # Strict CSP: the page carries no inline script.
    assert "<script>" not in html
