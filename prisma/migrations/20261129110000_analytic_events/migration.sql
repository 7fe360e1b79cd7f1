-- Analytics that respect visitors (issue 34 §6): page views and the donation funnel's steps, in their own schema so
-- the Prisma schema (public) does not see them. No IP, no user agent, no cookie: `visitor` is a hash of the day's
-- salt, the address, the user agent and the site's host; the salt (analytic.salts) is deleted once its day is over,
-- so a hash cannot be traced back nor linked across days. `path` is the url's path alone (a query may hold personal
-- data); `source` is utm_source or the referrer's host, `campaign` utm_campaign.
CREATE SCHEMA IF NOT EXISTS analytic;

CREATE TABLE IF NOT EXISTS analytic.events (
    id BIGSERIAL PRIMARY KEY,
    day DATE NOT NULL,
    at TIMESTAMPTZ NOT NULL,
    visitor TEXT NOT NULL,
    event TEXT NOT NULL,
    path TEXT NOT NULL,
    product_id UUID,
    source TEXT,
    campaign TEXT
);

CREATE INDEX IF NOT EXISTS events_day_event_idx ON analytic.events (day, event);

-- One salt per UTC day, shared by every instance (the first to need it makes it); yesterday's is deleted.
CREATE TABLE IF NOT EXISTS analytic.salts (
    day DATE PRIMARY KEY,
    salt BYTEA NOT NULL
);
