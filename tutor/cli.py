"""The command-line front: ``tutor --help`` lists what exists.

Bad input never shows a traceback: the message names the file and the line or field, the exit
status is 2, and nothing is written.

The command line speaks the language chosen with ``--lang``, else the one saved in the settings,
else the system's; it is chosen before the parser is built, so the help comes out in it too.
"""

from __future__ import annotations

import argparse
import errno
import json
import os
import random
import shlex
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from . import __version__, i18n
from . import cli_text as T
from .bots.random_bot import RandomBot
from .errors import FileFormatError, IllegalActionError, NotationError, TutorError
from .files import os_reason, read_text, text_lines, write_atomic
from .game import RESULT, TRICK, GameState, event_level
from .i18n import LANGUAGES, _, cards_for_reader, detect_language, set_language
from .numbers import read_int
from .options import parse_value
from .plugin import GamePlugin, load_attr
from .record import Record, load, load_position, replay
from .registry import GAMES, get_plugin, get_spec, implemented, rule_card_for_reader
from .seats import seat_name

EXIT_BAD_INPUT = 2
#: The app could not start (the data folder cannot be used).
EXIT_CANNOT_START = 1

#: How the score of one side is written in ``tutor position``'s comments.
SIDE_SCORE = "{side} {points}"


def _rules_overrides(items: Sequence[str]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise NotationError(T.BAD_RULE.format(item=item))
        out[key.strip()] = parse_value(value)
    return out


def _rules(spec: Any, options: dict[str, Any]) -> Any:
    """The rules from options; a bad key or value is a ``NotationError`` naming it."""
    try:
        return spec.rules_from_dict(options)
    except (ValueError, TypeError) as e:
        raise NotationError(str(e)) from None


def whole(low: int | None = None, high: int | None = None) -> Callable[[str], int]:
    """An argparse type: a whole number in ASCII digits, at least ``low``, at most ``high``."""
    def parse(text: str) -> int:
        value = read_int(text, signed=True)
        if value is None:
            raise argparse.ArgumentTypeError(T.NOT_A_NUMBER.format(text=text))
        if low is not None and value < low:
            raise argparse.ArgumentTypeError(T.TOO_SMALL.format(text=text, low=low))
        if high is not None and value > high:
            raise argparse.ArgumentTypeError(T.TOO_LARGE.format(text=text, high=high))
        return value
    return parse


def listen_host(text: str) -> str:
    """An argparse type: the address to serve on. An empty one would listen on every network
    without saying so (and print an address no browser opens), so it is refused."""
    if not text.strip():
        raise argparse.ArgumentTypeError(T.SERVE_EMPTY_HOST.format())
    return text


def cmd_games(args: argparse.Namespace) -> int:
    have = set(implemented())
    for entry in GAMES:
        also = " " + T.GAME_ALSO.format(aliases=", ".join(entry.aliases)) if entry.aliases else ""
        if entry.id not in have:
            status = T.GAME_PLANNED
        elif get_plugin(entry.id).table is None:
            status = T.GAME_NO_TABLE
        else:
            status = T.GAME_PLAYABLE
        print(f"{entry.id:<14} {status}{also}")
        if entry.id in have:
            plugin = get_plugin(entry.id)
            levels = ", ".join(T.LEVEL_DEFAULT.format(level=x) if x == plugin.opponent else x
                               for x in plugin.levels)
            print(f"{'':<14} {T.GAME_BOTS.format(levels=levels)}")
            if plugin.bot_note:
                print(f"{'':<14} {load_attr(plugin.bot_note)()}")
    return 0


def cmd_rules(args: argparse.Namespace) -> int:
    path = rule_card_for_reader(args.game)
    print(cards_for_reader(path.read_text(encoding="utf-8")), end="")
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    record = load(args.file)
    result = replay(record, str(args.file))
    if args.json:
        out = {"game": result.spec.id, "rules": result.rules.to_dict(), "seed": record.seed,
               "actions": len(record.actions),
               "events": [e.to_dict() for e in result.opening]
               + [e.to_dict() for _text, evs in result.steps for e in evs],
               "terminal": result.state.is_terminal(),
               "returns": list(result.state.returns())}
        print(json.dumps(out, ensure_ascii=False, indent=1))
        return 0
    print(T.REPLAY_HEAD.format(name=result.spec.name, rules=result.rules.describe(),
                               seed=record.seed))
    for events in [result.opening] + [evs for _text, evs in result.steps]:
        for e in events:
            if event_level(e) >= TRICK:
                print(e.describe())
    if not result.state.is_terminal():
        print(T.REPLAY_STOPS.format(len(record.actions)))
    return 0


def cmd_tournament(args: argparse.Namespace) -> int:
    from .bots.registry import make_bot
    from .bots.tournament import duplicate

    names = [n.strip() for n in args.bots.split(",")]
    if len(names) != 2 or not all(names):
        raise NotationError(T.BAD_BOTS.format(bots=args.bots))
    length = args.deals if args.deals is not None else args.hands
    deals = length if length is not None else (6 if args.quick else 100)
    spec = get_spec(args.game)
    options = _rules_overrides(args.rule)
    _rules(spec, options)
    for n in names:
        make_bot(spec.id, n, random.Random(0), quick=True)  # an unknown name fails here
    result = duplicate(spec.id, names[0], names[1], deals=deals, seed=args.seed, options=options,
                       quick=args.quick, jobs=args.jobs, matches=args.matches)
    if args.json:
        print(json.dumps(result.to_dict(), ensure_ascii=False, indent=1))
    else:
        print(result.describe())
    return 0


def cmd_selfplay(args: argparse.Namespace) -> int:
    if args.bots:
        return cmd_tournament(args)
    spec = get_spec(args.game)
    options = _rules_overrides(args.rule)
    length = args.deals if args.deals is not None else args.hands
    if length is not None:
        if spec.length_option is None:
            raise NotationError(T.NO_LENGTH.format(game=spec.id))
        options[spec.length_option] = length
    rules = _rules(spec, options)
    if args.record:
        _check_target(Path(args.record))  # before the game is played, not after
    state = spec.new_game(rules, args.seed)
    bots = [RandomBot(random.Random(f"selfplay:{args.seed}:{p}")) for p in range(state.players)]
    actions: list[str] = []
    results: list[dict[str, Any]] = []
    while not state.is_terminal():
        player = state.to_move()
        assert player is not None
        action = bots[player].choose(state.view(player))
        actions.append(state.format_action(action))
        for event in state.apply(action):
            if event_level(event) >= RESULT:
                results.append(event.to_dict())
                if not args.json:
                    print(event.describe())
                    print()
    if args.json:
        print(json.dumps({"game": spec.id, "rules": rules.to_dict(), "seed": args.seed,
                          "bots": [b.name for b in bots], "results": results,
                          "returns": list(state.returns())}, ensure_ascii=False, indent=1))
    if args.record:
        rec = Record(spec.id, rules.to_dict(), args.seed, actions)
        try:
            write_atomic(Path(args.record), rec.to_json())
        except OSError as e:
            raise FileFormatError(args.record, T.RECORD_CANNOT_WRITE.format(
                error=os_reason(e))) from None
    return 0


def _check_target(path: Path) -> None:
    """A record can be written at ``path``: its folder exists and it is not a folder."""
    folder = path.parent
    if not folder.is_dir():
        raise FileFormatError(str(path), T.RECORD_FOLDER.format(folder=folder))
    if path.is_dir():
        raise FileFormatError(str(path), T.RECORD_IS_FOLDER)
    if not os.access(folder, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
        raise FileFormatError(str(path), T.RECORD_CANNOT_WRITE.format(
            error=os_reason(PermissionError(errno.EACCES, os.strerror(errno.EACCES)))))


def cmd_position(args: argparse.Namespace) -> int:
    plugin = get_plugin(args.game)
    spec = plugin.spec
    if spec.from_position is None or spec.to_position is None:
        raise NotationError(T.NO_NOTATION.format(game=spec.id))
    rules = _rules(spec, _rules_overrides(args.rule))
    state = load_position(spec, args.file, rules)
    print(describe_position(plugin, state), end="")
    return 0


def describe_position(plugin: GamePlugin, state: GameState[Any]) -> str:
    """What ``tutor position`` prints: the canonical position, then the player to move and the
    legal actions, or the score of a finished one."""
    assert plugin.spec.to_position is not None
    text = plugin.spec.to_position(state)
    player = state.to_move()
    if player is None:
        return text + "".join(line + "\n" for line in _finished(plugin, state))
    seat = seat_name(player, state.players)
    legal = _legal_in_hand_order(state, _hand_line(text, seat))
    # Actions of several words ("knock ♥5") are told apart by commas.
    joined = (", " if any(" " in a for a in legal) else " ").join(legal)
    return text + T.POSITION_TO_MOVE.format(seat=seat, legal=joined) + "\n"


def _hand_line(position: str, seat: str) -> list[str]:
    """The cards of ``seat``'s line in a position text, as written there."""
    for line in text_lines(position):
        key, sep, value = line.partition(":")
        if sep and key.strip().lower() == seat.lower():
            return value.split()
    return []


def _legal_in_hand_order(state: GameState[Any], hand: list[str]) -> list[str]:
    """The legal actions' texts; those that are a card of the hand in the hand's order, first."""
    place = {card: k for k, card in enumerate(hand)}
    texts = [state.format_action(a) for a in state.legal_actions()]
    order = sorted(range(len(texts)), key=lambda i: (place.get(texts[i], len(place)), i))
    return [texts[i] for i in order]


def _finished(plugin: GamePlugin, state: GameState[Any]) -> list[str]:
    """What a finished position prints: the last round's scoring and the match score."""
    sides = plugin.spec.sides_in(state)
    names = ["-".join(seat_name(s, state.players) for s in side) for side in sides]
    returns = state.returns()
    match = ", ".join(SIDE_SCORE.format(side=n, points=returns[side[0]])
                      for n, side in zip(names, sides, strict=True))
    results = getattr(state, "results", None)
    last = results[-1] if results else None
    score = getattr(last, "score", None)
    lines = [str(T.POSITION_OVER)]
    if last is None or not isinstance(score, tuple) or len(score) != len(sides):
        return [*lines, T.POSITION_MATCH_SCORE.format(match=match)]
    describe = getattr(last, "describe_lines", None)
    if callable(describe):
        lines += [f"# {line}" for line in describe()]
    deal = ", ".join(SIDE_SCORE.format(side=n, points=p) for n, p in zip(names, score,
                                                                          strict=True))
    return [*lines, T.POSITION_ROUND_SCORE[plugin.round_kind].format(score=deal, match=match)]


def cmd_check(args: argparse.Namespace) -> int:
    # Imported here: the teaching package pulls in markdown-it, which other commands never need.
    from .teach.check import check_paths

    report = check_paths(args.paths or None)
    for problem in report.problems:
        print(problem)
    print(report.summary(), file=sys.stderr)
    return 1 if report.problems else 0


def cmd_review(args: argparse.Namespace) -> int:
    from .bots.registry import make_advisor
    from .bots.review import review
    from .seats import parse_seat

    record = load(args.file)
    checked = replay(record, str(args.file))  # every action checked before any advice
    seat = parse_seat(args.seat, checked.state.players)
    if not args.level.strip():
        raise NotationError(T.NEEDS_LEVEL)
    # An unknown level, or one that cannot advise, fails here, before any replay is judged.
    make_advisor(checked.spec.id, args.level, random.Random(0))
    decisions = review(record, seat, args.level, seed=args.seed, quick=args.quick)
    if args.json:
        print(json.dumps([{"move": d.index + 1, "played": d.played, "best": d.best,
                           "loss": round(d.loss, 2), "margin": round(d.margin, 2),
                           "mistake": d.mistake, "reasons": list(d.advice.reasons)}
                          for d in decisions], ensure_ascii=False, indent=1))
        return 0
    total = sum(d.loss for d in decisions if d.mistake)
    print(T.REVIEW_HEAD.format(len(decisions), seat=seat_name(seat, checked.state.players),
                               level=args.level, lost=total))
    for d in decisions[:args.top]:
        print(d.describe())
    return 0


def cmd_app(args: argparse.Namespace) -> int:
    """Open the app, at the table of ``args.game`` when one is given."""
    from .teach.progress import data_dir
    from .teach.text import STORE_NO_DIR
    from .tui.app import Settings, create_app

    game = getattr(args, "game", None) if args.command == "play" else None
    level = getattr(args, "level", None)
    if level is not None and not level.strip():
        raise NotationError(T.NEEDS_LEVEL)
    if game is not None:
        from .bots.registry import make_advisor, make_bot

        plugin = get_plugin(game)
        game = plugin.id
        if plugin.table is None:
            raise NotationError(T.PLAY_NO_TABLE.format(name=plugin.name, game=game))
        bot = make_bot(game, level or plugin.opponent, random.Random(0))  # unknown: fails here
        if getattr(bot, "open_cards", False):
            # It reads the whole state; at a table every bot gets only its seat's view.
            raise NotationError(T.OPEN_CARDS_LEVEL.format(level=level,
                                                          levels=", ".join(plugin.levels)))
        make_advisor(game, plugin.advisor, random.Random(0))
    directory = Path(args.data_dir).expanduser() if getattr(args, "data_dir", None) \
        else data_dir()
    try:  # before the screen is taken over: a folder that cannot be made is a plain message
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        print(f"tutor: {STORE_NO_DIR.format(path=directory, error=os_reason(e))}",
              file=sys.stderr)
        return EXIT_CANNOT_START
    settings = Settings(data_dir=directory, levels={game: level} if game and level else {},
                        hints=not getattr(args, "no_hints", False),
                        use_preferences=level is None and not getattr(args, "no_hints", False),
                        language=getattr(args, "lang", None))
    lesson = getattr(args, "lesson_id", None)
    if args.command == "lesson" and lesson is None:
        lesson = ""
    teach_game = getattr(args, "teach_game", None)
    if teach_game is not None:
        from .registry import canonical_id

        teach_game = canonical_id(teach_game)
    app = create_app(settings, start=game, lesson=lesson, puzzles=args.command == "puzzle",
                     theme=getattr(args, "theme", None), game=teach_game)
    app.run()
    if app.startup_error:
        print(f"tutor: {app.startup_error}", file=sys.stderr)
        return EXIT_CANNOT_START
    return 0


def cmd_serve(args: argparse.Namespace) -> int:
    """Serve the app to web browsers until Ctrl+C: each tab runs ``tutor`` of its own, with the
    data folder and language given here."""
    from .teach.progress import data_dir
    from .teach.text import STORE_NO_DIR
    from .tui.serve import serve

    session = [sys.executable, "-m", "tutor"]
    directory = data_dir()
    if getattr(args, "data_dir", None):
        directory = Path(args.data_dir).expanduser().resolve()
        session += ["--data-dir", str(directory)]
    if getattr(args, "lang", None):
        session += ["--lang", args.lang]
    try:  # said here, once, rather than by every tab that opens
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        print(f"tutor: {STORE_NO_DIR.format(path=directory, error=os_reason(e))}",
              file=sys.stderr)
        return EXIT_CANNOT_START
    try:
        # exec: the session is the shell's child no more but the server's own, so it can tell
        # when the server is gone.
        serve(("exec " if os.name == "posix" else "") + shlex.join(session), args.host,
              args.port, sessions=args.sessions)
    except OSError as e:  # the port is taken, or the host is not this machine's
        why = os_reason(e)
        print(f"tutor: {T.SERVE_CANNOT.format(host=args.host, port=args.port, error=why)}",
              file=sys.stderr)
        return EXIT_CANNOT_START
    return 0


def saved_language(directory: Path | None = None) -> str | None:
    """The language saved in the settings (a code of ``tutor.i18n.LANGUAGES``), or ``None`` when
    none was chosen there or the file cannot be read (the app says why when it opens)."""
    from .teach.progress import data_dir
    from .tui.prefs import FILE_NAME, parse_preferences

    try:
        path = (directory or data_dir()) / FILE_NAME
        if not path.is_file():  # none saved (or a FIFO, a folder: the app says why)
            return None
        prefs = parse_preferences(read_text(path), str(path))
    except (OSError, ValueError, TypeError, TutorError):
        return None
    return prefs.language or None


def _option_asked(argv: Sequence[str], option: str) -> str | None:
    """The last value ``option`` is given in ``argv`` (``--opt X`` or ``--opt=X``), read before
    the parser is built."""
    value: str | None = None
    for k, arg in enumerate(argv):
        if arg == "--":
            break
        if arg == option and k + 1 < len(argv):
            value = argv[k + 1]
        elif arg.startswith(option + "="):
            value = arg.partition("=")[2]
    return value


def language_asked(argv: Sequence[str]) -> str | None:
    """The language ``--lang`` asks for in ``argv``; ``None`` when not given or not a known code
    (the parser then says so)."""
    value = _option_asked(argv, "--lang")
    return value if value in LANGUAGES else None


def choose_language(argv: Sequence[str]) -> str:
    """Speak the language of ``--lang``, else the saved one (in the data folder ``--data-dir``
    names, else the usual one), else the system's; return it."""
    folder = _option_asked(argv, "--data-dir")
    asked = language_asked(argv)
    saved = saved_language(Path(folder).expanduser() if folder else None)
    lang = asked or (saved if saved in LANGUAGES else None) or detect_language(os.environ)
    set_language(lang)
    return lang


def _argparse_speaks() -> None:
    """Route argparse's own words (its usage line, headings and errors) through the catalogs:
    argparse looks them up with ``gettext`` in its module at run time. Unknown ones stay as
    argparse words them, so English is unchanged."""
    argparse._ = i18n._  # type: ignore[attr-defined]
    argparse.ngettext = i18n.ngettext  # type: ignore[attr-defined]


def build_parser() -> argparse.ArgumentParser:
    """The parser, its help in the language spoken now (choose it first)."""
    _argparse_speaks()
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--lang", choices=tuple(LANGUAGES), default=argparse.SUPPRESS,
                        help=_("the language to speak: en (English) or nl (Nederlands); "
                               "default: the one saved in the settings, else the system's"))
    # On every command, before or after its name (``tutor serve --data-dir X``).
    common.add_argument("--data-dir", metavar=_("DATA_DIR"), default=argparse.SUPPRESS,
                        help=_("where progress and saved games live "
                               "(default: $TUTOR_DATA_DIR or the user data folder)"))
    p = argparse.ArgumentParser(
        prog="tutor", parents=[common],
        description=_("A terminal trainer for classic Dutch card games."))
    p.add_argument("--version", action="version", version=f"tutor {__version__}",
                   help=_("show program's version number and exit"))
    sub = p.add_subparsers(dest="command", metavar=_("COMMAND"))
    # The names of the values, as the help and the usage lines show them.
    game_help = _("a game id or short name (tutor games lists them)")
    record_help = _("a game record (a JSON file, as selfplay --record writes it)")
    game, file = _("game"), _("file")
    rule, number = _("KEY=VALUE"), _("N")

    def command(name: str, summary: str) -> argparse.ArgumentParser:
        return sub.add_parser(name, help=summary, parents=[common])

    s = command("play", _("open the app at a game's table against the bots"))
    s.add_argument("game", metavar=game, help=game_help)
    s.add_argument("--level", metavar=_("LEVEL"),
                   help=_("the bots' level (tutor games lists each game's levels)"))
    s.add_argument("--no-hints", action="store_true", help=_("switch hints off"))
    s.set_defaults(func=cmd_app)

    s = command("lesson", _("open the app at a lesson (or the list of lessons)"))
    s.add_argument("lesson_id", nargs="?", metavar=_("lesson"),
                   help=_("a lesson's id (its file's 'id:' line)"))
    s.add_argument("--game", dest="teach_game", metavar=_("GAME"),
                   help=_("whose lessons (default: the first game that has them)"))
    s.set_defaults(func=cmd_app)

    s = command("puzzle", _("open the app at the puzzles"))
    s.add_argument("--theme", metavar=_("THEME"), help=_("only puzzles of this theme"))
    s.add_argument("--game", dest="teach_game", metavar=_("GAME"),
                   help=_("whose puzzles (default: the first game that has them)"))
    s.set_defaults(func=cmd_app)

    s = command("games", _("list the games and which are playable"))
    s.set_defaults(func=cmd_games)

    s = command("rules", _("print a game's rule card"))
    s.add_argument("game", metavar=game, help=game_help)
    s.set_defaults(func=cmd_rules)

    s = command("replay", _("re-check a game record and print every trick and score"))
    s.add_argument("file", type=Path, metavar=file, help=record_help)
    s.add_argument("--json", action="store_true", help=_("machine-readable output"))
    s.set_defaults(func=cmd_replay)

    s = command("position", _("check a position file and print it with the legal moves"))
    s.add_argument("game", metavar=game, help=game_help)
    s.add_argument("file", type=Path, metavar=file,
                   help=_("a position in the game's notation (docs/notation.md)"))
    s.add_argument("--rule", action="append", default=[], metavar=rule,
                   help=_("a rules option the file does not state (repeatable)"))
    s.set_defaults(func=cmd_position)

    s = command("review", _("value one seat's decisions in a record, worst first"))
    s.add_argument("file", type=Path, metavar=file, help=record_help)
    s.add_argument("--seat", required=True, metavar=_("SEAT"),
                   help=_("the seat to review, e.g. S or P1"))
    s.add_argument("--level", default="expert", metavar=_("LEVEL"),
                   help=_("the bot that judges (default expert)"))
    s.add_argument("--top", type=whole(1), default=10, metavar=number,
                   help=_("how many decisions to show"))
    s.add_argument("--seed", type=whole(), default=0, metavar=number,
                   help=_("seed of the judging bot's sampling"))
    s.add_argument("--quick", action="store_true", help=_("fast, rougher judging"))
    s.add_argument("--json", action="store_true", help=_("machine-readable output"))
    s.set_defaults(func=cmd_review)

    s = command("selfplay", _("play seeded games between random legal-move bots"))
    s.add_argument("game", metavar=game, help=game_help)
    s.add_argument("--deals", type=whole(1), metavar=number,
                   help=_("number of deals (for a game played in deals)"))
    s.add_argument("--hands", type=whole(1), metavar=number,
                   help=_("number of hands (for a game played in hands)"))
    s.add_argument("--seed", type=whole(), default=0, metavar=number,
                   help=_("the seed every shuffle derives from (default 0)"))
    s.add_argument("--rule", action="append", default=[], metavar=rule,
                   help=_("a rules option, e.g. play=amsterdam (repeatable)"))
    s.add_argument("--json", action="store_true", help=_("machine-readable output"))
    s.add_argument("--record", metavar=_("FILE"), help=_("write the game record to FILE"))
    s.add_argument("--bots", metavar="A,B",
                   help=_("duplicate play between two bots (e.g. expert,club): every deal twice "
                          "with seats swapped; prints the mean difference per deal and its 95%% "
                          "interval"))
    s.add_argument("--matches", type=whole(0), default=0, metavar=number,
                   help=_("with --bots: also play this many duplicate whole matches"))
    s.add_argument("--jobs", type=whole(1), default=1, metavar=number,
                   help=_("with --bots: processes to use"))
    s.add_argument("--quick", action="store_true",
                   help=_("with --bots: a fast smoke run (few deals, fast bot settings)"))
    s.set_defaults(func=cmd_selfplay)

    s = command("serve", _("serve the app to web browsers (each tab its own session)"))
    s.add_argument("--host", type=listen_host, default="127.0.0.1", metavar=_("HOST"),
                   help=_("the address to listen on (default 127.0.0.1: only this computer); "
                          "0.0.0.0 serves every network this computer is on"))
    s.add_argument("--port", type=whole(1, 65535), default=8000, metavar=_("PORT"),
                   help=_("the port to listen on (default 8000)"))
    # Each session is a process of 50 to 200 MB: a page that opens tabs in a loop must not take
    # the whole computer.
    s.add_argument("--sessions", type=whole(1), default=8, metavar=number,
                   help=_("the most sessions (browser tabs) open at once (default %(default)s)"))
    s.set_defaults(func=cmd_serve)

    s = command("check", _("check lessons and puzzles against the engine"))
    s.add_argument("paths", nargs="*", type=Path, metavar=_("PATH"),
                   help=_("files or folders (default: lessons/ and puzzles/)"))
    s.set_defaults(func=cmd_check)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    words = list(sys.argv[1:] if argv is None else argv)
    choose_language(words)
    parser = build_parser()
    args = parser.parse_args(words)
    if getattr(args, "lang", None) is not None:  # an abbreviation (--la nl) the scan missed
        set_language(args.lang)
    if args.command is None:
        args.func = cmd_app
    try:
        code: int = args.func(args)
    except FileFormatError as e:
        print(f"tutor: {e}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except (NotationError, IllegalActionError, TutorError) as e:
        print(f"tutor: {e}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except BrokenPipeError:
        return 0
    return code


if __name__ == "__main__":
    sys.exit(main())
