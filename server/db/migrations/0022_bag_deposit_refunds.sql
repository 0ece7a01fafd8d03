CREATE TABLE "photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"dish_id" integer,
	"plan_id" integer,
	"status" text DEFAULT 'processing' NOT NULL,
	"source_format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"widths" integer[],
	"alt_en" text NOT NULL,
	"alt_ar" text NOT NULL,
	"alt_ru" text NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	CONSTRAINT "photos_key_unique" UNIQUE("key"),
	CONSTRAINT "photos_one_subject" CHECK (("photos"."dish_id" is null) <> ("photos"."plan_id" is null)),
	CONSTRAINT "photos_status" CHECK ("photos"."status" in ('processing', 'ready', 'failed', 'removed')),
	CONSTRAINT "photos_source_format" CHECK ("photos"."source_format" in ('jpeg', 'png', 'webp', 'avif')),
	CONSTRAINT "photos_size" CHECK ("photos"."width" > 0 and "photos"."height" > 0),
	CONSTRAINT "photos_key_format" CHECK ("photos"."key" ~ '^[A-Za-z0-9_-]{16,64}$'),
	CONSTRAINT "photos_ready" CHECK ("photos"."status" <> 'ready' or ("photos"."widths" is not null and "photos"."ready_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_reason";--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_arithmetic";--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_dish_id_dishes_id_fk" FOREIGN KEY ("dish_id") REFERENCES "public"."dishes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_uploaded_by_staff_members_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_dish" ON "photos" USING btree ("dish_id","id");--> statement-breakpoint
CREATE INDEX "photos_plan" ON "photos" USING btree ("plan_id","id");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bag_movements_one_collection_per_order" ON "bag_movements" USING btree ("order_id") WHERE "bag_movements"."kind" = 'collected';--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_bag_deposit_per_order" ON "refunds" USING btree ("order_id") WHERE "refunds"."reason" = 'bag-deposit';--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_bag_deposit" CHECK ("refunds"."reason" <> 'bag-deposit' or ("refunds"."days" = 0 and "refunds"."fee_fils" = 0 and "refunds"."fee_percent" = 0));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_reason" CHECK ("refunds"."reason" in ('cancellation', 'bag-deposit'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_arithmetic" CHECK ("refunds"."reason" <> 'cancellation' or ("refunds"."days" > 0 and "refunds"."fee_fils" >= 0 and "refunds"."amount_fils" = "refunds"."days" * "refunds"."day_price_fils" - "refunds"."fee_fils"));