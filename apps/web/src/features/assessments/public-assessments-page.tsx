import { Link } from 'react-router';
import { PageMeta } from '../../lib/page-meta';

import { PUBLIC_ASSESSMENTS_PATH } from './public-assessments-route';

// Plain text on purpose: this public page ships no question banks and no validation code.
const ASSESSMENTS = [
  {
    title: 'DISC work style',
    minutes: 8,
    text: 'Four styles of behavior at work (Dominance, Influence, Steadiness, Conscientiousness) and what your style brings to a dental team.',
  },
  {
    title: 'Emotional Intelligence',
    minutes: 6,
    text: 'Self-Awareness, Self-Management, Social Awareness and Relationship Management: a score for each, your strengths and tips to grow.',
  },
  { title: 'Core Values', minutes: 4, text: 'Choose and rank what matters most to you at work; your top five show on your results.' },
  {
    title: 'Culture',
    minutes: 7,
    text: 'The kind of practice you want to work in. Practices answer the same questions about themselves, and see how well you fit.',
  },
  { title: 'Alignment Questionnaire', minutes: 5, text: 'Your career vision and what you expect from a team, in your own words.' },
  { title: 'Skills and Technology', minutes: 5, text: 'Rate your clinical, front-office and technology skills, from Dentrix to intraoral scanners.' },
  { title: 'Job Satisfaction', minutes: 3, text: 'How your current job is going. Only you see this one.' },
];

/** /assessments/: what the free assessments are, who sees the results, and the way in. */
export function PublicAssessmentsPage() {
  return (
    <div className="container py-4 public-assessments-page">
      <PageMeta
        title="Free Assessments for Dental Job Seekers"
        description="Free DISC, emotional intelligence, core values, culture and skills assessments for dental professionals. Show practices your strengths and find a team that fits."
        canonicalPath={PUBLIC_ASSESSMENTS_PATH}
      />
      <h1 className="h2">Free assessments for dental job seekers</h1>
      <p className="lead">
        Show practices more than a resume can: how you work, what you value and the kind of team you thrive in. Every assessment is free and takes a few
        minutes.
      </p>
      <p>
        <Link className="btn btn-primary" to="/dental-jobs/register/staff">
          Create a free account to start
        </Link>{' '}
        <Link className="btn btn-outline-primary" to="/dental-jobs/login">
          Sign in
        </Link>
      </p>

      <h2 className="h4 mt-4">The assessments</h2>
      <ul className="list-unstyled">
        {ASSESSMENTS.map((assessment) => (
          <li key={assessment.title} className="mb-3">
            <h3 className="h5 mb-1">{assessment.title}</h3>
            <p className="mb-0">
              {assessment.text} <span className="text-body-secondary">About {assessment.minutes} minutes.</span>
            </p>
          </li>
        ))}
      </ul>

      <h2 className="h4 mt-4">Who sees your results</h2>
      <p>
        You do, always. A practice sees your results only when it can see your resume: when your resume is public, or when you applied to that practice or it
        invited you. Your job satisfaction answers are never shown to anyone else. You can take any assessment again or remove it.
      </p>

      <h2 className="h4 mt-4">Why take them</h2>
      <p>
        Assessments are a quarter of your resume completeness score, and practices that describe their own culture see how well yours fits theirs, with the
        reasons. Our questions were written for dental teams; they describe preferences and habits, not ability, and there are no right or wrong answers.
      </p>

      <h2 className="h4 mt-4">For practices</h2>
      <p>
        Take the practice culture assessment and list the technology you use from the Assessments area of your account. Every candidate you review then shows a
        culture fit percentage and what drives it. <Link to="/dental-jobs/register/employer">Create an employer account</Link>.
      </p>
    </div>
  );
}
