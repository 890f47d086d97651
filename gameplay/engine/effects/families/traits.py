"""The traits family: what a battling Digimon has besides its attack and points — keywords (RULES
1.9), immunities (O-K2), the names its player may not use, added fields and groups, attribute
changes and field restrictions — and the negation of its special abilities (B-11.5).

Keywords, immunities and forbidden names are lists on the player, kept until the Digimon leaves
the box or the turn ends (B-11.3, P-5 (d)); the others are modifiers of the effect's source."""

from __future__ import annotations

from collections.abc import Iterable

from gameplay.engine.effects.base import Effect, EffectContext, Side
from gameplay.engine.modifiers.marks import (
    AddedField,
    AddedGroup,
    AttributeChange,
    FieldOnly,
    LostKeyword,
    SpeciesChange,
)


def grant_keyword(ctx: EffectContext, side: Side, keyword: str) -> None:
    """`side`'s Digimon has the ability `keyword` (once, however many effects grant it)."""
    player = ctx.target(side)
    if player is not None and keyword not in ctx.granted(player, "keywords"):
        ctx.grant(player, "keywords", keyword)


def grant_immunity(ctx: EffectContext, side: Side, immunity: str) -> None:
    """`side` holds `immunity` (once); an immunity to all (Field) options also ends what such
    options already did to the player."""
    player = ctx.target(side)
    if player is not None and immunity not in ctx.granted(player, "immunities"):
        ctx.grant(player, "immunities", immunity)
        ctx.shield_from_options(player, immunity)


def forbid_cards(ctx: EffectContext, side: Side, names: tuple[str, ...]) -> None:
    """While the source is active, `side` may not use cards of these names."""
    player = ctx.target(side)
    if player is not None:
        # Kept until the end of the turn (P-5 (d)), a simplification of "while active".
        for name in names:
            ctx.grant(player, "forbidden", name)


def negate_specials(ctx: EffectContext, side: Side) -> None:
    """B-11.5: `side`'s Digimon loses its special abilities: its ability box goes blank, and what
    the options whose gifts go with the special abilities gave ends (Sx-71); a Digimon that "cannot
    lose its special abilities" keeps them all (B-11.4)."""
    player = ctx.target(side)
    if player is None:
        return
    if not ctx.blank_ability_box(player):
        return
    # "When your Digimon loses its special abilities, it loses the attack power addition as
    # well" (Sx-71): the abilities and additions such an option gave go with them.
    for card in ctx.lost_with_specials(player):
        ctx.drop_modifiers_of(player, card)
        withdraw_grants(ctx, player, ctx.card_effects(player, card))


def withdraw_grants(ctx: EffectContext, player: int, effects: Iterable[Effect]) -> None:
    """The keywords and immunities these lost effects gave `player`'s Digimon go (B-11.5), as do
    those an option added to its abilities field ("add 'cannot receive …'", Bo-590)."""
    for effect in effects:
        keyword = getattr(effect, "keyword", None)
        if effect.kind == "grant_keyword" and keyword in ctx.granted(player, "keywords"):
            ctx.grant(player, "keywords", keyword, withdraw=True)
        immunity = getattr(effect, "immunity", None)
        if effect.kind == "immunity" and immunity in ctx.granted(player, "immunities"):
            ctx.grant(player, "immunities", immunity, withdraw=True)


def lose_keyword(ctx: EffectContext, side: Side, keyword: str) -> None:
    """Bo-548: `side`'s Digimon does not have `keyword` while the source lasts."""
    ctx.modify(ctx.target(side), LostKeyword, keyword=keyword)


def add_trait(ctx: EffectContext, side: Side, trait: str, value: str) -> None:
    """`side`'s battling Digimon also has the field code (`trait` "field") or group `value`."""
    if trait == "field":
        ctx.modify(ctx.target(side), AddedField, field=value)
    else:
        ctx.modify(ctx.target(side), AddedGroup, group=value)


def change_attribute(
    ctx: EffectContext, side: Side, attributes: frozenset[str], kept_after_evolution: bool
) -> None:
    """`side`'s battling Digimon has `attributes` instead of its printed ones while the effect
    lasts; with `kept_after_evolution` the Digimon it evolves into keeps them too."""
    player = ctx.target(side)
    if player is None or not attributes:
        return
    ctx.modify(
        player,
        AttributeChange,
        digimon=ctx.battling(player),
        kept_after_evolution=kept_after_evolution,
        attributes=attributes,
    )


def restrict_fields(ctx: EffectContext, side: Side, fields: tuple[str, ...]) -> None:
    """ "Your Digimon loses all of its field icons other than Metal Empire": no other fields."""
    player = ctx.target(side)
    for value in fields:
        ctx.modify(player, FieldOnly, field=value)


def keep_attribute_change(ctx: EffectContext, side: Side) -> None:
    """The attribute changes this source made on `side` stay on the Digimon it becomes."""
    ctx.update_own_modifiers(ctx.target(side), AttributeChange, kept_after_evolution=True)


def change_species(ctx: EffectContext, side: Side, species: str) -> None:
    """RULES 1.9: `side`'s battling Digimon is of the type `species` instead of its printed one while
    the effect lasts (Bo-688, Bo-888, Bo-889)."""
    player = ctx.target(side)
    if player is None:
        return
    ctx.modify(player, SpeciesChange, digimon=ctx.battling(player), species=species)
