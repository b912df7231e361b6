-- Accounts that exist before e-mail confirmation (DESIGN §5): admins count as confirmed and as
-- already granted (so ADMIN_EMAILS will not promote them again after a demotion); learners start
-- unconfirmed and see the banner that lets them confirm.
UPDATE "users" SET "email_verified_at" = now(), "admin_granted_at" = now() WHERE "role" = 'admin';
