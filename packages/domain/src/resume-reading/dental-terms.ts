// The words of dentistry a resume reader needs: credentials and what they say about the
// position, job titles and practice names, and the skills people write in many ways.
import type { PositionCode } from '../positions';
import { DENTAL_SKILLS } from '../resume-profile-rules';

/** Credentials written after a name or in a license line, and the position each belongs to. */
export const CREDENTIALS: Record<string, PositionCode> = {
  RDH: 'DH',
  LDH: 'DH',
  BSDH: 'DH',
  MSDH: 'DH',
  RDHAP: 'DH',
  RDHEF: 'DH',
  DDS: 'DD',
  DMD: 'DD',
  BDS: 'DD',
  CDA: 'DA',
  RDA: 'DA',
  EFDA: 'DA',
  LDA: 'DA',
  RDAEF: 'DA',
  CPFDA: 'DA',
  CRFDA: 'DA',
  COA: 'DA',
  CDPMA: 'FO',
  CDT: 'LT',
  RDT: 'LT',
};
/** Credentials that are a state license (kept in the profile's license field): others are certifications. */
export const LICENSE_CREDENTIALS = ['RDH', 'LDH', 'RDHAP', 'RDHEF', 'DDS', 'DMD', 'RDA', 'RDAEF', 'LDA', 'EFDA'];

/** The credentials written in a text, in order, each once ("Jane Doe, RDH, BSDH" -> RDH, BSDH). */
export function credentialsIn(text: string): string[] {
  const found = [...text.matchAll(/\b[A-Z]{3,5}\b/g)].map(([word]) => word).filter((word) => Object.hasOwn(CREDENTIALS, word));
  const dotted = [...text.matchAll(/\b(?:D\.\s?D\.\s?S\.|D\.\s?M\.\s?D\.|R\.\s?D\.\s?H\.)/g)].map(([written]) => written.replace(/[.\s]/g, ''));
  return [...new Set([...found, ...dotted])];
}

/** Job titles by what they end with or contain, and the position they name. */
const TITLE_POSITIONS: ReadonlyArray<readonly [RegExp, PositionCode]> = [
  [/\bhygien(?:ist|e)\b|\bRDH\b/i, 'DH'],
  [
    /\b(?:dentist|orthodontist|periodontist|endodontist|prosthodontist|pedodontist|oral (?:and maxillofacial )?surgeon|DDS|DMD|dental (?:resident|director))\b/i,
    'DD',
  ],
  [/\b(?:assistant|EFDA|CDA|RDA|chairside|sterilization tech(?:nician)?)\b/i, 'DA'],
  [
    /\b(?:receptionist|front (?:desk|office)|office manager|practice manager|business manager|coordinator|scheduler|biller|billing|insurance|patient care|administrator|secretary|patient services|treatment plan)/i,
    'FO',
  ],
  [/\b(?:lab(?:oratory)? tech(?:nician)?|ceramist|denture tech|CDT)\b/i, 'LT'],
  [/\b(?:sales|territory manager|account (?:manager|executive)|representative)\b/i, 'SR'],
];

/** The position a job title (or a license) names; null when it names none. */
export function positionOfTitle(title: string): PositionCode | null {
  return TITLE_POSITIONS.find(([pattern]) => pattern.test(title))?.[1] ?? null;
}

/** Words a job title ends with. */
const TITLE_ENDINGS = new Set([
  'hygienist',
  'assistant',
  'dentist',
  'orthodontist',
  'periodontist',
  'endodontist',
  'prosthodontist',
  'surgeon',
  'receptionist',
  'manager',
  'coordinator',
  'administrator',
  'technician',
  'tech',
  'specialist',
  'biller',
  'scheduler',
  'director',
  'associate',
  'intern',
  'extern',
  'lead',
  'supervisor',
  'representative',
  'rep',
  'consultant',
  'owner',
  'instructor',
  'educator',
  'secretary',
  'clerk',
  'officer',
  'resident',
  'practitioner',
  'therapist',
  'ceramist',
  'trainer',
  'hygiene',
  'desk',
  'rdh',
  'cda',
  'rda',
  'efda',
  'dds',
  'dmd',
  'partner',
  'auxiliary',
  'aide',
  'cashier',
  'agent',
]);
/** Words of a job title anywhere in it. */
const TITLE_WORDS =
  /\b(?:dental|registered|certified|expanded|function|functions|senior|lead|chief|head|clinical|associate|general|staff|temporary|temp|part-time|full-time|patient|insurance|treatment|front|office|orthodontic|surgical|pediatric|hygiene)\b/i;
/** Words of a practice's or company's name. */
const EMPLOYER_WORDS =
  /\b(?:dental|dentistry|dentists|orthodontics|periodontics|endodontics|prosthodontics|implants?|oral surgery|smiles?|clinic|center|centre|associates|group|practice|care|family|pc|p\.c\.|llc|pllc|inc|ltd|corp|hospital|health|healthcare|studio|partners|office|offices|university|college|school|institute|academy|services|dds|dmd|dr\.?|labs?|laboratory|laboratories|company|co\.)\b/i;

