"""The legal actions and the phase in the players' words (the buttons of the board).

Each action keeps its notation (the replay's language) and gains a label ("Evolve Agumon → Greymon
(●● from the Net Ocean)"), a hint, a kind for grouping the buttons and the card numbers it
involves. Labels only name what the acting player may see (DESIGN rule 5): the acting player's
own hand, slots and Digimon, never the opponent's hidden cards. The texts are translatable.

The functions read engine values (a state, its card records, the actions of `legal_actions`)
that gameplay.playout hands over.
"""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from cards.local_names import card_name
from gameplay.engine import actions as engine_actions
from gameplay.engine import spirits
from gameplay.engine.abilities import option_ability_source
from gameplay.engine.option_menus import menu_source

# Button groups in board order; the primary choice comes first whatever its group.
KINDS = ("evolve", "option", "support", "ability", "discard", "other", "pass")
NONE = -1
# An effect summary longer than this stays out of the label (the hint has the printed text).
SUMMARY_CHARS = 70
MARK_WORDS = {"up": "●", "side": "×"}


def phase_heading(phase: str) -> str:
    """The phase's name as the rules print it ("Battle Phase")."""
    return {
        "preparation": _("Preparation Phase"),
        "evolution": _("Evolution Phase"),
        "battle": _("Battle Phase"),
        "point_calculation": _("Point Calculation Phase"),
    }.get(phase, _("Game over"))


def phase_words(phase: str, step: str, prep_stage: int) -> str:
    """The phase and its step as the rules name them ("Battle Phase — options")."""
    if phase == "preparation":
        return _("Preparation Phase — hand adjustment") if prep_stage == 1 else _("Preparation Phase")
    if phase == "evolution":
        return {
            "swap": _("Evolution Phase — swap"),
            "interrupt": _("Evolution Phase — answer the option"),
        }.get(step, _("Evolution Phase"))
    if phase == "battle":
        return {
            "battle_start": _("Battle Phase — battle start"),
            "interrupt": _("Battle Phase — answer the option"),
        }.get(step, _("Battle Phase — options"))
    if phase == "point_calculation":
        return _("Point Calculation Phase")
    return _("Game over")


def phase_label(state: Any) -> str:
    """ "Turn 3 · Battle Phase — options"; the acting player's preparation stage names its step."""
    stage = state.players[state.actor].prep_stage if state.actor in (0, 1) else 0
    words = phase_words(state.phase, state.step, stage)
    return _("Turn {turn} · {phase}").format(turn=state.turn, phase=words)


def _names(me: Any, cards: tuple[int, ...]) -> str:
    """The cards' names; one lying in an option slot says which, so two copies read apart."""
    return ", ".join(
        _("{card} (slot {slot})").format(card=card_name(me.deck[card]), slot=me.slots.index(card) + 1)
        if card in me.slots
        else card_name(me.deck[card])
        for card in cards
    )


def _numbers(me: Any, cards: list[int] | tuple[int, ...]) -> list[str]:
    return [me.deck[card].number for card in cards]


def expected_top(me: Any) -> int:
    """The card the next prepared step evolves from: the last prepared step, the pending swap, the top."""
    if me.evo_box:
        return me.evo_box[-1]
    if me.pending_swap != NONE:
        return me.pending_swap
    return me.digimon[-1] if me.digimon else NONE


def marks_text(alternative: tuple[Any, ...]) -> str:
    """EC-1: "●●×" for the upright and sideways cards a step takes from the Net Ocean."""
    upright = sum(req.upright for req in alternative if req.kind == "marks")
    sideways = sum(req.sideways for req in alternative if req.kind == "marks")
    return MARK_WORDS["up"] * upright + MARK_WORDS["side"] * sideways


def effect_summary(record: Any) -> str:
    """What a card's compiled text does, in the engine's short words, when short enough for a label.

    A text with a condition ("when you battle a higher level") has none: the engine's words name
    the effect only, and the label would promise it unconditionally (the hint has the printed text).
    """
    abilities = record.text.abilities
    if any(ability.condition is not None for ability in abilities):
        return ""
    summary = "; ".join(effect.describe() for ability in abilities for effect in ability.effects)
    return summary if 0 < len(summary) <= SUMMARY_CHARS else ""


def printed_text(record: Any, line: str = "") -> str:
    """The printed ability lines of a card (only those of `line`, "special" or "support", if given)."""
    return " ".join(
        ability.text for ability in record.text.abilities if not line or ability.line == line
    ).strip()


