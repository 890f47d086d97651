import pytest

from .recording import record_family_calls


@pytest.fixture(autouse=True)
def family_calls_are_recorded(monkeypatch):
    """A RecordingContext records the effect families' functions an effect calls (recording.py)."""
    record_family_calls(monkeypatch)
