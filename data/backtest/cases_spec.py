"""Hand-written backtest cases over the demo help centre (data/helpcentre/).

Each topic names an article and phrases that pick its passages (the sources), a
question, a supported answer, and hallucinated first answers of four kinds:
fabrication (made-up numbers, names, addresses, features), conflict (contradicts a
source, like SMS instead of email), absence (an unsupported "there is no fee" /
"we don't support X"), advice (tangential advice the sources do not give).
``build_helpcentre.py`` turns them into ``helpcentre.jsonl``.
"""

TOPICS = [
    {
        "article": "security/password-reset.html",
        "find": ["6-digit code", "only ever sent by email", "spam folder"],
        "question": "How do I reset my password?",
        "supported": "On the sign-in page click Forgot password?. Quillstack emails you a 6-digit code that is valid for 15 minutes.",
        "hallucinated": [
            (
                "conflict",
                "Click Forgot password? and we will send a 6-digit code to your phone by SMS. The code is valid for 15 minutes.",
            ),
            (
                "fabrication",
                "Click Forgot password? and Quillstack emails you a 6-digit code. The code is valid for 24 hours.",
            ),
            (
                "fabrication",
                "Click Forgot password? and Quillstack emails you a reset link from security@quillstack.com.",
            ),
            (
                "advice",
                "Click Forgot password? to get a 6-digit code by email. If it does not arrive, try clearing your browser cookies and restarting your router.",
            ),
        ],
    },
    {
        "article": "security/password-reset.html",
        "find": ["5 wrong codes", "request a new code"],
        "question": "What happens if I enter the wrong reset code too many times?",
        "supported": "After 5 wrong codes, password reset is locked for 30 minutes for that user.",
        "hallucinated": [
            ("fabrication", "After 3 wrong codes, password reset is locked for 24 hours."),
            (
                "conflict",
                "After 5 wrong codes your account is deleted and you must contact support by phone.",
            ),
            ("absence", "There is no limit on wrong codes, you can keep trying."),
        ],
    },
    {
        "article": "security/two-factor-authentication.md",
        "find": ["Authenticator app", "does not offer 2FA by SMS", "Security key"],
        "question": "Which two-factor authentication methods does Quillstack support?",
        "supported": "You can use an authenticator app that shows 6-digit codes, or a security key such as a YubiKey.",
        "hallucinated": [
            (
                "conflict",
                "You can use an authenticator app, a security key, or receive your codes by SMS.",
            ),
            (
                "fabrication",
                "You can use an authenticator app or a security key, with up to 20 security keys per user.",
            ),
            (
                "fabrication",
                "Quillstack supports authenticator apps, security keys and push notifications through the Quillstack Mobile app.",
            ),
            (
                "advice",
                "Use an authenticator app or a security key. We also recommend writing your password on a sticky note next to your laptop.",
            ),
        ],
    },
    {
        "article": "security/two-factor-authentication.md",
        "find": ["backup codes", "Lost your phone"],
        "question": "I lost my phone with my authenticator app. How do I get back in?",
        "supported": "Sign in with one of your backup codes, then set up 2FA again. Without backup codes, ask a workspace Admin to reset your 2FA.",
        "hallucinated": [
            (
                "conflict",
                "Call Quillstack support and they will turn off 2FA for you over the phone right away.",
            ),
            ("fabrication", "Sign in with one of your 25 backup codes, then set up 2FA again."),
            (
                "advice",
                "Sign in with a backup code. You should also buy a second phone so this never happens again.",
            ),
        ],
    },
    {
        "article": "billing/plans-and-pricing.html",
        "find": ["$19 per user per month", "$49 per user", "$99 per user", "saves 20%"],
        "question": "How much do the Quillstack plans cost?",
        "supported": "Starter is $19 per user per month, Team $49 and Business $99. Enterprise has custom pricing, and annual billing saves 20%.",
        "hallucinated": [
            ("fabrication", "Starter is $15 per user per month, Team $49 and Business $99."),
            (
                "fabrication",
                "Starter is $19, Team $49, Business $99 and Premium $149 per user per month.",
            ),
            (
                "conflict",
                "Starter is $19 per user per month, Team $49 and Business $99. Annual billing saves 35%.",
            ),
            (
                "absence",
                "Starter is $19 per user per month. There is no extra charge for taxes or VAT.",
            ),
        ],
    },
    {
        "article": "billing/plans-and-pricing.html",
        "find": ["Team plan billed annually", "saves 20%"],
        "question": "How much is the Team plan when paid annually?",
        "supported": "Billed annually, the Team plan costs $470.40 per user per year instead of $588.",
        "hallucinated": [
            ("fabrication", "Billed annually, the Team plan costs $420 per user per year."),
            (
                "fabrication",
                "Billed annually, the Team plan costs $470.40 per user per year, and you get two months free on top.",
            ),
            (
                "advice",
                "It costs $470.40 per user per year. You should negotiate with your bank for a lower card fee before paying.",
            ),
        ],
    },
    {
        "article": "billing/refunds.md",
        "find": ["first 30 days", "Monthly subscriptions", "5 to 10 business days"],
        "question": "Can I get a refund if I cancel?",
        "supported": "Annual subscriptions cancelled within the first 30 days are refunded pro rata. Monthly subscriptions are not refunded.",
        "hallucinated": [
            (
                "conflict",
                "Yes, monthly subscriptions are refunded in full if you cancel within 14 days.",
            ),
            (
                "fabrication",
                "Annual subscriptions cancelled within the first 60 days are refunded pro rata.",
            ),
            (
                "absence",
                "Annual subscriptions cancelled in the first 30 days are refunded, and there is no processing fee for refunds.",
            ),
            ("fabrication", "Refunds are paid by PayPal within 2 business days."),
        ],
    },
    {
        "article": "billing/refunds.md",
        "find": ["billing@quillstack.com", "3 business days"],
        "question": "How do I ask for a refund?",
        "supported": "The workspace Owner writes to billing@quillstack.com with the workspace ID and the invoice number.",
        "hallucinated": [
            (
                "fabrication",
                "Fill in the refund form at quillstack.com/refunds and we reply within 1 business day.",
            ),
            (
                "fabrication",
                "Any user can write to refunds@quillstack.com with the invoice number.",
            ),
            (
                "advice",
                "Write to billing@quillstack.com. If you do not hear back, file a chargeback with your credit card company.",
            ),
        ],
    },
    {
        "article": "billing/payment-methods.html",
        "find": ["Visa, Mastercard", "do not accept PayPal", "US dollars"],
        "question": "Can I pay with PayPal?",
        "supported": "No. Quillstack accepts Visa, Mastercard and American Express, and does not accept PayPal.",
        "hallucinated": [
            ("conflict", "Yes, PayPal is accepted on all plans, monthly or annual."),
            ("fabrication", "You can pay with PayPal, Apple Pay or Google Pay on the Team plan."),
            ("fabrication", "We accept Visa and Mastercard, and you can pay in Japanese yen."),
        ],
    },
    {
        "article": "billing/payment-methods.html",
        "find": ["3 times over 10 days", "paused until a payment succeeds"],
        "question": "What happens if my card payment fails?",
        "supported": "Quillstack retries the payment 3 times over 10 days and emails the billing contacts after each failure.",
        "hallucinated": [
            ("fabrication", "Quillstack retries the payment 5 times over 30 days."),
            ("conflict", "If the last retry fails, your workspace data is deleted after 7 days."),
            (
                "advice",
                "Quillstack retries 3 times over 10 days. In the meantime, ask your bank to raise your credit limit.",
            ),
            ("absence", "Nothing happens to your workspace; a failed payment never pauses it."),
        ],
    },
    {
        "article": "billing/seats.md",
        "find": ["Minimums", "Team: at least 3 seats", "Adding seats"],
        "question": "What is the minimum number of seats on the Team plan?",
        "supported": "The Team plan needs at least 3 seats.",
        "hallucinated": [
            ("fabrication", "The Team plan needs at least 5 seats."),
            ("absence", "There is no minimum number of seats on any plan."),
            (
                "fabrication",
                "The Team plan needs at least 3 seats, and every seat includes 2 free Admin seats.",
            ),
        ],
    },
    {
        "article": "billing/changing-plans.md",
        "find": ["takes effect **immediately**", "at the end of the current billing period"],
        "question": "When does a plan change take effect?",
        "supported": "An upgrade takes effect immediately; a downgrade takes effect at the end of the current billing period.",
        "hallucinated": [
            ("conflict", "Both upgrades and downgrades take effect at the next renewal date."),
            ("fabrication", "An upgrade takes effect within 48 hours after our team approves it."),
            (
                "absence",
                "Upgrades are immediate and there is no charge for the rest of the current period.",
            ),
            (
                "advice",
                "Upgrades are immediate. Before upgrading, you should also export all your data to Excel as a backup.",
            ),
        ],
    },
    {
        "article": "billing/discounts.txt",
        "find": ["Nonprofits", "Education", "Startups"],
        "question": "Do you offer discounts for nonprofits?",
        "supported": "Yes. Registered nonprofit organisations get 30% off the Team and Business plans.",
        "hallucinated": [
            ("fabrication", "Yes, registered nonprofits get 50% off all plans."),
            ("conflict", "Yes, nonprofits get 30% off, including on the Enterprise plan."),
            (
                "fabrication",
                "Yes, nonprofits can apply at quillstack.com/charity and get a decision within 24 hours.",
            ),
            (
                "absence",
                "Nonprofits get 30% off, and the discount has no eligibility requirements.",
            ),
        ],
    },
    {
        "article": "billing/invoices.html",
        "find": ["1st of each month", "7 years", "QS-INV-"],
        "question": "Where do I find my invoices and how long are they kept?",
        "supported": "Go to Settings > Billing > Invoices. Invoices are kept and available for download for 7 years.",
        "hallucinated": [
            ("fabrication", "Go to Settings > Billing > Invoices. Invoices are kept for 2 years."),
            ("fabrication", "Invoices are in the Quillstack mobile app under Wallet."),
            (
                "advice",
                "Go to Settings > Billing > Invoices. We suggest printing every invoice and filing it with your accountant.",
            ),
        ],
    },
    {
        "article": "billing/taxes-and-vat.html",
        "find": ["reverse charge", "United Kingdom", "Settings > Billing > Invoice details"],
        "question": "Do you charge VAT?",
        "supported": "Prices exclude taxes. In the EU, VAT is added at your country's rate unless you give a valid EU VAT number.",
        "hallucinated": [
            ("absence", "No, Quillstack never charges VAT on any invoice."),
            ("fabrication", "VAT is always charged at a flat 25% rate for all countries."),
            ("conflict", "UK customers pay 10% VAT unless they give a valid UK VAT number."),
        ],
    },
    {
        "article": "accounts/inviting-users.md",
        "find": ["Invitations expire after 7 days", "up to 20 email addresses", "up to 5 users"],
        "question": "How do I invite users and how long are invitations valid?",
        "supported": "Go to Settings > Users and click Invite users. Invitations expire after 7 days.",
        "hallucinated": [
            (
                "fabrication",
                "Go to Settings > Users and click Invite users. Invitations expire after 30 days.",
            ),
            ("fabrication", "You can invite up to 100 email addresses at a time."),
            ("absence", "Invitations never expire, so there is no need to resend them."),
            (
                "advice",
                "Invite them from Settings > Users. Also ask each new user to install the Quillstack browser extension.",
            ),
        ],
    },
    {
        "article": "accounts/user-roles.md",
        "find": ["Viewer", "Admins manage users", "Exactly one user per workspace"],
        "question": "What can Viewers do, and do they cost anything?",
        "supported": "Viewers can read accounts, timelines and dashboards but cannot change anything. On Team and above, Viewer seats are free, up to 2 per paid seat.",
        "hallucinated": [
            ("conflict", "Viewers can edit the accounts they own and log activities."),
            ("fabrication", "Viewer seats cost $5 per month on every plan."),
            ("absence", "Viewer seats are free on every plan, including Starter, with no limit."),
        ],
    },
    {
        "article": "accounts/transfer-ownership.md",
        "find": ["48 hours", "Settings > General > Ownership", "signed letter"],
        "question": "How do I transfer workspace ownership?",
        "supported": "Make sure the new owner is an Admin, then go to Settings > General > Ownership. The new owner must accept within 48 hours.",
        "hallucinated": [
            (
                "fabrication",
                "Go to Settings > General > Ownership. The new owner must accept within 7 days.",
            ),
            (
                "conflict",
                "Any Member can become the owner directly; they do not need to be an Admin first.",
            ),
            (
                "advice",
                "Go to Settings > General > Ownership. You should also change your company's domain registrar contact.",
            ),
        ],
    },
    {
        "article": "accounts/health-scores.md",
        "find": ["03:00 UTC", "Default weights", "Colours"],
        "question": "How is the health score calculated?",
        "supported": "The health score goes from 0 to 100 and is recalculated every night at 03:00 UTC from the signals of the last 30 days.",
        "hallucinated": [
            ("fabrication", "The health score goes from 0 to 10 and is recalculated every hour."),
            (
                "fabrication",
                "The score is recalculated every night at 03:00 UTC; product usage counts for 60%.",
            ),
            ("conflict", "More open issues raise the health score."),
            (
                "advice",
                "It is recalculated nightly at 03:00 UTC. To improve it, offer your customers a free month of your product.",
            ),
        ],
    },
    {
        "article": "accounts/nps-surveys.md",
        "find": ["one survey every 120 days", "promoter", "Limits"],
        "question": "How often can a contact receive an NPS survey?",
        "supported": "A contact receives at most one survey every 120 days.",
        "hallucinated": [
            ("fabrication", "A contact receives at most one survey every 30 days."),
            ("absence", "There is no limit; you can survey a contact as often as you like."),
            (
                "fabrication",
                "A contact receives at most one survey every 120 days, and surveys are sent from nps@quillstack.com.",
            ),
        ],
    },
    {
        "article": "accounts/deactivating-users.txt",
        "find": ["Deactivate", "reactivated within 30 days", "does not reduce the number of seats"],
        "question": "Does deactivating a user reduce what I pay?",
        "supported": "No. Deactivating a user does not reduce the number of seats you pay for; lower the seat count under Settings > Billing > Seats.",
        "hallucinated": [
            (
                "conflict",
                "Yes, deactivating a user immediately lowers your bill and refunds the seat.",
            ),
            ("fabrication", "A deactivated user can be reactivated within 90 days."),
            ("absence", "Deactivating a user deletes all their activities and notes."),
        ],
    },
    {
        "article": "api/rate-limits.html",
        "find": ["429 Too Many Requests", "Requests per minute", "Request bodies"],
        "question": "What are the API rate limits?",
        "supported": "Limits are counted per workspace. Over the limit, the API answers 429 Too Many Requests with a Retry-After header.",
        "hallucinated": [
            ("fabrication", "Every plan gets 10,000 requests per minute."),
            (
                "conflict",
                "Limits are counted per API key, so you can create more keys to get more requests.",
            ),
            ("fabrication", "Over the limit, the API answers 503 Service Unavailable."),
            (
                "advice",
                "Over the limit you get 429. We recommend running your integration from several servers in different countries.",
            ),
        ],
    },
    {
        "article": "api/api-keys.md",
        "find": ["10 active API keys", "do not expire", "shown **only once**"],
        "question": "Do API keys expire?",
        "supported": "Keys do not expire unless you set an expiry date of 30, 180 or 365 days.",
        "hallucinated": [
            ("fabrication", "API keys expire automatically after 90 days."),
            ("fabrication", "A workspace can have up to 50 active API keys."),
            ("conflict", "You can view an API key again at any time under Settings > API > Keys."),
        ],
    },
    {
        "article": "api/webhooks.md",
        "find": ["Team plan and above", "10 seconds", "5 times over 24 hours"],
        "question": "How do webhook retries work?",
        "supported": "Your endpoint must answer with a 2xx status within 10 seconds; otherwise Quillstack retries 5 times over 24 hours.",
        "hallucinated": [
            ("fabrication", "Quillstack retries failed webhooks 10 times over 7 days."),
            ("conflict", "Webhooks are available on all plans, including Starter."),
            ("absence", "Webhook endpoints are never disabled, however often they fail."),
            (
                "advice",
                "Quillstack retries 5 times over 24 hours. You should also poll the API every second as a fallback.",
            ),
        ],
    },
    {
        "article": "integrations/overview.html",
        "find": ["In short"],
        "question": "Which integrations are on the Team plan?",
        "supported": "On Team you get Slack, HubSpot and Zendesk. Salesforce and Jira need Business or above.",
        "hallucinated": [
            ("conflict", "The Team plan includes Slack, HubSpot, Zendesk and Salesforce."),
            ("fabrication", "The Team plan includes Slack, HubSpot, Zendesk and Microsoft Teams."),
            ("absence", "The Team plan does not include the Zendesk integration."),
            ("conflict", "Snowflake export is available on the Team plan."),
        ],
    },
    {
        "article": "integrations/salesforce.html",
        "find": ["every 10 minutes", "Professional Edition", "Business"],
        "question": "Does the Salesforce integration work with Salesforce Professional Edition?",
        "supported": "No. It works with Salesforce Enterprise, Unlimited and Performance editions; Professional Edition does not offer the API access it needs.",
        "hallucinated": [
            ("conflict", "Yes, it works with all Salesforce editions, including Professional."),
            ("fabrication", "Yes, with the Quillstack Connector add-on for $10 per month."),
            (
                "fabrication",
                "The sync runs every 2 minutes and you can map up to 500 custom fields.",
            ),
        ],
    },
    {
        "article": "integrations/slack.md",
        "find": ["all plans", "one Slack workspace", "/invite @Quillstack"],
        "question": "Can I connect Quillstack to Slack on the Starter plan?",
        "supported": "Yes, Slack is available on all plans, including Starter.",
        "hallucinated": [
            ("conflict", "No, Slack needs the Team plan or above."),
            ("fabrication", "Yes, and you can connect up to 5 Slack workspaces."),
            (
                "advice",
                "Yes. You should also create a separate Slack workspace just for Quillstack alerts.",
            ),
        ],
    },
    {
        "article": "integrations/snowflake-export.md",
        "find": ["Enterprise", "02:00 UTC"],
        "question": "Can I export my data to Snowflake on the Business plan?",
        "supported": "No, the Snowflake export is available on the Enterprise plan only.",
        "hallucinated": [
            ("conflict", "Yes, the Snowflake export is included on Business and Enterprise."),
            ("fabrication", "Yes, for an extra $500 per month on Business."),
            ("fabrication", "The export runs every 15 minutes on all plans."),
        ],
    },
    {
        "article": "integrations/zendesk.md",
        "find": ["every 5 minutes", "12 months", "email domain"],
        "question": "How does the Zendesk integration sync tickets?",
        "supported": "New and updated tickets arrive every 5 minutes; when connecting, Quillstack imports the tickets of the last 12 months.",
        "hallucinated": [
            (
                "fabrication",
                "Tickets arrive once a day, and the first import covers the last 5 years.",
            ),
            ("conflict", "Ticket comments are imported together with priority and status."),
            (
                "advice",
                "Tickets sync every 5 minutes. We recommend closing all old tickets in Zendesk before connecting.",
            ),
        ],
    },
    {
        "article": "getting-started/free-trial.md",
        "find": ["14-day free trial", "No credit", "extend a trial"],
        "question": "How long is the free trial and do I need a credit card?",
        "supported": "Every new workspace gets a 14-day free trial of the Team plan, and no credit card is needed.",
        "hallucinated": [
            ("fabrication", "The free trial lasts 30 days on the Business plan."),
            ("conflict", "The trial lasts 14 days, but you must enter a credit card to start it."),
            (
                "fabrication",
                "The trial lasts 14 days and can be extended as often as you like by 14 days each time.",
            ),
            ("absence", "The trial has no user limit."),
        ],
    },
    {
        "article": "getting-started/support-hours.txt",
        "find": ["Support hours", "First response", "never ask you"],
        "question": "When is support available?",
        "supported": "Support hours are Monday to Friday, 08:00 to 20:00 CET; Enterprise P1 incidents are handled 24 hours a day, 7 days a week.",
        "hallucinated": [
            ("fabrication", "Support is available 24/7 on all plans by phone at +1 800 555 0199."),
            ("fabrication", "Support hours are Monday to Saturday, 09:00 to 17:00 CET."),
            (
                "conflict",
                "Support may ask you for your password reset code to verify your identity.",
            ),
        ],
    },
    {
        "article": "getting-started/uptime-sla.md",
        "find": ["99.9%", "service credit", "Starter and Team"],
        "question": "What uptime does Quillstack guarantee?",
        "supported": "Business has a 99.9% monthly uptime commitment and Enterprise 99.95%; Starter and Team have no contractual commitment.",
        "hallucinated": [
            ("conflict", "All plans come with a 99.9% uptime guarantee."),
            ("fabrication", "Business has a 99.99% uptime commitment."),
            ("absence", "There are no service credits when uptime is missed."),
        ],
    },
    {
        "article": "getting-started/workspace-limits.md",
        "find": ["Active playbooks", "Customer accounts tracked", "banner"],
        "question": "How many customer accounts can I track on Starter?",
        "supported": "On Starter you can track 1,000 customer accounts.",
        "hallucinated": [
            ("fabrication", "On Starter you can track 5,000 customer accounts."),
            ("conflict", "Starter has no limit on customer accounts."),
            (
                "advice",
                "Starter tracks 1,000 accounts. To get around the limit, create a second Starter workspace.",
            ),
        ],
    },
    {
        "article": "data/importing-accounts.md",
        "find": ["50,000 rows", "24 hours", "Required column"],
        "question": "How big can a CSV import be?",
        "supported": "A CSV file can have at most 50,000 rows and 20 MB.",
        "hallucinated": [
            ("fabrication", "A CSV file can have at most 1,000,000 rows and 1 GB."),
            ("absence", "There is no size limit for CSV imports."),
            ("conflict", "Imports cannot be undone once they are done."),
        ],
    },
    {
        "article": "data/exporting-data.html",
        "find": ["Download links are valid", "Formats"],
        "question": "How long are export download links valid?",
        "supported": "Download links are valid for 7 days and can only be used by the user who started the export.",
        "hallucinated": [
            ("fabrication", "Download links are valid for 48 hours."),
            ("conflict", "Anyone in the workspace can use the download link."),
            ("fabrication", "Exports are available as CSV, JSON, XLSX and PDF."),
        ],
    },
    {
        "article": "security/sso.html",
        "find": ["SAML 2.0 single sign-on is available", "break-glass"],
        "question": "Is SSO available on the Team plan?",
        "supported": "No. SAML single sign-on is available on the Business and Enterprise plans.",
        "hallucinated": [
            ("conflict", "Yes, SAML SSO is available on Team and above."),
            ("fabrication", "Yes, as an add-on for $3 per user per month."),
        ],
    },
    {
        "article": "security/security-and-compliance.html",
        "find": ["SOC 2", "AES-256", "35 days"],
        "question": "Is Quillstack SOC 2 certified and how is data encrypted?",
        "supported": "Quillstack holds a SOC 2 Type II report and ISO/IEC 27001:2022 certification. Data at rest is encrypted with AES-256.",
        "hallucinated": [
            ("fabrication", "Quillstack holds a SOC 2 Type I report and is HIPAA certified."),
            (
                "fabrication",
                "Data at rest is encrypted with AES-128 and backups are kept for 90 days.",
            ),
            (
                "advice",
                "Quillstack holds SOC 2 Type II. You should also encrypt every CSV before importing it.",
            ),
        ],
    },
]
