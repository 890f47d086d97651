"""The dummy goldfish's card and deck: a vanilla Level III (engine.bots plays it, engine.pace climbs
from it, and a game without a second deck is played against it)."""

from __future__ import annotations

import functools

from gameplay.engine.cards import DIGIMON, CardRecord
from gameplay.engine.errors import EngineError

DUMMY_NUMBER = "DUMMY-III"
DEFAULT_DUMMY = ((300, 300, 300), (10, 10, 10, 10), "A")


# One record per distinct dummy, so the caches keyed by a record's identity (conditions._ROUTES,
# version._TEXTS) hit for every game against the dummy instead of missing on a fresh record.
@functools.lru_cache(maxsize=64)
def dummy_card(
    attacks: tuple[int, int, int] = (300, 300, 300),
    lost_points: tuple[int, int, int, int] = (10, 10, 10, 10),
    battle_type: str = "A",
) -> CardRecord:
    """The goldfish's vanilla Level III (300/300/300, lost 10/10/10/10 by default).

    Other stats are written into its number (`DUMMY-III:310/300/300:2/2/2/2:B`), so a replay
    header names the exact dummy it was played against."""
    number = DUMMY_NUMBER
    if (attacks, lost_points, battle_type) != DEFAULT_DUMMY:
        number += (
            ":" + "/".join(map(str, attacks)) + ":" + "/".join(map(str, lost_points)) + ":" + battle_type
        )
    return CardRecord(
        number=number,
        name="Dummy",
        kind=DIGIMON,
        level="III",
        level_order=3,
        battle_type=battle_type,
        attacks=attacks,
        lost_points=lost_points,
        # A vanilla card: no zeroing C attack, so the dummy measures the deck alone.
        c_zeroes_a=False,
    )


def dummy_from_number(number: str) -> CardRecord:
    """The dummy card a `dummy_card(...).number` stands for."""
    if number == DUMMY_NUMBER:
        return dummy_card()
    try:
        _, attacks, lost, battle_type = number.split(":")
        a, b, c = (int(value) for value in attacks.split("/"))
        w, x, y, z = (int(value) for value in lost.split("/"))
    except ValueError:
        raise EngineError(f"{number!r} is not a dummy card number.") from None
    return dummy_card((a, b, c), (w, x, y, z), battle_type)


def dummy_deck(card: CardRecord | None = None) -> list[CardRecord]:
    return [card or dummy_card()] * 30
