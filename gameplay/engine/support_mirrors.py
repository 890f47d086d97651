"""Attack gains copied from the opponent's support (Bo-119t Digicode, effects.mirror_support_gains):
when a support ability (B-10.7) increases or multiplies its own side's attack, the other side, while
it holds a SupportGainsMirror, gets the same modification. The copy is tied to the card that gave the
mirror, not to the support, so it stays when the opponent loses the support Digimon and its own
modifications; like the support's effect it ends with the phase (B-10.7)."""

from __future__ import annotations

from dataclasses import replace

from gameplay.engine.modifiers import Modifier
from gameplay.engine.modifiers.attack import AttackAdd, AttackMultiply, BaseAttackAdd, BaseMultiply
from gameplay.engine.modifiers.marks import SupportGainsMirror
from gameplay.engine.moves import add_modifier, next_seq
from gameplay.engine.state import GameState


def _is_gain(modifier: Modifier) -> bool:
    """An increase (B-8 steps 2 and 5) or a multiplication (B-8 steps 2 and 3) of the attack."""
    if type(modifier) is AttackAdd or type(modifier) is BaseAttackAdd:
        return modifier.amount > 0
    if type(modifier) is AttackMultiply:
        return modifier.numerator > modifier.denominator
    if type(modifier) is BaseMultiply:
        return modifier.factor > 1
    return False


def copy_support_gains(state: GameState, supporter: int, card: int, after_seq: int) -> None:
    """The gains `supporter`'s support `card` gave its own side after `after_seq` go to the other
    side too, when the other side holds a SupportGainsMirror (the latest one gives the copies)."""
    watcher = 1 - supporter
    mirrors = [m for m in state.modifiers if type(m) is SupportGainsMirror and m.player == watcher]
    if not mirrors:
        return
    mirror = mirrors[-1]
    gains = [
        m
        for m in state.modifiers
        if m.seq > after_seq
        and m.player == supporter
        and m.source == card
        and m.source_player == supporter
        and _is_gain(m)
    ]
    for gain in gains:
        add_modifier(
            state,
            replace(
                gain,
                player=watcher,
                seq=next_seq(state),
                source=mirror.source,
                source_player=mirror.source_player,
                lifetime="phase",
            ),
        )
