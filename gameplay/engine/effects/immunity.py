"""Immunities: "cannot receive the effects of …", "cannot lose its special abilities", …

The immunity is a string from a small vocabulary that the engine checks before it lets an effect
touch the holder. Card-named and category immunities carry the name after a colon.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import traits
from gameplay.engine.effects.families.cards import (
    DARK_AREA_BY_OPPONENT_OPTIONS as DARK_AREA_BY_OPPONENT_OPTIONS,
)
from gameplay.engine.effects.families.options import SLOT_DISCARD as SLOT_DISCARD

# B-11.4: "cannot lose its special abilities" protects every ◎ line of the card.
NEGATE_SPECIALS = "negate_specials"
# O-K2: "cannot receive the effects of the opponent's Option cards".
OPPONENT_OPTIONS = "opponent_options"
# "Cannot receive the effects of the opponent's Item Option cards": `opponent_options:Item`.
# "… of any cards used by your opponent with the words 'Particle Worm' in their names" (Sx-27):
# `opponent_options:name_contains:Particle Worm`; an immunity to opponent's options named so also ends
# what they already do to the holder (EffectContext.shield_from_options), `opponent_options:name…`.
NAMED_OPPONENT_OPTIONS = OPPONENT_OPTIONS + ":name"
# P-1: "cannot receive effects that cause the battle to end in a draw".
FORCED_DRAW = "forced_draw"
# "The evolution requirements cannot be ignored": evolve-ignoring-conditions effects cannot
# evolve into (or out of) this card.
IGNORE_EVOLUTION_CONDITIONS = "ignore_evolution_conditions"
# "The fusion requirements cannot be ignored".
IGNORE_FUSION_CONDITIONS = "ignore_fusion_conditions"
# B-8 step 8: "unaffected by all attack modification".
ATTACK_MODIFICATION = "attack_modification"
# "Cannot be sent to the Dark Area due to the effects of the opponent's Option cards": kept with the
# cards family, which checks it as it sends a battling Digimon to the Dark Area.
# RULES 1.5 / B-8 step 3: "A cannot go to zero" is `zero_column:A`; other columns likewise.
ZERO_COLUMN = "zero_column:"
# "A will not go to zero as a result of the opponent's attack C": `zero_by_attack:A` keeps the column
# from the printed C-attack zeroing only (RULES 1.5); effects that zero it still do.
ZERO_BY_ATTACK = "zero_by_attack:"
# "You become unable to receive the effects of the opponent's 'send the cards in your opponent's
# slots to the Dark Area'" (SLOT_DISCARD): kept with the options family, which checks it.
# A grant (`PlayerState.immunities`, ended by P-5 (d) and by the Digimon leaving, B-11.3): "The
# Digimon that evolved with the use of this card cannot undergo any further evolution/transformation/
# fusion/appearance" (Bo-491): no effect or appearance puts another Digimon on it this turn.
NO_FURTHER_EVOLUTION = "no_further_evolution"
# "The red frame card placed in your slot 1 cannot receive the effects caused by the opponent's blue
# frame cards" (Bx-33): the opponent's blue frame cards cannot remove or invalidate it.
RED_SLOT_ONE = "red_slot_1_from_blue"
# "Add "cannot receive the effects of the ability/effect 'cannot receive the effects of the
# opponent's Option cards'" to the activation timing field of the Option cards that you use"
# (St-612): held by the owner, it lets all its Option cards reach through O-K2.
OPTIONS_THROUGH_IMMUNITY = "options_through_option_immunity"
# "Cannot receive the effects of your own Option cards" (what Bo-403 changes the opponent's special
# abilities to): the holder's own Option cards do nothing to it.
OWN_OPTIONS = "own_options"
# "All Digimon cannot receive the effects of Field Option cards": any player's options, `options`,
# or only those of one type, `options:Field` (the engine blocks them and drops what they added).
ALL_OPTIONS = "options"
# "Cannot receive the effects of the opponent's 'directly reduce the opponent's points'": the
# opponent's effects cannot take points away directly (P-7).
DIRECT_POINT_REDUCTION = "direct_point_reduction"
# "… the opponent's 'further reduce the opponent's points'": no added lost points (P-3).
FURTHER_POINT_REDUCTION = "further_point_reduction"
# Only those of a won battle ("… abilities that state 'when you win the battle, further reduce the
# opponent's points'") or only those of a draw ("… the ability 'if the battle ends in a draw, further
# reduce the opponent's points by 10'").
FURTHER_ON_WIN = "further_point_reduction:win"
FURTHER_ON_DRAW = "further_point_reduction:draw"
# "Cannot receive the effects of 'Dark Tower'": `card:Dark Tower`.
CARD = "card:"
# "Cannot receive the effects of Option Cards in the Category Worm": `category:Worm` (O-K1).
CATEGORY = "category:"
# "Digimon that evolve from this Digimon cannot receive the effects of 'Dark Tower' … cards
# (including Warp evolved Digimon)": held by this card, it protects the evolutions out of it, warp
# evolutions included: `evolved_from:card:Dark Tower`.
EVOLVED_FROM = "evolved_from:"


@effect_kind
@dataclass(frozen=True)
class GrantImmunity(Effect):
    kind: ClassVar[str] = "immunity"
    side: Side
    immunity: str

    def apply(self, ctx: EffectContext) -> None:
        traits.grant_immunity(ctx, self.side, self.immunity)

    def describe(self) -> str:
        return f"{owner_word(self.side)} Digimon is immune to {self.immunity}"
