export function LoginPage() { return <p>LoginPage</p>; }
