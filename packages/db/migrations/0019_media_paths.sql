-- Media of our own are stored as paths (/api/public/…), made absolute with PUBLIC_URL only when a
-- platform fetches them: addresses written with the host of the day (http://localhost:3000/…) broke
-- every image once Griot ran on another port or host. Rows written that way are repaired here.
UPDATE blocks
SET flow = regexp_replace(flow::text, '"https?://(localhost|127\.0\.0\.1|\[::1\])(:[0-9]+)?/api/public/', '"/api/public/', 'g')::jsonb
WHERE flow::text ~ 'https?://(localhost|127\.0\.0\.1|\[::1\])(:[0-9]+)?/api/public/';
--> statement-breakpoint
UPDATE block_revisions
SET flow = regexp_replace(flow::text, '"https?://(localhost|127\.0\.0\.1|\[::1\])(:[0-9]+)?/api/public/', '"/api/public/', 'g')::jsonb
WHERE flow::text ~ 'https?://(localhost|127\.0\.0\.1|\[::1\])(:[0-9]+)?/api/public/';
--> statement-breakpoint
UPDATE messages
SET content = regexp_replace(content::text, '"https?://(localhost|127\.0\.0\.1|\[::1\])(:[0-9]+)?/api/public/', '"/api/public/', 'g')::jsonb
WHERE content::text ~ 'https?://(localhost|127\.0\.0\.1|\[::1\])(:[0-9]+)?/api/public/';
