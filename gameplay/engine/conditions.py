"""Evolution conditions (RULES 4.2): which routes a step may take and which cards pay for it.

Shared by T-P4 (what may be prepared) and E-6 (whether a prepared step still holds)."""

from __future__ import annotations

from gameplay.engine.cards import LEVEL_ORDINALS, CardRecord, Requirement, name_key, per_record
from gameplay.engine.costs import card_matches
from gameplay.engine.effects.evolve_into import EvolveInto
from gameplay.engine.effects.evolve_with_requirement import EvolveWithRequirement
from gameplay.engine.effects.immunity import IGNORE_EVOLUTION_CONDITIONS, GrantImmunity
from gameplay.engine.effects.stand_in_for_jogress import StandInForJogress


def names_match(keys: frozenset[str], card: CardRecord) -> bool:
    return not keys.isdisjoint(card.keys)


def qualifier_fits(test: str, card: CardRecord) -> bool:
    """RULES 4.2: a printed qualifier ("Gabumon (Virus Busters)", "Metal Greymon (Red Frame)") is
    part of the requirement; `test` is its card test (`Requirement.qualifiers`), "" for none. A
    gold-etched card is neither a blue nor a red frame card (RULES 1.2)."""
    return not test or filter_holds(card, test, None)


def names_card(req: Requirement, card: CardRecord) -> bool:
    """Whether `card` is one of the Digimon `req` names, with that name's printed qualifier."""
    if not req.qualifiers:
        return names_match(req.keys, card)
    return any(
        name_key(name) in card.keys and qualifier_fits(req.qualifier(index), card)
        for index, name in enumerate(req.names)
    )


def is_special_route(alternative: tuple[Requirement, ...]) -> bool:
    return any(req.kind in ("from", "from_level", "jogress", "fusion", "spirit") for req in alternative)


def note_allows(req: Requirement, top: CardRecord) -> bool:
    """RULES 4.2 / E-8: an "only from Virus"-type restriction printed in the condition (the fields
    the compiler read from the note, `Requirement.only_attribute` …)."""
    attribute = req.only_attribute or req.not_attribute
    if attribute:
        has = attribute in {attribute.lower() for attribute in top.attributes}
        return has if req.only_attribute else not has
    if req.only_level:
        return top.level_order == req.only_level
    return True


def extra_cost(alternative: tuple[Requirement, ...]) -> int:
    """EC-4: hand cards a step's condition asks for besides its condition cards (a note's are the
    `count` the compiler read from it)."""
    return sum(req.count for req in alternative if req.kind in ("extra_cost", "note"))


def route_allowed(alternative: tuple[Requirement, ...], top: CardRecord, target: CardRecord) -> bool:
    """E-6.1: a step goes to the next level, or along a route its condition names (from X)."""
    for req in alternative:
        if req.kind in ("appearance", "other"):
            return False
        if req.kind == "note" and not note_allows(req, top):
            return False
        if req.kind == "from" and not names_card(req, top):
            return False
        if req.kind == "from_level" and (
            LEVEL_ORDINALS.get(req.text, -1) != top.level_order or not qualifier_fits(req.qualifier(), top)
        ):
            return False
        if req.kind in ("jogress", "fusion") and req.names and not names_card(req, top):
            return False
    if is_special_route(alternative):
        return True
    return top.level_order > 0 and target.level_order == top.level_order + 1


def marks_of(alternative: tuple[Requirement, ...]) -> tuple[int, int]:
    """EC-1: the ● (upright) and × (sideways) cards a step takes from the Net Ocean."""
    upright = sideways = 0
    for req in alternative:
        if req.kind == "marks":
            upright += req.upright
            sideways += req.sideways
    return upright, sideways


def card_needs(alternative: tuple[Requirement, ...], top: CardRecord) -> list[tuple[str, object]]:
    """The cards a step must put down: ("win_rate", percent) or ("name", name key) per card."""
    needs: list[tuple[str, object]] = []
    for req in alternative:
        if req.kind == "win_rate":
            needs.append(("win_rate", req.percent))
        elif req.kind in ("jogress", "fusion"):
            # EC-3/EC-5: one named Digimon is the top; every other name is a card put down.
            skipped = False
            for index, name in enumerate(req.names):
                key, test = name_key(name), req.qualifier(index)
                if not skipped and key in top.keys and qualifier_fits(test, top):
                    skipped = True
                    continue
                # A jogress partner is tagged: a plug-in card may stand in for it (EC-3). A qualified
                # partner ("Metal Garurumon (Blue Frame)") is its key and its card test.
                value = (key, test) if test else key
                needs.append(("jogress_name" if req.kind == "jogress" else "name", value))
            if req.kind == "jogress" and req.text:
                # "partner_level": the partner is any Digimon of that level.
                needs.append(("jogress_level", LEVEL_ORDINALS.get(req.text, 0)))
        elif req.kind in ("armor", "spirit", "card"):
            needs.extend(("name", name_key(name)) for name in req.names)
    return needs


