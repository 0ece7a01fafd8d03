CREATE TABLE "payment_start_keys" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"request_hash" text NOT NULL,
	"merchant_reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_start_keys" ADD CONSTRAINT "payment_start_keys_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_start_keys_order" ON "payment_start_keys" USING btree ("order_id");