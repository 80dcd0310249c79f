export function ResetPasswordPage() { return <p>ResetPasswordPage</p>; }
