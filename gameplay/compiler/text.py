"""The compiler from the catalog's card texts to effects (DESIGN rule 6).

A Digimon's ability box is a list of (kind, text) lines, kind "special" (◎), "support" (■) or
"info" (an information line, RULES 1.7). An Option card has an effect text of "(O)"-marked
parts, a timing and extra activation text in its timing column (RULES 7).

Every line (Digimon) or "(O)" part (Option) is compiled whole or not at all: a line in which one
sentence is not recognised is kept in `manual` as printed, so nothing runs with half its text.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from typing import Literal

from gameplay.compiler.patterns import clause_table as _clause_table  # noqa: F401  all clauses, in order
from gameplay.compiler.patterns import compile_re, digimon_check_top, digimon_one_box
from gameplay.compiler.patterns import digimon_attack_order_heads as _attack_order  # noqa: F401
from gameplay.compiler.patterns import digimon_attribute_heads as _attribute_heads  # noqa: F401
from gameplay.compiler.patterns import digimon_evolution_cause as _evolution_cause  # noqa: F401
from gameplay.compiler.patterns import digimon_evolution_route_heads as _evolution_route  # noqa: F401
from gameplay.compiler.patterns import digimon_facing_heads as _facing_heads  # noqa: F401
from gameplay.compiler.patterns import digimon_facing_printed as _facing_printed  # noqa: F401
from gameplay.compiler.patterns import digimon_flip_watch as _flip_watch  # noqa: F401
from gameplay.compiler.patterns import digimon_immunity_statements as _immunities  # noqa: F401
from gameplay.compiler.patterns import digimon_option_watch as _option_watch  # noqa: F401
from gameplay.compiler.patterns import digimon_prefixes as _digimon_prefixes  # noqa: F401
from gameplay.compiler.patterns import digimon_turn_and_reach_heads as _digimon_turn_and_reach_heads  # noqa: F401
from gameplay.compiler.patterns import option_hand_check_regroup as _hand_check  # noqa: F401
from gameplay.compiler.patterns.clauses import parse_clause
from gameplay.compiler.patterns.costs import read_cost
from gameplay.compiler.patterns.digimon_fusion_notes import restates_requirement
from gameplay.compiler.patterns.digimon_rewrites import rewrite as rewrite_digimon_sentence
from gameplay.compiler.patterns.option_attack import exception_condition
from gameplay.compiler.patterns.option_choices import choice_sentence, column_choices, optional_outcomes
from gameplay.compiler.patterns.option_draws import regroup as regroup_draws
from gameplay.compiler.patterns.option_evolution import evolution_parts
from gameplay.compiler.patterns.option_instead import compile_with_instead
from gameplay.compiler.patterns.option_lines import (
    parse_activation,
    parse_effect_cost,
    parse_limit,
    parse_requirement,
)
from gameplay.compiler.patterns.option_one_box import inert_with_one_box
from gameplay.compiler.patterns.option_outcome import regroup as regroup_outcome
from gameplay.compiler.patterns.option_rewrites import expand as expand_option_sentence
from gameplay.compiler.patterns.option_rewrites import power_box_card
from gameplay.compiler.patterns.option_spirit import spirit_part, spirit_parts
from gameplay.compiler.patterns.option_widening import widen as widen_use
from gameplay.compiler.patterns.prefixes import read_prefixes
from gameplay.compiler.patterns.statements import parse_statement
from gameplay.compiler.patterns.subjects import (
    parse_subject,
)

# The registry import makes EFFECT_KINDS complete for anyone who imports the compiler.
from gameplay.engine.effects import registry as _registry  # noqa: F401
from gameplay.engine.effects.base import (
    PAID_PER_USE,
    CompiledAbility,
    CompiledText,
    Condition,
    Cost,
    Limit,
    Status,
    Trigger,
)
from gameplay.engine.effects.conditions.all_of import AllOf, all_of
from gameplay.engine.effects.conditions.negation import Not

# Printed remarks that change nothing in play.
_REMARKS = compile_re(
    r"\((?:This is not a special ability|This is a support ability|This is not a support ability)\)\.?"
    r"|This card's name is identical to [^.]*, but they have different effects\.?"
    # An ability box that says it is empty.
    r"|No special abilities\.?"
    # Deck-building limits, checked by the deck legality rules, not in play.
    r"|You may only have up to \w+ cards (?:with the word [^.]* in their name )?in your deck[^.]*\.?"
    r"|You may include up to \w+ of this card in your deck\.?"
    # A reminder that an option whose effect finds nothing to act on may still be used.
    r"|This card can be used even when the opponent has no cards in their hand\.?"
    # A support card's reminder that a Hybrid's Support Box takes it: the engine allows it (B-10.2).
    r"|\((?:This card can be specially placed in|You can specially move this card into) the support box of"
    r" a Hybrid level\)\.?"
)


def split_sentences(text: str) -> list[str]:
    """Split at ". " / "! " / ") " before a capital or "(", but never inside parentheses."""
    sentences: list[str] = []
    depth, start = 0, 0
    for i, char in enumerate(text):
        if char == "(":
            depth += 1
        elif char == ")":
            depth = max(0, depth - 1)
        if depth == 0 and char == ";" and i + 1 < len(text) and text[i + 1] == " ":
            sentences.append(text[start:i].strip())
            start = i + 2
        elif depth == 0 and char in ".!)" and i + 2 < len(text) and text[i + 1] == " ":
            following = text[i + 2]
            if following.isupper() or following == "(":
                sentences.append(text[start : i + 1].strip())
                start = i + 2
    sentences.append(text[start:].strip())
    return [s for s in sentences if s]


def normalize(text: str) -> str:
    text = text.replace("’", "'").replace("‘", "'").replace("“", '"').replace("”", '"')
    # The fan translation often types the apostrophe of "opponent's" as a double quote.
    text = re.sub(r'(\w)"s\b', r"\1's", text)
    # A comma typed inside the closing quote: 'the ability "hungry," add 300'.
    text = re.sub(r'([a-z]),"', r'\1",', text)
    # A missing space before the reprint remark ("…Dark Area.This card's name is identical …").
    text = re.sub(r"\.(?=This card)", ". ", text)
    # A reprint remark typed as a footnote ("… after use. *This card's name is identical to …").
    text = re.sub(r"(?<=\.) \*(?=This card's name)", " ", text)
    return re.sub(r"\s+", " ", text).strip()


def compile_sentence(sentence: str, default: Trigger) -> CompiledAbility | None:
    """One sentence: its trigger, condition, cost and effects, or None when not recognised."""
    if effects := parse_statement(sentence):
        return CompiledAbility(sentence, "continuous", effects)
    read = read_prefixes(sentence.rstrip("."))
    if read is None:
        return None
    frame, rest = read
    rest = _TRAILING_REMARK.sub("", rest)
    if m := _EXCLUDING.fullmatch(rest):
        # "(excluding Digimon belonging to Unknown)" narrows the opponent the condition names.
        excluded = parse_subject("opponent", m.group(2))
        if excluded is None or not sentence.lower().startswith(("when facing", "when the opponent")):
            return None
        rest = m.group(1)
        frame.conditions.append(Not(excluded))
    if m := _PLACE_SUPPORT.match(rest):
        # B-10.2: putting the card into the Support Box is how a ■ ability is used; "the support
        # box of a Hybrid level" makes the supported Digimon's level a condition (B-10.4).
        if m.group(1) or m.group(2):
            target = parse_subject("self", m.group(1) or m.group(2))
            if target is None:
                return None
            frame.conditions.append(target)
        # After the placement, "its attack power" is the supported Digimon's: this side's.
        rest = re.sub(r"\bto its attack power\b", "to your attack power", rest[m.end() :])
        frame.optional = True
        if not rest:
            return CompiledAbility(sentence, "on_use", (), frame.condition())
    cost_read = read_cost(rest)
    if cost_read is None:
        return None
    costs, uses, rest = cost_read
    clause = parse_clause(rest)
    if clause is None or not clause.effects:
        return None
    parts = [c for c in (frame.condition(), clause.condition) if c is not None]
    condition: Condition | None = None
    if parts:
        condition = all_of(parts)
    if frame.uses is not None:
        uses = frame.uses
    trigger = frame.trigger
    if trigger is None:
        # Anything the player chooses to do, or pays for, is used in a window (B-4), not always on.
        trigger = "on_use" if (frame.optional or costs or uses is not None) else default
    return CompiledAbility(sentence, trigger, clause.effects, condition, costs, uses, tuple(frame.limits))


_EXCLUDING = compile_re(r"(.+?),? \(excluding (.+?)\)")
_TRAILING_REMARK = compile_re(
    r"\s*\((?:this is a support ability|this is not a special ability"
    # The engine lets a support into any battling Digimon's Support Box, a Hybrid's included (B-10.2).
    r"|this card can be specially placed in the support box of a Hybrid level)\)\.?$"
)
_PLACE_SUPPORT = compile_re(
    r"(?:you (?:may|can) )?(?:send|take|place|put|move) this card from your hand"
    r"(?: (?:to|into) (?:your support box|the support box of (?:a |an |your )?(.+?)|(?:a |an )?([A-Z][\w.-]*"
    r"(?: [A-Z][\w.-]*)?)'s support box))?"
    r"(?:(?:,? and|,) |\.?$)"
)
_COLUMN_CHOICE = compile_re(
    r"(.*make (?:your attack )?)([ABC](?:, [ABC])*,? or [ABC]),?( (?:your attack )?regardless of .*)"
)
_NOT_WIN = compile_re(r"(?:if|when) you (?:did not|do not|don't) win the battle, (.+)")
_LOSE_OR_DRAW = ("When you lose the battle", "When the battle ends in a draw")
_AFTER_THAT = compile_re(r"(?:After that|Afterwards|Then|After evolution|After the evolution),? (.+)")


def _compile_sentences(sentences: Sequence[str], default: Trigger) -> list[CompiledAbility] | None:
    abilities: list[CompiledAbility] = []
    for sentence in sentences:
        # A remark, or a line that repeats the card's own requirement, changes nothing in play.
        if _REMARKS.fullmatch(sentence) or restates_requirement(sentence):
            continue
        if (chosen := choice_sentence(sentence, default, abilities)) is not None:
            # The user's choice as the option resolves (O-3, patterns/option_choices.py).
            abilities.extend(chosen)
            continue
        if (m := _AFTER_THAT.fullmatch(sentence)) and abilities:
            # "After that, …" continues the previous ability: same trigger, condition and cost.
            previous = abilities[-1]
            if (ends := parse_limit(m.group(1))) is not None:
                # "After that, stack this card onto your point gauge": where the card goes.
                abilities[-1] = replace(previous, limits=tuple(dict.fromkeys(previous.limits + ends)))
                continue
            follow = compile_sentence(m.group(1), previous.trigger)
            if follow is None or follow.cost:
                return None
            if follow.condition is None and not follow.limits:
                abilities[-1] = replace(
                    previous, text=f"{previous.text} {sentence}", effects=previous.effects + follow.effects
                )
            elif not previous.cost and previous.uses is None:
                # "After that, add 100 to your B attack power" / "… until the end of the battle
                # phase": the follow-up has a condition or a duration of its own, so it becomes an
                # ability with the same trigger, both conditions and its own duration.
                # A level precondition of an evolution no longer holds once the Digimon has evolved.
                carried = None if _evolves(previous) else previous.condition
                parts = [c for c in (carried, follow.condition) if c is not None]
                condition = None if not parts else all_of(parts)
                abilities.append(
                    replace(
                        previous,
                        text=sentence,
                        effects=follow.effects,
                        condition=condition,
                        limits=follow.limits or previous.limits,
                    )
                )
            else:
                return None
            continue
        if abilities and (excepted := exception_condition(sentence)) is not None:
            # "This effect does not activate when facing red frame Digimon" (patterns/option_attack.py)
            # narrows the effect of the sentence before it.
            previous = abilities[-1]
            narrowed = excepted if previous.condition is None else AllOf((previous.condition, excepted))
            abilities[-1] = replace(previous, text=f"{previous.text} {sentence}", condition=narrowed)
            continue
        if m := _NOT_WIN.fullmatch(sentence):
            # "If you did not win the battle": a loss or a draw (P-1), one ability for each.
            cases = [compile_sentence(f"{when}, {m.group(1)}", default) for when in _LOSE_OR_DRAW]
            if any(case is None for case in cases):
                return None
            abilities.extend(case for case in cases if case is not None)
            continue
        if m := _COLUMN_CHOICE.fullmatch(sentence):
            # "You can make your attack A or B regardless …": one usable ability per column; the
            # last one used wins (B-8 step 1), so using both is the same as choosing.
            columns = re.findall(r"[ABC]", m.group(2))
            choices = [compile_sentence(f"{m.group(1)}{c}{m.group(3)}", default) for c in columns]
            if any(choice is None for choice in choices):
                return None
            abilities.extend(choice for choice in choices if choice is not None)
            continue
        ability = compile_sentence(sentence, default)
        if ability is None:
            return None
        abilities.append(ability)
    # A sentence that only places a support card needs the "After that" sentence that acts.
    if any(not ability.effects for ability in abilities):
        return None
    return abilities


def _priced_trigger(ability: CompiledAbility) -> bool:
    """A priced ability that fires at a moment ("When you evolve into this Digimon, you may discard …
    and …"): the engine never pays a price on its own (effect_context.fire). It offers priced
    abilities as UseAbility in battle windows (B-4) and, for the battle's result ("When you lose the
    battle, you may discard your whole hand and …"), in the owner's P-2 window
    (points.result_ability_actions); any other such line would never run, so it is played by hand."""
    return bool(ability.cost) and ability.trigger not in ("on_use", "on_win", "on_lose", "on_draw")


_FOR_EVERY_DISCARD = compile_re(r"\bfor (?:every|each)\b.*\bdiscard\b")


def _repeated_price(ability: CompiledAbility) -> bool:
    """An option's "for every 'Baptism of Flames!!' card you discard from your hand, add 300" is paid
    any number of times, but an option's costs are paid once, when it is flipped (O-C1), and a
    card that cannot pay could not be flipped at all (Bo-645)."""
    return bool(ability.cost) and bool(_FOR_EVERY_DISCARD.search(ability.text))


def _column_choice(lines: Sequence[CompiledAbility]) -> bool:
    """Whether the lines set more than one attack column ("You can make your attack B or C regardless
    …"): one usable ability per column lets a Digimon choose (B-4); an option fires all its abilities
    when flipped, so the last column would always win (St-301) unless they become the user's choice
    (patterns/option_choices.column_choices)."""
    return sum(any(e.kind == "set_attack_column" for e in ability.effects) for ability in lines) > 1


def _evolves(ability: CompiledAbility) -> bool:
    kinds = {"evolve_ignoring_conditions", "evolve_with_requirement", "evolve_from_hand"}
    return any(e.kind in kinds for e in ability.effects)


def _status(compiled: int, manual: int) -> Status:
    if not manual:
        return "compiled"
    return "partial" if compiled else "manual"


_LINE_KINDS: dict[str, Literal["special", "support", "info"]] = {
    "special": "special",
    "support": "support",
    "info": "info",
}
_DEFAULT_TRIGGER: dict[str, Trigger] = {"special": "continuous", "info": "continuous", "support": "on_use"}


_CLASS = compile_re(r"(Level IV|Perfect|Ultimate)[- ]class\.?")
_CLASS_COLUMNS = {"level iv": "IV", "perfect": "Perfect", "ultimate": "Ultimate"}
_TAKES_LOST_POINTS = compile_re(
    r"(.+?)\s*\(when you win the battle, your opponent takes the lost points of an?"
    r" (Level IV|Perfect|Ultimate)\)\.?"
)


def compile_digimon(abilities: Sequence[tuple[str, str]]) -> CompiledText:
    """Compile a Digimon's ability lines, as stored by the importer: (kind, text) pairs."""
    compiled: list[CompiledAbility] = []
    manual: list[str] = []
    placements: list[Condition] = []
    column_as = ""
    for kind, raw in abilities:
        text = normalize(raw)
        if not text or text.lower() == "none":
            continue
        # Sentences about a Digimon Box 2 or 3 change nothing with one Digimon Box (RULES 1.1).
        sentences = [s for s in split_sentences(text) if not digimon_one_box.inert_with_one_box(s)]
        # "Perfect Class." is the lost-point column the card's level reads as (RULES 6.1).
        for index, sentence in enumerate(list(sentences)):
            if m := _CLASS.fullmatch(sentence):
                column_as = _CLASS_COLUMNS[m.group(1).lower()]
                sentences.remove(sentence)
            elif m := _TAKES_LOST_POINTS.fullmatch(sentence):
                # "(when you win the battle, your opponent takes the lost points of a Perfect)" says
                # the same as "Perfect Class." (RULES 6.1).
                column_as = _CLASS_COLUMNS[m.group(2).lower()]
                sentences[index] = m.group(1)
        if not sentences:
            continue
        # Wordings read once reworded with the same meaning (patterns/digimon_rewrites.py).
        sentences = digimon_check_top.join([rewrite_digimon_sentence(sentence) for sentence in sentences])
        if kind == "support":
            placements.extend(_placement(sentences))
        lines = _compile_sentences(sentences, _DEFAULT_TRIGGER.get(kind, "continuous"))
        if lines is None or any(_priced_trigger(ability) for ability in lines):
            manual.append(text)
        else:
            line_kind = _LINE_KINDS.get(kind, "special")
            compiled.extend(replace(ability, line=line_kind) for ability in lines)
    return CompiledText(
        _status(len(compiled), len(manual)),
        tuple(compiled),
        tuple(manual),
        lost_column_as=column_as,
        placement=all_of(placements) if placements else None,
    )


def _placement(sentences: Sequence[str]) -> list[Condition]:
    """B-10.3: the condition a ■ line prints before its first sentence's action ("When your points
    are 60 and below, you may send this card …"), read even where the rest stays manual; none when
    the line opens with no condition or with a target only (B-10.4, `Frame.subjects`)."""
    first = next((sentence for sentence in sentences if not _REMARKS.fullmatch(sentence)), None)
    read = read_prefixes(first.rstrip(".")) if first is not None else None
    condition = read[0].leading_condition() if read is not None else None
    return [condition] if condition is not None else []


def split_option_parts(text: str) -> list[str]:
    """The "(O)"-marked parts of an option text (leading unmarked text is a part too). A quoted
    "(O)" opens a special ability the card gives ("gains the special ability '(O)During battle, …'",
    St-225): it stays inside its part."""
    return [p.strip() for p in _PART_MARK.split(normalize(text)) if p.strip()]


_PART_MARK = re.compile(r"(?<!['\"])(?<!['\"] )\(O\)")


def compile_option(effect_text: str, timing: str, activation_text: str) -> CompiledText:
    """Compile an Option card: effect parts, limits, use requirements and timing-column text."""
    default: Trigger = "point_calc" if "point calculation" in timing.lower() else "on_use"
    abilities: list[CompiledAbility] = []
    manual: list[str] = []
    limits: list[Limit] = []
    costs: list[Cost] = []
    requirement: Condition | None = None
    situations: list[Condition] = []
    only_one = False
    protections: list[str] = []
    for part in split_option_parts(activation_text):
        # "…; cannot receive …" and "… box. Cannot receive …": each piece is read on its own.
        pieces = [s for chunk in re.split(r"; (?=[a-z])", part) for s in split_sentences(chunk)]
        for piece in pieces:
            if (found := parse_limit(piece)) is not None:
                limits.extend(found)
                continue
            if _REMARKS.fullmatch(piece.strip().rstrip("/").strip()):
                continue
            read = parse_activation(piece)
            if read is None:
                manual.append(piece)
                continue
            only_one = only_one or read.only_one
            limits.extend(read.limits)
            costs.extend(read.costs)
            protections.extend(read.protections)
    # A Power Box card's other sentences act on the evolved Digimon (evolution.carry_out).
    power = power_box_card(effect_text, activation_text)
    # Evolution cards' "(O)After evolution" parts and evolved-Digimon remarks (option_evolution).
    for part in evolution_parts(spirit_parts(split_option_parts(effect_text))):
        # "… (if your Digimon has the ability "hungry", this card can be used even against …)".
        # A Spirit's text in the wordings the patterns read (EC-7, E-10; patterns/option_spirit.py).
        sentences = widen_use(split_sentences(spirit_part(part)))
        effect_sentences: list[str] = []
        # Option wordings the general patterns read once reworded (patterns/option_rewrites.py).
        # Outcome wordings that span or join sentences are regrouped (patterns/option_outcome.py), and
        # so are the sentences of a Net Ocean search (patterns/option_draws.py).
        for sentence in regroup_outcome(
            regroup_draws(
                [
                    part
                    for printed in sentences
                    for part in expand_option_sentence(printed, after_evolution=power)
                ]
            )
        ):
            if inert_with_one_box(sentence):
                # RULES 1.1: one Digimon Box per sheet (patterns/option_one_box.py).
                continue
            if (found := parse_limit(sentence)) is not None:
                limits.extend(found)
            elif (cost := parse_effect_cost(sentence)) is not None:
                costs.append(cost)
            elif (extra := parse_activation(sentence)) is not None:
                only_one = only_one or extra.only_one
                limits.extend(extra.limits)
                costs.extend(extra.costs)
                protections.extend(extra.protections)
            elif (req := parse_requirement(sentence)) is not None:
                level, situation = req
                requirement = level or requirement
                if situation is not None:
                    situations.append(situation)
            else:
                if not effect_sentences and costs and costs[-1].hand_all and _AFTER_THAT.fullmatch(sentence):
                    # "Send your whole hand to the Dark Area. After that, …" (CD-15): the discard is
                    # what "after that" follows, so it is the card's first effect, and a "cannot be
                    # used if your hand contains no cards" still sees the hand before it (O-N2).
                    costs.pop()
                    effect_sentences.append("Send your whole hand to the Dark Area.")
                effect_sentences.append(sentence)
        if not effect_sentences:
            continue
        # "When X, instead of 200, add 400 …" replaces the card's first attack change.
        lines = compile_with_instead(effect_sentences, default, _compile_sentences, compile_sentence)
        # A Spirit's priced abilities are used one at a time, each paid (engine.spirits): its "for
        # every card you discard" is paid as often as it is used (St-739).
        repeated = lines is not None and "spirit" not in limits and any(_repeated_price(a) for a in lines)
        # A Spirit offers each column as its own choice (engine.spirits), so it may list several.
        if lines is not None and "spirit" not in limits and _column_choice(lines):
            # An option's user chooses the column as it resolves (O-3, patterns/option_choices.py).
            lines = column_choices(lines)
        if lines is None or (repeated and "battle" not in timing.lower()):
            # A price paid at each use is offered in battle windows only (engine.abilities).
            manual.append(part)
        elif "spirit" in limits:
            abilities.extend(lines)
        else:
            # O-C2: an option's "for every card you discard" is paid at each use while the card stays
            # in its slot, not once when it is flipped (PAID_PER_USE).
            lines = [replace(a, limits=(*a.limits, PAID_PER_USE)) if _repeated_price(a) else a for a in lines]
            # A single "you may" outcome is the user's to take (O-3, patterns/option_choices.py).
            abilities.extend(optional_outcomes(lines))
    if not abilities and not manual:
        manual.append(normalize(effect_text) or "(no effect text)")
    # The card's costs are paid once, when it is flipped (O-C1): they go on its first ability that
    # is used then, not on every ability, nor on one paid at each use; a card whose only effect is
    # paid at each use pays them through an ability of its own, with no effect.
    payer = next(
        (i for i, a in enumerate(abilities) if a.trigger == "on_use" and PAID_PER_USE not in a.limits), None
    )
    if payer is None:
        payer = 0
        if costs and abilities and PAID_PER_USE in abilities[0].limits:
            abilities.insert(0, CompiledAbility(text=activation_text, trigger="on_use", effects=()))
    card_limits = tuple(dict.fromkeys(limits))
    finished = tuple(
        _finish(a, situations, card_limits, tuple(costs) if i == payer else ())
        for i, a in enumerate(abilities)
    )
    status = _status(len(finished), len(manual))
    return CompiledText(
        status,
        finished,
        tuple(manual),
        requirement=requirement,
        only_one=only_one,
        protections=tuple(dict.fromkeys(protections)),
    )


def _finish(
    ability: CompiledAbility, situations: list[Condition], limits: tuple[Limit, ...], costs: tuple[Cost, ...]
) -> CompiledAbility:
    """Give an option ability the card's situation conditions (O-N2), limits and flip costs."""
    parts = [*situations, *([ability.condition] if ability.condition else [])]
    condition: Condition | None = None
    if parts:
        condition = all_of(parts)
    # The ability's own duration ("until the end of the battle phase") comes first; the card's
    # limit still ends the card (O-L1, O-L2).
    own_then_card = tuple(dict.fromkeys(ability.limits + limits))
    return replace(
        ability, condition=condition, limits=own_then_card, cost=ability.cost + costs, line="option"
    )


def manual_reason(text: str, kind: Literal["digimon", "option"]) -> str:
    """Why a printed part stays manual, in one line: the first of its sentences that no pattern reads
    ("no pattern reads: <sentence>"; "catalog gap: …" when it reads an Option's capacity, which the
    catalog does not record), or, when each sentence reads on its own, the engine gap that
    keeps the part whole by hand (a price paid at a fixed moment, a price paid per card, sentences
    that read alone but not together)."""
    default: Trigger = "continuous" if kind == "digimon" else "on_use"
    sentences = split_sentences(normalize(text))
    if kind == "digimon":
        sentences = [rewrite_digimon_sentence(sentence) for sentence in sentences]
    read: list[CompiledAbility] = []
    for sentence in sentences:
        if _REMARKS.fullmatch(sentence) or (kind == "option" and _option_line(sentence)):
            continue
        alone = _AFTER_THAT.fullmatch(sentence)
        lines = _compile_sentences([alone.group(1) if alone else sentence], default)
        if lines is None:
            if "capacity" in sentence.lower():
                # RULES 7: an Option's capacity ("+30") is printed on the card but not in the catalog.
                return f"catalog gap: the catalog records no Option capacity: {sentence}"
            return f"no pattern reads: {sentence}"
        read.extend(lines)
    if any(_priced_trigger(ability) for ability in read):
        return "engine gap: a price paid at a fixed moment (the engine never pays one on its own)"
    if any(_repeated_price(ability) for ability in read):
        return "engine gap: a price paid for every card, but an option's costs are paid once (O-C1)"
    return (
        "engine gap: each sentence reads alone, not as the card groups them (a follow-up with its own cost)"
    )


def _option_line(sentence: str) -> bool:
    """Whether an option sentence is a limit, cost, activation or use requirement (not an effect)."""
    return any(
        read(sentence) is not None
        for read in (parse_limit, parse_effect_cost, parse_activation, parse_requirement)
    )
