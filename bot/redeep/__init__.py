"""ReDeEP (hallucination scoring from a local transformer's internals) and AARF.

Public API (heavy imports are lazy): ``features(question, context, answer)``,
``bot.redeep.critic.ReDeEPCritic``, ``bot.redeep.aarf.generate_with_aarf``.
"""
