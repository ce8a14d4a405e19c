-- FAQ answers become HTML (FAQ_HTML_POLICY). Each plain answer is written as plainTextToHtml
-- (@inphr/api) writes it: characters escaped, a blank line a new paragraph, a line break <br>; its
-- old text is kept as the text search reads. The kept revisions of questions are converted alike.
CREATE OR REPLACE FUNCTION pg_temp.faq_plain_to_html(t text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN body = '' THEN '' ELSE
    '<p>' || regexp_replace(regexp_replace(body, E'[ \\t]*\\n[ \\t]*\\n\\s*', '</p><p>', 'g'), E'[ \\t]*\\n[ \\t]*', '<br>', 'g') || '</p>'
  END
  FROM (SELECT btrim(replace(replace(replace(replace(replace(replace(replace(t, E'\r\n', E'\n'), E'\r', E'\n'),
    '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;'), E' \t\n') AS body) AS s
$$;--> statement-breakpoint
ALTER TABLE "faq_translation" ADD COLUMN "contents_text" text;--> statement-breakpoint
UPDATE "faq_translation" SET "contents_text" = btrim(regexp_replace("contents", E'\\s+', ' ', 'g')), "contents" = pg_temp.faq_plain_to_html("contents");--> statement-breakpoint
ALTER TABLE "faq_translation" ALTER COLUMN "contents_text" SET NOT NULL;--> statement-breakpoint
UPDATE "content_revision" SET "texts" = (
  SELECT coalesce(jsonb_object_agg(key, jsonb_build_object('title', value->>'title', 'contents', pg_temp.faq_plain_to_html(value->>'contents'))), '{}'::jsonb)
  FROM jsonb_each("texts")
) WHERE "kind" = 'faq';--> statement-breakpoint
ALTER TABLE "studio_preview" ADD COLUMN "kind" varchar(8) DEFAULT 'news' NOT NULL;--> statement-breakpoint
ALTER TABLE "studio_preview" ADD COLUMN "service_seq" smallint;
