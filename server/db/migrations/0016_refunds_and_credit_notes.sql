CREATE SEQUENCE "public"."credit_note_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"subscription_id" integer,
	"reason" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"amount_fils" integer NOT NULL,
	"vat_fils" integer NOT NULL,
	"days" smallint NOT NULL,
	"day_price_fils" integer NOT NULL,
	"fee_percent" smallint NOT NULL,
	"fee_fils" integer NOT NULL,
	"dates" date[] NOT NULL,
	"credit_note_number" integer DEFAULT nextval('credit_note_numbers') NOT NULL,
	"gateway_reference" text,
	"gateway_code" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "refunds_credit_note_number_unique" UNIQUE("credit_note_number"),
	CONSTRAINT "refunds_state" CHECK ("refunds"."state" in ('pending', 'confirmed', 'failed')),
	CONSTRAINT "refunds_reason" CHECK ("refunds"."reason" in ('cancellation')),
	CONSTRAINT "refunds_amount" CHECK ("refunds"."amount_fils" > 0 and "refunds"."vat_fils" >= 0 and "refunds"."vat_fils" <= "refunds"."amount_fils"),
	CONSTRAINT "refunds_arithmetic" CHECK ("refunds"."days" > 0 and "refunds"."fee_fils" >= 0 and "refunds"."amount_fils" = "refunds"."days" * "refunds"."day_price_fils" - "refunds"."fee_fils"),
	CONSTRAINT "refunds_confirmed" CHECK (("refunds"."state" = 'confirmed') = ("refunds"."confirmed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_fils" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_cancellation_per_order" ON "refunds" USING btree ("order_id") WHERE "refunds"."reason" = 'cancellation';--> statement-breakpoint
CREATE INDEX "refunds_pending" ON "refunds" USING btree ("next_attempt_at") WHERE "refunds"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "refunds_payment" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_subscription" ON "refunds" USING btree ("subscription_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded" CHECK ("payments"."refunded_fils" >= 0 and "payments"."refunded_fils" <= "payments"."amount_fils");