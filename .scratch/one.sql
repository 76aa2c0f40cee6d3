\timing on
explain (analyze, buffers) with matches as materialized (select id, years_of_practice, (search_name like '%contract%')::int * 2 + word_similarity('contract', search_name) as k from lawyers where verified and search_text like '%' || normalize_search('contract') || '%' and fee_written_qar is not null and fee_written_qar <= 500)
select l.id, left(l.bio_ar, 220), (select count(*) from matches) from matches m join lawyers l on l.id = m.id order by m.k desc, m.years_of_practice desc, m.id limit 12;
