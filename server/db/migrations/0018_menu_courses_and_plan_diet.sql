DROP INDEX "weekly_menu_items_one_default";--> statement-breakpoint
ALTER TABLE "weekly_menu_items" DROP CONSTRAINT "weekly_menu_items_menu_id_weekday_meal_dish_id_pk";--> statement-breakpoint
ALTER TABLE "delivery_meals" DROP CONSTRAINT "delivery_meals_delivery_id_meal_pk";--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "diet" text;--> statement-breakpoint
ALTER TABLE "weekly_menu_items" ADD COLUMN "course" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_meals" ADD COLUMN "course" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "weekly_menu_items" ADD CONSTRAINT "weekly_menu_items_menu_id_weekday_meal_course_dish_id_pk" PRIMARY KEY("menu_id","weekday","meal","course","dish_id");--> statement-breakpoint
ALTER TABLE "delivery_meals" ADD CONSTRAINT "delivery_meals_delivery_id_meal_course_pk" PRIMARY KEY("delivery_id","meal","course");--> statement-breakpoint
CREATE UNIQUE INDEX "weekly_menu_items_one_default_per_course" ON "weekly_menu_items" USING btree ("menu_id","weekday","meal","course") WHERE "weekly_menu_items"."is_default";--> statement-breakpoint
ALTER TABLE "weekly_menu_items" ADD CONSTRAINT "weekly_menu_items_course" CHECK ("weekly_menu_items"."course" between 1 and 3);
