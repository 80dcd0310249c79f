export function RecoverPasswordPage() { return <p>RecoverPasswordPage</p>; }
