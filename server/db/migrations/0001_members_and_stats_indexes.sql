CREATE INDEX "match_events_match_user_idx" ON "match_events" USING btree ("match_user_id");--> statement-breakpoint
CREATE INDEX "match_users_team_user_idx" ON "match_users" USING btree ("team_id","user_id");--> statement-breakpoint
CREATE INDEX "memberships_team_number_idx" ON "memberships" USING btree ("team_id","back_number","user_id");--> statement-breakpoint
CREATE INDEX "memberships_team_birth_year_idx" ON "memberships" USING btree ("team_id","birth_year","user_id");--> statement-breakpoint
CREATE INDEX "memberships_team_height_idx" ON "memberships" USING btree ("team_id","height","user_id");--> statement-breakpoint
CREATE INDEX "memberships_team_weight_idx" ON "memberships" USING btree ("team_id","weight","user_id");--> statement-breakpoint
CREATE INDEX "memberships_team_joined_idx" ON "memberships" USING btree ("team_id","joined_at","user_id");