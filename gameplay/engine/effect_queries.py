"""What a card effect's conditions and families read of the game without changing it (the engine's
`effects.base.EffectQueries`), side by side relative to the source's owner."""

from __future__ import annotations

from gameplay.engine import hand_evolution, moves
from gameplay.engine.attack import attack_column, attack_value, battle_type
from gameplay.engine.beside import is_stacked
from gameplay.engine.cards import name_key
from gameplay.engine.costs import card_matches
from gameplay.engine.effect_reach import LOST_WITH_SPECIALS, ContextReach
from gameplay.engine.effects.base import OPTION, Column, Effect, Granted, Side, Zone
from gameplay.engine.effects.conditions.prints_effect import printed_effect_names
from gameplay.engine.effects.immunity import (
    FORCED_DRAW,
    FURTHER_ON_DRAW,
    FURTHER_ON_WIN,
    FURTHER_POINT_REDUCTION,
)
from gameplay.engine.hands import hand_limit
from gameplay.engine.modifiers import Modifier
from gameplay.engine.modifiers.marks import (
    AddedField,
    AddedGroup,
    AttributeChange,
    FieldOnly,
    LostKeyword,
    SpeciesChange,
)
from gameplay.engine.state import DRAW, NONE, GameState, PlayerState

# The name `printed_effects` adds for a Digimon that prints a ◎ line (conditions.prints_effect).
_SPECIAL_ABILITY = frozenset({"special_ability"})
# RULES 4.2: the evolution requirements whose names are Digimon names (EC-3's Jogress partners
# included; a "card" or "spirit" requirement names an Option card).
_NAMED_DIGIMON = frozenset({"from", "jogress"})
# The count_cards "zone" of the ◎ lines of the battling Digimon's ability box (RULES 1.7): "for every
# ability in the opponent Digimon's abilities field that begins with '(O)'" (Sp-12).
SPECIAL_LINES = "special_lines"


