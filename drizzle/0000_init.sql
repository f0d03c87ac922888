CREATE TYPE "public"."developer_status" AS ENUM('none', 'pending', 'approved', 'rejected', 'suspended');--> statement-breakpoint
CREATE TYPE "public"."chapter_status" AS ENUM('queued', 'processing', 'succeeded', 'failed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."delivery_kind" AS ENUM('article', 'book', 'lesson', 'briefing', 'other');--> statement-breakpoint
CREATE TYPE "public"."delivery_status" AS ENUM('queued', 'processing', 'succeeded', 'partially_succeeded', 'failed', 'deleted');--> statement-breakpoint
CREATE TYPE "public"."idempotency_scope" AS ENUM('speech', 'delivery');--> statement-breakpoint
CREATE TYPE "public"."ledger_kind" AS ENUM('charge', 'refund', 'grant', 'adjustment');--> statement-breakpoint
CREATE TYPE "public"."service_mode" AS ENUM('normal', 'read_only', 'disabled');--> statement-breakpoint
CREATE TYPE "public"."audio_format" AS ENUM('mp3', 'wav');--> statement-breakpoint
CREATE TYPE "public"."job_error_code" AS ENUM('input_rejected', 'capacity_unavailable', 'generation_failed', 'interrupted', 'voice_unavailable', 'expired');--> statement-breakpoint
CREATE TYPE "public"."number_mode" AS ENUM('smart', 'place', 'digits', 'english', 'english_digits');--> statement-breakpoint
CREATE TYPE "public"."speech_status" AS ENUM('processing', 'succeeded', 'failed', 'cancelled');--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"plan_id" text DEFAULT 'none' NOT NULL,
	"developer_status" "developer_status" DEFAULT 'none' NOT NULL,
	"developer_use_case" text,
	"developer_applied_at" timestamp with time zone,
	"suspended" boolean DEFAULT false NOT NULL,
	"monthly_limit" integer DEFAULT 0 NOT NULL,
	"period_anchor" timestamp with time zone DEFAULT now() NOT NULL,
	"period_start" timestamp with time zone DEFAULT now() NOT NULL,
	"monthly_used" integer DEFAULT 0 NOT NULL,
	"tokens_balance" integer DEFAULT 0 NOT NULL,
	"max_concurrent_jobs" integer DEFAULT 2 NOT NULL,
	"max_active_deliveries" integer DEFAULT 3 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_email_unique" UNIQUE("email"),
	CONSTRAINT "accounts_monthly_limit_nonneg" CHECK ("accounts"."monthly_limit" >= 0),
	CONSTRAINT "accounts_monthly_used_nonneg" CHECK ("accounts"."monthly_used" >= 0),
	CONSTRAINT "accounts_tokens_nonneg" CHECK ("accounts"."tokens_balance" >= 0),
	CONSTRAINT "accounts_max_jobs_pos" CHECK ("accounts"."max_concurrent_jobs" > 0),
	CONSTRAINT "accounts_max_deliveries_pos" CHECK ("accounts"."max_active_deliveries" > 0)
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"entitled" boolean NOT NULL,
	"default_monthly_limit" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "api_key_secrets" (
	"hash" text PRIMARY KEY NOT NULL,
	"key_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"name" text NOT NULL,
	"display_prefix" text NOT NULL,
	"scopes" text[] NOT NULL,
	"monthly_char_budget" integer,
	"budget_month" date,
	"budget_used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_keys_budget_pos" CHECK ("api_keys"."monthly_char_budget" IS NULL OR "api_keys"."monthly_char_budget" > 0),
	CONSTRAINT "api_keys_budget_used_nonneg" CHECK ("api_keys"."budget_used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"key_id" text,
	"status" "delivery_status" DEFAULT 'queued' NOT NULL,
	"title" text,
	"kind" "delivery_kind" DEFAULT 'other' NOT NULL,
	"voice_id" text NOT NULL,
	"number_mode" "number_mode" NOT NULL,
	"characters" integer NOT NULL,
	"chapter_count" integer NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "deliveries_characters_pos" CHECK ("deliveries"."characters" > 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_chapters" (
	"id" text PRIMARY KEY NOT NULL,
	"delivery_id" text NOT NULL,
	"index" integer NOT NULL,
	"title" text,
	"text" text,
	"characters" integer NOT NULL,
	"dispatches" integer NOT NULL,
	"status" "chapter_status" DEFAULT 'queued' NOT NULL,
	"processed_chars" integer DEFAULT 0 NOT NULL,
	"duration_seconds" real,
	"error_code" "job_error_code",
	"error_message" text,
	"error_retryable" boolean,
	"audio_key" text,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "delivery_chapters_position" UNIQUE("delivery_id","index"),
	CONSTRAINT "delivery_chapters_characters_pos" CHECK ("delivery_chapters"."characters" > 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_records" (
	"account_id" text NOT NULL,
	"scope" "idempotency_scope" NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"resource_id" text NOT NULL,
	"response_status" integer NOT NULL,
	"response_body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_records_account_id_scope_key_pk" PRIMARY KEY("account_id","scope","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"kind" "ledger_kind" NOT NULL,
	"job_id" text,
	"delivery_id" text,
	"chapter_id" text,
	"key_id" text,
	"key_month" date,
	"monthly_delta" integer DEFAULT 0 NOT NULL,
	"tokens_delta" integer DEFAULT 0 NOT NULL,
	"period_start" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_sign_by_kind" CHECK (("ledger_entries"."kind" <> 'charge' OR ("ledger_entries"."monthly_delta" <= 0 AND "ledger_entries"."tokens_delta" <= 0 AND "ledger_entries"."monthly_delta" + "ledger_entries"."tokens_delta" < 0))
      AND ("ledger_entries"."kind" <> 'refund' OR ("ledger_entries"."monthly_delta" >= 0 AND "ledger_entries"."tokens_delta" >= 0))
      AND ("ledger_entries"."kind" <> 'grant' OR ("ledger_entries"."monthly_delta" = 0 AND "ledger_entries"."tokens_delta" > 0))),
	CONSTRAINT "ledger_subject_by_kind" CHECK (("ledger_entries"."kind" NOT IN ('charge', 'refund')) OR ("ledger_entries"."job_id" IS NOT NULL) <> ("ledger_entries"."delivery_id" IS NOT NULL)),
	CONSTRAINT "ledger_refund_chapter" CHECK ("ledger_entries"."kind" <> 'refund' OR "ledger_entries"."delivery_id" IS NULL OR "ledger_entries"."chapter_id" IS NOT NULL),
	CONSTRAINT "ledger_monthly_period" CHECK ("ledger_entries"."monthly_delta" = 0 OR "ledger_entries"."period_start" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "auth_blocks" (
	"network" text PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_failures" (
	"network" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "download_leases" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"bucket" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"mode" "service_mode" DEFAULT 'normal' NOT NULL,
	"notice" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_settings_single_row" CHECK ("service_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "worker_heartbeats" (
	"worker_id" text PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "speech_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"key_id" text,
	"status" "speech_status" DEFAULT 'processing' NOT NULL,
	"text" text,
	"characters" integer NOT NULL,
	"dispatches" integer NOT NULL,
	"voice_id" text NOT NULL,
	"output_format" "audio_format" NOT NULL,
	"number_mode" "number_mode" NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"processed_chars" integer DEFAULT 0 NOT NULL,
	"error_code" "job_error_code",
	"error_message" text,
	"error_retryable" boolean,
	"wav_key" text,
	"mp3_key" text,
	"mp3_bytes" integer,
	"wav_bytes" integer,
	"duration_seconds" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"deadline_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"purged_at" timestamp with time zone,
	CONSTRAINT "speech_jobs_characters_pos" CHECK ("speech_jobs"."characters" > 0),
	CONSTRAINT "speech_jobs_processed_range" CHECK ("speech_jobs"."processed_chars" BETWEEN 0 AND "speech_jobs"."characters")
);
--> statement-breakpoint
CREATE TABLE "account_voices" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"name" text NOT NULL,
	"category" text DEFAULT 'custom' NOT NULL,
	"base_voice_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_key_secrets" ADD CONSTRAINT "api_key_secrets_key_id_api_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_key_id_api_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_chapters" ADD CONSTRAINT "delivery_chapters_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_records" ADD CONSTRAINT "idempotency_records_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_job_id_speech_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."speech_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_chapter_id_delivery_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."delivery_chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speech_jobs" ADD CONSTRAINT "speech_jobs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speech_jobs" ADD CONSTRAINT "speech_jobs_key_id_api_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_voices" ADD CONSTRAINT "account_voices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_key_secrets_key_idx" ON "api_key_secrets" USING btree ("key_id");--> statement-breakpoint
CREATE INDEX "api_keys_account_idx" ON "api_keys" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "deliveries_account_idx" ON "deliveries" USING btree ("account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "idempotency_expiry_idx" ON "idempotency_records" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "ledger_account_idx" ON "ledger_entries" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "ledger_key_month_idx" ON "ledger_entries" USING btree ("key_id","key_month");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_one_charge_per_job" ON "ledger_entries" USING btree ("job_id") WHERE "ledger_entries"."kind" = 'charge' AND "ledger_entries"."job_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_one_refund_per_job" ON "ledger_entries" USING btree ("job_id") WHERE "ledger_entries"."kind" = 'refund' AND "ledger_entries"."job_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_one_charge_per_delivery" ON "ledger_entries" USING btree ("delivery_id") WHERE "ledger_entries"."kind" = 'charge' AND "ledger_entries"."chapter_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_one_refund_per_chapter" ON "ledger_entries" USING btree ("chapter_id") WHERE "ledger_entries"."kind" = 'refund' AND "ledger_entries"."chapter_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "auth_failures_network_at_idx" ON "auth_failures" USING btree ("network","at");--> statement-breakpoint
CREATE INDEX "download_leases_account_idx" ON "download_leases" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "speech_jobs_account_list_idx" ON "speech_jobs" USING btree ("account_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "speech_jobs_active_idx" ON "speech_jobs" USING btree ("account_id") WHERE "speech_jobs"."status" = 'processing';--> statement-breakpoint
CREATE INDEX "speech_jobs_expiry_idx" ON "speech_jobs" USING btree ("expires_at") WHERE "speech_jobs"."purged_at" IS NULL AND "speech_jobs"."expires_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "account_voices_account_idx" ON "account_voices" USING btree ("account_id");