"""Option clauses that move cards between the hand, the Net Ocean, the Dark Area and the point gauge
(the "draws" family): shuffling the Dark Area back into the Net Ocean, drawing up to the hand's upper
limit and changing that limit (T-P1, T-P2), cards from the Dark Area or the opponent's hand, Fields
that mill, face-up settings paid with cards; Net Ocean searches are in patterns/option_searches.py.

They register into the shared clause list (patterns/clauses.py); the compiler imports this module
through patterns/option_lines.py.
"""

from __future__ import annotations

import re

from gameplay.compiler.patterns import COUNT, compile_re, count
from gameplay.compiler.patterns.clauses import Clause, clause, parse_clause
from gameplay.compiler.patterns.costs import noun_filter
from gameplay.compiler.patterns.option_searches import join_search
from gameplay.compiler.patterns.prefixes import HEAD_READERS, Frame
from gameplay.engine.effects.base import Effect, Trigger
from gameplay.engine.effects.conditions.negation import Not
from gameplay.engine.effects.conditions.same_background import SameBackground
from gameplay.engine.effects.discard_from_net_ocean import DiscardFromNetOcean
from gameplay.engine.effects.discard_matching import DiscardMatching
from gameplay.engine.effects.draw_cards import DrawCards
from gameplay.engine.effects.draw_to_hand_limit import DrawToHandLimit
from gameplay.engine.effects.recycle_dark_area import RecycleDarkArea
from gameplay.engine.effects.set_hand_limit import SetHandLimit
from gameplay.engine.effects.shuffle_dark_area import ShuffleDarkArea
from gameplay.engine.effects.take_from_dark_area import TakeFromDarkArea

_HAND_LIMIT = r"(?:the upper limit of your hand|your hand's upper limit)"


@clause(
    r"return all (?:of )?the cards in your Dark Area to your Net Ocean and shuffle it"
    r"|shuffle (?:all )?(?:of )?the cards in your Dark Area back into your Net Ocean"
    r"|shuffle your Dark Area back into your Net Ocean"
)
def _recycle(m: re.Match[str]) -> Clause:
    return Clause((RecycleDarkArea("self"),))


@clause(rf"draw cards until you reach {_HAND_LIMIT}")
def _draw_to_limit(m: re.Match[str]) -> Clause:
    return Clause((DrawToHandLimit("self"),))


@clause(rf"draw a new hand of {COUNT} cards")
def _new_hand(m: re.Match[str]) -> Clause:
    # Printed after "send your whole hand to the Dark Area" (CD-15): the hand is empty, so a new
    # hand of 6 is 6 cards drawn.
    return Clause((DrawCards("self", count(m.group(1))),))


@clause(
    rf"(?:for the next turn only, )?(?:the upper limit of your hand becomes|change {_HAND_LIMIT} to)"
    rf" {COUNT}(?:,? and (.+?))?"
    # Bo-451's reminder of T-P1 under the new limit: the Preparation Phase discards down to it.
    r"(?: \(if your hand has more than \w+ cards in it, adjust it during the preparation phase so that"
    r" there are only \w+ cards in your hand\))?"
)
def _hand_limit(m: re.Match[str]) -> Clause | None:
    # "For the next turn only": the card stays in its slot until the end of the next turn (its
    # printed limit), and the new limit lasts as long as it does (O-L2), so T-P1/T-P2 of the next
    # turn use it.
    effects: tuple[Effect, ...] = (SetHandLimit("self", count(m.group(1))),)
    if m.group(2):
        rest = parse_clause(m.group(2))
        if rest is None or rest.condition is not None:
            return None
        effects += rest.effects
    return Clause(effects)


