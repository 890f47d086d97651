"""A count of the opponent's hand after looking at it (patterns/option_hand_check.py, B-8 step 5)."""

from __future__ import annotations

from gameplay.compiler.patterns.clauses import parse_clause
from gameplay.engine.effects.add_attack_per_card import AddAttackPerCard
from tests.engine.effects.recording import RecordingContext, SideView


def test_every_virus_digimon_in_their_hand_reduces_their_attack_by_80():
    # St-486 Excalibur: "Check the contents of the opponent's hand, and for every Virus attribute
    # Digimon in their hand, reduce their attack power by 80."
    found = parse_clause(
        "Check the contents of the opponent's hand, and for every Virus attribute Digimon in their hand,"
        " reduce their attack power by 80."
    )
    assert found is not None
    (effect,) = found.effects
    assert effect == AddAttackPerCard("opponent", -80, ("opponent",), "hand", "attribute:Virus;digimon")
    ctx = RecordingContext(opponent=SideView(counts={("hand", "attribute:Virus;digimon"): 3}))
    effect.apply(ctx)
    assert ctx.calls == [("modify", 1, "add", -240, 1, "", "")]
