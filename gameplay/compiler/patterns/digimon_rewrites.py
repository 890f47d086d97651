"""Digimon ability wordings that the general patterns read once reworded, with the same meaning.

"At the end of the turn during which fusion took place, send this card to the Dark Area" puts the
trigger (the fusion) and the time of the effect (the end of that turn) in one lead; reworded, the
trigger leads and the time follows the clause, as the patterns expect.
"""

from __future__ import annotations

import re

from gameplay.compiler.patterns import compile_re

_REWRITES: list[tuple[re.Pattern[str], str]] = [
    (
        # Bo-9v: "only when the opponent Digimon is Ultimate level" says when the player may use the
        # ability (B-4), which the prefixes read as "when the opponent is Ultimate level, you may".
        compile_re(r"During battle, only when the opponent Digimon is (\w+) level, (?!you may )(.+)"),
        r"During battle, when the opponent is \1 level, you may \2",
    ),
    (
        # Re-139, Re-142: a type named in quotes ("a 'Holy Knight' type Digimon in your support box")
        # is the same type unquoted, which the sheet-count lead reads. Only before a multiplied attack:
        # a price after it (Re-141, Re-143) would be paid when the support is placed (B-10), whether
        # or not the type is there.
        compile_re(
            r"(When you have an?) '([^']+)' (type Digimon in your support box,"
            r" (?:double|triple|quadruple) your attack power .+)"
        ),
        r"\1 \2 \3",
    ),
    (
        # Bx-86 / Bx-90: the attack power addition told in the passive after an "and".
        compile_re(r"(.+?, your [ABC] will not go to zero), and (\d+) is added to your attack power\.?"),
        r"\1 and add \2 to your attack power.",
    ),
    (
        # Fusion, evolution and appearance all put the card on top and fire "on_evolve" (E-6.5, E-9).
        # "At the end of the turn, send this card to the Dark Area" (Tv-1) says the same: the card
        # never sees the end of a later turn.
        compile_re(
            r"At the end of the turn(?: during which (?:fusion|appearance|(?:the )?evolution) took place)?,"
            r" send this (?:card|Digimon) to the Dark Area\.?"
        ),
        "When you evolve into this Digimon, send this card to the Dark Area at the end of the turn.",
    ),
    (
        # Re-127 / Re-98: a fusion puts the card on top and fires "on_evolve" as an evolution does
        # (E-6.5); the trigger leads, as the patterns expect.
        compile_re(r"After fusing into this Digimon, (.+?)\.?"),
        r"When you fuse into this Digimon, \1.",
    ),
    (
        compile_re(r"Regain (\d+) points when you fuse into this Digimon\.?"),
        r"When you fuse into this Digimon, regain \1 points.",
    ),
    (
        # Re-61: the defeated Digimon goes onto the point gauge at P-5 (a) instead of the Dark Area,
        # which is what the wording of Bo-791 says and the patterns read; a Level III stays.
        compile_re(
            r"When you win the battle, stack the opponent's Digimon \(excluding Level III\) onto"
            r" (?:the|their) Point Gauge\.?"
        ),
        "When you win the battle, instead of being sent to the Dark Area, the opponent Digimon gets"
        " stacked onto the point gauge.",
    ),
    (
        # Bo-223: the cards are counted once, when the Battle Phase begins (B-2.3), not again as
        # cards are flipped or set during the battle (continuous counts are recounted).
        compile_re(
            r"For (every|each) card in (your|the opponent's) slots at the beginning of the Battle Phase,"
            r" (add \d+ to your attack power\.?)"
        ),
        r"At the start of the battle, for \1 card in \2 slots, \3",
    ),
    (
        # Bo-730 / Bo-732: a Digimon's ability acts while it is on the sheet; the lead says no more.
        compile_re(r"When this Digimon is on your sheet, c(hange the parts? of the effects of .+)"),
        r"C\1",
    ),
    (
        # Bo-366 / Bo-1137: "discard …, check one card …, and send it …" lists the price first; the
        # price joins the rest with "and", as the cost reader expects.
        compile_re(
            r"(During battle, you may discard .+? from your hand), ((?:verify|check the contents of) one .+)"
        ),
        r"\1 and \2",
    ),
    (
        # Re-40: "the turn during which this Digimon was fused" is the turn of the fusion, which puts
        # the card on top and fires "on_evolve" (E-6.5, E-8).
        compile_re(
            r"The opponent's A, B, and C attack go to zero until the end of the turn during which this"
            r" Digimon was fused\.?"
        ),
        "The opponent's attacks A, B, and C go to zero until the end of the turn during which you fused"
        " into this Digimon.",
    ),
    (
        # St-226: RULES 1.1 gives the opponent one Digimon Box, so "all of the opponent's Digimon"
        # is its battling Digimon.
        compile_re(
            r"(When you win the battle), send all of the opponent's Digimon (\(excluding Level III\)) (.+)"
        ),
        r"\1, send the opponent's Digimon \2 \3",
    ),
    (
        # Bx-184: the support Digimon is the card in the Support Box (B-10.5).
        compile_re(r"When your support Digimon belongs to (.+?), (.+)"),
        r"When there is a Digimon belonging to \1 in your support box, \2",
    ),
    (
        # B-10.2: a ■ line's card goes from the hand to the Support Box when it is used, whatever the
        # line says of it ("You can move this card …", St-713, St-714, St-712); the supported
        # Digimon is one of the player's (B-10.4).
        compile_re(
            r"(?:You can )?(?:move this card from your hand to your support box,?|send this card to the"
            r" support box from your hand) and add (.+)"
        ),
        r"You can send this card from your hand to your support box and add \1",
    ),
    (
        compile_re(
            r"(You can send this card from your hand to your support box and add \d+ to the attack power"
            r" of one) (Digimon .+)"
        ),
        r"\1 of your \2",
    ),
    (
        # "When you send this card from your hand to your support box, add 360 to the attack power of
        # your Wisemon" (St-877, Dw-6): a ■ line acts when it is placed (B-10.2), on the Digimon it names.
        compile_re(
            r"When you send this card from your hand to (?:your|the) support box(?: of your [^,]+)?,"
            r" add (\d+) to the attack power of your (.+)"
        ),
        r"Add \1 to the attack power of your \2",
    ),
    (
        # St-518: "to the support box of a Baihumon, … and add 440 to their attack power": the
        # supported Digimon is one of those named (B-10.4).
        compile_re(
            r"Send this card from your hand to the support box of an? (.+?), and add (\d+) to their"
            r" attack power\.?"
        ),
        r"Add \2 to the attack power of your \1.",
    ),
    (
        # Bx-4s, Bx-5s: "discard either one 'Aqua Orb' or one Dinotigermon card": one card of either name,
        # from the hand (a cost is paid from the hand unless it says otherwise, O-C2).
        compile_re(r"(.*\bdiscard) either one '([^']+)' or one ([\w-]+) card(?: from your hand)?, and (.+)"),
        r"\1 one \2 or \3 card from your hand, and \4",
    ),
    (
        # Bx-3s, St-700: quoted card names in a list of names are names all the same.
        compile_re(r"(.*\b(?:For every|discard one)) ((?:[^,']+, )+)or '([^']+)' card (.+)"),
        r"\1 \2or \3 card \4",
    ),
    (
        # St-700: "one 'Spirit of Water B', 'Spirit of Steel B', or 'Spirit of Ice B' card … and make your
        # attack A unable to go to zero …, as well as double your attack power": both are the use's.
        compile_re(r"(You may discard one) '([^']+)', '([^']+)', or '([^']+)' card (.+?), as well as (.+)"),
        r"\1 \2, \3, or \4 card \5, and \6",
    ),
    (
        # Bx-78: "one Aegis (Red Frame)": the red frame printing of the card (RULES 1.2).
        compile_re(r"(.+ discard one) ([\w-]+) \((Red|Blue) Frame\) from your hand (.+)"),
        r"\1 \3 frame \2 card from your hand \4",
    ),
    (
        # Bx-43: "one Digimon card from your hand that contains either 'Mame', 'Giro', or 'Tyrano' in
        # its name": the cost's card test (O-C2), paid when the ability is used.
        compile_re(
            r"During battle, discard one Digimon card from your hand that contains either ((?:'[^']+',? )+or"
            r" '[^']+') in its name, and (.+)"
        ),
        r"During battle, you may discard one Digimon card with \1 in its name from your hand, and \2",
    ),
    (
        # St-722: "all Digimon belonging to Metal Empire on your sheet": only the battling Digimon has
        # an attack power (B-8), as patterns/digimon_sheet_wide_attack.py reads it.
        compile_re(
            r"(.*)add (\d+) to the attack power of all Digimon belonging to ([\w ]+?) on your sheet"
            r" \(including this Digimon\)(.*)"
        ),
        r"\1add \2 to the attack power of all \3 Digimon on your sheet (including this Digimon)\4",
    ),
    (
        # St-718: the ability holder named after "on your sheet"; this Digimon is one of them.
        compile_re(
            r"Add (\d+) to the attack power of all Digimon on your sheet with the ability (\"[^\"]+\")"
            r" \(including this Digimon\)\.?"
        ),
        r"Add \1 to the attack power of all Digimon with the ability \2 on your sheet.",
    ),
    (
        # Dg-2: "at the same time" joins the second effect to the first, under the same condition.
        compile_re(
            r"(.+), and at the same time, your A cannot go to zero due to the effects of the opponent's"
            r" attack C\.?"
        ),
        r"\1, and make your A attack unable to go to zero due to the effects of attack C.",
    ),
    (
        # St-581: using an attack whatever the opponent's battle type is making it the attack (B-3).
        compile_re(r"You can use your ([ABC]) attack regardless of the opponent's battle type\.?"),
        r"You can make your attack \1 regardless of the opponent's battle type.",
    ),
    (compile_re(r"Afterwards, (.+)"), r"After that, \1"),
    (
        # St-131: the card's own armor evolution requirement (EC-8), worded as the player's choice.
        compile_re(
            r"(When [A-Z][\w-]* is in the Digimon Box and the Digimental of [A-Z]\w+ is in the Evolution"
            r" Requirements Box), you may fuse them into this Digimon\.?"
        ),
        r"\1, they can fuse into this Digimon.",
    ),
    (
        # St-897: the cards shown are counted, as "for every … card in your hand that you show your
        # opponent" (St-951) is (patterns/digimon_uncommon_clauses.py).
        compile_re(
            r"When you have Digimon cards belonging to '([^']+)' in your hand, you may show them to your"
            r" opponent and for each card shown, (add \d+ to your attack power)\.?"
        ),
        r"For every Digimon card belonging to \1 in your hand that you show your opponent, \2.",
    ),
    (
        # St-45: a Level IV and above loser goes to the Dark Area at P-5 (a) anyway; the text acts on
        # a draw, when nothing is removed.
        compile_re(
            r"If the opponent's Level IV and above Digimon do not win the battle, they are sent to the Dark"
            r" Area\.?"
        ),
        "When the battle ends in a draw, send the opponent's Digimon (excluding Level III) to the Dark Area.",
    ),
    (
        # Bx-87: "the opponent's currently activated blue frame cards in their slots" are its active
        # option cards of that frame (RULES 1.2); one for each card discarded.
        compile_re(
            r"For every card you discard from your hand, send one of the opponent's currently activated"
            r" (blue|red) frame cards in their slots to the Dark Area (\(\d+ cards max\))\.?"
        ),
        r"For every card you discard from your hand, send one currently activated \1 frame card in the"
        r" opponent's slots to the Dark Area \2.",
    ),
    (
        # St-643: a continuous ability acts once, as the battle's attacks are confirmed (B-3): "1 card
        # max" is the one card.
        compile_re(
            r"(When the opponent does not belong to [\w ]+), immediately send one card from the top of the"
            r" opponent's Net Ocean to the Dark Area \(1 card max\)\.?"
        ),
        r"\1, send the top card of the opponent's Net Ocean to the Dark Area.",
    ),
    (
        # St-296: "all of the opponent's Digimon" is its battling Digimon (RULES 1.1), whose attack alone
        # counts (B-8).
        compile_re(
            r"(.+)reduce your own points by (\d+) and lower the attack power of all of the opponent's"
            r" Digimon by (\d+)\.?"
        ),
        r"\1reduce your points by \2 and reduce the opponent's attack power by \3.",
    ),
    (
        # Sp-26: the whole hand is shown, so the counted cards are the hand's cards of that type; the
        # types the parenthesis includes are alternatives of the word (RULES 1.9).
        compile_re(
            r"Show your entire hand to the opponent, and for every (.+?) with the word '([\w-]+) \(([^)]*)"
            r" included\)' in its type in your hand, (add \d+ to your attack power)\.?"
        ),
        r"For every \1 with the word '\2' in its type (including \3) in your hand that you show your"
        r" opponent, \4.",
    ),
    (
        # Bx-120: drawing the top card to look at it and send it away is checking it (St-620's words,
        # patterns/digimon_check_top.py); the ability is the player's to use (B-4).
        compile_re(r"Draw one card from your Net Ocean, check its contents, and send it to the Dark Area\.?"),
        "You may check the top card of your Net Ocean (afterwards, send it to the Dark Area).",
    ),
    (
        # The name words joined by "or": the sentence's one comma is the one before its effect.
        compile_re(r"If the card had '([^']+)', '([^']+)', '([^']+)', or '([^']+)' in its name, (.+)"),
        r"If it was a card with '\1' or '\2' or '\3' or '\4' in its name, \5",
    ),
    (
        # Re-149, Re-150 (■): searching the Dark Area for a card is choosing it there, as options word it.
        compile_re(
            r"During battle, search your Dark Area for one \"([^\"]+)\" or \"([^\"]+)\" card and add it to"
            r" your hand\.?"
        ),
        r"Choose one \1 or \2 card from your Dark Area and add it to your hand.",
    ),
    (
        # A ■ line acts from the Support Box, where its card is put (B-10.2): the remark adds nothing.
        compile_re(
            r"Shuffle the remaining cards afterwards \(this effect can be used even when this card is in"
            r" the support box\)\.?"
        ),
        "Shuffle your Dark Area.",
    ),
]


def rewrite(sentence: str) -> str:
    """The sentence reworded when one of the rewrites reads it whole, else unchanged."""
    for pattern, replacement in _REWRITES:
        if m := pattern.fullmatch(sentence):
            return m.expand(replacement)
    return sentence
