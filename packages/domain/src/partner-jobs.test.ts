import { describe, expect, it } from 'vitest';
import { positionFromTitle } from './partner-jobs';

describe('positionFromTitle', () => {
  it.each([
    ['Registered Dental Hygienist', 'DH'],
    ['Dental Hygienist - Part Time', 'DH'],
    ['RDH needed for Saturdays', 'DH'],
    ['Per Diem Dental Hygienist', 'DH'],
    ['Hygiene Coordinator', 'DH'],
    ['Dental Assistant', 'DA'],
    ['Registered Dental Assistant (RDA)', 'DA'],
    ['Orthodontic Assistant', 'DA'],
    ['Expanded Function Dental Assistant', 'DA'],
    ['EFDA', 'DA'],
    ['Associate Dentist', 'DD'],
    ['Pediatric Dentist', 'DD'],
    ['Endodontist', 'DD'],
    ['Oral Surgeon', 'DD'],
    ['General Dentist (DDS/DMD)', 'DD'],
    ['Dental Office Manager', 'FO'],
    ['Dental Receptionist', 'FO'],
    ['Front Desk Coordinator', 'FO'],
    ['Dental Insurance Coordinator', 'FO'],
    ['Treatment Coordinator', 'FO'],
    ['Dental Lab Technician', 'LT'],
    ['Dental Laboratory Position, Crown and Bridge', 'LT'],
    ['Ceramist', 'LT'],
    ['CAD/CAM Dental Technician', 'LT'],
    ['Dental Sales Representative', 'SR'],
    ['Territory Manager, Dental Implants', 'SR'],
  ])('%j -> %s', (title, position) => {
    expect(positionFromTitle(title)).toBe(position);
  });

  it.each([['Dental Assistant / Receptionist'], ['Assistant Office Manager'], ['Dentist Assistant'], ['Dental Team Member'], ['Dental'], [''], [null]])(
    '%j names no single position: null',
    (title) => {
      expect(positionFromTitle(title)).toBeNull();
    },
  );
});
