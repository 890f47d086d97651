"""Every rule id of RULES.md §3-§7 is named by at least one engine test, except the
few the engine leaves to the player as manual text, listed here with the reason."""

import re
from pathlib import Path

HERE = Path(__file__).resolve().parent

RULE_IDS = (
    [f"S-{n}" for n in range(1, 9)]
    + [f"T-P{n}" for n in range(1, 7)]
    + [f"EC-{n}" for n in range(1, 9)]
    + [f"E-{n}" for n in range(1, 12)]
    + [f"B-{n}" for n in range(1, 12)]
    + [f"P-{n}" for n in range(1, 12)]
    + ["O-1", "O-2", "O-3", "O-4", "O-C1", "O-C2", "O-C3", "O-C4", "O-N1", "O-N2"]
    + ["O-L1", "O-L2", "O-L3", "O-L4", "O-U1", "O-U2", "O-U3", "O-F1", "O-F2"]
    + [f"O-K{n}" for n in range(1, 7)]
)

# Not run by the engine as rules of their own: card text the compiler may express (or the player
# applies by hand with adjustment actions).
NOT_ENGINE_RULES = {
    "O-C2": "effect-text costs are paid with the timing cost when the card is used",
    "O-L4": "there is no 'when it leaves its slot' trigger in the effect contract",
    "O-F2": "field membership conditions are the compiler's (effects.conditions.in_field)",
    "O-K1": "category conditions are the compiler's",
    "O-K3": "card-specific plug-in text",
    "O-K4": "card-specific text",
    "O-K5": "card-specific text ('take 2 cards' is a compiled draw on evolution, E-6.5)",
    "O-K6": "Ultimate Battle adjacency; card-specific text",
}


def _named_ids():
    """Rule ids named by test function names (test_tp1_..., test_o_l3_...) or written in tests."""
    named = set()
    for path in HERE.glob("test_*.py"):
        if path.name == Path(__file__).name:
            continue
        source = path.read_text()
        for rule in RULE_IDS:
            if re.search(rf"(?<![A-Z-]){re.escape(rule)}(?![0-9])", source):
                named.add(rule)
        for name in re.findall(r"def (test_\w+)", source):
            tokens = name.split("_")
            joined = set(tokens) | {a + b for a, b in zip(tokens, tokens[1:], strict=False)}
            joined |= {a + b + c for a, b, c in zip(tokens, tokens[1:], tokens[2:], strict=False)}
            for rule in RULE_IDS:
                if rule.replace("-", "").lower() in joined:
                    named.add(rule)
    return named


def test_every_engine_rule_id_has_a_test():
    missing = sorted(set(RULE_IDS) - _named_ids() - set(NOT_ENGINE_RULES))
    assert missing == []


def test_the_list_of_rules_left_to_card_text_is_not_stale():
    assert set(NOT_ENGINE_RULES) <= set(RULE_IDS)
    assert len(RULE_IDS) == 80
