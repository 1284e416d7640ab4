"""The game protocol (``tutor.game``), checked the same way for every implemented game.

Random complete matches of every game in ``tutor.registry.implemented()``; whatever differs
between games comes from its ``GameSpec``. Cheap properties hold at every step; the costly ones
(every seat's view, refused actions, clones) are checked at sampled steps and at the end.
``HYPOTHESIS_PROFILE=ci`` plays 1,000 matches per engine, mostly one deal long (games that share
an engine, such as Smousjas and Vijfhonderden, share them); without it the run is a quick sample.
"""

from __future__ import annotations

import dataclasses
import enum
import os
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, get_type_hints

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tutor.cards import Card
from tutor.errors import IllegalActionError
from tutor.game import (
    DETAIL,
    RESULT,
    TRICK,
    Event,
    GameSpec,
    GameState,
    View,
    can,
    describe_for,
    event_level,
)
from tutor.plugin import load_attr
from tutor.record import Record, parse_record, replay
from tutor.registry import get_plugin, get_spec, implemented

GAMES = implemented()
#: Each game's table as zones (``tutor.zones``): what it shows must be what the view may see.
BOARDS = {g: load_attr(p.board) for g in GAMES
          if (p := get_plugin(g)).board is not None}
#: Matches per engine: the CI profile's count is the suite's promise.
MATCHES = {"ci": 1000, "thorough": 5000}.get(os.environ.get("HYPOTHESIS_PROFILE", ""), 60)
#: How many games run on each game's engine: those games split the engine's matches, each
#: playing one of its examples in so many (the rules strategy draws every option of each).
SHARING = {g: sum(get_spec(h).new_game.__module__ == get_spec(g).new_game.__module__
                  for h in GAMES) for g in GAMES}
#: The share of steps that get the costly checks.
SAMPLED = 0.05
#: The share of matches replayed from their record.
REPLAYED = 0.25
#: Refused actions tried at a sampled step.
REFUSED = 6
#: Choices between kinds of action per match where a copy takes the other kinds as well.
FORKS = 2


@dataclass(frozen=True)
class Foreign:
    """An action of no game at all."""

    name: str = "nonsense"


# ---------------------------------------------------------------------------------------------
# Helpers


def rules_strategy(spec: GameSpec) -> st.SearchStrategy[Any]:
    """Any rules options of the game: every switch and choice free, every player count the game
    is played by, the match mostly one deal.

    Read from the rules dataclass, so a new option is covered without a change here.
    """
    default = spec.rules_from_dict({})
    hints = get_type_hints(type(default))
    options: dict[str, st.SearchStrategy[Any]] = {}
    for f in dataclasses.fields(default):
        key = f.name.replace("_", "-")
        typ = hints[f.name]
        if key == spec.length_option:
            options[key] = st.sampled_from((1, 1, 1, 2))
        elif key == spec.players_option:
            options[key] = st.sampled_from(spec.players)
        elif typ is bool:
            options[key] = st.booleans()
        elif isinstance(typ, type) and issubclass(typ, enum.Enum):
            options[key] = st.sampled_from([m.value for m in typ])
    return st.fixed_dictionaries(options).map(spec.rules_from_dict)


def choose(legal: Sequence[Any], rng: random.Random) -> Any:
    """A random legal action; half the time the kind of action is chosen first, so that rare
    kinds (going out, a trump call among passes) come up about as often as common ones."""
    if rng.random() < 0.5:
        kinds = list(dict.fromkeys(type(a) for a in legal))
        kind = kinds[rng.randrange(len(kinds))]
        legal = [a for a in legal if type(a) is kind]
    return legal[rng.randrange(len(legal))]


def side_index(spec: GameSpec, state: GameState[Any]) -> list[int]:
    """For each seat, the index of its side among the game's sides (``spec.sides_in``)."""
    out = [-1] * state.players
    for k, side in enumerate(spec.sides_in(state)):
        for seat in side:
            out[seat] = k
    assert -1 not in out, "every seat belongs to a side"
    return out


