-- Counters and failed-check logs are hot, shared and disposable: no WAL for them.
ALTER TABLE "rate_limit_counters" SET UNLOGGED;
--> statement-breakpoint
ALTER TABLE "auth_failures" SET UNLOGGED;
--> statement-breakpoint
ALTER TABLE "auth_blocks" SET UNLOGGED;
--> statement-breakpoint
ALTER TABLE "download_leases" SET UNLOGGED;
--> statement-breakpoint
ALTER TABLE "worker_heartbeats" SET UNLOGGED;
--> statement-breakpoint
INSERT INTO "plans" ("id", "name", "entitled", "default_monthly_limit") VALUES
  ('none', 'No plan', false, 0),
  ('max', 'Max', true, 1000000)
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "service_settings" ("id", "mode") VALUES (1, 'normal') ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
-- A refund may never exceed what was charged for its subject (a job, or a delivery chapter).
CREATE OR REPLACE FUNCTION ledger_refund_within_charge() RETURNS trigger AS $$
DECLARE
  charged integer;
BEGIN
  IF NEW.kind <> 'refund' THEN
    RETURN NEW;
  END IF;
  IF NEW.job_id IS NOT NULL THEN
    SELECT -(monthly_delta + tokens_delta) INTO charged
      FROM ledger_entries WHERE job_id = NEW.job_id AND kind = 'charge';
  ELSE
    SELECT characters INTO charged FROM delivery_chapters WHERE id = NEW.chapter_id;
  END IF;
  IF charged IS NULL THEN
    RAISE EXCEPTION 'refund without a charge' USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.monthly_delta + NEW.tokens_delta > charged THEN
    RAISE EXCEPTION 'refund of % exceeds the charge of %', NEW.monthly_delta + NEW.tokens_delta, charged
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_refund_within_charge BEFORE INSERT ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refund_within_charge();
