CREATE INDEX "test_sessions_submitted_idx" ON "test_sessions" USING btree ("submitted_at");--> statement-breakpoint
CREATE INDEX "enquiries_new_created_idx" ON "enquiries" USING btree ("created_at") WHERE status = 'new';--> statement-breakpoint
CREATE INDEX "enrollments_selected_idx" ON "enrollments" USING btree ("selected_at");--> statement-breakpoint
CREATE INDEX "activities_created_user_idx" ON "activities" USING btree ("created_at","user_id");