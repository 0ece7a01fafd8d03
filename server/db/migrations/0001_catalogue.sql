CREATE TABLE "addon_translations" (
	"addon_id" integer NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "addon_translations_addon_id_locale_pk" PRIMARY KEY("addon_id","locale"),
	CONSTRAINT "addon_translations_locale" CHECK ("addon_translations"."locale" in ('en', 'ar-ae', 'ru-ae'))
);
--> statement-breakpoint
CREATE TABLE "addon_variant_translations" (
	"variant_id" integer NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "addon_variant_translations_variant_id_locale_pk" PRIMARY KEY("variant_id","locale"),
	CONSTRAINT "addon_variant_translations_locale" CHECK ("addon_variant_translations"."locale" in ('en', 'ar-ae', 'ru-ae'))
);
--> statement-breakpoint
CREATE TABLE "addon_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"addon_id" integer NOT NULL,
	"code" text NOT NULL,
	"price_per_day_fils" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "addon_variants_code_unique" UNIQUE("code"),
	CONSTRAINT "addon_variants_code_format" CHECK ("addon_variants"."code" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "addon_variants_price" CHECK ("addon_variants"."price_per_day_fils" > 0)
);
--> statement-breakpoint
CREATE TABLE "addons" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "addons_slug_unique" UNIQUE("slug"),
	CONSTRAINT "addons_slug_format" CHECK ("addons"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "catalogue_fees" (
	"code" text PRIMARY KEY NOT NULL,
	"amount_fils" integer NOT NULL,
	"refundable" boolean NOT NULL,
	CONSTRAINT "catalogue_fees_amount" CHECK ("catalogue_fees"."amount_fils" > 0)
);
--> statement-breakpoint
CREATE TABLE "plan_prices" (
	"variant_id" integer NOT NULL,
	"days_per_week" smallint NOT NULL,
	"weeks" smallint NOT NULL,
	"price_per_day_fils" integer NOT NULL,
	CONSTRAINT "plan_prices_variant_id_days_per_week_weeks_pk" PRIMARY KEY("variant_id","days_per_week","weeks"),
	CONSTRAINT "plan_prices_days_per_week" CHECK ("plan_prices"."days_per_week" in (5, 6, 7)),
	CONSTRAINT "plan_prices_weeks" CHECK ("plan_prices"."weeks" in (1, 2, 4, 8)),
	CONSTRAINT "plan_prices_positive" CHECK ("plan_prices"."price_per_day_fils" > 0)
);
--> statement-breakpoint
CREATE TABLE "plan_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"code" text NOT NULL,
	"size" text NOT NULL,
	"kcal_min" integer NOT NULL,
	"kcal_max" integer NOT NULL,
	"list_price_per_day_fils" integer NOT NULL,
	CONSTRAINT "plan_variants_code_unique" UNIQUE("code"),
	CONSTRAINT "plan_variants_plan_size" UNIQUE("plan_id","size"),
	CONSTRAINT "plan_variants_code_format" CHECK ("plan_variants"."code" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "plan_variants_size" CHECK ("plan_variants"."size" in ('regular', 'plus')),
	CONSTRAINT "plan_variants_kcal" CHECK ("plan_variants"."kcal_min" > 0 and "plan_variants"."kcal_max" >= "plan_variants"."kcal_min"),
	CONSTRAINT "plan_variants_list_price" CHECK ("plan_variants"."list_price_per_day_fils" > 0)
);
--> statement-breakpoint
CREATE TABLE "sample_menu_dish_translations" (
	"menu_id" integer NOT NULL,
	"day" smallint NOT NULL,
	"position" smallint NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "sample_menu_dish_translations_menu_id_day_position_locale_pk" PRIMARY KEY("menu_id","day","position","locale"),
	CONSTRAINT "sample_menu_dish_translations_locale" CHECK ("sample_menu_dish_translations"."locale" in ('en', 'ar-ae', 'ru-ae'))
);
--> statement-breakpoint
CREATE TABLE "sample_menu_dishes" (
	"menu_id" integer NOT NULL,
	"day" smallint NOT NULL,
	"position" smallint NOT NULL,
	"slot" text NOT NULL,
	"kcal" integer NOT NULL,
	"protein_g" double precision NOT NULL,
	"carbs_g" double precision NOT NULL,
	"fat_g" double precision NOT NULL,
	"allergens" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "sample_menu_dishes_menu_id_day_position_pk" PRIMARY KEY("menu_id","day","position"),
	CONSTRAINT "sample_menu_dishes_day" CHECK ("sample_menu_dishes"."day" between 1 and 7),
	CONSTRAINT "sample_menu_dishes_position" CHECK ("sample_menu_dishes"."position" >= 0),
	CONSTRAINT "sample_menu_dishes_slot" CHECK ("sample_menu_dishes"."slot" in ('suhoor', 'breakfast', 'lunch', 'snack', 'dinner', 'iftar')),
	CONSTRAINT "sample_menu_dishes_kcal" CHECK ("sample_menu_dishes"."kcal" > 0),
	CONSTRAINT "sample_menu_dishes_macros" CHECK ("sample_menu_dishes"."protein_g" >= 0 and "sample_menu_dishes"."carbs_g" >= 0 and "sample_menu_dishes"."fat_g" >= 0),
	CONSTRAINT "sample_menu_dishes_allergens" CHECK ("sample_menu_dishes"."allergens" <@ array['gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soy', 'milk', 'tree-nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs']::text[])
);
--> statement-breakpoint
CREATE TABLE "sample_menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"diet" text NOT NULL,
	"plan_id" integer,
	CONSTRAINT "sample_menus_diet_unique" UNIQUE("diet")
);
--> statement-breakpoint
ALTER TABLE "plan_translations" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addon_translations" ADD CONSTRAINT "addon_translations_addon_id_addons_id_fk" FOREIGN KEY ("addon_id") REFERENCES "public"."addons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addon_variant_translations" ADD CONSTRAINT "addon_variant_translations_variant_id_addon_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."addon_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addon_variants" ADD CONSTRAINT "addon_variants_addon_id_addons_id_fk" FOREIGN KEY ("addon_id") REFERENCES "public"."addons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_prices" ADD CONSTRAINT "plan_prices_variant_id_plan_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."plan_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_variants" ADD CONSTRAINT "plan_variants_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_menu_dish_translations" ADD CONSTRAINT "sample_menu_dish_translations_dish_fk" FOREIGN KEY ("menu_id","day","position") REFERENCES "public"."sample_menu_dishes"("menu_id","day","position") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_menu_dishes" ADD CONSTRAINT "sample_menu_dishes_menu_id_sample_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."sample_menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_menus" ADD CONSTRAINT "sample_menus_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;