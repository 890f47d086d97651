"""Zone moves and point changes shared by every phase; each keeps the modifiers consistent."""

from __future__ import annotations

import random

from gameplay.engine import reactions
from gameplay.engine.cards import LEVEL_ORDINALS, name_key
from gameplay.engine.modifiers import Modifier
from gameplay.engine.modifiers.attack import BattleTypeChange
from gameplay.engine.modifiers.marks import (
    AttributeChange,
    Beside,
    LossWatch,
    OptionWatch,
    Situation,
    SpiritTie,
    Stacked,
)
from gameplay.engine.modifiers.points import (
    LostAdd,
    LostMultiply,
    MirrorLoss,
    NoRegain,
    PointsFloor,
    RegainReversed,
)
from gameplay.engine.state import BATTLE, NONE, OVER, GameState, Outcome, Termination

LOST_KINDS = (LostMultiply, LostAdd, MirrorLoss)
# The trigger of an option's "when this card is sent to the Dark Area" text (effects.base.Trigger).
SENT_AWAY = "sent_away"


def drop_modifiers_of(state: GameState, player: int, card: int, *, from_slot: bool = False) -> None:
    """O-L2 / B-11.3: modifiers end the moment their source leaves its slot or the Digimon Box. An
    option's effect with a printed duration ("just for this turn", lifetime "turn") outlasts the card
    leaving its slot (`from_slot`, O-L2) and ends with the turn."""
    if state.modifiers and any(m.source == card and m.source_player == player for m in state.modifiers):
        # Lost-point changes stay for this turn's P-3 (see EngineContext).
        leaving = [
            m
            for m in state.modifiers
            if m.source == card
            and m.source_player == player
            and not isinstance(m, LOST_KINDS)
            and not (from_slot and m.lifetime == "turn")
        ]
        kept = [m for m in state.modifiers if m not in leaving]
        for gone in leaving:
            if type(gone) is BattleTypeChange and all(
                m.seq < gone.seq
                for m in state.modifiers
                if type(m) is BattleTypeChange and m.player == gone.player and m is not gone
            ):
                # B-3 [FAQ-C]: when the latest battle-type change ends, the earlier ones (still
                # in their slots) do not come back: the printed type applies again.
                kept = [m for m in kept if not (type(m) is BattleTypeChange and m.player == gone.player)]
        state.modifiers = kept


GRANT_KINDS = ("grant_keyword", "immunity")


def withdraw_grants(state: GameState, player: int, card: int) -> None:
    """O-L2 / B-8: the keywords and immunities an option gave end the moment it leaves its slot."""
    first, second = state.players
    if not (first.immunities or second.immunities or first.keywords or second.keywords):
        return
    if any(e.kind in GRANT_KINDS for a in state.players[player].deck[card].text.abilities for e in a.effects):
        reactions.installed().withdrawn(state, player, card)


def release_tied(state: GameState, player: int, marker: Beside | SpiritTie) -> None:
    """The Support Box card a marker ties to a Digimon that is no longer the battling one (a card
    next to it, engine.beside; a Spirit, engine.spirits) goes to the Dark Area; what it gave and the
    marker end (O-L2)."""
    me = state.players[player]
    if marker.source in me.support_other:
        me.support_other.remove(marker.source)
        me.dark_area.append(marker.source)
    drop_modifiers_of(state, player, marker.source)
    if marker in state.modifiers:
        state.modifiers.remove(marker)


def support_card_to_dark_area(state: GameState, player: int, card: int) -> None:
    """A card of `player`'s Support Box other than the support Digimon (a card next to the Digimon,
    a Spirit) goes to the Dark Area by an effect ("Send one card in the opponent's support box with
    the words 'Training Manual' in its name to the Dark Area", St-686): what it gave ends (O-L2)."""
    for marker in state.modifiers:
        if isinstance(marker, (Beside, SpiritTie)) and marker.player == player and marker.source == card:
            release_tied(state, player, marker)
            return
    me = state.players[player]
    me.support_other.remove(card)
    me.dark_area.append(card)
    drop_modifiers_of(state, player, card)


