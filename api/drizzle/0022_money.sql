-- Marketing consent is opt-in: a profile row written without it has none (issue 30).
alter table "customers" alter column "marketing_consent" set default false;
