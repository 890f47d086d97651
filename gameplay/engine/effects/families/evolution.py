"""The evolution family: card effects on how a player evolves (EC-1, EC-2, E-6), built on the
context's evolution primitives: the Power Box's ●/× cards and "ignore the evolution conditions"."""

from __future__ import annotations

from gameplay.engine.effects.base import OPTION, POWER, EffectContext, Side
from gameplay.engine.modifiers.marks import EvolutionCost, MarksEitherWay, NoIgnoreEvolution


def evolve_with_requirement(ctx: EffectContext, side: Side, requirements: tuple[str, ...]) -> None:
    """Win-rate and Digimental cards (EC-2) evolve the Digimon into a next-level one whose conditions
    name one of `requirements` ("Winning Percentage: 40%!"): they act through the Power Box payment
    they make (T-P4 / E-6), so their "evolve" sentence adds nothing beyond it."""
    return None


def evolve_ignoring_conditions(ctx: EffectContext, side: Side) -> None:
    """`side`'s next evolution this turn may ignore the evolution conditions."""
    # A Power Box card's own "evolve" sentence is the evolution it pays for, nothing more.
    if ctx.source_kind == POWER:
        return
    player = ctx.target(side)
    if player is None:
        return
    if ctx.phase() == "battle" and ctx.has_modifier(player, NoIgnoreEvolution):
        # Bx-147: "during the battle phase, both parties cannot use the effects of 'ignore the
        # evolution requirements'".
        return
    ctx.set_flag("ignore_conditions", player)


def block_ignore_evolution(ctx: EffectContext, side: Side) -> None:
    """Bx-147: while the source lasts, "ignore the evolution requirements" effects for `side` do
    nothing in a Battle Phase."""
    ctx.modify(ctx.target(side), NoIgnoreEvolution)


def add_evolution_cost(ctx: EffectContext, side: Side, count: int, card_filter: str) -> None:
    """Bo-646: for the rest of the turn, even after the source has left its slot, every evolution,
    fusion and appearance of `side` also costs `count` hand cards passing `card_filter` (EC-4; read
    by engine.evolution and engine.appearance through `evolution.added_costs`)."""
    ctx.modify(ctx.target(side), EvolutionCost, lifetime="turn", count=count, card_filter=card_filter)


def marks_either_way(ctx: EffectContext, side: Side) -> None:
    """CD-10: while the source lasts, `side`'s ●/× Power Box cards meet an evolution requirement's
    marks even when they face the wrong way (EC-1: upright for ●, sideways for ×)."""
    ctx.modify(ctx.target(side), MarksEitherWay)


def turn_power_card(ctx: EffectContext, side: Side, to_sideways: bool) -> None:
    """ "Change the placement of one of the cards in the opponent's evolution requirements box from
    'Regular Growth' to 'Irregular Growth'": one of `side`'s Power Box ●/× cards turned, upright to
    sideways (`to_sideways`) or back (EC-1)."""
    player = ctx.target(side)
    if player is None:
        return
    before, after = ("up", "side") if to_sideways else ("side", "up")
    # The player picks; the engine takes the first of the earliest step, which spoils the evolution
    # that comes first (EC-1: each step counts its own marks).
    for index, (_card, _step, tag) in enumerate(ctx.power_box(player)):
        if tag == before:
            ctx.place_power_card(player, index, after)
            return


def put_from_hand(
    ctx: EffectContext, side: Side, how: str, target_filter: str, requirements: tuple[str, ...]
) -> None:
    """E-6.7: a Digimon of `side`'s hand goes on top now, by evolution (`how` "evolve") or by a
    switch ("switch")."""
    player = ctx.target(side)
    if player is not None:
        # E-6.5: "when you evolve into this Digimon due to the effects of the opponent's Option
        # cards" reads who evolved it and with what (PlayerState.evolved_by).
        whose = "own" if player == ctx.owner else "opponent"
        source = "option" if ctx.source_kind in (OPTION, POWER) else "ability"
        ctx.put_on_top_from_hand(player, how, target_filter, requirements, f"{whose}_{source}")
