// Demo content: the blog's authors, categories, tags and posts for job seekers and employers, and
// the company pages, all written for Chairside. Stored as an administrator would save them in the
// admin area: Markdown, its HTML, and revision 1. The terms, privacy policy, about us and FAQ are
// the site's own, on every database: migration 0038_site_pages writes them.
import { Marked } from 'marked';
import { sql } from 'drizzle-orm';
import { slugify } from '@chairside/domain/job-slug';
import type { Database } from './client';
import { contentItems, contentItemTags, contentRevisions, contentTerms } from './schema';

const DEMO_ADMIN = 'demo-admin';
const DAY_MS = 86_400_000;
const markdown = new Marked({ gfm: true, async: false });

type DemoTerm = { name: string; description?: string };
type DemoPost = {
  title: string;
  audience: 'job-seekers' | 'employers';
  author: string;
  category: string;
  tags: string[];
  summary: string;
  daysAgo: number;
  body: string;
};
type DemoPage = { slug: string; title: string; summary: string; body: string };

const AUTHORS: DemoTerm[] = [
  { name: 'Dr. Maya Chen', description: 'Maya owns a four-chair family practice in Denver and has hired more than forty team members over fifteen years.' },
  { name: 'Luis Ortega, RDH', description: 'Luis has been a registered dental hygienist for twelve years and mentors hygiene students in Phoenix.' },
  { name: 'Priya Natarajan', description: 'Priya leads recruiting for a group of eighteen dental offices across the Midwest.' },
  { name: 'The Chairside Team', description: 'News and guides from the people who build Chairside.' },
];
const CATEGORIES: DemoTerm[] = [
  { name: 'Career Advice', description: 'Finding, landing and growing in a dental job.' },
  { name: 'Hiring', description: 'Writing postings, interviewing and making offers.' },
  { name: 'Practice Management', description: 'Running a team that stays.' },
  { name: 'Pay and Benefits', description: 'What dental roles earn and how offers are built.' },
];
const TAGS = ['Hygienists', 'Dental Assistants', 'Front Office', 'Interviews', 'Resumes', 'Temp Work', 'Retention', 'Job Postings', 'Licensing', 'Salary'];

