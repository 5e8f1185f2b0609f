-- The time zone of a session's company, read with the session itself (decision 029): the signed-in
-- user's answer needs it on every page, and a tenant transaction of its own cost three round trips.
-- The function sees the one company the session's user belongs to: it sets that company for the
-- policies of "companies" (FORCE ROW LEVEL SECURITY, 0002) for its own read only, and puts back the
-- setting it found. An unknown, expired or disabled session, or a user without a company, gives null.
CREATE FUNCTION session_company_time_zone(session_id varchar) RETURNS varchar
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  found_company integer;
  previous text := current_setting('app.company_id', true);
  zone varchar;
BEGIN
  SELECT u.company_id INTO found_company
    FROM sessions s JOIN users u ON u.id = s.user_id
   WHERE s.sid = session_id AND s.expire > now() AND u.status = 'active';
  IF found_company IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('app.company_id', found_company::text, true);
  SELECT c.time_zone INTO zone FROM companies c WHERE c.id = found_company;
  PERFORM set_config('app.company_id', coalesce(previous, ''), true);
  RETURN zone;
END
$$;
