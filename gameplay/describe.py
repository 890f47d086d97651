"""One action as a sentence of the game log, as one player may read it (DESIGN rule 5).

A sentence is written from the position the action was taken in, before it is applied (so "use
slot 2" names the card that lay in slot 2). The other player's hidden moves (a discard, a
prepared swap or evolution, an option set face-down, the cards paid for an option) name no card;
the acting player's own moves, public moves (flipped options, supports, abilities) and everything
in the revealed view (after the game) name the card. Passes have no sentence: the narration
collapses them (gameplay.narration).
"""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from cards.local_names import card_name
from gameplay.engine import actions as engine_actions
from gameplay.labels import NONE, ability_of, choice_words, expected_top, printed_text

ZONE_WORDS = {
    "hand": gettext_lazy("the hand"),
    "dark_area": gettext_lazy("the Dark Area"),
    "net_ocean": gettext_lazy("the top of the Net Ocean"),
    "net_ocean_bottom": gettext_lazy("the bottom of the Net Ocean"),
    "gauge": gettext_lazy("the point gauge"),
    "support": gettext_lazy("the Support Box"),
}


def player_name(player: int) -> str:
    return _("Player {number}").format(number=player + 1)


Sentence = tuple[str, str, list[str]]


def _manual(state: Any, player: int, action: Any, reveal: bool) -> Sentence:
    who = player_name(player)
    if isinstance(action, engine_actions.AdjustAttack):
        text = _("{who} adjusts {target}'s attack by {delta} (manual)")
        return (
            "manual",
            text.format(who=who, target=player_name(action.player), delta=f"{action.delta:+d}"),
            [],
        )
    if isinstance(action, engine_actions.AdjustPoints):
        text = _("{who} adjusts {target}'s points by {delta} (manual)")
        return (
            "manual",
            text.format(who=who, target=player_name(action.player), delta=f"{action.delta:+d}"),
            [],
        )
    if isinstance(action, engine_actions.MoveCard):
        record = state.players[action.player].deck[action.card]
        seen = reveal or action.zone == "support"
        zone = str(ZONE_WORDS[action.zone])
        text = _("{who} moves {card} to {zone} (manual)").format(
            who=who, card=card_name(record) if seen else _("a card"), zone=zone
        )
        return "manual", text, [record.number] if seen else []
    record = state.players[player].deck[action.card]
    return (
        "manual",
        _("{who}: {card} appears (manual)").format(who=who, card=card_name(record)),
        [record.number],
    )


def _use(state: Any, player: int, action: Any, reveal: bool) -> Sentence:
    me = state.players[player]
    record = me.deck[me.slots[action.slot - 1]]
    # A used option is face-up: both players read it; what was discarded to pay for it is not.
    text = _("{who} flips {card}").format(who=player_name(player), card=card_name(record))
    effect = printed_text(record)
    if effect:
        text = _("{flip}: {effect}").format(flip=text, effect=effect)
    if action.choice:
        text = _("{flip} (choosing {choice})").format(flip=text, choice=choice_words(action.choice))
    cards = [record.number]
    if action.pay and reveal:
        paid = ", ".join(card_name(me.deck[card]) for card in action.pay)
        text = _("{flip}, discarding {cards}").format(flip=text, cards=paid)
        cards += [me.deck[card].number for card in action.pay]
    return "option", text, cards


def _hidden_or_named(state: Any, player: int, action: Any, reveal: bool) -> Sentence:
    """Discards, swaps, prepared evolutions and set options: named to their owner only."""
    me = state.players[player]
    who = player_name(player)
    record = me.deck[action.card]
    cards = [record.number] if reveal else []
    if isinstance(action, engine_actions.Discard):
        card = card_name(record) if reveal else _("a card")
        return "info", _("{who} discards {card}").format(who=who, card=card), cards
    if isinstance(action, engine_actions.Swap):
        card = card_name(record) if reveal else _("a Level III")
        return "info", _("{who} puts {card} face-down for a swap").format(who=who, card=card), cards
    if isinstance(action, engine_actions.Prepare):
        if not reveal:
            return "info", _("{who} prepares an evolution").format(who=who), []
        source = expected_top(me)
        text = _("{who} prepares {source} → {target}").format(
            who=who, source=card_name(me.deck[source]) if source != NONE else "?", target=card_name(record)
        )
        return "info", text, cards
    # SetOption: a card set face-up (T-P6) is seen by both players.
    seen = reveal or record.set_face_up
    card = card_name(record) if seen else _("a face-down card")
    text = _("{who} sets {card} in slot {slot}").format(who=who, card=card, slot=action.slot)
    return "info", text, [record.number] if seen else []


def action_sentence(state: Any, player: int, action: Any, *, reveal: bool) -> Sentence | None:
    """(kind, text, card numbers) for one action before it is applied; None for a pass or a
    carried-out swap or evolution (the narration tells what it changed)."""
    me = state.players[player]
    who = player_name(player)
    if isinstance(action, engine_actions.Pass) and state.phase == "preparation" and me.prep_stage == 1:
        # T-P1 ends by choice: the player keeps the rest of the hand.
        return "info", _("{who} is done discarding").format(who=who), []
    if isinstance(action, engine_actions.Pass | engine_actions.Proceed):
        return None
    if isinstance(action, engine_actions.MANUAL_ACTIONS):
        return _manual(state, player, action, reveal)
    if isinstance(action, engine_actions.Use):
        return _use(state, player, action, reveal)
    if isinstance(action, engine_actions.Cancel):
        text = _("{who} does not swap") if state.step == "swap" else _("{who} does not evolve")
        return "info", text.format(who=who), []
    if isinstance(action, engine_actions.Concede):
        return "info", _("{who} concedes").format(who=who), []
    if isinstance(action, engine_actions.UseAbility):
        top, effect = ability_of(state, player, action.index)
        text = _("{who}'s {card} uses its ability: {effect}").format(
            who=who, card=card_name(top), effect=effect
        )
        return "info", text, [top.number]
    if isinstance(action, engine_actions.Support):
        # B-10: a support is put face-up, public to both players.
        record = me.deck[action.card]
        text = _("{who} supports with {card}").format(who=who, card=card_name(record))
        effect = printed_text(record, "support")
        if effect:
            text = _("{support}: {effect}").format(support=text, effect=effect)
        return "info", text, [record.number]
    return _hidden_or_named(state, player, action, reveal)


def masked_notation(action: str) -> str:
    """The other player's notation without card ids for hidden moves (supports and the rest stay)."""
    verb = action.split(" ", 1)[0]
    if verb in ("discard", "swap", "prepare"):
        return verb
    if verb == "set":
        return "set ? slot " + action.rsplit(" ", 1)[-1]
    if verb == "use" and " pay " in action:
        used, _sep, paid = action.partition(" pay ")
        choice = paid.partition(" choose ")[2]
        return f"{used} choose {choice}" if choice else used
    return action
