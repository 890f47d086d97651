"""The reach of a card effect: which player and which option slots an effect of one source card may
act on (O-K2 immunities, B-8.8, RULES 7.8 protections), the base of engine.effect_context.EngineContext."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from gameplay.engine.cards import CardRecord
from gameplay.engine.costs import card_matches
from gameplay.engine.effects.base import OPTION, CompiledAbility, Side
from gameplay.engine.effects.immunity import (
    ALL_OPTIONS,
    ATTACK_MODIFICATION,
    CARD,
    NEGATE_SPECIALS,
    OPPONENT_OPTIONS,
    OPTIONS_THROUGH_IMMUNITY,
    OWN_OPTIONS,
    RED_SLOT_ONE,
)
from gameplay.engine.state import NONE, GameState, PlayerState

# An option limit (effects.base.Limit): what the option gives is lost with the Digimon's special
# abilities (B-11.5).
LOST_WITH_SPECIALS = "lost_with_specials"


def line_acts(me: PlayerState, ability: CompiledAbility) -> bool:
    """Whether a line of `me`'s battling Digimon acts: a negated Digimon (B-11.5) loses its ◎ special
    abilities, never its information lines (RULES 1.7)."""
    return not me.specials_negated or ability.line == "info"


def cannot_lose_specials(me: PlayerState) -> bool:
    """B-11.4: `me`'s battling Digimon prints "cannot lose its special abilities" (an information
    line, read as printed so that it protects before it has fired), or an effect gave it that."""
    if NEGATE_SPECIALS in me.immunities:
        return True
    card = me.top_card()
    return card is not None and any(
        getattr(effect, "immunity", None) == NEGATE_SPECIALS
        for ability in card.text.abilities
        for effect in ability.effects
    )


class ContextReach:
    """The source of an effect (its card, owner, kind, lifetime and the cards named for its use) and
    whom it reaches; "self" is the owner."""

    __slots__ = ("state", "owner", "source", "source_kind", "lifetime", "pay", "one_moment")

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
        # While one ability's effects resolve, their point changes are one moment (P-8, P-9).
        self.one_moment = False

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
        if source is None:
            return False
        if f"{CARD}{source.name}" in immunities:
            return True
        # The printed text may space a name as the catalog does not: "Particle Worm No. 2" is the
        # card the catalog names "Particle Worm No.2" (Bo-980).
        spaced = _unspaced(source.name)
        return any(i.startswith(CARD) and _unspaced(i[len(CARD) :]) == spaced for i in immunities)

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

    def _top(self, side: Side) -> CardRecord | None:
        me = self.state.players[self.owner if side == "self" else 1 - self.owner]
        return me.deck[me.digimon[-1]] if me.digimon else None

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

    def slots_in_reach(
        self, player: int, how: str, order: Iterable[int] = range(3)
    ) -> Iterator[tuple[int, int]]:
        """(index, card) of `player`'s occupied option slots, in `order`, that this effect can reach
        `how` (see `_shielded`). Read lazily, so a slot emptied by the caller is seen as empty."""
        me = self.state.players[player]
        for index in order:
            card = me.slots[index]
            if card != NONE and not self._shielded(player, card, how):
                yield index, card

    def immune_to_opponent(self, player: int | None, immunity: str) -> bool:
        """Whether `player` holds `immunity` against this effect, which comes from the opponent."""
        return (
            player is not None and player != self.owner and immunity in self.state.players[player].immunities
        )


def _unspaced(name: str) -> str:
    """A card name compared without its spaces and case."""
    return "".join(name.split()).casefold()
