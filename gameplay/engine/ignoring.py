"""Which Digimon an "ignore evolution conditions" card paid into the Power Box may evolve into
(T-P4, E-6): the next level (RULES 4.2, E-11), unless its evolving sentence names the levels it
reaches ("Ignore the evolution requirements of your Level III or Level IV Digimon and evolve it
into a Perfect level Digimon in your evolution box", CD-9; "… into a Perfect level or Hybrid level
Digimon", Bo-1216): `EvolveIgnoringConditions.target_filter`.

E-11: "ignore the evolution requirements" never skips a fusion or appearance condition, so every
alternative reaches only a target with an evolution route (`conditions.has_evolution_route`), unless
it carries "any_route": the card names the fusion/appearance requirements it ignores ("Ignore the
fusion requirements and fuse …", Bo-400, St-605; "Ignore the appearance requirements and make appear
…", Re-47t; "Ignore the fusion/appearance requirements …", St-937).

Besides the filter words of `EvolveInto.target_filter`, two more tests read the target's
requirements: "evolution_route" (the E-11 default, written out by St-605), and "not_printed:A|B",
none of the words in its printed requirements ("excluding fusion with the Digimentals of
Miracles/Fate", Bo-400)."""

from __future__ import annotations

from gameplay.engine.cards import CardRecord
from gameplay.engine.conditions import filter_holds, has_evolution_route
from gameplay.engine.effects.evolve_ignoring_conditions import EvolveIgnoringConditions
from gameplay.engine.state import PlayerState

_NOT_PRINTED = "not_printed:"
ANY_ROUTE = "any_route"


def ignore_reaches(card: CardRecord, target: CardRecord, top: CardRecord, *, e11: bool = True) -> bool:
    """Whether `card` paid into the Power Box evolves `top` into `target`; `e11` False leaves out
    the E-11 route test (to tell the player which of the two failed)."""
    filters = [
        effect.target_filter
        for ability in card.text.abilities
        for effect in ability.effects
        if isinstance(effect, EvolveIgnoringConditions)
    ]
    if filters and card.text.abilities[0].menu_item:
        # A menu's evolving effects each name their own pair (engine.option_menus): any of them.
        return any(filter_reaches(words, target, top, e11) for words in filters)
    return filter_reaches(filters[0] if filters else "next_level", target, top, e11)


def filter_reaches(words: str, target: CardRecord, top: CardRecord, e11: bool = True) -> bool:
    """Whether the evolving sentence's target filter `words` (its " or " alternatives) evolves `top`
    into `target`."""
    return any(_alternative_holds(target, part, top, e11) for part in words.split(" or "))


def _alternative_holds(target: CardRecord, words: str, top: CardRecord, e11: bool) -> bool:
    tests = words.split(";")
    if e11 and ANY_ROUTE not in tests and not has_evolution_route(target):
        return False
    rest: list[str] = []
    for test in tests:
        if test in ("evolution_route", ANY_ROUTE):
            continue
        if test.startswith(_NOT_PRINTED):
            printed = target.evolution_text.casefold()
            if any(word.casefold() in printed for word in test[len(_NOT_PRINTED) :].split("|")):
                return False
        else:
            rest.append(test)
    return filter_holds(target, ";".join(rest) or "any", top)


def paid_ignore_card(me: PlayerState, step: int) -> CardRecord | None:
    """The "ignore evolution conditions" card paid for `step` (alt -1), if any."""
    for card, paid_step, tag in me.power:
        if paid_step == step and tag == "card" and me.deck[card].ignores_conditions:
            return me.deck[card]
    return None
