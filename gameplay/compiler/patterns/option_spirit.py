"""Spirit cards of the Frontier era (RULES EC-7, E-10): the Option cards a Hybrid spirit-evolves with.

A Spirit is never flipped from a slot. It goes face-down from the hand into the Support Box in T-P4,
together with the Hybrid prepared with it. The Hybrid's condition names the Spirit: "Spirit Evolution
Perfect Digimon + Spirit of Water B (O)The spirit remains in the support box until this card is sent
to the Dark Area". The Spirit then stays in the Support Box under the Hybrid that appeared, and its
text acts on that Digimon ("the Digimon that appeared"). The engine side is gameplay/engine/spirits.py.

Its boilerplate sentences become limits that the engine enforces (`spirit_limits`):

- "When there are no cards in your support box and slots 2 and 3, send this card face-down from
  your hand to your support box": `spirit_place:clear`, checked when the Spirit is put down in T-P4.
- "You can make a Digimon that has fulfilled its 'Spirit Evolution' appearance requirements appear
  in your Digimon box": `spirit`, the EC-7 / E-10 evolution itself.
- "(Excluding this card, you cannot place any other Option cards in your support box or your slots 2
  and 3 during appearance. When you win the battle, your opponent takes the lost points of a
  Perfect.)": `spirit_blocks:support_option`, `spirit_blocks:slot2`, `spirit_blocks:slot3` and
  `lost_column:Perfect` (RULES 6.1: the column the opponent's lost points are read in).

`spirit_part` rewrites a Spirit's effect part into sentences of those wordings, and names the
Digimon that appeared as "your Digimon": the engine fires the Spirit's text only while the Spirit
is in the Support Box under it.
"""

from __future__ import annotations

import re

from gameplay.compiler.patterns import compile_re
from gameplay.compiler.patterns.clauses import Clause, clause
from gameplay.compiler.patterns.prefixes import HEAD_READERS, Frame
from gameplay.engine.effects.add_paid_attack import AddPaidAttack
from gameplay.engine.effects.add_trait import AddTrait
from gameplay.engine.effects.base import Limit
from gameplay.engine.effects.conditions.card_count import CardCount
from gameplay.engine.effects.conditions.evolution_text_has import EvolutionTextHas
from gameplay.engine.effects.conditions.hand_parity import HandParity
from gameplay.engine.effects.fields import FIELD_CODES
from gameplay.engine.effects.leave_at_end_of_turn import LeaveAtEndOfTurn
from gameplay.engine.effects.multiply_attack import MultiplyAttack

# The limits this module produces, as the engine (gameplay/engine/spirits.py) reads them.
SPIRIT = "spirit"
PLACE_CLEAR = "spirit_place:clear"
PLACE_NO_DIGIMON = "spirit_place:no_digimon"
BLOCKS = "spirit_blocks:"
LOST_COLUMN = "lost_column:"
IGNORES_SPIRIT = "ignores_spirit"
NEEDS_SPIRIT = "needs_spirit"
LEAVES_WITH = "leaves_with:"
ONE_CHOICE = "one_choice"

