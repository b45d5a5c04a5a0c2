"""Answers quoted from the sources: the units that answer the question, word for word, cited;
nothing when nothing fits. And a whole turn that ends in one."""

from __future__ import annotations

import json

import pytest

from bot.agent import quote
from bot.agent.quote import (
    pick_items,
    plain,
    quoted_answer,
    quoted_tool_answer,
    units_of,
    unrelated,
)
from bot.critic.support import SupportCritic
from bot.kb.types import Chunk
from bot.llm.scripted import ScriptedModel
from bot.steps import QuotedAnswerStep, Source
from tests.agent.conftest import FixedRetriever, HighCritic

RESET = Source(
    kind="document",
    id="reset-1",
    title="Resetting your password",
    text=(
        "## Steps\n\n1. On the sign-in page at app.quillstack.com, click Forgot password?\n"
        "2. Enter the email address of your Quillstack user.\n"
        "3. Quillstack emails you a 6-digit code. The code is valid for 15 minutes."
    ),
)
PRICES = Source(
    kind="document",
    id="pricing-2",
    title="Plans and pricing",
    text=(
        "| Plan | Monthly price | Users |\n|---|---|---|\n"
        "| Starter | $19 per user per month | up to 5 |\n"
        "| Team | **$49** per user per month | unlimited |"
    ),
)
SURVEYS = Source(
    kind="document",
    id="nps-4",
    title="NPS surveys",
    text="## Limits\n\nStarter: 500 survey emails per month. Team: 5,000. Business: 50,000.",
)


def test_markdown_tables_and_lists_become_plain_units():
    texts = [u.text for u in units_of([PRICES, RESET])]
    assert "Team: Monthly price $49 per user per month; Users unlimited" in texts
    assert "On the sign-in page at app.quillstack.com, click Forgot password?" in texts
    assert plain("**Green**: 70 to `100`") == "Green: 70 to 100"


@pytest.mark.embeddings
def test_citations_count_up_in_the_order_of_the_sources():
    from bot.agent.quote import Quote, _render

    quotes = [
        Quote(text="Second source, best match.", source=1, title="B", score=0.9),
        Quote(text="First source.", source=0, title="A", score=0.7),
    ]
    text = _render(quotes)
    assert text.index("[1]") < text.index("[2]") and text.startswith("The article \u201cA\u201d")


def test_the_unit_that_answers_is_quoted_with_its_article(embedder):
    answer = quoted_answer(
        "How long is the reset code valid?", [PRICES, RESET], embed=embedder.encode
    )
    assert answer is not None and answer.kind == "documents"
    assert "valid for 15 minutes" in answer.answer and "Resetting your password" in answer.answer
    assert "[2]" in answer.answer  # the number of the source it came from
    assert answer.quotes[0].source == 1


@pytest.mark.embeddings
def test_a_quote_takes_the_rest_of_its_paragraph(embedder):
    answer = quoted_answer(
        "How many survey emails can a Team workspace send each month?",
        [SURVEYS],
        embed=embedder.encode,
    )
    assert answer is not None and "Team: 5,000." in answer.answer


@pytest.mark.embeddings
def test_a_quote_inside_an_options_description_starts_at_the_option(embedder):
    page = Source(
        kind="document",
        title="keytool - key utility",
        id="k1",
        text=(
            "OPTIONS\n"
            "     -l      Show the fingerprint of the key file.\n\n"
            "     -p      Requests changing the passphrase of a key file instead of creating a\n"
            "             new key.  The program will prompt for the file holding the private\n"
            "             key, for the old passphrase, and twice for the new passphrase.\n\n"
            "     -q      Silence the tool.\n"
        ),
    )
    answer = quoted_answer(
        "how will the program prompt me for the old passphrase and twice for the new one?",
        [page],
        embed=embedder.encode,
    )
    assert answer is not None and "-p Requests changing the passphrase" in answer.answer
    assert "twice for the new passphrase" in answer.answer
    # an option's synopsis with "..." (repeatable) is the option, not a dotted leader
    synopsis = Source(
        kind="document",
        title="pkgtool - package manager",
        id="k2",
        text=(
            "       --configure package...|-a|--pending\n"
            "           Configure a package which has been unpacked but not yet configured.\n"
            "           If -a or --pending is given instead of package, all unpacked but\n"
            "           unconfigured packages are configured.\n"
        ),
    )
    found = quoted_answer(
        "how do I configure the packages that are unpacked but not yet configured?",
        [synopsis],
        embed=embedder.encode,
    )
    assert found is not None and "--configure" in found.answer


