"""What a Spirit tied to the battling Digimon (engine.spirits, E-10) does through its card text: it
applies with the Digimon's abilities, or waits for its condition (O-N2) as an option's text does."""

from __future__ import annotations

from gameplay.engine import moves
from gameplay.engine.effect_context import OPTION, EngineContext
from gameplay.engine.effect_firing import fire
from gameplay.engine.modifiers.marks import SpiritTie
from gameplay.engine.modifiers.points import FieldPenalty
from gameplay.engine.moves import tied
from gameplay.engine.spirits import is_free
from gameplay.engine.state import GameState


def tie(state: GameState, player: int, spirits: list[int]) -> None:
    """E-10: the Spirits that made the battling Digimon appear stay in the Support Box, tied to it."""
    me = state.players[player]
    for card in spirits:
        seq = moves.next_seq(state)
        tie = SpiritTie(
            player=player, seq=seq, source=card, source_player=player, lifetime="source", digimon=me.top
        )
        moves.add_modifier(state, tie)
    if state.phase == "battle" and state.step != "battle_start":
        # Arrived after attack confirmation (E-6.7): its text applies at once, as a Digimon's would.
        for card in spirits:
            fire_spirit(state, player, card, ("on_use", "continuous"))


def fire_spirit(state: GameState, player: int, card: int, triggers: tuple[str, ...]) -> None:
    """A tied Spirit's free abilities with one of `triggers`, for this phase; those whose condition
    does not hold yet wait for it (O-N2), as an option's do."""
    text = state.players[player].deck[card].text
    ctx = EngineContext(state, player, card, OPTION, "phase")
    for index, ability in enumerate(text.abilities):
        if ability.trigger not in triggers or not is_free(ability):
            continue
        if ability.condition is not None and not ability.condition.holds(ctx):
            moves.add_situation(state, player, card, index, "phase", OPTION)
            continue
        fire(state, player, card, text, triggers, OPTION, "phase", only=index)


def fire_tied(state: GameState, player: int, triggers: tuple[str, ...]) -> None:
    """B-2.3 / B-3: the tied Spirits' text applies with the battling Digimon's abilities."""
    if not state.modifiers:
        return
    for card in tied(state, player):
        fire_spirit(state, player, card, triggers)


def field_removed(state: GameState, player: int, index: int) -> None:
    """St-744: "when the opponent removes a Field Option card from their slot (including exchanging),
    immediately reduce the opponent's points by 20". The player discards (T-P1) the card in slot
    `index`; only an active Field counts, as a face-down card is not known to be one. Exchanging is
    such a discard (O-F1: no second Field is used while one is active)."""
    me = state.players[player]
    if not state.modifiers or not me.active[index] or me.deck[me.slots[index]].option_type != "Field":
        return
    for m in [m for m in state.modifiers if type(m) is FieldPenalty and m.player == player]:
        # P-7: a direct reduction by the Spirit's owner, which immunities may block.
        EngineContext(state, m.source_player, m.source, OPTION, "phase").change_points("opponent", -m.points)
