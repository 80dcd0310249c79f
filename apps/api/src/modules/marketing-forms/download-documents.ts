// The text of our downloads (toolkits and guides), written for Chairside. The salary survey
// report is built from the survey's figures when it is downloaded.
import { DOWNLOADS, type DownloadKey } from '@chairside/domain/marketing-forms';
import { positionLabel } from '@chairside/domain/positions';
import { formatPay, type SalarySurvey } from '@chairside/domain/salary-survey';
import type { PdfBlock } from '../../platform/pdf-writer';

const t = (text: string): PdfBlock => ({ kind: 'text', text });
const h = (text: string): PdfBlock => ({ kind: 'heading', text });
const b = (text: string): PdfBlock => ({ kind: 'bullet', text });

const FIXED: Record<Exclude<DownloadKey, 'salary-survey-2025'>, PdfBlock[]> = {
  'hiring-toolkit': [
    h('1. Before you post'),
    t(
      'Write down what the role must cover on a normal day: chairs, schedules, software and the procedures you expect on day one. A clear picture saves interviews later.',
    ),
    b('List the three skills a new hire needs from the first week and the ones you are willing to train.'),
    b('Decide the pay range before you post. Postings that show pay get more qualified applicants.'),
    b('Agree who interviews, who checks references and who makes the offer.'),
    h('2. A job description that works'),
    t(
      'Lead with the practice: location, team size, patient mix and what makes a day good. Then the role, the schedule, the pay and the benefits. Keep it under 400 words.',
    ),
    b('Say whether the role is full time, part time or per diem, and which days.'),
    b('Name the license or certification required (RDH, RDA, EFDA) and the state.'),
    h('3. Interview guide'),
    t('Ask every candidate the same core questions, and score the answers right after each interview.'),
    b('Tell me about a difficult patient and what you did.'),
    b('Walk me through how you set up and break down a room.'),
    b('What would you change in the last office you worked in, and why?'),
    b('Which schedule would let you do your best work?'),
    h('4. Working interview checklist'),
    b('Pay for the working interview and say so in advance.'),
    b('Pair the candidate with a team member and ask the team for written notes.'),
    h('5. Offer and first week'),
    t(
      'Put the offer in writing with the start date, pay, schedule and benefits. Plan the first week: a mentor, a login for every system and a check-in on day five.',
    ),
  ],
  'jobseeker-toolkit': [
    h('1. Your resume on one page'),
    t('Practices read a resume in under a minute. Put your license, your years in the chair and the procedures you are confident with at the top.'),
    b('List your software: Dentrix, Eaglesoft, Open Dental or others.'),
    b('Give numbers where you can: patients a day, production goals met, new patients welcomed.'),
    h('2. Finding the right practice'),
    t('Decide what matters most: commute, schedule, pay, patient mix or growth. Search by position and ZIP code and save the postings that fit.'),
    h('3. Interview preparation'),
    b('Read the practice website and reviews before the interview.'),
    b('Prepare one story about teamwork and one about a hard patient.'),
    b('Bring questions: how is the schedule set, who trains new staff, how is performance reviewed?'),
    h('4. Working interviews'),
    t('Ask in advance whether the working interview is paid, what to wear and which procedures you will do. Arrive early and meet the team.'),
    h('5. Comparing offers'),
    t('Compare the whole package: hourly pay, guaranteed hours, benefits, continuing education allowance and the commute.'),
  ],
  'educator-toolkit': [
    h('For dental program instructors'),
    t('This toolkit helps instructors prepare students for their first job search, from the resume to the first ninety days.'),
    h('Classroom sessions'),
    b('Session 1: what practices look for in a new graduate.'),
    b('Session 2: writing a one-page clinical resume.'),
    b('Session 3: mock interviews with peer scoring.'),
    b('Session 4: reading a job offer and negotiating respectfully.'),
    h('Handouts'),
    t(
      'Each session comes with a one-page handout your students can keep. Encourage them to create a free Chairside profile before graduation so practices can find them.',
    ),
  ],
  'dental-career-guide': [
    h('Careers in dentistry'),
    t('Dentistry offers paths for many interests: patient care, the business of the practice, laboratories and industry.'),
    h('Dental assistant'),
    t('Assistants work chairside with the dentist. Training ranges from on-the-job to accredited programs; many states license expanded functions (EFDA).'),
    h('Dental hygienist'),
    t('Hygienists clean teeth, take radiographs and teach patients. An accredited degree and a state license (RDH) are required.'),
    h('Front office'),
    t('Front office teams schedule patients, handle insurance and keep the practice running. Strong communication and software skills matter most.'),
    h('Dentist'),
    t('Dentists (DDS or DMD) diagnose and treat. After dental school, many work as associates before owning a practice or joining a group.'),
    h('Lab technician and industry'),
    t('Lab technicians make crowns, bridges and dentures; sales and industry representatives support practices with equipment and supplies.'),
  ],
};

/** The blocks of a download, with its title first. */
export function documentBlocks(key: DownloadKey, survey: SalarySurvey | null): PdfBlock[] {
  const title: PdfBlock = { kind: 'title', text: DOWNLOADS[key].title };
  const footer = t('From Chairside, the job board and hiring site for the dental industry.');
  if (key !== 'salary-survey-2025') return [title, t('From Chairside.'), ...FIXED[key], footer];
  const blocks: PdfBlock[] = [
    title,
    t(
      `Pay stated in job postings on Chairside, by position and state. A state is shown when at least ${survey?.minimumPostings ?? 5} postings of a position state their pay; a range counts as its midpoint.`,
    ),
  ];
  for (const group of survey?.groups ?? []) {
    blocks.push(h(`${positionLabel(group.position)} (${group.unit === 'HOUR' ? 'per hour' : 'per year'})`));
    if (group.national) blocks.push(t(`All states: median ${formatPay(group.national.median, group.unit)} from ${group.national.count} postings.`));
    for (const state of group.states)
      blocks.push(
        b(
          `${state.state}: median ${formatPay(state.median, group.unit)}, middle half ${formatPay(state.p25, group.unit)} to ${formatPay(state.p75, group.unit)} (${state.count} postings)`,
        ),
      );
  }
  if (!survey?.groups.length) blocks.push(t('Not enough postings state their pay yet to show figures.'));
  blocks.push(footer);
  return blocks;
}