def fingerprint(state: GameState[Any]) -> tuple[Any, ...]:
    """Everything the protocol shows of a state."""
    return (tuple(state.view(p) for p in range(state.players)), state.returns(),
            state.to_move(), tuple(state.legal_actions()), state.is_terminal())


_LEAVES = (str, bytes, int, float, complex, enum.Enum, type(None))
_FIELDS: dict[type, tuple[str, ...]] = {}


def _attributes(obj: Any) -> list[Any]:
    """The values an object holds: its dataclass fields, else its ``__dict__`` and slots."""
    names = _FIELDS.get(type(obj))
    if names is None:
        if dataclasses.is_dataclass(obj):
            names = tuple(f.name for f in dataclasses.fields(obj))
        else:
            names = tuple(n for cls in type(obj).__mro__ for n in getattr(cls, "__slots__", ()))
        _FIELDS[type(obj)] = names
    out = [getattr(obj, n) for n in names if hasattr(obj, n)]
    if not dataclasses.is_dataclass(obj):
        out += getattr(obj, "__dict__", {}).values()
    return out


def cards_in(root: Any) -> set[Card]:
    """Every ``Card`` reachable from ``root``: fields, items, keys and attributes, all the way
    down."""
    found: set[Card] = set()
    seen: set[int] = set()
    stack = [root]
    while stack:
        obj = stack.pop()
        if type(obj) is Card:
            found.add(obj)
        elif isinstance(obj, _LEAVES) or callable(obj) or id(obj) in seen:
            continue
        elif isinstance(obj, tuple | list | set | frozenset):
            stack.extend(obj)
        else:
            seen.add(id(obj))
            stack.extend([*obj.keys(), *obj.values()] if isinstance(obj, dict)
                         else _attributes(obj))
    return found


def action_pool(gid: str) -> list[Any]:
    """Actions seen legal somewhere in a few matches, and one of no game: candidates to refuse."""
    pool = _POOLS.get(gid)
    if pool is None:
        spec = get_spec(gid)
        rules = spec.rules_from_dict({} if spec.length_option is None
                                     else {spec.length_option: 1})
        found: dict[Any, None] = {Foreign(): None}
        rng = random.Random(gid)
        for seed in range(12):
            state = spec.new_game(rules, seed)
            while not state.is_terminal():
                legal = state.legal_actions()
                found.update(dict.fromkeys(legal))
                state.apply(choose(legal, rng))
        pool = _POOLS[gid] = list(found)
    return pool


_POOLS: dict[str, list[Any]] = {}


# ---------------------------------------------------------------------------------------------
# The properties


def check_event(event: Any, players: int) -> None:
    assert isinstance(event, Event), f"{event!r} is not an Event"
    assert event_level(event) in (DETAIL, TRICK, RESULT)
    text = event.describe()
    assert isinstance(text, str) and text.strip(), f"{event!r} describes itself as {text!r}"
    for seat in range(players):
        assert describe_for(event, seat).strip()
    data = event.to_dict()
    assert isinstance(data.get("type"), str) and data["type"], f"{event!r}: no type in to_dict"


def check_legal(state: GameState[Any], legal: Sequence[Any]) -> None:
    """Every legal action passes the check and reads back from its canonical text."""
    assert len(set(legal)) == len(legal), "legal actions are distinct"
    for a in legal:
        state.check(a)
        assert can(state, a)
        text = state.format_action(a)
        assert str(a) == text, f"str({a!r}) is {str(a)!r}, the canonical text {text!r}"
        assert state.parse_action(text) == a, f"{text!r} reads back as another action"


