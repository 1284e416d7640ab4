"""The command-line front: ``tutor --help`` lists what exists.

Bad input never shows a traceback: the message names the file and the line or field, the exit
status is 2, and nothing is written.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from . import __version__
from .bots.random_bot import RandomBot
from .errors import FileFormatError, IllegalActionError, NotationError, TutorError
from .game import RESULT, TRICK, event_level
from .record import Record, load, replay
from .registry import GAMES, get_plugin, get_spec, implemented, rule_card_path

EXIT_BAD_INPUT = 2


def _parse_value(text: str) -> Any:
    low = text.lower()
    if low in ("true", "yes", "on"):
        return True
    if low in ("false", "no", "off"):
        return False
    if text.lstrip("-").isdigit():
        return int(text)
    return text


def _rules_overrides(items: Sequence[str]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key:
            raise NotationError(f"bad --rule {item!r}: expected KEY=VALUE, e.g. play=amsterdam")
        out[key.strip()] = _parse_value(value.strip())
    return out


def cmd_games(args: argparse.Namespace) -> int:
    have = set(implemented())
    for entry in GAMES:
        also = f" (also: {', '.join(entry.aliases)})" if entry.aliases else ""
        status = "playable" if entry.id in have else "planned"
        print(f"{entry.id:<14} {status}{also}")
        if entry.id in have:
            plugin = get_plugin(entry.id)
            levels = ", ".join(f"{x} (default)" if x == plugin.opponent else x
                               for x in plugin.levels)
            print(f"{'':<14} bots: {levels}")
    return 0


def cmd_rules(args: argparse.Namespace) -> int:
    path = rule_card_path(args.game)
    print(path.read_text(encoding="utf-8"), end="")
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    record = load(args.file)
    result = replay(record, str(args.file))
    if args.json:
        out = {"game": result.spec.id, "rules": result.rules.to_dict(), "seed": record.seed,
               "actions": len(record.actions),
               "events": [e.to_dict() for _, evs in result.steps for e in evs],
               "terminal": result.state.is_terminal(),
               "returns": list(result.state.returns())}
        print(json.dumps(out, ensure_ascii=False, indent=1))
        return 0
    print(f"{result.spec.name}: {result.rules.describe()}, seed {record.seed}")
    for _, events in result.steps:
        for e in events:
            if event_level(e) >= TRICK:
                print(e.describe())
    if not result.state.is_terminal():
        print(f"(the record stops before the end, after {len(record.actions)} actions)")
    return 0


def cmd_tournament(args: argparse.Namespace) -> int:
    from .bots.tournament import duplicate

    names = [n.strip() for n in args.bots.split(",")]
    if len(names) != 2 or not all(names):
        raise NotationError(f"bad --bots {args.bots!r}: expected two names, e.g. expert,club")
    length = args.deals if args.deals is not None else args.hands
    deals = length if length is not None else (6 if args.quick else 100)
    spec = get_spec(args.game)
    options = _rules_overrides(args.rule)
    try:
        spec.rules_from_dict(options)
        from .bots.registry import make_bot

        for n in names:
            make_bot(spec.id, n, random.Random(0), quick=True)
    except (ValueError, TypeError) as e:
        raise NotationError(str(e)) from None
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
            raise NotationError(f"{spec.id} has no fixed number of deals or hands")
        options[spec.length_option] = length
    try:
        rules = spec.rules_from_dict(options)
    except (ValueError, TypeError) as e:
        raise NotationError(str(e)) from None
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
        Path(args.record).write_text(rec.to_json(), encoding="utf-8")
    return 0


def cmd_position(args: argparse.Namespace) -> int:
    spec = get_spec(args.game)
    if spec.from_position is None or spec.to_position is None:
        raise NotationError(f"{spec.id} has no position notation yet")
    path = str(args.file)
    try:
        text = Path(args.file).read_text(encoding="utf-8")
    except OSError as e:
        raise FileFormatError(path, f"cannot read: {e.strerror}") from None
    try:
        rules = spec.rules_from_dict(_rules_overrides(args.rule))
        state = spec.from_position(text, rules)
    except NotationError as e:
        raise FileFormatError(path, e.message, line=e.line) from None
    except ValueError as e:
        raise NotationError(str(e)) from None
    print(spec.to_position(state), end="")
    player = state.to_move()
    if player is None:
        print("# the game is over")
        return 0
    legal = " ".join(state.format_action(a) for a in state.legal_actions())
    print(f"# to move: {player + 1 if state.players != 4 else 'NESW'[player]}; legal: {legal}")
    return 0


def cmd_check(args: argparse.Namespace) -> int:
    # Imported here: the teaching package pulls in markdown-it, which other commands never need.
    from .teach import text as teach_text
    from .teach.check import check_paths

    report = check_paths(args.paths or None)
    for problem in report.problems:
        print(problem)
    print(teach_text.CHECK_SUMMARY.format(
        files=report.files, lessons=len(report.lessons), puzzles=len(report.puzzles),
        problems=len(report.problems)), file=sys.stderr)
    return 1 if report.problems else 0


def cmd_review(args: argparse.Namespace) -> int:
    from .bots.review import review
    from .seats import parse_seat

    record = load(args.file)
    checked = replay(record, str(args.file))  # every action checked before any advice
    seat = parse_seat(args.seat, checked.state.players)
    decisions = review(record, seat, args.level, seed=args.seed, quick=args.quick)
    if args.json:
        print(json.dumps([{"move": d.index + 1, "played": d.played, "best": d.best,
                           "loss": round(d.loss, 2), "reasons": list(d.advice.reasons)}
                          for d in decisions], ensure_ascii=False, indent=1))
        return 0
    total = sum(d.loss for d in decisions)
    print(f"Review of {args.seat} by the {args.level} bot: {len(decisions)} decisions, "
          f"{total:.1f} points lost in all.")
    for d in decisions[:args.top]:
        print(d.describe())
    return 0


def cmd_app(args: argparse.Namespace) -> int:
    """Open the app, at the table of ``args.game`` when one is given."""
    from .teach.progress import data_dir
    from .tui.app import Settings, create_app

    game = getattr(args, "game", None) if args.command == "play" else None
    level = getattr(args, "level", None)
    if level is not None and not level.strip():
        raise NotationError("--level needs a bot level, e.g. --level club")
    if game is not None:
        import random as _random

        from .bots.registry import make_bot

        plugin = get_plugin(game)
        game = plugin.id
        for name in (level or plugin.opponent, plugin.advisor):
            make_bot(game, name, _random.Random(0))  # an unknown level fails here, clearly
    settings = Settings(data_dir=Path(args.data_dir) if getattr(args, "data_dir", None)
                        else data_dir(), levels={game: level} if game and level else {},
                        hints=not getattr(args, "no_hints", False),
                        use_preferences=level is None and not getattr(args, "no_hints", False))
    lesson = getattr(args, "lesson_id", None)
    if args.command == "lesson" and lesson is None:
        lesson = ""
    teach_game = getattr(args, "teach_game", None)
    if teach_game is not None:
        from .registry import canonical_id

        teach_game = canonical_id(teach_game)
    create_app(settings, start=game, lesson=lesson, puzzles=args.command == "puzzle",
               theme=getattr(args, "theme", None), game=teach_game).run()
    return 0


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="tutor", description="A terminal trainer for classic Dutch card games.")
    p.add_argument("--version", action="version", version=f"tutor {__version__}")
    p.add_argument("--data-dir", help="where progress and saved games live "
                   "(default: $TUTOR_DATA_DIR or the user data folder)")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")

    s = sub.add_parser("play", help="open the app at a game's table against the bots")
    s.add_argument("game", help="a game id or short name (tutor games lists them)")
    s.add_argument("--level", help="the bots' level (tutor games lists each game's levels)")
    s.add_argument("--no-hints", action="store_true", help="switch hints off")
    s.set_defaults(func=cmd_app)

    s = sub.add_parser("lesson", help="open the app at a lesson (or the list of lessons)")
    s.add_argument("lesson_id", nargs="?", help="a lesson's id (its file's 'id:' line)")
    s.add_argument("--game", dest="teach_game",
                   help="whose lessons (default: the first game that has them)")
    s.set_defaults(func=cmd_app)

    s = sub.add_parser("puzzle", help="open the app at the puzzles")
    s.add_argument("--theme", help="only puzzles of this theme")
    s.add_argument("--game", dest="teach_game",
                   help="whose puzzles (default: the first game that has them)")
    s.set_defaults(func=cmd_app)

    s = sub.add_parser("games", help="list the games and which are playable")
    s.set_defaults(func=cmd_games)

    s = sub.add_parser("rules", help="print a game's rule card")
    s.add_argument("game", help="a game id or short name (tutor games lists them)")
    s.set_defaults(func=cmd_rules)

    s = sub.add_parser("replay", help="re-check a game record and print every trick and score")
    s.add_argument("file", type=Path)
    s.add_argument("--json", action="store_true", help="machine-readable output")
    s.set_defaults(func=cmd_replay)

    s = sub.add_parser("position", help="check a position file and print it with the legal moves")
    s.add_argument("game")
    s.add_argument("file", type=Path)
    s.add_argument("--rule", action="append", default=[], metavar="KEY=VALUE",
                   help="a rules option the file does not state (repeatable)")
    s.set_defaults(func=cmd_position)

    s = sub.add_parser("review", help="value one seat's decisions in a record, worst first")
    s.add_argument("file", type=Path)
    s.add_argument("--seat", required=True, help="the seat to review, e.g. S or P1")
    s.add_argument("--level", default="expert", help="the bot that judges (default expert)")
    s.add_argument("--top", type=int, default=10, help="how many decisions to show")
    s.add_argument("--seed", type=int, default=0, help="seed of the judging bot's sampling")
    s.add_argument("--quick", action="store_true", help="fast, rougher judging")
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=cmd_review)

    s = sub.add_parser("selfplay", help="play seeded games between random legal-move bots")
    s.add_argument("game")
    s.add_argument("--deals", type=int, help="number of deals (for a game played in deals)")
    s.add_argument("--hands", type=int, help="number of hands (for a game played in hands)")
    s.add_argument("--seed", type=int, default=0)
    s.add_argument("--rule", action="append", default=[], metavar="KEY=VALUE",
                   help="a rules option, e.g. play=amsterdam (repeatable)")
    s.add_argument("--json", action="store_true", help="machine-readable output")
    s.add_argument("--record", metavar="FILE", help="write the game record to FILE")
    s.add_argument("--bots", metavar="A,B",
                   help="duplicate play between two bots (e.g. expert,club): every deal twice "
                        "with seats swapped; prints the mean difference per deal and its 95%% "
                        "interval")
    s.add_argument("--matches", type=int, default=0,
                   help="with --bots: also play this many duplicate whole matches")
    s.add_argument("--jobs", type=int, default=1, help="with --bots: processes to use")
    s.add_argument("--quick", action="store_true",
                   help="with --bots: a fast smoke run (few deals, fast bot settings)")
    s.set_defaults(func=cmd_selfplay)

    s = sub.add_parser("check", help="check lessons and puzzles against the engine")
    s.add_argument("paths", nargs="*", type=Path, metavar="PATH",
                   help="files or folders (default: lessons/ and puzzles/)")
    s.set_defaults(func=cmd_check)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
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
