"""The agent: prompts, the tool loop with thought-token forcing, and the output rules."""
