"""Pages: pick a deck and an opponent, the board, replays, simulation progress and results.

Views stay thin: they read the request, call selectors/services, and render. The board's actions
post to `play_act_view`; the page's script sends them with fetch and swaps in the returned board
fragment, and the same forms work without JavaScript (post, then redirect back to the board).
"""

from __future__ import annotations

from itertools import zip_longest
from typing import Any

from django.contrib import messages
from django.db import transaction
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy
from django.views.decorators.http import require_GET, require_POST

from decks.permissions import session_tokens
from decks.selectors import deck_list_owned
from dmcg_site.numbers import whole_number
from dmcg_site.throttles import throttle_page
from gameplay import gauntlet, playout, replays, selectors, services, simulation_stats, simulations
from gameplay.models import Gauntlet, Match, SimulationJob

OPPONENT_CHOICES = [
    ("dummy", gettext_lazy("Dummy (a Level III that never evolves)")),
    ("greedy", gettext_lazy("Greedy bot")),
    ("search", gettext_lazy("Search bot (looks ahead; thinks a moment before each reply)")),
    ("random", gettext_lazy("Random bot")),
    ("hotseat", gettext_lazy("Hot-seat (both sides by hand)")),
]
# The bot policies a simulated deck (and a gauntlet's reference decks) can be played by.
POLICY_CHOICES = [
    ("greedy", gettext_lazy("greedy")),
    ("random", gettext_lazy("random")),
    ("search", gettext_lazy("search")),
]
SIMULATION_OPPONENTS = [
    ("dummy", gettext_lazy("Pace dummy (Level IV on turn 2, Perfect on 4, Ultimate on 6)")),
    ("vanilla", gettext_lazy("Vanilla dummy (a Level III that never evolves)")),
    ("greedy", gettext_lazy("Greedy bot")),
    ("search", gettext_lazy("Search bot (slow: for a few hundred games)")),
    ("random", gettext_lazy("Random bot")),
]


def _deck_ref(request: HttpRequest, prefix: str = "") -> Any:
    """The deck named by the /play/ form: my deck, a share link/id, or pasted text (first wins)."""
    text = request.POST.get(f"{prefix}text", "").strip()
    if text:
        return {"text": text}
    shared = request.POST.get(f"{prefix}share", "").strip()
    if shared:
        return shared
    return request.POST.get(f"{prefix}deck", "").strip()


def _whole_number(request: HttpRequest, name: str, label: str, *, default: int | None = None) -> int | None:
    """A number field of a form; a typo is an error naming it, not silently a random seed."""
    text = request.POST.get(name, "").strip()
    if not text:
        return default
    number = whole_number(text)
    if number is None:
        raise ValueError(
            _("The {label} is a whole number, not “{text}”.").format(label=label, text=text[:40])
        )
    return number


def _my_decks(request: HttpRequest) -> list[Any]:
    """The caller's decks to play with, by name: a signed-in user's own and the anonymous decks whose
    edit token this session holds (at most 200)."""
    ids = [int(i) for i in session_tokens(request.session) if i.isdigit()]
    return list(deck_list_owned(user=request.user, deck_ids=ids).order_by("name")[:200])


@throttle_page("match_start")
def play_new_view(request: HttpRequest) -> HttpResponse:
    visitor = selectors.visitor_from_request(request)
    error = ""
    if request.method == "POST":
        opponent_choice = request.POST.get("opponent", "dummy")
        try:
            deck = selectors.deck_source_resolve(ref=_deck_ref(request), visitor=visitor)
            other_ref = _deck_ref(request, prefix="opponent_")
            if opponent_choice in services.BOT_POLICIES:
                spec: Any = {"bot": opponent_choice, "deck": other_ref}
            elif opponent_choice == "hotseat":
                spec = {"hotseat": {"deck": other_ref}}
            else:
                spec = "dummy"
            opponent = services.opponent_from_spec(spec=spec, deck=deck, visitor=visitor)
            match = services.match_start(
                deck=deck, opponent=opponent, visitor=visitor, seed=_whole_number(request, "seed", _("seed"))
            )
        except ValueError as problem:
            error = str(problem)
        else:
            return redirect("gameplay:board", match_id=match.pk)
    return render(
        request,
        "gameplay/new.html",
        {
            "decks": _my_decks(request),
            "preset": request.GET.get("deck", ""),
            "opponents": OPPONENT_CHOICES,
            "error": error,
            "matches": selectors.match_list(visitor=visitor)[:20],
        },
        status=400 if error else 200,
    )