@pytest.mark.embeddings
def test_nothing_fits_nothing_is_quoted(embedder):
    assert (
        quoted_answer("Is there a discount for veterans?", [RESET], embed=embedder.encode) is None
    )
    assert quoted_answer("How long is the reset code valid?", [], embed=embedder.encode) is None


@pytest.mark.embeddings
def test_table_rows_are_quoted_one_by_one_and_never_twice(embedder):
    limits = Source(
        kind="document",
        title="API rate limits",
        text=(
            "| Plan | Requests per minute | Requests per day |\n|---|---|---|\n"
            "| Starter | 60 | 10,000 |\n| Team | 300 | 100,000 |\n| Business | 1,000 | 1,000,000 |"
        ),
    )
    answer = quoted_answer(
        "How many API requests per minute does the Team plan allow?",
        [limits],
        embed=embedder.encode,
    )
    assert answer is not None and "Team: Requests per minute 300" in answer.answer
    assert answer.answer.count("Team:") == 1 and "Business:" not in answer.quotes[0].text


def test_tool_results_are_quoted_by_the_fields_asked_for():
    result = {
        "account_id": "acme-9",
        "name": "Acme Retail",
        "plan": "Team",
        "health": 25,
        "seats": 12,
    }
    tool = Source(kind="tool", title="get_account_details", text=json.dumps(result), id="call_1")
    answer = quoted_tool_answer("What is the health score of acme-9?", [RESET, tool])
    assert answer is not None and answer.kind == "tool"
    assert "health: 25" in answer.answer and "acme-9" in answer.answer
    assert "seats" not in answer.answer and "[2]" in answer.answer


def test_a_sum_of_money_is_quoted_with_its_pence():
    account = {"account_ref": "KM-5505", "shop_credit_gbp": 8.0, "nights": 3.0}
    tool = Source(kind="tool", title="guest_account", text=json.dumps(account), id="call_1")
    answer = quoted_tool_answer("How much shop credit is on account KM-5505?", [tool])
    assert answer is not None and "shop credit gbp: 8.00" in answer.answer
    nights = quoted_tool_answer("How many nights on account KM-5505?", [tool])
    assert nights is not None and "nights: 3.0" in nights.answer  # not money: as written
    verdict = SupportCritic().check("How much shop credit is there?", [tool], answer.answer)
    assert not verdict.hallucinated, verdict.to_dict()


def test_a_quote_of_a_record_that_names_nothing_asked_says_so_first():
    """ "what's the wifi password?" routed to a pet's record (the pet is named): the fields
    closest to the question are shown after "I could not find exactly what you asked for",
    never as if they answered it; a named field is quoted as it is."""
    from bot.critic.pipeline import Draft
    from bot.guard.quoting import Quoting

    pet = {"pet_id": 2023, "name": "Ziggy", "microchip": "941000090267936", "species": "cat"}
    tool = Source(kind="tool", title="get_pet", text=json.dumps(pet), id="call_1")
    lead = "I could not find exactly what you asked for in our records."
    quoting = Quoting(messages={"tool_quote_unnamed": lead})

    def quoted(question: str) -> str:
        draft = Draft(question=question, candidate=None, quote_from=[tool], tool_route=True)
        return quoting.candidate(draft).answer

    unnamed = quoted("what's the wifi password in the waiting room? I'm waiting for Ziggy")
    assert unnamed.startswith(lead) and "Ziggy" in unnamed
    named = quoted("what microchip number have you got for Ziggy?")
    assert lead not in named and "941000090267936" in named


def test_a_flag_is_quoted_as_yes_or_no_as_the_critic_reads_it():
    """ "half day: False" read as the opposite of the record's "half day: no" by the critic
    (a fifth-freeze hire was escalated so); a flag is said as yes or no."""
    from bot.critic.structured import json_units

    result = {"hire_id": 8024, "pickup_time": "09:30", "half_day": False, "insured": True}
    tool = Source(kind="tool", title="get_hire", text=json.dumps(result), id="call_1")
    answer = quoted_tool_answer("Is hire 8024 a half day, and is it insured?", [tool])
    assert answer is not None
    assert "half day: no" in answer.answer and "insured: yes" in answer.answer
    assert "False" not in answer.answer and "True" not in answer.answer
    assert "half day: no" in " ".join(json_units(result))


