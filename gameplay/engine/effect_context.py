"""The engine's implementation of `effects.base.EffectContext`, and the firing of compiled text.

A context is made for one source card: "self" is its owner. Modifiers it adds are tagged with the
source so they end when the source leaves play (O-L2, B-11.3) or at the end of the phase.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from gameplay.engine import hand_evolution, moves
from gameplay.engine.attack import (
    attack_column,
    attack_value,
    battle_type,
)
from gameplay.engine.beside import is_stacked, place_beside, stack_on
from gameplay.engine.cards import CardRecord, name_key
from gameplay.engine.costs import card_matches
from gameplay.engine.effects.base import Column, CompiledAbility, CompiledText, Condition, Side
from gameplay.engine.effects.conditions.all_of import AllOf
from gameplay.engine.effects.conditions.any_of import AnyOf
from gameplay.engine.effects.conditions.card_count import CardCount
from gameplay.engine.effects.conditions.hand_fits import HandFits
from gameplay.engine.effects.conditions.hand_share_below import HandShareBelow
from gameplay.engine.effects.conditions.hand_size_within import HandSizeWithin
from gameplay.engine.effects.conditions.negation import Not
from gameplay.engine.effects.conditions.prints_effect import printed_effect_names
from gameplay.engine.effects.families import attack as attack_family
from gameplay.engine.effects.families.points import NO_REGAIN, REGAIN_REVERSED
from gameplay.engine.effects.immunity import (
    ALL_OPTIONS,
    ATTACK_MODIFICATION,
    CARD,
    DIRECT_POINT_REDUCTION,
    FORCED_DRAW,
    FURTHER_ON_DRAW,
    FURTHER_ON_WIN,
    FURTHER_POINT_REDUCTION,
    OPPONENT_OPTIONS,
    OPTIONS_THROUGH_IMMUNITY,
    OWN_OPTIONS,
    RED_SLOT_ONE,
    SLOT_DISCARD,
)
from gameplay.engine.hands import EXTRA_ADJUSTMENT_KIND, HAND_LIMIT_KIND, hand_limit
from gameplay.engine.state import DRAW, NONE, GameState, Modifier

OPTION = "option"
# An option limit (effects.base.Limit): what the option gives is lost with the Digimon's special
# abilities (B-11.5).
LOST_WITH_SPECIALS = "lost_with_specials"
DIGIMON = "digimon"
SUPPORT = "support"
POWER = "power"
# Modifier kind of `forbid_supports`: its player places no support Digimon (B-10).
NO_SUPPORT = "no_support"
# Modifier kind of `penalize_field_removal` (a = the points lost).
FIELD_PENALTY = "field_penalty"


class EngineContext:
    """Side-relative operations on the state for effects of one source card."""

    __slots__ = ("state", "owner", "source", "source_kind", "lifetime", "pay")

    def __init__(
        self,
        state: GameState,
        owner: int,
        source: int,
        source_kind: str,
        lifetime: str,
        pay: tuple[int, ...] = (),
    ) -> None:
        self.state = state
        self.owner = owner
        self.source = source
        self.source_kind = source_kind
        self.lifetime = lifetime
        self.pay = list(pay)

    # -- helpers -------------------------------------------------------------------------------
    def _player(self, side: Side) -> int:
        return self.owner if side == "self" else 1 - self.owner

    def target(self, side: Side) -> int | None:
        """The player an effect acts on, or None when O-K2 immunity blocks it."""
        player = self._player(side)
        if self.source_kind != OPTION:
            return player
        if player == self.owner:
            if OWN_OPTIONS in self.state.players[player].immunities:
                # "Cannot receive the effects of your own Option cards" (Bo-403).
                return None
        elif self._immune_to_these_options(player):
            return None
        if self._option_blocked(player, self.owner, self.source) or self._named_immunity(player):
            return None
        return player

    def _immune_to_these_options(self, player: int) -> bool:
        """O-K2: the opponent `player` cannot receive the effects of the owner's Option cards (all of
        them, or of a type), unless this one reaches through that immunity."""
        immunities = self.state.players[player].immunities
        immune = OPPONENT_OPTIONS in immunities or self._typed_option_immunity(player)
        return immune and not (
            # "Cannot receive the effects of 'cannot receive the effects of the opponent's Option
            # cards'" (Bo-588): this option reaches through that immunity.
            self._source_has("option_immunity")
            or self._gives_special_abilities()
            or OPTIONS_THROUGH_IMMUNITY in self.state.players[self.owner].immunities
        )

    def _typed_option_immunity(self, player: int) -> bool:
        """O-K2 narrowed: "cannot receive the effects of the opponent's Item Option cards"
        (`opponent_options:Item`) or "… of the opponent's blue frame Field cards"
        (`opponent_options:type:Field;frame:blue`, the filter words of `Cost`)."""
        prefix = OPPONENT_OPTIONS + ":"
        tests = [i[len(prefix) :] for i in self.state.players[player].immunities if i.startswith(prefix)]
        source = self._source_card() if tests else None
        if source is None:
            return False
        return any(card_matches(source, test if ":" in test else f"type:{test}") for test in tests)

    def _named_immunity(self, player: int) -> bool:
        """ "Cannot receive the effects of 'Infinity Tower'" (`card:Infinity Tower`): no card of
        that name reaches `player`, whoever owns it."""
        immunities = self.state.players[player].immunities
        if not any(i.startswith(CARD) for i in immunities):
            return False
        source = self._source_card()
        return source is not None and f"{CARD}{source.name}" in immunities

    def _option_blocked(self, player: int, owner: int, card: int) -> bool:
        """ "All Digimon cannot receive the effects of (Field) Option cards": `player` is immune to
        the option `card` of `owner`, whoever's it is."""
        immunities = self.state.players[player].immunities
        if not any(i == ALL_OPTIONS or i.startswith(ALL_OPTIONS + ":") for i in immunities):
            return False
        deck = self.state.players[owner].deck
        if not 0 <= card < len(deck) or deck[card].is_digimon:
            return False
        return ALL_OPTIONS in immunities or f"{ALL_OPTIONS}:{deck[card].option_type}" in immunities

    def attack_target(self, side: Side) -> int | None:
        player = self.target(side)
        if player is not None and ATTACK_MODIFICATION in self.state.players[player].immunities:
            # B-8.8: "unaffected by all attack modification".
            return None
        return player

    def modify(
        self, player: int | None, kind: str, a: int = 0, b: int = 1, column: str = "", lifetime: str = ""
    ) -> None:
        if player is None:
            return
        moves.add_modifier(
            self.state,
            Modifier(
                player=player,
                kind=kind,
                a=a,
                b=b,
                seq=moves.next_seq(self.state),
                source=self.source,
                source_player=self.owner,
                lifetime=lifetime or self.lifetime,
                column=column,
            ),
        )

    def has_modifier(self, player: int, kind: str) -> bool:
        return any(m.kind == kind and m.player == player for m in self.state.modifiers)

    def _top(self, side: Side) -> CardRecord | None:
        return self.state.players[self._player(side)].top_card()

    def _source_card(self) -> CardRecord | None:
        deck = self.state.players[self.owner].deck
        return deck[self.source] if 0 <= self.source < len(deck) else None

    def _gives_special_abilities(self) -> bool:
        """What the card adds to the Digimon's abilities field acts as the Digimon's own special
        ability (B-11.5), not as an Option card's effect, so O-K2 does not stop it ("Your Perfect
        level Digimon gains the special ability '(O)During battle, …'", St-225)."""
        source = self._source_card()
        return source is not None and source.has_limit(LOST_WITH_SPECIALS)

    def _source_has(self, protection: str) -> bool:
        source = self._source_card()
        return source is not None and protection in source.text.protections

    def _shielded(self, player: int, card: int, how: str) -> bool:
        """Whether the option `card` of `player` is out of this effect's reach: its own source,
        or a card whose timing column protects it (RULES 7.8) from `how` ("invalidation" or
        "dark_area"), from effects of the source's frame colour or of the source card by name."""
        if player == self.owner and card == self.source:
            return True
        if RED_SLOT_ONE in self.state.players[player].immunities and self._blue_on_red_slot_one(player, card):
            return True
        protections = self.state.players[player].deck[card].text.protections
        if not protections:
            return False
        source = self._source_card()
        reach = {how} if source is None else {how, f"frame:{source.frame.lower()}", f"card:{source.name}"}
        return bool(reach & set(protections))

    def _blue_on_red_slot_one(self, player: int, card: int) -> bool:
        """Bx-33: an effect of the opponent's blue frame card on the red frame card in slot 1."""
        me = self.state.players[player]
        source = self._source_card()
        return (
            player != self.owner
            and me.slots[0] == card
            and me.deck[card].frame.lower() == "red"
            and source is not None
            and source.frame.lower() == "blue"
        )

    def _slots_in_reach(
        self, player: int, how: str, order: Iterable[int] = range(3)
    ) -> Iterator[tuple[int, int]]:
        """(index, card) of `player`'s occupied option slots, in `order`, that this effect can reach
        `how` (see `_shielded`). Read lazily, so a slot emptied by the caller is seen as empty."""
        me = self.state.players[player]
        for index in order:
            card = me.slots[index]
            if card != NONE and not self._shielded(player, card, how):
                yield index, card

    # -- queries -------------------------------------------------------------------------------
    def level(self, side: Side) -> str:
        card = self._top(side)
        return card.level if card is not None else ""

    def battle_type(self, side: Side) -> str:
        return battle_type(self.state, self._player(side))

    def attributes(self, side: Side) -> frozenset[str]:
        card = self._top(side)
        if card is None:
            return frozenset()
        return self._changed_attributes(side) or card.attributes

    def attributes_apart_from(self, side: Side, names: tuple[str, ...]) -> frozenset[str]:
        card = self._top(side)
        if card is None:
            return frozenset()
        return self._changed_attributes(side, frozenset(name_key(name) for name in names)) or card.attributes

    def _changed_attributes(self, side: Side, apart_from: frozenset[str] = frozenset()) -> frozenset[str]:
        """The latest `change_attribute` in force on `side`'s battling Digimon, or none: a change
        made on another Digimon counts only when it is kept after evolution (modifier `b`). Changes
        made by cards whose name keys are in `apart_from` do not count."""
        player = self._player(side)
        top = self.state.players[player].top
        latest: Modifier | None = None
        for m in self.state.modifiers:
            # The latest change wins, as with battle types (B-3).
            relevant = m.player == player and m.kind == "attribute" and (m.b or m.a == top)
            if relevant and apart_from and m.source != NONE:
                relevant = not (self.state.players[m.source_player].deck[m.source].keys & apart_from)
            if relevant and (latest is None or m.seq > latest.seq):
                latest = m
        return frozenset(latest.column.split("|")) if latest is not None else frozenset()

    def species(self, side: Side) -> str:
        card = self._top(side)
        return card.species if card is not None else ""

    def card_number(self, side: Side) -> str:
        card = self._top(side)
        return card.number if card is not None else ""

    def evolution_text(self, side: Side) -> str:
        card = self._top(side)
        return card.evolution_text if card is not None else ""

    def printed_effects(self, side: Side) -> frozenset[str]:
        card = self._top(side)
        if card is None:
            return frozenset()
        return printed_effect_names(card.text)

    def printed_lost_points(self, side: Side, column: str) -> int:
        card = self._top(side)
        return card.lost_points[("III", "IV", "Perfect", "Ultimate").index(column)] if card is not None else 0

    def fields(self, side: Side) -> frozenset[str]:
        card = self._top(side)
        fields = (card.fields if card is not None else frozenset()) | self._added(side, "field")
        # "Your Digimon loses all of its field icons other than Metal Empire, and cannot gain any
        # new field icons" (St-811): `restrict_fields` keeps only those.
        only = self._added(side, "field_only")
        return fields & only if only else fields

    def keywords(self, side: Side) -> frozenset[str]:
        player = self._player(side)
        have = frozenset(self.state.players[player].keywords)
        if have and self.state.modifiers:
            # "All Digimon lose the ability 'sky'" (Bo-548, lose_keyword) while its source lasts.
            have -= {m.column for m in self.state.modifiers if m.kind == LOST_KEYWORD and m.player == player}
        return have

    def points(self, side: Side) -> int:
        return self.state.players[self._player(side)].points

    def hand_size(self, side: Side) -> int:
        return len(self.state.players[self._player(side)].hand)

    def name(self, side: Side) -> str:
        card = self._top(side)
        return card.name if card is not None else ""

    def on_sheet(self, side: Side, name: str) -> bool:
        """B-10.10: a card of this name in the Digimon Box or the Support Box."""
        me = self.state.players[self._player(side)]
        key = name_key(name)
        cards = [*me.digimon, *me.support_other] + ([me.support] if me.support != NONE else [])
        return any(me.deck[card].key == key or name_key(me.deck[card].name) == key for card in cards)

    def groups(self, side: Side) -> frozenset[str]:
        card = self._top(side)
        return (card.groups if card is not None else frozenset()) | self._added(side, "group")

    def _added(self, side: Side, trait: str) -> frozenset[str]:
        # `add_trait` keeps the added field or group as a modifier, so it ends with its source or
        # its phase like any other (B-8 lifetimes).
        player = self._player(side)
        return frozenset(m.column for m in self.state.modifiers if m.player == player and m.kind == trait)

    def attack_column(self, side: Side) -> str:
        return attack_column(self.state, self._player(side))

    def count_cards(self, side: Side, zone: str, card_filter: str) -> int:
        me = self.state.players[self._player(side)]
        cards: list[int] = []
        for part in zone.split("+"):
            if part == "sheet":
                cards += me.digimon + me.support_other + ([me.support] if me.support != NONE else [])
            elif part == "support_box":
                cards += me.support_other + ([me.support] if me.support != NONE else [])
            elif part in ("slots", "slots_face_down", "slots_face_up"):
                for index, card in enumerate(me.slots):
                    if card == NONE:
                        continue
                    if (part == "slots_face_down" and me.face_up[index]) or (
                        part == "slots_face_up" and not me.face_up[index]
                    ):
                        continue
                    cards.append(card)
            elif part == "hand":
                cards += me.hand
        return sum(1 for card in cards if card_matches(me.deck[card], card_filter))

    def phase(self) -> str:
        return self.state.phase

    def attack_value(self, side: Side) -> int:
        return attack_value(self.state, self._player(side))

    def base_attack(self, side: Side, column: Column) -> int:
        card = self._top(side)
        return card.attack(column) if card is not None else 0

    def frame(self, side: Side) -> str:
        card = self._top(side)
        return card.frame.lower() if card is not None else ""

    # -- B-8 attack modifiers --------------------------------------------------------------------
    # -- P-3 lost points -------------------------------------------------------------------------
    # Lost-point changes are for this turn's P-3, even when their option leaves its slot at the
    # end of the Battle Phase (O-L1) before the points are calculated.
    def add_lost_points(self, side: Side, amount: int) -> None:
        player = self.target(side)
        if amount > 0 and self._immune_to_opponent(player, FURTHER_POINT_REDUCTION):
            return
        # Immunity to only a won battle's or only a draw's "further reduce" (P-1 result known).
        narrow = FURTHER_ON_DRAW if self.state.battle_result == DRAW else FURTHER_ON_WIN
        if amount > 0 and self._immune_to_opponent(player, narrow):
            return
        self.modify(player, "lost_add", amount, lifetime="turn")

    # -- points, cards, zones --------------------------------------------------------------------
    def change_points(self, side: Side, delta: int) -> None:
        player = self.target(side)
        if delta > 0 and player is not None and self.state.modifiers:
            # "Cannot regain points" (St-103) / "'regain' is changed to 'reduce'" (Bo-1023).
            delta = _regained(self.state, player, delta)
        if delta < 0 and self._immune_to_opponent(player, DIRECT_POINT_REDUCTION):
            return
        if player is not None:
            moves.change_points(self.state, player, delta)

    def _immune_to_opponent(self, player: int | None, immunity: str) -> bool:
        """Whether `player` holds `immunity` against this effect, which comes from the opponent."""
        return (
            player is not None and player != self.owner and immunity in self.state.players[player].immunities
        )

    def draw(self, side: Side, count: int) -> None:
        player = self.target(side)
        if player is not None:
            moves.draw(self.state, player, count)

    def discard_from_hand(self, side: Side, count: int) -> None:
        player = self.target(side)
        if player is None:
            return
        me = self.state.players[player]
        for _ in range(count):
            if not me.hand:
                return
            # The player's named cards first (Use/Prepare `pay`), else the newest hand card.
            chosen = (
                next((card for card in self.pay if card in me.hand), NONE) if player == self.owner else NONE
            )
            if chosen != NONE:
                self.pay.remove(chosen)
                me.hand.remove(chosen)
            else:
                chosen = me.hand.pop()
            me.dark_area.append(chosen)

    def discard_matching(self, side: Side, count: int, card_filter: str) -> None:
        player = self.target(side)
        if player is None:
            return
        me = self.state.players[player]
        for _ in range(count):
            # The newest matching hand card, as discard_from_hand takes the newest.
            chosen = next((c for c in reversed(me.hand) if card_matches(me.deck[c], card_filter)), NONE)
            if chosen == NONE:
                return
            me.hand.remove(chosen)
            me.dark_area.append(chosen)

    def discard_from_net_ocean(self, side: Side, count: int) -> None:
        player = self.target(side)
        if player is None:
            return
        me = self.state.players[player]
        for _ in range(min(count, len(me.net_ocean))):
            me.dark_area.append(me.net_ocean.pop())

    def recycle_dark_area(self, side: Side) -> None:
        player = self.target(side)
        if player is None:
            return
        me = self.state.players[player]
        # As in the P-5 (c) death check, the state's PRNG shuffles the new Net Ocean (S-3).
        me.net_ocean.extend(me.dark_area)
        me.dark_area.clear()
        self.state.rng.shuffle(me.net_ocean)

    def draw_to_hand_limit(self, side: Side) -> None:
        player = self.target(side)
        if player is not None:
            missing = hand_limit(self.state, player) - len(self.state.players[player].hand)
            moves.draw(self.state, player, missing)

    def choice(self) -> str:
        # O-3: the choice made when the source option was used, kept with its slot (options.use_option).
        if self.source_kind != OPTION:
            return ""
        me = self.state.players[self.owner]
        return me.choices[me.slots.index(self.source)] if self.source in me.slots else ""

    def grant_extra_hand_adjustment(self, side: Side) -> None:
        self.modify(self.target(side), EXTRA_ADJUSTMENT_KIND)

    def set_hand_limit(self, side: Side, limit: int) -> None:
        self.modify(self.target(side), HAND_LIMIT_KIND, limit)

    def search_net_ocean(
        self,
        side: Side,
        count: int,
        card_filters: tuple[str, ...],
        found_to: str,
        rest_to: str,
        most: int | None,
        points_each: int,
    ) -> None:
        player = self.target(side)
        if player is None:
            return
        me = self.state.players[player]
        drawn = [me.net_ocean.pop() for _ in range(min(count, len(me.net_ocean)))]
        found = [card for card in drawn if any(card_matches(me.deck[card], test) for test in card_filters)]
        # "You may add up to 2 of them to your hand": the engine takes the first ones drawn (the
        # top first); a player always takes them, as the hand is only cut down at T-P1.
        found = found[:most] if most is not None else found
        rest = [card for card in drawn if card not in found]
        for cards, place in ((found, found_to), (rest, rest_to)):
            zone = me.hand if place == "hand" else me.dark_area if place == "dark_area" else me.net_ocean
            zone.extend(cards)
        if "net_ocean" in (found_to, rest_to):
            # "Shuffle the remaining cards back into your Net Ocean" (the state's PRNG, S-3).
            self.state.rng.shuffle(me.net_ocean)
        if points_each and found:
            self.change_points(side, -points_each * len(found))

    def take_from_dark_area(self, side: Side, card_filter: str, count: int) -> None:
        player = self.target(side)
        if player is None:
            return
        me = self.state.players[player]
        # The player's named cards first (the Use action's `pay`), else the latest sent there.
        named = [card for card in self.pay if card in me.dark_area] if player == self.owner else []
        order = named + [card for card in reversed(me.dark_area) if card not in named]
        for card in [card for card in order if card_matches(me.deck[card], card_filter)][:count]:
            me.dark_area.remove(card)
            me.hand.append(card)

    def shuffle_dark_area(self, side: Side) -> None:
        player = self.target(side)
        if player is not None:
            self.state.rng.shuffle(self.state.players[player].dark_area)

    def top_of_net_ocean_is(self, side: Side, card_filter: str) -> bool:
        me = self.state.players[self._player(side)]
        return bool(me.net_ocean) and card_matches(me.deck[me.net_ocean[-1]], card_filter)

    def discard_hand_matching(self, side: Side, card_filter: str) -> None:
        player = self.target(side)
        if player is None:
            return
        me = self.state.players[player]
        gone = [card for card in me.hand if card_matches(me.deck[card], card_filter)]
        me.hand[:] = [card for card in me.hand if card not in gone]
        me.dark_area.extend(gone)

    def send_support_to_dark_area(self, side: Side, card_filter: str) -> None:
        player = self.target(side)
        if player is None:
            return
        me = self.state.players[player]
        # B-10.5: only the card placed by its ■ ability is a support Digimon.
        if me.support != NONE and card_matches(me.deck[me.support], card_filter):
            moves.support_to_dark_area(self.state, player)

    def invalidate_named_option(self, side: Side, names: tuple[str, ...]) -> None:
        player = self.target(side)
        if player is None:
            return
        me = self.state.players[player]
        keys = {name_key(name) for name in names}
        # O-L4: an active card of that name first, else a face-down one.
        for index, card in self._slots_in_reach(
            player, "invalidation", sorted(range(3), key=lambda i: not me.face_up[i])
        ):
            if me.deck[card].keys & keys:
                moves.slot_to_dark_area(self.state, player, index)
                return

    def discard_face_down_slots(self, side: Side, count: int) -> None:
        self._discard_slots(side, count, face_up=False)

    def discard_face_up_slots(self, side: Side, count: int) -> None:
        self._discard_slots(side, count, face_up=True)

    def _discard_slots(self, side: Side, count: int, *, face_up: bool) -> None:
        player = self.target(side)
        # Bo-1055: "… the opponent's 'send the cards in your opponent's slots to the Dark Area'" covers
        # a face-down card sent unseen (Bo-158) and a face-up sweep (Bx-70) as well.
        if player is None or self._immune_to_opponent(player, SLOT_DISCARD):
            return
        me = self.state.players[player]
        for index, _card in self._slots_in_reach(player, "dark_area"):
            if count > 0 and me.face_up[index] == face_up:
                moves.slot_to_dark_area(self.state, player, index)
                count -= 1

    def return_face_down_slots(self, side: Side) -> None:
        player = self.target(side)
        if player is None:
            return
        me = self.state.players[player]
        # A face-down card was never used, so it has no modifiers to drop (O-L2); protections
        # against "sent to the Dark Area" do not cover going back to the hand.
        for index, card in self._slots_in_reach(player, "hand"):
            if not me.face_up[index]:
                me.slots[index] = NONE
                me.active[index] = False
                me.hand.append(card)

    def discard_active_options(self, side: Side, card_filter: str, count: int) -> None:
        player = self.target(side)
        if player is None:
            return
        me = self.state.players[player]
        for index, card in self._slots_in_reach(player, "dark_area"):
            if count <= 0 or not (me.face_up[index] and me.active[index]):
                continue
            if card_matches(me.deck[card], card_filter):
                moves.slot_to_dark_area(self.state, player, index)
                count -= 1

    def invalidate_active_option(self, side: Side, card_type: str) -> None:
        player = self.target(side)
        if player is None:
            return
        me = self.state.players[player]
        for index, card in self._slots_in_reach(player, "invalidation"):
            if me.face_up[index] and (card_type == "any" or me.deck[card].option_type == card_type):
                moves.slot_to_dark_area(self.state, player, index)
                return

    def add_trait(self, side: Side, trait: str, value: str) -> None:
        self.modify(self.target(side), trait, column=value)

    def add_paid_attack(self, column: Column) -> None:
        # costs.pay_cost_list appends the paid card to the Support Box, so it is the last one there.
        me = self.state.players[self.owner]
        if me.support_other:
            attack_family.add_attack(self, "self", me.deck[me.support_other[-1]].attack(column))

    def penalize_field_removal(self, side: Side, amount: int) -> None:
        # A modifier of the source; spirits.field_removed reads it when the player discards a Field.
        self.modify(self.target(side), FIELD_PENALTY, amount)

    def stack_user_at_end_of_turn(self) -> None:
        # The "leave" marker of `leave_at_end_of_turn`, tied to the battling Digimon; a = 1 sends it on
        # to the point gauge (options.end_turn).
        top = self.state.players[self.owner].top
        seq = moves.next_seq(self.state)
        moves.add_modifier(self.state, Modifier(self.owner, "leave", 1, 1, seq, top, self.owner, "turn"))

    def forbid_supports(self, side: Side) -> None:
        # A modifier, so it ends with its source or is withdrawn with its condition (O-N2);
        # battle.support_actions reads it (B-10).
        self.modify(self.target(side), NO_SUPPORT)

    def change_attribute(self, side: Side, attributes: frozenset[str], kept_after_evolution: bool) -> None:
        player = self.target(side)
        if player is None or not attributes:
            return
        # `a` is the Digimon changed; `b` says whether the Digimon it evolves into keeps the change.
        top = self.state.players[player].top
        self.modify(player, "attribute", top, int(kept_after_evolution), column="|".join(sorted(attributes)))

    def restrict_fields(self, side: Side, fields: tuple[str, ...]) -> None:
        player = self.target(side)
        for value in fields:
            self.modify(player, "field_only", column=value)

    def keep_attribute_change(self, side: Side) -> None:
        from dataclasses import replace

        player = self.target(side)
        mine = (self.source, self.owner)
        self.state.modifiers = [
            replace(m, b=1)
            if m.player == player and m.kind == "attribute" and (m.source, m.source_player) == mine
            else m
            for m in self.state.modifiers
        ]

    def source_name(self) -> str:
        source = self._source_card()
        return source.name if source is not None else ""

    def leave_at_end_of_turn(self) -> None:
        # Kept as a "turn" modifier of the source: `options.end_turn` reads it before P-5 (d) clears
        # the turn's modifiers, and it ends early if the source leaves the box.
        if self.source_kind in (POWER, OPTION):
            # "The Digimon that was fused through the use of this card will be sent to the Dark Area
            # at the end of the turn" (Bo-7j): a Power Box card's text marks the Digimon it evolved;
            # "the Digimon that used this card is sent to the Dark Area" (Bo-120t): an option's, the
            # Digimon that used it.
            top = self.state.players[self.owner].top
            seq = moves.next_seq(self.state)
            moves.add_modifier(self.state, Modifier(self.owner, "leave", 0, 1, seq, top, self.owner, "turn"))
            return
        self.modify(self.owner, "leave", lifetime="turn")

    def place_beside_digimon(self, until_attribute_changed: bool) -> None:
        me = self.state.players[self.owner]
        if self.source_kind != OPTION or self.source not in me.slots or not me.digimon:
            return
        index = me.slots.index(self.source)
        # The card says it keeps its effects there, so this is no O-L2 removal: its modifiers stay.
        me.slots[index] = NONE
        me.face_up[index] = False
        me.active[index] = False
        place_beside(self.state, self.owner, self.source, until_attribute_changed)

    def stack_on_card(self, names: tuple[str, ...], option_type: str) -> None:
        if self.source_kind == OPTION and self.source in self.state.players[self.owner].slots:
            stack_on(self.state, self.owner, self.source, names, option_type)

    def stacked(self) -> bool:
        return self.source_kind == OPTION and is_stacked(self.state, self.owner, self.source)

    def dark_area_to_point_gauge(self, side: Side, count: int) -> None:
        player = self.target(side)
        if player is None:
            return
        me = self.state.players[player]
        for _ in range(min(count, len(me.dark_area))):
            # The Dark Area's top is the end of its list (state.py).
            me.gauge_cards.append(me.dark_area.pop())

    def take_from_point_gauge(self, side: Side, card_filter: str, count: int) -> None:
        player = self.target(side)
        if player is None:
            return
        me = self.state.players[player]
        # The player picks; the engine takes the card stacked last (the top of the stack).
        for card in [c for c in reversed(me.gauge_cards) if card_matches(me.deck[c], card_filter)][:count]:
            me.gauge_cards.remove(card)
            me.hand.append(card)

    def attack_last(self, side: Side) -> None:
        # RULES 0.3 / 4.0: the owner becomes the second player for the rest of this turn; P-6 sets
        # the next turn's first player from the battle as usual.
        self.state.fp = 1 - self._player(side)

    def discard_option_slots(self, side: Side, count: int) -> None:
        player = self.target(side)
        if player is None or self._immune_to_opponent(player, SLOT_DISCARD):
            return
        for index, _card in self._slots_in_reach(player, "dark_area"):
            if count <= 0:
                return
            moves.slot_to_dark_area(self.state, player, index)
            count -= 1

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
        me.specials_negated = True
        # B-11.5: the ability box goes blank, so what its ◎ lines added ends now.
        for card in me.digimon:
            moves.drop_modifiers_of(self.state, player, card)
        # "When your Digimon loses its special abilities, it loses the attack power addition as
        # well" (Sx-71): the abilities and additions such an option gave go with them.
        for card in me.slots:
            if card != NONE and me.deck[card].has_limit(LOST_WITH_SPECIALS):
                moves.drop_modifiers_of(self.state, player, card)
                for ability in me.deck[card].text.abilities:
                    for effect in ability.effects:
                        keyword = getattr(effect, "keyword", None)
                        if effect.kind == "grant_keyword" and keyword in me.keywords:
                            me.keywords.remove(keyword)
                        # "Add 'cannot receive …' to your Digimon's abilities field" (Bo-590).
                        immunity = getattr(effect, "immunity", None)
                        if effect.kind == "immunity" and immunity in me.immunities:
                            me.immunities.remove(immunity)

    def negate_options(self, side: Side) -> None:
        player = self.target(side)
        if player is None:
            return
        me = self.state.players[player]
        for index in range(3):
            # O-L4: negating an active card removes it from its slot.
            if me.face_up[index] and not self._shielded(player, me.slots[index], "invalidation"):
                moves.slot_to_dark_area(self.state, player, index)

    def forbid_cards(self, side: Side, names: tuple[str, ...]) -> None:
        player = self.target(side)
        if player is not None:
            # Kept until the end of the turn (P-5 (d)), a simplification of "while active".
            self.state.players[player].forbidden.extend(name_key(name) for name in names)

    def invalidate_option(self, side: Side, card_type: str) -> None:
        player = self.target(side)
        if player is None:
            return
        me = self.state.players[player]
        pending_player, pending_index, _ = self.state.pending
        # B-6: an interrupt negates the use it answers, when that card is of the named type, and
        # nothing else: answering an Item with a Program-only card leaves the other slots alone (Re-15t).
        order = [pending_index] if pending_player == player else list(range(3))
        for index, card in self._slots_in_reach(player, "invalidation", order):
            # "Program or Field Option cards": the types are "|"-joined.
            if card_type == "any" or me.deck[card].option_type in card_type.split("|"):
                # O-L4: the first matching active card (else face-down card) is negated.
                moves.slot_to_dark_area(self.state, player, index)
                return

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

    def change_battle_type(self, side: Side, battle_type: Column) -> None:
        self.modify(self.target(side), "type", column=battle_type)

    def appears_by_requirements(self, side: Side) -> bool:
        card = self._top(side)
        return card is not None and any(req.kind == "appearance" for alt in card.evolution for req in alt)

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
        self.modify(player, "type", column=me.deck[card].battle_type)

    def turn_power_card(self, side: Side, to_sideways: bool) -> None:
        player = self.target(side)
        if player is None:
            return
        me = self.state.players[player]
        before, after = ("up", "side") if to_sideways else ("side", "up")
        # The player picks; the engine takes the first of the earliest step, which spoils the
        # evolution that comes first (EC-1: each step counts its own marks).
        for index, (card, step, tag) in enumerate(me.power):
            if tag == before:
                me.power[index] = (card, step, after)
                return

    def set_draw_loss(self, side: Side, amount: int) -> None:
        # P-3 / A-1: a draw costs each player `draw_penalty` plus the lost-point changes made while
        # "when the battle ends in a draw" text acts (points.py); the difference makes it `amount`.
        self.add_lost_points(side, amount - self.state.draw_penalty)

    def force_draw(self) -> None:
        # P-1: a Digimon immune to forced draws ignores them (either side's immunity counts).
        if not any(FORCED_DRAW in player.immunities for player in self.state.players):
            self.state.forced_draw = True

    # -- battle result and end of turn (outcome marks, read by points.py) -------------------------
    def used_this_turn(self) -> bool:
        me = self.state.players[self.owner]
        return any(
            card == self.source and me.used_turn[i] == self.state.turn for i, card in enumerate(me.slots)
        )

    def battle_won(self, side: Side) -> bool:
        return self.state.battle_result == self._player(side)

    def block_ignore_evolution(self, side: Side) -> None:
        self.modify(self.target(side), NO_IGNORE_EVOLUTION)

    def lose_keyword(self, side: Side, keyword: str) -> None:
        self.modify(self.target(side), LOST_KEYWORD, column=keyword)

    def return_to_battle(self) -> None:
        # A mark read by points.apply once the use has resolved (its "after that" parts included);
        # tied to no card, as Return Match! leaves its slot at once ("immediately after use").
        mark = Modifier(
            self.owner, RETURN_TO_BATTLE, 0, 1, moves.next_seq(self.state), NONE, self.owner, "phase"
        )
        moves.add_modifier(self.state, mark)

    def swap_points(self) -> None:
        if self.target("opponent") is None:
            return
        me, them = self.state.players[self.owner], self.state.players[1 - self.owner]
        me.points, them.points = them.points, me.points
        moves.check_points(self.state)

    def set_attack_column(self, side: Side, column: Column) -> None:
        # B-8.1: "your attack becomes A regardless of the opponent's battle type".
        self.modify(self.target(side), "column", column=column)

    def evolve_with_requirement(self, side: Side, requirements: tuple[str, ...]) -> None:
        # EC-2: win-rate and Digimental cards act through the Power Box payment they make
        # (T-P4 / E-6); their "evolve" sentence adds nothing beyond it.
        return None

    def put_from_hand(self, side: Side, how: str, target_filter: str, requirements: tuple[str, ...]) -> None:
        player = self.target(side)
        if player is not None:
            # E-6.5: "when you evolve into this Digimon due to the effects of the opponent's Option
            # cards" reads who evolved it and with what (PlayerState.evolved_by).
            whose = "own" if player == self.owner else "opponent"
            source = "option" if self.source_kind in (OPTION, POWER) else "ability"
            cause = f"{whose}_{source}"
            hand_evolution.put_from_hand(self.state, player, how, target_filter, requirements, cause)

    def evolved_by(self, side: Side) -> str:
        return self.state.players[self._player(side)].evolved_by

    def hand_fits(self, side: Side, how: str, target_filter: str, requirements: tuple[str, ...]) -> bool:
        player = self._player(side)
        return bool(hand_evolution.candidates(self.state, player, how, target_filter, requirements))

    def evolve_ignoring_conditions(self, side: Side) -> None:
        # A Power Box card's own "evolve" sentence is the evolution it pays for, nothing more.
        if self.source_kind == POWER:
            return
        player = self.target(side)
        if (
            self.phase() == "battle"
            and player is not None
            and has_mark(self.state, player, NO_IGNORE_EVOLUTION)
        ):
            # Bx-147: "during the battle phase, both parties cannot use the effects of 'ignore the
            # evolution requirements'".
            return
        if player is not None:
            self.state.players[player].ignore_conditions = True


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
    if source_kind == DIGIMON and state.players[owner].specials_negated:
        return
    # Made for the first ability that fires: most calls find none with these triggers.
    ctx: EngineContext | None = None
    for index, ability in enumerate(text.abilities):
        if ability.trigger not in triggers or (only is not None and index != only):
            continue
        if ability.cost and source_kind in (DIGIMON, POWER):
            # An ability with a price is the player's choice ("you may discard ..."): it is
            # used through a UseAbility action (B-4) or by hand, never paid automatically.
            continue
        if ctx is None:
            ctx = EngineContext(state, owner, source, source_kind, lifetime, pay)
        if ability.condition is not None and not ability.condition.holds(ctx):
            continue
        if LOST_WITH_SPECIALS in ability.limits and state.players[owner].specials_negated:
            # What it would give is lost with the special abilities the Digimon has lost.
            continue
        # A printed "for the turn" / "send it to the Dark Area at the end of the turn" outlasts the
        # phase the ability fired in (a Power Box card's text fires in the Evolution Phase, B-8).
        ctx.lifetime = "turn" if lifetime == "phase" and "end_of_turn" in ability.limits else lifetime
        if "end_of_turn" in ability.limits and lifetime == "source":
            # "For the turn during which this card is used, …" on a card that stays "after 2 turns"
            # (Re-23t, O-L3): what it does ends with the turn, the card stays (O-L2's printed duration).
            ctx.lifetime = "turn" if _outlasts_the_turn(state, owner, source) else lifetime
        before = state.seq
        for effect in ability.effects:
            if state.result is not None:
                return
            effect.apply(ctx)
        if held(ability, source_kind):
            # O-N2 / A-2: the effect applies only while its condition holds (and counts what is
            # there now); the marker ties the modifiers just added (seq in (before, marker)) to the
            # ability, so that `options.refresh_situations` can withdraw or recount them.
            seq = moves.next_seq(state)
            moves.add_modifier(
                state, Modifier(owner, HELD, index, before, seq, source, owner, ctx.lifetime, source_kind)
            )


