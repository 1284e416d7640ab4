"""The plugin boundary: generic code never names a game, and each game's plugin is whole."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from tutor.bots.registry import bot_names, make_bot
from tutor.game import View
from tutor.plugin import GamePlugin, load_attr
from tutor.registry import GAMES, ROOT, get_plugin, implemented
from tutor.teach.games import adapter_for

PACKAGE = ROOT / "tutor"
#: The one generic file that names every game.
REGISTRY = PACKAGE / "registry.py"
#: Folders of one module per game.
PER_GAME_FOLDERS = (("teach", "adapters"), ("tui", "games"))


def game_words() -> set[str]:
    """Every word of every game's id, short forms and name (numbers aside)."""
    words: set[str] = set()
    for g in GAMES:
        for text in (g.id, g.name, *g.aliases):
            words.update(w for w in re.split(r"[^a-z0-9]+", text.lower()) if w and
                         not w.isdigit())
    return words


def generic_files() -> list[Path]:
    """Every module of the package outside the games' own folders."""
    out = []
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE).parts
        if path == REGISTRY or parts[:2] in PER_GAME_FOLDERS:
            continue
        if parts[0] in ("games", "bots") and len(parts) >= 3:
            continue  # a game's own folder: tutor/games/<game>/, tutor/bots/<game>/
        out.append(path)
    return out


def test_generic_code_names_no_game() -> None:
    words = game_words()
    found = []
    files = generic_files()
    names = {f.relative_to(PACKAGE).as_posix() for f in files}
    assert {"cli.py", "tui/app.py", "teach/build.py", "bots/tournament.py"} <= names
    assert not any(n.startswith(("games/klaverjas/", "teach/adapters/")) for n in names)
    for path in files:
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            tokens = set(re.split(r"[^a-z0-9]+", line.lower()))
            hit = tokens & words
            if hit:
                found.append(f"{path.relative_to(ROOT)}:{n}: {', '.join(sorted(hit))}: "
                             f"{line.strip()}")
    assert not found, "game names in generic code:\n" + "\n".join(found)


def test_the_check_catches_a_game_name(tmp_path: Path) -> None:
    words = game_words()
    for line in ('if game == "gin-rummy":', "kj_rules = {}", "# Klaverjassen only"):
        assert set(re.split(r"[^a-z0-9]+", line.lower())) & words
    for line in ("margin = begin + login", "def original(): ..."):
        assert not set(re.split(r"[^a-z0-9]+", line.lower())) & words


@pytest.mark.parametrize("game", implemented())
def test_each_plugin_is_whole(game: str) -> None:
    plugin = get_plugin(game)
    assert isinstance(plugin, GamePlugin) and plugin.id == game
    assert plugin.spec.players and 0 <= plugin.human_seat < max(plugin.spec.players)
    names = bot_names(game)  # the game's own bots, then the generic ones it can use
    assert plugin.opponent in plugin.levels and set(plugin.levels) <= set(names)
    assert plugin.advisor in names
    assert set(plugin.bots) <= set(names) and "random" in names
    assert ("sampler" in names) == (plugin.spec.resample is not None)
    for name in names:
        bot = make_bot(game, name, random.Random(0), quick=True)
        assert hasattr(bot, "choose") or hasattr(bot, "choose_from_state")
    for level in plugin.levels:  # a level a learner may seat takes a view
        assert not getattr(make_bot(game, level, random.Random(0)), "open_cards", False)
    assert (ROOT / "seeds" / plugin.spec.rule_card).is_file()
    adapter = adapter_for(game)
    assert adapter.spec is plugin.spec and adapter.objectives
    if plugin.table is not None:
        assert plugin.table.startswith("tutor.tui.")
    rules = plugin.spec.rules_from_dict({})
    defaults = rules.to_dict()
    for option in plugin.settings:
        assert option.key in defaults
        assert defaults[option.key] == option.default
        if option.choices:
            # A numeric option lists its numbers as the settings screen shows them.
            assert str(option.default) in option.choices
            assert option.value(str(option.default)) == option.default
    state = plugin.spec.new_game(rules, 1)
    view = state.view(plugin.human_seat)
    assert isinstance(view, View) and view.seat == plugin.human_seat
    assert len(plugin.spec.sides(state.players)) >= 2


@pytest.mark.parametrize("game", implemented())
def test_a_plugin_names_only_its_own_game(game: str) -> None:
    """The paths a plugin names lie in its game's folders (or the generic bots); a game that
    runs on another game's engine (Vijfhonderden on Smousjas's) may name that engine's folders."""
    plugin = get_plugin(game)
    entry = next(g for g in GAMES if g.id == game)
    engine = plugin.spec.new_game.__module__.split(".")[2]  # tutor.games.<folder>.engine
    own = {w for t in (entry.id, entry.name, *entry.aliases, engine)
           for w in re.split(r"[^a-z0-9]+", t.lower())}
    others = game_words() - own
    for path in [*plugin.bots.values(), plugin.teaching or "", plugin.table or ""]:
        assert not set(re.split(r"[^a-z0-9]+", path.lower())) & others, path
        if path:
            load_attr(path)


def test_planned_games_have_entries_but_no_plugin() -> None:
    planned = [g.id for g in GAMES if g.plugin is None]
    assert set(planned) | set(implemented()) == {g.id for g in GAMES}
    for gid in planned:
        with pytest.raises(Exception, match="not playable yet"):
            get_plugin(gid)


def test_saved_settings_are_kept_per_game_and_older_files_still_read(tmp_path: Path) -> None:
    import json

    from tutor.tui.prefs import Preferences, load_preferences, save_preferences

    kj, gin = get_plugin("klaverjassen"), get_plugin("gin-rummy")
    # The older shape: one key per game, named by the game's plugin.
    (tmp_path / "settings.json").write_text(json.dumps({
        "level": "expert", "gin_level": "baseline", "kj_rules": {"play": "amsterdam"},
        "gin_rules": {"big-gin": True}}), encoding="utf-8")
    prefs, note = load_preferences(tmp_path)
    assert note == ""
    assert prefs.level(kj) == "expert" and prefs.level(gin) == "baseline"
    assert prefs.rules_for(kj) == {"play": "amsterdam"} and prefs.rules_for(gin) == {
        "big-gin": True}
    # Written back by game id, and read the same.
    save_preferences(tmp_path, Preferences(levels={kj.id: "club"},
                                           rules={gin.id: {"first-upcard": True}}))
    data = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    assert data["levels"] == {"klaverjassen": "club"}
    again, note = load_preferences(tmp_path)
    assert note == "" and again.level(kj) == "club" and again.level(gin) is None
    assert again.rules_for(gin) == {"first-upcard": True} and again.rules_for(kj) == {}
    # Rules options a game does not have make the file unusable, with a message.
    (tmp_path / "settings.json").write_text(json.dumps({"rules": {"gin-rummy": {"x": 1}}}),
                                            encoding="utf-8")
    bad, note = load_preferences(tmp_path)
    assert "could not be read" in note and bad == Preferences()


def test_a_bot_that_reads_the_state_never_sits_at_a_table() -> None:
    from tutor.errors import NotationError
    from tutor.play.session import PlaySession

    with pytest.raises(NotationError, match="sees every hand"):
        PlaySession("klaverjassen", seed=1, human=2, level="open-cards")
