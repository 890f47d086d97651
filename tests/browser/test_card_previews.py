"""Card faces, images and previews in real Chromium: the search results as a grid of rendered faces,
a card's preview on hover and on keyboard focus (Escape hides it), the deck editor's card sheet
that adds to the deck in place, a tap on a phone, and card images from a generated images folder;
axe-core finds no WCAG 2.1 A/AA violation on these pages."""

import struct
import zlib

import pytest
from playwright.sync_api import expect

from cards.images import CardImages
from decks import services
from tests.browser.accessibility import violations
from tests.factories import STARTER_DECK, UserFactory

pytestmark = pytest.mark.browser

PREVIEW = ".card-preview:not([hidden])"
SHEET = "dialog.card-sheet[open]"


def generated_png(width: int, height: int, rgb: tuple[int, int, int]) -> bytes:
    """A plain-coloured PNG made here: a test never uses a real card scan."""
    row = b"\x00" + bytes(rgb) * width
    raw = zlib.compress(row * height)

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", raw) + chunk(b"IEND", b"")


@pytest.fixture
def editor(live_catalog, new_context, login):
    """The editor page of a signed-in owner's Starter Greymon deck one Offense Plug-In A short."""
    owner = UserFactory(username="owner")
    entries = [(live_catalog.get(number=n), c - (n == "St-49")) for n, c in STARTER_DECK]
    deck = services.deck_create(owner=owner, name="Preview Greymon", entries=entries)
    context = new_context()
    login(context, owner)
    page = context.new_page()
    page.goto(f"/decks/{deck.pk}/edit/")
    return page


def test_the_grid_shows_rendered_faces_and_a_card_in_the_table_previews_on_hover_and_focus(page):
    page.goto("/cards/?q=agumon&view=grid")
    faces = page.locator(".card-grid .cf.cf-small")
    expect(faces.first).to_be_visible()
    assert faces.count() == page.locator(".card-grid li").count() > 3
    expect(page.locator(".card-grid img")).to_have_count(0)
    expect(faces.first.locator(".cf-name")).not_to_be_empty()
    assert violations(page) == []

    # The table is one click away; the choice is remembered for the next search.
    page.get_by_role("link", name="Table", exact=True).click()
    expect(page.locator("table.results")).to_be_visible()
    page.goto("/cards/?q=st-1")
    expect(page.locator("table.results")).to_be_visible()

    link = page.locator("table.results a", has_text="St-1").first
    link.hover()
    preview = page.locator(PREVIEW)
    expect(preview.locator(".cf.cf-large")).to_be_visible()
    expect(preview.locator(".cf-name")).to_have_text("Agumon")
    expect(preview.locator(".cf-no")).to_have_text("St-1")
    expect(preview.locator(".sheet-actions")).to_have_count(0)
    assert violations(page) == []
    page.mouse.move(0, 0)
    expect(page.locator(".card-preview")).to_be_hidden()

    # Keyboard: focus shows it, Escape hides it, and the link still goes to the card page.
    link.focus()
    expect(preview).to_be_visible()
    assert link.get_attribute("aria-describedby") == "card-preview"
    page.keyboard.press("Escape")
    expect(page.locator(".card-preview")).to_be_hidden()
    page.keyboard.press("Enter")
    page.wait_for_url("**/cards/St-1/")


def test_the_editor_previews_a_result_on_hover_and_opens_it_in_place_with_add_to_deck(editor):
    page = editor
    page.evaluate("window.__sameDocument = true")
    page.fill("#card-q", "st-49")
    name = page.locator("#search-results a", has_text="Offense Plug-In A")
    name.hover()
    expect(page.locator(PREVIEW).locator(".cf-name")).to_have_text("Offense Plug-In A")

    name.click()
    sheet = page.locator(SHEET)
    expect(sheet.locator(".cf.cf-large .cf-no")).to_have_text("St-49")
    expect(sheet.get_by_role("link", name="Card page of Offense Plug-In A")).to_be_visible()
    assert violations(page) == []
    sheet.get_by_role("button", name="Add to deck").click()
    expect(page.locator(SHEET)).to_have_count(0)
    expect(page.locator("#legality .verdict")).to_contain_text("30 cards")

    # A name in the deck opens the sheet too; Escape closes it and the editor was never left.
    page.locator("#deck-cards a", has_text="Agumon").first.click()
    expect(page.locator(SHEET)).to_be_visible()
    page.keyboard.press("Escape")
    expect(page.locator(SHEET)).to_have_count(0)
    assert page.evaluate("window.__sameDocument") is True