@pytest.mark.embeddings
def test_a_list_is_quoted_by_the_records_and_the_kind_of_field_the_question_asks_for(embedder):
    runs = {
        "cluster": "heron-db",
        "snapshots": [
            {"snap_id": 9, "taken_at": "2026-05-02T01:00", "size_gb": 41.5, "status": "ok"},
            {"snap_id": 8, "taken_at": "2026-05-03T01:00", "size_gb": 44.25, "status": "failed"},
            {"snap_id": 7, "taken_at": "2026-04-30T01:00", "size_gb": 39.0, "status": "ok"},
        ],
    }
    tool = Source(kind="tool", title="snapshots", text=json.dumps(runs), id="c1")
    newest = quoted_tool_answer(
        "How big was the most recent snapshot?", [tool], embed=embedder.encode
    )
    assert newest is not None and "44.25" in newest.answer
    assert "41.5" not in newest.answer and "39.0" not in newest.answer  # one record: the newest
    broken = quoted_tool_answer("Did any snapshot fail?", [tool], embed=embedder.encode)
    assert broken is not None and "8:" in broken.answer and "9:" not in broken.answer
    everyone = {"status": "ok", "status_note": "x"}  # a value every record has picks nothing
    same = [dict(everyone, n=i) for i in range(3)]
    listed = Source(kind="tool", title="t", text=json.dumps(same), id="c2")
    found = quoted_tool_answer("Which ones are ok?", [listed], embed=embedder.encode)
    assert found is not None and all(f"n {i}" in found.answer for i in range(3))
    # "who" shows the person, "when" the date, "how long" the figure of each record
    people = [
        {"ticket": 51, "subject": "login loops", "owner_id": 7, "handled_by": "Ada Brenner",
         "opened": "2026-03-01", "minutes_open": 90},
        {"ticket": 52, "subject": "export fails", "owner_id": 8, "handled_by": "Tom Oyelaran",
         "opened": "2026-03-04", "minutes_open": 15},
    ]  # fmt: skip
    tickets = Source(kind="tool", title="tickets", text=json.dumps(people), id="c3")
    who = quoted_tool_answer(
        "We opened a ticket about login loops. Who's on it?", [tickets], embed=embedder.encode
    )
    assert who is not None and "Ada Brenner" in who.answer


@pytest.mark.embeddings
def test_a_month_the_question_names_picks_its_records(embedder):
    bills = [
        {"invoice": f"INV-{n}", "month_billed": month, "amount_usd": amount}
        for n, (month, amount) in enumerate(
            [("2025-12", 1328.42), ("2026-01", 99.0), ("2026-02", 120.5), ("2026-03", 88.1),
             ("2026-04", 101.0), ("2026-05", 1061.24)]
        )
    ]  # fmt: skip
    tool = Source(kind="tool", title="invoices", text=json.dumps(bills), id="c1")
    may = quoted_tool_answer("how much is the May invoice for us?", [tool], embed=embedder.encode)
    assert may is not None and "1061.24" in may.answer and "1328.42" not in may.answer
    dated = quoted_tool_answer("what did we pay in 2026-02?", [tool], embed=embedder.encode)
    assert dated is not None and "120.5" in dated.answer and "99.0" not in dated.answer
    verb = quoted_tool_answer("may I see our invoices?", [tool], embed=embedder.encode)
    assert verb is not None and "1328.42" in verb.answer  # "may" the verb picks no month
    issued = [
        {"invoice": "INV-7", "month_billed": "2025-12", "issued_on": "2026-01-01", "amount": 254.87},
        {"invoice": "INV-8", "month_billed": "2026-01", "issued_on": "2026-02-01", "amount": 222.25},
    ]  # fmt: skip
    tool = Source(kind="tool", title="invoices", text=json.dumps(issued), id="c2")
    billed = quoted_tool_answer(
        "how much were we billed for January?", [tool], embed=embedder.encode
    )
    assert billed is not None and "222.25" in billed.answer and "254.87" not in billed.answer


