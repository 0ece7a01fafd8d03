CREATE TABLE "addon_price_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"price_per_day_fils" integer NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addon_price_changes_positive" CHECK ("addon_price_changes"."price_per_day_fils" > 0)
);
--> statement-breakpoint
ALTER TABLE "contact_messages" DROP CONSTRAINT "contact_messages_topic";--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_note" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "handled_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "consultation_handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "consultation_handled_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "consultation_handled_note" text;--> statement-breakpoint
ALTER TABLE "addon_price_changes" ADD CONSTRAINT "addon_price_changes_variant_id_addon_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."addon_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addon_price_changes" ADD CONSTRAINT "addon_price_changes_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addon_price_changes_variant" ON "addon_price_changes" USING btree ("variant_id","effective_from");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_handled_by_staff_members_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_handled_by_staff_members_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_consultation_handled_by_staff_members_id_fk" FOREIGN KEY ("consultation_handled_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_topic" CHECK ("contact_messages"."topic" in ('plans', 'delivery', 'subscription', 'payment', 'ambassador', 'other'));