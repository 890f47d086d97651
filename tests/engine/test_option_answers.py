"""B-6 with real catalog cards: a "before it takes effect" card that invalidates only Option cards of
some types ("one of the opponent's Program Option cards", "… Item Option cards", "… Program or Field
Option cards") is offered only in answer to a declared use of one of those types (O-3, O-C4);
against any other use it is neither offered nor spent (gameplay/engine/options.py)."""

import pytest

from gameplay.engine import IllegalAction, apply, legal_actions
from gameplay.engine.actions import Pass, Use
from gameplay.engine.attack import attack_value

from .helpers import compiled_record, record
from .test_battle import battle_start

# St-485 Flame Fragment (Item): "(O)You gain the ability "flame". After that, add 100 to your attack
# power." Re-03t Yagami Taichi (1) (Program): "If you win the battle on the turn during which you played
# this card, double the opponent's Lost Points."
ITEM, PROGRAM = "St-485", "Re-03t"
PROGRAM_ANSWERS = ["Bo-50", "St-163", "Sx-110", "Bo-1084", "Sp-3", "Sp-6"]
ITEM_ANSWERS = ["Sx-109"]


def _declared(used, answer):
    """Aki declares the use of `used` (slot 1; a spare Item in slot 2 keeps her window open); Bea
    holds `answer` face-down in slot 1."""
    state = battle_start(
        (compiled_record(used), compiled_record(ITEM)),
        slots_a=(1, 2),
        cards_b=(compiled_record(answer),),
        slots_b=(1,),
    )
    if state.actor == 1:
        apply(state, Pass())
    assert state.actor == 0
    apply(state, Use(1))
    return state


def _not_offered(state):
    """The use resolved with no answer window (B-6); Bea's card is still face-down in its slot."""
    bea = state.players[1]
    assert state.step == "battle" and state.actor == 0
    assert bea.slots[0] == 1 and not bea.face_up[0] and 1 not in bea.dark_area


@pytest.mark.parametrize("answer", PROGRAM_ANSWERS)
def test_b6_a_program_halt_is_not_offered_against_an_item_and_stays_face_down(catalog, answer):
    # Bo-50 Emergency Program Halt!: "(O)Invalidate one of the opponent's Program Option cards before it
    # takes effect, and send it to the Dark Area." (and its reprints / Elaborate Tactics!).
    state = _declared(ITEM, answer)
    _not_offered(state)
    aki = state.players[0]
    assert aki.active[0] and "flame" in aki.keywords


@pytest.mark.parametrize("answer", PROGRAM_ANSWERS)
def test_b6_a_program_halt_answers_a_program_and_sends_it_to_the_dark_area(catalog, answer):
    state = _declared(PROGRAM, answer)
    assert state.step == "interrupt" and state.actor == 1
    assert Use(1) in legal_actions(state)
    apply(state, Use(1))
    assert 1 in state.players[0].dark_area


@pytest.mark.parametrize("answer", ITEM_ANSWERS)
def test_b6_no_items_allowed_is_not_offered_against_a_program(catalog, answer):
    # Sx-109 No Items Allowed!: "Invalidate one of the opponent's Item Option cards, and send it to the
    # Dark Area before it takes effect."
    state = _declared(PROGRAM, answer)
    _not_offered(state)
    assert state.players[0].active[0]


@pytest.mark.parametrize("answer", ITEM_ANSWERS)
def test_b6_no_items_allowed_answers_an_item(catalog, answer):
    state = _declared(ITEM, answer)
    assert state.step == "interrupt" and Use(1) in legal_actions(state)
    apply(state, Use(1))
    aki = state.players[0]
    assert 1 in aki.dark_area and "flame" not in aki.keywords


def test_b6_re_15t_is_not_offered_against_an_item(catalog):
    # Re-15t Izumi Koshiro (1): "Invalidate one of the Program or Field Option cards used by the
    # opponent before it takes effect, and send it to the Dark Area."
    state = _declared(ITEM, "Re-15t")
    _not_offered(state)
    assert attack_value(state, 0) == 420 + 100


def test_b6_an_answer_of_the_wrong_type_is_refused_with_the_reason(catalog):
    state = battle_start(
        (compiled_record(ITEM), compiled_record(ITEM)),
        slots_a=(1, 2),
        cards_b=(compiled_record("Bo-50"), compiled_record("Sx-109")),
        slots_b=(1, 2),
    )
    if state.actor == 1:
        apply(state, Pass())
    apply(state, Use(1))
    # Sx-109 answers the Item; Bo-50 names Programs only.
    assert state.step == "interrupt" and legal_actions(state) == [Pass(), Use(2)]
    with pytest.raises(IllegalAction, match="Program"):
        apply(state, Use(1))


def _answered_twice():
    """Aki declares Re-03t (a Program, slot 1) and holds Bo-50 Emergency Program Halt! in slot 2; Bea
    answers with her own Bo-50 (a Program too), and Aki may answer that answer (A-21)."""
    state = battle_start(
        (compiled_record(PROGRAM), compiled_record("Bo-50"), compiled_record(ITEM)),
        slots_a=(1, 2, 3),
        cards_b=(compiled_record("Bo-50"),),
        slots_b=(1,),
    )
    if state.actor == 1:
        apply(state, Pass())
    apply(state, Use(1))
    assert state.step == "interrupt" and state.actor == 1
    apply(state, Use(1))
    return state


def test_a21_an_answer_may_itself_be_answered_by_the_other_player(catalog):
    state = _answered_twice()
    assert state.step == "interrupt" and state.actor == 0
    assert legal_actions(state) == [Pass(), Use(2)]


def test_a21_the_last_answer_resolves_first_and_the_first_use_takes_effect(catalog):
    # LIFO: Aki's Bo-50 sends Bea's Bo-50 to the Dark Area before it takes effect, so Re-03t, which
    # Bea's card answered, is no longer negated and stays in use; play is back in Aki's window.
    state = _answered_twice()
    apply(state, Use(2))
    aki, bea = state.players
    assert 1 in bea.dark_area and aki.slots[0] == 1 and aki.active[0]
    assert (state.step, state.actor) == ("battle", 0)
    assert state.pending == (-1, -1, -1) and not state.answered


def test_a21_an_answer_not_answered_in_turn_negates_the_first_use(catalog):
    # Aki passes on Bea's answer: her Bo-50 takes effect and sends Re-03t to the Dark Area (O-C4).
    state = _answered_twice()
    apply(state, Pass())
    aki, bea = state.players
    assert 1 in aki.dark_area and aki.slots[0] == -1 and bea.active[0]
    assert (state.step, state.actor) == ("battle", 0)


def test_b6_lets_stop_fighting_is_used_in_its_own_window_and_never_offered_as_an_answer(catalog):
    # Bo-862 Let's Stop Fighting: "(O)When facing a Digimon of a lower level than you, add 100 to your
    # attack power. (O)During battle, when the opponent uses a 'Let's Stop Fighting' card (excluding
    # this card), that card is stacked onto their point gauge before it takes effect, ...": the second
    # sentence tells what befalls the opponent's card, so its user plays it in her own window.
    # Played by hand (its effects are not compiled), it is still an Option the engine offers (O-3).
    state = battle_start(
        (compiled_record(PROGRAM), compiled_record(ITEM)),
        slots_a=(1, 2),
        cards_b=(record("Bo-862"),),
        slots_b=(1,),
    )
    if state.actor == 1:
        apply(state, Pass())
    apply(state, Use(1))
    _not_offered(state)
    apply(state, Pass())
    assert state.actor == 1 and Use(1) in legal_actions(state)
