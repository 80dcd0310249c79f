export function RegisterPage({ role }: { role?: 'staff' | 'employer' }) { return <p>RegisterPage {role}</p>; }
