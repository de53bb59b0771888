-- Secrets the API instances share (issue 11): `csrf` signs the CSRF tokens of visitors without a session, so an
-- anonymous visitor costs no sessions row and a token issued by one instance is accepted by every other.
CREATE TABLE "app_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