def test_a_day_of_the_month_or_the_next_one_picks_its_record():
    lessons = [
        {"lesson": 8129, "date": "2026-12-28", "start": "09:00"},
        {"lesson": 8131, "date": "2026-12-31", "start": "07:30"},
        {"lesson": 8144, "date": "2027-01-11", "start": "15:00"},
        {"lesson": 8150, "date": "2027-02-02", "start": "10:30"},
    ]

    def picked(question: str, today: str = "") -> list[int]:
        return [x["lesson"] for x in pick_items(question, lessons, today=today)]

    assert picked("what time is Anais's lesson on monday the 31st?") == [8131]
    assert picked("is there one on the 2nd of February?") == [8150]
    assert picked("what about the 2nd lesson?") == [8129, 8131, 8144, 8150]  # not a day
    assert picked("when is her next lesson?", today="2027-01-01") == [8144]
    assert picked("when is her next lesson?") == [8129, 8131, 8144, 8150]  # no today known
    assert picked("her next lesson?", today="2027-03-01") == [8129, 8131, 8144, 8150]


@pytest.mark.embeddings
def test_a_one_word_value_the_question_says_picks_its_records(embedder):
    names = ["@", "@", "www", "mail", "shop", "blog", "api", "@"]
    kinds = ["A", "AAAA", "CNAME", "MX", "CNAME", "CNAME", "A", "TXT"]
    zone = [
        {"zone": "quarry.example", "name": n, "type": t, "ttl_seconds": 3600 if n != "api" else 300,
         "value": f"v{i}"}
        for i, (n, t) in enumerate(zip(names, kinds, strict=True))
    ]  # fmt: skip
    tool = Source(kind="tool", title="dns records", text=json.dumps(zone), id="c1")
    api = quoted_tool_answer(
        "what TTL is set on the api record? we're moving it", [tool], embed=embedder.encode
    )
    assert api is not None and "300" in api.answer and "3600" not in api.answer
    mx = quoted_tool_answer("which value has our MX record?", [tool], embed=embedder.encode)
    assert mx is not None and "v3" in mx.answer and "v0" not in mx.answer
    every = quoted_tool_answer("what records are in quarry.example?", [tool], embed=embedder.encode)
    assert every is not None and "v0" in every.answer  # a value all records share picks none
    repos = [
        {"repository": f"brightwater/{n}", "default_branch": b}
        for n, b in [("infra", "main"), ("admin-portal", "develop"), ("search", "main")]
    ]
    tool = Source(kind="tool", title="repositories", text=json.dumps(repos), id="c2")
    branch = quoted_tool_answer(
        "what's the default branch of admin-portal? people keep opening PRs against main",
        [tool],
        embed=embedder.encode,
    )
    assert branch is not None and "develop" in branch.answer and "infra" not in branch.answer


@pytest.mark.embeddings
def test_the_state_a_yes_no_question_asks_about_picks_no_records(embedder):
    invoices = [
        {"invoice_number": "BVP-027", "for": "lameness work-up", "status": "paid"},
        {"invoice_number": "BVP-011", "for": "colic visit", "status": "outstanding"},
    ]
    tool = Source(kind="tool", title="client invoices", text=json.dumps(invoices), id="c1")

    def shown(question: str) -> str:
        quoted = quoted_tool_answer(question, [tool], embed=embedder.encode)
        assert quoted is not None
        return quoted.answer

    # whether it is paid is what is asked: the colic visit's own invoice must be in view
    assert "BVP-011" in shown("Has Etienne Laforge paid for Cerise's colic visit yet?")
    assert "BVP-011" in shown("is the colic invoice paid?")
    # which are paid is what is asked: those records
    assert "BVP-011" not in shown("which of his invoices are paid?")


@pytest.mark.embeddings
def test_why_shows_the_field_that_says_it_in_words(embedder):
    run = {"run_id": "R-17", "label": "laptop", "started_at": "2026-05-28T03:18",
           "finished_at": "2026-05-28T04:02", "status": "failed", "uploaded_gb": 4.47,
           "files": 12, "message": "Permission denied (publickey)"}  # fmt: skip
    source = Source(kind="tool", title="run", text=json.dumps(run), id="c1")
    why = quoted_tool_answer(
        "got the failure email for run R-17 this morning. what went wrong??",
        [source],
        embed=embedder.encode,
    )
    assert why is not None and "Permission denied (publickey)" in why.answer


