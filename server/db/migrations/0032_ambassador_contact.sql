ALTER TABLE "ambassadors" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "ambassadors" ADD COLUMN "phone" text;