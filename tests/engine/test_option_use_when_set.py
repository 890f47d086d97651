"""Options that may be activated immediately after they are set in T-P6, an exception by card text
to O-1 (RULES 4.1 T-P5/T-P6, 7.1): "You may activate this card immediately after playing it"
(St-220 A Truce Agreement), and the same only for the second player of the turn (RULES 0.3, 後攻).
The chance lasts until the player's next action (engine.preparation.usable_when_set)."""

from gameplay.engine import apply, legal_actions
from gameplay.engine.actions import Pass, SetOption, Use

from .helpers import arrange, compiled_record, deck, game, record, set_in_slot
from .test_battle import put_tops, sheet


def _setting_truce(top="St-77", *, first=0):
    """Turn 1: Aki (player 0) battles with `top` (St-77 Angewomon, Perfect, by default) and holds
    St-220 A Truce Agreement (card 1) and a second card 2; Bea battles with St-1 Agumon. Aki ends
    T-P1 and sets the Truce in slot 1."""
    truce = compiled_record("St-220")
    state = game(sheet(record(top), (truce, truce)), deck(record("St-1")), first=first)
    put_tops(state)
    if first == 1:
        while state.actor == 1:
            apply(state, Pass())
    arrange(state, 0, hand=[1, 2])
    apply(state, Pass())
    apply(state, SetOption(1, 1))
    return state


def test_o1_t_p6_a_truce_agreement_may_be_activated_right_after_it_is_set(catalog):
    state = _setting_truce()
    assert state.phase == "preparation" and state.actor == 0
    # Set in T-P6, after T-P5: O-1 alone would keep it for a later turn's T-P5.
    assert Use(1) in legal_actions(state)
    apply(state, Use(1))
    aki = state.players[0]
    assert aki.face_up[0] and aki.active[0]
    # "The Battle Phase will not occur on the turn during which this card was activated": no battle,
    # no point calculation, and the turn ends with both players' points as they were.
    while state.turn == 1:
        assert state.phase != "battle"
        apply(state, legal_actions(state)[0])
    assert [me.points for me in state.players] == [100, 100]
    # "At the end of the turn during which this card was used, send it to the Dark Area."
    assert aki.slots[0] == -1 and 1 in aki.dark_area


def test_o1_the_chance_ends_with_the_players_next_action(catalog):
    state = _setting_truce()
    # Aki sets the second Truce: the first one was not activated immediately after setting.
    apply(state, SetOption(2, 2))
    assert Use(1) not in legal_actions(state)
    # The second one may be, right after its own setting.
    assert Use(2) in legal_actions(state)
    apply(state, Pass())
    assert state.actor == 1 and Use(1) not in legal_actions(state, 0)


def test_o_n1_a_truce_set_by_a_level_iii_is_not_activated(catalog):
    # "This card can only be used when your Digimon is Perfect or Ultimate level."
    state = _setting_truce("St-1")
    assert state.players[0].slots[0] == 1
    assert Use(1) not in legal_actions(state)


def test_t_p5_an_option_without_the_text_waits_for_a_later_preparation_phase(catalog):
    # Re-04t Memories in my Arms (Preparation timing, "when the opponent is a Level III Digimon")
    # prints no such exception: set in T-P6, it is not activated in the same Preparation Phase.
    memories = compiled_record("Re-04t")
    state = game(sheet(record("St-77"), (memories, memories)), deck(record("St-1")), first=0)
    put_tops(state)
    arrange(state, 0, hand=[1])
    set_in_slot(state, 0, 2, slot=1)
    apply(state, Pass())
    # The copy set in an earlier turn is used in T-P5 (O-1), the one set now is not.
    assert Use(2) in legal_actions(state)
    apply(state, SetOption(1, 1))
    assert Use(1) not in legal_actions(state) and Use(2) not in legal_actions(state)
