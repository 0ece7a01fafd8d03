ALTER TABLE "outbox" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "order_id" integer;