def _owned_or_404(request: HttpRequest, match_id: int) -> Match:
    match = selectors.match_get_owned(match_id=match_id, visitor=selectors.visitor_from_request(request))
    if match is None:
        raise Http404("No such match of yours.")
    return match


def _outdated(request: HttpRequest, error: playout.PlayError) -> HttpResponse:
    """A match or replay the engine refuses to rebuild (recorded under another engine version,
    engine.check_version): the reason as a page, not a server error."""
    return render(request, "gameplay/outdated.html", {"message": str(error)}, status=409)


GAUGE_TRACK = tuple(range(100, -1, -10))
ACTION_KINDS = {
    "evolve": gettext_lazy("Evolve"),
    "option": gettext_lazy("Options"),
    "support": gettext_lazy("Support"),
    "ability": gettext_lazy("Abilities"),
    "discard": gettext_lazy("Discard"),
    "pass": gettext_lazy("Pass"),
    "other": gettext_lazy("Other"),
}
# Texts the engine plays by hand, wholly or in part (DESIGN rule 6): flipped, they show their text
# beside the adjustment controls.
HAND_PLAYED = ("manual", "partial")


def _shown_cards(side: dict[str, Any]) -> list[dict[str, Any]]:
    zones = ("digimon", "evolution_box", "power", "support", "slots", "hand")
    return [c for zone in zones for c in side.get(zone) or [] if c and c.get("in_catalog")]


def _flipped(side: dict[str, Any]) -> list[dict[str, Any]]:
    """The face-up option slots and the Support Box: the cards whose text is in play."""
    slots = [c for c in side.get("slots", []) if c and c.get("in_catalog") and "face-up" in c["detail"]]
    return slots + [c for c in side.get("support", []) if c and c.get("in_catalog")]


def _sheet_context(board: dict[str, Any]) -> dict[str, Any]:
    """The board with what the play sheet draws beyond the observation: each card as printed (its
    face: frame colour, level, battle type, A/B/C or the option's category), the point gauge as the
    100→0 track, the flipped cards the engine plays by hand with their printed text, and the log
    lines with the cards they name as links."""
    from cards.models import Card
    from gameplay.records import records_by_number

    numbers = {c["number"] for side in board["sides"] for c in _shown_cards(side)}
    logged = {number for line in board.get("log", []) for number in line.get("cards", [])}
    printed = {card.number: card for card in Card.objects.filter(number__in=numbers | logged)}
    flipped = {c["number"] for side in board["sides"] for c in _flipped(side)}
    statuses = {number: record.text.status for number, record in records_by_number(flipped).items()}
    for side in board["sides"]:
        for card in _shown_cards(side):
            face = printed.get(card["number"])
            if face is not None:
                # The card as printed: _card.html draws its face (cards/_face.html, size "mini").
                card["printed"] = face
        side["manual_cards"] = [c for c in _flipped(side) if statuses.get(c["number"]) in HAND_PLAYED]
        points = side.get("points", 0)
        side["track"] = [{"value": v, "here": v <= points < v + 10 or v == points} for v in GAUGE_TRACK]
    for line in board.get("log", []):
        line["parts"] = _log_parts(line, printed)
    return board


def _log_parts(line: dict[str, Any], printed: dict[str, Any]) -> list[tuple[str, str | None]]:
    """The log line's text cut into (text, card number or None): the first mention of each card
    it names becomes a link to the card (and its preview), the words themselves unchanged."""
    parts: list[tuple[str, str | None]] = [(line["text"], None)]
    for number in dict.fromkeys(line.get("cards", [])):
        card = printed.get(number)
        if card is None:
            continue
        for index, (text, linked) in enumerate(parts):
            at = text.find(card.name) if linked is None else -1
            if at >= 0:
                end = at + len(card.name)
                cut = [(text[:at], None), (card.name, number), (text[end:], None)]
                parts[index : index + 1] = [part for part in cut if part[0]]
                break
    return parts


