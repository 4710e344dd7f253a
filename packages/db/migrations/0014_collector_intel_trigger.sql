-- Collector intel kept incrementally (decision 023): every insert, delete, or change of an analysis's
-- collector, owner or findings adds or removes its share. Only analyses attached to an account count.
CREATE FUNCTION intel_collector_apply(k text, u uuid, printed text, fids text[], d integer) RETURNS void AS $$
BEGIN
  IF k IS NULL OR k = '' OR u IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO intel_collector_users AS t (collector_key, user_id, analyses, with_findings)
    VALUES (k, u, d, CASE WHEN coalesce(cardinality(fids), 0) > 0 THEN d ELSE 0 END)
    ON CONFLICT (collector_key, user_id)
    DO UPDATE SET analyses = t.analyses + EXCLUDED.analyses, with_findings = t.with_findings + EXCLUDED.with_findings;
  INSERT INTO intel_collector_findings AS t (collector_key, rule_id, analyses)
    SELECT k, f, d FROM (SELECT DISTINCT unnest(coalesce(fids, '{}'::text[])) AS f) AS distinct_ids
    ON CONFLICT (collector_key, rule_id) DO UPDATE SET analyses = t.analyses + EXCLUDED.analyses;
  IF printed IS NOT NULL AND printed <> '' THEN
    INSERT INTO intel_collector_names AS t (collector_key, name, analyses) VALUES (k, printed, d)
      ON CONFLICT (collector_key, name) DO UPDATE SET analyses = t.analyses + EXCLUDED.analyses;
  END IF;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION analyses_intel_trigger() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' OR TG_OP = 'DELETE' THEN
    PERFORM intel_collector_apply(OLD.collector_key, OLD.user_id, OLD.collector_name, OLD.finding_ids, -1);
  END IF;
  IF TG_OP = 'UPDATE' OR TG_OP = 'INSERT' THEN
    PERFORM intel_collector_apply(NEW.collector_key, NEW.user_id, NEW.collector_name, NEW.finding_ids, 1);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER analyses_intel AFTER INSERT OR DELETE OR UPDATE OF collector_key, user_id, collector_name, finding_ids ON analyses
  FOR EACH ROW EXECUTE FUNCTION analyses_intel_trigger();
