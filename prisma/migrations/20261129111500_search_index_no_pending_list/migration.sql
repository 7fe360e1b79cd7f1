-- The search index's GIN indexes without a pending list (issue 37): with it, rows written one at a time waited
-- unsorted in the list until a vacuum, and every search scanned it: p95 95 ms at 10,000 records after 600 creates,
-- 18 ms once vacuumed (docs/bench.md). Without it, each write updates the index itself.
ALTER INDEX search.documents_document_idx SET (fastupdate = off);
ALTER INDEX search.documents_title_trgm_idx SET (fastupdate = off);
-- What an earlier write left in the lists goes into the indexes now.
SELECT gin_clean_pending_list('search.documents_document_idx'::regclass);
SELECT gin_clean_pending_list('search.documents_title_trgm_idx'::regclass);