def _action_groups(view: Any, board: dict[str, Any]) -> list[dict[str, Any]]:
    """The legal actions grouped by kind, primary choice first, each with its 1-9 key in page order;
    a view without labelled actions gives one group of the board's notations."""
    labelled = getattr(view, "actions", None)
    actions = (
        [dict(a) for a in labelled]
        if labelled
        else [{"notation": a["notation"], "label": a["label"], "kind": "other"} for a in board["actions"]]
    )
    groups: list[dict[str, Any]] = []
    for index, action in enumerate(actions):
        action["key"] = replays.ACTION_KEYS[index] if index < len(replays.ACTION_KEYS) else ""
        action["index"] = index
        kind = action.get("kind") or "other"
        if not groups or groups[-1]["kind"] != kind:
            groups.append({"kind": kind, "label": ACTION_KINDS.get(kind, kind.title()), "actions": []})
        groups[-1]["actions"].append(action)
    return groups


def _battle(battle: dict[str, Any] | None, *, me: int) -> dict[str, Any] | None:
    """The battle area, the opponent's Digimon first as on the table, each B-8 step beside the rule
    it applies (when the rules are given)."""
    if not battle:
        return None
    sides = [
        side | {"breakdown": list(zip_longest(side.get("steps", []), side.get("rules", []), fillvalue=""))}
        for side in battle.get("sides", [])
    ]
    # Battle sides name players from 1.
    sides.sort(key=lambda side: side.get("player") == me + 1)
    return battle | {"sides": sides}


def _words(source: Any, board: dict[str, Any]) -> dict[str, Any]:
    """The phase line and the battle area, from the match view or the replay frame's board."""

    def read(name: str) -> Any:
        return getattr(source, name, None) or board.get(name)

    me = board["sides"][0]["player"]
    return {"phase_label": read("phase_label") or "", "battle": _battle(read("battle"), me=me)}


def _board_context(match: Match) -> dict[str, Any]:
    view = services.match_view(match=match)
    board = _sheet_context(replays.board(view))
    return {
        "match": match,
        "view": view,
        "board": board,
        "action_groups": _action_groups(view, board),
    } | _words(view, board)


@require_GET
def play_board_view(request: HttpRequest, match_id: int) -> HttpResponse:
    try:
        context = _board_context(_owned_or_404(request, match_id))
    except playout.PlayError as error:
        return _outdated(request, error)
    return render(request, "gameplay/board.html", context)


@require_POST
@throttle_page("actions")
def play_act_view(request: HttpRequest, match_id: int) -> HttpResponse:
    """One of the board's buttons: an action, undo or resign; answers with the new board."""
    match = _owned_or_404(request, match_id)
    what = request.POST.get("do", "action")
    # The version the board showed when the button was pressed: a second press of it is stale.
    version = whole_number(request.POST.get("version"))
    error, code = "", 200
    try:
        if what == "undo":
            match = services.match_undo(match=match, expected_version=version)
        elif what == "resign":
            match = services.match_resign(match=match, expected_version=version)
        else:
            match = services.match_apply_action(
                match=match, action=request.POST.get("action", ""), expected_version=version
            )
    except services.MatchConflict as conflict:
        match, error, code = conflict.match, str(conflict), 409
    except ValueError as problem:
        error, code = str(problem), 400
    if request.headers.get("X-Board-Fragment"):
        context = _board_context(match) | {"error": error}
        return render(request, "gameplay/_board.html", context, status=code)
    if error:
        messages.error(request, error)
    return redirect("gameplay:board", match_id=match.pk)


def _replay_match(request: HttpRequest, *, match_id: int | None = None, share_id: str = "") -> Match:
    match = (
        selectors.match_get_shared(share_id=share_id)
        if share_id
        else selectors.match_get_owned(match_id=match_id, visitor=selectors.visitor_from_request(request))
    )
    if match is None:
        raise Http404("No such replay.")
    return match