_APPEAR = compile_re(
    r"(?:You can )?make a Digimon that has fulfilled its 'Spirit Evolution' appearance requirements"
    r" appear in your Digimon box"
)
_PLACE_CLEAR = compile_re(
    r"When there are no cards in your support box and slots 2 and 3,"
    r" send this card face-down from your hand to your support box"
)
_SLOT_WITH_SPIRIT = compile_re(
    r"When there is a spirit in your support box, ignore that card's effects and place this card in your"
    r" slot (\d)"
)
_PLACE_NO_DIGIMON = compile_re(
    r"When there are no Digimon cards in your support box,"
    r" send this card face-down from your hand to your support box"
)
# The printed restriction, in its two wordings (St-676 … St-685, St-739 … St-748), followed by the
# lost-point column of the Digimon that appeared.
_PRINTED_RESTRICTION = compile_re(
    r"(?:During appearance, excluding this card, you cannot place any"
    r"|Excluding this card, you cannot place any other)"
    r" (Option |Digimon )?cards in your support box"
    r"(?:,? (?:and|or) (?:your )?(slots 2 and 3|slot 3))?(?: during appearance)?\."
    r" When you win the battle, (?:your|the) opponent takes the lost points of"
    r" an? (Level IV|Perfect|Ultimate)"
    r"\.?"
)
# The same restriction once `spirit_part` has reworded it.
_RESTRICTION = compile_re(
    r"During appearance, you cannot place any other (Option |Digimon )?cards in your support box"
    r"(?: or (slots 2 and 3|slot 3))?"
)
_ADDS_A_SPECIAL = compile_re(r"What this card adds is a special ability")
_LOST_COLUMN = compile_re(
    r"During appearance, when you win the battle, the opponent takes the lost points of an?"
    r" (Level IV|Perfect|Ultimate)"
)
_COLUMNS = {"level iv": "IV", "perfect": "Perfect", "ultimate": "Ultimate"}
_THE_DIGIMON_THAT_APPEARED = compile_re(r"\bthe Digimon that appeared\b")
_REDUCE_YOUR_POINTS = compile_re(r"'(directly|further) reduce your points'")
_DURING_BATTLE_CHOICE = compile_re(r"\bDuring battle, (?:the Digimon that appeared|you) (may|can) ")
# St-757, St-758: abilities given to Digimon by name. Its remark changes nothing here: the engine takes
# away with the special abilities (B-11.5) only what an option says it gives as one.
_NAMED_GRANTS = compile_re(
    r"Your [A-Z][\w-]* gains the abilit(?:y|ies) [^()]+?"
    r"(?: \(These abilities cannot receive the effects of 'the opponent loses their special abilities'\))?\.?"
)
_NOT_LOST_WITH_SPECIALS = compile_re(
    r" \(These abilities cannot receive the effects of 'the opponent loses their special abilities'\)"
)
_ONE_GRANT = compile_re(r"your ([A-Z][\w-]*) gains (the abilit(?:y|ies) .+)")
_GAINERS = re.compile(r"\b[Yy]our ([A-Z][\w-]*) gains the abilit")
_GAINED_WITH_THIS = compile_re(r"your Digimon that gained abilities with the use of this card")
_WRITTEN_ON_ITS_CARD = compile_re(r"(basic [ABC] attack of \d+ or (?:more|less)) written on its card")
_ARMOR_CRUSH = compile_re(
    r"Ignore any effects or abilities that state 'cannot receive the effects of the opponent's Option"
    r" cards', and send your opponent's ((?:Armor|Spirit) Evolution or (?:Armor|Spirit) Evolution) Digimon"
    r" to the Dark Area \(excluding Digimon that have already finished battle\)\."
)
_ADDED_SPECIAL = compile_re(
    r'Add the special ability "([^"]+)" to the abilities field of your Digimon belonging to ([A-Z][\w ]+?)\.'
)
_IGNORE_SPIRIT_AND = compile_re(r"(?<=, )(?:you can )?ignore the effects of your Spirit and (?=send |move )")
_USER_LEAVES = compile_re(
    r" \(At the end of the turn, the Digimon that used this card is sent to the Dark Area regardless of"
    r" whether it won or lost\)"
)
_MOVE_TO_SUPPORT_BOX = compile_re(
    r"\bmove (an? [^,]+? card|one [^,]+? card) from your hand to your support box"
)
_BEAST_OR_ANIMAL = compile_re(
    r"send one Digimon card with the word 'Beast/Animal' in its type to your support box\. After that,"
)
_MULTIPLYING = compile_re(r", multiplying your attack power by (\d+)")
_USER_STACKED = compile_re(
    r" \(Attack C cannot go to zero as a result of attack A\. At the end of the turn, the Digimon that used"
    r" this card is stacked onto the point gauge, regardless of whether it won or lost\)"
)
_NO_COLUMN_TO_ZERO = compile_re(
    r" \(your attacks A, B, and C cannot go to zero due to the effects of attacks C, B, or A\)"
)
# "At the end of the turn during which this card was used, send it to the Dark Area together with the
# Agnimon card in your support box" (Bo-120t, Bo-798, Bo-797, St-752).
_LEAVES_WITH = compile_re(
    r"At the end of the turn during which this card was used, send (?:it|this card)(?: to the Dark Area)?"
    r" (?:together|along) with the ([A-Z][\w-]*)(?: card)? in (?:your|the) support box(?: to the Dark Area)?"
)
_IGNORE_SPIRIT = compile_re(r"Ignore the effects of your Spirit")
_FUSES_TOO = compile_re(
    r"This card can be used to fuse together to form a Digimon with ('[^']+') in its fusion requirements"
    r" \(after fusion, this card is sent to the Dark Area\)\."
)
_ADD_FOR_EVERY_DISCARD = compile_re(
    r"add (\d+) to your attack power for every (.+?) that you discard from your hand"
)
_ONE_FIELD_ICON = compile_re(
    r"During the evolution phase of every turn, you can choose one of the ('[^']+'), ('[^']+'),? or"
    r" ('[^']+') field icons to add to the Digimon that appeared\. The field icons that you added are lost"
    r" at the end of the turn"
)
_ONE_CHOICE = compile_re(r"These field icons are one choice")
_FIELD_ICON_TOO = compile_re(r"(gains the abilit(?:y|ies) [^.]+?), as well as the '([^']+)' field icon")


