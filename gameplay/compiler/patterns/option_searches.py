"""Searches of the top cards of a Net Ocean printed over several sentences: "Draw 4 cards from your
Net Ocean. If any of them are Digimon with 'Greymon' in their names, you may add those cards to your
hand. Shuffle the remaining cards back into your Net Ocean." (Re-14, effects.search_net_ocean), and
one drawn card looked at (Bo-150, effects.check_top_card).

`join_search` (called by option_draws.regroup) joins the sentences with _JOIN into the one clause
`_search` reads, piece by piece; a piece it does not read leaves the whole text manual.
"""

from __future__ import annotations

import re

from gameplay.compiler.patterns import COUNT, QUOTED, compile_re, count
from gameplay.compiler.patterns.clauses import Clause, clause, parse_clause
from gameplay.compiler.patterns.costs import noun_filter
from gameplay.engine.effects.base import Side
from gameplay.engine.effects.check_top_card import CheckTopCard
from gameplay.engine.effects.search_net_ocean import SearchNetOcean

_JOIN = " ¦ "
_HEAD = compile_re(
    rf"(?:draw|take) (?:the top )?{COUNT} cards(?: from (?:the top of )?your Net Ocean| of your Net Ocean)"
    rf"|(?:the opponent draws|(?:make|have) the opponent draw) {COUNT} cards from the top of their Net Ocean"
)
_FOUND = [
    # Re-14: "If any of them are Digimon with 'Greymon' in their names, you may add those cards to
    # your hand."
    compile_re(
        r"if any of (?:them|the cards) (?:are|is) (?:an? )?(?P<noun>.+?),"
        r" you may add (?:those cards|them) to your hand"
    ),
    # Bx-71: "and if you drew any red frame Level IV or Perfect level cards, you may add up to 2 of
    # them to your hand"
    compile_re(
        rf"if you drew any (?P<noun>.+?), you may add up to (?P<most>{COUNT[1:-1]}) of them to your hand"
    ),
    # Re-08t / Re-16t: "and add to your hand any cards belonging to the category 'Chosen Children' or
    # the group 'Infected Digimon'" / "… the card 'Dancing Time!!', or any cards … (2 cards max)".
    compile_re(rf"add to your hand (?P<noun>.+?)(?: \((?P<most>{COUNT[1:-1]}) cards? max\))?"),
    # Bo-305 / Bo-1214: "For every Option card that they draw, immediately reduce their points by 10".
    compile_re(
        r"for every (?P<noun>.+?) that (?:they draw|is drawn|you draw), (?:immediately )?reduce"
        r" (?:their|the opponent's) points by (?P<points>\d+)(?: \((?P<all>.+)\))?"
    ),
    # Bo-1022: "If there is a red frame Digimon card among them, it gets sent to the Dark Area (if any
    # other cards are drawn, they are added to the opponent's hand)."
    compile_re(
        r"if there is an? (?P<noun>.+?) among them, it gets sent to the Dark Area"
        r" \((?P<others>if any other cards are drawn, they are added to the opponent's hand)\)"
    ),
]
# Where the cards not taken go (or, for "the drawn cards", all of them).
_REST = compile_re(
    r"(?:after that, )?(?:(?P<remaining>shuffle the remaining cards back into your Net Ocean"
    r"|return the remaining cards to your Net Ocean and shuffle it)"
    r"|(?P<drawn>return the drawn cards to the Net Ocean and shuffle (?:it|them))"
    r"|(?P<dark>the drawn cards (?:get|are) sent to the Dark Area))"
)


# Bo-150: one card drawn, looked at, then sent to the Dark Area (effects.check_top_card).
_DRAW_ONE = compile_re(r"draw (?:one|a|1) card from (?:the top of )?your Net Ocean")
_DRAWN_IS = compile_re(r"if the card you drew (?:was|is) an? (.+?), (.+)")
_DRAWN_AWAY = compile_re(
    r"after that, regardless of what type of card it was, send the card you drew to the Dark Area"
)


def _piece(text: str) -> bool:
    return any(p.fullmatch(text) for p in (*_FOUND, _REST, _DRAWN_IS, _DRAWN_AWAY))


