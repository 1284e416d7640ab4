"""What every bot offers: a choice from a view, and advice that explains it.

Values in advice are from the adviser's side: its own score minus the opponents' (in a team game,
its team's), so larger is better for the player asking.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple, Protocol

from ..i18n import Text

#: A bot asked to move in a view where its seat has no legal action (a bug in the caller).
NO_LEGAL_ACTION = "no legal action in this view: it is not this player's turn"  # internal
#: ``Advice.extra["values"]`` of a bot whose values are its rule order, not points.
RULE_ORDER = "rule order"  # internal
#: ``Advice.extra[HOW_SEARCHED]``: how many of the first reasons say how the bot searched (the
#: deals it drew, how it read them) rather than why it chose.
HOW_SEARCHED = "how searched"  # internal


class Said(NamedTuple):
    """One reason as written: to the player the bot advises, and of the bot, in the third
    person, to a learner watching it play."""

    you: str
    it: str


@dataclass(frozen=True)
class Reason:
    """A sentence of a bot's reasoning in two persons with the same placeholders: ``you``
    speaks to the player it advises (a hint: "your only legal card"), ``it`` of the bot to a
    learner watching it play (the table's log, the review: "its only legal card"). A sentence
    that addresses nobody serves both (``it`` left out)."""

    you: Text
    it: Text | None = None

    def format(self, /, **kwargs: Any) -> Said:
        return Said(self.you.format(**kwargs), (self.it or self.you).format(**kwargs))


def spoken(said: Iterable[Said]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """An advice's ``reasons`` and ``told`` from its reasons in both persons."""
    pairs = tuple(said)
    return tuple(s.you for s in pairs), tuple(s.it for s in pairs)


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
    #: The reasons told of the bot in the third person, one for each of ``reasons`` and naming
    #: the same cards: what a learner watching it play reads (the table's log, the review),
    #: while ``reasons`` speak to the player advised (a hint).
    told: tuple[str, ...] = ()

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
