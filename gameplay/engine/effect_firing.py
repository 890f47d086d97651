"""The firing of compiled card text: each ability whose trigger and condition hold applies its effects
through an EngineContext; a lasting conditioned ability is held (O-N2, A-2)."""

from __future__ import annotations

from gameplay.engine import moves
from gameplay.engine.effect_context import EngineContext
from gameplay.engine.effect_reach import LOST_WITH_SPECIALS, line_acts
from gameplay.engine.effects.base import (
    DIGIMON,
    OPTION,
    PAID_PER_USE,
    POWER,
    TO_SUPPORT_BOX,
    CompiledAbility,
    CompiledText,
    Condition,
    Effect,
)
from gameplay.engine.effects.change_points import ChangePoints
from gameplay.engine.effects.conditions.all_of import AllOf
from gameplay.engine.effects.conditions.any_of import AnyOf
from gameplay.engine.effects.conditions.card_count import CardCount
from gameplay.engine.effects.conditions.hand_fits import HandFits
from gameplay.engine.effects.conditions.hand_share_below import HandShareBelow
from gameplay.engine.effects.conditions.hand_size_within import HandSizeWithin
from gameplay.engine.effects.conditions.negation import Not
from gameplay.engine.effects.past_attack_block import PastAttackBlock
from gameplay.engine.modifiers.marks import Held
from gameplay.engine.state import GameState


def fire(
    state: GameState,
    owner: int,
    source: int,
    text: CompiledText,
    triggers: tuple[str, ...],
    source_kind: str,
    lifetime: str,
    pay: tuple[int, ...] = (),
    only: int | None = None,
) -> None:
    """Run every compiled ability of `text` with one of `triggers` whose condition holds (only the
    ability at index `only`, when given)."""
    if not text.abilities:
        return
    # Made for the first ability that fires: most calls find none with these triggers.
    ctx: EngineContext | None = None
    for index, ability in enumerate(text.abilities):
        if ability.trigger not in triggers or (only is not None and index != only):
            continue
        me = state.players[owner]
        if source_kind == DIGIMON and not line_acts(me, ability):
            continue
        if ability.cost and source_kind in (DIGIMON, POWER):
            # An ability with a price is the player's choice ("you may discard ..."): it is
            # used through a UseAbility action (B-4) or by hand, never paid automatically.
            continue
        if PAID_PER_USE in ability.limits or ability.menu_item:
            # An option's price paid at each use is also the player's choice
            # (abilities.option_ability_actions), and so is each effect of a menu (option_menus).
            continue
        if ctx is None:
            ctx = EngineContext(state, owner, source, source_kind, lifetime, pay)
        if ability.condition is not None and not ability.condition.holds(ctx):
            continue
        if LOST_WITH_SPECIALS in ability.limits and me.specials_negated:
            # What it would give is lost with the special abilities the Digimon has lost.
            continue
        # A printed "for the turn" / "send it to the Dark Area at the end of the turn" outlasts the
        # phase the ability fired in (a Power Box card's text fires in the Evolution Phase, B-8).
        ctx.lifetime = "turn" if lifetime == "phase" and "end_of_turn" in ability.limits else lifetime
        if "end_of_turn" in ability.limits and lifetime == "source":
            # O-L2's printed duration: "for the turn during which this card is used, …" on a card that
            # stays "after 2 turns" (Re-23t, O-L3) ends with the turn while the card stays; "add 50
            # just for this turn" on a card sent away "immediately after use" (St-319) lasts the turn
            # after the card has gone (moves.drop_modifiers_of keeps it).
            ctx.lifetime = "turn" if _duration_is_printed(state, owner, source) else lifetime
        before = state.seq
        if not apply_effects(state, ctx, ability.effects):
            return
        if held(ability, source_kind):
            # O-N2 / A-2: the effect applies only while its condition holds (and counts what is
            # there now); the marker ties the modifiers just added (seq in (before, marker)) to the
            # ability, so that `options.refresh_situations` can withdraw or recount them.
            seq = moves.next_seq(state)
            marker = Held(
                player=owner,
                seq=seq,
                source=source,
                source_player=owner,
                lifetime=ctx.lifetime,
                ability=index,
                after_seq=before,
                source_kind=source_kind,
            )
            moves.add_modifier(state, marker)