def spirit_limits(text: str) -> tuple[Limit, ...] | None:
    """The limits of one Spirit boilerplate sentence, or None when it is not one."""
    text = text.strip().rstrip("/").strip().rstrip(".").strip()
    if _PLACE_CLEAR.fullmatch(text):
        # EC-7: checked when the Spirit is put into the Support Box in T-P4.
        return (PLACE_CLEAR,)
    if m := _SLOT_WITH_SPIRIT.fullmatch(text):
        # St-757, St-758: set only while a Spirit is in the Support Box, in the slot it names even
        # where that Spirit forbids it ("ignore that card's effects", engine.spirits).
        return (f"slot:{m.group(1)}", IGNORES_SPIRIT, NEEDS_SPIRIT)
    if _PLACE_NO_DIGIMON.fullmatch(text):
        # Bo-852, Bo-853: only a Digimon card in the Support Box stops it.
        return (PLACE_NO_DIGIMON,)
    if _APPEAR.fullmatch(text):
        return (SPIRIT,)
    if _ONE_CHOICE.fullmatch(text):
        # Bo-853: once one of its choices is made, the others are not offered that turn (spirits).
        return (ONE_CHOICE,)
    if _IGNORE_SPIRIT.fullmatch(text):
        # Its costs send cards where a Spirit forbids others (engine.spirits, costs).
        return (IGNORES_SPIRIT,)
    if m := _LEAVES_WITH.fullmatch(text):
        # O-L1: the card leaves at the end of the turn, and the card it paid into the Support Box with
        # it (moves.slot_expires).
        return ("end_of_turn", LEAVES_WITH + m.group(1))
    if _ADDS_A_SPECIAL.fullmatch(text):
        # B-11.5: what the card adds goes when the Digimon loses its special abilities.
        return ("lost_with_specials",)
    if m := _RESTRICTION.fullmatch(text):
        kind = (m.group(1) or "").strip().lower() or "any"
        limits: list[Limit] = [f"{BLOCKS}support_{kind}"]
        if m.group(2):
            limits += [f"{BLOCKS}slot{n}" for n in re.findall(r"\d", m.group(2))]
        return tuple(limits)
    if m := _LOST_COLUMN.fullmatch(text):
        return (LOST_COLUMN + _COLUMNS[m.group(1).lower()],)
    return None


def spirit_parts(parts: list[str]) -> list[str]:
    """St-757, St-758: "Add 200 to the attack power of your Digimon that gained abilities with the use
    of this card" names the Digimon another part of the card gives abilities to."""
    named = [name for part in parts for name in _GAINERS.findall(part) if _NAMED_GRANTS.fullmatch(part)]
    if not named:
        return parts
    listed = ", ".join(named[:-1]) + f", or {named[-1]}" if len(named) > 1 else named[0]
    return [_GAINED_WITH_THIS.sub(f"your {listed}", part) for part in parts]


def _named_grants(part: str) -> str:
    # "Your Agnimon gains the ability "flame", your Wolfmon gains …, and your Chackmon gains …": one
    # sentence per Digimon, as "When your Digimon is Agnimon, your Digimon gains …".
    text = _NOT_LOST_WITH_SPECIALS.sub("", part).rstrip(". ")
    grants = re.split(r",? (?:and )?(?=your [A-Z])", text[0].lower() + text[1:])
    sentences = []
    for grant in grants:
        m = _ONE_GRANT.fullmatch(grant)
        if m is None:
            return part
        sentences.append(f"When your Digimon is {m.group(1)}, your Digimon gains {m.group(2)}.")
    return " ".join(sentences)


