"""tutor: a terminal trainer for classic Dutch card games."""

__version__ = "0.1.0"
