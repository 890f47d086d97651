"""An attack addition that the card 'Hit Lock' does not stop: "For every face-down card in your slots,
add 200 to your attack power (this ability is not affected by the effects of the card "Hit Lock")"
(Bo-132t), "… and double your attack power (this ability cannot receive the effects of the 'Hit Lock'
card)" (Bo-139t, Bo-1001).

The clause before the remark is read as any clause is; its effects become effects.past_attack_block,
which applies them even while Hit Lock (Bo-793) blocks the owner's attack increases.
"""

from __future__ import annotations

import re

from gameplay.compiler.patterns.clauses import Clause, clause, parse_clause
from gameplay.engine.effects.past_attack_block import PastAttackBlock


@clause(
    r"(.+?),? \(this ability (?:is not affected by|cannot receive) the effects of (?:the )?(?:card )?"
    r"['\"]Hit Lock['\"](?: card)?\)"
)
def _past_hit_lock(m: re.Match[str]) -> Clause | None:
    inner = parse_clause(m.group(1))
    if inner is None or not inner.effects:
        return None
    return Clause((PastAttackBlock(inner.effects),), inner.condition)
