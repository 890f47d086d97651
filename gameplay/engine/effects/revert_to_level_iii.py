""" "Return your or the opponent's Level IV Digimon back to the Level III Digimon it was before
evolving" (St-57), "Send your or the opponent's Ultimate level Digimon to the Dark Area, and revert it
to the Level III Digimon that it was before evolution" (Re-55t): the battling Digimon of one of those
levels goes to the Dark Area and the Level III under it (E-6.2) battles again (B-11.1)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import cards


@effect_kind
@dataclass(frozen=True)
class RevertToLevelIII(Effect):
    kind: ClassVar[str] = "revert_to_level_iii"
    # The levels the reverted Digimon must have ("IV"; Armor reads as IV, A-14).
    levels: tuple[str, ...]
    # The sides it may act on, in the order the player prefers them: "your or the opponent's" is
    # the user's choice, and a player reverts the opponent's Digimon when it has that level, their
    # own only when the opponent's has not (RULES 4.2: no other choice is left then).
    sides: tuple[Side, ...] = ("opponent",)

    def apply(self, ctx: EffectContext) -> None:
        for side in self.sides:
            # an Armor level Digimon counts as Level IV.
            level = "IV" if ctx.level(side) == "Armor" else ctx.level(side)
            if level in self.levels:
                # The Level III always stays at the bottom of the Digimon Box (E-6.2), so sending
                # the evolved Digimon away is the reversion.
                cards.send_digimon_to_dark_area(ctx, side)
                return

    def describe(self) -> str:
        whose = " or ".join(owner_word(side) for side in self.sides)
        return f"{whose} {'/'.join(self.levels)} Digimon reverts to its Level III"