# One allowed alternative: its index, the Net Ocean cards it takes (EC-1), the cards it needs.
Route = tuple[int, int, tuple[tuple[str, object], ...]]

# T-P4 (preparation.prepare_actions) asks at every decision, and E-6 at every step it checks, which
# alternatives of each Digimon in hand may be taken from the top; route_allowed / marks_of /
# card_needs depend only on the two immutable records, so the answer is kept per (target, top).
# Keyed by identity, as hashing a frozen record walks all its fields; each entry holds both records,
# so an id is not reused while it is cached.
_ROUTES: dict[tuple[int, int], tuple[CardRecord, CardRecord, tuple[Route, ...]]] = {}
_ROUTES_LIMIT = 20_000


def allowed_routes(target: CardRecord, top: CardRecord) -> tuple[Route, ...]:
    """The alternatives of `target` that E-6.1 allows from `top`, in printed order."""
    key = (id(target), id(top))
    cached = _ROUTES.get(key)
    if cached is not None:
        return cached[2]
    routes = tuple(
        (alt, sum(marks_of(alternative)), tuple(card_needs(alternative, top)))
        for alt, alternative in enumerate(target.evolution)
        if route_allowed(alternative, top, target)
    )
    if len(_ROUTES) >= _ROUTES_LIMIT:
        _ROUTES.clear()  # a bound for long-lived processes that build many records
    _ROUTES[key] = (target, top, routes)
    return routes


def pays(
    card: CardRecord,
    need: tuple[str, object],
    target: CardRecord | None = None,
    top: CardRecord | None = None,
) -> bool:
    """Whether `card` in the Power Box (or the Support Box, for Spirits) meets `need` of a step
    from `top` into `target` (a card whose text names the Digimon it evolves into pays for no
    other)."""
    kind, value = need
    if target is not None and not evolves_into(card, target, top):
        return False
    if kind in ("jogress_name", "jogress_level") and stands_in_for(
        card, value if kind == "jogress_level" else 0
    ):
        return True
    if kind == "win_rate":
        # EC-2 / A-20: only a card of the named win rate, or one whose text accepts it.
        return isinstance(value, int) and value in card.pays_win_rates
    if kind == "jogress_level":
        return card.is_digimon and card.level_order == value
    if isinstance(value, tuple):
        # A qualified name (card_needs): the name and its printed qualifier (RULES 4.2).
        key, test = value
        return key in card.keys and qualifier_fits(test, card)
    # EC-5 / EC-8: "Fuse … into a Hybrid level Digimon with 'Wind to Flame and Ice to Sword' in its
    # fusion requirements": the card pays for the named cards its text lists, as well as its own name.
    if isinstance(value, str) and value.startswith("the ") and not card.is_digimon:
        # RULES 2.1: "Lucemon + The Gospel of the Fallen Angel" (Bo-137t) names Bo-977 "Gospel of the
        # Fallen Angel"; the catalog has no two cards whose names differ only by a leading "The".
        value = value[4:] if value[4:] in card.keys else value
    return value in card.keys or (not card.is_digimon and value in _listed_names(card))


@per_record
def _listed_names(card: CardRecord) -> frozenset[str]:
    """The names an option card's "evolve into … with" text lists (pays asks for every hand card
    against every need of every route)."""
    return frozenset(
        name_key(name)
        for ability in card.text.abilities
        for effect in ability.effects
        if isinstance(effect, (EvolveInto, EvolveWithRequirement))
        for name in effect.requirements
    )


def evolves_into(card: CardRecord, target: CardRecord, top: CardRecord | None = None) -> bool:
    """EC-2 / A-20: "Evolve your Digimon into a Perfect or Hybrid level Digimon with …": an option
    card whose text restricts the Digimon it evolves into (or from) pays only towards those."""
    if not card.text.abilities:
        # Most condition cards: asked for every hand card against every route at every T-P4.
        return True
    effects = _evolve_into_effects(card)
    return not effects or any(
        filter_holds(target, effect.target_filter, top)
        and (top is None or filter_holds(top, effect.from_filter, None))
        for effect in effects
    )


@per_record
def _evolve_into_effects(card: CardRecord) -> tuple[EvolveInto, ...]:
    """The "evolve your Digimon into …" effects of a card's text, in printed order."""
    return tuple(
        effect
        for ability in card.text.abilities
        for effect in ability.effects
        if isinstance(effect, EvolveInto)
    )


def filter_holds(card: CardRecord, words: str, top: CardRecord | None) -> bool:
    """`Cost` filter words with " or " alternatives, each ";"-joined tests that must all pass;
    besides the `Cost` tests, "next_level" is the level after `top`'s, "same_level" its level,
    "higher_level" any level above it, "same_name" a card of `top`'s name and "from:<test>" the test
    passed by `top` itself."""
    return any(
        all(_test_holds(card, test, top) for test in alternative.split(";"))
        for alternative in words.split(" or ")
    )


