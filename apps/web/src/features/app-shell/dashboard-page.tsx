import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { IconDefinition } from '@fortawesome/fontawesome-svg-core';
import { FontAwesomeIcon } from '@fortawesome/react-fontawesome';
import { faBriefcase, faBuilding, faGear, faIdCard, faMagnifyingGlass } from '@fortawesome/free-solid-svg-icons';
import type { CurrentUser } from '@chairside/domain/accounts';
import { positionLabel } from '@chairside/domain/positions';
import { PageMeta } from '../../lib/page-meta';
import { DashboardCompletenessCard } from '../resume-profile/public-api';
import { EmployerDashboardCards } from '../employer-profile/public-api';
import { SeekerDashboard } from '../seeker-dashboard/public-api';
import { searchJobsPath } from '../../components/app-navigation/menus';
import { displayName } from './user-menu';

type DashboardCard = { title: string; to: string; icon: IconDefinition; text: ReactNode };

function cardsFor(user: CurrentUser): DashboardCard[] {
  switch (user.role) {
    case 'employer':
      return [
        {
          title: 'Post a job',
          to: '/app/post-job/select-product/',
          icon: faBriefcase,
          text: 'Reach dentists, hygienists, assistants and front-office staff near your practice. A posting runs for 30 days.',
        },
        {
          title: 'Your practice profile',
          to: '/app/employer-profile',
          icon: faBuilding,
          text: `Tell candidates what it is like to work at ${user.practiceName?.trim() || 'your practice'}: offices, hours and technology.`,
        },
      ];
    case 'staff':
      return [
        {
          title: 'Your resume',
          to: '/app/my-profile',
          icon: faIdCard,
          text: 'See your resume as employers see it. Complete, public profiles get hired twice as fast.',
        },
        {
          title: user.zip ? `Search jobs near ${user.zip}` : 'Search jobs',
          to: searchJobsPath(user.position, user.zip),
          icon: faMagnifyingGlass,
          text: `${user.position ? positionLabel(user.position) : 'Dental'} jobs, permanent and temp, closest first.`,
        },
      ];
    case 'admin':
      return [{ title: 'Account settings', to: '/app/account-settings', icon: faGear, text: 'Your name, email address and password.' }];
  }
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** /app/dashboard: the landing screen after signing in. */
export function DashboardPage({ user }: { user: CurrentUser }) {
  const name = displayName(user);
  const subtitle =
    user.role === 'employer'
      ? user.practiceName?.trim() || 'Your hiring, all in one place.'
      : user.role === 'staff'
        ? `${positionLabel(user.position)}${user.zip ? ` · ${user.zip}` : ''}`
        : 'Administrator';
  return (
    <section className="app-page" aria-labelledby="dashboard-title">
      <PageMeta title="Dashboard" noindex />
      <h1 className="app-page__title" id="dashboard-title">
        Hello, {firstName(name)}!
      </h1>
      <p className="app-page__subtitle">{subtitle}</p>
      {user.role === 'staff' ? <DashboardCompletenessCard username={user.username} /> : null}
      {user.role === 'staff' ? <SeekerDashboard user={user} /> : null}
      {user.role === 'employer' ? <EmployerDashboardCards username={user.username} /> : null}
      <div className="dashboard-cards">
        {cardsFor(user).map((card) => (
          <article className="dashboard-card" key={card.title}>
            <span className="dashboard-card__icon">
              <FontAwesomeIcon icon={card.icon} aria-hidden="true" />
            </span>
            <div>
              <h2 className="dashboard-card__title">
                <Link to={card.to} className="stretched-link">
                  {card.title}
                </Link>
              </h2>
              <p className="dashboard-card__text">{card.text}</p>
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}
