"""The Textual app. The only package that imports ``textual``; it is a view on the core."""
