"""Costs of abilities and options (O-C1..O-C3): cards from the hand or the Net Ocean, chosen by
the player (`pay` ids first, else the newest matching hand cards)."""

from __future__ import annotations

from collections.abc import Sequence

from gameplay.engine.cards import CardRecord, name_key, per_record
from gameplay.engine.effects.base import PAID_PER_USE, CompiledText, Cost
from gameplay.engine.modifiers.marks import EvolutionCost
from gameplay.engine.moves import remove_from_zones
from gameplay.engine.spirits import blocks_support
from gameplay.engine.state import NONE, GameState, PlayerState


def _spellings(name: str) -> tuple[str, ...]:
    return (name, name.replace(":", "")) if ":" in name else (name,)


def card_matches(card: CardRecord, card_filter: str) -> bool:
    """The compiler's ";"-joined card tests (effects.base.Cost); every test must pass. Filters
    joined by "||" are alternatives: a card passing any of them passes once ("for every Digimon
    belonging to Deep Savers, or Hybrid level on your sheet" counts a Hybrid Deep Saver once)."""
    if card_filter == "any":
        return True
    if "||" in card_filter:
        return any(card_matches(card, alternative) for alternative in card_filter.split("||"))
    for test in card_filter.split(";"):
        key, _, value = test.partition(":")
        options = value.split("|")
        if key == "digimon" and not card.is_digimon:
            return False
        if key == "option" and card.is_digimon:
            return False
        if key == "type" and card.option_type not in options:
            return False
        if key == "level" and card.level not in options:
            return False
        # "a Digimon card that is both of battle type A and Vaccine attribute" (Bo-370, Bo-372).
        if key == "battle_type" and card.battle_type not in options:
            return False
        if key == "frame" and card.frame.lower() not in options:
            return False
        if key == "field" and not card.fields & set(options):
            return False
        if key == "attribute" and not card.attributes & set(options):
            return False
        # "Imperialdramon (Non-Virus)" (Tv-2): none of these attributes.
        if key == "not_attribute" and card.attributes & set(options):
            return False
        if key == "species" and not any(option.lower() in card.species.lower() for option in options):
            return False
        if key == "group" and not card.groups & set(options):
            return False
        # "a red frame Digimon (excluding Digimon belonging to the Royal Knights)" (Bx-7s).
        if key == "not_group" and card.groups & set(options):
            return False
        # An option card's category ("cards belonging to the category 'Chosen Children'", O-K1).
        if key == "category" and card.category not in options:
            return False
        # "Beelzebumon: Blast Mode" (Bo-1083): the catalog prints a form without the colon (Bo-1058).
        if key == "name" and card.keys.isdisjoint(name_key(n) for name in options for n in _spellings(name)):
            return False
        # "If the opponent uses 'High Speed Plug-In B (St-51)'" (St-376): that printing only.
        if key == "number" and card.number not in options:
            return False
        # "a Digimon card with a basic A attack power of 450 and below" (St-677): "attack_max:A=450".
        if key in ("attack_max", "attack_min"):
            column, _, bound = value.partition("=")
            printed = card.attack(column)
            if printed > int(bound) if key == "attack_max" else printed < int(bound):
                return False
        if key == "name_contains" and not any(word.lower() in card.name.lower() for word in options):
            return False
        # "any Digimon with the ability "flame"" (Bo-917): a keyword the card's own text gives it.
        if key == "keyword" and not printed_keywords(card) & set(options):
            return False
        # "a Level IV Digimon with Armor Evolution in its Fusion Requirements, a Perfect level Digimon
        # with Jogress Evolution in its evolution requirements" (Re-15): a kind of requirement (RULES 4.2)
        # in one of its printed alternatives, "route:armor", "route:jogress"; "route:appearance" for
        # "an Ultimate level Digimon card that appears with appearance requirements" (Bo-592, E-9).
        if key == "route" and not any(req.kind in options for alt in card.evolution for req in alt):
            return False
        # "cards containing the word 'Chosen' in their category" (RULES 7.7, O-K1).
        if key == "category_contains" and not any(word.lower() in card.category.lower() for word in options):
            return False
    return True


def printed_keywords(card: CardRecord) -> frozenset[str]:
    """The keywords a card has by its own unconditional lines ("Has the ability "flame"")."""
    return frozenset(
        keyword
        for ability in card.text.abilities
        if ability.trigger == "continuous" and ability.condition is None
        for effect in ability.effects
        if effect.kind == "grant_keyword" and isinstance(keyword := getattr(effect, "keyword", None), str)
    )


def costs_of(text: CompiledText | None) -> list[Cost]:
    if text is None:
        return []
    return list(_costs(text))


@per_record
def _costs(text: CompiledText) -> tuple[Cost, ...]:
    # A Point Calculation option's abilities fire at P-2 ("point_calc"), and it pays when flipped
    # there like any other (O-C1: Bo-162's "Send the top 3 cards of your Net Ocean"); so does one
    # whose only effect waits for the start of the Point Calculation Phase (Re-52t).
    return tuple(
        cost
        for ability in text.abilities
        if ability.trigger in ("on_use", "point_calc", "calc_start") and PAID_PER_USE not in ability.limits
        for cost in ability.cost
    )