# CD-14's second sentence restates that each of its two cards is taken when there is one: what
# `_take_from_dark_area` does (one effect per card, as many as there are).
_ALSO_THE_OTHER = compile_re(
    r"If you don't have either Level III or IV Digimon inside, you may still add the one Digimon card"
    r" of the other level present in your Dark Area to your hand\.?"
)
# "If your Digimon has won or drawn the battle at the point when this card is activated, directly
# send …" (Bo-794; "directly" says no battle is involved, as for any option).
_WON_OR_DRAWN = compile_re(
    r"(?:If|When) your Digimon has won or drawn the battle at the point when this card is activated,"
    r" (?:directly )?(.+?)\.?"
)
# Bo-549: "For all Digimon that do not belong to Deep Savers or have a different background from this
# card, for every Option card they turn face-up, send the top two cards of their Net Ocean to the Dark
# Area." The card is named after the field, so both descriptions are one (RULES 1.8).
_FLIPS_WATCHED = compile_re(
    r"For all Digimon that do not belong to Deep Savers or have a different background from this card,"
    rf" for every Option card they turn face-up, send the top {COUNT} cards of their Net Ocean to the"
    r" Dark Area\.?"
)
# Sp-1: "You may only place one of this card in your slots, and this card is sent to the Dark Area at
# the end of the turn during which it was played."
_ONLY_ONE_AND_LIMIT = compile_re(
    r"You may only place one of this card in your slots, and (this card is sent to the Dark Area at the"
    r" end of the turn during which it was played)\.?"
)
# "add them to your hand (1 card max)": read_cost would take the cap for a price's.
_CAPPED_ADD = compile_re(rf"(.+), add them to your hand \(({COUNT[1:-1]}) cards? max\)(\.?)")


def regroup(sentences: list[str]) -> list[str]:
    """The part's sentences, a search and the sentences that sort its cards joined into one
    (option_searches.join_search); CD-14's restatement dropped after its choice; a capped "add them
    to your hand" worded "add up to N"; the Bo-549, Sp-1 and Bo-794 sentences split or
    worded as the clause and prefix readers read them (each keeps its whole meaning)."""
    out: list[str] = []
    for sentence in sentences:
        if _ALSO_THE_OTHER.fullmatch(sentence) and out and "from your Dark Area" in out[-1]:
            continue
        if m := _CAPPED_ADD.fullmatch(sentence):
            sentence = f"{m.group(1)}, add up to {m.group(2)} of them to your hand{m.group(3)}"
        if m := _FLIPS_WATCHED.fullmatch(sentence):
            # Bo-549 'Deep Savers' (its own background, RULES 1.8): each side's flips, for a side whose
            # Digimon is of another background.
            out += [
                f"When the opponent's Digimon has a different background from this card, when the opponent"
                f" turns an Option card face-up, they have to send the top {m.group(1)} cards of their Net"
                " Ocean to the Dark Area.",
                f"When your Digimon has a different background from this card, when you turn another Option"
                f" card face-up, send the top {m.group(1)} cards of your Net Ocean to the Dark Area.",
            ]
            continue
        if m := _ONLY_ONE_AND_LIMIT.fullmatch(sentence):
            # Sp-1: two rules in one sentence, each in the words the option readers know.
            out += [
                "You may only place one of this card in your slots.",
                f"{m.group(1)[0].upper()}{m.group(1)[1:]}.",
            ]
            continue
        if m := _WON_OR_DRAWN.fullmatch(sentence):
            # Bo-794: a Point Calculation card sees the battle's result (P-1) when it is used, and it
            # is still in its slot when the result's text acts (before P-3); a win and a draw each.
            out += [
                f"When you win the battle, {m.group(1)}.",
                f"When the battle ends in a draw, {m.group(1)}.",
            ]
            continue
        if not join_search(out, sentence):
            out.append(sentence)
    return out


# -- the hand and the Dark Area -----------------------------------------------------------------------
@clause(r"check the opponent's hand, and send all (.+?) in their hand to the Dark Area")
def _discard_matching(m: re.Match[str]) -> Clause | None:
    card_filter = noun_filter(m.group(1))
    if card_filter is None or card_filter == "any":
        return None
    return Clause((DiscardMatching("opponent", None, card_filter),))


