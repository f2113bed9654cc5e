-- Sessions are stored under the SHA-256 of the id their cookie carries (repositories/sessions.ts sessionKey): the
-- rows of before get their key, so the users logged in stay logged in with the cookie they have.
UPDATE "sessions" SET "id" = encode(sha256(convert_to("id", 'UTF8')), 'hex');
