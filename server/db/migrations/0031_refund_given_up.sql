ALTER TABLE "refunds" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "given_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "given_up_by" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "given_up_note" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_given_up_by_staff_members_id_fk" FOREIGN KEY ("given_up_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_given_up" CHECK (("refunds"."state" = 'failed') = ("refunds"."given_up_at" is not null and "refunds"."given_up_by" is not null and "refunds"."given_up_note" is not null));--> statement-breakpoint
-- A refund's outcome is final (issue 19): once confirmed by its gateway or given up by staff, no
-- code path can turn it into the other (or back to pending), so a give-up racing a confirmation
-- ends with exactly one of them whatever the application does.
CREATE FUNCTION refunds_outcome_is_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD.state <> 'pending' AND NEW.state IS DISTINCT FROM OLD.state THEN
		RAISE EXCEPTION 'refund % is % already: its state cannot change', OLD.id, OLD.state USING ERRCODE = 'check_violation';
	END IF;
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER refunds_outcome_final BEFORE UPDATE OF state ON refunds FOR EACH ROW EXECUTE FUNCTION refunds_outcome_is_final();
