"""The games. Each subpackage exposes ``SPEC`` (a ``tutor.game.GameSpec``)."""