def can_pay(state: GameState, player: int, text: CompiledText | None, exclude: int = -1) -> bool:
    # "Ignore the effects of your Spirit and send an Agnimon card … to your support box" (Bo-120t); only
    # looked at while the Support Box holds a card that could forbid it.
    if text is None:
        return True
    costs = _costs(text)
    if not costs:
        # Most options and supports cost nothing (asked for every one offered at every decision).
        return True
    ignore = bool(state.players[player].support_other) and any(
        "ignores_spirit" in ability.limits for ability in text.abilities
    )
    return can_pay_costs(state, player, costs, exclude, ignore_spirit=ignore)


def evolution_costs(state: GameState, player: int) -> list[Cost]:
    """EC-4: the hand cards an effect added to the requirements of every evolution, fusion and
    appearance of `player` this turn ("add 'Send two additional Digimon cards from your hand to the
    Dark Area' to the opponent's evolution requirements field", Bo-646: the EvolutionCost mark)."""
    if not state.modifiers:
        return []
    return [
        Cost(m.count, "hand", m.card_filter)
        for m in state.modifiers
        if type(m) is EvolutionCost and m.player == player
    ]


def pay_costs(state: GameState, player: int, text: CompiledText | None, chosen: tuple[int, ...]) -> None:
    pay_cost_list(state, player, costs_of(text), chosen)


def can_pay_costs(
    state: GameState, player: int, costs: Sequence[Cost], exclude: int = -1, *, ignore_spirit: bool = False
) -> bool:
    if not costs:
        # Most options and abilities cost nothing (asked for every one offered at every decision).
        return True
    me = state.players[player]
    # The hand without `exclude` (a copy only when it holds it: most costs exclude no card).
    hand = me.hand if exclude not in me.hand else [card for card in me.hand if card != exclude]
    hand_needed = 0
    ocean_needed = 0
    for cost in costs:
        if cost.hand_all:
            continue
        if cost.source == "net_ocean":
            ocean_needed += cost.count
        elif cost.source == "hand_or_slots":
            if len(_hand_or_slot_cards(me, hand, cost.card_filter, exclude)) < cost.count:
                return False
        else:
            # Most hand costs take any card: then every hand card qualifies.
            if cost.card_filter == "any":
                matching = len(hand)
            else:
                matching = sum(1 for c in hand if card_matches(me.deck[c], cost.card_filter))
            if matching < cost.count:
                return False
            if (
                cost.to == "support_box"
                and me.support_other
                and not ignore_spirit
                and _spirit_blocks(me, hand, cost)
            ):
                return False
            hand_needed += cost.count
    return hand_needed <= len(hand) and ocean_needed <= len(me.net_ocean)


def _hand_or_slot_cards(me: PlayerState, hand: list[int], card_filter: str, exclude: int) -> list[int]:
    """The hand cards, then the option-slot cards (face-down or face-up, not `exclude`), that pass
    `card_filter`."""
    slots = [card for card in me.slots if card not in (NONE, exclude)]
    return [card for card in hand + slots if card_matches(me.deck[card], card_filter)]


def _spirit_blocks(me: PlayerState, hand: list[int], cost: Cost) -> bool:
    """ "Excluding this card, you cannot place any other cards in your support box during
    appearance": a Spirit there keeps the cost's cards out (engine.spirits)."""
    fits = [c for c in hand if card_matches(me.deck[c], cost.card_filter)]
    return sum(1 for c in fits if not blocks_support(me, me.deck[c])) < cost.count


def pay_cost_list(state: GameState, player: int, costs: Sequence[Cost], chosen: tuple[int, ...]) -> None:
    me = state.players[player]
    named = list(chosen)
    for cost in costs:
        destination = (
            me.support_other
            if cost.to == "support_box"
            else me.gauge_cards
            if cost.to == "point_gauge"
            else me.dark_area
        )
        if cost.hand_all:
            destination.extend(me.hand)
            me.hand.clear()
            continue
        if cost.source == "hand_or_slots":
            # Bo-970: the named cards first, then the newest matching hand cards, then slot cards.
            fits = _hand_or_slot_cards(me, list(reversed(me.hand)), cost.card_filter, NONE)
            picks = [c for c in named if c in fits] + [c for c in fits if c not in named]
            for paid in picks[: cost.count]:
                remove_from_zones(state, player, paid)
                destination.append(paid)
            continue
        for _ in range(cost.count):
            if cost.source == "net_ocean":
                if me.net_ocean:
                    destination.append(me.net_ocean.pop())
                continue
            pick = next(
                (c for c in named if c in me.hand and card_matches(me.deck[c], cost.card_filter)), None
            )
            if pick is None:
                pick = next(
                    (c for c in reversed(me.hand) if card_matches(me.deck[c], cost.card_filter)), None
                )
            if pick is None:
                break
            if pick in named:
                named.remove(pick)
            me.hand.remove(pick)
            destination.append(pick)
