"""Send cards of a side's Support Box to the Dark Area; what they gave ends as they go (O-L2).

`scope` says which cards may go:

- "digimon": the support Digimon, only the card placed by its ■ ability (B-10.5), when it passes the
  card filter ("send one of the opponent's support Digimon belonging to Nightmare Soldiers to the
  Dark Area");
- "others": the Box's other cards, a Spirit (E-10) or a card placed next to the Digimon (B-10.10),
  that pass the card filter ("Send one card in the opponent's support box with the words 'Training
  Manual' in its name to the Dark Area", St-686);
- "box": the support Digimon first, then the other cards in the order they came ("send all of the
  cards in the opponent's support box to the Dark Area", Re-64; "send as many cards in the
  opponent's support box as you like", Sp-16, where the user announces how many, O-3).

At most `count` cards go (None: all of them). With `then_draw`, both players then draw as many
cards as went ("After that, both players draw the amount of cards that were sent to the Dark Area",
Bx-170, O-K5).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from gameplay.engine.effects.base import NEW_FIELD, Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import cards


@effect_kind
@dataclass(frozen=True)
class DiscardSupport(Effect):
    kind: ClassVar[str] = "discard_support"
    side: Side
    # The filter words of `Cost` ("any", "field:NSo", "frame:red;digimon", "name_contains:…").
    card_filter: str = "any"
    # "digimon", "others" or "box" (the module docstring).
    scope: str = field(default="digimon", metadata=NEW_FIELD)
    count: int | None = field(default=1, metadata=NEW_FIELD)
    then_draw: bool = field(default=False, metadata=NEW_FIELD)

    def apply(self, ctx: EffectContext) -> None:
        cards.send_support_box_cards(ctx, self.side, self.card_filter, self.scope, self.count, self.then_draw)

    def describe(self) -> str:
        whose = owner_word(self.side)
        if self.scope == "digimon":
            which = "" if self.card_filter == "any" else f" ({self.card_filter})"
            then = ", then both players draw as many cards as were sent" if self.then_draw else ""
            return f"send {whose} support Digimon{which} to the Dark Area{then}"
        which = "" if self.card_filter == "any" else f"{self.card_filter} "
        other = "other " if self.scope == "others" else ""
        if self.count is None:
            return f"send all of the {which}{other}cards in {whose} support box to the Dark Area"
        if self.count == 1:
            return f"send one {which}{other}card of {whose} Support Box to the Dark Area"
        return f"send {self.count} {which}{other}cards of {whose} support box to the Dark Area"
