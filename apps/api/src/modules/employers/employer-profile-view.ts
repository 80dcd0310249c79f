import type { EmployerProfile } from '@chairside/domain/employer-profile';
import type { Office } from '@chairside/domain/office';
import type { EmployerRecord } from './employers-repository';

export function employerProfileOf(employer: EmployerRecord, offices: Office[]): EmployerProfile {
  return {
    username: employer.username,
    practiceName: employer.practiceName,
    about: employer.about,
    empType: employer.empType,
    technologies: employer.technologies,
    contactName: employer.contactName,
    contactEmail: employer.contactEmail,
    contactPhone: employer.contactPhone,
    website: employer.website,
    phone: employer.phone,
    city: employer.city,
    state: employer.state,
    zip: employer.zip,
    isPublic: employer.isPublic,
    isVerifiedPractice: employer.isVerifiedPractice,
    offices,
  };
}