def test_a_failed_call_is_never_quoted():
    failed = Source(
        kind="tool", title="get_activity", text=json.dumps({"error": "unknown activity"})
    )
    assert quoted_tool_answer("How many logins did acme-9 have?", [failed]) is None
    # a record with an error field of its own is data, not a failed call
    job = {"job_id": "J-9", "status": "completed", "file_size": "33.7 GB", "error": None}
    done = Source(kind="tool", title="export_job", text=json.dumps(job))
    found = quoted_tool_answer("how big is the file from job J-9?", [done])
    assert found is not None and "33.7 GB" in found.answer
    job = {"job_id": "J-8", "status": "failed", "error": "line 14 is not a station id"}
    broke = Source(kind="tool", title="export_job", text=json.dumps(job))
    found = quoted_tool_answer("what went wrong with job J-8?", [broke])
    assert found is not None and "line 14 is not a station id" in found.answer


def test_unrelated_answers_share_no_content_word():
    assert unrelated("The Daily", ["How much does the Team plan cost?", PRICES.text])
    assert not unrelated("Team costs $49.", ["How much does the Team plan cost?", PRICES.text])


@pytest.mark.embeddings
def test_a_turn_whose_drafts_keep_failing_answers_with_a_quote(make_runner, payload_log, embedder):
    class EmbeddingRetriever(FixedRetriever):
        pass

    chunk = Chunk(
        id="reset-1",
        text=RESET.text,
        source="security/password-reset.html",
        title="Resetting your password",
        start=0,
        end=len(RESET.text),
        strategy="paragraph",
        kb="helpcentre",
        score=0.7,
    )
    retriever = EmbeddingRetriever([chunk])
    retriever.embedder = embedder
    critic = HighCritic("password manager")
    runner = make_runner(
        model=ScriptedModel([], default="Use a password manager to reset it."),
        critic=critic,
        retriever=retriever,
    )
    result = runner.run_to_end(payload_log.start_session(), "How do I reset my password?")
    assert result.outcome == "quoted" and result.escalation_id is None
    assert "Forgot password?" in result.answer and "password manager" not in result.answer
    quoted = [s for s in result.steps if isinstance(s, QuotedAnswerStep)]
    assert quoted and quoted[0].quotes[0]["text"].startswith("On the sign-in page")
    turn = payload_log.get("turns", result.turn_id)
    assert turn["outcome"] == "quoted" and turn["final_answer"] == result.answer


def test_when_as_a_conjunction_does_not_ask_for_a_time():
    from bot.agent.quote import asks_for_figure, focus

    assert asks_for_figure("When does the trial end?") and asks_for_figure("when's it due")
    assert not asks_for_figure("when I feed the file to psql it fails. What am I doing wrong?")
    story = "when the app cannot connect it hangs. is there something I can set?"
    assert focus(story) == "is there something I can set?"


@pytest.mark.embeddings
def test_a_result_cut_to_the_records_that_fit_is_still_quoted(embedder):
    from tools.registry import ToolResult

    rows = [
        {"job_id": n, "result": "failed", "error": "signing key has expired"} for n in range(80)
    ]
    text = ToolResult("sync_history", {}, result=rows).content(1200)
    tool = Source(kind="tool", title="sync_history", text=text, id="c1")
    found = quoted_tool_answer("what's the error??", [tool], embed=embedder.encode)
    assert found is not None and "signing key has expired" in found.answer


def test_a_nested_record_in_a_tool_result_is_quoted_by_its_path():
    """A customer's ``support_rep`` record and an employee's ``reports_to`` are fields of
    the quoted answer, not dropped for being nested."""
    customer = {
        "customer_id": 12,
        "name": "Harry Whitfield",
        "support_rep": {"employee_id": 5, "name": "Ines Carvalho"},
    }
    employee = {"employee_id": 6, "name": "Ann", "reports_to": {"name": "Bob Boss"}}
    asked = [
        ("Which rep handles customer 12?", customer, "support rep name: Ines Carvalho"),
        ("Who does employee 6 report to?", employee, "reports to name: Bob Boss"),
    ]
    for question, record, line in asked:
        tool = Source(kind="tool", id="c1", title="lookup", text=json.dumps(record))
        answer = quoted_tool_answer(question, [tool])
        assert answer is not None and line in answer.answer


