-- Issue 38 point 1, the banner picture (decision 059's amendment). Written by hand: migration
-- number 0024 was assigned. A wide picture set from the studio's obituary desk; the public page
-- shares it (Open Graph / Twitter image) in place of the portrait. Its file goes, the banner goes.
ALTER TABLE `obituaries` ADD `banner_media_id` integer REFERENCES media(id) ON DELETE SET NULL;
