CREATE TABLE "operation_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"operation" varchar(160) NOT NULL,
	"label" varchar(64) DEFAULT '' NOT NULL,
	"actor_id" integer,
	"actor_name" varchar(64) DEFAULT '' NOT NULL,
	"institution_id" integer,
	"object_type" varchar(64) NOT NULL,
	"object_id" varchar(64),
	"object_name" varchar(200) DEFAULT '' NOT NULL,
	"object_table" varchar(64) NOT NULL,
	"object_changed" boolean DEFAULT true NOT NULL,
	"action" varchar(8) NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operation_records_request_id_unique" UNIQUE("request_id")
);
--> statement-breakpoint
CREATE INDEX "operation_records_at_idx" ON "operation_records" USING btree ("at");--> statement-breakpoint
CREATE INDEX "operation_records_institution_idx" ON "operation_records" USING btree ("institution_id","at");--> statement-breakpoint
CREATE INDEX "operation_records_actor_idx" ON "operation_records" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "operation_records_object_idx" ON "operation_records" USING btree ("object_type","object_id");--> statement-breakpoint
-- Written by hand (the snapshot does not know functions and triggers; later generated migrations leave them alone).
-- 操作记录 (docs/api.md "Operation records"): the server runs every transaction of a mutating request after
-- `set_config('saishi.op', <the request's context as JSON>, true)` (src/db/operation-context.ts); the trigger
-- `saishi_record` of every business table then appends the changed row to the request's one record, in the same
-- transaction as the change. Without that setting (seed, migrations, background jobs) nothing is recorded.
CREATE FUNCTION saishi_record_side_table(t text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT t IN ('sessions', 'sms_codes', 'auth_grants', 'enrolment_grants') OR t LIKE '%\_history' OR t LIKE 'ledger\_%'
$$;
--> statement-breakpoint
CREATE FUNCTION saishi_record_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  setting text := current_setting('saishi.op', true);
  ctx jsonb;
  old_row jsonb;
  new_row jsonb;
  full_row jsonb;
  before jsonb;
  after jsonb;
  secret text;
  row_id text;
  row_key jsonb;
  row_name text;
  row_institution integer;
  actor integer;
  v_actor_name text;
  v_object_type text := TG_TABLE_NAME;
  v_object_id text;
  changed boolean := true;
BEGIN
  IF setting IS NULL OR setting = '' THEN
    RETURN NULL;
  END IF;
  ctx := setting::jsonb;
  IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW); END IF;
  full_row := coalesce(new_row, old_row);
  IF TG_OP = 'UPDATE' THEN
    -- only the columns that changed (updated_at alone is no change); a row saved unchanged is recorded too, with
    -- no fields, and is the record's object only while no other row changed
    SELECT coalesce(jsonb_object_agg(o.key, o.value), '{}'), coalesce(jsonb_object_agg(o.key, new_row -> o.key), '{}') INTO before, after
      FROM jsonb_each(old_row) o
     WHERE o.value IS DISTINCT FROM new_row -> o.key AND o.key <> 'updated_at';
    changed := before <> '{}'::jsonb;
  ELSE
    before := old_row;
    after := new_row;
  END IF;
  -- secrets: that one changed, never its value
  FOREACH secret IN ARRAY ARRAY['password_hash', 'csrf_token', 'code_hash', 'token_hash', 'request_hash', 'permission_code', 'check_in_code', 'secret'] LOOP
    IF before ? secret THEN before := jsonb_set(before, ARRAY[secret], '"******"'); END IF;
    IF after ? secret THEN after := jsonb_set(after, ARRAY[secret], '"******"'); END IF;
  END LOOP;
  IF TG_TABLE_NAME = 'export_tasks' THEN
    -- a task's file (the export worker writes it outside any request)
    before := before - 'content';
    after := after - 'content';
  END IF;
  IF TG_TABLE_NAME = 'sessions' THEN
    -- a session's id is the hash of its cookie; its object is its user
    before := before - 'id';
    after := after - 'id';
    v_object_type := 'users';
    v_object_id := full_row ->> 'user_id';
  ELSE
    row_id := full_row ->> 'id';
    v_object_id := row_id;
  END IF;
  IF row_id IS NULL THEN
    SELECT jsonb_object_agg(k.key, k.value) INTO row_key FROM jsonb_each(full_row) k WHERE k.key LIKE '%\_id';
  END IF;
  row_name := left(coalesce(full_row ->> 'name', full_row ->> 'title', full_row ->> 'real_name', full_row ->> 'nickname', ''), 200);
  -- the institution a row belongs to: its own, its competition's or its venue's; the platform's own rows (the home
  -- page, the article columns, the live packages, the site texts, the applications) belong to none
  row_institution := CASE
    WHEN TG_TABLE_NAME IN ('home_items', 'article_columns', 'live_packages', 'site_texts', 'institution_applications') THEN NULL
    WHEN TG_TABLE_NAME = 'institutions' AND full_row ->> 'id' ~ '^[0-9]{1,9}$' THEN (full_row ->> 'id')::integer
    WHEN full_row ->> 'institution_id' ~ '^[0-9]{1,9}$' THEN (full_row ->> 'institution_id')::integer
    WHEN full_row ->> 'active_institution' ~ '^[0-9]{1,9}$' THEN (full_row ->> 'active_institution')::integer
    -- a row of a competition or of a venue belongs to its institution
    WHEN full_row ->> 'competition_id' ~ '^[0-9]{1,9}$' THEN (SELECT c.institution_id FROM competitions c WHERE c.id = (full_row ->> 'competition_id')::integer)
    WHEN full_row ->> 'venue_id' ~ '^[0-9]{1,9}$' THEN (SELECT v.institution_id FROM venues v WHERE v.id = (full_row ->> 'venue_id')::integer)
  END;
  actor := (ctx ->> 'actor')::integer;
  IF actor IS NULL AND TG_TABLE_NAME = 'sessions' AND TG_OP = 'INSERT' THEN
    actor := (new_row ->> 'user_id')::integer; -- a login: the one who logged in
  END IF;
  v_actor_name := coalesce(ctx ->> 'actorName', '');
  IF v_actor_name = '' AND actor IS NOT NULL THEN
    SELECT left(coalesce(nullif(u.nickname, ''), u.account), 64) INTO v_actor_name FROM users u WHERE u.id = actor;
  END IF;
  INSERT INTO operation_records AS r (request_id, operation, label, actor_id, actor_name, institution_id, object_type, object_id, object_name, object_table, object_changed, action, changes, ip, user_agent)
  VALUES (
    (ctx ->> 'rid')::uuid, ctx ->> 'op', coalesce(ctx ->> 'label', ''), actor, coalesce(v_actor_name, ''),
    coalesce(row_institution, (ctx ->> 'inst')::integer), v_object_type, v_object_id, row_name, TG_TABLE_NAME, changed, lower(TG_OP),
    jsonb_build_array(jsonb_build_object('table', TG_TABLE_NAME, 'op', lower(TG_OP), 'id', row_id, 'key', row_key, 'before', before, 'after', after)),
    coalesce(ctx ->> 'ip', ''), coalesce(ctx ->> 'ua', '')
  )
  ON CONFLICT (request_id) DO UPDATE SET
    changes = r.changes || excluded.changes,
    actor_id = coalesce(r.actor_id, excluded.actor_id),
    actor_name = CASE WHEN r.actor_name = '' THEN excluded.actor_name ELSE r.actor_name END,
    -- a session, a code, a history line or a row saved unchanged is the object only while nothing else changed
    object_type = CASE WHEN (saishi_record_side_table(r.object_table) OR NOT r.object_changed) AND NOT saishi_record_side_table(excluded.object_table) AND excluded.object_changed THEN excluded.object_type ELSE r.object_type END,
    object_id = CASE WHEN (saishi_record_side_table(r.object_table) OR NOT r.object_changed) AND NOT saishi_record_side_table(excluded.object_table) AND excluded.object_changed THEN excluded.object_id ELSE r.object_id END,
    object_name = CASE WHEN (saishi_record_side_table(r.object_table) OR NOT r.object_changed) AND NOT saishi_record_side_table(excluded.object_table) AND excluded.object_changed THEN excluded.object_name ELSE r.object_name END,
    object_table = CASE WHEN (saishi_record_side_table(r.object_table) OR NOT r.object_changed) AND NOT saishi_record_side_table(excluded.object_table) AND excluded.object_changed THEN excluded.object_table ELSE r.object_table END,
    object_changed = CASE WHEN (saishi_record_side_table(r.object_table) OR NOT r.object_changed) AND NOT saishi_record_side_table(excluded.object_table) AND excluded.object_changed THEN excluded.object_changed ELSE r.object_changed END,
    action = CASE WHEN (saishi_record_side_table(r.object_table) OR NOT r.object_changed) AND NOT saishi_record_side_table(excluded.object_table) AND excluded.object_changed THEN excluded.action ELSE r.action END,
    institution_id = CASE WHEN (saishi_record_side_table(r.object_table) OR NOT r.object_changed) AND NOT saishi_record_side_table(excluded.object_table) AND excluded.object_changed THEN coalesce(row_institution, r.institution_id) ELSE coalesce(r.institution_id, excluded.institution_id) END;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Nothing edits or deletes a record: only the request that owns it appends to it, while it runs.
