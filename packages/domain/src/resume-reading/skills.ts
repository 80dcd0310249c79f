// Skills: the items of the skills sections as the person wrote them (a listed skill in the
// product's spelling), then the dental skills the rest of the resume mentions.
import { RESUME_LIMITS } from '../resume-profile-rules';
import { coversSkill, listedSpelling, skillsMentioned } from './dental-terms';
import type { ResumeLine } from './resume-lines';

/** A skill is a few words: longer items are sentences, read only for the skills they mention. */
const MAX_SKILL_WORDS = 7;
const MAX_SKILL_LENGTH = 60;

/** The item without a bracket that has no partner ("(Dentrix" -> "Dentrix"). */
const balanced = (item: string) => ((item.match(/\(/g)?.length ?? 0) === (item.match(/\)/g)?.length ?? 0) ? item : item.replace(/[()]/g, '').trim());

/** "Proficient in", "Experienced with", "Knowledge of": words before a list of skills. */
const LEAD_IN =
  /^(?:(?:highly\s+)?(?:proficient|experienced|skilled|knowledgeable|trained|fluent|familiar|versed|competent)\s+(?:in|with|at|on)|(?:knowledge|experience|expertise)\s+(?:of|in|with))\s+/i;

/** The items of one line of a skills section: "Software: Dentrix, Eaglesoft" and "Proficient in Dentrix and Eaglesoft" -> Dentrix, Eaglesoft. */
function skillItems(text: string): string[] {
  const withoutLabel = text.replace(/^[^:,]{2,30}:\s*/, '');
  const leadIn = LEAD_IN.exec(withoutLabel);
  const list = leadIn ? withoutLabel.slice(leadIn[0].length) : withoutLabel;
  return list
    .split(leadIn ? /\s*[,;|•·\t]\s*|\s+[–—-]\s+|,?\s+and\s+/ : /\s*[,;|•·\t]\s*|\s+[–—-]\s+/)
    .map((item) =>
      balanced(
        item
          .replace(/^(?:and|or)\s+/i, '')
          .replace(/\.+$/, '')
          .trim(),
      ),
    )
    .filter((item) => item.length >= 2);
}

const isSkill = (item: string) => item.length <= MAX_SKILL_LENGTH && item.split(/\s+/).length <= MAX_SKILL_WORDS && /\p{L}/u.test(item);

/**
 * The skills: those listed in the skills sections first, each once (any case), then the listed
 * dental skills mentioned anywhere in `wholeText` that none of them covers; at most the
 * resume's limit.
 */
export function readSkills(skillLines: readonly ResumeLine[], wholeText: string): string[] {
  const skills: string[] = [];
  const add = (skill: string) => {
    if (!skills.some((known) => known.toLowerCase() === skill.toLowerCase())) skills.push(skill);
  };
  for (const line of skillLines) {
    const items = skillItems(line.text);
    for (const item of items) if (isSkill(item)) add(listedSpelling(item));
  }
  for (const listed of skillsMentioned(wholeText)) if (!skills.some((known) => coversSkill(known, listed))) add(listed);
  return skills.slice(0, RESUME_LIMITS.skills);
}
