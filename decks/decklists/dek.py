"""LackeyCCG `.dek` decks for the DigimonHC plugin, both ways.

The shape LackeyCCG writes (version 0.8): one `<card>` element per physical copy, no quantity:

    <deck version="0.8">
        <meta><game>DigimonHC</game></meta>
        <superzone name="Deck">
            <card><name id="St-1">Agumon</name><set>St1</set></card>
        </superzone>
    </deck>

In the DigimonHC plugin a card's `id` is its ImageFile, which is its printed number. Reading is
tolerant: any letter case, a missing `id` (then the name resolves), other superzones ignored.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from xml.parsers import expat
from xml.sax.saxutils import escape, quoteattr

from decks.decklists.resolve import DecklistError, LineError
from decks.decklists.text import NUMBER_TOKEN, DecklistLine

GAME = "DigimonHC"
MAIN_ZONE = "Deck"
# A 60-card deck is about 6 kB; anything far larger is not a deck.
MAX_DEK_BYTES = 1_000_000


@dataclass
class _DekCard:
    zone: str
    line_no: int
    number: str = ""
    name: str = ""


def _read_cards(data: str | bytes) -> list[_DekCard]:
    """Every <card> of the document with its zone and source line (expat: ElementTree has no lines)."""
    if len(data) > MAX_DEK_BYTES:
        raise DecklistError([LineError(0, "", f"a .dek file is at most {MAX_DEK_BYTES} bytes")])
    parser = expat.ParserCreate()
    cards: list[_DekCard] = []
    stack: list[str] = []
    zone = [""]
    name_text: list[str] = []

    def start(tag: str, attrs: dict[str, str]) -> None:
        tag = tag.rsplit(":", 1)[-1].casefold()
        if not stack and tag != "deck":
            raise DecklistError([LineError(1, "", f"not a LackeyCCG .dek file: the root element is <{tag}>")])
        if tag == "superzone":
            zone[0] = (attrs.get("name") or "").strip()
        elif tag == "card" and "superzone" in stack:
            cards.append(_DekCard(zone[0], parser.CurrentLineNumber))
        elif tag == "name" and stack[-1:] == ["card"]:
            cards[-1].number = (attrs.get("id") or "").strip()
            name_text.clear()
        stack.append(tag)

    def end(tag: str) -> None:
        tag = stack.pop()
        if tag == "name" and stack[-1:] == ["card"]:
            cards[-1].name = " ".join("".join(name_text).split())

    def text(chunk: str) -> None:
        if stack[-2:] == ["card", "name"]:
            name_text.append(chunk)

    def doctype(*_: object) -> None:
        # Entity definitions are how XML bombs work, and a .dek never needs one.
        raise DecklistError([LineError(parser.CurrentLineNumber, "", "a .dek file must not have a DOCTYPE")])

    parser.StartDoctypeDeclHandler = doctype
    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.CharacterDataHandler = text
    try:
        parser.Parse(data, True)
    except expat.ExpatError as exc:
        raise DecklistError([LineError(exc.lineno, "", f"not a LackeyCCG .dek file: {exc}")]) from None
    return cards


def _main_zone(cards: list[_DekCard]) -> list[_DekCard]:
    zones = list(dict.fromkeys(card.zone for card in cards))
    main = next((z for z in zones if z.casefold() == MAIN_ZONE.casefold()), zones[0] if zones else "")
    # A deck without a zone called "Deck" keeps its first zone rather than being refused.
    return [card for card in cards if card.zone == main]


def parse_dek(data: str | bytes) -> list[DecklistLine]:
    """The main deck of a .dek file as decklist lines, copies of one card merged into one line."""
    merged: dict[tuple[str, str], DecklistLine] = {}
    for card in _main_zone(_read_cards(data)):
        number, name = card.number, card.name
        raw = f'<card><name id="{number}">{name}</name></card>'
        if number and not NUMBER_TOKEN.match(number):
            # Some plugins use image paths as ids; the name still identifies the card.
            number = ""
        if not number and not name:
            merged[("", str(card.line_no))] = DecklistLine(
                card.line_no, raw, error="a <card> without a <name>: expected a card name"
            )
            continue
        key = (number.casefold(), name.casefold())
        if key in merged:
            line = merged[key]
            merged[key] = DecklistLine(line.line_no, line.raw, line.count + 1, line.number, line.name)
        else:
            merged[key] = DecklistLine(card.line_no, raw, 1, number, name)
    return list(merged.values())


def write_dek(entries: Iterable[tuple[object, int]], *, name: str = "") -> str:
    """A .dek document with one <card> per copy; entries are (Card or DeckCard, count).

    LackeyCCG's own files carry no deck name, so `name` goes into a comment that it ignores.
    """
    out = ['<?xml version="1.0" encoding="UTF-8"?>', '<deck version="0.8">']
    comment = " ".join(name.split())
    # "--" may not appear inside an XML comment; "---" needs two passes.
    while "--" in comment:
        comment = comment.replace("--", "- -")
    if comment:
        out.append(f"\t<!-- {comment} -->")
    out.append("\t<meta>")
    out.append(f"\t\t<game>{GAME}</game>")
    out.append("\t</meta>")
    out.append(f"\t<superzone name={quoteattr(MAIN_ZONE)}>")
    for card, count in entries:
        element = (
            f"\t\t<card><name id={quoteattr(card.number)}>{escape(card.name)}</name>"
            f"<set>{escape(card.set_code)}</set></card>"
        )
        out.extend([element] * count)
    out.append("\t</superzone>")
    out.append("</deck>")
    return "\n".join(out) + "\n"
