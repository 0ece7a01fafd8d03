-- Nothing wrote subscriptions before this release (payment makes them from now on), so the table
-- is empty and the new NOT NULL column needs no default.
ALTER TABLE "subscriptions" ADD COLUMN "finish_by" date NOT NULL;