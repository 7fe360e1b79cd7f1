-- OAuth 2.1 for the MCP server (issue 38): registered clients, authorization codes and grants, in their own schema
-- so the Prisma schema (public) does not see them. A grant's access token is an API token (rbac_api_tokens) of the
-- person who consented: the same authorization, staging and audit apply. Only hashes of codes, secrets and refresh
-- tokens are kept.
CREATE SCHEMA IF NOT EXISTS oauth;

CREATE TABLE IF NOT EXISTS oauth.clients (
    client_id TEXT PRIMARY KEY,
    secret_hash TEXT,
    name TEXT NOT NULL,
    redirect_uris JSONB NOT NULL,
    metadata JSONB NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS oauth.codes (
    code_hash TEXT PRIMARY KEY,
    client_id TEXT NOT NULL REFERENCES oauth.clients (client_id) ON DELETE CASCADE,
    subject_id UUID NOT NULL REFERENCES public.rbac_subjects (id) ON DELETE CASCADE,
    redirect_uri TEXT NOT NULL,
    code_challenge TEXT NOT NULL,
    scopes JSONB NOT NULL,
    resource TEXT,
    expires_at TIMESTAMPTZ NOT NULL,
    used_at TIMESTAMPTZ,
    -- The API token the code was exchanged for: revoked when the code is presented again.
    token_id UUID
);

CREATE TABLE IF NOT EXISTS oauth.grants (
    token_id UUID PRIMARY KEY REFERENCES public.rbac_api_tokens (id) ON DELETE CASCADE,
    client_id TEXT NOT NULL REFERENCES oauth.clients (client_id) ON DELETE CASCADE,
    refresh_hash TEXT NOT NULL UNIQUE,
    -- The refresh token this one replaced: presented again, it tells a stolen token, and the grant is revoked.
    previous_refresh_hash TEXT,
    refresh_expires_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX IF NOT EXISTS grants_previous_refresh_hash_idx ON oauth.grants (previous_refresh_hash);