@clause(
    # CD-14: one card of each noun (as many as there are, see `_ALSO_THE_OTHER`).
    r"choose one (.+?) and one (.+?) from your Dark Area and add them to your hand"
    rf"|choose ({COUNT[1:-1]}) (.+?) from your Dark Area and add (?:it|them) to your hand"
    # Re-56t, as `regroup` words its "add them to your hand (1 card max)".
    rf"|check the contents of your Dark Area, and if there are any (.+?), add up to ({COUNT[1:-1]})"
    r" of them to your hand"
)
def _take_from_dark_area(m: re.Match[str]) -> Clause | None:
    wanted = (
        [("one", m.group(1)), ("one", m.group(2))]
        if m.group(1)
        else [(m.group(3), m.group(4))]
        if m.group(3)
        else [(m.group(6), m.group(5))]
    )
    effects: list[Effect] = []
    for number, noun in wanted:
        card_filter = noun_filter(noun)
        if card_filter is None and (names := _NAME_LIST.fullmatch(noun)):
            card_filter = "name:" + "|".join(re.split(r",? or |, ", names.group(1)))
        if card_filter is None:
            return None
        effects.append(TakeFromDarkArea("self", card_filter, count(number)))
    return Clause(tuple(effects))


# "Meicoomon or Meicrackmon Vicious Mode cards": card names (capitalised words).
_NAME_LIST = re.compile(
    r"((?:[A-Z][\w-]*(?: [A-Z][\w-]*)*)(?:(?:,? or |, )[A-Z][\w-]*(?: [A-Z][\w-]*)*)*) cards?"
)


@clause(r"shuffle your Dark Area|shuffle the remaining cards back into your Dark Area")
def _shuffle_dark_area(m: re.Match[str]) -> Clause:
    return Clause((ShuffleDarkArea("self"),))


# -- the timing column --------------------------------------------------------------------------------
# "after sending the top 3 cards of your Net Ocean to the Dark Area, play this card face-up" (Bo-593,
# St-58): the price of setting the card face-up in T-P6 (preparation.do_set), as the limit
# "set_pays_net_ocean:N" next to "set_face_up".
# "After sending one card from your hand to the Dark Area, play this card face-up" (Sp-1) is paid from
# the hand ("set_pays_hand:N").
SET_PRICE = "set_pays_net_ocean:"
SET_PRICE_HAND = "set_pays_hand:"
_PAID_FACE_UP = compile_re(
    rf"after sending (?:the top {COUNT} cards of your Net Ocean|({COUNT[1:-1]}) cards? from your hand)"
    r" to the Dark Area, (?:play this card|send this card out|send out this card) face-up"
)


def paid_face_up(text: str) -> tuple[str, ...] | None:
    """The limits of a face-up setting paid from the Net Ocean or the hand, or None."""
    if m := _PAID_FACE_UP.fullmatch(text):
        price = f"{SET_PRICE}{count(m.group(1))}" if m.group(1) else f"{SET_PRICE_HAND}{count(m.group(2))}"
        return ("set_face_up", price)
    return None


# -- a Field that mills the opponent (Bo-258 'Dark Area') ---------------------------------------------
@clause(rf"they have to send the top (?:card|{COUNT} cards) of their Net Ocean to the Dark Area")
def _they_send(m: re.Match[str]) -> Clause:
    return Clause((DiscardFromNetOcean("opponent", count(m.group(1)) if m.group(1) else 1),))


# -- leading parts ------------------------------------------------------------------------------------
_DIFFERENT_BACKGROUND = compile_re(
    r"when (the opponent's|your) Digimon has a different background from this card"
)
_TRIGGERS: list[tuple[re.Pattern[str], Trigger]] = [
    # Re-52t: fired when the phase begins (points.start), once the Battle Phase's cards have left.
    (compile_re(r"at the start of the Point Calculation Phase"), "calc_start"),
    # Bo-258: once the opponent's E-3/E-4 step is over, every turn the card stays
    # (evolution.end_evolution_step).
    (compile_re(r"after their evolution phase"), "opponent_evolved"),
    # Bo-549: a flip by either side while the card is active (options.use_option).
    (compile_re(r"when the opponent turns an Option card face-up"), "opponent_flips"),
    (compile_re(r"when you turn another Option card face-up"), "self_flips"),
]


def _read(head: str, frame: Frame) -> bool:
    if m := _DIFFERENT_BACKGROUND.fullmatch(head):
        # RULES 1.8 / O-F2: a Field named after a field has that background (conditions.same_background).
        frame.conditions.append(Not(SameBackground("self" if m.group(1).lower() == "your" else "opponent")))
        return True
    trigger = next((trigger for pattern, trigger in _TRIGGERS if pattern.fullmatch(head)), None)
    if trigger is not None:
        frame.trigger = trigger
        return True
    return False


HEAD_READERS.append(_read)
