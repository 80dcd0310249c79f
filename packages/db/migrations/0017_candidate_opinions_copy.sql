-- Custom SQL migration file, put your code below! --
-- The practice's opinion of an applicant moves to its candidate record (one per practice and
-- job seeker), in the product's one vocabulary: LIKE becomes LIKED, DISLIKE becomes DISLIKED.
-- When the person applied to several of the practice's postings, the latest opinion is kept and
-- the first review day.
insert into candidate_records (employer_id, user_id, opinion, reviewed_date)
select j.employer_id, a.user_id,
  (array_agg(case a.opinion when 'LIKE' then 'LIKED' when 'DISLIKE' then 'DISLIKED' end order by a.created_at desc, a.id desc)
    filter (where a.opinion is not null))[1],
  min(a.reviewed_date)
from applications a join jobs j on j.id = a.job_id
where a.opinion is not null or a.reviewed_date is not null
group by j.employer_id, a.user_id
on conflict do nothing;
--> statement-breakpoint
-- Applications already waiting more than 3 days are not reminded about all at once.
update applications set review_reminded_at = now()
where reviewed_date is null and review_reminded_at is null and created_at < now() - interval '3 days';
