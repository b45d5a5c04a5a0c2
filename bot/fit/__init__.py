"""Fitting the critics and the detector: training data, training and calibration.

A harness above the critics (it reads the evaluation data sets and the canary transforms);
the critics at run time only load what it wrote (``support_model.json``, ``entail_model.*``,
``bot/models/detector_model.json``).
"""
