-- bag_movements is a ledger: rows are added, never changed or removed (decision 012). The one
-- change allowed is account deletion erasing whose bag it was (customer_key to null).
CREATE FUNCTION "bag_movements_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND NEW."customer_key" IS NULL AND NEW."id" = OLD."id" AND NEW."order_id" = OLD."order_id" AND NEW."kind" = OLD."kind" AND NEW."at" = OLD."at" THEN
		RETURN NEW;
	END IF;
	RAISE EXCEPTION 'bag_movements is append-only' USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "bag_movements_append_only" BEFORE UPDATE OR DELETE ON "bag_movements" FOR EACH ROW EXECUTE FUNCTION "bag_movements_append_only"();--> statement-breakpoint
-- Every paid order that charged the deposit before this release gave its customer a bag.
INSERT INTO "bag_movements" ("customer_key", "order_id", "kind", "at")
SELECT "customer_key", "id", 'delivered', "paid_at" FROM "orders"
WHERE "status" = 'paid' AND "customer_key" IS NOT NULL AND coalesce(("price"->>'bag_deposit')::integer, 0) > 0;
