// What other features use of temp shifts: the screens' addresses (menus, links).
export { PRACTICE_SHIFTS_PATH, PROFESSIONAL_SHIFTS_PATH } from './temp-shifts-api';
// Shift pay's timesheets page offers check-in for the professional's booked shifts (ADR 113).
export { useProfessionalShifts } from './temp-shifts-api';
export { JobShifts } from './job-shifts';
