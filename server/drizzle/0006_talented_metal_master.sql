ALTER TABLE "institutions" ADD COLUMN "intro" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "address" varchar(255) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "website" varchar(255) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "contact_name" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "contact_phone" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "contact_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "sport" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "level" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "region" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "photo" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "is_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "persons_public_idx" ON "persons" USING btree ("kind","is_public","status");