-- Issue 33, checkout limits per card: the sandbox keeps the paying test card's fingerprint on its session, as Stripe
-- keeps card.fingerprint on the PaymentMethod; completing a checkout counts the card's checkouts by it.
alter table "payment_sessions" add column "card_fingerprint" text;
