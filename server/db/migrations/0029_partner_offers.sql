CREATE TABLE "partner_offer_translations" (
	"offer_id" integer NOT NULL,
	"locale" text NOT NULL,
	"headline" text NOT NULL,
	CONSTRAINT "partner_offer_translations_offer_id_locale_pk" PRIMARY KEY("offer_id","locale"),
	CONSTRAINT "partner_offer_translations_locale" CHECK ("partner_offer_translations"."locale" in ('en', 'ar-ae', 'ru-ae'))
);
--> statement-breakpoint
CREATE TABLE "partner_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"partner_name" text NOT NULL,
	"discount_code_id" integer NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_offers_slug_unique" UNIQUE("slug"),
	CONSTRAINT "partner_offers_slug_format" CHECK ("partner_offers"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "partner_offers_validity" CHECK ("partner_offers"."valid_until" is null or "partner_offers"."valid_from" is null or "partner_offers"."valid_until" > "partner_offers"."valid_from")
);
--> statement-breakpoint
ALTER TABLE "partner_offer_translations" ADD CONSTRAINT "partner_offer_translations_offer_id_partner_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."partner_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_offers" ADD CONSTRAINT "partner_offers_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE no action ON UPDATE no action;