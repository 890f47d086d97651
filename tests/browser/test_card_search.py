"""The card search page in real Chromium: forgiving names, the autocomplete combobox driven by the
keyboard alone (WAI-ARIA combobox: arrows, Enter, Escape), "did you mean" suggestions, the plain form
without JavaScript, and no axe-core WCAG 2.1 A/AA violation with the list open."""

import re
from urllib.parse import quote

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

WCAG_21_AA = {"runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]}}


def violations(page) -> list[str]:
    results = Axe().run(page, options=WCAG_21_AA)
    return [f"{v['id']}: {v['nodes'][0]['target']} {v['help']}" for v in results.response["violations"]]


def result_numbers(page) -> list[str]:
    return page.locator("table.results tbody tr td:first-child a").all_inner_texts()


def test_searching_metalgreymon_without_a_space_finds_metal_greymon(page):
    page.goto("/cards/")
    page.fill("#id_q", "metalgreymon")
    page.press("#id_q", "Enter")
    page.wait_for_url(re.compile(r"q=metalgreymon"))
    assert "Bo-1" in result_numbers(page)
    expect(page.locator("table.results tbody")).to_contain_text("Metal Greymon")


def test_the_autocomplete_list_is_driven_by_the_keyboard(page):
    page.goto("/cards/")
    box = page.locator("#id_q")
    box.press_sequentially("wargrey")
    listbox = page.get_by_role("listbox")
    expect(listbox).to_be_visible()
    expect(box).to_have_attribute("aria-expanded", "true")
    expect(page.locator("#id_q-listbox").get_by_role("option").first).to_have_text("War Greymon")
    assert violations(page) == []
    box.press("ArrowDown")
    first = page.locator("#id_q-listbox").get_by_role("option").first
    expect(first).to_have_attribute("aria-selected", "true")
    expect(box).to_have_attribute("aria-activedescendant", first.get_attribute("id"))
    box.press("Escape")
    expect(listbox).to_be_hidden()
    expect(box).to_have_attribute("aria-expanded", "false")
    # Down on the closed list opens it on its first option again.
    box.press("ArrowDown")
    expect(listbox).to_be_visible()
    expect(first).to_have_attribute("aria-selected", "true")
    box.press("ArrowDown")
    expect(page.locator("#id_q-listbox").get_by_role("option").nth(1)).to_have_attribute(
        "aria-selected", "true"
    )
    box.press("ArrowUp")
    box.press("Enter")
    page.wait_for_url(re.compile(r"/cards/\?q=" + re.escape(quote('"War Greymon"').replace("%20", "+"))))
    assert {"Bo-4j", "St-61"} <= set(result_numbers(page))


def test_a_number_typed_in_the_box_opens_that_card_from_the_list(page):
    page.goto("/cards/")
    page.locator("#id_q").press_sequentially("st 61")
    expect(page.locator("#id_q-listbox").get_by_role("option").first).to_have_text("St-61 War Greymon")
    page.press("#id_q", "ArrowDown")
    page.press("#id_q", "Enter")
    page.wait_for_url(re.compile(r"/cards/St-61/$"))


def test_without_javascript_the_form_searches_and_suggests_the_nearest_name(new_context):
    page = new_context(java_script_enabled=False).new_page()
    page.goto("/cards/")
    page.fill("#id_q", "agumno")
    page.click("form.search-form button[type=submit]")
    page.wait_for_url(re.compile(r"q=agumno"))
    suggestion = page.locator("#suggestions a", has_text="Agumon").first
    expect(suggestion).to_be_visible()
    expect(page.locator("#id_q")).not_to_have_attribute("role", "combobox")
    suggestion.click()
    assert "St-1" in result_numbers(page)
