CREATE TABLE "auth_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"user_id" integer,
	"mobile" varchar(11),
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_bindings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"openid" varchar(128) NOT NULL,
	"unionid" varchar(128),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_grants" ADD CONSTRAINT "auth_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wechat_bindings" ADD CONSTRAINT "wechat_bindings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_grants_token_uq" ON "auth_grants" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_grants_expires_idx" ON "auth_grants" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wechat_bindings_openid_uq" ON "wechat_bindings" USING btree ("openid");--> statement-breakpoint
CREATE UNIQUE INDEX "wechat_bindings_user_uq" ON "wechat_bindings" USING btree ("user_id");