"""What a battle draw costs, changed by an Option card (patterns/option_draw_loss.py, P-3, A-1)."""

from __future__ import annotations

from gameplay.compiler.text import compile_option
from gameplay.engine.effects.conditions.frame_is import FrameIs
from gameplay.engine.effects.draw_loss import DrawLoss
from gameplay.engine.effects.force_draw import ForceDraw
from tests.engine.effects.overrides import override_text
from tests.engine.effects.recording import RecordingContext


def test_neither_party_losing_points_acts_when_the_battle_ends_in_a_draw():
    # Sx-79 Let's Stop Fighting.
    result = override_text("Sx-79")
    assert result.status == "compiled"
    draw, loss = result.abilities
    assert draw.trigger == "on_use" and draw.effects == (ForceDraw(),)
    assert loss.trigger == "on_draw"
    assert loss.effects == (DrawLoss("self", 0), DrawLoss("opponent", 0))
    assert loss.condition == draw.condition == FrameIs("self", "red")


def test_you_lose_10_while_the_opponent_loses_20():
    # Bo-144t Let"s Stop Fighting.
    result = compile_option(
        "Send 2 Digimon cards from your hand to the Dark Area. You can use this card when your points are"
        ' lower than the opponent"s. The battle ends in a draw. Instead of both players losing 10 points,'
        " you lose 10 points while the opponent loses 20 points. Send this card to the Dark Area at the end"
        " of the turn.",
        "Battle Phase",
        "",
    )
    assert result.status == "compiled"
    _, loss = result.abilities
    assert loss.trigger == "on_draw"
    assert loss.effects == (DrawLoss("self", 10), DrawLoss("opponent", 20))


def test_draw_loss_asks_the_engine_for_that_sides_draw_cost():
    ctx = RecordingContext()
    DrawLoss("opponent", 20).apply(ctx)
    assert ctx.calls == [("set_draw_loss", "opponent", 20)]
    assert DrawLoss("self", 0).describe() == "the battle draw costs your side 0 points instead"