# Effect kinds whose whole result is modifiers of the source, so they can be withdrawn and applied
# again as their condition turns false and true (O-N2).
WITHDRAWABLE_KINDS = frozenset(
    {
        "add_attack",
        "add_base_attack",
        "add_attack_per_card",
        "multiply_attack",
        "set_attack",
        "halve_attack",
        "zero_column",
        "set_attack_column",
        "lost_points_add",
        "lost_points_multiply",
        "add_trait",
        "forbid_supports",
        "forbid_face_down_use",
        "first_attacker_opens_battle",
        "restrict_to_slot_one",
        "forbid_setting",
        "penalize_field_removal",
        "win_on_draw",
        "use_column_value",
        "mirror_loss",
        "add_column_value",
        "lose_zeroing",
    }
)


def apply_effects(state: GameState, ctx: EngineContext, effects: tuple[Effect, ...]) -> bool:
    """Apply `effects` in order through `ctx`; False when the game ended before one of them (the
    rest are not applied). P-9: "reduce both your and your opponent's points by 10" (Sx-44) brings
    both to 0 at the same moment: the game end is checked after the last of the point changes
    that follow one another (P-8)."""
    for at, effect in enumerate(effects):
        if state.result is not None:
            return False
        following = effects[at + 1] if at + 1 < len(effects) else None
        ctx.one_moment = following is not None and effect.kind == following.kind == ChangePoints.kind
        effect.apply(ctx)
    return True


def _duration_is_printed(state: GameState, owner: int, source: int) -> bool:
    """Whether an "end of the turn" on the option `source` is its effect's own printed duration, not
    the card's limit (O-L1): the card stays after the turn ("after N turns", lasting) or leaves its
    slot at once ("immediately after use"). On a card that leaves "at the end of the turn during
    which it was used" (St-380) it is the limit, and the effect ends when the card leaves (O-L2)."""
    deck = state.players[owner].deck
    if not 0 <= source < len(deck) or deck[source].is_digimon:
        return False
    limit = deck[source].limit
    # A card used into the Support Box may stay there after the turn, tied to a Digimon
    # (engine.hand_support): "For the turn, add 200 …" (St-755) is its effect's own duration.
    placed = TO_SUPPORT_BOX in deck[source].limits
    return placed or limit in ("lasting", "immediate") or limit.startswith("turns:")


def _unwrapped(effects: tuple[Effect, ...]) -> list[Effect]:
    """The effects, an addition past Hit Lock (Bo-130t) read as the plain additions it holds: they
    are withdrawn and counted again as those are."""
    return [
        inner
        for effect in effects
        for inner in (effect.effects if isinstance(effect, PastAttackBlock) else (effect,))
    ]


def held(ability: CompiledAbility, source_kind: str) -> bool:
    """A lasting ability that is conditioned or counts cards: an option's effect (O-N2) or a
    battling Digimon's continuous ability (A-2), made only of modifiers that can be withdrawn."""
    if not ability.effects:
        return False
    # A loop, not all(): asked after every ability that fires.
    for effect in _unwrapped(ability.effects):
        if effect.kind not in WITHDRAWABLE_KINDS:
            return False
    # A Power Box card's text acts like an option's once the Digimon has evolved (evolution.carry_out).
    lasting = (source_kind in (OPTION, POWER) and ability.trigger in ("on_use", "continuous")) or (
        source_kind == DIGIMON and ability.trigger == "continuous"
    )
    if source_kind in (OPTION, POWER) and ability.condition is not None and reads_hand(ability.condition):
        # "Check the opponent's hand, and if it contains any Vaccine attribute Digimon, …" (Bo-914):
        # an option looks at a hand when it is used, not again as the hand changes.
        return False
    return lasting and (ability.condition is not None or recounted(ability))


def reads_hand(condition: Condition) -> bool:
    """Whether the condition looks at a hand (its size or the cards in it)."""
    if isinstance(condition, HandSizeWithin | HandFits | HandShareBelow):
        return True
    if isinstance(condition, CardCount):
        return "hand" in condition.zone.split("+")
    if isinstance(condition, Not):
        return reads_hand(condition.part)
    if isinstance(condition, AllOf | AnyOf):
        return any(reads_hand(part) for part in condition.parts)
    return False


def recounted(ability: CompiledAbility) -> bool:
    """A continuous "for every support Digimon that the opponent has, add 400" counts the cards
    there are at each moment of the battle, not only those at attack confirmation (B-3): supports
    are placed and options flipped later. Only plain additions are recounted, as re-adding them
    changes nothing else (B-8 step 5 sums them)."""
    kinds = {effect.kind for effect in _unwrapped(ability.effects)}
    plain = kinds <= {"add_attack", "add_attack_per_card"}
    return ability.trigger == "continuous" and "add_attack_per_card" in kinds and plain
