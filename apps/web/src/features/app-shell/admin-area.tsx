import { Link, NavLink, Route, Routes } from 'react-router';
import type { CurrentUser } from '@chairside/domain/accounts';
import { PageMeta } from '../../lib/page-meta';
import { MenuIcon } from '../../components/app-navigation/menu-icon';
import { AppNotFound } from '../../components/app-navigation/app-not-found';
import { ADMIN_HOME, ADMIN_SECTIONS, adminPath } from '../admin/public-api';
import { AnnouncementsPage } from '../admin/announcements-page';
import { PromotionsPage } from '../admin/promotions-page';
import { AnalyticsPage } from '../admin/analytics-page';
import { MessageReportsPage } from '../admin/message-reports-page';
import { ReportedJobsPage } from '../admin/reported-jobs-page';
import { EventsModerationPage } from '../admin/events-moderation-page';
import { ClassifiedsModerationPage } from '../admin/classifieds-moderation-page';
import { DeadNoticesPage } from '../admin/dead-notices-page';
import { EmailTemplatesPage } from '../admin/email-templates-page';
import { EmailTemplatePreviewPage } from '../admin/email-template-preview-page';
import { AccountsPage } from '../admin/accounts-page';
import { SecondFactorResetsPage } from '../admin/second-factor-resets-page';
import { TempReliabilityPage } from '../admin/temp-reliability-page';
import { ShiftPayAdminPage } from '../shift-pay/public-api';
import { ReviewReportsPage } from '../admin/review-reports-page';
import { CredentialReviewsPage } from '../admin/credential-reviews-page';
import { GoogleIndexingPage } from '../admin/google-indexing-page';
import { ContentItemsScreen } from '../content-admin/content-items-screen';
import { ContentTermsScreen } from '../content-admin/content-terms-screen';

/** The admin area's own menu beside its screens. */
function AdminMenu() {
  return (
    <nav aria-label="Admin menu" className="admin-menu">
      <ul className="admin-menu__list">
        <li>
          <NavLink to={ADMIN_HOME} end className="admin-menu__link">
            <MenuIcon name="shield" className="admin-menu__icon" />
            Overview
          </NavLink>
        </li>
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.path}>
            <NavLink to={adminPath(section)} className="admin-menu__link">
              <MenuIcon name={section.icon} className="admin-menu__icon" />
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function AdminHome() {
  return (
    <>
      <PageMeta title="Admin" noindex />
      <h1 className="app-page__title" id="admin-title">
        Admin
      </h1>
      <div className="admin-cards">
        {ADMIN_SECTIONS.map((section) => (
          <Link key={section.path} to={adminPath(section)} className="app-panel admin-card">
            <MenuIcon name={section.icon} className="admin-card__icon" />
            <span className="admin-card__label">{section.label}</span>
            <span className="admin-card__text">{section.description}</span>
          </Link>
        ))}
      </div>
    </>
  );
}

/** Not an administrator: the area does not exist for them (the API answers 403 anyway). */
function NotForYou() {
  return <AppNotFound />;
}

/** /app/admin: administrators only; one shell with its own menu that each admin feature extends. */
export function AdminArea({ user }: { user: CurrentUser }) {
  if (user.role !== 'admin') return <NotForYou />;
  return (
    <section className="app-page admin-area" aria-labelledby="admin-title">
      <AdminMenu />
      <div className="admin-area__screen">
        <Routes>
          <Route index element={<AdminHome />} />
          <Route path="announcements" element={<AnnouncementsPage />} />
          <Route path="promotions" element={<PromotionsPage />} />
          <Route path="analytics" element={<AnalyticsPage />} />
          <Route path="reported-jobs" element={<ReportedJobsPage />} />
          <Route path="message-reports" element={<MessageReportsPage />} />
          <Route path="events" element={<EventsModerationPage />} />
          <Route path="classifieds" element={<ClassifiedsModerationPage />} />
          <Route path="blog-posts/*" element={<ContentItemsScreen collection="posts" />} />
          <Route path="content-pages/*" element={<ContentItemsScreen collection="pages" />} />
          <Route path="blog-terms" element={<ContentTermsScreen />} />
          <Route path="notices" element={<DeadNoticesPage />} />
          <Route path="email-templates" element={<EmailTemplatesPage />} />
          <Route path="email-templates/:name" element={<EmailTemplatePreviewPage />} />
          <Route path="accounts" element={<AccountsPage />} />
          <Route path="second-factor-resets" element={<SecondFactorResetsPage />} />
          <Route path="temp-reliability" element={<TempReliabilityPage />} />
          <Route path="shift-pay" element={<ShiftPayAdminPage />} />
          <Route path="review-reports" element={<ReviewReportsPage />} />
          <Route path="credential-reviews" element={<CredentialReviewsPage />} />
          <Route path="google-indexing" element={<GoogleIndexingPage />} />
          <Route path="*" element={<AppNotFound />} />
        </Routes>
      </div>
    </section>
  );
}
