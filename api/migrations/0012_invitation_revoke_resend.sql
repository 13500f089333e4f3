ALTER TABLE `outbox` ADD `from_name` text;--> statement-breakpoint
ALTER TABLE `case_invitations` ADD `resent_at` text;--> statement-breakpoint
ALTER TABLE `case_invitations` ADD `resent_by` integer;--> statement-breakpoint
ALTER TABLE `case_invitations` ADD `replaced_token_hash` text;--> statement-breakpoint
ALTER TABLE `case_invitations` ADD `revoked_at` text;--> statement-breakpoint
ALTER TABLE `case_invitations` ADD `revoked_by` integer;--> statement-breakpoint
ALTER TABLE `case_invitations` ADD `sign_up_user_id` integer;--> statement-breakpoint
ALTER TABLE `case_invitations` ADD `renewal_requested_at` text;--> statement-breakpoint
CREATE INDEX `case_invitations_replaced_token` ON `case_invitations` (`replaced_token_hash`);