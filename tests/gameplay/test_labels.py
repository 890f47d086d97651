"""The legal actions and the phase in the players' words (gameplay.labels), over real games."""

import re

import pytest

from gameplay.engine.abilities import OPTION_ABILITY
from gameplay.engine.actions import UseAbility
from gameplay.labels import KINDS, action_entries, choice_words, effect_summary, phase_label
from gameplay.records import card_record
from tests.engine.test_option_outcome import _first_window
from tests.engine.test_option_paid_per_use import _reinforcements
from tests.engine.test_option_tamer_menus import _evolved_with, _keep_battle_window, _to_battle_window
from tests.gameplay.words import decisions, greedy_game

# Engine notation that must never show in a label: "alt N", a card id after a verb, a bare verb.
ENGINE_TOKENS = re.compile(
    r"\balt -?\d|\bpay \d|\bchoose \w|^(use|set|discard|swap|prepare|support|ability|proceed|cancel|pass)\b"
)


def labelled(record):
    for state, player, legal in decisions(record):
        yield state, action_entries(state, player, legal)


def first_label(record, predicate):
    return next(entry for _state, entries in labelled(record) for entry in entries if predicate(entry))


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_no_label_over_whole_greedy_games_speaks_engine_notation(deck, owner, seed):
    record = greedy_game(deck, owner, seed=seed)
    checked = 0
    for state, entries in labelled(record):
        assert [e["primary"] for e in entries].count(True) == 1
        assert entries[0]["primary"]
        assert [KINDS.index(e["kind"]) for e in entries[1:]] == sorted(
            KINDS.index(e["kind"]) for e in entries[1:]
        )
        for entry in entries:
            assert not ENGINE_TOKENS.search(entry["label"]), entry
            assert entry["label"] != entry["notation"]
            if entry["notation"].startswith(("use slot", "discard", "set", "support")):
                # "slot N" only ever beside the card that lies there.
                owner_deck = state.players[state.actor].deck
                names = {card.number: card.name for card in owner_deck}
                assert names[entry["cards"][0]] in entry["label"], entry
            checked += 1
    assert checked > 50


def test_an_evolution_names_both_digimon_and_the_marks_from_the_net_ocean(deck, owner):
    record = greedy_game(deck, owner, seed=3)
    entry = first_label(record, lambda e: e["notation"].startswith("prepare") and "Greymon" in e["label"])
    assert entry["label"] == "Evolve Agumon → Greymon (●● from the Net Ocean)"
    assert entry["kind"] == "evolve"
    assert entry["cards"] == ["St-2"]


def test_an_evolution_paid_with_a_win_rate_card_names_the_card(deck, owner):
    # Seed 4 offers Greymon → Triceramon, paid with Winning Percentage: 40%! (EC-2).
    record = greedy_game(deck, owner, seed=4)
    entry = first_label(record, lambda e: e["notation"].startswith("prepare") and " pay " in e["notation"])
    assert entry["label"] == "Evolve Greymon → Triceramon, paying Winning Percentage: 40%!"
    assert entry["cards"] == ["St-29", "St-59"]


def test_the_evolution_decision_reads_carry_out_or_dont_evolve(deck, owner):
    record = greedy_game(deck, owner, seed=3)
    for state, entries in labelled(record):
        if any(e["notation"] == "proceed" for e in entries) and state.step == "evolve":
            break
    labels = {e["notation"]: e["label"] for e in entries}
    assert labels["proceed"] == "Carry out your prepared evolution: Greymon"
    assert labels["cancel"] == "Don't evolve"
    assert entries[0]["notation"] == "proceed" and entries[0]["primary"]
    assert phase_label(state) == "Turn 1 · Evolution Phase"


