-- A job alert stores its search as the job search schema has it (web/contracts/job-search.ts): a
-- filter that is not set is absent. Alerts saved before could hold blank texts (an empty city
-- matched no offer); those keys are dropped, everything else is kept as it is.
UPDATE "job_alert"
SET "filters" = COALESCE(
  (
    SELECT jsonb_object_agg("key", "value")
    FROM jsonb_each("filters")
    WHERE NOT (jsonb_typeof("value") = 'string' AND btrim("value" #>> '{}') = '')
  ),
  '{}'::jsonb
)
WHERE EXISTS (
  SELECT 1 FROM jsonb_each("filters")
  WHERE jsonb_typeof("value") = 'string' AND btrim("value" #>> '{}') = ''
);
