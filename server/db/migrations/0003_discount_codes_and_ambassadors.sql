CREATE TABLE "ambassadors" (
	"id" serial PRIMARY KEY NOT NULL,
	"handle" text NOT NULL,
	"display_name" text NOT NULL,
	"referral_code" text NOT NULL,
	"discount_code_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ambassadors_handle_unique" UNIQUE("handle"),
	CONSTRAINT "ambassadors_referral_code_unique" UNIQUE("referral_code"),
	CONSTRAINT "ambassadors_handle_format" CHECK ("ambassadors"."handle" ~ '^[a-z0-9]([a-z0-9._-]{0,38}[a-z0-9])?$'),
	CONSTRAINT "ambassadors_referral_code_format" CHECK ("ambassadors"."referral_code" ~ '^[A-Z0-9][A-Z0-9_-]{2,31}$')
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"discount_type" text NOT NULL,
	"value" integer NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_customer" integer,
	"min_order_fils" integer,
	"min_weeks" smallint,
	"plan_slugs" text[] DEFAULT '{}'::text[] NOT NULL,
	"card_bins" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_automatic" boolean DEFAULT false NOT NULL,
	"campaign" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "discount_codes_campaign_unique" UNIQUE("campaign"),
	CONSTRAINT "discount_codes_code_format" CHECK ("discount_codes"."code" ~ '^[A-Z0-9][A-Z0-9_-]{2,31}$'),
	CONSTRAINT "discount_codes_type" CHECK ("discount_codes"."discount_type" in ('percentage', 'flat')),
	CONSTRAINT "discount_codes_value" CHECK (("discount_codes"."discount_type" = 'percentage' and "discount_codes"."value" between 1 and 100) or ("discount_codes"."discount_type" = 'flat' and "discount_codes"."value" > 0)),
	CONSTRAINT "discount_codes_validity" CHECK ("discount_codes"."valid_until" is null or "discount_codes"."valid_from" is null or "discount_codes"."valid_until" > "discount_codes"."valid_from"),
	CONSTRAINT "discount_codes_limits" CHECK (coalesce("discount_codes"."max_uses", 1) > 0 and coalesce("discount_codes"."max_uses_per_customer", 1) > 0),
	CONSTRAINT "discount_codes_bins" CHECK ("discount_codes"."card_bins" <@ array[]::text[] or array_to_string("discount_codes"."card_bins", ',') ~ '^[0-9]{6,8}(,[0-9]{6,8})*$')
);
--> statement-breakpoint
ALTER TABLE "ambassadors" ADD CONSTRAINT "ambassadors_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE set null ON UPDATE no action;