def check_views(spec: GameSpec, state: GameState[Any], legal: Sequence[Any],
                hidden: bool) -> None:
    """Every seat's view: a ``View`` with the right legal actions, and (``hidden``) none of the
    cards the seat may not see."""
    mover = state.to_move()
    for seat in range(state.players):
        view = state.view(seat)
        assert isinstance(view, View), f"{type(view).__name__} is not a View"
        assert (view.seat, view.players, view.to_move) == (seat, state.players, mover)
        assert tuple(view.legal_actions) == (tuple(legal) if seat == mover else ())
        assert spec.sides_in(view) == spec.sides_in(state)
        if hidden and spec.hidden_cards is not None:
            secret = spec.hidden_cards(state, seat)
            leaked = cards_in(view) & secret
            assert not leaked, f"seat {seat} sees {sorted(map(str, leaked))}"
            board = BOARDS.get(spec.id)
            if board is not None:
                shown = set(board(view).visible()) & secret
                assert not shown, f"seat {seat}'s table shows {sorted(map(str, shown))}"


def check_refused(state: GameState[Any], legal: Sequence[Any], pool: Sequence[Any],
                  rng: random.Random) -> None:
    """Actions not legal now fail the check with a reason, and applying one changes nothing."""
    allowed = set(legal)
    candidates = [a for a in pool if a not in allowed]
    tried = rng.sample(candidates, min(REFUSED, len(candidates)))
    before = fingerprint(state)
    for a in tried:
        with pytest.raises(IllegalActionError) as refused:
            state.check(a)
        assert str(refused.value).strip(), f"{a!r} is refused without a reason"
        assert not can(state, a)
        with pytest.raises(IllegalActionError):
            state.apply(a)
        assert tuple(state.legal_actions()) == before[3], f"refusing {a!r} changed the state"
    assert fingerprint(state) == before, f"refusing one of {tried!r} changed the state"


def check_clone(state: GameState[Any], rng: random.Random) -> None:
    """A clone shows the same, and playing on it leaves the original as it was."""
    before = fingerprint(state)
    twin = state.clone()
    assert fingerprint(twin) == before
    for _ in range(3):
        if twin.is_terminal():
            break
        twin.apply(choose(twin.legal_actions(), rng))
    assert fingerprint(state) == before, "playing on a clone changed the original"


@dataclass
class Match:
    """A random match in play, with what the checks along the way need."""

    spec: GameSpec
    rules: Any
    seed: int
    state: GameState[Any]
    pool: Sequence[Any]
    texts: list[str] = field(default_factory=list)
    events: list[Any] = field(default_factory=list)
    #: Each side's points from the scoring events so far.
    totals: list[int] = field(default_factory=list)
    #: No deal scored yet, so no view holds cards of an earlier deal.
    first_deal: bool = True
    #: The sets of action kinds met so far in this game's matches (shared by them all): the
    #: first step with each gets the costly checks.
    kinds_met: set[frozenset[type]] = field(default_factory=set)
    #: The kinds of action played so far: only a kind not yet played is worth a fork.
    played: set[type] = field(default_factory=set)

    @property
    def one_deal(self) -> bool:
        length = self.spec.length_option
        return length is not None and self.rules.to_dict().get(length) == 1

    def fork(self) -> Match:
        return dataclasses.replace(self, state=self.state.clone(), texts=list(self.texts),
                                   events=list(self.events), totals=list(self.totals),
                                   played=set(self.played))


#: Per game, the sets of action kinds whose first step had the costly checks, over all matches.
KINDS_MET: dict[str, set[frozenset[type]]] = {}


def new_match(spec: GameSpec, rules: Any, seed: int, pool: Sequence[Any]) -> Match:
    state = spec.new_game(rules, seed)
    return Match(spec, rules, seed, state, pool, totals=[0] * len(spec.sides_in(state)),
                 kinds_met=KINDS_MET.setdefault(spec.id, set()))


def step(match: Match, action: Any, rng: random.Random) -> None:
    """Apply a legal ``action``, keeping the score from the events."""
    state, spec = match.state, match.spec
    assert can(state, action)
    text = state.format_action(action)
    assert str(action) == text and state.parse_action(text) == action
    match.texts.append(text)
    for event in state.apply(action):
        match.events.append(event)
        scored = spec.scores(event) if spec.scores is not None else None
        if scored is not None:
            for k, points in enumerate(scored):
                match.totals[k] += points
        if event_level(event) == RESULT:
            match.first_deal = False
        if rng.random() < SAMPLED:
            check_event(event, state.players)


