# The set-up commands: `make play`, `make serve` and `make test`. Each creates .venv when missing.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: play serve test test-fast lint typecheck pytest bench clean catalogs

$(STAMP): pyproject.toml setup.py tutor/games/klaverjas/_csolver.c
	test -d $(VENV) || $(PYTHON) -m venv $(VENV)
	rm -f tutor/games/klaverjas/_csolver*.so  # a failed optional build must not leave a stale one
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test,dev]'
	touch $(STAMP)

play: $(STAMP)
	$(BIN)/tutor

# The app in a web browser: open the address it prints.
serve: $(STAMP)
	$(BIN)/tutor serve

test: $(STAMP)
	$(BIN)/ruff check tutor tests bench
	$(BIN)/mypy
	$(BIN)/python -m pytest -q -p no:cacheprovider -n auto --dist worksteal

# The edit loop's tier: the rules, notations, protocol and plugins (a minute or two); `make test`
# stays the whole suite.
FAST := tests/test_*_rules.py tests/test_*_notation.py tests/test_*_perft.py tests/test_*_props.py \
	tests/test_cards.py tests/test_packs.py tests/test_core.py tests/test_protocol.py \
	tests/test_plugins.py tests/test_gin_melds.py
test-fast: $(STAMP)
	$(BIN)/ruff check tutor tests bench
	$(BIN)/python -m pytest -q -p no:cacheprovider -n auto $(FAST)

# Extract the sentences, merge them into each language's catalog, compile (docs/i18n.md).
LOCALE := tutor/locale
catalogs: $(STAMP)
	$(BIN)/pybabel -q extract -F babel.cfg -k L_ -k P_:1,2 --add-location=file --sort-by-file \
		--project=tutor -o $(LOCALE)/tutor.pot tutor
	# The sentences are str.format templates: a "%" in them ("50% of") is no printf format.
	sed -i -e '/^#, python-format$$/d' -e 's/^#, python-format, /#, /' $(LOCALE)/tutor.pot
	$(BIN)/pybabel -q update -i $(LOCALE)/tutor.pot -d $(LOCALE) -D tutor --no-fuzzy-matching \
		--ignore-obsolete
	$(BIN)/pybabel compile -d $(LOCALE) -D tutor --statistics

bench: $(STAMP)
	$(BIN)/python bench/klaverjas_speed.py
	$(BIN)/python bench/klaverjas_solver.py

clean:
	rm -rf $(VENV) build *.egg-info
