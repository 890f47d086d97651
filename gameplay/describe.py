"""The game log in words, as one player may read it (DESIGN rule 5).

Action notation names cards by their id, the position in the owner's decklist; with the
decklist in the header, an id is as good as the card's name. So a line about the other player's
hidden move (a discard, a prepared evolution, an option set face-down) names no card and no id;
the acting player's own lines, public moves (supports, appearances) and everything once the game
is over (the revealed view) name the card.
"""

from __future__ import annotations

from typing import Any

PLAYER_LABELS = ("Player 1", "Player 2")
ZONE_WORDS = {
    "hand": "the hand",
    "dark_area": "the Dark Area",
    "net_ocean": "the top of the Net Ocean",
    "net_ocean_bottom": "the bottom of the Net Ocean",
    "gauge": "the point gauge",
    "support": "the Support Box",
}


class DeckNames:
    """Card id → "Name (number)" for both decks of a header, resolved from the catalog once."""

    def __init__(self, header: dict[str, Any]) -> None:
        from cards.models import Card

        decks = header.get("decks") or [[], []]
        numbers = {number for deck in decks for number in deck}
        names = dict(Card.objects.filter(number__in=numbers).values_list("number", "name"))
        self.decks = [[f"{names.get(n, n)} ({n})" for n in deck] for deck in decks]

    def card(self, player: int, card_id: str) -> str:
        try:
            return self.decks[player][int(card_id)]
        except (IndexError, ValueError):
            return f"card {card_id}"


def describe(text: str, *, player: int, reveal: bool, names: DeckNames) -> str:
    """One action as a sentence; `reveal` says whether the reader may know the acting player's cards."""
    words = text.split()
    verb, rest = (words[0], words[1:]) if words else ("", [])

    def card(index: int = 0) -> str:
        return names.card(player, rest[index])

    def cards(ids: str) -> str:
        return ", ".join(names.card(player, i) for i in ids.split(","))

    who = PLAYER_LABELS[player]
    if verb == "pass":
        return f"{who} passes."
    if verb == "proceed":
        return f"{who} carries out the prepared swap or evolution."
    if verb == "cancel":
        return f"{who} cancels the prepared swap or evolution."
    if verb == "concede":
        return f"{who} concedes."
    if verb == "discard" and rest:
        return f"{who} discards {card() if reveal else 'a card'}."
    if verb == "swap" and rest:
        return f"{who} puts {card() if reveal else 'a Level III'} face-down for a swap."
    if verb == "prepare" and rest:
        if not reveal:
            return f"{who} prepares an evolution step."
        paying = f", paying with {cards(rest[4])}" if len(rest) == 5 else ""
        return f"{who} prepares {card()} (condition {int(rest[2]) + 1}){paying}."
    if verb == "set" and len(rest) == 3:
        return f"{who} sets {card() if reveal else 'an option'} in slot {rest[2]}."
    if verb == "use" and len(rest) >= 2:
        # use slot N [pay IDS] [choose X]: the choice (O-3) is announced, so both players read it.
        paying = f", discarding {cards(rest[3])}" if len(rest) >= 4 and rest[2] == "pay" and reveal else ""
        chosen = f", choosing {rest[-1]}" if len(rest) >= 4 and rest[-2] == "choose" else ""
        return f"{who} uses the option in slot {rest[1]}{paying}{chosen}."
    # Supports and appearances put the card face-up: public to both players.
    if verb == "support" and rest:
        return f"{who} puts {card()} in the Support Box."
    if verb == "appear" and rest:
        return f"{who} states that {card()} may appear (manual)."
    if verb == "adjust" and len(rest) == 3:
        target = PLAYER_LABELS[int(rest[1][1:]) - 1] if rest[1][1:].isdigit() else rest[1]
        return f"{who} adjusts {target}'s {rest[0]} by {rest[2]} (manual)."
    if verb == "move" and len(rest) == 3:
        owner = int(rest[0][1:]) - 1 if rest[0][1:].isdigit() else player
        moved = names.card(owner, rest[1]) if reveal else "a card"
        return f"{who} moves {moved} to {ZONE_WORDS.get(rest[2], rest[2])} (manual)."
    return f"{who}: {text}"


def log_lines(
    header: dict[str, Any],
    entries: list[tuple[int, str]],
    *,
    reader: int | None,
    names: DeckNames | None = None,
) -> list[dict[str, Any]]:
    """[{player, action, text}]; `reader` None reads everything (the revealed view after the game)."""
    names = names or DeckNames(header)
    return [
        {
            "player": player,
            "action": action if reader is None or reader == player else _masked(action),
            "text": describe(action, player=player, reveal=reader is None or reader == player, names=names),
        }
        for player, action in entries
    ]


def _masked(action: str) -> str:
    """The other player's notation without card ids for hidden moves (supports and the rest stay)."""
    verb = action.split(" ", 1)[0]
    if verb in ("discard", "swap", "prepare"):
        return verb
    if verb == "set":
        return "set ? slot " + action.rsplit(" ", 1)[-1]
    if verb == "use" and " pay " in action:
        used, _, paid = action.partition(" pay ")
        choice = paid.partition(" choose ")[2]
        return f"{used} choose {choice}" if choice else used
    return action
