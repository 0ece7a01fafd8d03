-- The staff audit log is append-only (issue 18): whatever the application or a console bug does,
-- the database refuses to change or remove a row. Only a superuser dropping the trigger could.
CREATE FUNCTION staff_audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'staff_audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER staff_audit_log_no_update_or_delete BEFORE UPDATE OR DELETE ON staff_audit_log FOR EACH ROW EXECUTE FUNCTION staff_audit_log_refuse_change();
--> statement-breakpoint
CREATE TRIGGER staff_audit_log_no_truncate BEFORE TRUNCATE ON staff_audit_log FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_log_refuse_change();
