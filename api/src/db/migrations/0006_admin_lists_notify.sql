-- Every write to the data behind the admin lists tells the API processes (NOTIFY admin_data, delivered
-- on commit), so their cached admin lists are dropped whoever made the change: a route, a scheduled
-- job, another instance or someone at the SQL prompt (see api/src/http/admin-lists-cache.ts).
CREATE OR REPLACE FUNCTION notify_admin_data() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('admin_data', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER applicants_notify_admin_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON applicants
  FOR EACH STATEMENT EXECUTE FUNCTION notify_admin_data();--> statement-breakpoint
CREATE TRIGGER applicant_status_changes_notify_admin_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON applicant_status_changes
  FOR EACH STATEMENT EXECUTE FUNCTION notify_admin_data();--> statement-breakpoint
CREATE TRIGGER jobs_notify_admin_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION notify_admin_data();--> statement-breakpoint
CREATE TRIGGER inquiries_notify_admin_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON inquiries
  FOR EACH STATEMENT EXECUTE FUNCTION notify_admin_data();--> statement-breakpoint
CREATE TRIGGER messages_notify_admin_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON messages
  FOR EACH STATEMENT EXECUTE FUNCTION notify_admin_data();--> statement-breakpoint
CREATE TRIGGER franchise_applications_notify_admin_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON franchise_applications
  FOR EACH STATEMENT EXECUTE FUNCTION notify_admin_data();
