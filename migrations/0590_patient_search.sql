-- `q` at 100,000 patients (issue 17). patient_search_ids returned ids only, estimated at 200 rows, so a fragment
-- matching thousands (`mar`: 4,399 of 100,000) had every match looked up again by primary key under RLS, one index
-- probe and one 3 KB heap row per match, only to read the name key and file number the page is sorted by and the
-- panel key and status the scope and filter check (EXPLAIN ANALYZE, BUFFERS: 130 ms, 32,000 buffers; 207 ms on a
-- loaded machine). The matches are already read from the heap once, for the trigram index's recheck: return those
-- columns with them, so the scope, the count and the page's order are applied to the function's rows, and only the
-- page's 50 records are read again (under RLS and the caller's scope).
--
-- Like patient_search_ids, it runs as the migration owner (under RLS the planner may not use the trigram index for a
-- LIKE, which is not leakproof), bound to the transaction's clinic (app.clinic_id), and reads only columns that
-- decide scope and order; the records themselves are still read by the caller under RLS.
create function patient_search(search text)
  returns table (clinic_id text, id text, name_key text, file_number text, panel_key text, status text)
  language plpgsql stable security definer set search_path = pg_catalog, public rows 1000 as $$
declare
  clinic text := current_setting('app.clinic_id', true);
  needle text := lower(btrim(search));
begin
  if clinic is null or clinic = '' or needle is null or needle = '' then
    return;
  end if;
  return query execute
    'select p.clinic_id, p.id, p.name_key, p.file_number, p.panel_key, p.status from public.patient p
      where p.clinic_id = $1 and (p.name_key like $2 or ($3 and p.file_number like $2))'
    using clinic, '%' || replace(replace(replace(needle, '\', '\\'), '%', '\%'), '_', '\_') || '%', needle ~ '^[0-9]+$';
end $$;
revoke all on function patient_search(text) from public;
grant execute on function patient_search(text) to clinic_app;

drop function patient_search_ids(text);
