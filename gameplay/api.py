"""The gameplay API (DESIGN rule 8): thin views over gameplay.services and gameplay.selectors."""

from typing import Any

from django.db import transaction
from django.http import Http404
from drf_spectacular.utils import extend_schema
from rest_framework import status
from rest_framework.response import Response
from rest_framework.views import APIView

from dmcg_site.schema import documented_error
from gameplay import gauntlet, selectors, services, simulations
from gameplay.models import Gauntlet, Match, SimulationJob
from gameplay.serializers import (
    ActionInput,
    GauntletInput,
    GauntletOutput,
    MatchConflictOutput,
    MatchOutput,
    MatchStartInput,
    ReplayOutput,
    SimulationInput,
    SimulationOutput,
    VersionInput,
)


def match_response(match: Match, *, code: int = status.HTTP_200_OK) -> Response:
    return Response(MatchOutput(services.match_view(match=match)).data, status=code)


def conflict_response(conflict: services.MatchConflict) -> Response:
    data = dict(MatchOutput(services.match_view(match=conflict.match)).data)
    data["detail"] = str(conflict)
    return Response(data, status=status.HTTP_409_CONFLICT)


class OwnedMatchMixin:
    def get_match(self, request: Any, match_id: int) -> Match:
        match = selectors.match_get_owned(match_id=match_id, visitor=selectors.visitor_from_request(request))
        if match is None:
            raise Http404("No such match of yours.")
        return match


GAME_OVER = documented_error(
    "The game is over, none of the caller's actions is left to undo, or (resign) it is not their turn."
)
REPLAY_NOT_READY = documented_error("The game is still running: its replay would show the hidden cards.")


class MatchListApi(APIView):
    throttle_scope = "match_start"

    @extend_schema(request=MatchStartInput, responses={201: MatchOutput})
    def post(self, request):
        data = MatchStartInput(data=request.data)
        data.is_valid(raise_exception=True)
        visitor = selectors.visitor_from_request(request)
        if "replay" in data.validated_data:
            match = services.match_from_replay(replay=data.validated_data["replay"], visitor=visitor)
        else:
            deck = selectors.deck_source_resolve(ref=data.validated_data["deck"], visitor=visitor)
            opponent = services.opponent_from_spec(
                spec=data.validated_data["opponent"], deck=deck, visitor=visitor
            )
            match = services.match_start(
                deck=deck, opponent=opponent, visitor=visitor, seed=data.validated_data.get("seed")
            )
        return match_response(match, code=status.HTTP_201_CREATED)


class MatchDetailApi(OwnedMatchMixin, APIView):
    @extend_schema(responses=MatchOutput)
    def get(self, request, match_id: int):
        return match_response(self.get_match(request, match_id))


MATCH_WRITE_RESPONSES = {200: MatchOutput, 409: MatchConflictOutput}


class MatchActionApi(OwnedMatchMixin, APIView):
    throttle_scope = "actions"

    @extend_schema(
        summary="Play an action",
        description=(
            'Send `{"action": "<notation>", "version": N}` with the `version` the action was chosen on: '
            "if the match changed since, nothing is applied and the answer is 409 with the current "
            "state, so the same action sent twice applies once."
        ),
        request=ActionInput,
        responses=MATCH_WRITE_RESPONSES,
    )
    def post(self, request, match_id: int):
        data = ActionInput(data=request.data)
        data.is_valid(raise_exception=True)
        match = self.get_match(request, match_id)
        try:
            match = services.match_apply_action(
                match=match,
                action=data.validated_data["action"],
                expected_version=data.validated_data.get("version"),
            )
        except services.MatchConflict as conflict:
            return conflict_response(conflict)
        return match_response(match)


class MatchUndoApi(OwnedMatchMixin, APIView):
    throttle_scope = "actions"

    @extend_schema(
        summary="Undo your last action",
        request=VersionInput,
        responses={**MATCH_WRITE_RESPONSES, 400: GAME_OVER},
    )
    def post(self, request, match_id: int):
        data = VersionInput(data=request.data)
        data.is_valid(raise_exception=True)
        try:
            match = services.match_undo(
                match=self.get_match(request, match_id), expected_version=data.validated_data.get("version")
            )
        except services.MatchConflict as conflict:
            return conflict_response(conflict)
        return match_response(match)


class MatchResignApi(OwnedMatchMixin, APIView):
    throttle_scope = "actions"

    @extend_schema(
        summary="Resign the game", request=VersionInput, responses={**MATCH_WRITE_RESPONSES, 400: GAME_OVER}
    )
    def post(self, request, match_id: int):
        data = VersionInput(data=request.data)
        data.is_valid(raise_exception=True)
        try:
            match = services.match_resign(
                match=self.get_match(request, match_id), expected_version=data.validated_data.get("version")
            )
        except services.MatchConflict as conflict:
            return conflict_response(conflict)
        return match_response(match)