CHOICE_WORDS = {
    "self": gettext_lazy("yourself"),
    "opponent": gettext_lazy("the opponent"),
    "both": gettext_lazy("both players"),
    # A single "you may" outcome (O-3): "Use New Digital World NDW, choosing to take its optional effect".
    "yes": gettext_lazy("to take its optional effect"),
    "no": gettext_lazy("to leave its optional effect"),
}


def choice_words(choice: str) -> str:
    if choice in ("A", "B", "C"):
        return _("column {column}").format(column=choice)
    return str(CHOICE_WORDS[choice]) if choice in CHOICE_WORDS else choice


def _entry(action: Any, kind: str, label: str, hint: str, cards: list[str]) -> dict[str, Any]:
    return {
        "notation": str(action),
        "label": label,
        "hint": hint,
        "kind": kind,
        "cards": cards,
        "primary": False,
    }


def _prepare(state: Any, me: Any, action: Any) -> dict[str, Any]:
    target = me.deck[action.card]
    source = expected_top(me)
    cards = [target.number, *_numbers(me, action.pay)]
    label = _("Evolve {source} → {target}").format(
        source=card_name(me.deck[source]) if source != NONE else _("your Digimon"), target=card_name(target)
    )
    if action.alt < 0:
        label = _("{evolve}, ignoring its conditions with {cards}").format(
            evolve=label, cards=_names(me, action.pay)
        )
    else:
        marks = marks_text(target.evolution[action.alt])
        if marks:
            label = _("{evolve} ({marks} from the Net Ocean)").format(evolve=label, marks=marks)
        if action.pay:
            label = _("{evolve}, paying {cards}").format(evolve=label, cards=_names(me, action.pay))
    hint = _("Prepared face-down in your Evolution Box; it evolves in the Evolution Phase.")
    return _entry(action, "evolve", label, hint, cards)


def _use(state: Any, me: Any, action: Any) -> dict[str, Any]:
    index = action.slot - 1
    record = me.deck[me.slots[index]]
    verb = _("Use {card} (slot {slot})") if me.face_up[index] else _("Flip {card} (slot {slot})")
    label = verb.format(card=card_name(record), slot=action.slot)
    summary = effect_summary(record)
    if summary:
        label = _("{use}: {effect}").format(use=label, effect=summary)
    if action.choice:
        label = _("{use}, choosing {choice}").format(use=label, choice=choice_words(action.choice))
    if action.pay:
        label = _("{use}, discarding {cards}").format(use=label, cards=_names(me, action.pay))
    return _entry(action, "option", label, printed_text(record), [record.number, *_numbers(me, action.pay)])


def ability_of(state: Any, player: int, index: int) -> tuple[Any, str]:
    """(the card whose ability a `UseAbility` index names, its printed text): an active option's
    ability paid at each use, a tied Spirit's ability, else the battling Digimon's."""
    me = state.players[player]
    if (menu := menu_source(state, player, index)) is not None:
        # A numbered effect of a Tamer card's menu (engine.option_menus): what that effect does.
        ability = me.deck[me.slots[menu[0]]].text.abilities[menu[1]]
        return me.deck[me.slots[menu[0]]], "; ".join(effect.describe() for effect in ability.effects)
    source = option_ability_source(state, player, index) or spirits.ability_source(state, player, index)
    if source is not None:
        return me.deck[source[0]], source[1].text
    top = me.deck[me.digimon[-1]]
    abilities = top.text.abilities
    return top, abilities[index].text if index < len(abilities) else ""


def _ability(state: Any, me: Any, action: Any) -> dict[str, Any]:
    top, text = ability_of(state, state.actor, action.index)
    label = _("Use {card}'s ability").format(card=card_name(top))
    if text and len(text) <= SUMMARY_CHARS:
        label = _("{use}: {text}").format(use=label, text=text)
    if action.pay:
        label = _("{use}, discarding {cards}").format(use=label, cards=_names(me, action.pay))
    return _entry(action, "ability", label, text, [top.number, *_numbers(me, action.pay)])


def _pass(state: Any, me: Any, action: Any) -> dict[str, Any]:
    if state.phase == "preparation":
        if me.prep_stage == 1:
            label, hint = _("Done discarding"), _("Keep this hand and draw up to the hand limit.")
        else:
            label, hint = _("Done preparing"), _("End your Preparation Phase.")
    elif state.step == "interrupt":
        label, hint = _("Let it take effect"), _("Do not answer the opponent's option.")
    elif state.step == "battle_start":
        label, hint = _("Nothing appears"), _("Go on to the battle.")
    elif state.phase == "evolution":
        label, hint = _("No more options this step"), _("End your Evolution step.")
    elif state.phase == "point_calculation":
        label, hint = _("No more options; count the points"), _("End your Point Calculation window.")
    else:
        label, hint = _("No more options this window"), _("Let the other player answer, or end the battle.")
    return _entry(action, "pass", label, hint, [])


