ALTER TABLE `case_members` ADD `relationship` text;--> statement-breakpoint
ALTER TABLE `case_invitations` ADD `relationship` text;