class MatchReplayApi(OwnedMatchMixin, APIView):
    @extend_schema(responses={200: ReplayOutput, 400: REPLAY_NOT_READY})
    def get(self, request, match_id: int):
        return Response(ReplayOutput(services.replay_json(match=self.get_match(request, match_id))).data)


class SharedReplayApi(APIView):
    """The replay of an unlisted match, for whoever has its share id."""

    @extend_schema(responses={200: ReplayOutput, 400: REPLAY_NOT_READY})
    def get(self, request, share_id: str):
        match = selectors.match_get_shared(share_id=share_id)
        if match is None:
            raise Http404("No such replay.")
        return Response(ReplayOutput(services.replay_json(match=match)).data)


def simulation_data(job: SimulationJob) -> dict[str, Any]:
    return SimulationOutput(
        {
            "id": job.pk,
            "status": job.status,
            "queue_position": selectors.simulation_queue_position(job=job),
            "games": job.games,
            "done": selectors.simulation_progress(job=job),
            "deck_name": job.deck_name,
            "opponent": job.opponent,
            "policy": job.policy,
            "seed": job.seed,
            "results": job.results,
            "error": job.error,
        }
    ).data


class SimulationListApi(APIView):
    throttle_scope = "simulations"

    @extend_schema(request=SimulationInput, responses={201: SimulationOutput})
    def post(self, request):
        data = SimulationInput(data=request.data)
        data.is_valid(raise_exception=True)
        values = data.validated_data
        visitor = selectors.visitor_from_request(request)
        deck = selectors.deck_source_resolve(ref=values["deck"], visitor=visitor)
        opponent = values["opponent"]
        opponent_deck = None
        if isinstance(opponent, dict) and "bot" in opponent:
            ref = opponent.get("deck")
            opponent_deck = (
                deck if ref in (None, "") else selectors.deck_source_resolve(ref=ref, visitor=visitor)
            )
        # The job is queued on commit: commit before answering so small eager jobs are done by then.
        with transaction.atomic():
            job = simulations.simulation_start(
                deck=deck,
                opponent=opponent,
                opponent_deck=opponent_deck,
                games=values["games"],
                policy=values["policy"],
                seed=values.get("seed"),
                visitor=visitor,
            )
        job.refresh_from_db()
        return Response(simulation_data(job), status=status.HTTP_201_CREATED)


class OwnedSimulationMixin:
    def get_job(self, request: Any, job_id: int) -> SimulationJob:
        job = selectors.simulation_get(job_id=job_id, visitor=selectors.visitor_from_request(request))
        if job is None:
            raise Http404("No such simulation of yours.")
        return job


class SimulationDetailApi(OwnedSimulationMixin, APIView):
    @extend_schema(responses=SimulationOutput)
    def get(self, request, job_id: int):
        job = self.get_job(request, job_id)
        # Whichever web process answers a look at a waiting job lends it its pool.
        simulations.simulation_resume_if_stalled(job=job)
        return Response(simulation_data(job))


class SimulationCancelApi(OwnedSimulationMixin, APIView):
    """Stop one of your simulations; a done or failed one answers 409."""

    @extend_schema(
        request=None,
        responses={
            200: SimulationOutput,
            409: documented_error("The job is already done, failed or cancelled."),
        },
    )
    def post(self, request, job_id: int):
        job = simulations.simulation_cancel(job=self.get_job(request, job_id))
        return Response(simulation_data(job))


def gauntlet_data(run: Gauntlet) -> dict[str, Any]:
    return GauntletOutput(
        {
            "id": run.pk,
            "deck_name": run.deck_name,
            "games": run.games,
            "policy": run.policy,
            "opponent_policy": run.opponent_policy,
            "seed": run.seed,
            **gauntlet.gauntlet_report(gauntlet=run),
        }
    ).data


class GauntletListApi(APIView):
    """Play a deck against every reference deck: one simulation job per matchup."""

    throttle_scope = "simulations"

    @extend_schema(request=GauntletInput, responses={201: GauntletOutput})
    def post(self, request):
        data = GauntletInput(data=request.data)
        data.is_valid(raise_exception=True)
        values = data.validated_data
        visitor = selectors.visitor_from_request(request)
        deck = selectors.deck_source_resolve(ref=values["deck"], visitor=visitor)
        with transaction.atomic():
            run = gauntlet.gauntlet_start(
                deck=deck,
                games=values["games"],
                policy=values["policy"],
                opponent_policy=values["opponent_policy"],
                seed=values.get("seed"),
                visitor=visitor,
            )
        return Response(gauntlet_data(run), status=status.HTTP_201_CREATED)


class GauntletDetailApi(APIView):
    @extend_schema(responses=GauntletOutput)
    def get(self, request, gauntlet_id: int):
        run = selectors.gauntlet_get(gauntlet_id=gauntlet_id, visitor=selectors.visitor_from_request(request))
        if run is None:
            raise Http404("No such gauntlet of yours.")
        gauntlet.gauntlet_resume_if_stalled(gauntlet=run)
        return Response(gauntlet_data(run))