const POSTS: DemoPost[] = [
  {
    title: 'Five Questions to Ask at Your Next Hygienist Interview',
    audience: 'job-seekers',
    author: 'Luis Ortega, RDH',
    category: 'Career Advice',
    tags: ['Hygienists', 'Interviews'],
    summary: 'The schedule, the equipment and the perio protocol tell you more about a practice than the tour does.',
    daysAgo: 2,
    body: `An interview goes both ways. The practice wants to know whether you can keep the schedule and the patients happy; you want to know whether you will still like working there in a year. These five questions get honest answers quickly.

## 1. How long are hygiene appointments, and who sets the schedule?

Forty-five minutes for an adult prophy with radiographs is tight; sixty is comfortable. Ask who can change the template and whether you can block time for periodontal maintenance.

## 2. Is there an assistant or a shared assistant for hygiene?

Help with charting and room turnover changes your day more than almost anything else.

## 3. What is the periodontal protocol?

Look for a written protocol for probing, classification and scaling and root planing. A practice that diagnoses perio consistently treats you as a clinician, not a cleaning machine.

## 4. What equipment will I use?

Ultrasonic scalers, loupes, intraoral cameras and digital radiographs matter. Ask to see an operatory.

## 5. How is pay reviewed?

Ask when the last raise was given and how it was decided. A clear answer is a good sign.

Bring your own list, take notes, and thank the team you meet on the way out.`,
  },
  {
    title: 'How to Write a Dental Assistant Job Posting That Gets Applicants',
    audience: 'employers',
    author: 'Priya Natarajan',
    category: 'Hiring',
    tags: ['Dental Assistants', 'Job Postings'],
    summary: 'Lead with the schedule and the pay range, name the procedures, and cut the list of adjectives.',
    daysAgo: 4,
    body: `Good assistants read dozens of postings a week. The ones they answer share a few habits.

## Put the facts first

Open with the days and hours, the pay range and the location. Assistants choose by schedule and commute before anything else.

## Name the work

"Chairside for a general dentist, mostly restorative, some crown and bridge, CEREC same-day crowns" says more than "fast-paced office seeks team player".

## Say what you offer

- Paid time off and holidays
- Continuing education allowance
- Scrubs or a uniform allowance
- Retirement plan with a match

## Keep the requirements honest

If you will train the right person on your software, say so. Requiring three years of a single practice management system shrinks your pool for no reason.

## Answer quickly

The best applicants accept another offer within a week. Reply to every application within two business days, even to say no.`,
  },
  {
    title: 'Temp Shifts: A Smart Way to Try Practices Before You Commit',
    audience: 'job-seekers',
    author: 'Luis Ortega, RDH',
    category: 'Career Advice',
    tags: ['Temp Work', 'Hygienists', 'Dental Assistants'],
    summary: 'Temping builds your skills, your network and your sense of what a good office feels like.',
    daysAgo: 7,
    body: `Temporary shifts are not only for filling gaps in your calendar. Many hygienists and assistants use them to find their next permanent job.

## You see how offices really run

A single day shows you how the team talks to each other, how the schedule holds up and how the doctor treats staff.

## You learn more systems

Each office uses different software, instruments and protocols. Two months of temping can teach you Dentrix, Eaglesoft and Open Dental.

## Tips for a good temp day

1. Arrive fifteen minutes early and ask for a tour of the sterilisation area.
2. Review the schedule and medical alerts before the first patient.
3. Leave clear notes for the regular team.
4. Ask for feedback at the end of the day.

If you like an office, say so. Many permanent offers start with "Would you come back on Thursdays?"`,
  },
  {
    title: 'Keeping Your Front Office Team: Seven Habits of Practices With Low Turnover',
    audience: 'employers',
    author: 'Dr. Maya Chen',
    category: 'Practice Management',
    tags: ['Front Office', 'Retention'],
    summary: 'Replacing a front office coordinator costs months of lost production. Keeping one costs less.',
    daysAgo: 10,
    body: `The front desk holds the schedule, the collections and the first impression of your practice. When a coordinator leaves, you feel it for months.

## What practices with long-serving teams do

1. **Hold a short huddle every morning.** Ten minutes on the day's schedule, open treatment and anything unusual.
2. **Cross-train.** Two people who can run insurance verification means no one is trapped.
3. **Protect lunch.** A real break is the cheapest benefit you can offer.
4. **Review pay every year.** Before someone has to ask.
5. **Give them the numbers.** Share collections and scheduling goals, and celebrate when they are met.
6. **Fix the phones.** Enough lines and a quiet place to take difficult calls.
7. **Say thank you in front of patients.**

None of these are expensive. All of them are noticed.`,
  },
  {
    title: 'What Dental Hygienists Earn in 2025, and What Moves the Number',
    audience: 'job-seekers',
    author: 'The Chairside Team',
    category: 'Pay and Benefits',
    tags: ['Hygienists', 'Salary'],
    summary: 'Region, setting, schedule and scope of practice all shape a hygienist’s pay. Here is how to read an offer.',
    daysAgo: 14,
    body: `Hourly pay for hygienists varies widely from state to state, and even between two offices on the same street. These are the factors that move it most.

## Region and cost of living

Pay follows local demand. Metro areas with few hygiene programs tend to pay more.

## Setting

Private general practices, periodontal offices, dental service organizations and public health clinics each pay differently, and their benefits differ even more.

## Schedule

Saturday hours, early starts and late evenings often come with a premium. Ask.

## Scope of practice

Local anaesthesia and nitrous oxide permits, and in some states restorative functions, can raise your rate.

## Reading an offer

Compare the whole package: hourly rate, guaranteed hours, paid time off, continuing education, retirement match and health insurance. A lower hourly rate with guaranteed hours can be worth more than a higher one without.`,
  },
  {
    title: 'Interviewing Dental Assistants: A Working Interview Done Right',
    audience: 'employers',
    author: 'Dr. Maya Chen',
    category: 'Hiring',
    tags: ['Dental Assistants', 'Interviews'],
    summary: 'A paid, well-planned working interview shows you more in four hours than three conversations.',
    daysAgo: 18,
    body: `A working interview lets the candidate see your office and lets your team see the candidate at work. Done badly, it is an unpaid shift. Done well, it is the best hiring tool you have.

## Before the day

- Pay for the time, at your regular rate. It is the law in most places and it is right.
- Tell the candidate what procedures are on the schedule.
- Pick one assistant to be their guide.

## During the day

Watch for the small things: how they greet patients, whether they ask before reaching for an instrument, how they handle a running-late schedule.

## After the day

Ask your team for specific observations, not a thumbs up or down. Call the candidate within two days with a decision.`,
  },
  {
    title: 'Building a Dental Resume That Gets Read',
    audience: 'job-seekers',
    author: 'Priya Natarajan',
    category: 'Career Advice',
    tags: ['Resumes', 'Dental Assistants', 'Front Office'],
    summary: 'Recruiters scan for licenses, software and procedures. Put them where the eye lands.',
    daysAgo: 23,
    body: `A recruiter reading a hundred resumes spends seconds on each. Make those seconds count.

## Start with your licenses and certificates

RDH, RDA, EFDA, CPR, radiography and anaesthesia permits belong at the top, with the state and the expiry year.

## List your software and equipment

Dentrix, Eaglesoft, Open Dental, CEREC, iTero, digital sensors. If you used it every day, list it.

## Describe work in procedures, not adjectives

"Assisted on 6 to 8 implant placements a month" is stronger than "detail-oriented team player".

## Keep it to one page

Unless you have more than ten years of experience, one page is enough.

On Chairside, your profile is your resume: complete it once and apply to any job in a click.`,
  },
  {
    title: 'Hiring for a Growing Group Practice: Lessons From Opening Three Offices',
    audience: 'employers',
    author: 'Priya Natarajan',
    category: 'Hiring',
    tags: ['Job Postings', 'Retention', 'Hygienists'],
    summary: 'Hire ahead of opening day, standardise onboarding, and give every office a team lead.',
    daysAgo: 30,
    body: `Opening a new office is mostly a hiring project. Here is what we learned opening three in two years.

## Start hiring ninety days before opening

Hygienists and experienced assistants often give a month's notice. Office managers need time to learn your systems before the first patient.

## Write one onboarding plan for every office

The same first-week checklist, the same software training, the same infection-control walkthrough. New hires should feel the group is organized.

## Give each office a lead

A lead assistant or lead hygienist who knows the group's standards keeps new teams from inventing their own.

## Post where dental people look

General job sites bring volume, not fit. Dental-specific boards bring applicants who already know the work.`,
  },
  {
    title: 'Moving States? A Checklist for Transferring Your Dental License',
    audience: 'job-seekers',
    author: 'The Chairside Team',
    category: 'Career Advice',
    tags: ['Licensing', 'Hygienists', 'Dental Assistants'],
    summary: 'Licensure by credentials, regional exams and expanded functions: what to start before you pack.',
    daysAgo: 37,
    body: `Each state board sets its own rules, so start early: some applications take three months.

## Before you move

- Look up the new state's board of dentistry and its requirements for licensure by credentials.
- Request verification of your current license and your exam results.
- Check which expanded functions carry over and which need a new permit.
- Renew your CPR certification if it expires within the year.

## While you wait

Temp work in your current state keeps income steady, and many boards issue a temporary permit while the application is reviewed.

## When you arrive

Update your Chairside profile with your new ZIP code so employers nearby can find you.`,
  },
  {
    title: 'Benefits That Help Small Practices Compete for Hygienists',
    audience: 'employers',
    author: 'Dr. Maya Chen',
    category: 'Pay and Benefits',
    tags: ['Hygienists', 'Retention', 'Salary'],
    summary: 'You may not match a large group on pay, but flexible schedules and paid CE often win.',
    daysAgo: 45,
    body: `Large groups can outbid a solo practice on hourly rate. Small practices win on other things.

## Flexibility

A four-day week, a guaranteed early finish on Fridays, or school-hours shifts matter enormously to hygienists with families.

## Continuing education

Pay for courses and the days to attend them. It costs less than a raise and builds loyalty.

## Equipment

Good loupes, a modern ultrasonic scaler and ergonomic chairs say "we care about your career".

## A voice in the schedule

Let your hygienists help design the hygiene template. They know what works.`,
  },
];

