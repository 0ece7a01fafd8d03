CREATE SEQUENCE "public"."invoice_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"locale" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"mobile_number" text NOT NULL,
	"plan_id" integer NOT NULL,
	"plan_variant_id" integer NOT NULL,
	"plan_slug" text NOT NULL,
	"plan_name" text NOT NULL,
	"size" text NOT NULL,
	"days_per_week" smallint NOT NULL,
	"weeks" smallint NOT NULL,
	"addon_variant_id" integer,
	"addon_name" text,
	"start_date" date NOT NULL,
	"allergies" text[] DEFAULT '{}'::text[] NOT NULL,
	"allergy_notes" text DEFAULT '' NOT NULL,
	"delivery_address" jsonb NOT NULL,
	"area_timing_id" integer NOT NULL,
	"price" jsonb NOT NULL,
	"total_fils" integer NOT NULL,
	"vat_fils" integer NOT NULL,
	"discount_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"referral_code" text,
	"source" text DEFAULT 'Web' NOT NULL,
	"initiator_type" text DEFAULT 'Organic' NOT NULL,
	"idempotency_key" text,
	"request_hash" text,
	"invoice_number" integer,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "orders_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "orders_invoice_number_unique" UNIQUE("invoice_number"),
	CONSTRAINT "orders_status" CHECK ("orders"."status" in ('draft', 'pending_payment', 'paid', 'failed', 'cancelled')),
	CONSTRAINT "orders_paid" CHECK (("orders"."status" = 'paid') = ("orders"."paid_at" is not null and "orders"."invoice_number" is not null)),
	CONSTRAINT "orders_total" CHECK ("orders"."total_fils" > 0 and "orders"."vat_fils" >= 0 and "orders"."vat_fils" < "orders"."total_fils")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"source" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"outcome" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_dedupe" UNIQUE("payment_id","dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"method" text NOT NULL,
	"gateway" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount_fils" integer NOT NULL,
	"currency" text DEFAULT 'AED' NOT NULL,
	"merchant_reference" text NOT NULL,
	"gateway_reference" text,
	"card_masked" text,
	"card_brand" text,
	"failure_reason" text,
	"gateway_code" text,
	"idempotency_key" text,
	"check_count" smallint DEFAULT 0 NOT NULL,
	"last_checked_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_merchant_reference_unique" UNIQUE("merchant_reference"),
	CONSTRAINT "payments_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payments_method" CHECK ("payments"."method" in ('card', 'tabby', 'apple_pay')),
	CONSTRAINT "payments_gateway" CHECK ("payments"."gateway" in ('aps', 'tabby')),
	CONSTRAINT "payments_status" CHECK ("payments"."status" in ('pending', 'requires_action', 'paid', 'failed', 'cancelled')),
	CONSTRAINT "payments_amount" CHECK ("payments"."amount_fils" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_plan_variant_id_plan_variants_id_fk" FOREIGN KEY ("plan_variant_id") REFERENCES "public"."plan_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_addon_variant_id_addon_variants_id_fk" FOREIGN KEY ("addon_variant_id") REFERENCES "public"."addon_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_area_timing_id_area_timings_id_fk" FOREIGN KEY ("area_timing_id") REFERENCES "public"."area_timings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_status_updated" ON "orders" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "orders_email" ON "orders" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_paid_per_order" ON "payments" USING btree ("order_id") WHERE "payments"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "payments_open" ON "payments" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "payments_order" ON "payments" USING btree ("order_id");