def _ignoring_the_spirit(part: str) -> str:
    """Bo-120t, Bo-798: "When your Digimon is Wolfmon, ignore the effects of your Spirit and send an
    Agnimon card from your hand to your support box, and add 600 to your attack power (At the end of the
    turn, the Digimon that used this card is sent to the Dark Area regardless of whether it won or
    lost)": the paid card goes where a Spirit forbids other cards (limit `ignores_spirit`), and the
    Digimon that used the card leaves at P-5 (d) whatever the battle's result."""
    if not _IGNORE_SPIRIT_AND.search(part):
        return part
    text = _IGNORE_SPIRIT_AND.sub("", part)
    text = _MOVE_TO_SUPPORT_BOX.sub(r"send \1 from your hand to your support box", text)
    # St-759: "send one Digimon card with the word 'Beast/Animal' in its type to your support box": from
    # the hand, where the player holds the cards they send.
    text = _BEAST_OR_ANIMAL.sub(
        "send one Beast type or Animal type Digimon card from your hand to your support box, and", text
    )
    text = _MULTIPLYING.sub(r", and multiply your attack power by \1", text)
    # RULES 1.5: no attack A zeroes a C attack, so "Attack C cannot go to zero as a result of attack A"
    # always holds already.
    text = _USER_STACKED.sub(
        ", and the Digimon that used this card is stacked onto the point gauge at the end of the turn", text
    )
    text = _USER_LEAVES.sub(
        ", and the Digimon that used this card is sent to the Dark Area at the end of the turn", text
    )
    # RULES 1.5: only the opponent's C attack zeroes an A attack; no pairing zeroes B or C.
    text = _NO_COLUMN_TO_ZERO.sub(", and you cannot receive the effects of A→0", text)
    return f"{text.rstrip()} Ignore the effects of your Spirit."


def _one_field_icon(m: re.Match[str]) -> str:
    choices = [
        f"During your evolution phase, you can add the {icon} field icon to your Digimon (1 times max) until"
        " the end of the turn."
        for icon in m.groups()
    ]
    return " ".join([*choices, "These field icons are one choice"])


def spirit_part(part: str) -> str:
    """A Spirit's effect part in the wordings the patterns read; any other part unchanged."""
    if _NAMED_GRANTS.fullmatch(part):
        return _named_grants(part)
    # Bo-586: "a basic A attack of 600 or more written on its card" is the printed attack (RULES 1.5),
    # which is what "basic" says already.
    part = _WRITTEN_ON_ITS_CARD.sub(r"\1", part)
    part = _ignoring_the_spirit(part)
    # St-676 … St-679: a Spirit that also pays for a Digimental in a fusion (armor) requirement; used
    # there, it goes to the Dark Area as every used condition card does (E-6.2, EC-8).
    part = _FUSES_TOO.sub(r"Fuse your Digimon into a Digimon with \1 in its fusion requirements.", part)
    # St-938 Noble Arena: a special ability added to the battling Digimon of a group acts for it while
    # it has it, and is lost with its special abilities (B-11.5).
    part = _ADDED_SPECIAL.sub(
        r"When your Digimon belongs to \2, \1. What this card adds is a special ability.", part
    )
    # Bo-1024 Armor Crush: the reach through O-K2 is the card's protection "option_immunity"; the
    # Digimon sent is the opponent's battling one, which has not finished its battle while a Battle
    # Phase card is used (B-1: one battle per turn), so the exclusion never applies.
    part = _ARMOR_CRUSH.sub(
        r"This card cannot receive the effects of 'cannot receive the effects of the opponent's Option"
        r" cards'. When the opponent's evolution requirements name \1, send the opponent's Digimon to"
        r" the Dark Area.",
        part,
    )
    if not _APPEAR.search(part):
        return part
    tail: list[str] = []

    def restriction(m: re.Match[str]) -> str:
        kind = m.group(1) or ""
        slots = f" or {m.group(2)}" if m.group(2) else ""
        tail.append(f"During appearance, you cannot place any other {kind}cards in your support box{slots}.")
        article = "an" if m.group(3).lower() in ("ultimate",) else "a"
        tail.append(
            "During appearance, when you win the battle, the opponent takes the lost points of"
            f" {article} {m.group(3)}."
        )
        return ""

    # Bo-853: one field icon a turn, chosen in the Evolution Phase (E-3), lost at the end of the turn.
    part = _ONE_FIELD_ICON.sub(_one_field_icon, part)
    text = _PRINTED_RESTRICTION.sub(restriction, part)
    # The parentheses the restriction stood in: "(…)" goes, "(2 cards max. …)" keeps its cap.
    text = re.sub(r"\s*\(\s*\)", "", text).replace("..", ".")
    text = re.sub(r"\.\s+\)", ")", text)
    text = _FIELD_ICON_TOO.sub(r"\1. Your Digimon gains the '\2' field icon", text)
    # "During battle, you may add …" / "… the Digimon that appeared can make its attack B or C …":
    # a choice the player makes in a battle window (B-4), once, as making it again changes nothing.
    text = _DURING_BATTLE_CHOICE.sub(r"Only once during battle, you \1 ", text)
    text = re.sub(r"\bmake its attack ([ABC]) or ([ABC])\b", r"make your attack \1 or \2", text)
    text = _THE_DIGIMON_THAT_APPEARED.sub("your Digimon", text)
    text = re.sub(r"\bthe attack power of your Digimon\b", "your attack power", text)
    # "add 200 to your attack power for every Digimon card … that you discard from your hand" (St-677).
    text = _ADD_FOR_EVERY_DISCARD.sub(
        r"for every \2 that you discard from your hand, add \1 to your attack power", text
    )
    # Bo-852: "cannot receive the effects of the opponent's effects that 'directly reduce your
    # points' or 'further reduce your points'", in the wording of the opponent's effects.
    if "the opponent's effects that '" in text:
        text = _REDUCE_YOUR_POINTS.sub(r"'\1 reduce your opponent's points'", text)
        text = text.replace("the opponent's effects that '", "the opponent's '")
    text = re.sub(r"(^|[.!)] )your Digimon", r"\1Your Digimon", text)
    text = re.sub(r"\s+", " ", text).strip()
    if tail and not text.endswith((".", ")")):
        text += "."
    return " ".join([text, *tail])


