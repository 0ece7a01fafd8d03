-- A paid day is never lost (decision 012): at commit, every subscription touched by the
-- transaction must have exactly `paid_days` deliveries that are not frozen (scheduled, delivered,
-- failed or cancelled). Freezing a day therefore has to append its replacement in the same
-- transaction, and a renewal has to add its days with its paid_days. Deferred, so a transaction
-- may pass through uneven states on the way.
CREATE FUNCTION "subscription_days_match"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	checked_id integer;
	expected integer;
	counted integer;
BEGIN
	IF TG_TABLE_NAME = 'subscriptions' THEN
		checked_id := NEW."id";
	ELSIF TG_OP = 'DELETE' THEN
		checked_id := OLD."subscription_id";
	ELSE
		checked_id := NEW."subscription_id";
	END IF;
	SELECT "paid_days" INTO expected FROM "subscriptions" WHERE "id" = checked_id;
	IF expected IS NULL THEN
		RETURN NULL;
	END IF;
	SELECT count(*) INTO counted FROM "deliveries" WHERE "subscription_id" = checked_id AND "state" <> 'frozen';
	IF counted <> expected THEN
		RAISE EXCEPTION 'subscription % has % delivery days, paid for %', checked_id, counted, expected
			USING ERRCODE = 'check_violation', CONSTRAINT = 'subscription_days_match';
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "deliveries_days_match" AFTER INSERT OR UPDATE OR DELETE ON "deliveries"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "subscription_days_match"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "subscriptions_days_match" AFTER INSERT OR UPDATE OF "paid_days" ON "subscriptions"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "subscription_days_match"();