/** How much a part of a line reads as a job title (higher) and as a practice's name. */
export function titleScore(part: string): number {
  const words = part
    .toLowerCase()
    .replace(/[^\p{L}\s-]/gu, ' ')
    .trim()
    .split(/\s+/);
  if (words.length === 0 || words.length > 8) return 0;
  return (TITLE_ENDINGS.has(words.at(-1) ?? '') ? 3 : 0) + (TITLE_WORDS.test(part) ? 1 : 0);
}

export function employerScore(part: string): number {
  const matches = part.match(new RegExp(EMPLOYER_WORDS, 'gi'))?.length ?? 0;
  return matches * 2 + (/^dr\.?\s/i.test(part) || /,\s*(?:dds|dmd)\b/i.test(part) ? 2 : 0);
}

/** Skills written in other words ("Eagle Soft", "administered local anesthetic"), with the name the product lists. */
const SKILL_ALIASES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bdentrix ascend\b/i, 'Dentrix Ascend'],
  [/\bdentrix\b/i, 'Dentrix'],
  [/\beagle ?soft\b/i, 'Eaglesoft'],
  [/\bopen ?dental\b/i, 'Open Dental'],
  [/\bcurve dental\b/i, 'Curve Dental'],
  [/\bdenticon\b/i, 'Denticon'],
  [/\bsoftdent\b/i, 'SoftDent'],
  [/\bdolphin\b/i, 'Dolphin Management'],
  [/\bdigital (?:x-?rays?|radiograph(?:y|s)?|imaging)\b/i, 'Digital X-rays'],
  [/\b(?:panoramic|panorex|pano)\b/i, 'Panoramic X-rays'],
  [/\bintra-?oral camera\b/i, 'Intraoral camera'],
  [/\b(?:cerec|cad\/?cam)\b/i, 'CAD/CAM (CEREC)'],
  [/\bitero\b/i, 'iTero scanning'],
  [/\bfour[- ]handed\b/i, 'Four-handed dentistry'],
  [/\bchairside assist/i, 'Chairside assisting'],
  [/\bsteriliz|\binfection control\b/i, 'Sterilization and infection control'],
  [/\bcoronal polish/i, 'Coronal polishing'],
  [/\bsealants?\b/i, 'Sealants'],
  [/\bfluoride\b/i, 'Fluoride application'],
  [/\bscaling and root planing\b|\bSRP\b/i, 'Scaling and root planing'],
  [/\bperio(?:dontal)? chart/i, 'Periodontal charting'],
  [/\blocal anesthe(?:sia|tic)|\banesthesia (?:administration|permit)|\badminist\w* (?:of )?(?:local )?anesthe/i, 'Local anesthesia'],
  [/\bnitrous(?: oxide)?\b|\bN2O\b/i, 'Nitrous oxide monitoring'],
  [/\blaser\b/i, 'Laser therapy'],
  [/\bimpressions?\b/i, 'Impressions'],
  [/\b(?:temporary|temp|provisional) crowns?\b|\btemporaries\b/i, 'Temporary crowns'],
  [/\bpatient education\b|\boral hygiene instruction\b|\bOHI\b/, 'Patient education'],
  [/\btreatment plan/i, 'Treatment planning'],
  [/\binsurance verification\b|\bverif\w* (?:of )?(?:patient )?insurance\b|\binsurance eligibility\b/i, 'Insurance verification'],
  [/\binsurance (?:billing|claims?)\b|\bclaims? (?:submission|processing)\b/i, 'Insurance billing'],
  [/\bscheduling\b/i, 'Scheduling'],
  [/\bcollections?\b/i, 'Collections'],
  [/\bfront desk\b/i, 'Front desk reception'],
  [/\bcase presentation\b|\bpresent\w* treatment\b/i, 'Case presentation'],
  [/\bortho(?:dontic)? adjust/i, 'Orthodontic adjustments'],
  [/\bpediatric\b/i, 'Pediatric patients'],
  [/\boral surgery assist|\bsurgical assist/i, 'Oral surgery assisting'],
  [/\bendo(?:dontic)? assist/i, 'Endodontic assisting'],
  [/\bimplant assist/i, 'Implant assisting'],
  [/\bspanish\b/i, 'Spanish (bilingual)'],
  [/\bOSHA\b/, 'OSHA compliance'],
  [/\bHIPAA\b/, 'HIPAA compliance'],
  [/\blab case/i, 'Lab case management'],
  [/\bcrown and bridge\b/i, 'Crown and bridge fabrication'],
  [/\bdentures?\b/i, 'Denture fabrication'],
];

const LISTED_SKILLS = new Map(DENTAL_SKILLS.map((skill) => [skill.toLowerCase(), skill]));

/** A skill as the product spells it when it is one of the listed skills in another case; otherwise as written. */
export function listedSpelling(skill: string): string {
  return LISTED_SKILLS.get(skill.toLowerCase()) ?? skill;
}

/** The listed skills a text mentions, in the order of the list of aliases. */
export function skillsMentioned(text: string): string[] {
  return SKILL_ALIASES.filter(([pattern]) => pattern.test(text)).map(([, skill]) => skill);
}

/** Whether a skill written by the person already covers a listed skill ("Dentrix G7" covers Dentrix). */
export function coversSkill(written: string, listed: string): boolean {
  if (written.toLowerCase() === listed.toLowerCase()) return true;
  return SKILL_ALIASES.some(([pattern, skill]) => skill === listed && pattern.test(written));
}
