"""Invented cards and state arrangement for engine tests (RULES §8 uses EXAMPLE- cards too)."""

from gameplay.engine import apply, evolution, new_game
from gameplay.engine.actions import Pass, Prepare, Proceed
from gameplay.engine.cards import DIGIMON, OPTION, CardRecord, Requirement
from gameplay.engine.effects.add_attack import AddAttack
from gameplay.engine.effects.base import CompiledAbility, CompiledText, Condition, Cost, Effect
from gameplay.engine.effects.conditions.battle_type_is import BattleTypeIs
from gameplay.engine.effects.multiply_attack import MultiplyAttack
from gameplay.engine.moves import remove_from_zones


def digimon(number, name, level, battle_type, attacks, lost, *, evolution=(), **extra):
    order = {"III": 3, "IV": 4, "Perfect": 5, "Ultimate": 6}.get(level, 0)
    return CardRecord(
        number=number,
        name=name,
        kind=DIGIMON,
        level=level,
        level_order=order,
        battle_type=battle_type,
        attacks=attacks,
        lost_points=lost,
        evolution=evolution,
        **extra,
    )


def record(number):
    """The engine's card record of the real catalog card `number` (the test uses the `catalog` fixture)."""
    # Imported here so the engine's own tests can import these helpers with Django unconfigured.
    from cards.models import Card
    from gameplay.records import card_record

    return card_record(Card.objects.get(number=number))


def starter_deck():
    """The 30 real cards of the Starter deck (tests.factories.STARTER_DECK) as engine records, in
    list order: ids 0-2 are Agumon (St-1), 3-5 Gabumon (St-5), 9-11 Greymon (St-2)."""
    from tests.factories import STARTER_DECK

    return [record(number) for number, count in STARTER_DECK for _ in range(count)]


def compiled_record(number):
    """`record(number)` for a card whose text the test relies on being compiled (not `manual`)."""
    card = record(number)
    assert card.text.status == "compiled", card.text.manual
    return card


def marks(upright, sideways, *, source=None):
    reqs = (Requirement("from", names=(source,)),) if source else ()
    return (*reqs, Requirement("marks", upright=upright, sideways=sideways))


def ability(*effects: Effect, trigger="on_use", condition: Condition | None = None, cost=()):
    return CompiledAbility(text="test", trigger=trigger, effects=effects, condition=condition, cost=cost)


def text(*abilities):
    return CompiledText(status="compiled", abilities=abilities)


def option(number, name, *, timing="battle", abilities=(), **extra):
    return CardRecord(number=number, name=name, kind=OPTION, timing=timing, text=text(*abilities), **extra)


# RULES §8: the invented cards of the worked example.
EMBERPUP = digimon("EXAMPLE-01", "Emberpup", "III", "A", (370, 320, 250), (20, 10, 10, 10))
CINDERHOUND = digimon(
    "EXAMPLE-02", "Cinderhound", "IV", "A", (480, 420, 310), (30, 20, 10, 10), evolution=(marks(1, 1),)
)
BOOSTER_CHIP = option("EXAMPLE-03", "Booster Chip", abilities=(ability(AddAttack("self", 100)),))
GLOWMOTH = digimon(
    "EXAMPLE-04",
    "Glowmoth",
    "III",
    "B",
    (300, 310, 200),
    (20, 10, 10, 10),
    has_support=True,
    support_text=text(ability(AddAttack("self", 100), condition=BattleTypeIs("self", "A"))),
)
SHELLKIT = digimon("EXAMPLE-11", "Shellkit", "III", "B", (330, 300, 240), (20, 10, 10, 10))
REEFCRAB = digimon(
    "EXAMPLE-12", "Reefcrab", "IV", "C", (450, 430, 400), (30, 20, 10, 10), evolution=(marks(2, 0),)
)
OVERCLOCK = option(
    "EXAMPLE-13", "Overclock", abilities=(ability(MultiplyAttack("self", 2), cost=(Cost(1),)),)
)
PEBBLE = digimon("EXAMPLE-98", "Pebble", "III", "C", (200, 200, 200), (10, 10, 10, 10))
LEAF = option("EXAMPLE-99", "Blank Leaf", timing="preparation")


