"""The engine's implementation of `effects.base.EffectContext`: the state primitives the effect
families (effects.families) build on (the only way an effect changes the game); what each effect
does is its family's.

A context is made for one source card: "self" is its owner. Modifiers it adds are tagged with the
source so they end when the source leaves play (O-L2, B-11.3) or at the end of the phase. Its
reach (whom an effect may act on) is engine.effect_reach, its queries engine.effect_queries; the
firing of compiled text is engine.effect_firing.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Literal

from gameplay.engine import hand_evolution, moves, reactions
from gameplay.engine.beside import is_beside, place_beside, stack_on, tie_beside
from gameplay.engine.cards import name_key
from gameplay.engine.costs import card_matches
from gameplay.engine.effect_queries import ContextQueries, granted_list, has_mark, zone_list
from gameplay.engine.effect_reach import LOST_WITH_SPECIALS, cannot_lose_specials
from gameplay.engine.effects.base import (
    DIGIMON,
    OPTION,
    POWER,
    SUPPORT,
    Destination,
    Flag,
    Granted,
    Side,
    Zone,
)
from gameplay.engine.effects.families import traits as traits_family
from gameplay.engine.effects.immunity import (
    ALL_OPTIONS,
    DIRECT_POINT_REDUCTION,
    NAMED_OPPONENT_OPTIONS,
    OPPONENT_OPTIONS,
)
from gameplay.engine.modifiers import Modifier
from gameplay.engine.modifiers.marks import LossWatch
from gameplay.engine.spirits import blocks_slot
from gameplay.engine.state import BATTLE, NONE

# The source kinds and the option limit the rules modules import from here with EngineContext.
__all__ = ["DIGIMON", "LOST_WITH_SPECIALS", "OPTION", "POWER", "SUPPORT", "EngineContext", "has_mark"]


class EngineContext(ContextQueries):
    """Side-relative operations on the state for effects of one source card: the queries of
    ContextQueries (effects.base.EffectQueries), the reach of ContextReach and the state primitives
    the effect families use (effects.base.EffectContext)."""

    __slots__ = ()

    # -- modifiers (every family) ----------------------------------------------------------------
    def modify(
        self,
        player: int | None,
        kind: type[Modifier],
        /,
        *,
        on: int | None | Literal["source"] = "source",
        lifetime: str = "",
        **fields: Any,
    ) -> None:
        if player is None:
            return
        modifier = kind(
            player=player,
            seq=moves.next_seq(self.state),
            source=self.source if on == "source" else NONE if on is None else on,
            source_player=self.owner,
            lifetime=lifetime or self.lifetime,
            **fields,
        )
        moves.add_modifier(self.state, modifier)

    def update_own_modifiers(self, player: int | None, kind: type[Modifier], /, **fields: Any) -> None:
        mine = (self.source, self.owner)
        self.state.modifiers = [
            replace(m, **fields)
            if type(m) is kind and m.player == player and (m.source, m.source_player) == mine
            else m
            for m in self.state.modifiers
        ]

    def drop_modifiers_of(self, player: int, card: int) -> None:
        moves.drop_modifiers_of(self.state, player, card)

    # -- traits (the traits family, effects.families.traits) -------------------------------------
    def grant(self, player: int, what: Granted, value: str, *, withdraw: bool = False) -> None:
        held = granted_list(self.state.players[player], what)
        if withdraw:
            held.remove(value)
        else:
            # Forbidden names are kept as the engine compares names (without a disambiguator).
            held.append(name_key(value) if what == "forbidden" else value)

    def shield_from_options(self, player: int, immunity: str) -> None:
        if immunity.split(":")[0] == ALL_OPTIONS:
            # What the options already did to this player's Digimon ends now.
            self.state.modifiers = [
                m
                for m in self.state.modifiers
                if not (m.player == player and self._option_blocked(player, m.source_player, m.source))
            ]
        elif immunity.startswith(NAMED_OPPONENT_OPTIONS):
            self._shield_from_named(player, immunity[len(OPPONENT_OPTIONS) + 1 :])

    def _shield_from_named(self, player: int, test: str) -> None:
        """ "You become unable to receive the effects of any cards used by your opponent with the
        words 'Particle Worm' in their names" (Sx-27, O-K2): what the opponent's options passing
        `test` already do to `player` ends now (their own watches stay, such as Bo-980's "once your
        opponent has lost 30 points"), and the ability box they alone blanked comes back (B-11.5)."""
        opponent = 1 - player
        them = self.state.players[opponent]

        def named(card: int) -> bool:
            return (
                0 <= card < len(them.deck)
                and not them.deck[card].is_digimon
                and card_matches(them.deck[card], test)
            )

        self.state.modifiers = [
            m
            for m in self.state.modifiers
            if not (
                m.player == player
                and m.source_player == opponent
                and type(m) is not LossWatch
                and named(m.source)
            )
        ]
        me = self.state.players[player]
        if not me.specials_negated:
            return
        negating = self._negating_sources(player)
        if negating and all(owner == opponent and named(card) for owner, card in negating):
            me.specials_negated = False
            if self.state.phase == BATTLE and self.state.step != "battle_start":
                # RULES 1.7: its ◎ continuous lines act again, as they did at attack confirmation (B-3).
                self._restore_lines(player, info=False)

    def _negating_sources(self, player: int) -> list[tuple[int, int]]:
        """(owner, card) of each card in use now whose text blanks `player`'s ability box (B-11.5):
        the options in use of both players and the opponent's battling Digimon."""
        found: list[tuple[int, int]] = []
        for owner, them in enumerate(self.state.players):
            side = "self" if owner == player else "opponent"
            cards = [card for index, card in enumerate(them.slots) if card != NONE and them.active[index]]
            if owner != player and them.top != NONE and not them.specials_negated:
                cards.append(them.top)
            for card in cards:
                if any(
                    effect.kind == "negate_specials" and getattr(effect, "side", None) == side
                    for ability in them.deck[card].text.abilities
                    for effect in ability.effects
                ):
                    found.append((owner, card))
        return found

    def blank_ability_box(self, player: int) -> bool:
        me = self.state.players[player]
        if cannot_lose_specials(me):
            # B-11.4: "cannot lose its special abilities" keeps every ◎ line.
            return False
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
            lost = (a for a in me.deck[me.top].text.abilities if a.line != "info")
            traits_family.withdraw_grants(self, player, (effect for a in lost for effect in a.effects))
        if had_acted:
            self._restore_lines(player)
        return True

    def _restore_lines(self, player: int, *, info: bool = True) -> None:
        """RULES 1.7: the continuous information lines of `player`'s battling Digimon act again after
        its negation dropped what its ability box had added; with `info` False, its ◎ lines, once the
        box is no longer blank."""
        me = self.state.players[player]
        ctx = EngineContext(self.state, player, me.top, DIGIMON, "phase")
        for ability in me.deck[me.top].text.abilities:
            if (ability.line == "info") != info or ability.trigger != "continuous" or ability.cost:
                continue
            if ability.condition is None or ability.condition.holds(ctx):
                for effect in ability.effects:
                    effect.apply(ctx)

    # -- flags, points and draws (the points and cards families) ---------------------------------
    def set_flag(self, flag: Flag, player: int) -> None:
        if flag == "forced_draw":
            self.state.forced_draw = True
        elif flag == "second_player":
            self.state.fp = 1 - player
        else:
            self.state.players[player].ignore_conditions = True

    def change_points(self, side: Side, delta: int = 0, *, to: int | None = None, check: bool = True) -> None:
        if to is not None:
            self.state.players[self._player(side)].points = to
            if check:
                moves.check_points(self.state)
            return
        player = self.target(side)
        if delta > 0 and player is not None and self.state.modifiers:
            # "Cannot regain points" (St-103) / "'regain' is changed to 'reduce'" (Bo-1023).
            delta = moves.regained(self.state, player, delta)
        if delta < 0 and self.immune_to_opponent(player, DIRECT_POINT_REDUCTION):
            return
        if player is not None:
            moves.change_points(self.state, player, delta, check=not self.one_moment)

    def draw(self, side: Side, count: int) -> None:
        player = self.target(side)
        if player is not None:
            moves.draw(self.state, player, count)

    # -- cards (the cards and options families) --------------------------------------------------
    def move_card(self, player: int, card: int, to: Destination, *, into_slot: int = -1) -> None:
        me = self.state.players[player]
        if to == "slot":
            # Re-80: "set them in your slots": face-down, into a slot it may be set in (T-P6), else
            # "you may add the cards that weren't set to your hand".
            record = me.deck[card]
            free = [i for i in range(3) if me.slots[i] == NONE and not blocks_slot(me, i, record)]
            if record.fixed_slot:
                free = [i for i in free if i == record.fixed_slot - 1]
            if not free:
                self.move_card(player, card, "hand")
                return
            for zone in (me.hand, me.dark_area, me.net_ocean, me.gauge_cards):
                if card in zone:
                    zone.remove(card)
            me.slots[free[0]] = card
            me.face_up[free[0]] = False
            return
        if into_slot >= 0:
            if card not in me.hand:
                raise ValueError(f"only a hand card goes into a slot, not {card}")
            if me.slots[into_slot] != NONE:
                self._slot_to(player, into_slot, to)
            me.hand.remove(card)
            # Set face down, as in T-P6: never used, so nothing of it is active yet.
            me.slots[into_slot] = card
            me.face_up[into_slot] = False
            me.active[into_slot] = False
            return
        for zone in (me.hand, me.dark_area, me.net_ocean, me.gauge_cards):
            if card in zone:
                zone.remove(card)
                zone_list(me, to).append(card)
                return
        if card == NONE:
            return
        if card in me.slots:
            self._slot_to(player, me.slots.index(card), to)
        elif card == me.top and to == "net_ocean":
            # Bo-924: the Digimon that appeared using a Spirit returns to the Net Ocean.
            moves.top_to_dark_area(self.state, player, to_net_ocean=True)
        elif card in (me.support, me.top):
            if to != "dark_area":
                raise ValueError(f"a support or battling Digimon goes to the Dark Area, not {to}")
            if card == me.support:
                moves.support_to_dark_area(self.state, player)
            else:
                moves.top_to_dark_area(self.state, player)
        elif card in me.support_other and to == "hand":
            # Bo-924: a Spirit sent back to its owner's hand.
            moves.support_card_to_hand(self.state, player, card)
        elif card in me.support_other:
            if to != "dark_area":
                raise ValueError(f"a Support Box card goes to the Dark Area, not {to}")
            moves.support_card_to_dark_area(self.state, player, card)
        else:
            zone_list(me, to).append(card)

    def _slot_to(self, player: int, index: int, to: Zone) -> None:
        """The card of `player`'s slot `index` goes to the Dark Area (O-L2), onto the point gauge
        (leaving its slot as it does for the Dark Area, as moves.slot_expires stacks it, Sx-107) or
        back to the hand."""
        card = self.state.players[player].slots[index]
        face_down = not self.state.players[player].face_up[index]
        if to in ("dark_area", "point_gauge"):
            moves.slot_to_dark_area(self.state, player, index)
            me = self.state.players[player]
            if to == "point_gauge" and card in me.dark_area:
                me.dark_area.remove(card)
                me.gauge_cards.append(card)
            self._removed(player, card, face_down, to == "dark_area")
            return
        if to != "hand":
            raise ValueError(f"a slot's card goes to the Dark Area, the point gauge or the hand, not {to}")
        me = self.state.players[player]
        me.slots[index] = NONE
        me.active[index] = False
        me.choices[index] = ""
        me.hand.append(card)
        self._removed(player, card, face_down, False)

    def _removed(self, player: int, card: int, face_down: bool, to_dark_area: bool) -> None:
        """An Option card or a Digimon ability removed `player`'s slot card: its "when this card is
        sent to the Dark Area due to the opponent's …" / "when removed while face-down" text acts
        (options.removed)."""
        if self.source_kind in (OPTION, DIGIMON):
            by_opponent = player != self.owner
            reactions.installed().removed(self.state, player, card, by_opponent, face_down, to_dark_area)

    def shuffle(self, player: int, zone: Zone) -> None:
        # The state's PRNG (S-3).
        self.state.rng.shuffle(zone_list(self.state.players[player], zone))

    def spend_named(self, card: int) -> None:
        self.pay.remove(card)

    # -- the source option (the options family, engine.beside) ------------------------------------
    def place_source(
        self,
        onto: tuple[str, ...] = (),
        option_type: str = "",
        *,
        until_attribute_changed: bool = False,
        to_point_gauge: bool = False,
    ) -> None:
        if onto:
            stack_on(self.state, self.owner, self.source, onto, option_type)
            return
        me = self.state.players[self.owner]
        if not (me.digimon or to_point_gauge):
            return
        placed = self.source_kind == OPTION and self.source in me.support_other
        if placed and not is_beside(self.state, self.owner, self.source):
            # Used from the hand into the Support Box (engine.hand_support): tied where it is.
            tie_beside(self.state, self.owner, self.source, until_attribute_changed)
            return
        if self.source_slot() is None:
            return
        index = me.slots.index(self.source)
        # The card says it keeps its effects there, so this is no O-L2 removal: its modifiers stay.
        me.slots[index] = NONE
        me.face_up[index] = False
        me.active[index] = False
        me.choices[index] = ""
        if to_point_gauge:
            me.gauge_cards.append(self.source)
            return
        place_beside(self.state, self.owner, self.source, until_attribute_changed)

    # -- evolution (the evolution family, effects.families.evolution) ----------------------------
    def place_power_card(self, player: int, index: int, tag: str) -> None:
        card, step, _ = self.state.players[player].power[index]
        self.state.players[player].power[index] = (card, step, tag)

    def put_on_top_from_hand(
        self, player: int, how: str, target_filter: str, requirements: tuple[str, ...], cause: str
    ) -> None:
        hand_evolution.put_from_hand(self.state, player, how, target_filter, requirements, cause)
