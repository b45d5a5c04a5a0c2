# Set C: structured sources (JSON tool results, Markdown tables) and answers that restate their
# values in words, written by the assistant model (Claude) for issue 15 before measuring.
import json

C = {
    "C00": (
        "tool",
        json.dumps(
            {
                "name": "Harbour Bakery",
                "rating": 4.5,
                "reviews": 212,
                "opening_hours": {"mon_fri": "07:00-18:00", "sat": "08:00-14:00", "sun": "closed"},
            }
        ),
        "When is Harbour Bakery open and how is it rated?",
        "Harbour Bakery is open from 7 am to 6 pm on weekdays and from 8 am to 2 pm on Saturdays; it is closed on Sundays. It has a 4.5-star rating from 212 reviews.",
        "Harbour Bakery is open from 7 am to 7 pm on weekdays and from 8 am to 2 pm on Saturdays; it is also open on Sunday mornings. It has a 4.5-star rating from 212 reviews.",
        [
            "Harbour Bakery is open from 7 am to 7 pm on weekdays and from 8 am to 2 pm on Saturdays; it is also open on Sunday mornings."
        ],
    ),
    "C01": (
        "tool",
        json.dumps(
            {
                "account": "Northwind Traders",
                "plan": "Business",
                "seats": 48,
                "seats_used": 45,
                "renewal_date": "2027-03-01",
                "owner": "Priya Raman",
            }
        ),
        "How many seats does Northwind have left, and when do they renew?",
        "Northwind Traders is on the Business plan with 48 seats, of which 45 are in use, so 3 seats are free. The plan renews on March 1, 2027, and the account owner is Priya Raman.",
        "Northwind Traders is on the Business plan with 48 seats, of which 45 are in use. The plan renews on March 1, 2026, and the account owner is Priya Raman, who has already approved the renewal.",
        [
            "The plan renews on March 1, 2026, and the account owner is Priya Raman, who has already approved the renewal."
        ],
    ),
    "C02": (
        "tool",
        json.dumps(
            [
                {"region": "EMEA", "q3_revenue_usd": 1200000, "growth_pct": 8.5},
                {"region": "APAC", "q3_revenue_usd": 950000, "growth_pct": 12.0},
                {"region": "Americas", "q3_revenue_usd": 2100000, "growth_pct": 3.2},
            ]
        ),
        "Which region grew fastest in Q3?",
        "APAC grew fastest in Q3, at 12%, with revenue of $950,000. EMEA grew 8.5% to $1.2 million, and the Americas, the largest region at $2.1 million, grew 3.2%.",
        "APAC grew fastest in Q3, at 12%, with revenue of $950,000. EMEA grew 8.5% to $1.2 million, and the Americas grew 5.1% to $2.1 million, mainly thanks to new enterprise deals.",
        [
            "EMEA grew 8.5% to $1.2 million, and the Americas grew 5.1% to $2.1 million, mainly thanks to new enterprise deals."
        ],
    ),
    "C03": (
        "document",
        "| plan | price per user | storage | support |\n|---|---|---|---|\n| Starter | $8 | 50 GB | email |\n| Team | $15 | 500 GB | email and chat |\n| Enterprise | custom | unlimited | 24/7 phone |",
        "What do I get on the Team plan?",
        "The Team plan costs $15 per user and includes 500 GB of storage, with support by email and chat.",
        "The Team plan costs $15 per user and includes 1 TB of storage, with 24/7 phone support.",
        ["The Team plan costs $15 per user and includes 1 TB of storage, with 24/7 phone support."],
    ),
    "C04": (
        "tool",
        json.dumps(
            {
                "ticket": "T-4821",
                "status": "escalated",
                "priority": "high",
                "created": "2026-11-02T09:15:00",
                "assignee": "Marco Bianchi",
                "sla_hours": 8,
            }
        ),
        "What's the status of ticket T-4821?",
        "Ticket T-4821 was created on November 2, 2026 at 09:15 and is currently escalated with high priority. It is assigned to Marco Bianchi, and its SLA is 8 hours.",
        "Ticket T-4821 was created on November 2, 2026 and has been resolved. It was assigned to Marco Bianchi, and its SLA is 24 hours.",
        [
            "Ticket T-4821 was created on November 2, 2026 and has been resolved.",
            "It was assigned to Marco Bianchi, and its SLA is 24 hours.",
        ],
    ),
    "C05": (
        "tool",
        json.dumps(
            {
                "flight": "LX 318",
                "from": "ZRH",
                "to": "LHR",
                "departure": "13:40",
                "arrival": "14:25",
                "status": "delayed",
                "delay_minutes": 35,
                "gate": "A52",
            }
        ),
        "Is flight LX 318 on time?",
        "No, LX 318 from Zurich (ZRH) to London Heathrow (LHR) is delayed by 35 minutes. It was scheduled to leave at 1:40 pm from gate A52 and arrive at 2:25 pm.",
        "No, LX 318 from ZRH to LHR is delayed by 35 minutes because of fog at Heathrow. It will now leave at 1:40 pm from gate B12.",
        [
            "No, LX 318 from ZRH to LHR is delayed by 35 minutes because of fog at Heathrow.",
            "It will now leave at 1:40 pm from gate B12.",
        ],
    ),
    "C06": (
        "tool",
        json.dumps(
            {
                "product": "Trail Runner 3",
                "in_stock": True,
                "sizes": [40, 41, 42, 44],
                "price_eur": 129.9,
                "discount_pct": 15,
                "warehouse": "Leipzig",
            }
        ),
        "Do you have the Trail Runner 3 in size 43?",
        "Sorry, the Trail Runner 3 is in stock only in sizes 40, 41, 42 and 44, so size 43 isn't available. It costs €129.90, currently with a 15% discount.",
        "Yes, the Trail Runner 3 is in stock in size 43, shipping from our Leipzig warehouse. It costs €129.90 with a 20% discount.",
        [
            "Yes, the Trail Runner 3 is in stock in size 43, shipping from our Leipzig warehouse.",
            "It costs €129.90 with a 20% discount.",
        ],
    ),
    "C07": (
        "document",
        "| metric | October | November |\n|---|---|---|\n| active users | 1,840 | 2,015 |\n| churned accounts | 12 | 9 |\n| NPS | 41 | 44 |",
        "How did November compare with October?",
        "November improved on October: active users rose from 1,840 to 2,015, churned accounts fell from 12 to 9, and NPS went up from 41 to 44.",
        "November improved on October: active users rose from 1,840 to 2,150, churned accounts fell from 12 to 9, and NPS went up from 41 to 44, the best score this year.",
        [
            "November improved on October: active users rose from 1,840 to 2,150, churned accounts fell from 12 to 9, and NPS went up from 41 to 44, the best score this year."
        ],
    ),
    "C08": (
        "tool",
        json.dumps(
            {
                "invoice": "INV-2026-0117",
                "amount_due": 2450.0,
                "currency": "USD",
                "due_date": "2026-12-15",
                "paid": False,
                "late_fee_pct": 2,
            }
        ),
        "Has invoice INV-2026-0117 been paid?",
        "Not yet. Invoice INV-2026-0117 for $2,450 is unpaid and due on December 15, 2026. A 2% late fee applies after that.",
        "Yes, invoice INV-2026-0117 for $2,450 was paid on December 15, 2026, so no late fee applies.",
        [
            "Yes, invoice INV-2026-0117 for $2,450 was paid on December 15, 2026, so no late fee applies."
        ],
    ),
    "C09": (
        "tool",
        json.dumps(
            {
                "store": "Canal Street",
                "events": [
                    {
                        "title": "Book signing",
                        "date": "2026-12-05",
                        "start": "18:30",
                        "capacity": 60,
                    },
                    {
                        "title": "Kids reading hour",
                        "date": "2026-12-06",
                        "start": "10:00",
                        "capacity": 25,
                    },
                ],
            }
        ),
        "What events are coming up at the Canal Street store?",
        "Two events are coming up at Canal Street: a book signing on December 5, 2026 at 6:30 pm for up to 60 people, and a kids reading hour on December 6 at 10 am with room for 25.",
        "Two events are coming up at Canal Street: a book signing on December 5, 2026 at 6:30 pm with the author of the month, and a kids reading hour on December 6 at 11 am; both are free.",
        [
            "Two events are coming up at Canal Street: a book signing on December 5, 2026 at 6:30 pm with the author of the month, and a kids reading hour on December 6 at 11 am; both are free."
        ],
    ),
    "C10": (
        "tool",
        json.dumps(
            {
                "user": "lena.k",
                "role": "editor",
                "two_factor": True,
                "last_login": "2026-11-20T22:05:00",
                "failed_logins_24h": 0,
            }
        ),
        "Is lena.k's account secure?",
        "lena.k is an editor with two-factor authentication turned on. There were no failed logins in the last 24 hours, and her last login was on November 20, 2026 at 10:05 pm.",
        "lena.k is an admin with two-factor authentication turned off. There were 3 failed logins in the last 24 hours.",
        [
            "lena.k is an admin with two-factor authentication turned off.",
            "There were 3 failed logins in the last 24 hours.",
        ],
    ),
    "C11": (
        "document",
        "| city | avg temp Jan | avg temp Jul | rainy days/year |\n|---|---|---|---|\n| Lisbon | 11.6 °C | 23.5 °C | 100 |\n| Oslo | -4.3 °C | 16.6 °C | 170 |\n| Madrid | 6.3 °C | 25.6 °C | 63 |",
        "Which city in the table is driest, and how warm is it in July?",
        "Madrid is the driest, with 63 rainy days a year, and its average July temperature is 25.6 °C.",
        "Madrid is the driest, with 63 rainy days a year, and its average July temperature is 28.4 °C, often climbing above 35 °C in the afternoon.",
        [
            "Madrid is the driest, with 63 rainy days a year, and its average July temperature is 28.4 °C, often climbing above 35 °C in the afternoon."
        ],
    ),
}
