/**
 * The line above a sign-up form's button: creating an account accepts the Terms of Service and the
 * Privacy Policy. The pages open in a new tab so the form keeps what was typed.
 */
export function TermsNotice({ className = '' }: { className?: string }) {
  return (
    <p className={`form-text terms-notice ${className}`.trim()}>
      By creating an account you agree to the{' '}
      <a href="/tos/" target="_blank" rel="noopener">
        Terms of Service<span className="visually-hidden"> (opens in a new tab)</span>
      </a>{' '}
      and{' '}
      <a href="/privacy/" target="_blank" rel="noopener">
        Privacy Policy<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      .
    </p>
  );
}
