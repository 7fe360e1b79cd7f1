-- The full-text search index (issue 37): one row per record and language, kept in its own schema so the
-- Prisma schema (public) does not see it. What each entity contributes is declared in the catalogue; the server
-- fills these rows through the entity service's write hook and rebuilds an entity's rows when its declaration
-- changes (search.sources holds the declaration each entity's rows were built from).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE SCHEMA IF NOT EXISTS search;

CREATE TABLE IF NOT EXISTS search.documents (
    entity TEXT NOT NULL,
    record_id UUID NOT NULL,
    language TEXT NOT NULL,
    public BOOLEAN NOT NULL,
    title TEXT NOT NULL,
    body TEXT NOT NULL,
    url TEXT,
    boost REAL NOT NULL,
    document TSVECTOR NOT NULL,
    PRIMARY KEY (entity, record_id, language)
);

CREATE INDEX IF NOT EXISTS documents_document_idx ON search.documents USING GIN (document);
CREATE INDEX IF NOT EXISTS documents_title_trgm_idx ON search.documents USING GIN (title gin_trgm_ops);

CREATE TABLE IF NOT EXISTS search.sources (
    entity TEXT PRIMARY KEY,
    signature TEXT NOT NULL
);

-- The words of a stored text: a rich text (slate or TipTap JSON, as text) gives its text nodes, anything else itself.
CREATE OR REPLACE FUNCTION search.plain_text(value TEXT) RETURNS TEXT LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
    IF value IS NULL THEN
        RETURN '';
    END IF;
    IF left(ltrim(value), 1) IN ('[', '{') THEN
        BEGIN
            RETURN coalesce(
                (SELECT string_agg(node #>> '{}', ' ')
                   FROM jsonb_path_query(value::jsonb, 'strict $.**.text', '{}', TRUE) AS node
                  WHERE jsonb_typeof(node) = 'string'),
                '');
        EXCEPTION WHEN others THEN
            RETURN value;
        END;
    END IF;
    RETURN value;
END
$$;
