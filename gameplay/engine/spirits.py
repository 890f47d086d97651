"""Spirit cards in the Support Box (RULES EC-7, E-10), as their compiled text says
(compiler/patterns/option_spirit.py turns the boilerplate into these limits):

- `spirit`: the card is a Spirit. It is never used from a slot. It goes face-down from the hand into
  the Support Box in T-P4, with the Hybrid whose spirit-evolution condition names it (EC-7).
- `spirit_place:clear`: "When there are no cards in your support box and slots 2 and 3": it may be
  put there only then (T-P4); `spirit_place:no_digimon`: "When there are no Digimon cards in your
  support box".
- After E-6, the Hybrid's condition note "The spirit remains in the support box until this card is
  sent to the Dark Area" keeps the Spirit in the Support Box. A marker modifier (`modifiers.SpiritTie`,
  tagged with the Spirit, `digimon` the Hybrid's card id) ties the Spirit to the Hybrid. When the Hybrid
  stops being the battling Digimon, the Spirit goes to the Dark Area. Without that note (Bo-759 "Ignore
  the card's activation timing and effects") the Spirit goes to the Dark Area at once, as before.
- While the Spirit is tied to the battling Digimon, its text is that Digimon's ("the Digimon that
  appeared"). Its free abilities apply anew in every phase, for that phase: at the start of the turn
  (Preparation), at E-1 and at B-2.3 / B-3, like the battling Digimon's own. Its priced abilities and
  its choices ("During battle, you may …", compiled "only once") are the player's: offered in battle
  windows (B-4) as `UseAbility` (index `SPIRIT_ABILITY` × (its place among the tied Spirits + 1) +
  its index).
- `spirit_blocks:support_any|support_option|support_digimon|slot2|slot3`: "Excluding this card, you
  cannot place any other (Option) cards in your support box or your slots 2 and 3 during
  appearance", in force while the Spirit is in the Support Box.
- `lost_column:Perfect`: "When you win the battle, your opponent takes the lost points of a
  Perfect": the column (RULES 6.1) in which the loser's lost points are read when the Digimon wins.
"""

from __future__ import annotations

from collections.abc import Iterator

from gameplay.engine.cards import CardRecord, Requirement, per_record
from gameplay.engine.effects.base import CompiledAbility
from gameplay.engine.moves import tied
from gameplay.engine.state import NONE, GameState, PlayerState

# The option limit (effects.base.Limit) that makes a card a Spirit (EC-7).
SPIRIT = "spirit"

PLACE_CLEAR = "spirit_place:clear"
PLACE_NO_DIGIMON = "spirit_place:no_digimon"
BLOCKS = "spirit_blocks:"
LOST_COLUMN = "lost_column:"
# The exception printed on a few options: "Ignore the effects of your Spirit and place this card in
# slot 3" (option_lines).
IGNORES_SPIRIT = "ignores_spirit"
NEEDS_SPIRIT = "needs_spirit"
ONE_CHOICE = "one_choice"
# UseAbility indices from here on name a tied Spirit's ability (see `ability_actions`).
SPIRIT_ABILITY = 1000
_LOST_COLUMNS = ("III", "IV", "Perfect", "Ultimate")


def is_spirit(card: CardRecord) -> bool:
    """Whether the card's compiled text makes it a Spirit (EC-7)."""
    return not card.is_digimon and card.has_limit(SPIRIT)


def _limits(card: CardRecord) -> Iterator[str]:
    for ability in card.text.abilities:
        yield from ability.limits


@per_record
def remains(alternative: tuple[Requirement, ...]) -> bool:
    """E-10: the Hybrid's condition says its Spirit stays in the Support Box while it battles."""
    return any(req.kind == "note" and "remains in the support box" in req.text.lower() for req in alternative)


@per_record
def _ignores_timing(alternative: tuple[Requirement, ...]) -> bool:
    # "Ignore the card's activation timing and effects" (Bo-759): no placement check, no effects.
    return any(
        req.kind == "note" and "ignore the card's activation timing" in req.text.lower()
        for req in alternative
    )


@per_record
def _spirit_names(alternative: tuple[Requirement, ...]) -> frozenset[str]:
    return frozenset(key for req in alternative if req.kind == "spirit" for key in req.keys)