def deck(*cards, filler=LEAF):
    """A 30-card deck: the given cards first (ids 0, 1, ...), then filler."""
    return [*cards, *([filler] * (30 - len(cards)))]


def arrange(state, player, *, hand=None, net_ocean_top=None):
    """Put exactly these card ids in the hand (others go back to the Net Ocean), and optionally
    these ids on top of the Net Ocean (last = top), keeping every card in one zone."""
    me = state.players[player]
    if hand is not None:
        for card in list(me.hand):
            if card not in hand:
                me.hand.remove(card)
                me.net_ocean.insert(0, card)
        for card in hand:
            if card not in me.hand:
                remove_from_zones(state, player, card)
                me.hand.append(card)
    if net_ocean_top is not None:
        for card in net_ocean_top:
            remove_from_zones(state, player, card)
            me.net_ocean.append(card)


def set_in_slot(state, player, card, slot=0):
    """Set the card id `card`, still in the Net Ocean, face down in option slot `slot`."""
    me = state.players[player]
    me.net_ocean.remove(card)
    me.slots[slot] = card


def slot_card_to_evolution(state):
    """Aki (player 0) sets card 1 face down in slot 0 from her hand, and both players pass the
    Preparation Phase: the Evolution Phase starts with Aki to act."""
    arrange(state, 0, hand=[1])
    aki = state.players[0]
    aki.hand.remove(1)
    aki.slots[0] = 1
    while state.phase == "preparation":
        apply(state, Pass())
    assert state.phase == "evolution" and state.actor == 0


def game(deck_a, deck_b, *, first=0, seed=0):
    """A new game with player `first` as FP of turn 1, before anybody acted."""
    state = new_game(deck_a, deck_b, seed)
    state.fp = first
    state.actor = first
    return state


def prepare_and_pass(state, *steps):
    """Aki (player 0, first in turn 1's Preparation) discards nothing (T-P1), declares each Prepare of
    `steps` (T-P4: the card, its evolution alternative, what pays for it), and both players pass to
    the end of the Preparation Phase. A Prepare the position does not allow raises IllegalAction."""
    apply(state, Pass())
    for step in steps:
        apply(state, step)
    while state.phase == "preparation":
        apply(state, Pass())


def fuse_against_two_set_options(state):
    """Turn 1, Aki (player 0) first: Aki holds card 1 in her hand and the fusion card 2 face down in
    slot 0; Bea (player 1) sets her cards 1 and 2 face down in slots 0 and 1 and keeps card 3. Aki
    prepares card 1 paying with card 2 (EC-5), both pass to the battle, and the battle proceeds."""
    aki, bea = state.players
    arrange(state, 0, hand=[1, 2])
    aki.hand.remove(2)
    aki.slots[0] = 2
    arrange(state, 1, hand=[1, 2, 3])
    for slot, card_id in enumerate((1, 2)):
        bea.hand.remove(card_id)
        bea.slots[slot] = card_id
    prepare_and_pass(state, Prepare(1, 0, (2,)))
    apply(state, Proceed())


def evolve_paying_the_slot_card(state):
    """Aki (player 0) holds card 1 and has card 2 (a Tamer or "ignore the evolution requirements"
    card) face down in slot 1: she prepares card 1 paying card 2 into the Power Box (T-P4, alt -1),
    both pass to the Evolution Phase and her evolution is carried out. A Prepare the card does not
    allow raises IllegalAction."""
    arrange(state, 0, hand=[1])
    set_in_slot(state, 0, 2)
    prepare_and_pass(state, Prepare(1, -1, (2,)))
    evolution.carry_out(state, 0)
