import { Outlet } from 'react-router';
export function SiteLayout() { return <main><Outlet /></main>; }
