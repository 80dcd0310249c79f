export function AppArea() { return <p>AppArea</p>; }
