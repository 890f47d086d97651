import pytest

from tests.engine.effects.recording import record_family_calls


@pytest.fixture(autouse=True)
def family_calls_are_recorded(monkeypatch):
    """The compiler tests apply compiled effects to a RecordingContext too (tests/engine/effects/recording):
    it records the effect families' functions an effect calls."""
    record_family_calls(monkeypatch)
