ALTER TABLE "customers" ADD COLUMN "meal_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "meal_reminded_week" date;