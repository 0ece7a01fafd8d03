CREATE TABLE "area_timings" (
	"id" serial PRIMARY KEY NOT NULL,
	"area_id" integer NOT NULL,
	"slot" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "area_timings_area_slot" UNIQUE("area_id","slot"),
	CONSTRAINT "area_timings_slot" CHECK ("area_timings"."slot" in ('early-morning', 'morning', 'evening'))
);
--> statement-breakpoint
CREATE TABLE "area_translations" (
	"area_id" integer NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "area_translations_area_id_locale_pk" PRIMARY KEY("area_id","locale"),
	CONSTRAINT "area_translations_locale" CHECK ("area_translations"."locale" in ('en', 'ar-ae', 'ru-ae'))
);
--> statement-breakpoint
CREATE TABLE "areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"slug" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "areas_slug_unique" UNIQUE("slug"),
	CONSTRAINT "areas_slug_format" CHECK ("areas"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "cities_slug_unique" UNIQUE("slug"),
	CONSTRAINT "cities_slug_format" CHECK ("cities"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "city_translations" (
	"city_id" integer NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "city_translations_city_id_locale_pk" PRIMARY KEY("city_id","locale"),
	CONSTRAINT "city_translations_locale" CHECK ("city_translations"."locale" in ('en', 'ar-ae', 'ru-ae'))
);
--> statement-breakpoint
ALTER TABLE "area_timings" ADD CONSTRAINT "area_timings_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_translations" ADD CONSTRAINT "area_translations_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city_translations" ADD CONSTRAINT "city_translations_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "areas_city" ON "areas" USING btree ("city_id");