def test_a_small_model_reads_the_fields_a_question_is_about():
    """A wrenbury client record: the model is shown which record it is and the registered
    vet, not the phone, the postcode and the pets' list it would have to read past."""
    from bot.agent.quote import focused_result

    record = {
        "client_id": 503,
        "name": "Priya Chaudhry",
        "phone": "07700 900170",
        "postcode": "SY13 2NN",
        "contact_preference": "phone",
        "registered_vet": {"name": "Tomasz Wierzbicki", "role": "vet"},
        "balance_owed_gbp": 158.0,
    }
    tool = Source(kind="tool", title="get_client", text=json.dumps(record), id="call_1")
    tool.meta = {"arguments": {"client_id": 503}}
    shown = json.loads(focused_result("which vet am I registered with?", tool) or "{}")
    assert shown["registered_vet_name"] == "Tomasz Wierzbicki"
    assert shown["client_id"] == "503" and "postcode" not in shown and "phone" not in shown
    failed = Source(kind="tool", title="get_client", text='{"error": "no client 999"}', id="c2")
    assert focused_result("which vet am I registered with?", failed) is None


def test_the_model_reads_more_of_the_closest_fields_than_a_quote_shows(embedder):
    """A customer record, asked "what day is my service booked?": the quote shows a few
    fields, and the model's view more of the closest ones, so that the visit's date is
    there to read beside the plan's renewal date (hearthwell, a dev set)."""
    from bot.agent.quote import FOCUS_WIDER, SHOWN_FIELDS, focused_result

    record = {
        "customer_id": 329,
        "name": "Heather Goodlad",
        "phone": "0114 496 0312",
        "email": "heather@example.co.uk",
        "boiler": {"make": "Worcester Bosch", "model": "Greenstar 30i", "fuel": "gas"},
        "service_plan": {"tier": "Boiler Cover", "renews_on": "2027-01-02"},
        "balance_owed_gbp": 0.0,
        "next_visit": {"job_id": 7158, "date": "2026-09-16", "slot": "08:00-12:00"},
    }
    tool = Source(kind="tool", title="get_customer", text=json.dumps(record), id="call_1")
    tool.meta = {"arguments": {"customer_id": 329}}
    question = "Is somebody booked in to do Heather's annual boiler service? what day is it"
    shown = json.loads(focused_result(question, tool, embed=embedder.encode) or "{}")
    quoted = quoted_tool_answer(question, [tool], embed=embedder.encode)
    assert FOCUS_WIDER > 0 and quoted is not None
    assert shown.get("next_visit_date") == "2026-09-16"
    assert len(shown) > len(quoted.quotes[0].text.split("; ")) >= SHOWN_FIELDS


PET = {
    "pet_id": 5019,
    "name": "Gertrude",
    "weights": [{"weighed_on": "2026-05-09", "kg": 1.5}],
    "vaccinations": [{"vaccine": "Myxo booster", "due_next": "2026-10-04"}],
    "medication": [{"medicine": "Panacur worming paste", "dose": "once a year"}],
}


@pytest.mark.parametrize(
    ("question", "shown", "not_shown"),
    [
        # a field of the list's records named: that list, not the first
        ("what medicine is she on?", "Panacur", "1.5"),
    ],
)
def test_the_list_the_question_is_about_is_shown_not_the_first(question, shown, not_shown):
    fields, named = quote._asked_fields(question, PET, {"pet_id": 5019})
    text = " ".join(v for _, v in fields)
    assert shown in text and not_shown not in text


@pytest.mark.embeddings
def test_with_no_list_named_the_closest_list_is_shown(embedder):
    question = "when is her annual booster due?"
    fields, _ = quote._asked_fields(question, PET, {"pet_id": 5019}, embedder.encode)
    text = " ".join(v for _, v in fields)
    assert "2026-10-04" in text and "Panacur" not in text and "1.5" not in text


def test_a_list_record_whose_short_value_the_question_says_whole_is_picked():
    orders = [
        {"order": "PO-1", "part": "diverter valve", "status": "delayed"},
        {"order": "PO-2", "part": "pump head", "status": "delayed"},
        {"order": "PO-3", "part": "pump", "status": "delayed"},
    ]
    picked = pick_items("the pump head thats been delayed, who is it for?", orders)
    assert [o["order"] for o in picked] == ["PO-2"]
    # a value the question does not say whole picks nothing: all stay
    assert pick_items("which parts are delayed?", orders) == orders
    assert pick_items("anything for the head office?", orders) == orders
