-- A plan's version (subscriptions.version) moves in the same transaction as any change to the
-- plan, its delivery days or their meals, whichever code makes it (the customer's changes, the
-- console, the kitchen, jobs): the plan API's cached answer is keyed on it
-- (server/schedule/plan-answers.ts), so a change is visible on the next read on every instance.
-- Statement-level with transition tables: a multi-row insert of 56 days bumps its plan once. The
-- plans' rows are locked in id order, so two bulk changes never deadlock on each other.
CREATE FUNCTION "bump_subscription_versions"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF cardinality(ids) = 0 THEN
		RETURN;
	END IF;
	PERFORM 1 FROM "subscriptions" WHERE "id" = ANY(ids) ORDER BY "id" FOR NO KEY UPDATE;
	UPDATE "subscriptions" SET "version" = "version" + 1 WHERE "id" = ANY(ids);
END
$$;--> statement-breakpoint
-- A change to the plan's own row (status, allergies, rules...) moves it too, once per row update;
-- an update that already moved it (the function above) is not counted twice.
CREATE FUNCTION "subscription_version_moves"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."version" = OLD."version" THEN
		NEW."version" := OLD."version" + 1;
	END IF;
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "subscriptions_version" BEFORE UPDATE ON "subscriptions"
	FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "subscription_version_moves"();--> statement-breakpoint
CREATE FUNCTION "deliveries_move_plan_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "bump_subscription_versions"(ARRAY(SELECT DISTINCT "subscription_id" FROM new_rows));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "bump_subscription_versions"(ARRAY(SELECT DISTINCT "subscription_id" FROM old_rows));
	ELSE
		PERFORM "bump_subscription_versions"(ARRAY(SELECT "subscription_id" FROM new_rows UNION SELECT "subscription_id" FROM old_rows));
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "deliveries_inserted_version" AFTER INSERT ON "deliveries"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "deliveries_move_plan_version"();--> statement-breakpoint
CREATE TRIGGER "deliveries_updated_version" AFTER UPDATE ON "deliveries"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "deliveries_move_plan_version"();--> statement-breakpoint
CREATE TRIGGER "deliveries_deleted_version" AFTER DELETE ON "deliveries"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "deliveries_move_plan_version"();--> statement-breakpoint
-- A day's meals belong to its plan through the day. A day deleted with its meals (cascade) is
-- already gone here; its own delete moved the plan's version.
CREATE FUNCTION "delivery_meals_move_plan_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "bump_subscription_versions"(ARRAY(
			SELECT DISTINCT d."subscription_id" FROM "deliveries" d WHERE d."id" IN (SELECT "delivery_id" FROM new_rows)));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "bump_subscription_versions"(ARRAY(
			SELECT DISTINCT d."subscription_id" FROM "deliveries" d WHERE d."id" IN (SELECT "delivery_id" FROM old_rows)));
	ELSE
		PERFORM "bump_subscription_versions"(ARRAY(
			SELECT DISTINCT d."subscription_id" FROM "deliveries" d
			WHERE d."id" IN (SELECT "delivery_id" FROM new_rows UNION SELECT "delivery_id" FROM old_rows)));
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "delivery_meals_inserted_version" AFTER INSERT ON "delivery_meals"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "delivery_meals_move_plan_version"();--> statement-breakpoint
CREATE TRIGGER "delivery_meals_updated_version" AFTER UPDATE ON "delivery_meals"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "delivery_meals_move_plan_version"();--> statement-breakpoint
CREATE TRIGGER "delivery_meals_deleted_version" AFTER DELETE ON "delivery_meals"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "delivery_meals_move_plan_version"();
