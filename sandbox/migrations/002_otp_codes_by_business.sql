-- The per-business ceiling on codes a minute reads a business's latest codes, all phones together.
CREATE INDEX otp_codes_by_business ON otp_codes(business_id, created_at);