const PAGES: DemoPage[] = [
  {
    slug: 'mobile',
    title: 'Chairside on Your Phone',
    summary: 'Install Chairside on your phone’s home screen: search jobs and manage your hiring from your phone.',
    body: `Chairside is a web app: it works in your phone's browser, and you can install it on your home screen in a few taps. It then opens in its own window like any other app, and your saved jobs stay readable without a connection. There is nothing to download and nothing to update: you always have the newest version.

## Install it on an iPhone or iPad

1. Open Chairside in **Safari**.
2. Tap the **Share** button (the square with an arrow pointing up).
3. Scroll down and tap **Add to Home Screen**, then **Add**.

## Install it on an Android phone

1. Open Chairside in **Chrome**.
2. Tap the menu (the three dots at the top right).
3. Tap **Install app** or **Add to Home screen**, then **Install**.

## For job seekers

- Search jobs near you by position and ZIP code.
- Save jobs and apply with your profile in one tap.
- Get job alerts by email.
- Answer messages from practices wherever you are.

## For practices

- Review applicants between patients.
- Message candidates and schedule interviews.
- Repost or close a job from the chair-side computer or your phone.`,
  },
  {
    slug: 'dental-jobs/resources',
    title: 'Resources',
    summary: 'Salary data, toolkits, career guides and events for the dental industry.',
    body: `Everything we publish to help dental professionals and practices.

## For job seekers

- [Jobseeker Toolkit](/jobseeker-toolkit/): resume templates, interview checklists and more.
- [Dental Career Guide](/dental-career-guide/): paths, pay and training for every role.
- [Blog for Job Seekers](/blog/job-seekers/): career advice from hygienists, assistants and recruiters.

## For practices

- [Hiring Toolkit](/hiring-toolkit/): job description templates and interview guides.
- [Blog for Employers](/blog/employers/): hiring and retention advice.
- [Corporate Recruiting](/corporate-recruiting/): services for groups and DSOs.

## For everyone

- [2025 Salary Survey Report](/salary-survey/): what dental professionals earn.
- [Dental Industry Events](/dental-jobs/events/): conferences, meetings and continuing education.
- [Educator Toolkit](/school-instructor-toolkit/): for dental program instructors.`,
  },
  {
    slug: 'corporate-recruiting',
    title: 'Corporate Recruiting',
    summary: 'Recruiting services for dental groups and DSOs.',
    body: `Dental groups hire across many offices at once. Chairside gives them the volume, the tools and the people to do it well.

## What groups get

- **Multi-office accounts:** one account, every office, with postings and applicants organized by location.
- **Resume search and candidate matching:** reach hygienists and assistants before they start looking.
- **Volume pricing:** posting packages and subscriptions sized for ten offices or a hundred.
- **A named account manager:** one person who knows your group, your markets and your hiring calendar.

## Opening new offices

We help you plan hiring ninety days out, post in the right markets and fill the schedule before the doors open.

## Talk to us

Tell us about your group through the [contact page](/dental-jobs/contact-us/) and we will call you within one business day.`,
  },
  {
    slug: 'dental-temp',
    title: 'Dental Temp Jobs',
    summary: 'Temporary dental shifts for hygienists, assistants and front office staff.',
    body: `Temp work fills a practice's schedule when a team member is away, and fills a professional's week with paid days on their terms.

## For hygienists, assistants and front office staff

- Choose the days you want to work.
- Try different offices, software and specialties.
- Build a network that leads to permanent offers.

Set your temp availability in your profile and practices nearby can invite you to shifts. [Search temp jobs](/dental-jobs/search/).

## For practices

Post a temp job with the dates you need covered. Candidates who marked themselves available for those days see it first.

## Good temp days start with good notes

Share the schedule, the software and where things are kept. A prepared temp is a productive temp.`,
  },
];

