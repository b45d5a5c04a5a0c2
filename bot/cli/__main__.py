"""``python -m bot.cli``: the ``guardbot`` command."""

from bot.cli import main

main()
