from django.urls import path

from gameplay import api, views

app_name = "gameplay"

urlpatterns = [
    path("play/", views.play_new_view, name="new"),
    path("play/<int:match_id>/", views.play_board_view, name="board"),
    path("play/<int:match_id>/act/", views.play_act_view, name="act"),
    path("replay/<int:match_id>/", views.replay_view, name="replay"),
    path("replay/s/<str:share_id>/", views.shared_replay_view, name="shared-replay"),
    path("decks/<int:deck_id>/simulate/", views.deck_simulate_view, name="simulate"),
    path("simulations/<int:job_id>/", views.simulation_view, name="simulation"),
    path("simulations/<int:job_id>/cancel/", views.simulation_cancel_view, name="simulation-cancel"),
    path("simulations/<int:job_id>/games/<int:game>/", views.simulation_game_view, name="simulation-game"),
    path("decks/<int:deck_id>/gauntlet/", views.deck_gauntlet_view, name="gauntlet-start"),
    path("gauntlets/<int:gauntlet_id>/", views.gauntlet_view, name="gauntlet"),
    path("gauntlets/<int:gauntlet_id>/cancel/", views.gauntlet_cancel_view, name="gauntlet-cancel"),
    path("api/matches/", api.MatchListApi.as_view(), name="api-matches"),
    path("api/matches/<int:match_id>/", api.MatchDetailApi.as_view(), name="api-match"),
    path("api/matches/<int:match_id>/actions/", api.MatchActionApi.as_view(), name="api-match-actions"),
    path("api/matches/<int:match_id>/undo/", api.MatchUndoApi.as_view(), name="api-match-undo"),
    path("api/matches/<int:match_id>/resign/", api.MatchResignApi.as_view(), name="api-match-resign"),
    path("api/matches/<int:match_id>/replay/", api.MatchReplayApi.as_view(), name="api-match-replay"),
    path("api/replays/<str:share_id>/", api.SharedReplayApi.as_view(), name="api-shared-replay"),
    path("api/simulations/", api.SimulationListApi.as_view(), name="api-simulations"),
    path("api/gauntlets/", api.GauntletListApi.as_view(), name="api-gauntlets"),
    path("api/gauntlets/<int:gauntlet_id>/", api.GauntletDetailApi.as_view(), name="api-gauntlet"),
    path("api/simulations/<int:job_id>/", api.SimulationDetailApi.as_view(), name="api-simulation"),
    path(
        "api/simulations/<int:job_id>/cancel/",
        api.SimulationCancelApi.as_view(),
        name="api-simulation-cancel",
    ),
]