def _replay_page(request: HttpRequest, match: Match, *, base: str) -> HttpResponse:
    try:
        frame = replays.replay_frame(match=match, step=request.GET.get("step"), view=request.GET.get("view"))
    except playout.PlayError as error:
        return _outdated(request, error)
    board = _sheet_context(frame.board)
    context = {"match": match, "frame": frame, "board": board, "base": base} | _words(None, board)
    if request.headers.get("X-Board-Fragment"):
        return render(request, "gameplay/_replay_frame.html", context)
    return render(request, "gameplay/replay.html", context)


@require_GET
def replay_view(request: HttpRequest, match_id: int) -> HttpResponse:
    match = _replay_match(request, match_id=match_id)
    return _replay_page(request, match, base=reverse("gameplay:replay", args=[match.pk]))


@require_GET
def shared_replay_view(request: HttpRequest, share_id: str) -> HttpResponse:
    match = _replay_match(request, share_id=share_id)
    return _replay_page(request, match, base=reverse("gameplay:shared-replay", args=[share_id]))


@throttle_page("simulations")
def deck_simulate_view(request: HttpRequest, deck_id: int) -> HttpResponse:
    visitor = selectors.visitor_from_request(request)
    deck = _simulated_deck(deck_id, visitor)
    if request.method != "POST":
        return _simulate_page(request, deck=deck, visitor=visitor)
    opponent_choice = request.POST.get("opponent", "dummy")
    dummies = ("dummy", "vanilla")
    try:
        games = _whole_number(request, "games", _("number of games"), default=0)
        seed = _whole_number(request, "seed", _("seed"))
        with transaction.atomic():
            job = simulations.simulation_start(
                deck=deck,
                opponent=opponent_choice if opponent_choice in dummies else {"bot": opponent_choice},
                opponent_deck=None if opponent_choice in dummies else deck,
                games=games,
                policy=request.POST.get("policy", "greedy"),
                seed=seed,
                visitor=visitor,
            )
    except ValueError as problem:
        return _simulate_page(request, deck=deck, visitor=visitor, problem=problem)
    return redirect("gameplay:simulation", job_id=job.pk)


@require_POST
@throttle_page("simulations")
def deck_gauntlet_view(request: HttpRequest, deck_id: int) -> HttpResponse:
    """The simulate page's second form: the deck against every reference deck of the gauntlet."""
    visitor = selectors.visitor_from_request(request)
    deck = _simulated_deck(deck_id, visitor)
    try:
        with transaction.atomic():
            run = gauntlet.gauntlet_start(
                deck=deck,
                games=_whole_number(request, "games", _("number of games per deck"), default=0),
                policy=request.POST.get("policy", "greedy"),
                opponent_policy=request.POST.get("opponent_policy", "greedy"),
                seed=_whole_number(request, "seed", _("seed")),
                visitor=visitor,
            )
    except ValueError as problem:
        return _simulate_page(request, deck=deck, visitor=visitor, problem=problem)
    return redirect("gameplay:gauntlet", gauntlet_id=run.pk)


def _simulated_deck(deck_id: int, visitor: selectors.Visitor) -> selectors.DeckSource:
    try:
        return selectors.deck_source_resolve(ref=deck_id, visitor=visitor)
    except ValueError as problem:
        raise Http404(str(problem)) from problem


def _simulate_page(
    request: HttpRequest,
    *,
    deck: selectors.DeckSource,
    visitor: selectors.Visitor,
    problem: ValueError | None = None,
) -> HttpResponse:
    """The simulate page; after a refused request, its error (400, or 429 for a visitor's limit)."""
    return render(
        request,
        "gameplay/simulate.html",
        {
            "deck": deck,
            "error": str(problem) if problem else "",
            "opponents": SIMULATION_OPPONENTS,
            "policies": POLICY_CHOICES,
            "gauntlet": gauntlet.gauntlet_decks(),
            "max_games": simulations.games_limit(visitor=visitor),
        },
        status=getattr(problem, "status_code", 400) if problem else 200,
    )