def test_passing_is_named_for_what_it_ends(deck, owner):
    record = greedy_game(deck, owner, seed=3)
    seen = {}
    for state, entries in labelled(record):
        for entry in entries:
            if entry["notation"] == "pass":
                seen.setdefault(phase_label(state).split(" · ")[1], entry["label"])
    assert seen["Preparation Phase — hand adjustment"] == "Done discarding"
    assert seen["Preparation Phase"] == "Done preparing"
    assert seen["Battle Phase — options"] == "No more options this window"


def test_flipping_an_option_names_the_card_its_slot_and_what_it_does(deck, owner):
    record = greedy_game(deck, owner, seed=3)
    entry = first_label(record, lambda e: e["notation"].startswith("use slot"))
    assert re.fullmatch(r"Flip Defense Plug-In C \(slot \d\): .+", entry["label"]), entry
    assert entry["hint"].startswith("During battle, your attack becomes C")
    assert entry["kind"] == "option" and entry["cards"] == ["St-50"]


def test_labels_never_name_the_opponents_cards(deck, owner):
    # The labels of player 1's decisions only name cards player 1 holds or has in play.
    record = greedy_game(deck, owner, seed=2)
    for state, entries in labelled(record):
        me = state.players[state.actor]
        mine = {me.deck[card].number for zone in me.zones().values() for card in zone}
        for entry in entries:
            assert set(entry["cards"]) <= mine, entry


def test_an_option_whose_effect_has_a_condition_is_not_summed_up_as_if_it_always_worked(card):
    # A Counterattack from Crisis! doubles the attack only against a higher level: "multiply your
    # attack by 2" alone would promise more than it does; Offense Plug-In A has no condition.
    crisis = card_record(card("St-54"))
    assert any(ability.condition is not None for ability in crisis.text.abilities)
    assert effect_summary(crisis) == ""
    assert effect_summary(card_record(card("St-49"))) != ""


def test_a_swap_for_a_copy_of_the_digimon_in_play_reads_another_copy(deck, owner):
    # Seed 2 offers another Agumon for the Agumon in play (E-2: any Level III may be swapped in).
    record = greedy_game(deck, owner, seed=2)
    same = []
    for state, entries in labelled(record):
        me = state.players[state.actor]
        for entry in entries:
            if entry["notation"].startswith("swap ") and me.digimon:
                swapped = me.deck[int(entry["notation"].split(" ")[1])].name
                if swapped == me.deck[me.digimon[-1]].name:
                    same.append((swapped, entry["label"]))
    assert same
    assert all(label == f"Swap in another {name}" for name, label in same), same


def test_a_you_may_choice_reads_as_taking_or_leaving_the_optional_effect():
    # Bx-34's "You may reduce your lost points by 10" is offered as `choose yes` / `choose no` (O-3).
    assert choice_words("yes") == "to take its optional effect"
    assert choice_words("no") == "to leave its optional effect"


def test_a_price_paid_at_each_use_is_named_for_its_option_card(catalog):
    # St-492's "for every Digimon card you discard from your hand, add 250" is paid card by card
    # (engine.abilities.option_ability_actions): the button names the option, not the battling Digimon.
    state = _reinforcements("Virus")
    _first_window(state)
    (entry,) = action_entries(state, 0, [UseAbility(OPTION_ABILITY + 1)])
    assert "Request for Reinforcements!!" in entry["label"] and "Knight" not in entry["label"]


def test_a_tamer_menu_effect_is_labelled_with_its_card_and_what_the_effect_does(catalog):
    # Re-73 Takenouchi Sora's effect 2 ("Add 100 to the attack power of your Digimon with the ability
    # 'sky'"), in the Battle Phase after its effect 1 evolved Piyomon (engine.option_menus).
    state = _evolved_with("Re-73", "St-3", "St-4", extra=("St-53",))
    _keep_battle_window(state)
    _to_battle_window(state)
    (entry,) = action_entries(state, 0, [UseAbility(OPTION_ABILITY + 1)])
    assert "Takenouchi Sora" in entry["label"] and "100" in entry["label"]
    assert "Birdramon" not in entry["label"]
