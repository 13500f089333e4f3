ALTER TABLE `media` ADD `attach_token_hash` text;--> statement-breakpoint
CREATE UNIQUE INDEX `media_attach_token` ON `media` (`attach_token_hash`);