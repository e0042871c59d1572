-- The catalogue's vocabulary (decision 039): the distinct words and place names of the public auctions'
-- titles and places, with how many auctions hold each, and a trigram index. A misspelt query word is
-- corrected against these few thousand rows, never by trigram-matching the documents; the corrected
-- query then goes through the full-text index. `canonical` marks the names of places of the alternative
-- names list (src/server/modules/auctions/place-aliases.ts, written here by the catalogue at its first
-- search): the name a term is another name of, or the term itself for a place's own name.
CREATE TABLE "search_vocabulary" (
	"term" text PRIMARY KEY NOT NULL,
	"docs" integer DEFAULT 0 NOT NULL,
	"canonical" text
);
--> statement-breakpoint
CREATE INDEX "search_vocabulary_term_trgm_idx" ON "search_vocabulary" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
-- The terms of one auction: its words of three letters or more without digits (no stop words), and
-- its place names of two to four words (each comma-separated part of the location, the locality, the
-- district, the state), lower-cased, in the words `to_tsvector('simple', …)` splits them into.
-- NOTE: only what the full-text document holds, so a corrected query can find what it was corrected to.
CREATE OR REPLACE FUNCTION search_vocabulary_terms(title text, location text, locality text, district text, state text)
  RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT term FROM (
    SELECT w AS term FROM unnest(tsvector_to_array(to_tsvector('pg_catalog.simple', concat_ws(' ', title, location, locality, district, state)))) w
    WHERE length(w) >= 3 AND translate(w, '0123456789-_./', '') = w AND to_tsvector('pg_catalog.english', w) <> ''::tsvector
    UNION ALL
    SELECT name FROM (
      SELECT (SELECT string_agg(lexeme, ' ' ORDER BY positions[1]) FROM unnest(to_tsvector('pg_catalog.simple', part))) AS name
      FROM unnest(string_to_array(location, ',') || ARRAY[locality, district, state]) part
    ) names
    WHERE length(name) - length(replace(name, ' ', '')) BETWEEN 1 AND 3 AND length(name) <= 60
      AND translate(name, '0123456789-_./', '') = name
  ) t
$$;--> statement-breakpoint
-- Inserts and deletes of auctions add or take away their terms once per statement (a bulk load of
-- 150,000 auctions writes each term once); drafts are not public and hold no terms. The rows are
-- written in term order, so two writers sharing terms wait for each other rather than deadlock.
CREATE OR REPLACE FUNCTION search_vocabulary_added_or_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_vocabulary (term, docs)
    SELECT t, count(*) FROM added a, search_vocabulary_terms(a.title, a.location, a.locality, a.district, a.state) t
    WHERE a.status <> 'draft' GROUP BY t ORDER BY t
    ON CONFLICT (term) DO UPDATE SET docs = search_vocabulary.docs + EXCLUDED.docs;
  ELSE
    INSERT INTO search_vocabulary (term, docs)
    SELECT t, -count(*) FROM removed a, search_vocabulary_terms(a.title, a.location, a.locality, a.district, a.state) t
    WHERE a.status <> 'draft' GROUP BY t ORDER BY t
    ON CONFLICT (term) DO UPDATE SET docs = search_vocabulary.docs + EXCLUDED.docs;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- An edit of the title or the place, or a draft approved (or an auction taken back to draft): the old
