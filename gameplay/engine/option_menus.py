"""A Tamer card's menu of once-each effects: "You may only use each of the following effects once
until you hit the limit. 1) … 2) …" (Re-73, Re-76, Re-79; the CD Tamers print the same effects as
numbered or (O) lines). Each numbered effect ("menu:N", effects.base.MENU_ITEM) is a use of its own,
taken at most once while the card stays in its slot, until its limit sends it away (O-3, O-L1):

- an evolving effect ("If your Digimon is Piyomon, ignore the evolution requirements and evolve it
  into the Birdramon in your Evolution Box") is used by the evolution prepared with it (T-P4, alt
  -1, E-11): the card stays in its slot, and when the step is carried out (E-6) the card turns
  face-up and that effect is spent. One card may so pay two steps of one Evolution Phase with two
  of its effects (Plotmon into Tailmon into Angewomon), never twice with the same one;
- every other effect is a `UseAbility` of the slot card (index OPTION_ABILITY × slot + ability), in
  the phase it names (its condition's `phase_is`) or else the card's timing, within the window its
  limits name ("after_evolution_step": at the end of the player's Evolution Phase, E-3 (d)); the
  first use of a face-down card turns it face-up (O-3, O-4). Effects sharing one number are the
  outcomes of one choice ("change your battle type to A, B or C"): using one spends them all.

What a used effect gives lasts as long as the card stays in its slot (O-L2)."""

from __future__ import annotations

from collections.abc import Iterator

from gameplay.engine.actions import Action, UseAbility
from gameplay.engine.cards import CardRecord
from gameplay.engine.costs import can_pay_costs, pay_cost_list
from gameplay.engine.effect_context import OPTION, EngineContext
from gameplay.engine.effect_firing import apply_effects
from gameplay.engine.effects.base import CompiledAbility, Condition
from gameplay.engine.effects.conditions.all_of import AllOf
from gameplay.engine.effects.conditions.phase_is import PhaseIs
from gameplay.engine.effects.evolve_ignoring_conditions import EvolveIgnoringConditions
from gameplay.engine.effects.families.options import swap_possible
from gameplay.engine.effects.swap_hand_option_into_slot import SwapHandOptionIntoSlot
from gameplay.engine.ignoring import filter_reaches
from gameplay.engine.invalidation import invalidated_on_use
from gameplay.engine.options import fire_flip_watchers, why_not_flipped_now
from gameplay.engine.state import NONE, GameState, PlayerState

# UseAbility indices from here on name an option's ability used from its slot: OPTION_ABILITY × the
# slot number (1-3) + the ability's index (spirits.SPIRIT_ABILITY's indices stay below).
OPTION_ABILITY = 10_000
AFTER_EVOLUTION_STEP = "after_evolution_step"
# The `PlayerState.evo_alts` entry of a step prepared with a menu card (the `Prepare` says alt -1): it
# is carried out only while a menu effect in a slot still evolves it (E-6.4 otherwise).
MENU_STEP = -2


def is_menu(card: CardRecord) -> bool:
    return bool(card.text.abilities) and any(a.menu_item for a in card.text.abilities)


def _menu_cards(me: PlayerState) -> Iterator[tuple[int, int, CardRecord]]:
    """(slot, card, its record) for each option slot holding a Tamer menu card."""
    for slot, card_id in enumerate(me.slots):
        if card_id != NONE and is_menu(card := me.deck[card_id]):
            yield slot, card_id, card


def _evolving(ability: CompiledAbility) -> bool:
    return any(isinstance(effect, EvolveIgnoringConditions) for effect in ability.effects)


# The numbers of the effects used are kept as the slot's choice (`PlayerState.choices`, "menu:1 2"),
# which goes with the card when it leaves its slot (O-3); a menu card declares no other choice.
_SPENT = "menu:"


def _spent(me: PlayerState, slot: int, item: int) -> bool:
    kept = me.choices[slot]
    return kept.startswith(_SPENT) and str(item) in kept[len(_SPENT) :].split()


def _spend(me: PlayerState, slot: int, item: int) -> None:
    kept = me.choices[slot] if me.choices[slot].startswith(_SPENT) else _SPENT
    me.choices[slot] = f"{kept} {item}" if kept != _SPENT else f"{_SPENT}{item}"


