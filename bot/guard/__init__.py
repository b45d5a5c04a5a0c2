"""The guards: one ordered list of checks over every candidate answer, run by one loop
(``bot.critic.pipeline.GuardPipeline``).

    pipeline = build_pipeline(settings.guards, parts=Parts(critic=..., settings=...), ...)
    result = pipeline.review(generate, draft)     # rounds, verdicts, the quoted fallback
    answer = pipeline.deliver(answer, draft)      # the output rules, on anything shown

Each guard is one module: ``degenerate``, ``screen`` (a small model's non-answers), the
critic (``bot.critic.pipeline.CriticGuard``), ``rules`` (the output rules); ``quoting`` is
the fallback. The list a deployment runs is ``settings.guards``, named in ``registry``.
"""
