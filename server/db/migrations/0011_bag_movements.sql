CREATE TABLE "dish_nutrition" (
	"dish_id" integer NOT NULL,
	"size" text NOT NULL,
	"kcal" integer NOT NULL,
	"protein_g" double precision NOT NULL,
	"carbs_g" double precision NOT NULL,
	"fat_g" double precision NOT NULL,
	CONSTRAINT "dish_nutrition_dish_id_size_pk" PRIMARY KEY("dish_id","size"),
	CONSTRAINT "dish_nutrition_size" CHECK ("dish_nutrition"."size" in ('regular', 'plus')),
	CONSTRAINT "dish_nutrition_kcal" CHECK ("dish_nutrition"."kcal" > 0),
	CONSTRAINT "dish_nutrition_macros" CHECK ("dish_nutrition"."protein_g" >= 0 and "dish_nutrition"."carbs_g" >= 0 and "dish_nutrition"."fat_g" >= 0)
);
--> statement-breakpoint
CREATE TABLE "dish_translations" (
	"dish_id" integer NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"ingredients" text DEFAULT '' NOT NULL,
	CONSTRAINT "dish_translations_dish_id_locale_pk" PRIMARY KEY("dish_id","locale"),
	CONSTRAINT "dish_translations_locale" CHECK ("dish_translations"."locale" in ('en', 'ar-ae', 'ru-ae'))
);
--> statement-breakpoint
CREATE TABLE "dishes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"meal" text NOT NULL,
	"diet_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"allergens" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dishes_code_unique" UNIQUE("code"),
	CONSTRAINT "dishes_code_format" CHECK ("dishes"."code" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "dishes_meal" CHECK ("dishes"."meal" in ('suhoor', 'breakfast', 'lunch', 'snack', 'dinner', 'iftar')),
	CONSTRAINT "dishes_allergens" CHECK ("dishes"."allergens" <@ array['gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soy', 'milk', 'tree-nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs']::text[]),
	CONSTRAINT "dishes_status" CHECK ("dishes"."status" in ('active', 'retired'))
);
--> statement-breakpoint
CREATE TABLE "weekly_menu_items" (
	"menu_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"meal" text NOT NULL,
	"dish_id" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "weekly_menu_items_menu_id_weekday_meal_dish_id_pk" PRIMARY KEY("menu_id","weekday","meal","dish_id"),
	CONSTRAINT "weekly_menu_items_weekday" CHECK ("weekly_menu_items"."weekday" between 1 and 7),
	CONSTRAINT "weekly_menu_items_meal" CHECK ("weekly_menu_items"."meal" in ('suhoor', 'breakfast', 'lunch', 'snack', 'dinner', 'iftar'))
);
--> statement-breakpoint
CREATE TABLE "weekly_menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_menus_plan_week" UNIQUE("plan_id","week_start"),
	CONSTRAINT "weekly_menus_monday" CHECK (extract(isodow from "weekly_menus"."week_start") = 1),
	CONSTRAINT "weekly_menus_status" CHECK ("weekly_menus"."status" in ('draft', 'published')),
	CONSTRAINT "weekly_menus_published" CHECK (("weekly_menus"."status" = 'published') = ("weekly_menus"."published_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "closed_dates" (
	"date" date PRIMARY KEY NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"date" date NOT NULL,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"address" jsonb NOT NULL,
	"area_timing_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deliveries_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "deliveries_state" CHECK ("deliveries"."state" in ('scheduled', 'frozen', 'delivered', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "delivery_meals" (
	"delivery_id" integer NOT NULL,
	"meal" text NOT NULL,
	"dish_id" integer NOT NULL,
	"chosen_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_meals_delivery_id_meal_pk" PRIMARY KEY("delivery_id","meal"),
	CONSTRAINT "delivery_meals_chosen_by" CHECK ("delivery_meals"."chosen_by" in ('customer', 'staff', 'default'))
);
--> statement-breakpoint
CREATE TABLE "schedule_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"effective_from" date NOT NULL,
	"cutoff_hour" smallint NOT NULL,
	"days_ahead_before" smallint NOT NULL,
	"days_ahead_after" smallint NOT NULL,
	"max_frozen_days" smallint NOT NULL,
	"finish_within_days" smallint NOT NULL,
	"cancellation_fee_percent" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_rules_effective_from_unique" UNIQUE("effective_from"),
	CONSTRAINT "schedule_rules_cutoff_hour" CHECK ("schedule_rules"."cutoff_hour" between 0 and 23),
	CONSTRAINT "schedule_rules_days_ahead" CHECK ("schedule_rules"."days_ahead_before" between 1 and 14 and "schedule_rules"."days_ahead_after" between "schedule_rules"."days_ahead_before" and 14),
	CONSTRAINT "schedule_rules_frozen" CHECK ("schedule_rules"."max_frozen_days" between 0 and 120),
	CONSTRAINT "schedule_rules_finish" CHECK ("schedule_rules"."finish_within_days" between 0 and 365),
	CONSTRAINT "schedule_rules_fee" CHECK ("schedule_rules"."cancellation_fee_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" integer,
	"customer_key" text,
	"plan_id" integer NOT NULL,
	"plan_variant_id" integer NOT NULL,
	"size" text NOT NULL,
	"days_per_week" smallint NOT NULL,
	"allergies" text[] DEFAULT '{}'::text[] NOT NULL,
	"allergy_notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"paid_days" integer NOT NULL,
	"rules" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "subscriptions_status" CHECK ("subscriptions"."status" in ('active', 'finished', 'cancelled')),
	CONSTRAINT "subscriptions_size" CHECK ("subscriptions"."size" in ('regular', 'plus')),
	CONSTRAINT "subscriptions_days_per_week" CHECK ("subscriptions"."days_per_week" in (5, 6, 7)),
	CONSTRAINT "subscriptions_paid_days" CHECK ("subscriptions"."paid_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "bag_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_key" text,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bag_movements_kind" CHECK ("bag_movements"."kind" in ('delivered', 'collected'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subscription_id" integer;--> statement-breakpoint
ALTER TABLE "dish_nutrition" ADD CONSTRAINT "dish_nutrition_dish_id_dishes_id_fk" FOREIGN KEY ("dish_id") REFERENCES "public"."dishes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dish_translations" ADD CONSTRAINT "dish_translations_dish_id_dishes_id_fk" FOREIGN KEY ("dish_id") REFERENCES "public"."dishes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_menu_items" ADD CONSTRAINT "weekly_menu_items_menu_id_weekly_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."weekly_menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_menu_items" ADD CONSTRAINT "weekly_menu_items_dish_id_dishes_id_fk" FOREIGN KEY ("dish_id") REFERENCES "public"."dishes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_menus" ADD CONSTRAINT "weekly_menus_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_area_timing_id_area_timings_id_fk" FOREIGN KEY ("area_timing_id") REFERENCES "public"."area_timings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_meals" ADD CONSTRAINT "delivery_meals_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_meals" ADD CONSTRAINT "delivery_meals_dish_id_dishes_id_fk" FOREIGN KEY ("dish_id") REFERENCES "public"."dishes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_variant_id_plan_variants_id_fk" FOREIGN KEY ("plan_variant_id") REFERENCES "public"."plan_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_movements" ADD CONSTRAINT "bag_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "weekly_menu_items_one_default" ON "weekly_menu_items" USING btree ("menu_id","weekday","meal") WHERE "weekly_menu_items"."is_default";--> statement-breakpoint
CREATE INDEX "weekly_menu_items_dish" ON "weekly_menu_items" USING btree ("dish_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_one_live_per_date" ON "deliveries" USING btree ("subscription_id","date") WHERE "deliveries"."state" in ('scheduled', 'delivered', 'failed');--> statement-breakpoint
CREATE INDEX "deliveries_subscription" ON "deliveries" USING btree ("subscription_id","date");--> statement-breakpoint
CREATE INDEX "deliveries_date" ON "deliveries" USING btree ("date") WHERE "deliveries"."state" in ('scheduled', 'delivered', 'failed');--> statement-breakpoint
CREATE INDEX "deliveries_order" ON "deliveries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "delivery_meals_dish" ON "delivery_meals" USING btree ("dish_id");--> statement-breakpoint
CREATE INDEX "subscriptions_customer" ON "subscriptions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "subscriptions_customer_key" ON "subscriptions" USING btree ("customer_key");--> statement-breakpoint
CREATE INDEX "bag_movements_customer" ON "bag_movements" USING btree ("customer_key");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;