@clause(r"the Digimon that used this card is sent to the Dark Area at the end of the turn")
def _user_leaves(m: re.Match[str]) -> Clause:
    # P-5 (d): the battling Digimon that used the option, whatever the battle's result.
    return Clause((LeaveAtEndOfTurn(),))


@clause(r"add that Digimon's basic ([ABC]) attack power to your attack power")
def _paid_attack(m: re.Match[str]) -> Clause:
    # St-759: the card the use has just sent to the Support Box (effects.add_paid_attack).
    return Clause((AddPaidAttack(m.group(1).upper()),))  # type: ignore[arg-type]


@clause(r"multiply your attack power by (\d+)")
def _multiply_by(m: re.Match[str]) -> Clause:
    # B-8 step 4 (St-752: "multiplying your attack power by 10").
    return Clause((MultiplyAttack("self", int(m.group(1))),))


@clause(r"your Digimon gains the '([^']+)' field icon|add the '([^']+)' field icon to your Digimon")
def _gains_field_icon(m: re.Match[str]) -> Clause | None:
    # RULES 1.8: conditions that read the Digimon's fields see the added one.
    code = FIELD_CODES.get((m.group(1) or m.group(2)).lower())
    return None if code is None else Clause((AddTrait("self", "field", code),))


_PARITY = compile_re(r"when you have an? (even|odd) number of cards in your hand")
_BEAST_SPIRIT = compile_re(r"when your Digimon has 'Spirit B' in its appearance requirements")
_BEAST_SPIRITS = tuple(
    f"Spirit of {element} B"
    for element in ("Fire", "Light", "Thunder", "Wind", "Ice", "Earth", "Wood", "Water", "Steel", "Darkness")
)
# "An Armor Evolution or Spirit Evolution Digimon": its evolution requirements field says so.
_EVOLUTION_KIND = compile_re(
    r"when the opponent's evolution requirements name ((?:Armor|Spirit) Evolution(?: or (?:Armor|Spirit)"
    r" Evolution)?)"
)
# "If your opponent has 'Spirit of Light H' or 'Spirit of Steel H' in their support box" (St-685).
_OPPONENT_SPIRIT = compile_re(
    r"(?:when|if) the opponent has ('[^']+'(?:,? or '[^']+')*) in their support box"
)


def _read_spirit_heads(head: str, frame: Frame) -> bool:
    if m := _PARITY.fullmatch(head):
        frame.conditions.append(HandParity("self", m.group(1).lower() == "even"))
        return True
    if _BEAST_SPIRIT.fullmatch(head):
        # St-759: "'Spirit B' in its appearance requirements" names one of the Beast Spirits.
        frame.conditions.append(EvolutionTextHas("self", _BEAST_SPIRITS))
        return True
    if m := _EVOLUTION_KIND.fullmatch(head):
        frame.conditions.append(EvolutionTextHas("opponent", tuple(m.group(1).split(" or "))))
        return True
    if m := _OPPONENT_SPIRIT.fullmatch(head):
        names = re.findall(r"'([^']+)'", m.group(1))
        frame.conditions.append(CardCount(("opponent",), "support_box", "name:" + "|".join(names)))
        return True
    return False


HEAD_READERS.append(_read_spirit_heads)