def support_card_to_hand(state: GameState, player: int, card: int) -> None:
    """ "Send one card belonging to the category 'Spirit' in the opponent's support box back to their
    hand" (Bo-924): the card goes to its owner's hand and what it gave ends (O-L2); a Spirit's tie
    stays until its Digimon leaves (`tied` reads only the Spirits still in the Support Box)."""
    me = state.players[player]
    me.support_other.remove(card)
    me.hand.append(card)
    drop_modifiers_of(state, player, card)


def _attribute_changed(state: GameState, marker: Beside) -> bool:
    """Whether another card changed the attribute of the marker's Digimon after it was placed."""
    return any(
        type(m) is AttributeChange
        and m.player == marker.player
        and m.digimon == marker.digimon
        and m.seq > marker.seq
        and (m.source, m.source_player) != (marker.source, marker.source_player)
        for m in state.modifiers
    )


def release_beside(state: GameState, player: int) -> None:
    """The cards next to a Digimon that is no longer the battling one go to the Dark Area, and
    what they gave ends (O-L2); so does what a card no longer there gave."""
    me = state.players[player]
    markers = [m for m in state.modifiers if type(m) is Beside and m.player == player]
    if not markers:
        # Asked after every evolution and option use while modifiers are in play; few are Beside.
        return
    gone = [
        m
        for m in markers
        if m.digimon != me.top or (m.until_attribute_changed and _attribute_changed(state, m))
    ]
    for marker in gone:
        release_tied(state, player, marker)
    for marker in markers:
        if marker not in gone and marker.source not in me.support_other:
            # Taken from there by another effect (or by hand): what it gave before it was placed
            # there ends with it; the card may since be in play again, with effects of its own.
            state.modifiers = [
                m
                for m in state.modifiers
                if not (m.source == marker.source and m.source_player == player and m.seq <= marker.seq)
            ]


def tied(state: GameState, player: int) -> list[int]:
    """The Spirits tied to the player's battling Digimon. Only a Spirit still in the Support Box
    gives anything (one moved out by hand keeps its marker until its Digimon leaves); most turns the
    Support Box is empty, and the modifiers are not read."""
    me = state.players[player]
    if not me.support_other:
        return []
    return [
        m.source
        for m in state.modifiers
        if type(m) is SpiritTie
        and m.player == player
        and m.digimon == me.top
        and m.source in me.support_other
    ]


def release(state: GameState, player: int) -> None:
    """ "The spirit remains in the support box until this card is sent to the Dark Area": Spirits
    whose Digimon is no longer the battling one go to the Dark Area, and what they gave ends."""
    top = state.players[player].top
    for marker in [
        m for m in state.modifiers if type(m) is SpiritTie and m.player == player and m.digimon != top
    ]:
        release_tied(state, player, marker)


def release_stacked(state: GameState, player: int, host: int) -> None:
    """A card stacked on `host`, which has just left its slot, leaves with it."""
    me = state.players[player]
    stacked = [m for m in state.modifiers if type(m) is Stacked and m.player == player and m.host == host]
    for marker in stacked:
        if marker.source in me.slots:
            slot_to_dark_area(state, player, me.slots.index(marker.source))
        if marker in state.modifiers:
            state.modifiers.remove(marker)


def add_modifier(state: GameState, modifier: Modifier) -> None:
    state.modifiers.append(modifier)


def add_situation(
    state: GameState, player: int, card: int, ability: int, lifetime: str, source_kind: str
) -> None:
    """O-N2: the ability `ability` of `player`'s card `card` (of `source_kind`) waits for its condition."""
    waiting = Situation(
        player=player,
        seq=next_seq(state),
        source=card,
        source_player=player,
        lifetime=lifetime,
        ability=ability,
        source_kind=source_kind,
    )
    add_modifier(state, waiting)


def next_seq(state: GameState) -> int:
    state.seq += 1
    return state.seq


