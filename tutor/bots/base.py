"""What every bot offers: a choice from a view, and advice that explains it.

Values in advice are from the adviser's side: its own score minus the opponents' (in a team game,
its team's), so larger is better for the player asking.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

#: A bot asked to move in a view where its seat has no legal action (a bug in the caller).
NO_LEGAL_ACTION = "no legal action in this view: it is not this player's turn"  # internal
#: ``Advice.extra["values"]`` of a bot whose values are its rule order, not points.
RULE_ORDER = "rule order"  # internal


@dataclass(frozen=True)
class ActionValue:
    """One legal action with its estimated value for the player to move."""

    action: Any
    text: str
    value: float
    #: Standard error of ``value`` when it was sampled; ``None`` when exact or not estimated.
    stderr: float | None = None
    samples: int = 0
    #: Facts the computation found about this action, in the learner's terms.
    notes: tuple[str, ...] = ()


@dataclass(frozen=True)
class Advice:
    """Every legal action valued (best first), the chosen one, and the reasons for it."""

    seat: int
    actions: tuple[ActionValue, ...]
    chosen: Any
    reasons: tuple[str, ...] = ()
    method: str = ""
    extra: dict[str, Any] = field(default_factory=dict)
    #: The idea behind the choice, one of the game's named set (``tutor.ideas``), when the
    #: computation found it (the trumps it pulls, the partner's trick it holds); else empty.
    idea: str = ""

    def value_of(self, action: Any) -> ActionValue:
        for av in self.actions:
            if av.action == action:
                return av
        raise KeyError(action)

    def loss(self, action: Any) -> float:
        """How much worse ``action`` is than the best, by this advice's values."""
        return self.actions[0].value - self.value_of(action).value


class Bot(Protocol):
    """Chooses an action from a player's view."""

    name: str

    def choose(self, view: Any) -> Any: ...


class Advisor(Protocol):
    """A bot that can explain: every legal action valued, and reasons."""

    name: str

    def advise(self, view: Any) -> Advice: ...


def rank_actions(values: Sequence[ActionValue]) -> tuple[ActionValue, ...]:
    """Best first; ties keep the given (legal-action) order so choices are deterministic."""
    order = sorted(range(len(values)), key=lambda i: (-values[i].value, i))
    return tuple(values[i] for i in order)