CREATE FUNCTION saishi_operation_records_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  setting text := current_setting('saishi.op', true);
BEGIN
  IF TG_OP = 'UPDATE' AND setting IS NOT NULL AND setting <> '' AND OLD.request_id = (setting::jsonb ->> 'rid')::uuid
     AND NEW.id = OLD.id AND NEW.request_id = OLD.request_id AND NEW.operation = OLD.operation AND NEW.at = OLD.at
     AND NEW.ip = OLD.ip AND NEW.user_agent = OLD.user_agent AND NEW.label = OLD.label AND jsonb_array_length(NEW.changes) > jsonb_array_length(OLD.changes) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '操作记录不可修改或删除' USING ERRCODE = '42501';
END
$$;
--> statement-breakpoint
CREATE TRIGGER operation_records_guard BEFORE UPDATE OR DELETE ON operation_records FOR EACH ROW EXECUTE FUNCTION saishi_operation_records_guard();
--> statement-breakpoint
CREATE TRIGGER operation_records_no_truncate BEFORE TRUNCATE ON operation_records FOR EACH STATEMENT EXECUTE FUNCTION saishi_operation_records_guard();
--> statement-breakpoint
-- Attaches `saishi_record` to every table of the schema that lacks it, but the logs and the security bookkeeping.
-- A migration that creates a table ends with `SELECT saishi_attach_record_triggers();` (the operation-records
-- suite fails naming a table without the trigger).
CREATE FUNCTION saishi_attach_record_triggers() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t text;
BEGIN
  FOR t IN
    SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
       AND c.relname NOT IN ('operation_records', 'audit_log', 'login_attempts', 'installation_secrets', 'idempotency_keys')
       AND NOT EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = c.oid AND g.tgname = 'saishi_record')
     ORDER BY c.relname
  LOOP
    EXECUTE format('CREATE TRIGGER saishi_record AFTER INSERT OR UPDATE OR DELETE ON public.%I FOR EACH ROW EXECUTE FUNCTION saishi_record_change()', t);
  END LOOP;
END
$$;
--> statement-breakpoint
SELECT saishi_attach_record_triggers();
