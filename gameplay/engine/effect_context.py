"""The engine's implementation of `effects.base.EffectContext`: the state primitives the effect
families (effects.families) build on, and the effects that act on the state directly.

A context is made for one source card: "self" is its owner. Modifiers it adds are tagged with the
source so they end when the source leaves play (O-L2, B-11.3) or at the end of the phase. Its
reach (whom an effect may act on) is engine.effect_reach, its queries engine.effect_queries; the
firing of compiled text is engine.effect_firing.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import Any

from gameplay.engine import hand_evolution, moves
from gameplay.engine.attack import battle_type
from gameplay.engine.beside import place_beside, stack_on
from gameplay.engine.cards import name_key
from gameplay.engine.costs import card_matches
from gameplay.engine.effect_queries import ContextQueries, has_mark
from gameplay.engine.effect_reach import (
    DIGIMON,
    LOST_WITH_SPECIALS,
    OPTION,
    POWER,
    SUPPORT,
    cannot_lose_specials,
)
from gameplay.engine.effects.base import Column, CompiledAbility, Side, Zone
from gameplay.engine.effects.families import attack as attack_family
from gameplay.engine.effects.immunity import (
    ALL_OPTIONS,
    DIRECT_POINT_REDUCTION,
    FORCED_DRAW,
    FURTHER_ON_DRAW,
    FURTHER_ON_WIN,
    FURTHER_POINT_REDUCTION,
)
from gameplay.engine.hands import hand_limit
from gameplay.engine.modifiers import Modifier
from gameplay.engine.modifiers.attack import BattleTypeChange
from gameplay.engine.modifiers.marks import (
    AddedField,
    AddedGroup,
    AttributeChange,
    FieldOnly,
    LeaveAtEndOfTurn,
    LostKeyword,
)
from gameplay.engine.modifiers.points import LostAdd, NoRegain, RegainReversed, ReturnToBattle
from gameplay.engine.state import DRAW, NONE, GameState, PlayerState

# The source kinds and the option limit the rules modules import from here with EngineContext.
__all__ = ["DIGIMON", "LOST_WITH_SPECIALS", "OPTION", "POWER", "SUPPORT", "EngineContext", "has_mark"]


class EngineContext(ContextQueries):
    """Side-relative operations on the state for effects of one source card: the queries of
    ContextQueries, the reach of ContextReach and the state primitives the effect families use."""

    __slots__ = ()

    def modify(
        self, player: int | None, kind: type[Modifier], /, *, lifetime: str = "", **fields: Any
    ) -> None:
        if player is None:
            return
        modifier = kind(
            player=player,
            seq=moves.next_seq(self.state),
            source=self.source,
            source_player=self.owner,
            lifetime=lifetime or self.lifetime,
            **fields,
        )
        moves.add_modifier(self.state, modifier)

    # -- B-8 attack modifiers --------------------------------------------------------------------
    # -- P-3 lost points -------------------------------------------------------------------------
    # Lost-point changes are for this turn's P-3, even when their option leaves its slot at the
    # end of the Battle Phase (O-L1) before the points are calculated.
    def add_lost_points(self, side: Side, amount: int) -> None:
        player = self.target(side)
        if amount > 0 and self.immune_to_opponent(player, FURTHER_POINT_REDUCTION):
            return
        # Immunity to only a won battle's or only a draw's "further reduce" (P-1 result known).
        narrow = FURTHER_ON_DRAW if self.state.battle_result == DRAW else FURTHER_ON_WIN
        if amount > 0 and self.immune_to_opponent(player, narrow):
            return
        self.modify(player, LostAdd, amount=amount, lifetime="turn")

    # -- points, cards, zones --------------------------------------------------------------------
    def change_points(self, side: Side, delta: int) -> None:
        player = self.target(side)
        if delta > 0 and player is not None and self.state.modifiers:
            # "Cannot regain points" (St-103) / "'regain' is changed to 'reduce'" (Bo-1023).
            delta = _regained(self.state, player, delta)
        if delta < 0 and self.immune_to_opponent(player, DIRECT_POINT_REDUCTION):
            return
        if player is not None:
            moves.change_points(self.state, player, delta, check=not self.one_moment)

    def draw(self, side: Side, count: int) -> None:
        player = self.target(side)
        if player is not None:
            moves.draw(self.state, player, count)

    # -- zones (the cards family, effects.families.cards) ----------------------------------------
    def cards(self, player: int, zone: Zone) -> tuple[int, ...]:
        return tuple(_zone(self.state.players[player], zone))

    def move_card(self, player: int, card: int, to: Zone) -> None:
        me = self.state.players[player]
        for zone in (me.hand, me.dark_area, me.net_ocean, me.gauge_cards):
            if card in zone:
                zone.remove(card)
                break
        _zone(me, to).append(card)

    def shuffle(self, player: int, zone: Zone) -> None:
        # The state's PRNG (S-3).
        self.state.rng.shuffle(_zone(self.state.players[player], zone))

    def matches(self, player: int, card: int, card_filter: str) -> bool:
        return card_matches(self.state.players[player].deck[card], card_filter)

    def named_cards(self, player: int) -> tuple[int, ...]:
        return tuple(self.pay) if player == self.owner else ()

    def spend_named(self, card: int) -> None:
        self.pay.remove(card)

    def hand_limit(self, player: int) -> int:
        return hand_limit(self.state, player)

    # -- option slots (the options family, effects.families.options) -----------------------------
    def face_up(self, player: int, index: int) -> bool:
        return self.state.players[player].face_up[index]

    def slot_active(self, player: int, index: int) -> bool:
        return self.state.players[player].active[index]

    def discard_slot(self, player: int, index: int) -> None:
        moves.slot_to_dark_area(self.state, player, index)

    def slot_to_hand(self, player: int, index: int) -> None:
        me = self.state.players[player]
        card = me.slots[index]
        me.slots[index] = NONE
        me.active[index] = False
        me.choices[index] = ""
        me.hand.append(card)

    def pending_use(self, player: int) -> int | None:
        pending_player, pending_index, _ = self.state.pending
        return pending_index if pending_player == player else None

    # -- evolution (the evolution family, effects.families.evolution) ----------------------------
    def power_box(self, player: int) -> tuple[tuple[int, int, str], ...]:
        return tuple(self.state.players[player].power)

    def place_power_card(self, player: int, index: int, tag: str) -> None:
        card, step, _ = self.state.players[player].power[index]
        self.state.players[player].power[index] = (card, step, tag)

    def allow_ignoring_conditions(self, player: int) -> None:
        self.state.players[player].ignore_conditions = True

    def send_support_to_dark_area(self, side: Side, card_filter: str) -> None:
        player = self.target(side)
        if player is None:
            return
        me = self.state.players[player]
        # B-10.5: only the card placed by its ■ ability is a support Digimon.
        if me.support != NONE and card_matches(me.deck[me.support], card_filter):
            moves.support_to_dark_area(self.state, player)

    def add_trait(self, side: Side, trait: str, value: str) -> None:
        if trait == "field":
            self.modify(self.target(side), AddedField, field=value)
        else:
            self.modify(self.target(side), AddedGroup, group=value)

    def add_paid_attack(self, column: Column) -> None:
        # costs.pay_cost_list appends the paid card to the Support Box, so it is the last one there.
        me = self.state.players[self.owner]
        if me.support_other:
            attack_family.add_attack(self, "self", me.deck[me.support_other[-1]].attack(column))

    def stack_user_at_end_of_turn(self) -> None:
        # The marker of `leave_at_end_of_turn`, tied to the battling Digimon, which goes on to the
        # point gauge (options.end_turn).
        self._leave_marker(to_point_gauge=True)

    def change_attribute(self, side: Side, attributes: frozenset[str], kept_after_evolution: bool) -> None:
        player = self.target(side)
        if player is None or not attributes:
            return
        top = self.state.players[player].top
        self.modify(
            player,
            AttributeChange,
            digimon=top,
            kept_after_evolution=kept_after_evolution,
            attributes=attributes,
        )

    def restrict_fields(self, side: Side, fields: tuple[str, ...]) -> None:
        player = self.target(side)
        for value in fields:
            self.modify(player, FieldOnly, field=value)

    def keep_attribute_change(self, side: Side) -> None:
        player = self.target(side)
        mine = (self.source, self.owner)
        self.state.modifiers = [
            replace(m, kept_after_evolution=True)
            if type(m) is AttributeChange and m.player == player and (m.source, m.source_player) == mine
            else m
            for m in self.state.modifiers
        ]

    def leave_at_end_of_turn(self) -> None:
        # Kept as a "turn" modifier of the source: `options.end_turn` reads it before P-5 (d) clears
        # the turn's modifiers, and it ends early if the source leaves the box.
        if self.source_kind in (POWER, OPTION):
            # "The Digimon that was fused through the use of this card will be sent to the Dark Area
            # at the end of the turn" (Bo-7j): a Power Box card's text marks the Digimon it evolved;
            # "the Digimon that used this card is sent to the Dark Area" (Bo-120t): an option's, the
            # Digimon that used it.
            self._leave_marker(to_point_gauge=False)
            return
        self.modify(self.owner, LeaveAtEndOfTurn, to_point_gauge=False, lifetime="turn")

    def _leave_marker(self, *, to_point_gauge: bool) -> None:
        """A "turn" LeaveAtEndOfTurn whose source is the owner's battling Digimon."""
        top = self.state.players[self.owner].top
        marker = LeaveAtEndOfTurn(
            player=self.owner,
            seq=moves.next_seq(self.state),
            source=top,
            source_player=self.owner,
            lifetime="turn",
            to_point_gauge=to_point_gauge,
        )
        moves.add_modifier(self.state, marker)

    def place_beside_digimon(self, until_attribute_changed: bool) -> None:
        me = self.state.players[self.owner]
        if self.source_kind != OPTION or self.source not in me.slots or not me.digimon:
            return
        index = me.slots.index(self.source)
        # The card says it keeps its effects there, so this is no O-L2 removal: its modifiers stay.
        me.slots[index] = NONE
        me.face_up[index] = False
        me.active[index] = False
        me.choices[index] = ""
        place_beside(self.state, self.owner, self.source, until_attribute_changed)

    def stack_on_card(self, names: tuple[str, ...], option_type: str) -> None:
        if self.source_kind == OPTION and self.source in self.state.players[self.owner].slots:
            stack_on(self.state, self.owner, self.source, names, option_type)

    def attack_last(self, side: Side) -> None:
        # RULES 0.3 / 4.0: the owner becomes the second player for the rest of this turn; P-6 sets
        # the next turn's first player from the battle as usual.
        self.state.fp = 1 - self._player(side)

    def send_digimon_to_dark_area(self, side: Side) -> None:
        player = self.target(side)
        if player is not None:
            moves.top_to_dark_area(self.state, player)

    # -- keywords, immunities, negation, flow ------------------------------------------------------
    def grant_keyword(self, side: Side, keyword: str) -> None:
        player = self.target(side)
        if player is not None and keyword not in self.state.players[player].keywords:
            self.state.players[player].keywords.append(keyword)

    def negate_specials(self, side: Side) -> None:
        player = self.target(side)
        if player is None:
            return
        me = self.state.players[player]
        if cannot_lose_specials(me):
            # B-11.4: "cannot lose its special abilities" keeps every ◎ line.
            return
        me.specials_negated = True
        # B-11.5: the ability box goes blank, so what its ◎ lines added ends now. Modifiers are not
        # tied to a line: what its information lines added (RULES 1.7) is given again, once they have
        # acted (at attack confirmation, B-3, SP's continuous lines act before FP's).
        had_acted = (self.state.step != "battle_start" or player == self.state.sp) and any(
            m.source_player == player and m.source in me.digimon for m in self.state.modifiers
        )
        for card in me.digimon:
            moves.drop_modifiers_of(self.state, player, card)
        if me.top != NONE:
            _withdraw_grants(me, (a for a in me.deck[me.top].text.abilities if a.line != "info"))
        if had_acted:
            self._restore_information_lines(player)
        # "When your Digimon loses its special abilities, it loses the attack power addition as
        # well" (Sx-71): the abilities and additions such an option gave go with them.
        for card in me.slots:
            if card != NONE and me.deck[card].has_limit(LOST_WITH_SPECIALS):
                moves.drop_modifiers_of(self.state, player, card)
                _withdraw_grants(me, me.deck[card].text.abilities)

    def _restore_information_lines(self, player: int) -> None:
        """RULES 1.7: the continuous information lines of `player`'s battling Digimon act again after
        its negation dropped what its ability box had added."""
        me = self.state.players[player]
        ctx = EngineContext(self.state, player, me.top, DIGIMON, "phase")
        for ability in me.deck[me.top].text.abilities:
            if ability.line != "info" or ability.trigger != "continuous" or ability.cost:
                continue
            if ability.condition is None or ability.condition.holds(ctx):
                for effect in ability.effects:
                    effect.apply(ctx)

    def forbid_cards(self, side: Side, names: tuple[str, ...]) -> None:
        player = self.target(side)
        if player is not None:
            # Kept until the end of the turn (P-5 (d)), a simplification of "while active".
            self.state.players[player].forbidden.extend(name_key(name) for name in names)

    def grant_immunity(self, side: Side, immunity: str) -> None:
        player = self.target(side)
        if player is not None and immunity not in self.state.players[player].immunities:
            self.state.players[player].immunities.append(immunity)
            if immunity.split(":")[0] == ALL_OPTIONS:
                # What the options already did to this player's Digimon ends now.
                self.state.modifiers = [
                    m
                    for m in self.state.modifiers
                    if not (m.player == player and self._option_blocked(player, m.source_player, m.source))
                ]

    def discard_for_battle_type(self, side: Side) -> None:
        player = self.target(side)
        if player is None:
            return
        me = self.state.players[player]
        foe = self.state.players[1 - player].top_card()
        if foe is None:
            return
        # B-3: `side`'s battle type picks the opponent's attack column. "You may": the player discards
        # only for a type the opponent's printed attack is lower against; the engine takes the lowest.
        found = [
            (foe.attack(me.deck[card].battle_type), index, card)
            for index, card in enumerate(me.hand)
            if me.deck[card].is_digimon and me.deck[card].battle_type in ("A", "B", "C")
        ]
        if not found or min(found)[0] >= foe.attack(battle_type(self.state, player)):
            return
        card = min(found)[2]
        me.hand.remove(card)
        me.dark_area.append(card)
        self.modify(player, BattleTypeChange, battle_type=me.deck[card].battle_type)

    def set_draw_loss(self, side: Side, amount: int) -> None:
        # P-3 / A-1: a draw costs each player `draw_penalty` plus the lost-point changes made while
        # "when the battle ends in a draw" text acts (points.py); the difference makes it `amount`.
        self.add_lost_points(side, amount - self.state.draw_penalty)

    def force_draw(self) -> None:
        # P-1: a Digimon immune to forced draws ignores them (either side's immunity counts).
        if not any(FORCED_DRAW in player.immunities for player in self.state.players):
            self.state.forced_draw = True

    # -- battle result and end of turn (outcome marks, read by points.py) -------------------------
    def lose_keyword(self, side: Side, keyword: str) -> None:
        self.modify(self.target(side), LostKeyword, keyword=keyword)

    def return_to_battle(self) -> None:
        # A mark read by points.apply once the use has resolved (its "after that" parts included);
        # tied to no card, as Return Match! leaves its slot at once ("immediately after use").
        seq = moves.next_seq(self.state)
        mark = ReturnToBattle(
            player=self.owner, seq=seq, source=NONE, source_player=self.owner, lifetime="phase"
        )
        moves.add_modifier(self.state, mark)

    def swap_points(self) -> None:
        if self.target("opponent") is None:
            return
        me, them = self.state.players[self.owner], self.state.players[1 - self.owner]
        me.points, them.points = them.points, me.points
        moves.check_points(self.state)

    def put_from_hand(self, side: Side, how: str, target_filter: str, requirements: tuple[str, ...]) -> None:
        player = self.target(side)
        if player is not None:
            # E-6.5: "when you evolve into this Digimon due to the effects of the opponent's Option
            # cards" reads who evolved it and with what (PlayerState.evolved_by).
            whose = "own" if player == self.owner else "opponent"
            source = "option" if self.source_kind in (OPTION, POWER) else "ability"
            cause = f"{whose}_{source}"
            hand_evolution.put_from_hand(self.state, player, how, target_filter, requirements, cause)


def _zone(me: PlayerState, zone: Zone) -> list[int]:
    if zone == "hand":
        return me.hand
    if zone == "dark_area":
        return me.dark_area
    return me.net_ocean if zone == "net_ocean" else me.gauge_cards


def _regained(state: GameState, player: int, delta: int) -> int:
    """A card effect's point recovery for `player`: none while a "cannot regain" mark is on the
    player, a loss of as much while "'regain' is changed to 'reduce'" is."""
    if has_mark(state, player, NoRegain):
        return 0
    return -delta if has_mark(state, player, RegainReversed) else delta


def _withdraw_grants(me: PlayerState, abilities: Iterable[CompiledAbility]) -> None:
    """The keywords and immunities these lost abilities gave `me` go (B-11.5), as do those an option
    added to the Digimon's abilities field ("add 'cannot receive …'", Bo-590)."""
    for ability in abilities:
        for effect in ability.effects:
            keyword = getattr(effect, "keyword", None)
            if effect.kind == "grant_keyword" and keyword in me.keywords:
                me.keywords.remove(keyword)
            immunity = getattr(effect, "immunity", None)
            if effect.kind == "immunity" and immunity in me.immunities:
                me.immunities.remove(immunity)
