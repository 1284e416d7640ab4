"""Every sentence about translated lessons and puzzles, in one place for translation."""

from __future__ import annotations

from ..i18n import L_

NO_TWIN = L_("the lesson has no {language} translation: write {twin} beside it")
NO_ORIGINAL = L_("a {language} translation of a lesson that does not exist: {original}")
FRONT_KEY = L_("the front matter key '{key}' differs from the English lesson's")
FRONT_KEYS = L_("the front matter has other keys than the English lesson's: {keys}")
BLOCKS = L_("the blocks differ from the English lesson's: {english} there, {translated} here")
BLOCK_LINE = L_("this line of a {kind} block must be as in the English lesson: {english!r}")
BLOCK_LENGTH = L_("this {kind} block has other lines than the English lesson's")
TOKENS = L_("the translation does not name the same cards and numbers as the English text: "
            "{missing} missing, {extra} extra")
PZ_NO_TWIN = L_("'{key}' has no {language} translation: add '{twin}' after it")
PZ_NO_ORIGINAL = L_("'{key}' translates '{original}', which this puzzle does not have")
NOTHING = L_("none")