class ContextQueries(ContextReach):
    """The queries of an effect context."""

    __slots__ = ()

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
        made on another Digimon counts only when it is kept after evolution. Changes
        made by cards whose name keys are in `apart_from` do not count."""
        player = self._player(side)
        top = self.state.players[player].top
        latest: AttributeChange | None = None
        for m in self.state.modifiers:
            # The latest change wins, as with battle types (B-3).
            if type(m) is not AttributeChange or m.player != player:
                continue
            relevant = m.kept_after_evolution or m.digimon == top
            if relevant and apart_from and m.source != NONE:
                relevant = not (self.state.players[m.source_player].deck[m.source].keys & apart_from)
            if relevant and (latest is None or m.seq > latest.seq):
                latest = m
        return latest.attributes if latest is not None else frozenset()

    def species(self, side: Side) -> str:
        card = self._top(side)
        if card is None:
            return ""
        player = self._player(side)
        top = self.state.players[player].top
        # RULES 1.9: the latest type change made on this battling Digimon wins (Bo-688).
        changes = [m for m in self.state.modifiers if type(m) is SpeciesChange and m.player == player]
        latest = max((m for m in changes if m.digimon == top), key=lambda m: m.seq, default=None)
        return latest.species if latest is not None else card.species

    def card_number(self, side: Side) -> str:
        card = self._top(side)
        return card.number if card is not None else ""

    def attacks_last(self, side: Side) -> bool:
        return self._player(side) == self.state.sp

    def evolution_text(self, side: Side) -> str:
        card = self._top(side)
        return card.evolution_text if card is not None else ""

    def printed_effects(self, side: Side) -> frozenset[str]:
        card = self._top(side)
        if card is None:
            return frozenset()
        names = printed_effect_names(card.text)
        # RULES 1.7: a ◎ line, compiled or not (conditions.prints_effect).
        return names | _SPECIAL_ABILITY if card.special_lines else names

    def printed_lost_points(self, side: Side, column: str) -> int:
        card = self._top(side)
        return card.lost_points[("III", "IV", "Perfect", "Ultimate").index(column)] if card is not None else 0

    def fields(self, side: Side) -> frozenset[str]:
        card = self._top(side)
        fields = (card.fields if card is not None else frozenset()) | self._added(side, AddedField)
        # "Your Digimon loses all of its field icons other than Metal Empire, and cannot gain any
        # new field icons" (St-811): `restrict_fields` keeps only those.
        only = self._added(side, FieldOnly)
        return fields & only if only else fields

    def keywords(self, side: Side) -> frozenset[str]:
        player = self._player(side)
        have = frozenset(self.state.players[player].keywords)
        if have and self.state.modifiers:
            # "All Digimon lose the ability 'sky'" (Bo-548, lose_keyword) while its source lasts.
            have -= {m.keyword for m in self.state.modifiers if type(m) is LostKeyword and m.player == player}
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
        return (card.groups if card is not None else frozenset()) | self._added(side, AddedGroup)

    def _added(self, side: Side, trait: type[AddedField | AddedGroup | FieldOnly]) -> frozenset[str]:
        # `add_trait` keeps the added field or group as a modifier, so it ends with its source or
        # its phase like any other (B-8 lifetimes).
        player = self._player(side)
        found: set[str] = set()
        for m in self.state.modifiers:
            if m.player == player and isinstance(m, trait):
                found.add(m.group if isinstance(m, AddedGroup) else m.field)
        return frozenset(found)

    def attack_column(self, side: Side) -> str:
        return attack_column(self.state, self._player(side))

    def count_cards(self, side: Side, zone: str, card_filter: str) -> int:
        me = self.state.players[self._player(side)]
        cards: list[int] = []
        lines = 0
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
            elif part == SPECIAL_LINES:
                lines += _special_lines(me)
        return lines + sum(1 for card in cards if card_matches(me.deck[card], card_filter))

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

    def choice(self) -> str:
        # O-3: the choice made when the source option was used, kept with its slot (options.use_option).
        if self.source_kind != OPTION:
            return ""
        me = self.state.players[self.owner]
        return me.choices[me.slots.index(self.source)] if self.source in me.slots else ""

    def top_of_net_ocean_is(self, side: Side, card_filter: str) -> bool:
        me = self.state.players[self._player(side)]
        return bool(me.net_ocean) and card_matches(me.deck[me.net_ocean[-1]], card_filter)

    def source_name(self) -> str:
        source = self._source_card()
        return source.name if source is not None else ""

    def stacked(self) -> bool:
        return self.source_kind == OPTION and is_stacked(self.state, self.owner, self.source)

    def used_this_turn(self) -> bool:
        me = self.state.players[self.owner]
        return any(
            card == self.source and me.used_turn[i] == self.state.turn for i, card in enumerate(me.slots)
        )

    def battle_won(self, side: Side) -> bool:
        return self.state.battle_result == self._player(side)

    def evolved_by(self, side: Side) -> str:
        return self.state.players[self._player(side)].evolved_by

    def evolved_through(self, side: Side, how: str, match: str) -> bool:
        me = self.state.players[self._player(side)]
        covered, alternative, began_from = me.evolved_route
        if how == "from":
            # E-6.1: the Digimon the battling one was put onto (an appearance's too, E-9).
            return covered != NONE and card_matches(me.deck[covered], match)
        if how == "began_from":
            # E-6: the Digimon the whole evolution began from, a warp evolution's first step's.
            return began_from != NONE and card_matches(me.deck[began_from], match)
        top = me.top_card()
        if top is None or not 0 <= alternative < len(top.evolution):
            return False
        paid = top.evolution[alternative]
        if how == "jogress":
            # EC-3: the step used a Jogress alternative (two Digimon became this one).
            return any(req.kind == "jogress" for req in paid)
        # EC-2: the step's alternative names this condition card, which paid for it.
        return any(req.kind == "card" and name_key(match) in req.keys for req in paid)

    def evolved_name_before(self, side: Side, level: str) -> bool:
        me = self.state.players[self._player(side)]
        top = me.top_card()
        if top is None or not me.evolved_log:
            return False
        key = name_key(top.name)
        by_number = {card.number: card for card in me.deck}
        return any(
            (card := by_number.get(number)) is not None and card.level == level and name_key(card.name) == key
            for number in me.evolved_log
        )

    def hand_fits(self, side: Side, how: str, target_filter: str, requirements: tuple[str, ...]) -> bool:
        player = self._player(side)
        return bool(hand_evolution.candidates(self.state, player, how, target_filter, requirements))

    def appears_by_requirements(self, side: Side) -> bool:
        card = self._top(side)
        return card is not None and any(req.kind == "appearance" for alt in card.evolution for req in alt)

    def evolution_names(self, side: Side) -> frozenset[str]:
        card = self._top(side)
        if card is None:
            return frozenset()
        return frozenset(
            key for alt in card.evolution for req in alt if req.kind in _NAMED_DIGIMON for key in req.keys
        )

    def has_modifier(self, player: int, kind: type[Modifier]) -> bool:
        return has_mark(self.state, player, kind)

    # -- what the effect families read, by player index -----------------------------------------
    def battling(self, player: int) -> int:
        return self.state.players[player].top

    def granted(self, player: int, what: Granted) -> tuple[str, ...]:
        return tuple(granted_list(self.state.players[player], what))

    def lost_with_specials(self, player: int) -> tuple[int, ...]:
        me = self.state.players[player]
        return tuple(
            card for card in me.slots if card != NONE and me.deck[card].has_limit(LOST_WITH_SPECIALS)
        )

    def card_effects(self, player: int, card: int) -> tuple[Effect, ...]:
        text = self.state.players[player].deck[card].text
        return tuple(effect for ability in text.abilities for effect in ability.effects)

    def refuses_added_loss(self, player: int | None) -> bool:
        if self.immune_to_opponent(player, FURTHER_POINT_REDUCTION):
            return True
        # Immunity to only a won battle's or only a draw's "further reduce" (P-1 result known).
        narrow = FURTHER_ON_DRAW if self.state.battle_result == DRAW else FURTHER_ON_WIN
        return self.immune_to_opponent(player, narrow)

    def draw_penalty(self) -> int:
        return self.state.draw_penalty

    def refuses_forced_draw(self) -> bool:
        # P-1: a Digimon immune to forced draws ignores them (either side's immunity counts).
        return any(FORCED_DRAW in player.immunities for player in self.state.players)

    def cards(self, player: int, zone: Zone) -> tuple[int, ...]:
        return tuple(zone_list(self.state.players[player], zone))

    def matches(self, player: int, card: int, card_filter: str) -> bool:
        return card_matches(self.state.players[player].deck[card], card_filter)

    def named_cards(self, player: int) -> tuple[int, ...]:
        return tuple(self.pay) if player == self.owner else ()

    def hand_limit(self, player: int) -> int:
        return hand_limit(self.state, player)

    def support_digimon(self, player: int) -> int | None:
        support = self.state.players[player].support
        return None if support == NONE else support

    def support_box(self, player: int) -> tuple[int, ...]:
        return tuple(self.state.players[player].support_other)

    def tied_spirits(self, player: int) -> tuple[int, ...]:
        return tuple(moves.tied(self.state, player))

    def printed_attack(self, player: int, card: int, column: Column) -> int:
        return self.state.players[player].deck[card].attack(column)

    def face_up(self, player: int, index: int) -> bool:
        return self.state.players[player].face_up[index]

    def slot_active(self, player: int, index: int) -> bool:
        return self.state.players[player].active[index]

    def pending_use(self, player: int) -> int | None:
        pending_player, pending_index, _ = self.state.pending
        return pending_index if pending_player == player else None

    def source_slot(self) -> int | None:
        slots = self.state.players[self.owner].slots
        return slots.index(self.source) if self.source_kind == OPTION and self.source in slots else None

    def power_box(self, player: int) -> tuple[tuple[int, int, str], ...]:
        return tuple(self.state.players[player].power)


def has_mark(state: GameState, player: int, kind: type[Modifier]) -> bool:
    """Whether a modifier of `kind` (a mark such as WinOnDraw) is on `player` now."""
    # Asked several times a turn, mostly with no modifier in play: then no generator is built.
    return bool(state.modifiers) and any(type(m) is kind and m.player == player for m in state.modifiers)


def granted_list(me: PlayerState, what: Granted) -> list[str]:
    """The list of `me` that holds `what` (effects.base.Granted)."""
    if what == "keywords":
        return me.keywords
    return me.immunities if what == "immunities" else me.forbidden


def _special_lines(me: PlayerState) -> int:
    """RULES 1.7: how many ◎ lines `me`'s battling Digimon prints; none once its ability box is blank
    (B-11.5)."""
    card = me.top_card()
    return 0 if card is None or me.specials_negated else card.special_lines


def zone_list(me: PlayerState, zone: Zone) -> list[int]:
    """The list of `me` that holds `zone`'s cards, bottom first."""
    if zone == "hand":
        return me.hand
    if zone == "dark_area":
        return me.dark_area
    return me.net_ocean if zone == "net_ocean" else me.gauge_cards
