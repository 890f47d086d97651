"""Option limits (O-L1) in the wordings the limit reader once missed (patterns/option_lines.py,
patterns/option_record.py): "until you lose a battle" ends the card with its Digimon's defeat like
"when your Digimon loses a battle", and "at the end of the turn after the turn during which this card
was used" lasts into the next turn, for a text played by hand too."""

from __future__ import annotations

from gameplay.compiler.patterns.option_lines import parse_limit
from gameplay.compiler.text import compile_option
from tests.engine.helpers import record


def test_o_l1_until_you_lose_a_battle_ends_the_card_with_the_defeat():
    # Bo-799 Dignity of the Strong prints this limit sentence.
    sentence = (
        "This card remains in its slot and continues its effects until you lose a battle or your Digimon"
        " reaches the end of its lifespan."
    )
    assert set(parse_limit(sentence) or ()) == {"until_digimon_loses", "until_lifespan", "until_removed"}
    (ability,) = compile_option(
        f"(O)Add 200 to your attack power. (O){sentence}", "Battle Phase", ""
    ).abilities
    assert "until_digimon_loses" in ability.limits


def test_o_l1_a_card_played_by_hand_leaves_at_the_end_of_the_turn_after_its_use(catalog):
    # Bo-701 A Heart Whose Loyalty Is Deeper than the Sea and Sp-25 The Heroes of Heaven, Earth, Dragon,
    # and Machine!! (both played by hand): "(O)At the end of the turn after the turn during which this
    # card was used, send it to the Dark Area."
    assert {number: record(number).limit for number in ("Bo-701", "Sp-25")} == {
        "Bo-701": "turns:2",
        "Sp-25": "turns:2",
    }
    # Bo-147 Tag, also played by hand: "(O)At the end of the turn during which this card was used, …"
    assert record("Bo-147").limit == "turn"