def slot_to_dark_area(state: GameState, player: int, index: int) -> None:
    me = state.players[player]
    card = me.slots[index]
    if card == NONE:
        return
    was_active = me.active[index]
    me.slots[index] = NONE
    me.face_up[index] = False
    me.active[index] = False
    # O-3: the choice made when the card was used is the card's, and goes with it.
    me.choices[index] = ""
    me.dark_area.append(card)
    drop_modifiers_of(state, player, card, from_slot=True)
    if was_active:
        withdraw_grants(state, player, card)
        if state.modifiers:
            _outlasted(state, player, card)
    if was_active and any(a.trigger == SENT_AWAY for a in me.deck[card].text.abilities):
        # "When this card is sent to the Dark Area, immediately reduce your points by 10" (Bo-863):
        # an option in use acts once more as it goes, whatever sent it.
        reactions.installed().sent_away(state, player, card)
    if state.modifiers:
        # A card stacked on this one leaves with it (engine.beside).

        release_stacked(state, player, card)
    if me.support_other:
        # "… send it to the Dark Area together with the Agnimon card in your support box" (Bo-120t):
        # the card it paid there goes with it, at its limit or when a level limit (O-N1) ends it first.
        names = {
            name_key(limit[len("leaves_with:") :])
            for ability in me.deck[card].text.abilities
            for limit in ability.limits
            if limit.startswith("leaves_with:")
        }
        for other in [c for c in me.support_other if me.deck[c].key in names]:
            me.support_other.remove(other)
            me.dark_area.append(other)


def _outlasted(state: GameState, player: int, card: int) -> None:
    """Sx-27 / Bx-6: the options watching `player`'s option `card` (effects.leave_with_option), which
    has just lost its effect, leave their slots once none of the cards they watch is in use."""
    watchers = {
        (m.source_player, m.source)
        for m in state.modifiers
        if type(m) is OptionWatch and m.player == player and m.watched == card
    }
    for owner, source in sorted(watchers):
        if not any(
            type(m) is OptionWatch and (m.source_player, m.source) == (owner, source) and _in_use(state, m)
            for m in state.modifiers
        ):
            me = state.players[owner]
            if source in me.slots:
                slot_to_dark_area(state, owner, me.slots.index(source))


def _in_use(state: GameState, watch: OptionWatch) -> bool:
    me = state.players[watch.player]
    return watch.watched in me.slots and me.active[me.slots.index(watch.watched)]


def slot_expires(state: GameState, player: int, index: int) -> None:
    """O-L1: an option reaching its printed limit leaves its slot; "stack this card onto your
    point gauge" sends it there instead of the Dark Area (removal by effects still goes to the
    Dark Area, O-L4)."""
    me = state.players[player]
    card = me.slots[index]
    if card == NONE:
        return
    slot_to_dark_area(state, player, index)
    if me.deck[card].has_limit("to_point_gauge"):
        me.dark_area.remove(card)
        me.gauge_cards.append(card)


def top_to_dark_area(
    state: GameState, player: int, *, reveal: bool = True, to_net_ocean: bool = False
) -> None:
    """Send the top Digimon to the Dark Area; an evolved form leaves its Level III behind.
    `reveal` False when another Digimon takes its place at once (E-6.2). With `to_net_ocean` it
    leaves the same way for the Net Ocean instead ("return the Digimon that appeared using that
    Spirit to their Net Ocean", Bo-924)."""
    me = state.players[player]
    if not me.digimon:
        return
    card = me.digimon.pop()
    (me.net_ocean if to_net_ocean else me.dark_area).append(card)
    me.supported = False
    me.ability_uses.clear()
    drop_modifiers_of(state, player, card)
    if me.keywords or me.immunities:
        # B-11.3: keywords and immunities its abilities granted end when it leaves the box;
        # those active options give are given again.
        me.keywords.clear()
        me.immunities.clear()
        reactions.installed().regrant(state)
    check_level_limits(state, player)
    expire_lasting(state, player, ("until_digimon_leaves",))
    if state.modifiers:
        # E-10: its Spirits leave the Support Box with it (engine.spirits).
        release(state, player)
    if state.modifiers:
        # Cards placed next to the Digimon leave with it (engine.beside, O-L2).
        release_beside(state, player)
    if reveal and state.phase == BATTLE and state.step != "battle_start" and me.digimon:
        # B-11.1 / A-2: the Level III on top again applies its continuous abilities at once.
        reactions.installed().revealed(state, player, me.digimon[-1])


