ALTER TABLE "orders" ADD COLUMN "customer_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "codes_held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_over_limit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reversal" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_discount_codes" ON "orders" USING gin ("discount_codes");--> statement-breakpoint
-- Orders made before this release count against per-customer code limits by their normalised
-- e-mail too (the same rule as domain/customer-email.ts: lower case, no +tag, no dots at Gmail).
UPDATE "orders" SET "customer_key" = CASE WHEN "parts"."domain" IN ('gmail.com', 'googlemail.com') THEN replace("parts"."local", '.', '') || '@gmail.com' ELSE "parts"."local" || '@' || "parts"."domain" END
FROM (SELECT "id", split_part(split_part(lower(trim("email")), '@', 1), '+', 1) AS "local", split_part(lower(trim("email")), '@', 2) AS "domain" FROM "orders") AS "parts"
WHERE "orders"."id" = "parts"."id" AND "orders"."customer_key" IS NULL;--> statement-breakpoint
-- An order with several attempts open (possible before this release) keeps its newest one open;
-- the others are given up. A late success on one of them is refunded like any attempt that lost.
UPDATE "payments" SET "status" = 'failed', "failure_reason" = 'expired', "gateway_code" = 'SUPERSEDED', "completed_at" = now(), "updated_at" = now()
WHERE "status" IN ('pending', 'requires_action') AND "id" NOT IN (SELECT max("id") FROM "payments" WHERE "status" IN ('pending', 'requires_action') GROUP BY "order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_order" ON "payments" USING btree ("order_id") WHERE "payments"."status" in ('pending', 'requires_action');--> statement-breakpoint
CREATE INDEX "payments_unchecked" ON "payments" USING btree ("last_checked_at" NULLS FIRST) WHERE "payments"."status" in ('pending', 'requires_action');--> statement-breakpoint
CREATE INDEX "payments_reversal_due" ON "payments" USING btree ("id") WHERE "payments"."reversal" = 'due';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reversal" CHECK ("payments"."reversal" in ('due', 'done'));