def test_the_share_page_previews_its_cards_on_hover(live_catalog, new_context):
    deck = services.deck_create(
        owner=UserFactory(username="sharer"),
        name="Shared Greymon",
        entries=[(live_catalog.get(number=n), c) for n, c in STARTER_DECK],
    )
    page = new_context().new_page()
    page.goto(f"/d/{deck.share_id}/")
    page.locator("#deck-cards a", has_text="Greymon").first.hover()
    expect(page.locator(PREVIEW).locator(".cf-name")).to_have_text("Greymon")
    assert violations(page) == []


def test_on_a_phone_a_tap_on_a_card_opens_it_in_a_sheet(new_context):
    page = new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True).new_page()
    page.goto("/cards/?q=st-1&view=table")
    page.locator("table.results a", has_text="St-1").first.tap()
    sheet = page.locator(SHEET)
    expect(sheet.locator(".cf-name")).to_have_text("Agumon")
    # Outside the editor there is no deck to add to.
    expect(sheet.get_by_role("button", name="Add to deck")).to_be_hidden()
    assert violations(page) == []
    sheet.get_by_role("button", name="Close").tap()
    expect(page.locator(SHEET)).to_have_count(0)
    assert page.url.endswith("/cards/?q=st-1&view=table")


def test_with_an_images_folder_the_cards_it_holds_show_their_images_and_the_others_their_faces(
    page, settings, tmp_path
):
    for number, colour in (("St-1", (200, 40, 40)), ("St-2", (40, 40, 200))):
        (tmp_path / f"{number}.jpg").write_bytes(generated_png(63, 88, colour))
    settings.CARD_IMAGES = CardImages(folder=tmp_path)
    page.goto("/cards/?q=st-1 or st-2 or st-3&view=grid")
    images = page.locator(".card-grid img.cf-img")
    expect(images).to_have_count(2)
    for image in images.all():
        expect(image).to_have_attribute("loading", "lazy")
        image.scroll_into_view_if_needed()
        page.wait_for_function(
            "image => image.complete && image.naturalWidth === 63", arg=image.element_handle()
        )
    expect(page.locator(".card-grid .cf:not(.cf-has-image) .cf-name")).to_have_text(["Piyomon"])
    assert violations(page) == []

    page.locator(".card-grid a").first.hover()
    expect(page.locator(PREVIEW).locator("img.cf-img")).to_have_attribute("src", "/card-images/St-1.jpg")


def test_an_image_the_server_does_not_have_falls_back_to_the_rendered_face(page, settings, live_server):
    settings.CARD_IMAGES = CardImages(template=f"{live_server.url}/card-images/none-{{image}}.jpg")
    page.goto("/cards/?q=st-1&view=grid")
    face = page.locator(".card-grid .cf").first
    expect(face).not_to_have_class("cf cf-small cf-blue cf-has-image")
    expect(face.locator("img")).to_have_count(0)
    expect(face.locator(".cf-body")).not_to_have_attribute("aria-hidden", "true")
    expect(face.locator(".cf-name")).to_have_text("Agumon")


def test_the_card_page_shows_the_card_drawn_and_its_evolution_links_preview(page):
    page.goto("/cards/Re-110/")
    drawn = page.locator(".card-picture .cf.cf-large.cf-gold")
    expect(drawn.locator(".cf-name")).to_have_text("Zubaeagermon (2)")
    page.get_by_role("link", name="Duramon (Re-87)").hover()
    expect(page.locator(PREVIEW).locator(".cf-no")).to_have_text("Re-87")
    assert violations(page) == []
