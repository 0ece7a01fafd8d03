CREATE TABLE "plan_translations" (
	"plan_id" integer NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"summary" text NOT NULL,
	CONSTRAINT "plan_translations_plan_id_locale_pk" PRIMARY KEY("plan_id","locale"),
	CONSTRAINT "plan_translations_locale" CHECK ("plan_translations"."locale" in ('en', 'ar-ae', 'ru-ae'))
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"meals_per_day" smallint NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_slug_unique" UNIQUE("slug"),
	CONSTRAINT "plans_slug_format" CHECK ("plans"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "plans_meals_per_day" CHECK ("plans"."meals_per_day" between 1 and 6)
);
--> statement-breakpoint
ALTER TABLE "plan_translations" ADD CONSTRAINT "plan_translations_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;