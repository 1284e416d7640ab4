"""Builds the optional compiled search; everything else is in pyproject.toml.

The extension is optional: without a C compiler the install still succeeds and the solver uses its
pure-Python path.
"""

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "tutor.games.klaverjas._csolver",
            ["tutor/games/klaverjas/_csolver.c"],
            extra_compile_args=["-O2"],
            optional=True,
        )
    ]
)