def play_out(match: Match, rng: random.Random, forks: int) -> list[Match]:
    """Play random actions to the end, checking as it goes; returns the match and its forks.

    Where the mover chooses between kinds of action (discard or go out), up to ``forks`` times a
    copy of the match takes each kind not chosen and plays on: random play alone seldom reaches
    what follows a rare choice.
    """
    state, spec = match.state, match.spec
    sides = side_index(spec, state)
    done = [match]
    while True:
        legal = state.legal_actions()
        mover = state.to_move()
        terminal = state.is_terminal()
        assert (mover is None) == terminal, "to_move() is None exactly at the end"
        assert bool(legal) != terminal, "legal actions exist exactly until the end"
        assert state.returns() == tuple(match.totals[k] for k in sides), (
            "returns() are the sums of the scoring events")
        kinds = frozenset(type(a) for a in legal)
        if terminal or kinds not in match.kinds_met or rng.random() < SAMPLED:
            match.kinds_met.add(kinds)
            check_legal(state, legal)
            check_views(spec, state, legal, match.first_deal or (terminal and match.one_deal))
            check_refused(state, legal, match.pool, rng)
            if not terminal:
                check_clone(state, rng)
        if terminal:
            return done
        action = choose(legal, rng)
        # A kind of action this match has not played yet (going out, a rare build) is followed
        # in a copy too; kinds played at every turn (a capture, a trail) need no copy.
        rare = kinds - {type(action)} - match.played
        match.played.add(type(action))
        if rare and forks > 0:
            forks -= 1
            for kind in rare:
                twin = match.fork()
                step(twin, rng.choice([a for a in legal if type(a) is kind]), rng)
                done += play_out(twin, rng, 0)
        step(match, action, rng)


def check_replay(match: Match) -> None:
    """The match's record replays to the same events, returns and views."""
    record = Record(match.spec.id, match.rules.to_dict(), match.seed, match.texts)
    again = replay(parse_record(record.to_json(), "<test>"))
    assert [e for _, evs in again.steps for e in evs] == match.events
    assert fingerprint(again.state) == fingerprint(match.state)


# ---------------------------------------------------------------------------------------------
# The tests


@pytest.mark.parametrize("gid", GAMES)
def test_the_spec_offers_what_the_protocol_tests_need(gid: str) -> None:
    spec = get_spec(gid)
    assert spec.hidden_cards is not None and spec.scores is not None
    for players in spec.players:
        assert sorted(s for side in spec.sides(players) for s in side) == list(range(players))


@pytest.mark.parametrize("gid", GAMES)
@settings(max_examples=MATCHES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_random_matches_keep_the_protocol(gid: str, data: st.DataObject) -> None:
    if SHARING[gid] > 1 and data.draw(st.integers(0, SHARING[gid] - 1), label="share"):
        return  # another game on the same engine plays this example
    spec = get_spec(gid)
    rules = data.draw(rules_strategy(spec), label="rules")
    seed = data.draw(st.integers(0, 2**32 - 1), label="seed")
    rng = random.Random(data.draw(st.integers(0, 2**32 - 1), label="play"))
    matches = play_out(new_match(spec, rules, seed, action_pool(gid)), rng, FORKS)
    for match in matches:
        for event in match.events:
            if event_level(event) == RESULT:
                check_event(event, match.state.players)
        if match is not matches[0] or rng.random() < REPLAYED:
            check_replay(match)


@pytest.mark.parametrize("gid", GAMES)
def test_a_long_match_replays_and_adds_up(gid: str) -> None:
    """A whole match at the default length: records replay, and the scores add up to the end."""
    spec = get_spec(gid)
    rules = spec.rules_from_dict({})
    match = play_out(new_match(spec, rules, 11, action_pool(gid)), random.Random(5), 0)[0]
    check_replay(match)
    scored = [spec.scores(e) for e in match.events] if spec.scores else []
    # Most games play several deals to a target; a Rubicon game is one deal.
    assert sum(s is not None for s in scored) >= 1