# Modifier kinds of marks the rules modules read (engine.points reads RETURN_TO_BATTLE).
RETURN_TO_BATTLE = "return_to_battle"
LOST_KEYWORD = "lost_keyword"
NO_IGNORE_EVOLUTION = "no_ignore_evolution"


def has_mark(state: GameState, player: int, kind: str) -> bool:
    """Whether an outcome mark of `kind` is on `player` now."""
    return any(m.kind == kind and m.player == player for m in state.modifiers)


def _regained(state: GameState, player: int, delta: int) -> int:
    """A card effect's point recovery for `player`: none while a "cannot regain" mark is on the
    player, a loss of as much while "'regain' is changed to 'reduce'" is."""
    if has_mark(state, player, NO_REGAIN):
        return 0
    return -delta if has_mark(state, player, REGAIN_REVERSED) else delta


# A "held" modifier marks a conditioned lasting ability whose modifiers are in force (see `fire`).
HELD = "held"
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
        "penalize_field_removal",
        "win_on_draw",
        "use_column_value",
        "mirror_loss",
        "add_column_value",
        "lose_zeroing",
    }
)


def _outlasts_the_turn(state: GameState, owner: int, source: int) -> bool:
    """Whether the option `source` stays in its slot after the turn ("after N turns", lasting)."""
    deck = state.players[owner].deck
    limit = deck[source].limit if 0 <= source < len(deck) and not deck[source].is_digimon else ""
    return limit == "lasting" or limit.startswith("turns:")


def held(ability: CompiledAbility, source_kind: str) -> bool:
    """A lasting ability that is conditioned or counts cards: an option's effect (O-N2) or a
    battling Digimon's continuous ability (A-2), made only of modifiers that can be withdrawn."""
    if not ability.effects or not all(effect.kind in WITHDRAWABLE_KINDS for effect in ability.effects):
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
    kinds = {effect.kind for effect in ability.effects}
    plain = kinds <= {"add_attack", "add_attack_per_card"}
    return ability.trigger == "continuous" and "add_attack_per_card" in kinds and plain
