ALTER TABLE "orders" ALTER COLUMN "source" SET DEFAULT 'Direct';--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "source" text DEFAULT 'Direct' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "initiator_type" text DEFAULT 'Organic' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "attribution" jsonb DEFAULT '{}'::jsonb NOT NULL;