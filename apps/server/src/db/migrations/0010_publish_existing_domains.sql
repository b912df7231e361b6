-- Domains that candidates could see before drafts existed stay visible: publishing is now explicit.
UPDATE domains SET published = true;