def placement_allows(me: PlayerState, alternative: tuple[Requirement, ...], pay: tuple[int, ...]) -> bool:
    """T-P4 / EC-7: a Spirit whose text says "When there are no cards in your support box and slots
    2 and 3, send this card face-down from your hand to your support box" is put down only then, and
    only from the hand."""
    named = _spirit_names(alternative)
    if not named or _ignores_timing(alternative):
        # Most alternatives name no Spirit: no card of `pay` goes to the Support Box.
        return True
    for card in pay:
        record = me.deck[card]
        if record.key not in named:
            # Paid for another requirement (St-677 as a Digimental, EC-8): not put in the Support Box.
            continue
        if record.has_limit(PLACE_CLEAR):
            if card not in me.hand:
                return False
            if me.support != NONE or me.support_other or me.slots[1] != NONE or me.slots[2] != NONE:
                return False
        elif record.has_limit(PLACE_NO_DIGIMON):
            # "When there are no Digimon cards in your support box" (Bo-852, Bo-853).
            if card not in me.hand:
                return False
            if me.support != NONE or any(me.deck[other].is_digimon for other in me.support_other):
                return False
    return True


def _blocks(me: PlayerState) -> set[str]:
    if not me.support_other:
        return set()
    return {
        limit[len(BLOCKS) :]
        for card in me.support_other
        for limit in _limits(me.deck[card])
        if limit.startswith(BLOCKS)
    }


def blocks_slot(me: PlayerState, index: int, card: CardRecord) -> bool:
    """T-P6: a Spirit in the Support Box forbids setting other cards in the slots it names
    ("… or your slots 2 and 3 during appearance"), unless the card ignores the Spirit's effects; a
    card set "when there is a spirit in your support box" (St-757) waits for one."""
    # St-757 and St-758 name slot 2, so only a card that names a slot is looked at (T-P6 is hot).
    if (
        card.fixed_slot
        and card.has_limit(NEEDS_SPIRIT)
        and not any(me.deck[other].category.lower().startswith("spirit") for other in me.support_other)
    ):
        return True
    if not me.support_other:
        return False
    blocked = _blocks(me)
    return f"slot{index + 1}" in blocked and not card.has_limit(IGNORES_SPIRIT)


def blocks_support(me: PlayerState, card: CardRecord) -> bool:
    """B-10 and "send … to your support box" costs: "Excluding this card, you cannot place any other
    (Option / Digimon) cards in your support box during appearance"."""
    blocked = _blocks(me)
    if not blocked:
        return False
    kind = "support_digimon" if card.is_digimon else "support_option"
    return "support_any" in blocked or kind in blocked


def is_free(ability: CompiledAbility) -> bool:
    """Whether the engine applies the ability itself. A priced ability, or one used "only once
    during battle", is the player's choice (UseAbility), never paid or made by the engine."""
    return not ability.cost and ability.uses is None


def ability_actions(state: GameState, player: int) -> list[tuple[int, CompiledAbility]]:
    """B-4: a tied Spirit's priced abilities ("During battle, you may discard two Digimon cards from
    your hand and double your attack power"), as (UseAbility index, ability)."""
    if not state.modifiers:
        return []
    me = state.players[player]
    found: list[tuple[int, CompiledAbility]] = []
    for position, card in enumerate(tied(state, player)):
        abilities = me.deck[card].text.abilities
        own = range(SPIRIT_ABILITY * (position + 1), SPIRIT_ABILITY * (position + 1) + len(abilities))
        if me.deck[card].has_limit(ONE_CHOICE) and any(used in own for used in me.ability_uses):
            # Bo-853: "you can choose one of …": one choice a turn (ability_uses last the turn).
            continue
        for index, ability in enumerate(abilities):
            if ability.trigger == "on_use" and not is_free(ability):
                found.append((SPIRIT_ABILITY * (position + 1) + index, ability))
    return found


def ability_source(state: GameState, player: int, index: int) -> tuple[int, CompiledAbility] | None:
    """The tied Spirit and its ability a `UseAbility` index names, or None for a Digimon ability."""
    if index < SPIRIT_ABILITY:
        return None
    spirits = tied(state, player)
    position, own = divmod(index, SPIRIT_ABILITY)
    if not 1 <= position <= len(spirits):
        return None
    abilities = state.players[player].deck[spirits[position - 1]].text.abilities
    return (spirits[position - 1], abilities[own]) if own < len(abilities) else None


def lost_against(state: GameState, winner: int, loser_card: CardRecord, winner_card: CardRecord) -> int:
    """P-3 / RULES 6.1: the loser's lost points, in the column a tied Spirit names for the winner."""
    if state.modifiers:
        me = state.players[winner]
        for card in tied(state, winner):
            for limit in _limits(me.deck[card]):
                if limit.startswith(LOST_COLUMN):
                    return loser_card.lost_points[_LOST_COLUMNS.index(limit[len(LOST_COLUMN) :])]
    return loser_card.lost_against(winner_card)
