"""An Option card's record fields read from its printed text (RULES 7): its timing, level limit
(O-N1), duration (O-L1), Power Box use (EC-2) and the other flags the engine's `CardRecord` keeps,
read once by the compiler so that the engine never reads the text in play."""

from __future__ import annotations

from gameplay.compiler.patterns import compile_re
from gameplay.compiler.patterns.option_lines import parse_limit
from gameplay.engine.effects.base import CompiledText, Condition, OptionFields

# Bo-8j prints its rate as "Win Ratio 80%" (name) and "Winning Percentage: 80!" (text): it pays 80 %.
_WIN_RATE = compile_re(r"(?:Winning Percentage|Win Ratio):?\s*(\d+)\s*(?:%|(?=!))")
_TIMINGS = (
    ("preparation", "preparation"),
    ("evolution phase", "evolution"),
    ("battle phase", "battle"),
    ("point calculation", "point_calc"),
)
_LEVEL_LIMIT_NOT = compile_re(r"cannot be used when your Digimon is (Level III(?: or Level IV)?)")
_FROM_HAND = frozenset({"evolve_from_hand", "switch_from_hand"})
_IGNORES = compile_re(r"(?<!cannot )ignore (?:all|the) evolution requirements")
# B-6: a card whose user answers the opponent's use ("invalidate one of the opponent's Item Option
# cards before it takes effect"). The passive "that card is stacked onto their point gauge before it
# takes effect" (Bo-862) or "it is invalidated before it takes effect" (Re-20) tells what befalls a card
# the opponent uses while this one is active: such a card is used in its own window.
_ANSWERS = compile_re(r"before (?:it takes effect|its effect)")
_BEFALLS = compile_re(r"\b(?:is|are) \w+ed\b[^,.;()]*before (?:it takes effect|its effect)")
# An ability the card gives the Digimon ("Add the special ability '(O)During battle, you may send one of
# the opponent's Item Option cards … to their point gauge before it takes effect'", Bo-652; "add 'Only
# twice during battle, you may invalidate …'", Bo-699) answers in the Digimon's battle, not the card's use.
_GIVEN = compile_re(
    r"\badd (?:the (?:special )?abilit(?:y|ies) )?'[^.]*?before (?:it takes effect|its effect)"
)
_LEVEL_ONLY = compile_re(r"can only be used when your Digimon is (Perfect|Ultimate)")
# O-N1 requirements read the battling Digimon's level only: each level and its ordinal (RULES 1.3;
# Hybrid and the other level-less cards are 0).
_LEVEL_ORDINALS = (("III", 3), ("IV", 4), ("Perfect", 5), ("Ultimate", 6), ("Hybrid", 0))
_TURN_END_SENTENCE = compile_re(r"at the end of the turn[^.]*")
# Limits that keep a card in its slot (O-L2); a Field that stays until another Field replaces it
# (O-F1) lasts like "until removed".
_LASTING = {
    "until_removed",
    "until_digimon_loses",
    "until_lifespan",
    "until_digimon_leaves",
    "until_field_replaced",
}


class _LevelOnly:
    """A context that answers only the level, for evaluating a compiled O-N1 requirement."""

    def __init__(self, level: str) -> None:
        self._level = level

    def level(self, side: str) -> str:
        return self._level


def _option_limit(text: CompiledText, effect_text: str) -> str:
    """O-L1: the default is the end of the phase of use; printed limits override it."""
    limits = {limit for ability in text.abilities for limit in ability.limits}
    lowered = effect_text.lower()
    if "immediately" in limits or "immediately after use" in lowered:
        return "immediate"
    # O-L3: a printed number of turns ends a card that also leaves earlier with its Digimon ("While
    # this card remains in its slot until … your Digimon loses a battle …, at the end of the turn
    # after the turn during which this card was used, send it to the Dark Area", Bo-103).
    for limit in limits:
        if limit.startswith("after_turns:"):
            return "turns:" + limit.split(":", 1)[1]
    if "end_of_next_turn" in limits:
        return "turns:2"
    if limits & _LASTING or ("remains in its slot" in lowered):
        return "lasting"
    if "end_of_turn" in limits:
        return "turn"
    # A text played by hand carries no compiled limit: its limit sentence at the end of a turn is read
    # as the compiled ones are ("At the end of the turn after the turn during which this card was
    # used, send it to the Dark Area" lasts into the next turn, Bo-701, Sp-25).
    if "battle phase" not in lowered and (sentence := _TURN_END_SENTENCE.search(effect_text)):
        return "turns:2" if "end_of_next_turn" in (parse_limit(sentence[0]) or ()) else "turn"
    return "phase"