def _job_or_404(request: HttpRequest, job_id: int) -> SimulationJob:
    job = selectors.simulation_get(job_id=job_id, visitor=selectors.visitor_from_request(request))
    if job is None:
        raise Http404("No such simulation of yours.")
    return job


@require_GET
def simulation_view(request: HttpRequest, job_id: int) -> HttpResponse:
    job = _job_or_404(request, job_id)
    simulations.simulation_resume_if_stalled(job=job)
    done = selectors.simulation_progress(job=job)
    context: dict[str, Any] = {
        "job": job,
        "queue_position": selectors.simulation_queue_position(job=job),
        "done": done,
        "percent": int(100 * done / job.games) if job.games else 0,
        "opponent_title": simulations.opponent_title(job.opponent),
    }
    if job.results:
        results = job.results
        low, high = results["win_rate_interval"]
        context |= {
            "results": results,
            "interval": (round(100 * low, 1), round(100 * high, 1)),
            "win_percent": round(100 * results["win_rate"], 1),
            "bars": simulation_stats.histogram_bars(results["turns_to_win"]),
            # Results stored before the pace figures existed have none of them.
            "turn_bars": simulation_stats.histogram_bars(results.get("turns", [])),
            "level_charts": [
                {**row, "bars": simulation_stats.histogram_bars(row["turns"])}
                for row in results.get("first_level", [])
            ],
        }
    template = "gameplay/_simulation_status.html" if request.headers.get("X-Board-Fragment") else None
    return render(request, template or "gameplay/simulation.html", context)


@require_POST
def simulation_cancel_view(request: HttpRequest, job_id: int) -> HttpResponse:
    """The job page's Cancel button: stop the job, then show its page again."""
    job = _job_or_404(request, job_id)
    try:
        simulations.simulation_cancel(job=job)
    except simulations.SimulationFinished as finished:
        messages.info(request, str(finished))
    return redirect("gameplay:simulation", job_id=job.pk)


@require_POST
def simulation_game_view(request: HttpRequest, job_id: int, game: int) -> HttpResponse:
    """Play game `game` of a job again (same seed, same bots) and open it as a replay."""
    job = _job_or_404(request, job_id)
    if not 0 <= game < job.games:
        raise Http404("No such game in this simulation.")
    match = replays.match_from_simulation(job=job, game=game, visitor=selectors.visitor_from_request(request))
    return redirect("gameplay:replay", match_id=match.pk)


def _gauntlet_or_404(request: HttpRequest, gauntlet_id: int) -> Gauntlet:
    run = selectors.gauntlet_get(gauntlet_id=gauntlet_id, visitor=selectors.visitor_from_request(request))
    if run is None:
        raise Http404("No such gauntlet of yours.")
    return run


@require_GET
def gauntlet_view(request: HttpRequest, gauntlet_id: int) -> HttpResponse:
    """The matchup report; while matchups play, the page polls this view for its status fragment."""
    run = _gauntlet_or_404(request, gauntlet_id)
    gauntlet.gauntlet_resume_if_stalled(gauntlet=run)
    report = gauntlet.gauntlet_report(gauntlet=run)
    for figures in [row["results"] for row in report["matchups"]] + [report["total"]]:
        if figures:
            low, high = figures["win_rate_interval"]
            figures["percent"] = round(100 * figures["win_rate"], 1)
            figures["interval"] = (round(100 * low, 1), round(100 * high, 1))
    context = {
        "gauntlet": run,
        "report": report,
    }
    template = "gameplay/_gauntlet_status.html" if request.headers.get("X-Board-Fragment") else None
    return render(request, template or "gameplay/gauntlet.html", context)


@require_POST
def gauntlet_cancel_view(request: HttpRequest, gauntlet_id: int) -> HttpResponse:
    """Stop the matchups still playing; the finished ones keep their results."""
    run = gauntlet.gauntlet_cancel(gauntlet=_gauntlet_or_404(request, gauntlet_id))
    return redirect("gameplay:gauntlet", gauntlet_id=run.pk)
