"""How the engine plays a card, in plain (translatable) words: the card page's "How the engine plays
this card" and the card API's `engine`.

The compiler's result for the card (compiled, partial or manual) becomes one sentence per compiled
ability: when it acts, then what its effects do. An effect is described from its `kind` and its named
fields through the templates below, so a new effect kind needs no change here to be described: a kind
without a template falls back to the engine's own English `describe()`.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from cards.effects import card_effects
from cards.models import Card
from gameplay.engine.effects.base import CompiledAbility, Effect

STATUS_WORDS = {
    "compiled": _("The engine plays this card's text by itself."),
    "partial": _("The engine plays part of this card's text; the rest is played by hand."),
    "manual": _("Played by hand: the engine does not read this card's text."),
    "empty": _("This card has no text to play: the engine plays its printed stats."),
}
TRIGGER_WORDS = {
    "continuous": _("While this card is in play"),
    "on_use": _("When used"),
    "on_evolve": _("When you evolve into this Digimon"),
    "battle_start": _("At the start of battle"),
    "on_win": _("When this Digimon wins the battle"),
    "on_lose": _("When this Digimon loses the battle"),
    "point_calc": _("During point calculation"),
    "on_draw": _("When the battle ends in a draw"),
    "on_swap": _("In the turn it is swapped in"),
    "battle_end": _("At the end of the Battle Phase"),
    "after_points": _("After point calculation"),
    "sent_away": _("When this card is sent to the Dark Area"),
    "calc_start": _("At the start of the Point Calculation Phase"),
    "opponent_evolved": _("After the opponent's evolution"),
    "self_flips": _("Each time you turn an option face-up"),
    "opponent_flips": _("Each time the opponent turns an option face-up"),
}
WHOSE = {"self": _("your"), "opponent": _("the opponent's")}
# Effect kinds by template; a pair is (for a positive amount, for a negative one), chosen by the
# sign of the effect's `amount` or `delta` field. Placeholders are the effect's field names, with
# `whose` for its side and `size` for the amount without its sign.
TEMPLATES: dict[str, Any] = {
    "add_attack": (_("add {size} to {whose} attack"), _("subtract {size} from {whose} attack")),
    "add_base_attack": (
        _("add {size} to {whose} basic attack"),
        _("subtract {size} from {whose} basic attack"),
    ),
    "multiply_attack": _("multiply {whose} attack by {factor}"),
    "set_attack": _("{whose} attack becomes {value}"),
    "zero_column": _("{whose} {column} attack becomes 0"),
    "halve_attack": _("halve {whose} final attack"),
    "change_points": (_("{whose} side gains {size} points"), _("{whose} side loses {size} points")),
    "lost_points_add": (_("{whose} lost points +{size}"), _("{whose} lost points −{size}")),
    "lost_points_multiply": _("multiply {whose} lost points by {factor}"),
    "draw_cards": _("{whose} side draws {count} card(s)"),
    "discard_cards": _("{whose} side discards {count} card(s) from the hand"),
    "negate_specials": _("{whose} Digimon loses its special abilities"),
    "negate_options": _("invalidate {whose} option card"),
    "force_draw": _("the battle ends in a draw"),
    "change_battle_type": _("{whose} battle type becomes {battle_type}"),
    "send_to_dark_area": _("send {whose} Digimon to the Dark Area"),
    "evolve_ignoring_conditions": _("{whose} Digimon may evolve ignoring the evolution requirements"),
    "immunity": _("{whose} Digimon is protected from {immune_to}"),
    "keep_points_on_loss": _("{whose} side loses no points if its Digimon loses the battle"),
}
# The immunities' vocabulary (engine/effects/immunity.py) in words; a "card:NAME" or "category:NAME"
# immunity names its card or category.
IMMUNITY_WORDS = {
    "negate_specials": _("the loss of its special abilities"),
    "opponent_options": _("the effects of the opponent's Option cards"),
    "forced_draw": _("effects that end the battle in a draw"),
    "ignore_evolution_conditions": _("evolutions that ignore its evolution requirements"),
    "ignore_fusion_conditions": _("fusions that ignore its fusion requirements"),
    "attack_modification": _("any attack modification"),
    "dark_area_by_opponent_options": _("being sent to the Dark Area by the opponent's Option cards"),
    "direct_point_reduction": _("direct point reductions"),
    "further_point_reduction": _("further point reductions"),
    "own_options": _("the effects of its own Option cards"),
    "options": _("the effects of Option cards"),
    "card": _("the effects of “{name}”"),
    "category": _("the effects of {name} Option cards"),
    "zero_column": _("its {name} attack going to 0"),
}


def immunity_words(immunity: str) -> str:
    """An immunity of the engine's vocabulary in words; an unknown one as the engine names it."""
    head, _sep, name = immunity.partition(":")
    words = IMMUNITY_WORDS.get(head)
    return str(words).format(name=name) if words is not None else immunity


def effect_sentence(effect: Effect) -> str:
    """One effect in words, from its kind and its fields (the engine's English for unknown kinds)."""
    template = TEMPLATES.get(effect.kind)
    if template is None:
        return effect.describe()
    fields = {field.name: getattr(effect, field.name) for field in dataclasses.fields(effect)}  # type: ignore[arg-type]
    amount = fields.get("amount", fields.get("delta", 0))
    if isinstance(template, tuple):
        template = template[0] if amount >= 0 else template[1]
    if "immunity" in fields:
        fields["immune_to"] = immunity_words(fields["immunity"])
    if "numerator" in fields:
        denominator = fields.get("denominator", 1)
        fields["factor"] = fields["numerator"] if denominator == 1 else f"{fields['numerator']}/{denominator}"
    return str(template).format(**fields, whose=WHOSE.get(fields.get("side", "self"), ""), size=abs(amount))


def ability_sentence(ability: CompiledAbility) -> str:
    """When the ability acts (and whether its printed condition limits it), then what it does."""
    effects = "; ".join(effect_sentence(effect) for effect in ability.effects) or gettext("nothing")
    when = str(TRIGGER_WORDS.get(ability.trigger, ability.trigger))
    sentence = gettext("{when}: {effects}").format(when=when, effects=effects)
    if ability.condition is not None:
        sentence = gettext("{sentence} (when its printed condition holds)").format(sentence=sentence)
    if ability.cost:
        sentence = gettext("{sentence}, paying its printed cost").format(sentence=sentence)
    return sentence + "."


def card_engine_words(*, card: Card) -> dict[str, Any]:
    """{status, reason, sentences, manual}: how the engine plays `card`.

    `status` is the compiler's ("compiled", "partial", "manual"), `reason` says it in words,
    `sentences` describe each compiled ability, `manual` lists the printed texts played by hand.
    """
    effects = card_effects(card)
    texts = [effects.text, *([effects.support] if effects.support is not None else [])]
    abilities = [ability for text in texts for ability in text.abilities]
    empty = not abilities and not effects.manual
    return {
        "status": effects.status,
        "reason": str(STATUS_WORDS["empty" if empty else effects.status]),
        "sentences": [ability_sentence(ability) for ability in abilities if ability.effects],
        "manual": list(effects.manual),
    }
