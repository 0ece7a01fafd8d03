CREATE TABLE "referral_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"ambassador_id" integer NOT NULL,
	"amount_fils" integer NOT NULL,
	"reference" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"staff_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_payouts_amount" CHECK ("referral_payouts"."amount_fils" > 0),
	CONSTRAINT "referral_payouts_reference" CHECK (length("referral_payouts"."reference") between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "referral_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"ambassador_id" integer NOT NULL,
	"order_id" integer,
	"kind" text NOT NULL,
	"amount_fils" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_rewards_once_per_order" UNIQUE("order_id","kind"),
	CONSTRAINT "referral_rewards_kind" CHECK ("referral_rewards"."kind" in ('earned', 'reversed')),
	CONSTRAINT "referral_rewards_sign" CHECK (("referral_rewards"."kind" = 'earned' and "referral_rewards"."amount_fils" >= 0) or ("referral_rewards"."kind" = 'reversed' and "referral_rewards"."amount_fils" <= 0))
);
--> statement-breakpoint
ALTER TABLE "ambassadors" ADD COLUMN "reward_fils" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ambassadors" ADD COLUMN "rewards_owed_fils" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ambassadors" ADD COLUMN "rewards_clawback_fils" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "referral_payouts" ADD CONSTRAINT "referral_payouts_ambassador_id_ambassadors_id_fk" FOREIGN KEY ("ambassador_id") REFERENCES "public"."ambassadors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_payouts" ADD CONSTRAINT "referral_payouts_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_ambassador_id_ambassadors_id_fk" FOREIGN KEY ("ambassador_id") REFERENCES "public"."ambassadors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_payouts_ambassador" ON "referral_payouts" USING btree ("ambassador_id","id");--> statement-breakpoint
CREATE INDEX "referral_rewards_ambassador" ON "referral_rewards" USING btree ("ambassador_id","id");--> statement-breakpoint
ALTER TABLE "ambassadors" ADD CONSTRAINT "ambassadors_reward" CHECK ("ambassadors"."reward_fils" >= 0 and "ambassadors"."reward_fils" <= 100000000);--> statement-breakpoint
ALTER TABLE "ambassadors" ADD CONSTRAINT "ambassadors_rewards_balance" CHECK ("ambassadors"."rewards_owed_fils" >= 0 and "ambassadors"."rewards_clawback_fils" >= 0 and ("ambassadors"."rewards_owed_fils" = 0 or "ambassadors"."rewards_clawback_fils" = 0));