CREATE TABLE "plan_price_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"days_per_week" smallint NOT NULL,
	"weeks" smallint NOT NULL,
	"price_per_day_fils" integer NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_price_changes_days_per_week" CHECK ("plan_price_changes"."days_per_week" in (5, 6, 7)),
	CONSTRAINT "plan_price_changes_weeks" CHECK ("plan_price_changes"."weeks" in (1, 2, 4, 8)),
	CONSTRAINT "plan_price_changes_positive" CHECK ("plan_price_changes"."price_per_day_fils" > 0)
);
--> statement-breakpoint
ALTER TABLE "addon_variants" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plan_variants" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plan_price_changes" ADD CONSTRAINT "plan_price_changes_variant_id_plan_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."plan_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_price_changes" ADD CONSTRAINT "plan_price_changes_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_price_changes_choice" ON "plan_price_changes" USING btree ("variant_id","days_per_week","weeks","effective_from");