"""A value given as one record's when another record holds it: every value of the answer is in
the results, but not where the answer says (``bot.critic.binding``, in the support critic)."""

from __future__ import annotations

import json

import pytest

from bot.critic.binding import misbound
from bot.critic.support import SupportCritic
from bot.steps import Source

# a repair job that names its customer and its fitter, and the customer's own record
JOB = {
    "job_id": 4417,
    "customer": {"customer_id": 88, "name": "Hélène Marchetti"},
    "fitter": {"name": "Dominik Sauer", "mobile": "07700 900 412"},
    "visit_on": "2026-03-09",
}
CUSTOMER = {"customer_id": 88, "name": "Hélène Marchetti", "mobile": "07700 900 873"}
# a pet's record whose vaccinations name the vet who gave them, and that vet's own record
PET = {
    "name": "Mochi",
    "vet": {"name": "Tomás Ó Faoláin"},
    "vaccinations": [
        {"vaccine": "RCP booster", "given_on": "2025-06-08", "given_by": "Tomás Ó Faoláin"}
    ],
}
VET = {"name": "Tomás Ó Faoláin", "phone_extension": "202", "days_worked": "Mon, Wed"}
# search results: two classes, each with its day
CLASSES = [
    {"title": "Pottery for beginners", "starts_on": "2026-04-02"},
    {"title": "Life drawing", "starts_on": "2026-04-16"},
]


@pytest.mark.parametrize(
    ("sentence", "data", "wrong"),
    [
        # the customer's number given as the fitter's
        ("Your fitter is Dominik Sauer and his mobile is 07700 900 873.", [JOB, CUSTOMER], True),
        ("Your fitter is Dominik Sauer and his mobile is 07700 900 412.", [JOB, CUSTOMER], False),
        ("Hélène Marchetti's mobile is 07700 900 873.", [JOB, CUSTOMER], False),
        # "Helene" without its accent names her too
        ("Helene Marchetti's mobile number is 07700 900 412.", [JOB, CUSTOMER], True),
        # the visit belongs to the job, around the fitter: not another record's
        ("Dominik Sauer visits on 2026-03-09.", [JOB], False),
        # one class given the other's start
        ("Life drawing starts on 2026-04-02.", CLASSES, True),
        (
            "Life drawing starts on 2026-04-16 and Pottery for beginners on 2026-04-02.",
            CLASSES,
            False,
        ),
        # no word of the value's field: nothing is said of whose it is
        (
            "Dominik Sauer is booked; we'll text 07700 900 873 the day before.",
            [JOB, CUSTOMER],
            False,
        ),
        # the vaccination gives the vet by name: its date is the vet's to have given
        ("Tomás Ó Faoláin gave the RCP booster on 2025-06-08.", [PET, VET], False),
        ("vet name: Tomás Ó Faoláin; vaccinations: given on 2025-06-08", [PET, VET], False),
        # no record named: nothing to bind to
        ("The mobile on file is 07700 900 873.", [JOB, CUSTOMER], False),
    ],
)
def test_a_value_said_of_the_wrong_record_is_found(sentence, data, wrong):
    why = misbound(sentence, data)
    assert (why is not None) is wrong, why
    if wrong:
        assert "belongs to the record of" in why


@pytest.fixture(scope="module")
def critic():
    return SupportCritic()


def test_the_support_critic_stops_an_answer_that_swaps_two_records_values(critic):
    sources = [
        Source(kind="tool", text=json.dumps(JOB), title="get job"),
        Source(kind="tool", text=json.dumps(CUSTOMER), title="get customer"),
    ]
    question = "who's the fitter on job 4417 and what's his mobile?"
    swapped = critic.check(
        question, sources, "Your fitter is Dominik Sauer and his mobile is 07700 900 873."
    )
    assert swapped.hallucinated
    assert any("wrong record" in p.reason for p in swapped.problematic_sentences)
    right = critic.check(
        question, sources, "Your fitter is Dominik Sauer and his mobile is 07700 900 412."
    )
    assert not right.hallucinated, right.to_dict()