const render = (text: string) => markdown.parse(text) as string;

/**
 * Writes the demo blog and pages once (answers null when they were already there): terms, then
 * each post and page with its tags and revision 1. Posts are dated days before `now`.
 */
export async function seedDemoContent(db: Database, now = new Date()) {
  const claimed = await db.execute(
    sql`insert into app_settings (key, value) values ('demo_content_seeded', now()::text) on conflict (key) do nothing returning key`,
  );
  if (claimed.rows.length === 0) return null;
  const termIds = new Map<string, number>();
  const addTerms = async (kind: 'author' | 'tag' | 'category', terms: DemoTerm[]) => {
    const rows = await db
      .insert(contentTerms)
      .values(terms.map((term) => ({ kind, slug: slugify(term.name), name: term.name, description: term.description ?? '' })))
      .onConflictDoNothing()
      .returning();
    for (const row of rows) termIds.set(`${kind}:${row.name}`, row.id);
  };
  await addTerms('author', AUTHORS);
  await addTerms('category', CATEGORIES);
  await addTerms(
    'tag',
    TAGS.map((name) => ({ name })),
  );

  const items = [
    ...POSTS.map((post) => ({
      kind: 'post' as const,
      slug: slugify(post.title),
      title: post.title,
      summary: post.summary,
      body: post.body,
      audience: post.audience,
      authorId: termIds.get(`author:${post.author}`) ?? null,
      categoryId: termIds.get(`category:${post.category}`) ?? null,
      tags: post.tags.map((tag) => termIds.get(`tag:${tag}`)).filter((id): id is number => id !== undefined),
      publishAt: new Date(now.getTime() - post.daysAgo * DAY_MS),
    })),
    ...PAGES.map((page) => ({
      kind: 'page' as const,
      slug: page.slug,
      title: page.title,
      summary: page.summary,
      body: page.body,
      audience: null,
      authorId: null,
      categoryId: null,
      tags: [] as number[],
      publishAt: new Date(now.getTime() - 60 * DAY_MS),
    })),
  ];
  for (const item of items) {
    const [row] = await db
      .insert(contentItems)
      .values({
        kind: item.kind,
        slug: item.slug,
        title: item.title,
        summary: item.summary,
        bodyMarkdown: item.body,
        bodyHtml: render(item.body),
        audience: item.audience,
        authorId: item.authorId,
        categoryId: item.categoryId,
        status: 'published',
        publishAt: item.publishAt,
        createdBy: DEMO_ADMIN,
        updatedBy: DEMO_ADMIN,
        createdAt: item.publishAt,
        updatedAt: item.publishAt,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) continue;
    if (item.tags.length > 0) await db.insert(contentItemTags).values(item.tags.map((tagId) => ({ itemId: row.id, tagId })));
    await db.insert(contentRevisions).values({
      itemId: row.id,
      revision: 1,
      title: row.title,
      bodyMarkdown: row.bodyMarkdown,
      fields: {
        slug: row.slug,
        summary: row.summary,
        audience: row.audience,
        authorId: row.authorId,
        categoryId: row.categoryId,
        tagIds: item.tags,
        imageKey: null,
        imageAlt: '',
        status: 'published',
        publishAt: item.publishAt.toISOString(),
      },
      createdBy: DEMO_ADMIN,
      createdAt: item.publishAt,
    });
  }
  return { blogPosts: POSTS.length, contentPages: PAGES.length };
}

/** The demo pages' paths (the site's own pages come from a migration), for checks that no public link leads to a missing page. */
export const DEMO_CONTENT_PAGE_SLUGS = PAGES.map((page) => page.slug);

/** One demo content page as written (title, summary, Markdown body), by slug. */
export const demoContentPage = (slug: string): DemoPage | undefined => PAGES.find((page) => page.slug === slug);