def put_on_top(
    state: GameState,
    player: int,
    card_id: int,
    *,
    evolving: bool = True,
    cause: str = "",
    alternative: int = -1,
    began_from: int = NONE,
) -> None:
    """E-6.2: the previous form goes to the Dark Area except the Level III; E-6.5 and E-6.6.
    `evolving` False for a switch (engine.hand_evolution), which is no evolution: E-6.5 does not fire.
    `cause` says which effect evolved it (`PlayerState.evolved_by`), "" for the player's own steps;
    `alternative` the evolution alternative an Evolution step used and `began_from` the Digimon a
    warp evolution's first step covered (E-6; `PlayerState.evolved_route`), NONE for this step's."""
    me = state.players[player]
    me.evolved_route = (me.top, alternative, me.top if began_from == NONE else began_from)
    if len(me.digimon) > 1:
        top_to_dark_area(state, player, reveal=False)
    if me.digimon:
        # B-11.1: the Level III now covered uses its abilities only while it is on top.
        drop_modifiers_of(state, player, me.digimon[-1])
    me.digimon.append(card_id)
    me.supported = False
    me.ability_uses.clear()
    me.evolved_by = cause
    if state.modifiers:
        # A card next to the Digimon now covered leaves with it (engine.beside).
        release_beside(state, player)
    check_level_limits(state, player)
    card = me.deck[card_id]
    if me.support != NONE and me.deck[me.support].number == card.number:
        # E-6.6 / B-10.9: no duplicate card numbers on the sheet.
        support_to_dark_area(state, player)
    reactions.installed().arrived(state, player, card_id, evolving)


def expire_lasting(state: GameState, player: int, ends: tuple[str, ...]) -> None:
    """O-L1 / A-28: active long-lasting options (O-L3's "after N turns" ones too) whose printed limit
    is one of `ends` ("until_digimon_loses", "until_lifespan", "until_digimon_leaves") go to the Dark
    Area; "until removed" ones stay."""
    me = state.players[player]
    if True not in me.active:
        return
    for index in range(3):
        if me.active[index]:
            card = me.deck[me.slots[index]]
            lasting = card.limit == "lasting" or card.limit.startswith("turns:")
            if lasting and any(card.has_limit(end) for end in ends):
                slot_expires(state, player, index)


def check_level_limits(state: GameState, player: int) -> None:
    """O-N1: an active option whose level limit no longer holds goes to the Dark Area at once."""
    me = state.players[player]
    if True not in me.active:
        return
    top = me.top_card()
    level = top.level_order if top is not None else 0
    for index in range(3):
        if me.active[index]:
            allowed = me.deck[me.slots[index]].allowed_levels
            if allowed and level not in allowed:
                slot_to_dark_area(state, player, index)


def support_to_dark_area(state: GameState, player: int) -> None:
    me = state.players[player]
    if me.support != NONE:
        card = me.support
        me.support = NONE
        me.dark_area.append(card)
        drop_modifiers_of(state, player, card)