def _check_top(pieces: list[str]) -> Clause | None:
    """ "If the card you drew was a Digimon card, …" then "… send the card you drew to the Dark Area"."""
    if len(pieces) != 2 or not _DRAWN_AWAY.fullmatch(pieces[1]) or not (m := _DRAWN_IS.fullmatch(pieces[0])):
        return None
    card_filter, then = noun_filter(m.group(1)), parse_clause(m.group(2))
    if card_filter is None or then is None or then.condition is not None:
        return None
    return Clause((CheckTopCard("self", card_filter, then.effects),))


def join_search(out: list[str], sentence: str) -> bool:
    """Join `sentence` to the search in `out[-1]` when it sorts that search's cards; False otherwise."""
    text = sentence.strip().rstrip(".")
    if not out or not _piece(text):
        return False
    if _JOIN in out[-1]:
        out[-1] += _JOIN + text
        return True
    if _HEAD.match(out[-1]) or _DRAW_ONE.fullmatch(out[-1].rstrip(".")):
        out[-1] = out[-1].rstrip(".") + _JOIN + text
        return True
    return False


_NAMED = [
    (compile_re(rf"the card {QUOTED}"), "name"),
    (compile_re(rf"(?:any cards belonging to )?the category {QUOTED}"), "category"),
    (compile_re(rf"(?:any cards belonging to )?the group {QUOTED}"), "group"),
]


def _filters(noun: str) -> tuple[str, ...] | None:
    """ "Digimon with 'Greymon' in their names" -> ("digimon;name_contains:Greymon",); "any cards
    belonging to the category 'Chosen Children' or the group 'Infected Digimon'" -> one filter per
    alternative ("category:Chosen Children", "group:Infected Digimon")."""
    if (whole := noun_filter(noun)) is not None:
        return (whole,)
    found: list[str] = []
    for alternative in re.split(r",? or (?=the |any )", noun):
        test = next((f"{key}:{m.group(1)}" for p, key in _NAMED if (m := p.fullmatch(alternative))), None)
        if test is None:
            return None
        found.append(test)
    return tuple(found)


@clause(rf"((?:draw|take|the opponent draws|(?:make|have) the opponent draw) [^¦]+?)((?:{_JOIN}[^¦]+)+)")
def _search(m: re.Match[str]) -> Clause | None:
    head_text, *pieces = m.group(0).split(_JOIN)
    if _DRAW_ONE.fullmatch(head_text):
        return _check_top(pieces)
    head = _HEAD.match(head_text)
    if head is None:
        return None
    if tail := head_text[head.end() :]:
        # The first sorting sentence may share the head's sentence: "…, and add to your hand …".
        if not tail.startswith(", and "):
            return None
        pieces.insert(0, tail[len(", and ") :])
    side: Side = "opponent" if head.group(2) else "self"
    filters: tuple[str, ...] | None = None
    found_to = rest_to = ""
    most: int | None = None
    points = 0
    for piece in pieces:
        if rest := _REST.fullmatch(piece):
            rest_to = "dark_area" if rest.group("dark") else "net_ocean"
            if not rest.group("remaining"):
                # "The drawn cards": those found as well.
                found_to = rest_to
            continue
        sort = next((s for pattern in _FOUND if (s := pattern.fullmatch(piece))), None)
        if sort is None or filters is not None:
            return None
        parts = sort.groupdict()
        filters = _filters(parts["noun"])
        most = count(parts["most"]) if parts.get("most") else None
        if parts.get("points"):
            points = int(parts["points"])
            if parts.get("all"):
                drawn = _REST.fullmatch(parts["all"])
                if drawn is None or drawn.group("remaining"):
                    return None
                found_to = rest_to = "dark_area" if drawn.group("dark") else "net_ocean"
        elif parts.get("others"):
            # Bo-1022: the opponent draws them; those named go to the Dark Area instead.
            found_to, rest_to = "dark_area", "hand"
        else:
            found_to = "hand"
    if filters is None or not found_to or not rest_to:
        return None
    return Clause(
        (
            SearchNetOcean(
                side, count(head.group(1) or head.group(2)), filters, found_to, rest_to, most, points
            ),
        )
    )