-- terms count one less, the new ones one more. A bid changes none of these columns and never fires it.
CREATE OR REPLACE FUNCTION search_vocabulary_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_vocabulary (term, docs)
  SELECT t, sum(d)::int FROM (
    SELECT t, -1 AS d FROM search_vocabulary_terms(OLD.title, OLD.location, OLD.locality, OLD.district, OLD.state) t WHERE OLD.status <> 'draft'
    UNION ALL
    SELECT t, 1 FROM search_vocabulary_terms(NEW.title, NEW.location, NEW.locality, NEW.district, NEW.state) t WHERE NEW.status <> 'draft'
  ) changes GROUP BY t HAVING sum(d) <> 0 ORDER BY t
  ON CONFLICT (term) DO UPDATE SET docs = search_vocabulary.docs + EXCLUDED.docs;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_vocabulary_on_insert AFTER INSERT ON auctions
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_added_or_removed();--> statement-breakpoint
CREATE TRIGGER search_vocabulary_on_delete AFTER DELETE ON auctions
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_added_or_removed();--> statement-breakpoint
CREATE TRIGGER search_vocabulary_on_update AFTER UPDATE OF title, location, locality, district, state, status ON auctions
  FOR EACH ROW
  WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.location IS DISTINCT FROM NEW.location
        OR OLD.locality IS DISTINCT FROM NEW.locality OR OLD.district IS DISTINCT FROM NEW.district
        OR OLD.state IS DISTINCT FROM NEW.state OR (OLD.status = 'draft') <> (NEW.status = 'draft'))
  EXECUTE FUNCTION search_vocabulary_changed();--> statement-breakpoint
INSERT INTO search_vocabulary (term, docs)
  SELECT t, count(*) FROM auctions a, search_vocabulary_terms(a.title, a.location, a.locality, a.district, a.state) t
  WHERE a.status <> 'draft' GROUP BY t;--> statement-breakpoint
-- The full-text document also holds the structured address (locality, district, state, PIN code) with
-- the location, weight B, so "Mumbai Suburban" or "411001" finds its auctions.
CREATE OR REPLACE FUNCTION auction_search_tsv(title text, location text, place text, description text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ts_delete(
    setweight(to_tsvector('pg_catalog.english', title), 'A') || '|:1'::tsvector
      || setweight(to_tsvector('pg_catalog.english', concat_ws(', ', location, nullif(place, ''))), 'B') || '|:1'::tsvector
      || setweight(to_tsvector('pg_catalog.english', description), 'C'),
    '|')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION auction_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO auction_search (auction_id, doc, place, tsv, status, property_type, state, district)
  VALUES (
    NEW.id,
    lower(NEW.title || chr(1) || NEW.location || chr(1) || NEW.description),
    lower(NEW.title || ' ' || NEW.location),
    auction_search_tsv(NEW.title, NEW.location, concat_ws(' ', NEW.locality, NEW.district, NEW.state, NEW.pin_code), NEW.description),
    NEW.status, NEW.property_type, NEW.state, NEW.district
  )
  ON CONFLICT (auction_id) DO UPDATE SET doc = EXCLUDED.doc, place = EXCLUDED.place, tsv = EXCLUDED.tsv;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER auction_search_on_text_update ON auctions;--> statement-breakpoint
CREATE TRIGGER auction_search_on_text_update
  AFTER UPDATE OF title, location, description, locality, district, state, pin_code ON auctions
  FOR EACH ROW EXECUTE FUNCTION auction_search_sync();--> statement-breakpoint
-- The trigram indexes of the documents are no longer read (the vocabulary corrects, the full-text
-- index matches) and cost every auction write; the columns stay, still written, until a later migration.
DROP INDEX IF EXISTS "auction_search_doc_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "auction_search_place_trgm_idx";--> statement-breakpoint
-- The rewrite of tsv with the full-text indexes dropped and built again after it: building a GIN index
-- once is cheaper than growing it row by row (title_tsv and head_tsv follow tsv, generated).
DROP INDEX IF EXISTS "auction_search_tsv_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "auction_search_title_tsv_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "auction_search_head_tsv_idx";--> statement-breakpoint
UPDATE auction_search s
  SET tsv = auction_search_tsv(a.title, a.location, concat_ws(' ', a.locality, a.district, a.state, a.pin_code), a.description)
  FROM auctions a
  WHERE a.id = s.auction_id AND concat_ws(' ', a.locality, a.district, a.state, a.pin_code) <> '';--> statement-breakpoint
CREATE INDEX "auction_search_tsv_idx" ON "auction_search" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "auction_search_title_tsv_idx" ON "auction_search" USING gin ("title_tsv");--> statement-breakpoint
CREATE INDEX "auction_search_head_tsv_idx" ON "auction_search" USING gin ("head_tsv");