def shuffle(rng: random.Random, cards: list[int]) -> None:
    """`rng.shuffle(cards)`: the same permutation from the same PRNG state (CPython's Fisher-Yates
    with `getrandbits` rejection sampling, spelled out so that the game's own shuffles, S-3 and the
    P-5 death check, make no method call per card; tests/engine/test_moves.py compares them)."""
    getrandbits = rng.getrandbits
    for i in range(len(cards) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        cards[i], cards[j] = cards[j], cards[i]


def draw(state: GameState, player: int, count: int) -> int:
    """Take up to `count` cards from the top of the Net Ocean into the hand (never reshuffles)."""
    me = state.players[player]
    drawn = 0
    while drawn < count and me.net_ocean:
        me.hand.append(me.net_ocean.pop())
        drawn += 1
    return drawn


def remove_from_zones(state: GameState, player: int, card: int) -> str:
    """Take a card out of whatever zone holds it and return that zone's name."""
    me = state.players[player]
    for name in ("hand", "dark_area", "net_ocean", "digimon", "evo_box", "support_other", "gauge_cards"):
        zone: list[int] = getattr(me, name)
        if card in zone:
            if name == "evo_box":
                index = zone.index(card)
                del me.evo_alts[index]
            zone.remove(card)
            if name == "digimon":
                drop_modifiers_of(state, player, card)
            if name == "support_other" and state.modifiers:
                # A card taken from next to the Digimon: what it gave there ends (engine.beside).

                release_beside(state, player)
            return name
    for index, slot_card in enumerate(me.slots):
        if slot_card == card:
            was_active = me.active[index]
            me.slots[index] = NONE
            me.face_up[index] = False
            me.active[index] = False
            me.choices[index] = ""
            drop_modifiers_of(state, player, card, from_slot=True)
            if was_active:
                withdraw_grants(state, player, card)
            return "slot"
    for entry in me.power:
        if entry[0] == card:
            me.power.remove(entry)
            return "power_box"
    if me.support == card:
        me.support = NONE
        drop_modifiers_of(state, player, card)
        return "support"
    if me.pending_swap == card:
        me.pending_swap = NONE
        return "pending_swap"
    if me.gauge == card:
        me.gauge = NONE
        return "gauge"
    raise ValueError(f"card {card} of player {player + 1} is in no zone")


def level_value(state: GameState, player: int) -> int:
    """P-9.3 tiebreak value of the top Digimon (no Digimon or no level: 0)."""
    card = state.players[player].top_card()
    if card is None:
        return 0
    return LEVEL_ORDINALS.get(card.level, card.level_order)


def decide_by_tiebreak(state: GameState, termination: Termination) -> Outcome:
    """P-9: more points, then more Net Ocean cards, then the higher top level; else a draw."""
    first, second = state.players
    for a, b in (
        (first.points, second.points),
        (len(first.net_ocean), len(second.net_ocean)),
        (level_value(state, 0), level_value(state, 1)),
    ):
        if a != b:
            return Outcome(termination, 0 if a > b else 1)
    return Outcome(termination, None)


def end_game(state: GameState, outcome: Outcome) -> None:
    state.result = outcome
    state.phase = OVER
    state.step = "over"
    state.actor = NONE


def check_points(state: GameState) -> bool:
    """P-8: a player at 0 loses at once; both at 0 together go to the P-9 tiebreak."""
    first, second = state.players
    if first.points > 0 and second.points > 0:
        # Asked after every change of points; nearly always both players are still standing.
        return False
    if first.points <= 0 and second.points <= 0:
        end_game(state, decide_by_tiebreak(state, Termination.BOTH_ZERO))
    else:
        # The player at 0 loses.
        end_game(state, Outcome(Termination.POINTS, 1 if first.points <= 0 else 0))
    return True


def change_points(state: GameState, player: int, delta: int, *, check: bool = True) -> None:
    """P-7: points stay within 0..100; P-8 is checked right after unless the caller batches."""
    me = state.players[player]
    me.points = max(0, min(100, me.points + delta))
    if delta < 0 and state.modifiers:
        _hold_at_floor(state, player)
        _watch_losses(state, player)
    if check and state.result is None:
        check_points(state)


def regained(state: GameState, player: int, delta: int) -> int:
    """A card effect's point recovery for `player`: none while a "cannot regain" mark is on the
    player, a loss of as much while "'regain' is changed to 'reduce'" is."""
    marks = [type(m) for m in state.modifiers if m.player == player]
    if NoRegain in marks:
        return 0
    return -delta if RegainReversed in marks else delta


def _hold_at_floor(state: GameState, player: int) -> None:
    """Re-151: a reduction that brought `player` to a floor's points or fewer stops at the floor;
    the player regains the floor's points (a card effect's recovery, `regained`) and the effects of
    the card that set the floor end, the floor with them ("once your gauge reaches 10, stop any
    further reduction of points and regain 10 points")."""
    me = state.players[player]
    for m in [m for m in state.modifiers if type(m) is PointsFloor and m.player == player]:
        if me.points <= m.floor and m in state.modifiers:
            drop_modifiers_of(state, m.source_player, m.source)
            me.points = max(0, min(100, m.floor + regained(state, player, m.regain)))


def _watch_losses(state: GameState, player: int) -> None:
    """Bo-980: an option watching `player`'s losses (effects.leave_after_loss) goes to the Dark Area
    once `player` has lost its `amount` since the effect took place."""
    me = state.players[player]
    for m in [m for m in state.modifiers if type(m) is LossWatch and m.player == player]:
        if m.start - me.points >= m.amount:
            owner = state.players[m.source_player]
            if m.source in owner.slots:
                slot_to_dark_area(state, m.source_player, owner.slots.index(m.source))