def _allowed_levels(effect_text: str, requirement: Condition | None, compiled: bool) -> frozenset[int]:
    """O-N1 level limits printed as "cannot be used when your Digimon is Level III"; read from the
    compiled requirement when there is one, so that "Perfect or Ultimate level, or … Hybrid" keeps
    every level it names (Bo-915, Bo-793, Bo-792: a Hybrid is not Level III)."""
    if requirement is not None:
        try:
            allowed = frozenset(
                ordinal
                for level, ordinal in _LEVEL_ORDINALS
                if requirement.holds(_LevelOnly(level))  # type: ignore[arg-type]
            )
        except AttributeError:  # a requirement that reads more than the level
            allowed = None
        if allowed is not None:
            return frozenset() if len(allowed) == len(_LEVEL_ORDINALS) else allowed
    if compiled:
        # A compiled text without an O-N1 requirement has no level limit: "Perfect or Ultimate level,
        # or … a Transcendent Form" is a situation (O-N2) its abilities carry.
        return frozenset()
    if match := _LEVEL_ONLY.search(effect_text):
        return frozenset({5 if match[1].lower() == "perfect" else 6})
    if match := _LEVEL_LIMIT_NOT.search(effect_text):
        return frozenset({4, 5, 6} if "IV" not in match[1] else {5, 6})
    return frozenset()


def option_fields(
    name: str, effect_text: str, timing: str, activation_text: str, text: CompiledText
) -> OptionFields:
    """The record fields of the Option card printed with these texts, `text` its compiled effect."""
    timing_text = timing.lower()
    activation = activation_text.lower()
    # The compiled timing-column limits (RULES 7): "slot:N", "paid_into_power_box", "set_face_up".
    limits = {limit for ability in text.abilities for limit in ability.limits}
    slot = next((int(limit[5:]) for limit in limits if limit.startswith("slot:")), 0)
    # EC-2: cards sent "to the Evolution Requirements box" pay the win rates their text names
    # ("Super Evolution Plug-In S": "... with 'O' or 'Winning Percentage: 40%!'").
    power = (
        "requirements box" in activation
        or "requirement box" in activation
        or bool(_WIN_RATE.search(name))
        or "power box" in activation
        or "paid_into_power_box" in limits
    )
    kinds = {e.kind for a in text.abilities for e in a.effects}
    # A card whose text evolves through the win rates it names pays them from a slot too (EC-2: "Super
    # Evolution Plug-In M", St-584, "… with 'Winning Percentage: 40%!' or … in their requirements").
    paying = bool(kinds & {"evolve_into", "evolve_with_requirement"})
    win_rates = (
        frozenset(int(p) for p in _WIN_RATE.findall(name + " " + effect_text))
        if power or paying
        else frozenset()
    )
    # Bx-147 only names the effect it bans (compiler.patterns.option_rewrites.power_box_card).
    effect = effect_text.lower().replace("'ignore the evolution requirements'", "")
    # Dark Tower (Bo-355) forbids ignoring them: "cannot ignore the evolution requirements".
    ignores = _IGNORES.search(effect) is not None
    # E-6.7: a card that evolves from the hand when it is used ("… into a Digimon of the next level in
    # your hand", St-609) is flipped at its timing, not paid into the Power Box.
    # St-433: "Allows your Level III Digimon to evolve …, ignoring evolution requirements" reads as one.
    # So is a switch from the hand ("make one Wicked God type Digimon directly appear in your box from
    # your hand (ignore the evolution requirements)", Bo-492).
    ignores = (ignores or "evolve_ignoring_conditions" in kinds) and not kinds & _FROM_HAND
    return OptionFields(
        timing=next((value for key, value in _TIMINGS if key in timing_text), ""),
        allowed_levels=_allowed_levels(effect_text, text.requirement, text.status == "compiled"),
        limit=_option_limit(text, effect_text),
        only_one=text.only_one or "only place one of this card" in activation,
        set_face_up="face-up" in activation or "set_face_up" in limits,
        fixed_slot=slot,
        pays_win_rates=win_rates,
        ignores_conditions=ignores,
        power_card=power,
        interrupt=len(_ANSWERS.findall(effect)) > len(_BEFALLS.findall(effect)) + len(_GIVEN.findall(effect)),
    )
