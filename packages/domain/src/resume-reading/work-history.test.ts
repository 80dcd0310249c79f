import { describe, expect, it } from 'vitest';
import { readWorkHistory } from './work-history';

const TODAY = '2026-05-15';
const lines = (...texts: string[]) => texts.map((text) => ({ text: text.replace(/^• /, ''), bullet: text.startsWith('• ') }));

describe('a job written in one line, in the ways resumes write it', () => {
  it.each([
    ['Dental Assistant at Aspen Dental, Joliet, IL, 2015 – 2017', 'Dental Assistant', 'Aspen Dental', 'Joliet', 'IL', '2015-01-01', '2017-12-01'],
    ['Aspen Dental — Dental Hygienist — 05/2017 to 09/2019', 'Dental Hygienist', 'Aspen Dental', null, null, '2017-05-01', '2019-09-01'],
    [
      'Heartland Dental | Front Office Coordinator | Naperville, IL | Summer 2014 – Fall 2016',
      'Front Office Coordinator',
      'Heartland Dental',
      'Naperville',
      'IL',
      '2014-06-01',
      '2016-09-01',
    ],
    [
      'Treatment Coordinator, Lee Family Dental, PC (Jan. 2012 – Dec. 2013)',
      'Treatment Coordinator',
      'Lee Family Dental, PC',
      null,
      null,
      '2012-01-01',
      '2013-12-01',
    ],
    ['Dr. Ann Lee, DDS — Dental Assistant — 2010 – 2012', 'Dental Assistant', 'Dr. Ann Lee, DDS', null, null, '2010-01-01', '2012-12-01'],
    [
      'Office Manager\tLittle Teeth Pediatric Dentistry\tAurora, Illinois\tAugust 2013 – Present',
      'Office Manager',
      'Little Teeth Pediatric Dentistry',
      'Aurora',
      'IL',
      '2013-08-01',
      null,
    ],
    ['Sterilization Technician, Summer 2012', 'Sterilization Technician', '', null, null, '2012-06-01', '2012-06-01'],
  ])('%s', (line, title, name, city, state, startDate, endDate) => {
    expect(readWorkHistory(lines(line), TODAY)).toEqual([expect.objectContaining({ title, name, city, state, startDate, endDate })]);
  });
});

describe('jobs over several lines', () => {
  it('reads practice, title and dates on lines of their own, and the bullets under them', () => {
    const jobs = readWorkHistory(
      lines(
        'Little Teeth Pediatric Dentistry, Aurora, IL',
        'Dental Assistant',
        '2009 - 2010',
        '• Assisted with pediatric sedation cases',
        'Smile Studio',
        'Receptionist',
        '2008 - 2009',
      ),
      TODAY,
    );
    expect(jobs).toEqual([
      expect.objectContaining({
        name: 'Little Teeth Pediatric Dentistry',
        title: 'Dental Assistant',
        city: 'Aurora',
        startDate: '2009-01-01',
        description: 'Assisted with pediatric sedation cases',
      }),
      expect.objectContaining({ name: 'Smile Studio', title: 'Receptionist', startDate: '2008-01-01', endDate: '2009-12-01', description: null }),
    ]);
  });

  it('cuts heading lines without descriptions at their dates, shaped like the first job', () => {
    const jobs = readWorkHistory(lines('Dental Hygienist', 'Bright Smiles, 2019 – Present', 'Dental Assistant', 'Smile Care, 2016 – 2019'), TODAY);
    expect(jobs.map((job) => [job.title, job.name, job.startDate])).toEqual([
      ['Dental Hygienist', 'Bright Smiles', '2019-01-01'],
      ['Dental Assistant', 'Smile Care', '2016-01-01'],
    ]);
  });

  it('keeps a job without dates, for the person to date', () => {
    expect(readWorkHistory(lines('Dental Assistant, Smile Care'), TODAY)).toEqual([
      expect.objectContaining({ title: 'Dental Assistant', name: 'Smile Care', startDate: null, endDate: null, current: false }),
    ]);
  });
});
