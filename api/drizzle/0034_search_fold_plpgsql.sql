-- Issue 33, placement throughput: cv_search_fold (0032) is a SQL function whose argument it reads four times, so
-- PostgreSQL does not inline it into cv_order_search_text, and a SQL function that is not inlined is parsed, analysed
-- and planned again for every statement that calls it: at every placement (order_search_sync), 4 % of the database
-- CPU of a placement (perf: fmgr_sql → raw_parser, transformExpr, planner). In PL/pgSQL the same expression is
-- prepared once per connection. The same answer (search-text.test.ts holds it equal to foldForSearch).
create or replace function cv_search_fold(value text) returns text language plpgsql immutable parallel safe as $$
begin
  return case when octet_length(value) = length(value) then lower(value) else lower(translate(
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(value,
      'ä', 'ae'), 'Ä', 'ae'), 'ö', 'oe'), 'Ö', 'oe'), 'ü', 'ue'), 'Ü', 'ue'), 'ß', 'ss'), 'ẞ', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'),
    'àÀáÁâÂãÃåÅāĀăĂąĄǎǍçÇćĆĉĈċĊčČďĎđĐèÈéÉêÊëËēĒĕĔėĖęĘěĚĝĜğĞġĠģĢĥĤħĦìÌíÍîÎïÏĩĨīĪĭĬįĮıǐǏĵĴķĶĺĹļĻľĽŀĿłŁñÑńŃņŅňŇòÒóÓôÔõÕøØōŌŏŎőŐǒǑŕŔŗŖřŘśŚŝŜşŞšŠșȘţŢťŤŧŦțȚùÙúÚûÛũŨůŮūŪŭŬűŰųŲǔǓŵŴýÝÿŸŷŶźŹżŻžŽİ',
    'aaaaaaaaaaaaaaaaaaccccccccccddddeeeeeeeeeeeeeeeeeegggggggghhhhiiiiiiiiiiiiiiiiiiijjkkllllllllllnnnnnnnnoooooooooooooooooorrrrrrssssssssssttttttttuuuuuuuuuuuuuuuuuuuuwwyyyyyyzzzzzzi')) end;
end
$$;