def _test_holds(card: CardRecord, test: str, top: CardRecord | None) -> bool:
    if test in _RELATIVE and top is None:
        return True
    if top is not None and test == "next_level":
        return top.level_order > 0 and card.level_order == top.level_order + 1
    if top is not None and test == "same_level":
        return card.level_order == top.level_order
    if top is not None and test == "higher_level":
        return card.level_order > top.level_order > 0
    if top is not None and test == "same_name":
        # RULES 2.1: the same name, as name keys compare.
        return not card.keys.isdisjoint(top.keys)
    if test.startswith(_SLIDE_PREFIX):
        # "Send your Digimon with 'Spirit B' in its appearance requirements to the Dark Area, and make
        # a Digimon with 'Spirit H' … appear from your hand (the B and H spirits must be of the same
        # element)" (St-755): "spirit_slide:h" is a card naming a Spirit H whose Spirit B `top` names.
        wanted = test[len(_SLIDE_PREFIX) :]
        other = "b" if wanted == "h" else "h"
        below = {element for element, letter in spirits_named(top) if letter == other} if top else set()
        return any(letter == wanted and element in below for element, letter in spirits_named(card))
    if test.startswith(_FROM_PREFIX):
        # "If your Digimon is Plotmon, … evolve it into the Tailmon …; if your Digimon is Tailmon, …
        # into the Angewomon" (Re-79): each alternative reaches its target from its own partner only.
        return top is None or card_matches(top, test[len(_FROM_PREFIX) :])
    return card_matches(card, test)


_RELATIVE = frozenset({"next_level", "same_level", "higher_level", "same_name"})
_SLIDE_PREFIX = "spirit_slide:"


@per_record
def spirits_named(card: CardRecord) -> frozenset[tuple[str, str]]:
    """The Spirits H and B that a Digimon's appearance requirements name (a spirit-evolution
    requirement, EC-7, or the imported text of an appearance condition, EC-6, as `spirits.remains`
    reads its note), as (element, "h" | "b"): ("fire", "b") for "Spirit of Fire B"."""
    found: set[tuple[str, str]] = set()
    for alternative in card.evolution:
        for req in alternative:
            if req.kind not in ("spirit", "appearance"):
                continue
            for printed in (*req.names, req.text):
                words = printed.lower().replace(".", " ").replace(",", " ").split()
                for at in range(len(words) - 3):
                    if words[at : at + 2] == ["spirit", "of"] and words[at + 3] in ("h", "b"):
                        found.add((words[at + 2], words[at + 3]))
    return frozenset(found)


# A filter test on the Digimon a step evolves from, not on its target: "from:name:Plotmon".
_FROM_PREFIX = "from:"


def stands_in_for(card: CardRecord, level: object) -> bool:
    """EC-3 [FAQ-C]: "treat this card as one of the component Digimon" pays for the Power Box
    partner of a jogress (`level` 0: a named partner; else a partner of that level ordinal); a
    card that stands in for "the Perfect level Digimon" pays only for a Perfect partner."""
    for ability in card.text.abilities:
        for effect in ability.effects:
            if isinstance(effect, StandInForJogress) and (
                not effect.level or LEVEL_ORDINALS.get(effect.level, -1) == level
            ):
                return True
    return False


@per_record
def spirit_keys(alternative: tuple[Requirement, ...]) -> frozenset[str]:
    """EC-7: the Spirit cards of a spirit evolution, which wait in the Support Box."""
    return frozenset(key for req in alternative if req.kind == "spirit" for key in req.keys)


# E-11: fusion (EC-5) and appearance (EC-6) conditions are not evolution conditions, nor is a
# Spirit's (EC-7: its appearance condition); the catalog writes Armor Evolution (EC-8) as a fusion
# ("ignore the fusion requirements and fuse … (through Armor Evolution …)", St-605, Bo-400).
NOT_EVOLUTION = frozenset({"fusion", "appearance", "spirit", "armor"})


def evolution_route(alternative: tuple[Requirement, ...]) -> bool:
    """E-11: whether an alternative is an evolution condition that "ignore the evolution
    requirements" may skip (no fusion, appearance, spirit or armor requirement in it)."""
    return not any(req.kind in NOT_EVOLUTION for req in alternative)


def has_evolution_route(target: CardRecord) -> bool:
    """E-11: whether "ignore the evolution requirements" may reach `target` at all."""
    return any(evolution_route(alternative) for alternative in target.evolution)


def conditions_ignorable(target: CardRecord) -> bool:
    """RULES 4.2 [FAQ-R] / E-11: "ignore evolution conditions" cannot reach a target whose text
    says its evolution conditions cannot be ignored (an information line, so always in force)."""
    return not any(
        isinstance(effect, GrantImmunity) and effect.immunity == IGNORE_EVOLUTION_CONDITIONS
        for ability in target.text.abilities
        for effect in ability.effects
    )
