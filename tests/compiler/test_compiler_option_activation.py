"""The timing column of real Option cards (RULES 7): "only one" wordings, protections, Power Box
placement, face-up setting and flip costs (O-C1), read into data the engine enforces."""

from __future__ import annotations

import pytest

from gameplay.compiler.patterns.option_lines import Activation, parse_activation
from gameplay.compiler.text import compile_option
from gameplay.engine.effects.base import Cost
from gameplay.engine.effects.evolve_with_requirement import EvolveWithRequirement


def test_only_one_in_the_can_only_place_only_one_wording():
    # St-381 Training Grips: "You can only place only one of this card in your slots."
    assert parse_activation("You can only place only one of this card in your slots.") == Activation(
        only_one=True
    )


@pytest.mark.parametrize(
    ("number", "printed", "protections"),
    [
        (
            "Bo-70t",
            'Cannot receive the effects of being "invalidated" or "sent to the Dark Area".',
            ("invalidation", "dark_area"),
        ),
        (
            "Bo-1024",
            "Cannot receive effects that cause it to be 'invalidated' or 'sent to the Dark Area'.",
            ("invalidation", "dark_area"),
        ),
        ("Re-99", "Cannot receive effects that 'invalidate Program cards'.", ("invalidation",)),
        ("St-690", "Cannot receive the effects of Programs being 'sent to the Dark Area'.", ("dark_area",)),
        (
            "Bo-444",
            "cannot receive the effects of 'The Dark Aristocrat's Mansion'.",
            ("card:The Dark Aristocrat's Mansion",),
        ),
    ],
)
def test_protection_wordings(number, printed, protections):
    assert parse_activation(printed) == Activation(protections=protections), number


def test_a_card_sent_from_its_option_slot_to_the_requirements_box_is_paid_into_the_power_box():
    # St-926 Transcendental Plug-In Z.
    found = parse_activation(
        "Send this card face-down from your Option slot to your Evolution Requirements box."
    )
    assert found == Activation(limits=("paid_into_power_box",))


@pytest.mark.parametrize(
    ("number", "printed"),
    [
        (
            "Bx-132",
            "This card is set face up during the preparation phase, and used during the battle phase.",
        ),
        ("PC-1", "you must play this card face-up."),
        ("St-52", "Send out this card face-up."),
    ],
)
def test_face_up_setting(number, printed):
    assert parse_activation(printed) == Activation(limits=("set_face_up",)), number


@pytest.mark.parametrize(
    ("number", "printed", "cost"),
    [
        ("Sp-4", "Send your whole hand to the Dark Area.", Cost(0, "hand", "any", hand_all=True)),
        (
            "Bo-450",
            "Choose two Digimon cards from your hand and send them to the Dark Area.",
            Cost(2, "hand", "digimon"),
        ),
        (
            "St-606",
            "Send one Digimon card belonging to Nature Spirits from your hand to the Dark Area.",
            Cost(1, "hand", "digimon;field:NSp"),
        ),
        (
            "Vj-14",
            "Send one Guilmon, Renamon, or Terriermon card from your hand to the Dark Area.",
            Cost(1, "hand", "name:Guilmon|Renamon|Terriermon"),
        ),
    ],
)
def test_flip_costs_in_the_timing_column(number, printed, cost):
    assert parse_activation(printed) == Activation(costs=(cost,)), number


def test_an_unknown_timing_column_sentence_is_not_read():
    # Bo-71t: "You cannot turn this card face-up when you already have a "slot E"." has no rule yet.
    assert parse_activation('You cannot turn this card face-up when you already have a "slot E".') is None


def test_two_sentences_in_one_timing_part_are_read_one_by_one():
    # St-306 Digimental of Miracles.
    result = compile_option(
        "(O)Allows your Digimon to fuse into a Digimon that has 'Digimental of Miracles' stated in its Fusion"
        " Requirements. After that, choose one card from your hand and send it to the Dark Area.This card's"
        " name is identical to Bo-301, but they have different effects.",
        "Evolution Phase",
        "(O)Send this card face-down from your hand or slot to your evolution requirements box. Cannot"
        " receive the effects of 'Items being invalidated'.",
    )
    assert result.status == "compiled"
    assert result.protections == ("invalidation",)
    (ability,) = result.abilities
    assert ability.effects[0] == EvolveWithRequirement("self", ("Digimental of Miracles",))
    assert "paid_into_power_box" in ability.limits


def test_a_spirit_exception_names_the_slot_the_card_goes_in():
    # Bo-120t Shining Burn Slash: "Ignore the effects of your Spirit and place this card in slot 3."
    # "ignores_spirit": a Spirit's "you cannot place any other cards in your slots 2 and 3" does not
    # stop it (engine.spirits).
    assert parse_activation("Ignore the effects of your Spirit and place this card in slot 3.") == Activation(
        limits=("slot:3", "ignores_spirit")
    )
    # Bo-791 Eraser: "… place this card in your Option slot." names no particular slot.
    assert parse_activation("Ignore the effects of your Spirit and place this card in your Option slot.") == (
        Activation(limits=("ignores_spirit",))
    )