def menu_evolution(me: PlayerState, target: CardRecord, top: CardRecord) -> tuple[int, int] | None:
    """The slot and ability index of the first unspent evolving menu effect of a slot card that
    evolves `top` into `target` ignoring the requirements (E-11), or None."""
    for slot, _card_id, card in _menu_cards(me):
        for index, ability in enumerate(card.text.abilities):
            if not ability.menu_item or not _evolving(ability) or _spent(me, slot, ability.menu_item):
                continue
            for effect in ability.effects:
                if isinstance(effect, EvolveIgnoringConditions) and filter_reaches(
                    effect.target_filter, target, top
                ):
                    return slot, index
    return None


def _turn_face_up(state: GameState, player: int, slot: int) -> None:
    """O-3: the card is used; it stays face-up in its slot until its limit (O-L1)."""
    me = state.players[player]
    card_id = me.slots[slot]
    if me.active[slot]:
        return
    if not me.face_up[slot]:
        fire_flip_watchers(state, player, slot, card_id)
    me.face_up[slot] = True
    me.active[slot] = True
    me.used_turn[slot] = state.turn
    me.flipped.append(card_id)


def spend_evolution(state: GameState, player: int, slot: int, index: int) -> None:
    """E-6: the evolving effect at `index` of the menu card in `slot` has evolved the Digimon."""
    _turn_face_up(state, player, slot)
    me = state.players[player]
    _spend(me, slot, me.deck[me.slots[slot]].text.abilities[index].menu_item)


def _names_phase(condition: Condition | None, phase: str) -> bool | None:
    """Whether the condition's `phase_is` names `phase`; None when it names no phase."""
    if isinstance(condition, PhaseIs):
        return phase in condition.phases
    if isinstance(condition, AllOf):
        named = [n for part in condition.parts if (n := _names_phase(part, phase)) is not None]
        return any(named) if named else None
    return None


def menu_actions(state: GameState, player: int, phase: str) -> list[Action]:
    """The menu effects the player may use now, one `UseAbility` each (see the module text)."""
    me = state.players[player]
    if not me.facts.ignoring:
        # Every menu card holds an evolving effect, so a deck without one holds no menu.
        return []
    result: list[Action] = []
    for slot, card_id, card in _menu_cards(me):
        if not me.active[slot] and (me.face_up[slot] or why_not_flipped_now(state, player, slot) is not None):
            continue
        ctx = EngineContext(state, player, card_id, OPTION, "source")
        for index, ability in enumerate(card.text.abilities):
            if not ability.menu_item or _evolving(ability) or _spent(me, slot, ability.menu_item):
                continue
            named = _names_phase(ability.condition, phase)
            if not (named if named is not None else card.timing == phase):
                continue
            if AFTER_EVOLUTION_STEP in ability.limits and not me.decided:
                continue
            if not can_pay_costs(state, player, ability.cost):
                continue
            if any(
                isinstance(effect, SwapHandOptionIntoSlot) and not swap_possible(ctx, player, effect.slot)
                for effect in ability.effects
            ):
                # "Swap an Option card from your hand with a card already set in your slot": this
                # slot holds no set card, or the hand no Option card.
                continue
            if ability.condition is None or ability.condition.holds(ctx):
                result.append(UseAbility(OPTION_ABILITY * (slot + 1) + index))
    return result


def menu_source(state: GameState, player: int, number: int) -> tuple[int, int] | None:
    """The slot and ability index a menu `UseAbility` names, if any."""
    slot, index = divmod(number, OPTION_ABILITY)
    me = state.players[player]
    if not 1 <= slot <= len(me.slots) or me.slots[slot - 1] == NONE:
        return None
    abilities = me.deck[me.slots[slot - 1]].text.abilities
    if index >= len(abilities) or not abilities[index].menu_item:
        return None
    return slot - 1, index


def use_menu_effect(state: GameState, player: int, slot: int, index: int, pay: tuple[int, ...] = ()) -> None:
    """O-3: the menu effect at `index` of the card in `slot` is used once; what it gives lasts while
    the card stays in its slot (O-L2)."""
    me = state.players[player]
    card_id = me.slots[slot]
    ability = me.deck[card_id].text.abilities[index]
    flipping = not me.active[slot]
    _turn_face_up(state, player, slot)
    if flipping and state.players[1 - player].immunities and invalidated_on_use(state, player, slot):
        # B-6: the opponent's Digimon invalidates the card as it is used (grant_invalidation).
        return
    _spend(me, slot, ability.menu_item)
    pay_cost_list(state, player, ability.cost, pay)
    ctx = EngineContext(state, player, card_id, OPTION, "source", pay)
    # P-9: "lower both your and your opponent's points by 20" changes both at one moment.
    apply_effects(state, ctx, ability.effects)
