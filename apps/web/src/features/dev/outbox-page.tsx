export function OutboxPage() { return <p>OutboxPage</p>; }
