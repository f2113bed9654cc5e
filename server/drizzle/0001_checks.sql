ALTER TABLE "competitions" ADD CONSTRAINT "competitions_c_type_ck" CHECK ("competitions"."c_type" in (1, 2));--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_status_ck" CHECK ("competitions"."status" in ('draft', 'pending', 'approved', 'rejected', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "institutions" ADD CONSTRAINT "institutions_type_ck" CHECK ("institutions"."institution_type" between 1 and 6);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_ck" CHECK ("orders"."status" in ('待支付', '已支付', '已退款', '已关闭'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amount_ck" CHECK ("orders"."amount_cents" >= 0);