def _decision(state: Any, me: Any, action: Any) -> dict[str, Any]:
    """Proceed / Cancel: the prepared swap (E-2) or the prepared evolution (E-3, E-4)."""
    carry = isinstance(action, engine_actions.Proceed)
    if state.step == "swap":
        card = me.pending_swap
        label = _("Carry out your prepared swap") if carry else _("Don't swap")
        cards = _numbers(me, [card]) if card != NONE else []
        hint = (
            _("{card} replaces your Level III.").format(card=card_name(me.deck[card])) if card != NONE else ""
        )
        return _entry(action, "evolve", label, hint, cards)
    steps = " → ".join(card_name(me.deck[card]) for card in me.evo_box)
    if carry:
        label = (
            _("Carry out your prepared evolution: {steps}").format(steps=steps)
            if steps
            else _("Carry out your prepared evolution")
        )
    else:
        label = _("Don't evolve")
    hint = _("Cards not used go to the Dark Area at the end of the phase.")
    return _entry(action, "evolve", label, hint, _numbers(me, me.evo_box))


def _card_action(state: Any, me: Any, action: Any) -> dict[str, Any]:
    record = me.deck[action.card]
    name = card_name(record)
    if isinstance(action, engine_actions.Discard):
        if action.card in me.slots:
            label = _("Discard {card} from slot {slot}").format(
                card=name, slot=me.slots.index(action.card) + 1
            )
        else:
            label = _("Discard {card}").format(card=name)
        return _entry(action, "discard", label, _("Send it to the Dark Area."), [record.number])
    if isinstance(action, engine_actions.Swap):
        top = me.digimon[-1] if me.digimon else NONE
        if top == NONE:
            label = _("Put {card} in your Digimon Box").format(card=name)
        elif card_name(me.deck[top]) == name:
            # "Swap Agumon in for Agumon" reads like a slip; it is a fresh copy for the one in play.
            label = _("Swap in another {card}").format(card=name)
        else:
            label = _("Swap {card} in for {top}").format(card=name, top=card_name(me.deck[top]))
        hint = _("Face-down now; the swap happens in the Evolution Phase.")
        return _entry(action, "evolve", label, hint, [record.number])
    if isinstance(action, engine_actions.SetOption):
        label = _("Set {card} in slot {slot}").format(card=name, slot=action.slot)
        if record.set_face_up:
            label = _("{set} (face-up)").format(set=label)
        return _entry(action, "option", label, printed_text(record), [record.number])
    if isinstance(action, engine_actions.Support):
        label = _("Support with {card}").format(card=name)
        return _entry(action, "support", label, printed_text(record, "support"), [record.number])
    label = _("{card} appears").format(card=name)
    return _entry(action, "other", label, _("Its appearance condition is met."), [record.number])


def action_entry(state: Any, player: int, action: Any) -> dict[str, Any]:
    """One legal action as {notation, label, hint, kind, cards, primary}."""
    me = state.players[player]
    if isinstance(action, engine_actions.Prepare):
        return _prepare(state, me, action)
    if isinstance(action, engine_actions.Use):
        return _use(state, me, action)
    if isinstance(action, engine_actions.UseAbility):
        return _ability(state, me, action)
    if isinstance(action, engine_actions.Pass):
        return _pass(state, me, action)
    if isinstance(action, engine_actions.Proceed | engine_actions.Cancel):
        return _decision(state, me, action)
    if hasattr(action, "card"):
        return _card_action(state, me, action)
    return _entry(action, "other", _("Concede"), _("Give up the game."), [])


def action_entries(state: Any, player: int, legal: list[Any]) -> list[dict[str, Any]]:
    """The legal actions labelled, grouped by kind in board order with the primary choice first.

    The primary choice carries the game on: the prepared swap or evolution, else passing, else
    (over the hand limit, when passing is not allowed) the first discard.
    """
    entries = [action_entry(state, player, action) for action in legal]
    if not entries:
        return []
    primary = next((e for e in entries if e["notation"] == "proceed"), None)
    primary = primary or next((e for e in entries if e["kind"] == "pass"), None) or entries[0]
    primary["primary"] = True
    rest = sorted((e for e in entries if e is not primary), key=lambda e: KINDS.index(e["kind"]))
    return [primary, *rest]
