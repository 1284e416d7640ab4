"""Saved games for the app's tests: a match already under way, the same every run."""

from __future__ import annotations

import random
from pathlib import Path

from tutor.bots.registry import make_bot
from tutor.play.session import PlaySession, save_path


def save_gin_match(data_dir: Path, hands: int) -> PlaySession:
    """A Gin Rummy match played by two baseline bots up to the start of hand ``hands + 1``,
    saved where the app resumes it."""
    session = PlaySession("gin-rummy", seed=5, human=1, level="baseline", advisor="baseline")
    bots = [make_bot("gin-rummy", "baseline", random.Random(seed)) for seed in (1, 2)]
    while session.view().hand_no <= hands:
        state = session.state
        seat = state.to_move()
        assert seat is not None
        action = bots[seat].choose(state.view(seat))
        session.actions.append(state.format_action(action))
        state.apply(action)
    session.save(save_path(data_dir, "gin-rummy"))
    return session
